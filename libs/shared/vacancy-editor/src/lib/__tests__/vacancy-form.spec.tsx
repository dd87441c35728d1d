import { ApiError } from '@jobs/api-client';
import { VACANCY_LIMITS } from '@jobs/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { VacancyForm, type VacancyFormProps } from '../vacancy-form';
import { LONG_DESCRIPTION, managedVacancy } from '../../testing';

const CATEGORIES = [{ value: '4', label: 'IT' }];
const ACTIONS = [
  { intent: 'save', label: 'Save' },
  { intent: 'submit', label: 'Submit for review' },
];

/** The form on `/form` of a data router (the leave guard needs one), with a way out to `/elsewhere`. */
function renderForm(props: Partial<VacancyFormProps> = {}) {
  const onSave = props.onSave ?? vi.fn().mockResolvedValue(undefined);
  const router = createMemoryRouter(
    [
      {
        path: '/form',
        element: (
          <>
            <Link to="/elsewhere">Go elsewhere</Link>
            <VacancyForm categories={CATEGORIES} actions={ACTIONS} {...props} onSave={onSave} />
          </>
        ),
      },
      { path: '/elsewhere', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return { onSave, router, user: userEvent.setup() };
}

const beforeUnloadIsStopped = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('VacancyForm', () => {
  it('shows each rule next to its field and saves nothing while one is broken', async () => {
    const { onSave, user } = renderForm();

    await user.type(screen.getByLabelText('Title'), 'Dev');
    await user.type(screen.getByLabelText('Description'), 'Too short');
    await user.type(screen.getByLabelText('Salary from'), '200000');
    await user.type(screen.getByLabelText('Salary to'), '100000');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    // The contract's codes, in words from the one table (libs/shared/ui error-messages.ts).
    await waitFor(() =>
      expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
        new RegExp(`At least ${VACANCY_LIMITS.titleMin} characters$`),
      ),
    );
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(
      new RegExp(`At least ${VACANCY_LIMITS.descriptionMin} characters$`),
    );
    expect(screen.getByLabelText('Salary to')).toHaveAccessibleDescription(
      'Salary "to" must not be less than salary "from"',
    );
    expect(screen.getByLabelText('City')).toHaveAccessibleDescription(/Fill in this field$/);
    expect(screen.getByRole('combobox', { name: 'Schedule' })).toHaveAccessibleDescription(
      /Choose one of the options$/,
    );
    expect(onSave).not.toHaveBeenCalled();
  }, 30_000);

  it('counts the description live and says how many characters are missing', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Description'), 'Hello');
    expect(
      await screen.findByText(
        `5 characters — at least ${VACANCY_LIMITS.descriptionMin} needed (${VACANCY_LIMITS.descriptionMin - 5} more)`,
      ),
    ).toBeInTheDocument();
  });

  it('states the screening rejection delay in minutes in the questions hint', () => {
    renderForm();
    expect(
      screen.getByText(/declined automatically 60 minutes after they are sent, never at once/),
    ).toBeInTheDocument();
  });

  it('adds skills as tags, refuses a repeat and removes one by its button', async () => {
    const { user } = renderForm();
    const input = screen.getByLabelText('Key skills');
    await user.type(input, 'React{Enter}TypeScript,');
    expect(await screen.findByText('2 of 30 skills')).toBeInTheDocument();
    await user.type(input, 'react{Enter}');
    expect(await screen.findAllByText('"react" is already in the list')).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Remove skill React' }));
    expect(await screen.findByText('1 of 30 skills')).toBeInTheDocument();
  });

  it('sends the full input and only the changed fields with the version', async () => {
    const vacancy = managedVacancy();
    const onSave = vi.fn().mockResolvedValue(managedVacancy({ title: 'Senior frontend developer', version: 3 }));
    const { user } = renderForm({ vacancy, onSave });

    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Senior frontend developer');
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));

    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0][0]).toMatchObject({
      intent: 'submit',
      version: 2,
      changes: { title: 'Senior frontend developer' },
      input: { title: 'Senior frontend developer', description: LONG_DESCRIPTION, salary_from: 100000 },
    });
    expect(Object.keys(onSave.mock.calls[0][0].changes)).toEqual(['title']);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
  });

  it("puts a 400's details next to the fields they name", async () => {
    const onSave = vi.fn().mockRejectedValue(
      new ApiError(400, 'VALIDATION_FAILED', 'Invalid', {
        details: [
          {
            field: 'body.changes.title',
            code: 'too_big',
            message: 'Title too long',
            params: { origin: 'string', maximum: 120 },
          },
          { field: 'body.changes.skills.2', code: 'duplicate', message: 'Skills must not repeat' },
        ],
      }),
    );
    const { user } = renderForm({ vacancy: managedVacancy(), onSave });
    await user.type(screen.getByLabelText('Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('At most 120 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Values must not repeat')).toBeInTheDocument();
  });

  describe('a stale edit (409)', () => {
    const loaded = managedVacancy({ version: 2 });
    const theirs = managedVacancy({ version: 3, title: 'Frontend engineer', updated_at: '2026-01-12T09:00:00.000Z' });
    /** The API's 409: `details: {current}`, which ApiError exposes as `data`. */
    const stale = () => new ApiError(409, 'CONFLICT', 'The vacancy has changed', { data: { current: theirs } });
    /** A 409 without the vacancy (an older server): the form loads it. */
    const bareStale = () => new ApiError(409, 'CONFLICT', 'The vacancy has changed');

    it('says so, keeps the typed text, and reapplies only my edits on the current version', async () => {
      const onSave = vi.fn().mockRejectedValueOnce(stale()).mockResolvedValueOnce(theirs);
      const loadCurrent = vi.fn().mockRejectedValue(new Error('the 409 carries the current vacancy'));
      const onCurrent = vi.fn();
      const { user } = renderForm({ vacancy: loaded, onSave, loadCurrent, onCurrent });

      await user.type(screen.getByLabelText('Conditions'), ' and a gym');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('This vacancy was changed by someone else');
      expect(alert).toHaveTextContent('It is now version 3');
      expect(alert).toHaveTextContent('Frontend engineer');
      expect(screen.getByLabelText('Conditions')).toHaveValue('Remote Fridays and a gym');
      expect(screen.getByLabelText('Title')).toHaveValue('Frontend developer');
      expect(loadCurrent).not.toHaveBeenCalled();

      await user.click(screen.getByRole('button', { name: 'Keep my edits on the current version' }));
      expect(await screen.findByLabelText('Title')).toHaveValue('Frontend engineer');
      expect(screen.getByLabelText('Conditions')).toHaveValue('Remote Fridays and a gym');
      expect(onCurrent).toHaveBeenCalledWith(theirs);

      await user.click(screen.getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
      expect(onSave.mock.calls[1][0].version).toBe(3);
      expect(onSave.mock.calls[1][0].changes).toEqual({ conditions: 'Remote Fridays and a gym' });
    });

    it('shows the current version only when asked, discarding my edits', async () => {
      const onSave = vi.fn().mockRejectedValue(stale());
      const { user } = renderForm({ vacancy: loaded, onSave });

      await user.type(screen.getByLabelText('Conditions'), ' and a gym');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(screen.getByLabelText('Title')).toHaveValue('Frontend developer');
      await user.click(await screen.findByRole('button', { name: 'Discard my edits and load the current version' }));

      expect(await screen.findByText('Loaded version 3. Your edits were discarded.')).toBeInTheDocument();
      expect(screen.getByLabelText('Title')).toHaveValue('Frontend engineer');
      expect(screen.getByLabelText('Conditions')).toHaveValue('Remote Fridays');
      expect(onSave).toHaveBeenCalledTimes(1);
    });

    it('loads the current version when the 409 does not carry it', async () => {
      const onSave = vi.fn().mockRejectedValue(bareStale());
      const loadCurrent = vi.fn().mockResolvedValue(theirs);
      const { user } = renderForm({ vacancy: loaded, onSave, loadCurrent });

      await user.type(screen.getByLabelText('Conditions'), ' and a gym');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('alert')).toHaveTextContent('It is now version 3');
      expect(loadCurrent).toHaveBeenCalledTimes(1);
      expect(screen.getByLabelText('Conditions')).toHaveValue('Remote Fridays and a gym');
    });

    it('says what went wrong when the current version cannot be loaded either', async () => {
      const onSave = vi.fn().mockRejectedValue(bareStale());
      const loadCurrent = vi.fn().mockRejectedValue(new ApiError(0, 'UNAVAILABLE', 'offline'));
      const { user } = renderForm({ vacancy: loaded, onSave, loadCurrent });

      await user.type(screen.getByLabelText('Conditions'), ' and a gym');
      await user.click(screen.getByRole('button', { name: 'Save' }));

      expect(
        await screen.findByText('Cannot reach the server. Your changes are still here; try again.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Conditions')).toHaveValue('Remote Fridays and a gym');
    });
  });

  describe('leaving with unsaved changes', () => {
    it('asks before moving to another page, and staying keeps the typed text', async () => {
      const { router, user } = renderForm({ vacancy: managedVacancy() });
      await user.type(screen.getByLabelText('Title'), ' II');
      expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();

      await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
      const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
      expect(dialog).toHaveTextContent('Your changes on this page are not saved yet');
      await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.pathname).toBe('/form');
      expect(screen.getByLabelText('Title')).toHaveValue('Frontend developer II');
    });

    it('leaves when the user confirms', async () => {
      const { user } = renderForm({ vacancy: managedVacancy() });
      await user.type(screen.getByLabelText('City'), 'x');
      await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
          name: 'Leave without saving',
        }),
      );
      expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    });

    it('lets a clean form go without asking, and asks the browser on unload only while dirty', async () => {
      const { user } = renderForm({ vacancy: managedVacancy() });
      expect(beforeUnloadIsStopped()).toBe(false);
      await user.type(screen.getByLabelText('City'), 'x');
      await screen.findByText('Unsaved changes');
      expect(beforeUnloadIsStopped()).toBe(true);
      await user.clear(screen.getByLabelText('City'));
      await user.type(screen.getByLabelText('City'), 'Moscow');
      await waitFor(() => expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument());
      expect(beforeUnloadIsStopped()).toBe(false);

      await user.click(screen.getByRole('link', { name: 'Go elsewhere' }));
      expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('does not stop a save that moves on to another page', async () => {
      let goTo: (path: string) => Promise<void> = async () => undefined;
      const onSave = vi.fn(async () => {
        await goTo('/elsewhere');
      });
      const { router, user } = renderForm({ vacancy: managedVacancy(), onSave });
      goTo = (path) => router.navigate(path);
      await user.type(screen.getByLabelText('City'), 'x');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('shows the quality check with advice for what is missing', async () => {
    const vacancy = managedVacancy({ salary_from: null, salary_to: null, skills: [] });
    renderForm({ vacancy });
    const check = await screen.findByRole('region', { name: 'Quality check' });
    expect(check).toHaveTextContent('Add a salary range');
    expect(check).toHaveTextContent('List at least 3 key skills (now 0)');
    expect(check).toHaveTextContent('Work schedule set: done');
  });
});

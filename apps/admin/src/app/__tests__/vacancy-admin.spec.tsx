import { editorRoutes, searchRoutes } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAuthCookies, renderApp, TEST_API_BASE } from './render-app';
import { aVacancy } from './vacancy-fixtures';

const editorApi = () =>
  createFakeApi(TEST_API_BASE)
    .on(editorRoutes.companies, () => [{ id: 12, name: 'Acme' }])
    .on(editorRoutes.audit, () => ({ items: [], page: 1, has_more: false }))
    .on(searchRoutes.categories, () => ({ items: [] }));

const itemTitles = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => within(item).getAllByRole('link')[0].textContent);

describe('editor vacancy pages', () => {
  beforeEach(() => {
    document.cookie = 'edit_vacancy_auth_token=editor-token; path=/';
  });
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('lists every vacancy review queue first, filters through the URL, and bulk-publishes with a summary', async () => {
    const api = editorApi()
      .on(editorRoutes.list, () => ({
        items: [aVacancy(1, { status: 'on_review' }), aVacancy(2, { status: 'draft' }), aVacancy(3)],
        total: 3,
        page: 1,
        per_page: 25,
      }))
      .on(editorRoutes.bulk, () => ({
        updated: [1],
        skipped: [{ id: 3, reason: 'The vacancy is already published' }],
      }));
    const user = userEvent.setup();
    renderApp('/edit-vacancies-list', { fetch: api.fetch });

    const table = await screen.findByRole('table', { name: '3 vacancies' });
    expect(api.callsTo('GET', '/editor/vacancies')[0].query.get('sort')).toBe('review_first');
    await user.selectOptions(screen.getByLabelText('Status'), 'on_review');
    await waitFor(() => expect(api.callsTo('GET', '/editor/vacancies').at(-1)?.query.get('status')).toBe('on_review'));

    await user.click(within(table).getByRole('checkbox', { name: 'Select Vacancy 1' }));
    await user.click(within(table).getByRole('checkbox', { name: 'Select Vacancy 3' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish selected' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Publish 2 vacancies?' })).getByRole('button', {
        name: 'Publish',
      }),
    );

    const summary = await screen.findByRole('status');
    expect(summary).toHaveTextContent('Published: 1. Skipped: 1.');
    expect(summary).toHaveTextContent('Vacancy 3 (#3): The vacancy is already published');
    expect(api.callsTo('POST', '/editor/vacancies/bulk')[0].body).toEqual({ action: 'publish', ids: [1, 3] });
  });

  it('shows a pending edit as a diff and rejects only with a reason of 5+ characters', async () => {
    const vacancy = aVacancy(4, { version: 6, pending_changes: { title: 'Senior frontend', salary_to: 200000 } });
    const api = editorApi()
      .on(editorRoutes.get, () => vacancy)
      .on(editorRoutes.reject, ({ body }) =>
        aVacancy(4, { version: 7, rejection_reason: (body as { reason: string }).reason }),
      );
    const user = userEvent.setup();
    renderApp('/edit-vacancies-list/4', { fetch: api.fetch });

    const diff = await screen.findByRole('table', { name: 'What the pending changes would change' });
    expect(within(diff).getByRole('row', { name: 'Title Vacancy 4 Senior frontend' })).toBeInTheDocument();
    expect(within(diff).getByRole('row', { name: 'Salary to — 200000' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reject…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject with a reason' });
    await user.type(within(dialog).getByLabelText('Reason the employer will see'), 'No');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText(/Write a reason of 5–1000 characters/)).toBeInTheDocument();
    expect(api.callsTo('POST', '/editor/vacancies/4/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Reason the employer will see'), 't a real salary');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected. The employer sees your reason.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/editor/vacancies/4/reject')[0].body).toEqual({
      version: 6,
      reason: 'Not a real salary',
    });
  });

  it('reorders a collection with the keyboard, announces each move, and saves the order', async () => {
    const api = editorApi()
      .on(editorRoutes.getCollection, () => ({
        slug: 'no-experience',
        items: [aVacancy(1), aVacancy(2), aVacancy(3)],
      }))
      .on(editorRoutes.list, () => ({ items: [aVacancy(4), aVacancy(1)], total: 2, page: 1, per_page: 10 }))
      .on(editorRoutes.putCollection, ({ body }) => ({
        slug: 'no-experience',
        items: (body as { vacancy_ids: number[] }).vacancy_ids.map((id) => aVacancy(id)),
      }));
    const user = userEvent.setup();
    renderApp('/edit-vacancies-list/no-experience', { fetch: api.fetch });

    const ordered = () => screen.getByRole('list', { name: 'Collection order' });
    await screen.findByRole('link', { name: 'Vacancy 3' });
    expect(screen.getByRole('button', { name: 'Save order' })).toBeDisabled();

    screen.getByRole('button', { name: 'Move Vacancy 3 up' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Vacancy 3 moved to position 2 of 3.')).toBeInTheDocument();
    screen.getByRole('button', { name: 'Move Vacancy 3 up' }).focus();
    await user.keyboard(' ');
    expect(await screen.findByText('Vacancy 3 moved to position 1 of 3.')).toBeInTheDocument();
    expect(itemTitles(ordered())).toEqual(['Vacancy 3', 'Vacancy 1', 'Vacancy 2']);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Vacancy 2' }));
    await user.type(screen.getByLabelText('Find a published vacancy'), 'dev{Enter}');
    expect(await screen.findByRole('button', { name: 'Vacancy 1 is in the collection' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Vacancy 4' }));
    expect(api.callsTo('GET', '/editor/vacancies')[0].query.get('status')).toBe('published');

    await user.click(screen.getByRole('button', { name: 'Save order' }));
    expect(await screen.findByText('The collection was saved. Job seekers see this order now.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/editor/collections/no-experience')[0].body).toEqual({ vacancy_ids: [3, 1, 4] });
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('reorders a collection by dragging', async () => {
    const api = editorApi().on(editorRoutes.getCollection, () => ({
      slug: 'similar',
      items: [aVacancy(1), aVacancy(2), aVacancy(3)],
    }));
    renderApp('/edit-vacancies-list/similar', { fetch: api.fetch });
    await screen.findByRole('link', { name: 'Vacancy 3' });
    const items = within(screen.getByRole('list', { name: 'Collection order' })).getAllByRole('listitem');
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(items[0], { dataTransfer });
    fireEvent.dragOver(items[2], { dataTransfer });
    fireEvent.drop(items[2], { dataTransfer });
    await waitFor(() =>
      expect(itemTitles(screen.getByRole('list', { name: 'Collection order' }))).toEqual([
        'Vacancy 2',
        'Vacancy 3',
        'Vacancy 1',
      ]),
    );
  });
});

import { editorRoutes, searchRoutes } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAuthCookies, jsonResponse, renderApp, TEST_API_BASE } from './render-app';
import { aVacancy, LONG_DESCRIPTION } from './vacancy-fixtures';

const COMPANIES = [
  { id: 12, name: 'Acme' },
  { id: 13, name: 'Acme Logistics' },
  { id: 20, name: 'Globex' },
];

/** `GET /editor/companies?q=` as the API answers it: names containing q, case-insensitive. */
const editorApi = () =>
  createFakeApi(TEST_API_BASE)
    .on(editorRoutes.companies, ({ query }) =>
      COMPANIES.filter((company) => company.name.toLowerCase().includes((query.get('q') ?? '').toLowerCase())),
    )
    .on(editorRoutes.audit, () => ({ items: [], page: 1, has_more: false }))
    .on(searchRoutes.categories, () => ({ items: [] }));

const emptyList = () => ({ items: [], total: 0, page: 1, per_page: 25 });

// Typing a whole vacancy on a busy machine can take several seconds.
describe('editor forms', { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.cookie = 'edit_vacancy_auth_token=editor-token; path=/';
  });
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('filters by a company found by typing, never loading every company', async () => {
    const api = editorApi().on(editorRoutes.list, ({ query }) =>
      query.get('company_id') === '13'
        ? {
            items: [aVacancy(5, { company: { id: 13, name: 'Acme Logistics', logo: null } })],
            total: 1,
            page: 1,
            per_page: 25,
          }
        : emptyList(),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/edit-vacancies-list', { fetch: api.fetch });

    const picker = await screen.findByRole('combobox', { name: 'Company' });
    expect(api.callsTo('GET', '/editor/companies')).toHaveLength(0);
    await user.type(picker, 'acme');
    const matches = await screen.findByRole('listbox', { name: 'Company: matches' });
    const options = within(matches).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Acme', 'Acme Logistics']);
    expect(api.callsTo('GET', '/editor/companies').every((call) => call.query.get('q'))).toBe(true);
    expect(api.callsTo('GET', '/editor/companies').at(-1)?.query.get('q')).toBe('acme');

    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?company_id=13'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Acme Logistics'));
    expect(await screen.findByRole('table', { name: '1 vacancy' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Any company' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue(''));
  });

  it('says when no company matches', async () => {
    const api = editorApi().on(editorRoutes.list, emptyList);
    const user = userEvent.setup();
    renderApp('/edit-vacancies-list', { fetch: api.fetch });
    await user.type(await screen.findByRole('combobox', { name: 'Company' }), 'zzz');
    expect(await screen.findByText('No company matches “zzz”.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox', { name: 'Company: matches' })).not.toBeInTheDocument();
  });

  it('creates a vacancy for a company picked by typing, and asks for one when none is picked', async () => {
    const api = editorApi().on(editorRoutes.create, ({ body }) =>
      jsonResponse(201, aVacancy(30, { ...(body as object), company: { id: 20, name: 'Globex', logo: null } })),
    );
    api.on(editorRoutes.get, () => aVacancy(30, { company: { id: 20, name: 'Globex', logo: null } }));
    const user = userEvent.setup();
    const { router } = renderApp('/edit-vacancies-list/new', { fetch: api.fetch });

    await user.type(await screen.findByLabelText('Title'), 'Warehouse manager');
    await user.click(screen.getByLabelText('Description'));
    await user.paste(LONG_DESCRIPTION);
    await user.type(screen.getByLabelText('City'), 'Kazan');
    await user.selectOptions(screen.getByLabelText('Experience'), 'none');
    await user.selectOptions(screen.getByLabelText('Employment'), 'full');
    await user.selectOptions(screen.getByLabelText('Schedule'), 'office');
    expect(screen.getByRole('region', { name: 'Quality check' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Choose the company this vacancy belongs to')).toBeInTheDocument();
    expect(api.callsTo('POST', '/editor/vacancies')).toHaveLength(0);

    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'glob');
    await user.click(await screen.findByRole('option', { name: 'Globex' }));
    expect(screen.getByRole('combobox', { name: 'Company' })).toHaveValue('Globex');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-vacancies-list/30'));
    expect(api.callsTo('POST', '/editor/vacancies')[0].body).toMatchObject({
      company_id: 20,
      title: 'Warehouse manager',
      publish: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows the quality check on a vacancy's form, with advice for what is missing", async () => {
    const api = editorApi().on(editorRoutes.get, () => aVacancy(4, { salary_from: null, salary_to: null }));
    renderApp('/edit-vacancies-list/4', { fetch: api.fetch });
    const check = await screen.findByRole('region', { name: 'Quality check' });
    expect(check).toHaveTextContent('Add a salary range');
    expect(check).toHaveTextContent('Work schedule set: done');
  });

  it('asks before leaving a vacancy with unsaved edits', async () => {
    const api = editorApi()
      .on(editorRoutes.get, () => aVacancy(4))
      .on(editorRoutes.list, emptyList);
    const user = userEvent.setup();
    const { router } = renderApp('/edit-vacancies-list/4', { fetch: api.fetch });

    await user.type(await screen.findByLabelText('City'), ' region');
    await user.click(screen.getByRole('link', { name: 'Back to all vacancies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/edit-vacancies-list/4');
    expect(screen.getByLabelText('City')).toHaveValue('Moscow region');

    await user.click(screen.getByRole('link', { name: 'Back to all vacancies' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/edit-vacancies-list'));
  });

  it('asks before leaving a collection whose new order is not saved', async () => {
    const api = editorApi()
      .on(editorRoutes.getCollection, () => ({ slug: 'similar', items: [aVacancy(1), aVacancy(2)] }))
      .on(editorRoutes.get, () => aVacancy(1));
    const user = userEvent.setup();
    const { router } = renderApp('/edit-vacancies-list/similar', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Move Vacancy 2 up' }));
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    const beforeUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(beforeUnload);
    expect(beforeUnload.defaultPrevented).toBe(true);

    await user.click(screen.getByRole('link', { name: 'Vacancy 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog).toHaveTextContent('The new order of this collection is not saved yet');
    await user.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/edit-vacancies-list/similar');
    expect(
      within(screen.getByRole('list', { name: 'Collection order' }))
        .getAllByRole('listitem')
        .map((item) => within(item).getAllByRole('link')[0].textContent),
    ).toEqual(['Vacancy 2', 'Vacancy 1']);
  });
});

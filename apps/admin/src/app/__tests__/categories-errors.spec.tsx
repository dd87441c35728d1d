import { adminChatRoutes, editorCategoryRoutes, editorRoutes, searchRoutes } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAuthCookies, renderApp, TEST_API_BASE } from './render-app';

const DESIGN = {
  id: 4,
  slug: 'design',
  name_ru: 'Дизайн',
  name_en: 'Design',
  position: 1,
  hidden: false,
  vacancy_count: 0,
};

describe('the categories page', () => {
  beforeEach(() => {
    document.cookie = 'edit_vacancy_auth_token=editor-token; path=/';
  });
  afterEach(() => {
    clearAuthCookies();
  });

  it('says a category deleted meanwhile in its own words, not a vacancy’s', async () => {
    // Only the list answers: the change (PATCH) meets the fake API's 404 in the API's envelope.
    const api = createFakeApi(TEST_API_BASE)
      .on(editorCategoryRoutes.list, () => ({ items: [DESIGN] }))
      .on(editorRoutes.audit, () => ({ items: [], page: 1, has_more: false }))
      .on(searchRoutes.categories, () => ({ items: [] }))
      .on(adminChatRoutes.list, () => []);
    const user = userEvent.setup();
    renderApp('/edit-vacancies-list/categories', { fetch: api.fetch });

    await user.click(await screen.findByRole('button', { name: 'Hide Design' }));

    expect(await screen.findByText('This category no longer exists. The list is reloaded.')).toBeVisible();
    expect(screen.queryByText(/This vacancy no longer exists/)).toBeNull();
    expect(api.callsTo('PATCH', '/editor/categories/4')).toHaveLength(1);
  });
});

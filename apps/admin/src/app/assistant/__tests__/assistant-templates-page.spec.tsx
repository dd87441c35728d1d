import { assistantRoutes, type AssistantTemplate } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAuthCookies, jsonResponse, renderApp, TEST_API_BASE } from '../../__tests__/render-app';

const aTemplate = (id: number, overrides: Partial<AssistantTemplate> = {}): AssistantTemplate => ({
  id,
  slug: 'find-job',
  icon: '/icons/find.svg',
  title_ru: 'Найти работу',
  title_en: 'Find me a job',
  greeting_ru: 'Привет!',
  greeting_en: 'Hi!',
  instructions_ru: 'Подбирай вакансии.',
  instructions_en: 'Find vacancies.',
  updatedAt: '2024-05-01T09:00:00.000Z',
  ...overrides,
});

describe('assistant templates page', () => {
  beforeEach(() => {
    document.cookie = 'edit_vacancy_auth_token=editor-token; path=/';
  });
  afterEach(() => {
    clearAuthCookies();
  });

  it('lists the templates and saves an edited one', async () => {
    const api = createFakeApi(TEST_API_BASE)
      .on(assistantRoutes.editorList, () => [
        aTemplate(1),
        aTemplate(2, { slug: 'improve-resume', title_en: 'Improve my resume', title_ru: 'Улучшить резюме' }),
      ])
      .on(assistantRoutes.editorUpdate, ({ body, params }) => ({
        ...aTemplate(Number(params['id'])),
        ...(body as object),
        updatedAt: '2024-05-02T09:00:00.000Z',
      }));
    const user = userEvent.setup();
    renderApp('/edit-vacancies-list/assistant', { fetch: api.fetch });

    const card = (await screen.findByRole('heading', { name: /Find me a job/ })).closest('section') as HTMLElement;
    expect(screen.getByRole('heading', { name: /Improve my resume/ })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Find me a job icon' })).toHaveAttribute('src', '/icons/find.svg');
    const greeting = within(card).getByLabelText('Greeting (English)');
    await user.clear(greeting);
    await user.type(greeting, 'Hello! What job are you after?');
    await user.click(within(card).getByRole('button', { name: 'Save' }));

    expect(await within(card).findByText('Saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT', '/editor/assistant-templates/1')[0]?.body).toEqual({
      title_ru: 'Найти работу',
      title_en: 'Find me a job',
      greeting_ru: 'Привет!',
      greeting_en: 'Hello! What job are you after?',
      instructions_ru: 'Подбирай вакансии.',
      instructions_en: 'Find vacancies.',
      icon: '/icons/find.svg',
    });
  });

  it('shows the server’s field errors next to the fields', async () => {
    const api = createFakeApi(TEST_API_BASE)
      .on(assistantRoutes.editorList, () => [aTemplate(1)])
      .on(assistantRoutes.editorUpdate, () =>
        jsonResponse(400, {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Invalid input',
            requestId: 'r1',
            details: [
              {
                field: 'body.title_en',
                code: 'too_small',
                message: 'Title must not be empty',
                params: { origin: 'string', minimum: 1 },
              },
            ],
          },
        }),
      );
    const user = userEvent.setup();
    renderApp('/edit-vacancies-list/assistant', { fetch: api.fetch });

    const title = await screen.findByLabelText('Title (English)');
    await user.clear(title);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Fill in this field')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not save the template.');
  });
});

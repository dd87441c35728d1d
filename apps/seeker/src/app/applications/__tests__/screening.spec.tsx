import { applicationRoutes, applyBodySchema, profileRoutes, vacancyRoutes } from '@jobs/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aVacancy, fakeApi, on, reply, signInAsSeeker } from '../../__tests__/fake-api';
import { clearAuthCookies, jsonResponse, renderApp } from '../../__tests__/render-app';
import { aProfile, anApplication } from './application-fixtures';

// Screening questions (issue 26): the knock-outs listed on the vacancy page, the questions asked in
// the apply dialog with an input per kind, earlier answers filled in, and nothing sent unanswered.

const QUESTIONS = [
  { id: 'permit', kind: 'yes_no' as const, text: 'Do you have a work permit?', required_answer: true },
  { id: 'level', kind: 'choice' as const, text: 'Your English?', options: ['B2', 'C1'] },
  { id: 'years', kind: 'number' as const, text: 'Years with React?', required_answer: { min: 2 } },
];

describe('screening questions when applying', () => {
  beforeEach(() => signInAsSeeker());
  afterEach(() => {
    clearAuthCookies();
    sessionStorage.clear();
    vi.restoreAllMocks();
  });

  it('lists the requirements, fills in earlier answers, asks for the rest and sends every answer', async () => {
    const bodies: unknown[] = [];
    const api = fakeApi(
      reply(vacancyRoutes.get, aVacancy({ questions: QUESTIONS })),
      reply(applicationRoutes.list, { items: [], total: 0 }),
      reply(profileRoutes.get, aProfile()),
      reply(applicationRoutes.previousAnswers, {
        items: [{ text: 'years with react?', kind: 'number', value: 4 }],
      }),
      on(applicationRoutes.apply, async (request) => {
        bodies.push(applyBodySchema.parse(await request.json()));
        return jsonResponse(201, anApplication({ id: 5 }));
      }),
    );
    const user = userEvent.setup();
    renderApp('/vacancies/42', { fetch: api.fetch });

    const requirements = await screen.findByRole('region', { name: 'Requirements checked when you apply' });
    expect(requirements).toHaveTextContent('Do you have a work permit? Required answer: Yes');
    expect(requirements).toHaveTextContent('Years with React? Required answer: at least 2');
    expect(requirements).not.toHaveTextContent('Your English?');

    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const form = within(await screen.findByRole('dialog', { name: 'Apply for “Senior React Developer”' }));
    const years = within(await form.findByRole('group', { name: /Years with React\?/ })).getByRole('spinbutton');
    await waitFor(() => expect(years).toHaveValue(4));

    await user.click(form.getByRole('button', { name: 'Send the application' }));
    expect(form.getAllByText('Answer this question')).toHaveLength(2);
    expect(bodies).toEqual([]);

    await user.click(within(form.getByRole('group', { name: /work permit/ })).getByRole('radio', { name: 'No' }));
    await user.click(within(form.getByRole('group', { name: /Your English/ })).getByRole('radio', { name: 'C1' }));
    expect(form.queryByText('Answer this question')).toBeNull();
    await user.click(form.getByRole('button', { name: 'Send the application' }));
    expect(await form.findByText('Your application has been sent')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        answers: [
          { question_id: 'permit', value: false },
          { question_id: 'level', value: 'C1' },
          { question_id: 'years', value: 4 },
        ],
      },
    ]);
  });

  it('shows the seeker’s own answers on the application’s page, under the questions as asked', async () => {
    const api = fakeApi(
      reply(
        applicationRoutes.get,
        anApplication({
          id: 8,
          answers: [
            { question_id: 'permit', kind: 'yes_no', text: 'Do you have a work permit?', value: false, passed: false },
            { question_id: 'level', kind: 'choice', text: 'Your English?', value: 'C1', passed: null },
            { question_id: 'years', kind: 'number', text: 'Years with React?', value: 2.5, passed: true },
          ],
        }),
      ),
    );
    renderApp('/applications/8', { fetch: api.fetch });
    const answers = await screen.findByRole('region', { name: 'Your answers to the company’s questions' });
    expect(answers).toHaveTextContent('Do you have a work permit?No');
    expect(answers).toHaveTextContent('Your English?C1');
    expect(answers).toHaveTextContent('Years with React?2.5');
  });

  it('shows no answers section when the vacancy asked nothing', async () => {
    const api = fakeApi(reply(applicationRoutes.get, anApplication({ id: 8, answers: [] })));
    renderApp('/applications/8', { fetch: api.fetch });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your answers to the company’s questions' })).toBeNull();
  });
});

import { reportRoutes, type EditorReportList, type Report } from '@jobs/contracts';
import { createFakeApi } from '@jobs/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearAuthCookies, renderApp, TEST_API_BASE } from './render-app';

const at = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;

/** A company's message reported as a scam, with its chat around it (as GET /editor/reports gives it). */
const messageReport = (verified: NonNullable<Report['target']['company']>['verified']): Report => ({
  id: 7,
  target: {
    kind: 'message',
    id: 41,
    title: 'Перед первой сменой нужно оплатить обучение',
    company: { id: 12, name: 'Bakery', verified },
    chat_id: 5,
    risk: { reasons: ['payment_asked'] },
    messages: [
      {
        id: 39,
        author_kind: 'seeker',
        author_name: 'Anna',
        text: 'Is the job still open?',
        created_at: at(1),
        reported: false,
        risk: null,
      },
      {
        id: 40,
        author_kind: 'company',
        author_name: 'Boris',
        text: 'Yes, it is.',
        created_at: at(2),
        reported: false,
        risk: null,
      },
      {
        id: 41,
        author_kind: 'company',
        author_name: 'Boris',
        text: 'Pay 2500 for the training first.',
        created_at: at(3),
        reported: true,
        risk: { reasons: ['payment_asked'] },
      },
      {
        id: 42,
        author_kind: 'seeker',
        author_name: 'Anna',
        text: 'Is that needed?',
        created_at: at(4),
        reported: false,
        risk: null,
      },
    ],
  },
  reason: 'scam',
  comment: 'They ask for money',
  status: 'open',
  outcome: null,
  note: null,
  target_reports: 1,
  reporter: { id: 3, name: 'Anna', role: 'seeker' },
  created_at: at(5),
  resolved_at: null,
});

const listOf = (report: Report): EditorReportList => ({
  items: [report],
  total: 1,
  counts: { status: { open: 1, resolved: 0 }, kind: { vacancy: 0, company: 0, message: 1, resume: 0 } },
});

describe('the reports queue', { timeout: 20_000 }, () => {
  beforeEach(() => {
    document.cookie = 'edit_vacancy_auth_token=editor-token; path=/';
  });
  afterEach(() => {
    clearAuthCookies();
    vi.restoreAllMocks();
  });

  it('shows a reported message in its chat, and verifies its company after a confirmation', async () => {
    let verified: { method: 'editor'; at: string } | null = null;
    const api = createFakeApi(TEST_API_BASE)
      .on(reportRoutes.list, () => listOf(messageReport(verified)))
      .on(reportRoutes.verifyCompany, ({ body }) => {
        verified = (body as { verified: boolean }).verified ? { method: 'editor', at: at(9) } : null;
        return { id: 12, name: 'Bakery', verified };
      });
    const user = userEvent.setup();
    renderApp('/edit-vacancies-list/reports', { fetch: api.fetch });

    const around = await screen.findByRole('region', { name: 'The chat around the message' });
    const messages = within(around)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL');
    expect(messages.map((item) => item.querySelector('p:nth-of-type(2)')?.textContent)).toEqual([
      'Is the job still open?',
      'Yes, it is.',
      'Pay 2500 for the training first.',
      'Is that needed?',
    ]);
    const reported = messages[2] as HTMLElement;
    expect(reported).toHaveAttribute('aria-current', 'true');
    expect(reported).toHaveTextContent('Company · Boris');
    expect(reported).toHaveTextContent('Reported');
    expect(within(reported).getByRole('list', { name: 'Risk' })).toHaveTextContent('Asks for money');
    expect(messages[0]).toHaveTextContent('Seeker · Anna');
    expect(within(around).getByRole('link', { name: 'Open the whole chat' })).toHaveAttribute('href', '/admin/chat/5');

    expect(screen.getByText('Not verified')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify the company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify «Bakery»?' });
    expect(dialog).toHaveTextContent('The change is recorded in the audit log.');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', '/editor/companies/12/verification').map((call) => call.body)).toEqual([
      { verified: true },
    ]);
    expect(await screen.findByRole('button', { name: 'Take the verification back' })).toBeInTheDocument();
    expect(screen.getByText('by the editors', { exact: false })).toBeInTheDocument();
  });
});

import {
  REPORT_OUTCOMES,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGET_KINDS,
  REPORTS_PER_PAGE,
  reportRoutes,
  type EditorReportListQuery,
  type MessageAuthorKind,
  type Report,
  type ReportContextMessage,
  type ReportOutcome,
  type ReportReason,
  type ReportStatus,
  type ReportTargetKind,
} from '@jobs/contracts';
import {
  Button,
  Card,
  ConfirmDialog,
  Loader,
  LoadError,
  PageTitle,
  SelectField,
  TextField,
  VerifiedBadge,
} from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../format';
import { RiskTags } from '../vacancies/risk-tags';
import { EDITOR_HOME, editorVacancyPath } from '../vacancies/vacancy-queries';
import styles from './reports-page.module.css';

export const REPORTS_PATH = `${EDITOR_HOME}/reports`;

const KIND_LABELS: Record<ReportTargetKind, MessageDescriptor> = {
  vacancy: msg({ context: 'report target', message: 'Vacancy' }),
  company: msg({ context: 'report target', message: 'Company' }),
  message: msg({ context: 'report target', message: 'Chat message' }),
  resume: msg({ context: 'report target', message: 'Résumé' }),
};

const STATUS_LABELS: Record<ReportStatus, MessageDescriptor> = {
  open: msg({ context: 'report status', message: 'Open' }),
  resolved: msg({ context: 'report status', message: 'Resolved' }),
};

const REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  scam: msg({ context: 'report reason', message: 'Scam' }),
  discrimination: msg({ context: 'report reason', message: 'Discrimination' }),
  misleading: msg({ context: 'report reason', message: 'Misleading' }),
  spam: msg({ context: 'report reason', message: 'Spam' }),
  offensive: msg({ context: 'report reason', message: 'Offensive' }),
  other: msg({ context: 'report reason', message: 'Other' }),
};

const OUTCOME_LABELS: Record<ReportOutcome, MessageDescriptor> = {
  dismissed: msg({ context: 'report outcome', message: 'Dismissed' }),
  hidden: msg({ context: 'report outcome', message: 'Hidden' }),
  company_blocked: msg({ context: 'report outcome', message: 'Company blocked' }),
};

const ACTION_LABELS: Record<ReportOutcome, MessageDescriptor> = {
  dismissed: msg`Dismiss`,
  hidden: msg`Hide`,
  company_blocked: msg`Block the company`,
};

/** Who wrote a message of a reported message's chat. */
const AUTHOR_LABELS: Record<MessageAuthorKind, MessageDescriptor> = {
  seeker: msg({ context: 'message author', message: 'Seeker' }),
  company: msg({ context: 'message author', message: 'Company' }),
  platform: msg({ context: 'message author', message: 'Editors' }),
  assistant: msg({ context: 'message author', message: 'Assistant' }),
  system: msg({ context: 'message author', message: 'System' }),
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/**
 * `/edit-vacancies-list/reports`: what seekers and employers reported, what the risk rules marked
 * first, then the most-reported; a message in its chat; the editor decides, and verifies companies.
 */
export function ReportsPage() {
  const { t, i18n } = useLingui();
  const apiClient = useApiClient();
  const [params, setParams] = useSearchParams();
  const status = oneOf(REPORT_STATUSES, params.get('status')) ?? (params.has('status') ? undefined : 'open');
  const kind = oneOf(REPORT_TARGET_KINDS, params.get('kind'));
  const reason = oneOf(REPORT_REASONS, params.get('reason'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query: EditorReportListQuery = {
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
    ...(reason ? { reason } : {}),
    page,
  };
  const list = useQuery({
    queryKey: ['editor', 'reports', query],
    queryFn: ({ signal }) => apiClient.call(reportRoutes.list, { query }, { signal }),
  });

  const update = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };

  const counts = list.data?.counts;
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / REPORTS_PER_PAGE));

  return (
    <>
      <PageTitle
        title={t`Reports`}
        description={t`What seekers and employers reported: first what the risk rules marked, then the most-reported. The reporters are told the outcome, not your note.`}
      />
      <Card>
        <div className={styles.filters}>
          <SelectField
            label={t`Status`}
            placeholder={t`Any status`}
            options={REPORT_STATUSES.map((value) => ({
              value,
              label: counts
                ? `${i18n._(STATUS_LABELS[value])} (${counts.status[value]})`
                : i18n._(STATUS_LABELS[value]),
            }))}
            value={status ?? ''}
            onChange={(event) => update({ status: event.target.value })}
          />
          <SelectField
            label={t`What`}
            placeholder={t`Anything`}
            options={REPORT_TARGET_KINDS.map((value) => ({
              value,
              label: counts ? `${i18n._(KIND_LABELS[value])} (${counts.kind[value]})` : i18n._(KIND_LABELS[value]),
            }))}
            value={kind ?? ''}
            onChange={(event) => update({ kind: event.target.value || undefined })}
          />
          <SelectField
            label={t`Reason`}
            placeholder={t`Any reason`}
            options={REPORT_REASONS.map((value) => ({ value, label: i18n._(REASON_LABELS[value]) }))}
            value={reason ?? ''}
            onChange={(event) => update({ reason: event.target.value || undefined })}
          />
        </div>
        {counts && (
          <p className={styles.muted} aria-live="polite">
            <Plural value={counts.status.open} one="# open report" other="# open reports" />
          </p>
        )}
        {list.isPending && <Loader label={t`Loading the reports…`} />}
        {list.isError && (
          <LoadError onRetry={() => void list.refetch()}>
            <Trans>Could not load the reports.</Trans>
          </LoadError>
        )}
        {list.data &&
          (list.data.items.length === 0 ? (
            <p className={styles.muted}>
              <Trans>No reports here.</Trans>
            </p>
          ) : (
            <ul className={styles.list} aria-label={t`Reports`}>
              {list.data.items.map((report) => (
                <ReportItem key={report.id} report={report} />
              ))}
            </ul>
          ))}
        {pages > 1 && (
          <nav className={styles.pager} aria-label={t`Pages`}>
            <Button variant="secondary" disabled={page <= 1} onClick={() => update({ page: String(page - 1) })}>
              <Trans>Previous</Trans>
            </Button>
            <span>
              <Trans>
                Page {page} of {pages}
              </Trans>
            </span>
            <Button variant="secondary" disabled={page >= pages} onClick={() => update({ page: String(page + 1) })}>
              <Trans>Next</Trans>
            </Button>
          </nav>
        )}
      </Card>
    </>
  );
}

/** Where the editor sees the target in context. */
function TargetLink({ report }: { report: Report }) {
  const { t } = useLingui();
  const { target } = report;
  const name = target.title ?? t`#${target.id} (gone)`;
  switch (target.kind) {
    case 'vacancy':
      return <Link to={editorVacancyPath(target.id)}>{name}</Link>;
    case 'company':
      return <Link to={`${EDITOR_HOME}?company_id=${target.id}`}>{name}</Link>;
    case 'message':
      return target.chat_id === null ? <span>{name}</span> : <Link to={`/admin/chat/${target.chat_id}`}>«{name}»</Link>;
    case 'resume':
      return <span>{name}</span>;
  }
}

/** A reported message in its chat: the messages before and after it, who wrote each and when. */
function ChatAround({ messages, chatId }: { messages: ReportContextMessage[]; chatId: number | null }) {
  const { t, i18n } = useLingui();
  return (
    <section className={styles.chat} aria-label={t`The chat around the message`}>
      <ol className={styles.chatList}>
        {messages.map((message) => (
          <li
            key={message.id}
            className={message.reported ? `${styles.chatMessage} ${styles.reported}` : styles.chatMessage}
            data-side={message.author_kind === 'seeker' ? 'seeker' : 'company'}
            aria-current={message.reported ? 'true' : undefined}
          >
            <p className={styles.chatMeta}>
              <span className={styles.chatSide}>{i18n._(AUTHOR_LABELS[message.author_kind])}</span>
              {message.author_name ? ` · ${message.author_name}` : ''} ·{' '}
              <time dateTime={message.created_at}>{formatDateTime(i18n, message.created_at)}</time>
              {message.reported && (
                <>
                  {' '}
                  <strong className={styles.reportedTag}>
                    <Trans>Reported</Trans>
                  </strong>
                </>
              )}
            </p>
            <p className={styles.chatText}>{message.text}</p>
            <RiskTags risk={message.risk} />
          </li>
        ))}
      </ol>
      {chatId !== null && (
        <Link to={`/admin/chat/${chatId}`}>
          <Trans>Open the whole chat</Trans>
        </Link>
      )}
    </section>
  );
}

/** The company's verification, and the editor's button to verify it or take the verification back. */
function CompanyVerification({ company }: { company: NonNullable<Report['target']['company']> }) {
  const { t, i18n } = useLingui();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const verified = company.verified;
  const name = company.name;

  const change = async () => {
    setBusy(true);
    setError('');
    try {
      await apiClient.call(reportRoutes.verifyCompany, {
        params: { id: company.id },
        body: { verified: !verified },
      });
      setAsking(false);
      await queryClient.invalidateQueries({ queryKey: ['editor'] });
    } catch {
      setError(t`Could not change the verification. Please try again.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.verification}>
      <p className={styles.verificationState}>
        {verified ? (
          <>
            <VerifiedBadge verified={verified} />{' '}
            {verified.method === 'email_domain' ? (
              <Trans>by its owner’s e-mail at its website’s domain</Trans>
            ) : (
              <Trans>by the editors</Trans>
            )}
            , {formatDateTime(i18n, verified.at)}
          </>
        ) : (
          <Trans>Not verified</Trans>
        )}
      </p>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {verified ? t`Take the verification back` : t`Verify the company`}
      </Button>
      {error && <p role="alert">{error}</p>}
      {asking && (
        <ConfirmDialog
          title={verified ? t`Take the verification of «${name}» back?` : t`Verify «${name}»?`}
          confirmLabel={verified ? t`Take it back` : t`Verify`}
          busy={busy}
          onConfirm={() => void change()}
          onCancel={() => setAsking(false)}
        >
          <p>
            {verified ? (
              <Trans>
                The company loses its «Verified» badge on its vacancies, its page and in chats. If its owner’s e-mail is
                at its website’s domain, it is verified by the domain again the next time either changes.
              </Trans>
            ) : (
              <Trans>
                Seekers will see the «Verified» badge on the company’s vacancies, its page and in chats, meaning the
                Jobs editors checked that the company is real. Verify only a company you have checked.
              </Trans>
            )}
          </p>
          <p>
            <Trans>The change is recorded in the audit log.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function ReportItem({ report }: { report: Report }) {
  const { t, i18n } = useLingui();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<ReportOutcome>();
  const [error, setError] = useState('');
  const titleId = `report-${report.id}-title`;
  const companyLink = report.target.company && report.target.kind !== 'company' && (
    <Link to={`${EDITOR_HOME}?company_id=${report.target.company.id}`}>{report.target.company.name}</Link>
  );

  const decide = async (outcome: ReportOutcome) => {
    setBusy(outcome);
    setError('');
    try {
      const trimmed = note.trim();
      await apiClient.call(reportRoutes.resolve, {
        params: { id: report.id },
        body: { outcome, ...(trimmed ? { note: trimmed } : {}) },
      });
      await queryClient.invalidateQueries({ queryKey: ['editor'] });
    } catch {
      setError(t`Could not save the decision. Please try again.`);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <li className={styles.item} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.itemTitle}>
        <span className={styles.kind}>{i18n._(KIND_LABELS[report.target.kind])}:</span> <TargetLink report={report} />
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>
            <Trans>Reason</Trans>
          </dt>
          <dd>{i18n._(REASON_LABELS[report.reason])}</dd>
        </div>
        {report.target.company && (
          <div>
            <dt>
              <Trans>Company</Trans>
            </dt>
            <dd>
              {companyLink}
              <CompanyVerification company={report.target.company} />
            </dd>
          </div>
        )}
        <div>
          <dt>
            <Trans>Reported by</Trans>
          </dt>
          <dd>
            {report.reporter.name}, {formatDateTime(i18n, report.created_at)}
          </dd>
        </div>
        {report.status === 'open' && report.target_reports > 1 && (
          <div>
            <dt>
              <Trans>Open reports of it</Trans>
            </dt>
            <dd>{report.target_reports}</dd>
          </div>
        )}
      </dl>
      {report.target.kind !== 'message' && <RiskTags risk={report.target.risk} />}
      {report.target.messages && <ChatAround messages={report.target.messages} chatId={report.target.chat_id} />}
      {report.comment && <blockquote className={styles.comment}>{report.comment}</blockquote>}
      {report.status === 'resolved' ? (
        <p className={styles.muted}>
          {report.outcome ? i18n._(OUTCOME_LABELS[report.outcome]) : ''}
          {report.resolved_at ? `, ${formatDateTime(i18n, report.resolved_at)}` : ''}
          {report.note ? ` — ${report.note}` : ''}
        </p>
      ) : (
        <div className={styles.decide}>
          <TextField
            label={t`Note (for editors only)`}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className={styles.buttons} role="group" aria-label={t`Decision`}>
            {REPORT_OUTCOMES.filter((outcome) => outcome !== 'company_blocked' || report.target.company).map(
              (outcome) => (
                <Button
                  key={outcome}
                  variant={outcome === 'dismissed' ? 'secondary' : 'primary'}
                  busy={busy === outcome}
                  disabled={busy !== undefined}
                  onClick={() => void decide(outcome)}
                >
                  {i18n._(ACTION_LABELS[outcome])}
                </Button>
              ),
            )}
          </div>
          {error && <p role="alert">{error}</p>}
        </div>
      )}
    </li>
  );
}

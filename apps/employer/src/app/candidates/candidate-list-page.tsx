import {
  APPLICATIONS_PER_PAGE,
  EMPLOYER_INVITATIONS_PER_PAGE,
  applicationMovesFrom,
  EMPLOYER_MOVE_STATUSES,
  employerApplicationRoutes,
  MESSAGE_TEMPLATE_PLACEHOLDERS,
  type ApplicationStatus,
  type BulkMoveResponse,
  type EmployerApplication,
  type EmployerMoveStatus,
} from '@jobs/contracts';
import {
  Button,
  ButtonLink,
  Card,
  Loader,
  LoadError,
  NoIndex,
  PageTitle,
  Pagination,
  SelectField,
  TextField,
} from '@jobs/ui';
import { describeServerError } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { plural } from '@lingui/core/macro';
import { CANDIDATE_ERROR_WORDS } from './use-candidate-moves';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { cityName } from '@jobs/contracts';
import { formatDateTime } from '../format';
import { TEMPLATES_PATH } from '../templates/templates-paths';
import { vacanciesQuery } from '../vacancies/vacancy-queries';
import { MOVE_LABELS } from './application-labels';
import { ApplicationStatusBadge } from './application-status-badge';
import { BulkMoveSummary } from './bulk-move-summary';
import { candidatePath, candidatesHref, readCandidateFilters, type CandidateFilters } from './candidate-paths';
import { candidatesQuery, invalidateCandidates, invitationsQuery, templatesQuery } from './candidate-queries';
import { InvitationFunnel, InvitationRow } from './invitation-list';
import { RESUMES_PATH } from '../resumes/resume-paths';
import styles from './candidates.module.css';
import { teamQuery } from '../team/team-queries';
import { MoveDialog, type MoveInput } from './move-dialog';
import { StatusFunnel } from './status-funnel';

// Placeholders as the templates write them (values, so that Lingui does not read them as its own).
const [NAME, VACANCY, COMPANY] = MESSAGE_TEMPLATE_PLACEHOLDERS;

/** Between a question's id and an answer in the answer filter's option values. */
const ANSWER_SEPARATOR = '\u0001';

type BulkResult = { status: EmployerMoveStatus; result: BulkMoveResponse; names: ReadonlyMap<number, string> };

/** The moves worth offering for a selection: those the state machine allows from at least one selected status. */
export const bulkMoves = (selected: readonly EmployerApplication[]): EmployerMoveStatus[] =>
  EMPLOYER_MOVE_STATUSES.filter((to) =>
    selected.some((application) => applicationMovesFrom('employer', application.status).includes(to)),
  );

/** `/employer/candidates`: every candidate (or one vacancy's), the funnel, search, pages and bulk moves. */
export function CandidateListPage() {
  const [params] = useSearchParams();
  const filters = readCandidateFilters(params);
  // A new filter set starts with nothing selected and no old summary.
  return <CandidateList key={candidatesHref({ ...filters, page: 1 })} filters={filters} />;
}

function CandidateList({ filters }: { filters: CandidateFilters }) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const list = useQuery(candidatesQuery(apiClient, filters));
  const invitations = useQuery(invitationsQuery(apiClient, filters));
  // The list shows the invitations sent from the résumé database instead of the candidates.
  const showingInvitations = Boolean(filters.invitations);
  const vacancies = useQuery(vacanciesQuery(apiClient));
  const templates = useQuery(templatesQuery(apiClient));
  const team = useQuery(teamQuery(apiClient));
  const [search, setSearch] = useState(filters.q);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [step, setStep] = useState<EmployerMoveStatus | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialogError, setDialogError] = useState('');
  const [summary, setSummary] = useState<BulkResult | null>(null);

  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const invitationItems = invitations.data?.items ?? [];
  const invitationTotal = invitations.data?.total ?? 0;
  const pageCount = showingInvitations
    ? Math.max(1, Math.ceil(invitationTotal / EMPLOYER_INVITATIONS_PER_PAGE))
    : Math.max(1, Math.ceil(total / APPLICATIONS_PER_PAGE));
  const selectedItems = items.filter((item) => selected.has(item.id));
  const allSelected = items.length > 0 && selectedItems.length === items.length;
  const vacancy = vacancies.data?.items.find((item) => item.id === filters.vacancyId);

  const go = (next: Partial<CandidateFilters>) => navigate(candidatesHref({ ...filters, page: 1, ...next }));

  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    go({ q: search.trim() });
  };

  const toggle = (id: number) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(items.map((item) => item.id)));

  const handleBulkMove = async (input: MoveInput) => {
    if (!step) return;
    setBusy(true);
    setDialogError('');
    const names = new Map(selectedItems.map((item) => [item.id, item.candidate.name]));
    try {
      const result = await apiClient.call(employerApplicationRoutes.bulk, {
        body: { ids: [...selected], status: step, ...input },
      });
      setSummary({ status: step, result, names });
      setSelected(new Set());
      setStep(null);
      invalidateCandidates(queryClient);
    } catch (error) {
      const described = describeServerError(error, CANDIDATE_ERROR_WORDS, i18n);
      setDialogError(described.form ?? (Object.values(described.fields).join(' ') || t`The action failed.`));
    } finally {
      setBusy(false);
    }
  };

  const vacancyOptions = (vacancies.data?.items ?? []).map((item) => ({ value: String(item.id), label: item.title }));
  const memberOptions = (team.data?.members ?? []).map((member) => ({
    value: String(member.user_id),
    label: member.name,
  }));
  const selectedCount = selected.size;
  // One vacancy's screening questions: filter by the outcome and by an answer to each.
  const screeningQuestions = vacancy?.questions ?? [];
  const passedCount = list.data?.screening_counts?.passed ?? 0;
  const screenedOutCount = list.data?.screening_counts?.screened_out ?? 0;
  const answerOptions = screeningQuestions.flatMap((question) => {
    const choices =
      question.kind === 'yes_no'
        ? [
            { value: 'true', label: t`Yes` },
            { value: 'false', label: t`No` },
          ]
        : (question.options ?? []).map((option) => ({ value: option, label: option }));
    return choices.map((choice) => ({
      value: `${question.id}${ANSWER_SEPARATOR}${choice.value}`,
      label: `${question.text} — ${choice.label}`,
    }));
  });

  const answerValue =
    filters.questionId && filters.answer ? `${filters.questionId}${ANSWER_SEPARATOR}${filters.answer}` : '';
  // A number question: the candidates who gave exactly this number (the API matches a value, not a range).
  const numberQuestions = screeningQuestions.filter((question) => question.kind === 'number');

  return (
    <>
      <NoIndex />
      <PageTitle
        title={vacancy ? t`Candidates: ${vacancy.title}` : t`Candidates`}
        description={t`Everyone who applied to your vacancies, newest first. Filter by status, search by name, move several at once.`}
        actions={
          <ButtonLink to={TEMPLATES_PATH} variant="secondary">
            <Trans>Message templates</Trans>
          </ButtonLink>
        }
      />
      <Card>
        <div className={styles.toolbar}>
          <SelectField
            label={t`Vacancy`}
            placeholder={t`All vacancies`}
            options={vacancyOptions}
            value={filters.vacancyId === null ? '' : String(filters.vacancyId)}
            onChange={(event) => go({ vacancyId: event.target.value ? Number(event.target.value) : null })}
          />
          <SelectField
            label={t`Responsible`}
            placeholder={t`Every member`}
            options={memberOptions}
            value={filters.responsibleId ? String(filters.responsibleId) : ''}
            onChange={(event) => go({ responsibleId: event.target.value ? Number(event.target.value) : null })}
          />
          {!showingInvitations && screeningQuestions.length > 0 && (
            <SelectField
              label={t`Screening`}
              placeholder={t`Everyone`}
              options={[
                { value: 'passed', label: t`Passed screening (${passedCount})` },
                { value: 'screened_out', label: t`Screened out (${screenedOutCount})` },
              ]}
              value={filters.screening ?? ''}
              onChange={(event) => go({ screening: (event.target.value || null) as CandidateFilters['screening'] })}
            />
          )}
          {!showingInvitations && answerOptions.length > 0 && (
            <SelectField
              label={t`Answer`}
              placeholder={t`Any answer`}
              options={answerOptions}
              value={answerOptions.some((option) => option.value === answerValue) ? answerValue : ''}
              onChange={(event) => {
                const [questionId, answer] = event.target.value.split(ANSWER_SEPARATOR);
                go({ questionId: questionId || null, answer: answer || null });
              }}
            />
          )}
          {(showingInvitations ? [] : numberQuestions).map((question) => {
            const current = filters.questionId === question.id ? (filters.answer ?? '') : '';
            const apply = (typed: string) => {
              const answer = typed.trim();
              if (answer === current) return;
              if (answer) go({ questionId: question.id, answer });
              else if (current) go({ questionId: null, answer: null });
            };
            return (
              <TextField
                key={`${question.id}-${current}`}
                type="number"
                inputMode="decimal"
                label={question.text}
                hint={t`Exact number; Enter to filter`}
                defaultValue={current}
                onBlur={(event) => apply(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') apply(event.currentTarget.value);
                }}
              />
            );
          })}
          {!showingInvitations && (
            <>
              <label className={styles.overdueFilter}>
                <input
                  type="checkbox"
                  checked={Boolean(filters.overdue)}
                  onChange={(event) => go({ overdue: event.target.checked })}
                />{' '}
                <Trans>Overdue only</Trans>
              </label>
              <form className={styles.search} role="search" onSubmit={handleSearch}>
                <TextField
                  label={t`Search by name`}
                  type="search"
                  value={search}
                  maxLength={200}
                  onChange={(event) => setSearch(event.target.value)}
                />
                <Button type="submit" variant="secondary">
                  <Trans>Find</Trans>
                </Button>
              </form>
            </>
          )}
        </div>
        {list.data && (
          <StatusFunnel
            counts={list.data.counts}
            current={showingInvitations ? undefined : filters.status}
            hrefFor={(status: ApplicationStatus | null) =>
              candidatesHref({ ...filters, status, invitations: null, page: 1 })
            }
          />
        )}
        {invitations.data && (
          <InvitationFunnel
            counts={invitations.data.counts}
            current={filters.invitations ?? null}
            hrefFor={(status) => candidatesHref({ ...filters, status: null, invitations: status, page: 1 })}
          />
        )}
        {summary && (
          <BulkMoveSummary
            status={summary.status}
            result={summary.result}
            names={summary.names}
            onDismiss={() => setSummary(null)}
          />
        )}
        {selectedCount > 0 && (
          <div className={styles.bulkBar} role="group" aria-label={t`Move the selected candidates`}>
            <span className={styles.bulkCount}>
              {t`${plural(selectedCount, { one: '# candidate selected', other: '# candidates selected' })}`}
            </span>
            {bulkMoves(selectedItems).map((status) => (
              <Button
                key={status}
                variant={status === 'rejected' ? 'secondary' : 'primary'}
                onClick={() => {
                  setDialogError('');
                  setStep(status);
                }}
              >
                {i18n._(MOVE_LABELS[status])}
              </Button>
            ))}
            <Button variant="ghost" onClick={() => setSelected(new Set())}>
              <Trans>Clear the selection</Trans>
            </Button>
          </div>
        )}
        {showingInvitations && (
          <>
            {invitations.isPending && <Loader label={t`Loading the invitations…`} />}
            {invitations.isError && (
              <LoadError onRetry={() => void invitations.refetch()}>
                <Trans>Could not load the invitations.</Trans>
              </LoadError>
            )}
            {invitations.data && invitationItems.length === 0 && (
              <p className={styles.empty}>
                {filters.invitations !== 'all' || filters.vacancyId || filters.responsibleId ? (
                  <Trans>No invitation matches these filters.</Trans>
                ) : (
                  <Trans>
                    No invitations yet. Find people in the <Link to={RESUMES_PATH}>résumé database</Link> and invite
                    them to a vacancy.
                  </Trans>
                )}
              </p>
            )}
            {invitationItems.length > 0 && (
              <ul
                className={styles.list}
                aria-label={t`${plural(invitationTotal, { one: '# invitation', other: '# invitations' })}`}
              >
                {invitationItems.map((item) => (
                  <InvitationRow key={item.id} invitation={item} showVacancy={filters.vacancyId === null} />
                ))}
              </ul>
            )}
          </>
        )}
        {!showingInvitations && list.isPending && <Loader label={t`Loading candidates…`} />}
        {!showingInvitations && list.isError && (
          <LoadError onRetry={() => void list.refetch()}>
            <Trans>Could not load the candidates.</Trans>
          </LoadError>
        )}
        {!showingInvitations && list.data && items.length === 0 && (
          <p className={styles.empty}>
            {filters.q ||
            filters.status ||
            filters.vacancyId ||
            filters.responsibleId ||
            filters.overdue ||
            filters.screening ||
            filters.answer ? (
              <Trans>No candidate matches these filters.</Trans>
            ) : (
              <Trans>No one has applied yet. Candidates appear here when job seekers apply to your vacancies.</Trans>
            )}
          </p>
        )}
        {!showingInvitations && items.length > 0 && (
          <>
            <label className={styles.selectAll}>
              <input type="checkbox" checked={allSelected} onChange={toggleAll} />
              <Trans>Select all on this page</Trans>
            </label>
            <ul className={styles.list} aria-label={t`${plural(total, { one: '# candidate', other: '# candidates' })}`}>
              {items.map((item) => (
                <CandidateRow
                  key={item.id}
                  application={item}
                  selected={selected.has(item.id)}
                  onToggle={() => toggle(item.id)}
                  showVacancy={filters.vacancyId === null}
                />
              ))}
            </ul>
          </>
        )}
        <div className={styles.pagination}>
          <Pagination
            page={filters.page}
            pageCount={pageCount}
            hrefFor={(page) => candidatesHref({ ...filters, page })}
            label={t`Candidate pages`}
          />
        </div>
      </Card>
      {step && (
        <MoveDialog
          key={step}
          status={step}
          initialMessage={templates.isError ? '' : (templates.data?.[step] ?? null)}
          subject={t`${plural(selectedCount, { one: '# candidate selected', other: '# candidates selected' })}`}
          messageHint={t`${NAME} (the candidate's name), ${VACANCY} and ${COMPANY} are filled in for each candidate. Leave the message empty to send none.`}
          count={selectedCount}
          busy={busy}
          error={dialogError}
          onCancel={() => setStep(null)}
          onConfirm={(input) => void handleBulkMove(input)}
        />
      )}
    </>
  );
}

/**
 * The reply promise on a row (issue 26): «Просрочен» once an unanswered application's due time has
 * passed, «Ответить сегодня» when it falls due today, else nothing; the due time on hover.
 */
function ReplyDueMark({ application }: { application: EmployerApplication }) {
  const { t, i18n } = useLingui();
  if (application.status !== 'new' && application.status !== 'viewed') return null;
  const due = new Date(application.reply_due_at);
  const now = new Date();
  const dueText = formatDateTime(i18n, application.reply_due_at);
  if (due.getTime() < now.getTime()) {
    return (
      <span className={styles.overdue} title={t`Reply was due ${dueText}`} data-testid="reply-overdue">
        <Trans>Overdue</Trans>
      </span>
    );
  }
  if (due.toDateString() === now.toDateString()) {
    return (
      <span className={styles.dueToday} title={t`Reply is due ${dueText}`} data-testid="reply-due-today">
        <Trans>Due today</Trans>
      </span>
    );
  }
  return (
    <span className={styles.muted} data-testid="reply-due">
      <Trans>
        Reply by <time dateTime={application.reply_due_at}>{dueText}</time>
      </Trans>
    </span>
  );
}

type CandidateRowProps = {
  application: EmployerApplication;
  selected: boolean;
  onToggle: () => void;
  showVacancy: boolean;
};

function CandidateRow({ application, selected, onToggle, showVacancy }: CandidateRowProps) {
  const { t, i18n } = useLingui();
  const { candidate } = application;
  const resume = candidate.resume;
  const applied = formatDateTime(i18n, application.created_at);
  const details = [resume.desired_position, resume.city ? cityName(resume.city, i18n.locale) : '']
    .filter(Boolean)
    .join(' · ');
  return (
    <li className={styles.row}>
      <input type="checkbox" checked={selected} onChange={onToggle} aria-label={t`Select ${candidate.name}`} />
      <div className={styles.rowMain}>
        <Link to={candidatePath(application.id)} className={styles.rowName}>
          {candidate.name}
        </Link>
        {details && <p className={styles.muted}>{details}</p>}
        {showVacancy && <p className={styles.muted}>{t`Vacancy: ${application.vacancy.title}`}</p>}
        {application.screening === 'screened_out' && (
          <p className={styles.screenedOut} data-testid="screened-out">
            <Trans>Screened out by a required answer</Trans>
          </p>
        )}
      </div>
      <div className={styles.rowSide}>
        <ApplicationStatusBadge status={application.status} />
        <ReplyDueMark application={application} />
        <span className={styles.muted}>
          <time dateTime={application.created_at}>{applied}</time>
        </span>
      </div>
    </li>
  );
}

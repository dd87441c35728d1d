import { ApiError } from '@jobs/api-client';
import { ChatView, type RenderVacancy } from '@jobs/chat';
import {
  applicationMovesFrom,
  EMPLOYER_MOVE_STATUSES,
  type EmployerApplication,
  type EmployerMoveStatus,
} from '@jobs/contracts';
import { Button, ButtonLink, Card, FormError, Loader, LoadFailure, NoIndex, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { chatPath } from '../chats/chat-paths';
import { employerMeQuery } from '../dashboard/company-card';
import { formatDateTime } from '../format';
import { vacancyPath } from '../vacancies/vacancy-queries';
import type { AnswerValue } from '@jobs/contracts';
import { MOVE_LABELS, REASON_LABELS, STATUS_LABELS } from './application-labels';
import { ApplicationStatusBadge } from './application-status-badge';
import { CANDIDATES_PATH, parseCandidateId, vacancyCandidatesPath } from './candidate-paths';
import { candidateKeys, candidateQuery } from './candidate-queries';
import styles from './candidates.module.css';
import { MoveDialog } from './move-dialog';
import { ResumeView } from './resume-view';
import { useCandidateMoves } from './use-candidate-moves';
import { NotesCard } from '../team/notes-card';
import { CandidateInterviews } from './candidate-interviews';

/** The moves the state machine allows the company from a status, in the funnel's order. */
export const employerMoves = (application: EmployerApplication): EmployerMoveStatus[] =>
  applicationMovesFrom('employer', application.status).filter((status): status is EmployerMoveStatus =>
    (EMPLOYER_MOVE_STATUSES as readonly string[]).includes(status),
  );

/** `/employer/candidates/:id`: the résumé as sent, the cover letter, contacts, history and moves, with the chat beside. */
export function CandidatePage() {
  const id = parseCandidateId(useParams().id) ?? 0;
  const apiClient = useApiClient();
  const { t } = useLingui();
  const query = useQuery(candidateQuery(apiClient, id));

  if (query.isPending) return <Loader label={t`Loading the candidate…`} />;
  if (query.isError) {
    return (
      <LoadFailure
        noIndex
        notFound={query.error instanceof ApiError && query.error.status === 404}
        title={t`Candidate`}
        notFoundTitle={t`Candidate not found`}
        notFoundText={<Trans>This candidate does not exist or applied to another company.</Trans>}
        failedText={<Trans>Could not load the candidate.</Trans>}
        onRetry={() => void query.refetch()}
        backTo={CANDIDATES_PATH}
        backLabel={<Trans>Back to candidates</Trans>}
      />
    );
  }
  return <Candidate application={query.data} />;
}

function Candidate({ application }: { application: EmployerApplication }) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const me = useQuery(employerMeQuery(apiClient));
  const companyName = me.data?.company?.name ?? application.company.name;
  const { t, i18n } = useLingui();
  const answerText = (value: AnswerValue) =>
    typeof value === 'boolean' ? (value ? t`Yes` : t`No`) : Array.isArray(value) ? value.join(', ') : String(value);
  const moves = useCandidateMoves(application, companyName);
  const { candidate, vacancy } = application;
  const applied = formatDateTime(i18n, application.created_at);
  const vacancyTitle = vacancy.title;
  const undoTo = application.undo ? i18n._(STATUS_LABELS[application.undo.to]) : '';
  const undoUntil = application.undo ? formatDateTime(i18n, application.undo.until) : '';
  const available = employerMoves(application);

  const renderVacancy: RenderVacancy = (vacancyId, title) => (
    <Link to={vacancyPath(vacancyId)}>
      {title ?? (vacancyId === vacancy.id ? vacancyTitle : <Trans>Vacancy #{vacancyId}</Trans>)}
    </Link>
  );

  return (
    <>
      <NoIndex />
      <PageTitle
        title={candidate.name}
        description={
          <Trans>
            Applied for <Link to={vacancyCandidatesPath(vacancy.id)}>{vacancyTitle}</Link> on {applied}
          </Trans>
        }
        actions={
          <ButtonLink to={CANDIDATES_PATH} variant="secondary">
            <Trans>All candidates</Trans>
          </ButtonLink>
        }
      />
      <div className={styles.statusRow}>
        <span>
          <Trans>Status:</Trans>
        </span>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <FormError>{moves.pageError}</FormError>
      {(available.length > 0 || application.undo) && (
        <div className={styles.moves} role="group" aria-label={t`Move the candidate`}>
          {available.map((status) => (
            <Button
              key={status}
              variant={status === 'rejected' ? 'secondary' : 'primary'}
              onClick={() => moves.open(status)}
            >
              {i18n._(MOVE_LABELS[status])}
            </Button>
          ))}
          {application.undo && (
            <Button
              variant="ghost"
              onClick={() => void moves.undo(application)}
              title={t`You can take the last move back until ${undoUntil}.`}
            >
              <Trans>Undo the last move (back to {undoTo})</Trans>
            </Button>
          )}
        </div>
      )}
      {application.status === 'rejected' && application.rejection && (
        <div className={styles.notice}>
          <p>
            <strong>
              <Trans>Rejection reason:</Trans>
            </strong>{' '}
            {i18n._(REASON_LABELS[application.rejection.reason_code])}
          </p>
        </div>
      )}
      <div className={styles.panes}>
        <div className={styles.details}>
          <CandidateInterviews
            application={application}
            onChanged={() => void queryClient.invalidateQueries({ queryKey: candidateKeys.one(application.id) })}
          />
          <Card aria-labelledby="contacts-title">
            <h2 id="contacts-title" className={styles.sectionTitle}>
              <Trans>Contacts</Trans>
            </h2>
            <dl className={styles.facts}>
              <dt>
                <Trans>E-mail</Trans>
              </dt>
              <dd>
                <a href={`mailto:${candidate.email}`}>{candidate.email}</a>
              </dd>
              <dt>
                <Trans>Phone</Trans>
              </dt>
              <dd>
                {candidate.phone ? (
                  <a href={`tel:${candidate.phone.replace(/[^\d+]/g, '')}`}>{candidate.phone}</a>
                ) : (
                  <span className={styles.muted}>{t`Not given`}</span>
                )}
              </dd>
            </dl>
          </Card>
          <Card aria-labelledby="cover-letter-title">
            <h2 id="cover-letter-title" className={styles.sectionTitle}>
              <Trans>Cover letter</Trans>
            </h2>
            {application.cover_letter ? (
              <p className={styles.prose}>{application.cover_letter}</p>
            ) : (
              <p className={styles.muted}>{t`The candidate sent no cover letter.`}</p>
            )}
          </Card>
          {(application.answers ?? []).length > 0 && (
            <Card aria-labelledby="answers-title">
              <h2 id="answers-title" className={styles.sectionTitle}>
                <Trans>Answers to the screening questions</Trans>
              </h2>
              {application.screening && (
                <p className={application.screening === 'passed' ? styles.muted : styles.screenedOut}>
                  {application.screening === 'passed' ? (
                    <Trans>Passed every required answer.</Trans>
                  ) : (
                    <Trans>Screened out: missed a required answer.</Trans>
                  )}
                </p>
              )}
              <dl className={styles.answers}>
                {(application.answers ?? []).map((answer) => (
                  <div key={answer.question_id}>
                    <dt>{answer.text}</dt>
                    <dd>
                      {answerText(answer.value)}
                      {answer.passed === false && (
                        <strong className={styles.screenedOut}>
                          {' '}
                          — <Trans>misses the required answer</Trans>
                        </strong>
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          )}
          <Card aria-labelledby="resume-title">
            <h2 id="resume-title" className={styles.sectionTitle}>
              <Trans>Résumé as sent</Trans>
            </h2>
            <ResumeView resume={candidate.resume} />
          </Card>
          <Card aria-labelledby="history-title">
            <h2 id="history-title" className={styles.sectionTitle}>
              <Trans>History</Trans>
            </h2>
            <ol className={styles.history}>
              {application.history.map((entry, index) => {
                const at = formatDateTime(i18n, entry.at);
                const by = entry.by?.name;
                return (
                  <li key={`${entry.status}-${entry.at}-${index}`}>
                    <strong>{i18n._(STATUS_LABELS[entry.status])}</strong> — <time dateTime={entry.at}>{at}</time>
                    {by && (
                      <span className={styles.muted}>
                        {' '}
                        · <Trans>by {by}</Trans>
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </Card>
          <NotesCard applicationId={application.id} myId={me.data?.user.id} />
        </div>
        <div className={styles.chatPane}>
          <ChatView
            chatId={application.chat_id}
            title={t`Chat with ${candidate.name}`}
            renderVacancy={renderVacancy}
            defaultVacancyId={vacancy.id}
            composerNote={t`Your reply will be about ${vacancyTitle}.`}
          />
          <p className={styles.muted}>
            <Link to={chatPath(application.chat_id)}>
              <Trans>Open the whole chat</Trans>
            </Link>
          </p>
        </div>
      </div>
      {moves.step && (
        <MoveDialog
          key={moves.step}
          status={moves.step}
          initialMessage={moves.initialMessage}
          subject={t`${candidate.name}, ${vacancyTitle}`}
          busy={moves.busy}
          error={moves.dialogError}
          onCancel={moves.close}
          onConfirm={(input) => void moves.move(input)}
        />
      )}
    </>
  );
}

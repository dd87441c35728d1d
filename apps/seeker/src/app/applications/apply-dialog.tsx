import { isApiError } from '@jobs/api-client';
import {
  applicationRoutes,
  COVER_LETTER_MAX_LENGTH,
  type AnswerValue,
  type Application,
  type Profile,
  type Vacancy,
} from '@jobs/contracts';
import { Button, ButtonLink, FormError, Loader, TextAreaField, useCityName } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { chatPath } from '../chat/chat-paths';
import { profileQuery } from '../profile/profile-query';
import { ModalDialog } from '../ui/modal-dialog';
import { experienceLabel } from '../vacancy/vacancy-format';
import { vacancyQuery } from '../vacancy/vacancy-query';
import { formatApplicationDate } from './application-labels';
import { applicationQuery, appliedVacanciesQuery, refreshApplications } from './application-queries';
import { applicationPath, profilePathForApply } from './application-paths';
import { StatusBadge } from './status-badge';
import styles from './applications.module.css';
import { coverLetterDraft } from './cover-letter-draft';
import { missingForApply, type ApplyRequiredSection } from './resume-readiness';
import { answered, ScreeningQuestions, type Answers } from './screening-questions';

export type ApplyDialogProps = {
  vacancyId: number;
  onClose: () => void;
};

type Outcome = { kind: 'sent'; application: Application } | { kind: 'existing'; applicationId: number };

/**
 * Applying to a vacancy: the résumé that will be sent (with a way to fix it on `/profile`), an
 * optional cover letter the assistant can draft, then the result (the application and the company
 * chat). An application already made is shown instead of a second one.
 */
export function ApplyDialog({ vacancyId, onClose }: ApplyDialogProps) {
  const apiClient = useApiClient();
  const { t } = useLingui();
  const vacancy = useQuery(vacancyQuery(apiClient, vacancyId));
  const applied = useQuery(appliedVacanciesQuery(apiClient));
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const vacancyTitle = vacancy.data?.title;
  const title = vacancyTitle ? t`Apply for “${vacancyTitle}”` : t`Apply for the job`;
  const existingId = outcome?.kind === 'existing' ? outcome.applicationId : applied.data?.get(vacancyId)?.id;

  let content;
  if (outcome?.kind === 'sent') content = <SentView application={outcome.application} onClose={onClose} />;
  else if (existingId !== undefined) content = <ExistingView applicationId={existingId} onClose={onClose} />;
  else if (vacancy.data && !applied.isPending) {
    content = <ApplyForm vacancy={vacancy.data} onOutcome={setOutcome} onClose={onClose} />;
  } else if (vacancy.isError) {
    content = (
      <FormError>
        <Trans>Could not load the vacancy. Check your connection and try again.</Trans>
      </FormError>
    );
  } else content = <Loader label={t`Loading…`} />;

  return (
    <ModalDialog title={title} onClose={onClose}>
      {content}
    </ModalDialog>
  );
}

const SECTION_NAMES: Record<ApplyRequiredSection, MessageDescriptor> = {
  name: msg`Name`,
  desired_position: msg`Desired position`,
};

type ApplyFormProps = {
  vacancy: Vacancy;
  onOutcome: (outcome: Outcome) => void;
  onClose: () => void;
};

function ApplyForm({ vacancy, onOutcome, onClose }: ApplyFormProps) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t, i18n } = useLingui();
  const profile = useQuery(profileQuery(apiClient));
  const [letter, setLetter] = useState(() => coverLetterDraft.read(vacancy.id));
  const [drafting, setDrafting] = useState(false);
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<MessageDescriptor | null>(null);
  const [error, setError] = useState<MessageDescriptor | null>(null);
  const questions = vacancy.questions ?? [];
  const [answers, setAnswers] = useState<Answers>({});
  const [answerErrors, setAnswerErrors] = useState<Record<string, string>>({});
  const profilePath = profilePathForApply(vacancy.id, pathname + search);

  const changeLetter = (text: string) => {
    setLetter(text);
    coverLetterDraft.write(vacancy.id, text);
  };

  const handleDraft = async () => {
    setDrafting(true);
    setError(null);
    setNotice(null);
    try {
      const { text } = await apiClient.call(applicationRoutes.coverLetterDraft, { params: { id: vacancy.id } });
      changeLetter(text.slice(0, COVER_LETTER_MAX_LENGTH));
      setNotice(msg`The assistant’s draft is in the letter: read it and make it yours before sending.`);
    } catch (failure) {
      if (isApiError(failure) && resumeProblem(failure)) navigate(profilePath);
      else setError(msg`The assistant could not draft a letter just now. Write your own or try again.`);
    } finally {
      setDrafting(false);
    }
  };

  const handleSend = async () => {
    const unanswered = questions.filter((question) => !answered(question, answers[question.id]));
    setAnswerErrors(Object.fromEntries(unanswered.map((question) => [question.id, t`Answer this question`])));
    if (unanswered.length > 0) return;
    setSending(true);
    setError(null);
    try {
      const body = {
        ...(letter.trim() ? { cover_letter: letter.trim() } : {}),
        ...(questions.length > 0
          ? {
              answers: questions.map((question) => ({
                question_id: question.id,
                value: answers[question.id] as AnswerValue,
              })),
            }
          : {}),
      };
      const application = await apiClient.call(applicationRoutes.apply, { params: { id: vacancy.id }, body });
      coverLetterDraft.clear(vacancy.id);
      void refreshApplications(queryClient);
      onOutcome({ kind: 'sent', application });
    } catch (failure) {
      setSending(false);
      const existing = isApiError(failure) && failure.status === 409 ? failure.data?.['application_id'] : undefined;
      if (typeof existing === 'number') {
        void refreshApplications(queryClient);
        onOutcome({ kind: 'existing', applicationId: existing });
      } else if (isApiError(failure) && resumeProblem(failure)) {
        // The letter is kept (sessionStorage); the résumé page brings the seeker back here.
        void queryClient.invalidateQueries({ queryKey: profileQuery(apiClient).queryKey });
        navigate(profilePath);
      } else if (isApiError(failure) && answerProblems(failure).length > 0) {
        // The questions changed meanwhile, or an answer was refused: said next to each question.
        setAnswerErrors(
          Object.fromEntries(
            answerProblems(failure).map((id) => [id, t`This answer was not accepted: check it and send again`]),
          ),
        );
      } else if (isApiError(failure) && failure.status === 404) {
        setError(msg`This vacancy is no longer open.`);
      } else if (isApiError(failure) && failure.status === 0) {
        setError(msg`Could not reach the server. Your letter is kept: try again.`);
      } else {
        setError(msg`Could not send the application. Your letter is kept: try again.`);
      }
    }
  };

  if (profile.isPending) return <Loader label={t`Loading your résumé…`} />;
  if (profile.isError) {
    return (
      <FormError>
        <p>
          <Trans>Could not load your résumé.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void profile.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </FormError>
    );
  }
  const missing = missingForApply(profile.data);
  const missingNames = missing.map((section) => i18n._(SECTION_NAMES[section])).join(', ');

  return (
    <form
      className={styles.applyForm}
      aria-label={t`Application`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (missing.length > 0) navigate(profilePath);
        else void handleSend();
      }}
    >
      <p className={styles.company}>{vacancy.company.name}</p>
      <ResumeSummary profile={profile.data} profilePath={profilePath} />
      {missing.length > 0 && (
        <div className={styles.missing} role="alert">
          <p>
            <Trans>To apply, your résumé needs: {missingNames}.</Trans>
          </p>
        </div>
      )}
      {questions.length > 0 && (
        <ScreeningQuestions
          questions={questions}
          value={answers}
          onChange={(next) => {
            setAnswers(next);
            // An answered question's «answer this question» goes away at once.
            setAnswerErrors((current) =>
              Object.fromEntries(
                Object.entries(current).filter(([id]) => {
                  const question = questions.find((one) => one.id === id);
                  return !question || !answered(question, next[id]) || next[id] === answers[id];
                }),
              ),
            );
          }}
          errors={answerErrors}
        />
      )}
      <TextAreaField
        label={t`Cover letter (optional)`}
        value={letter}
        maxLength={COVER_LETTER_MAX_LENGTH}
        rows={7}
        onChange={(event) => changeLetter(event.target.value)}
        hint={
          <span className={styles.counter}>
            {i18n.number(letter.length)} / {i18n.number(COVER_LETTER_MAX_LENGTH)}
          </span>
        }
      />
      <div className={styles.draftRow}>
        <Button variant="secondary" busy={drafting} onClick={() => void handleDraft()}>
          {drafting ? t`The assistant is writing…` : t`Draft with the assistant`}
        </Button>
      </div>
      <div aria-live="polite">{notice && <p className={styles.notice}>{i18n._(notice)}</p>}</div>
      {error && (
        <p role="alert" className={styles.error}>
          {i18n._(error)}
        </p>
      )}
      <div className={`${styles.dialogActions} ${styles.stickyActions}`}>
        <Button variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={sending} disabled={drafting}>
          {missing.length > 0 ? t`Complete the résumé` : t`Send the application`}
        </Button>
      </div>
    </form>
  );
}

/** The questions a 400 names (`body.answers.<question id>`). */
const answerProblems = (error: { status: number; details?: { field: string }[] }): string[] =>
  error.status === 400
    ? (error.details ?? []).flatMap((detail) => {
        const match = /^body\.answers\.([A-Za-z0-9_-]+)$/.exec(detail.field);
        return match?.[1] ? [match[1]] : [];
      })
    : [];

/** Whether the API refused because of the résumé (400 naming `resume`). */
const resumeProblem = (error: { status: number; details?: { field: string }[] }): boolean =>
  error.status === 400 && (error.details ?? []).some((detail) => /^(body\.)?resume(\.|$)/.test(detail.field));

function ResumeSummary({ profile, profilePath }: { profile: Profile; profilePath: string }) {
  const { i18n } = useLingui();
  const cityName = useCityName();
  const none = <span className={styles.muted}>—</span>;
  return (
    <section className={styles.resume} aria-labelledby="apply-resume-title">
      <div className={styles.resumeHeader}>
        <h3 id="apply-resume-title" className={styles.resumeTitle}>
          <Trans>The résumé the company will see</Trans>
        </h3>
        <Link to={profilePath}>
          <Trans>Edit the résumé</Trans>
        </Link>
      </div>
      <dl className={styles.resumeFacts}>
        <div>
          <dt>
            <Trans>Name</Trans>
          </dt>
          <dd>{profile.name.trim() || none}</dd>
        </div>
        <div>
          <dt>
            <Trans>Desired position</Trans>
          </dt>
          <dd>{profile.desired_position.trim() || none}</dd>
        </div>
        <div>
          <dt>
            <Trans>City</Trans>
          </dt>
          <dd>{profile.city ? cityName(profile.city) : none}</dd>
        </div>
        <div>
          <dt>
            <Trans>Experience</Trans>
          </dt>
          <dd>{profile.experience ? experienceLabel(profile.experience, i18n) : none}</dd>
        </div>
        <div className={styles.wide}>
          <dt>
            <Trans>Skills</Trans>
          </dt>
          <dd>{profile.skills.length > 0 ? profile.skills.join(', ') : none}</dd>
        </div>
      </dl>
    </section>
  );
}

function SentView({ application, onClose }: { application: Application; onClose: () => void }) {
  const companyName = application.company.name;
  return (
    <div className={styles.result} role="status">
      <p className={styles.resultTitle}>
        <Trans>Your application has been sent</Trans>
      </p>
      <p>
        <Trans>
          {companyName} will answer in your chat with the company; every step shows on the Applications page.
        </Trans>
      </p>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        <ButtonLink variant="secondary" to={chatPath(application.chat_id)}>
          <Trans>Open the chat with the company</Trans>
        </ButtonLink>
        <ButtonLink to={applicationPath(application.id)}>
          <Trans>See the application</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}

function ExistingView({ applicationId, onClose }: { applicationId: number; onClose: () => void }) {
  const apiClient = useApiClient();
  const { t, i18n } = useLingui();
  const { data: application, isError } = useQuery(applicationQuery(apiClient, applicationId));
  const appliedOn = application ? formatApplicationDate(application.created_at, i18n) : '';
  return (
    <div className={styles.result}>
      <p className={styles.resultTitle}>
        <Trans>You have already applied to this vacancy</Trans>
      </p>
      {application ? (
        <p className={styles.existingStatus}>
          <StatusBadge status={application.status} />{' '}
          <Trans>
            Applied on <time dateTime={application.created_at}>{appliedOn}</time>
          </Trans>
        </p>
      ) : isError ? null : (
        <Loader label={t`Loading…`} />
      )}
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        {application && (
          <ButtonLink variant="secondary" to={chatPath(application.chat_id)}>
            <Trans>Open the chat with the company</Trans>
          </ButtonLink>
        )}
        <ButtonLink to={applicationPath(applicationId)}>
          <Trans>See the application</Trans>
        </ButtonLink>
      </div>
    </div>
  );
}

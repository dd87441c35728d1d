import { isApiError } from '@jobs/api-client';
import {
  employerApplicationRoutes,
  employerVacancyRoutes,
  fillMessageTemplate,
  INVITATION_MESSAGE_MAX,
  resumeRoutes,
  type EmployerResume,
  type InvitationStatus,
} from '@jobs/contracts';
import { Button, Card, FormError, Loader, PageMeta, PageTitle, SelectField, TextAreaField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { ResumeView } from '../candidates/resume-view';
import { jobSearchStatusLabel } from './job-search-status';
import { parseSeekerId, RESUMES_PATH } from './resume-paths';
import styles from './resumes.module.css';

/** `/employer/resumes/:id`: one résumé (anonymised when it must be), this company's invitations, and "invite to a vacancy". */
export function ResumePage() {
  const apiClient = useApiClient();
  const { t, i18n } = useLingui();
  const seekerId = parseSeekerId(useParams().id) ?? 0;
  const resume = useQuery({
    queryKey: ['employer-resume', seekerId],
    queryFn: ({ signal }) => apiClient.call(resumeRoutes.get, { params: { seeker_id: seekerId } }, { signal }),
    retry: false,
  });
  const title = resume.data ? resume.data.desired_position || t`Résumé` : t`Résumé`;
  return (
    <>
      <PageMeta title={title} noIndex />
      <PageTitle
        title={title}
        description={
          resume.data
            ? `${resume.data.name ?? t`Anonymous candidate`} · ${jobSearchStatusLabel(resume.data.job_search_status, i18n)}`
            : undefined
        }
        actions={
          <Link to={RESUMES_PATH}>
            <Trans>Back to the résumé database</Trans>
          </Link>
        }
      />
      {resume.isPending && <Loader label={t`Loading the résumé…`} />}
      {resume.isError && (
        <FormError>
          {isApiError(resume.error) && resume.error.code === 'NOT_FOUND' ? (
            <Trans>This résumé is not available to your company.</Trans>
          ) : (
            <Trans>Could not load the résumé.</Trans>
          )}
        </FormError>
      )}
      {resume.data && (
        <>
          <Card aria-labelledby="candidate-title">
            <h2 id="candidate-title" className={styles.sectionTitle}>
              {resume.data.name ?? <Trans>Anonymous candidate</Trans>}
            </h2>
            {resume.data.anonymous ? (
              <p className={styles.notice}>
                <Trans>
                  The seeker hides their name, contacts and past employers until they apply to your company or accept
                  your invitation.
                </Trans>
              </p>
            ) : (
              resume.data.contacts && (
                <p>
                  <Trans>E-mail:</Trans>{' '}
                  <a href={`mailto:${resume.data.contacts.email}`}>{resume.data.contacts.email}</a>
                </p>
              )
            )}
            <ResumeView resume={resume.data} />
          </Card>
          <InviteCard resume={resume.data} />
        </>
      )}
    </>
  );
}

function InviteCard({ resume }: { resume: EmployerResume }) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const vacancies = useQuery({
    queryKey: ['employer-vacancies', 'published'],
    queryFn: ({ signal }) => apiClient.call(employerVacancyRoutes.list, { query: { status: 'published' } }, { signal }),
  });
  const templates = useQuery({
    queryKey: ['message-templates'],
    queryFn: ({ signal }) => apiClient.call(employerApplicationRoutes.templates, undefined, { signal }),
  });
  const [vacancyId, setVacancyId] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const published = vacancies.data?.items ?? [];
  const chosen = published.find((vacancy) => String(vacancy.id) === vacancyId);
  const templateText =
    templates.data && chosen
      ? fillMessageTemplate(templates.data.invited, {
          name: resume.name ?? '',
          vacancy: chosen.title,
          company: '',
        }).replace(/\s+,/g, ',')
      : '';
  const text = message ?? templateText;
  const statusLabel: Record<InvitationStatus, string> = {
    pending: t`waiting for an answer`,
    accepted: t`accepted`,
    declined: t`declined`,
    expired: t`expired`,
  };
  const reasonLabel: Record<string, string> = {
    salary: t`the salary`,
    location: t`the location`,
    not_interested: t`not interested`,
    other: t`another reason`,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) {
      setError(t`Choose a vacancy.`);
      return;
    }
    if (text.trim() === '') {
      setError(t`Write a message.`);
      return;
    }
    setBusy(true);
    setError(null);
    setSent(false);
    try {
      await apiClient.call(resumeRoutes.invite, {
        params: { seeker_id: resume.seeker_id },
        body: { vacancy_id: chosen.id, message: text.trim() },
      });
      setSent(true);
      setMessage(null);
      setVacancyId('');
      await queryClient.invalidateQueries({ queryKey: ['employer-resume', resume.seeker_id] });
    } catch (caught) {
      setError(
        isApiError(caught) && caught.code === 'CONFLICT'
          ? t`This person is already invited to or applied to this vacancy.`
          : isApiError(caught) && caught.code === 'RATE_LIMITED'
            ? t`Your company has sent today's invitations. Try again tomorrow.`
            : t`Could not send the invitation. Try again.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.sectionTitle}>
        <Trans>Invite to a vacancy</Trans>
      </h2>
      {resume.invitations.length > 0 && (
        <ul className={styles.sent} aria-label={t`Invitations sent`}>
          {resume.invitations.map((invitation) => (
            <li key={invitation.id}>
              {invitation.vacancy.title}: {statusLabel[invitation.status]}
              {invitation.reason_code && ` (${reasonLabel[invitation.reason_code] ?? invitation.reason_code})`},{' '}
              {new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long' }).format(
                new Date(invitation.created_at),
              )}
            </li>
          ))}
        </ul>
      )}
      {vacancies.data && published.length === 0 ? (
        <p className={styles.muted}>
          <Trans>Publish a vacancy to invite people to it.</Trans>
        </p>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)}>
          <SelectField
            label={t`Vacancy`}
            value={vacancyId}
            onChange={(event) => {
              setVacancyId(event.target.value);
              setMessage(null);
            }}
            options={[
              { value: '', label: t`Choose a vacancy` },
              ...published.map((vacancy) => ({ value: String(vacancy.id), label: vacancy.title })),
            ]}
          />
          <TextAreaField
            label={t`Message`}
            hint={t`From your "invited" template; edit it as you like.`}
            rows={5}
            maxLength={INVITATION_MESSAGE_MAX}
            value={text}
            onChange={(event) => setMessage(event.target.value)}
          />
          {error && <FormError>{error}</FormError>}
          {sent && (
            <p role="status">
              <Trans>Invitation sent.</Trans>
            </p>
          )}
          <div>
            <Button type="submit" disabled={busy}>
              <Trans>Send the invitation</Trans>
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}

import { isApiError } from '@jobs/api-client';
import {
  INVITATION_DECLINE_REASONS,
  resumeRoutes,
  type Invitation,
  type InvitationDeclineReason,
  type InvitationStatus,
} from '@jobs/contracts';
import { Button, Card, FormError, Loader, PageMeta, PageTitle, SelectField } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { applicationPath } from '../applications/application-paths';
import { INVITATIONS_QUERY_KEY } from './invitation-queries';
import styles from './invitations.module.css';

/** `/invitations`: companies' invitations (pending, accepted, declined, expired) with accept and decline. */
export function InvitationsPage() {
  const apiClient = useApiClient();
  const { t } = useLingui();
  const invitations = useQuery({
    queryKey: INVITATIONS_QUERY_KEY,
    queryFn: ({ signal }) => apiClient.call(resumeRoutes.invitations, { query: {} }, { signal }),
  });
  return (
    <>
      <PageMeta title={t`Invitations`} noIndex />
      <PageTitle
        title={t`Invitations`}
        description={t`Companies that found your résumé and invite you to a vacancy. An invitation is valid for 14 days.`}
      />
      {invitations.isPending && <Loader label={t`Loading invitations…`} />}
      {invitations.isError && (
        <FormError>
          <Trans>Could not load the invitations.</Trans>{' '}
          <Button variant="secondary" onClick={() => void invitations.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </FormError>
      )}
      {invitations.data && invitations.data.items.length === 0 && (
        <Card>
          <p className={styles.muted}>
            <Trans>
              No invitations yet. Make your résumé visible to employers in your <Link to="/profile">profile</Link>.
            </Trans>
          </p>
        </Card>
      )}
      {invitations.data && invitations.data.items.length > 0 && (
        <ul className={styles.list}>
          {invitations.data.items.map((invitation) => (
            <li key={invitation.id}>
              <InvitationCard invitation={invitation} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function InvitationCard({ invitation }: { invitation: Invitation }) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState<InvitationDeclineReason | ''>('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const statusLabel: Record<InvitationStatus, string> = {
    pending: t`Waiting for your answer`,
    accepted: t`Accepted`,
    declined: t`Declined`,
    expired: t`Expired`,
  };
  const reasonLabel: Record<InvitationDeclineReason, string> = {
    salary: t`The salary does not suit me`,
    location: t`The location does not suit me`,
    not_interested: t`Not interested`,
    other: t`Another reason`,
  };
  const date = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long', year: 'numeric' });

  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(
        isApiError(caught) && caught.code === 'CONFLICT'
          ? t`This invitation can no longer be answered.`
          : t`Could not send your answer. Try again.`,
      );
      void queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY });
    } finally {
      setBusy(false);
    }
  };
  const accept = () =>
    act(async () => {
      const application = await apiClient.call(resumeRoutes.accept, { params: { id: invitation.id } });
      await queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      navigate(applicationPath(application.id));
    });
  const decline = () =>
    act(async () => {
      await apiClient.call(resumeRoutes.decline, {
        params: { id: invitation.id },
        body: reason === '' ? {} : { reason_code: reason },
      });
      await queryClient.invalidateQueries({ queryKey: INVITATIONS_QUERY_KEY });
    });

  return (
    <Card aria-labelledby={`invitation-${invitation.id}`}>
      <div className={styles.head}>
        <h2 id={`invitation-${invitation.id}`} className={styles.title}>
          <Link to={`/vacancies/${invitation.vacancy.id}`}>{invitation.vacancy.title}</Link>
        </h2>
        <span className={styles.status}>{statusLabel[invitation.status]}</span>
      </div>
      <p className={styles.muted}>
        {invitation.company.name} · {date.format(new Date(invitation.created_at))}
      </p>
      <p className={styles.message}>{invitation.message}</p>
      {invitation.status === 'accepted' && invitation.application_id !== null && (
        <Link to={applicationPath(invitation.application_id)}>
          <Trans>Open the application and its chat</Trans>
        </Link>
      )}
      {invitation.status === 'declined' && invitation.reason_code && (
        <p className={styles.muted}>
          <Trans>Your reason: {reasonLabel[invitation.reason_code]}</Trans>
        </p>
      )}
      {invitation.status === 'pending' && (
        <div className={styles.actions}>
          <Button onClick={() => void accept()} disabled={busy}>
            <Trans>Accept</Trans>
          </Button>
          <SelectField
            label={t`Reason for declining (the company sees it)`}
            value={reason}
            onChange={(event) => setReason(event.target.value as InvitationDeclineReason | '')}
            options={[
              { value: '', label: t`No reason` },
              ...INVITATION_DECLINE_REASONS.map((value) => ({ value, label: reasonLabel[value] })),
            ]}
          />
          <Button variant="secondary" onClick={() => void decline()} disabled={busy}>
            <Trans>Decline</Trans>
          </Button>
        </div>
      )}
      {error && <FormError>{error}</FormError>}
    </Card>
  );
}

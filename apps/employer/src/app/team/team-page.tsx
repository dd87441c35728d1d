import { createTeamInviteBodySchema, teamRoutes, type Team, type TeamMember } from '@jobs/contracts';
import { Button, Card, ConfirmDialog, FormError, Loader, LoadError, PageTitle, TextField } from '@jobs/ui';
import { describeServerError } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { employerMeQuery } from '../dashboard/company-card';
import { formatDateTime } from '../format';
import { isOwner, teamKeys, teamQuery } from './team-queries';
import styles from './team.module.css';

/** What a 404 means here. */
const TEAM_ERROR_WORDS = { notFound: msg`This invitation or member no longer exists.` };

/** `/employer/team`: the company's members and pending invitations; the owner invites, hands over and removes. */
export function TeamPage() {
  const apiClient = useApiClient();
  const { t } = useLingui();
  const team = useQuery(teamQuery(apiClient));
  const me = useQuery(employerMeQuery(apiClient));
  const owner = isOwner(team.data, me.data?.user.id);
  return (
    <>
      <PageTitle
        title={t`Team`}
        description={t`Everyone who works with your company's vacancies and candidates. The owner invites and removes members.`}
      />
      {team.isPending && <Loader label={t`Loading the team…`} />}
      {team.isError && (
        <LoadError onRetry={() => void team.refetch()}>
          <Trans>Could not load the team.</Trans>
        </LoadError>
      )}
      {team.data && (
        <>
          {owner && <InviteForm />}
          <Members team={team.data} owner={owner} myId={me.data?.user.id} />
          <Invites team={team.data} owner={owner} />
        </>
      )}
    </>
  );
}

function InviteForm() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent('');
    const parsed = createTeamInviteBodySchema.safeParse({ email, role: 'recruiter' });
    if (!parsed.success) {
      setError(t`Enter a valid e-mail address.`);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await apiClient.call(teamRoutes.invite, { body: parsed.data });
      setSent(parsed.data.email);
      setEmail('');
      await queryClient.invalidateQueries({ queryKey: teamKeys.team });
    } catch (caught) {
      const described = describeServerError(caught, TEAM_ERROR_WORDS, i18n);
      setError(described.fields['email'] ?? described.form ?? t`Could not send the invitation.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="invite-title">
      <h2 id="invite-title" className={styles.title}>
        <Trans>Invite a recruiter</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>They get an e-mail with a link that works for 7 days, once.</Trans>
      </p>
      <form className={styles.inviteForm} onSubmit={(event) => void submit(event)} noValidate>
        <TextField
          label={t`E-mail`}
          type="email"
          autoComplete="off"
          value={email}
          error={error || undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" busy={busy}>
          <Trans>Send the invitation</Trans>
        </Button>
      </form>
      {sent && (
        <p role="status" className={styles.sent}>
          <Trans>Invitation sent to {sent}.</Trans>
        </p>
      )}
    </Card>
  );
}

type Pending = { kind: 'remove' | 'owner'; member: TeamMember };

function Members({ team, owner, myId }: { team: Team; owner: boolean; myId: number | undefined }) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    setError('');
    try {
      if (pending.kind === 'remove') {
        await apiClient.call(teamRoutes.removeMember, { params: { user_id: pending.member.user_id } });
      } else {
        await apiClient.call(teamRoutes.updateMember, {
          params: { user_id: pending.member.user_id },
          body: { role: 'owner' },
        });
      }
      setPending(null);
      await queryClient.invalidateQueries({ queryKey: ['employer'] });
    } catch (caught) {
      setError(describeServerError(caught, TEAM_ERROR_WORDS, i18n).form ?? t`Could not change the team.`);
    } finally {
      setBusy(false);
    }
  };

  const name = pending?.member.name ?? '';
  return (
    <Card aria-labelledby="members-title">
      <h2 id="members-title" className={styles.title}>
        <Trans>Members</Trans>
      </h2>
      <FormError>{error || undefined}</FormError>
      <ul className={styles.list}>
        {team.members.map((member) => {
          const joined = formatDateTime(i18n, member.joined_at);
          return (
            <li key={member.user_id} className={styles.row}>
              <div className={styles.who}>
                <strong>{member.name}</strong>
                <span className={styles.muted}>{member.email}</span>
                <span className={styles.muted}>
                  <Trans>Joined {joined}</Trans>
                </span>
              </div>
              <span className={member.role === 'owner' ? styles.ownerBadge : styles.badge}>
                {member.role === 'owner' ? t`Owner` : t`Recruiter`}
              </span>
              {owner && member.user_id !== myId && (
                <div className={styles.actions}>
                  <Button variant="secondary" onClick={() => setPending({ kind: 'owner', member })}>
                    <Trans>Make owner</Trans>
                  </Button>
                  <Button variant="ghost" onClick={() => setPending({ kind: 'remove', member })}>
                    <Trans>Remove</Trans>
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {pending && (
        <ConfirmDialog
          title={pending.kind === 'remove' ? t`Remove ${name} from the team?` : t`Make ${name} the owner?`}
          confirmLabel={pending.kind === 'remove' ? t`Remove` : t`Make owner`}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
        >
          <p>
            {pending.kind === 'remove'
              ? t`They are signed out at once and cannot sign in again. Their vacancies pass to you; their moves and notes stay, signed with their name.`
              : t`The company will have one owner: you become a recruiter and can no longer invite or remove members.`}
          </p>
        </ConfirmDialog>
      )}
    </Card>
  );
}

function Invites({ team, owner }: { team: Team; owner: boolean }) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  if (team.invites.length === 0) return null;
  const cancel = async (id: number) => {
    await apiClient.call(teamRoutes.cancelInvite, { params: { id } });
    await queryClient.invalidateQueries({ queryKey: teamKeys.team });
  };
  return (
    <Card aria-labelledby="invites-title">
      <h2 id="invites-title" className={styles.title}>
        <Trans>Pending invitations</Trans>
      </h2>
      <ul className={styles.list}>
        {team.invites.map((invite) => {
          const until = formatDateTime(i18n, invite.expires_at);
          return (
            <li key={invite.id} className={styles.row}>
              <div className={styles.who}>
                <strong>{invite.email}</strong>
                <span className={styles.muted}>
                  <Trans>The link works until {until}</Trans>
                </span>
              </div>
              <span className={styles.badge}>{t`Recruiter`}</span>
              {owner && (
                <div className={styles.actions}>
                  <Button variant="ghost" onClick={() => void cancel(invite.id)}>
                    <Trans>Withdraw</Trans>
                  </Button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

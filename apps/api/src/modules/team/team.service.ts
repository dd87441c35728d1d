import { createHash, randomBytes } from 'node:crypto';
import {
  TEAM_INVITE_TTL_DAYS,
  type CreateTeamInviteBody,
  type MemberResponsiveness,
  type Team,
  type TeamInvite,
  type TeamMember,
  type UpdateTeamMemberBody,
} from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { AppError, fieldError, rateLimited } from '../../lib/app-error';
import { transact } from '../../lib/transact';
import type { AuthUser } from '../auth/auth.plugin';
import type { SessionEvents } from '../auth/session-events';
import { appUrl, type Outbox } from '../email/outbox';
import { teamInviteNotification, type Notify } from '../notify';
import { createTeamRepository } from './team.repository';
import { DAY_MS } from '../../lib/days';

/** The employer app's page that accepts an invitation (`?token=`: the e-mail's link). */
export const ACCEPT_INVITE_PAGE = '/accept-invite';

/** The SHA-256 of an invitation token: all that is kept of it. */
export const hashInviteToken = (token: string) => createHash('sha256').update(token).digest('base64url');

type Deps = {
  db: Database;
  outbox: Outbox;
  events: SessionEvents;
  /** An account that already has the invited address is told in the app too. */
  notify: Pick<Notify, 'personIn'>;
  /** The apps' origins (seeker, employer, admin): the notification's link opens the employer app. */
  appOrigins: readonly string[];
  /** Invitations a company may send in a day (anti-abuse: each one is an e-mail to a stranger). */
  invitesPerDay: number;
};

const companyOf = (user: AuthUser): number => {
  if (user.companyId === null) throw new AppError('NOT_FOUND', 'Company not found');
  return user.companyId;
};

const memberNotFound = () => new AppError('NOT_FOUND', 'Member not found');

/**
 * The company's team: every member sees it; only the owner invites, changes roles and removes.
 * Removing a member disables the account (its name stays on its moves and notes), ends its
 * sessions on every instance at once and hands its vacancies to the owner.
 */
export const createTeamService = ({ db, outbox, events, notify, appOrigins, invitesPerDay }: Deps) => {
  const repo = createTeamRepository(db);

  const requireOwner = async (user: AuthUser, executor: Database = db): Promise<number> => {
    const companyId = companyOf(user);
    if ((await repo.ownerOf(companyId, executor)) !== user.id) {
      throw new AppError('FORBIDDEN', "Only the company's owner can do this");
    }
    return companyId;
  };

  const get = async (user: AuthUser): Promise<Team> => {
    const companyId = companyOf(user);
    const [members, invites] = await Promise.all([repo.members(companyId), repo.pendingInvites(companyId)]);
    return { members, invites };
  };

  const invite = async (user: AuthUser, body: CreateTeamInviteBody): Promise<TeamInvite> => {
    const companyId = await requireOwner(user);
    if (await repo.employerExists(body.email)) throw fieldError('body.email', 'team_member_exists');
    const dayAgo = new Date(Date.now() - DAY_MS);
    if ((await repo.invitesSince(companyId, dayAgo)) >= invitesPerDay) throw rateLimited(3600);
    const [inviter] = (await repo.members(companyId)).filter((member) => member.user_id === user.id);
    const { locale } = (await repo.localeOf(user.id)) ?? { locale: 'ru' as const };
    const company = await repo.companyName(companyId);
    const token = randomBytes(32).toString('base64url');
    const acceptPath = `${ACCEPT_INVITE_PAGE}?token=${token}`;
    const inviterName = inviter?.name ?? company;
    return transact(db, async (tx, unit) => {
      const created = await repo.insertInvite(tx, {
        companyId,
        email: body.email,
        role: body.role,
        tokenHash: hashInviteToken(token),
        invitedBy: user.id,
        locale,
        expiresAt: new Date(Date.now() + TEAM_INVITE_TTL_DAYS * DAY_MS),
      });
      await outbox.enqueueToAddress(tx, {
        to: body.email,
        locale,
        role: 'employer',
        template: 'team_invite',
        data: { company, inviter: inviterName, days: TEAM_INVITE_TTL_DAYS },
        path: acceptPath,
      });
      // Whoever already has an account with the address (a seeker, an editor) finds the
      // invitation in the app too. Its link opens the employer app's page that accepts invitations
      // without the token: a notification row (and its push) is no place for a bearer secret, so
      // only the e-mail, sent to the invited address, carries the link that accepts.
      for (const account of await repo.accountsWithEmail(tx, body.email)) {
        const link = appUrl(appOrigins, 'employer', account.locale, ACCEPT_INVITE_PAGE);
        await notify.personIn(tx, unit, {
          userId: account.id,
          kind: 'invitations',
          texts: (reader) => teamInviteNotification(reader, company, inviterName),
          notice: { code: 'team_invite', params: { company, inviter: inviterName } },
          link: { inApp: link, app: link },
        });
      }
      return created;
    });
  };

  const cancelInvite = async (user: AuthUser, id: number): Promise<void> => {
    const companyId = await requireOwner(user);
    if (!(await repo.deleteInvite(companyId, id))) throw new AppError('NOT_FOUND', 'Invitation not found');
  };

  const updateMember = async (user: AuthUser, userId: number, body: UpdateTeamMemberBody): Promise<TeamMember> =>
    db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const companyId = await requireOwner(user, tx);
      const target = await repo.member(companyId, userId, tx);
      if (!target) throw memberNotFound();
      if (target.user_id === user.id) throw fieldError('params.user_id', 'team_self');
      // One owner: making a member the owner hands the company over (the caller becomes a recruiter).
      if (body.role === 'owner') await repo.setOwner(tx, companyId, target.user_id);
      return (await repo.member(companyId, userId, tx)) as TeamMember;
    });

  const removeMember = async (user: AuthUser, userId: number): Promise<void> => {
    const ended = await db.transaction(async (t) => {
      const tx = t as unknown as Database;
      const companyId = await requireOwner(user, tx);
      const target = await repo.member(companyId, userId, tx);
      if (!target) throw memberNotFound();
      if (target.user_id === user.id) throw fieldError('params.user_id', 'team_self');
      return repo.removeMember(tx, companyId, target.user_id, user.id);
    });
    // Every instance forgets the member's cached sessions at once: the next call is a 401.
    await events.publish({ kind: 'user', userId });
    for (const sessionId of ended) await events.publish({ kind: 'session', sessionId });
  };

  const responsiveness = async (user: AuthUser): Promise<{ items: MemberResponsiveness[] }> => {
    const companyId = await requireOwner(user);
    return { items: await repo.responsiveness(companyId) };
  };

  return { get, invite, cancelInvite, updateMember, removeMember, responsiveness };
};

export type TeamService = ReturnType<typeof createTeamService>;

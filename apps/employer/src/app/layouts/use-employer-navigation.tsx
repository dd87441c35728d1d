import { SignOutButton } from '@jobs/auth';
import { useUnreadCount } from '@jobs/chat';
import type { NavItem } from '@jobs/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { CANDIDATES_PATH } from '../candidates/candidate-paths';
import { CHATS_PATH } from '../chats/chat-paths';
import { INTERVIEWS_PATH } from '../interviews/interview-paths';
import { LOGIN_PATH } from '../guards';
import { RESUMES_PATH } from '../resumes/resume-paths';
import { TEAM_PATH } from '../team/team-queries';
import { EmployerAccount, PROFILE_PATH } from './employer-account';

/** The employer's menu ("Candidates", "Chats" with the unread total) and the header's user area: who is signed in, and Sign out (every layout page is signed in). */
export function useEmployerNavigation() {
  const unreadCount = useUnreadCount();
  const { t } = useLingui();
  const navItems: NavItem[] = [
    { to: '/employer', label: t`Dashboard`, end: true },
    { to: '/employer/vacancies', label: t`Vacancies` },
    { to: CANDIDATES_PATH, label: t`Candidates` },
    { to: INTERVIEWS_PATH, label: t`Interviews` },
    { to: RESUMES_PATH, label: t`Résumés` },
    {
      to: CHATS_PATH,
      label: t`Chats`,
      badge: unreadCount,
      badgeLabel: t`Chats, ${plural(unreadCount, { one: '# unread message', other: '# unread messages' })}`,
    },
    { to: TEAM_PATH, label: t`Team` },
    { to: PROFILE_PATH, label: t`Profile` },
  ];
  const userArea = (
    <>
      <EmployerAccount />
      {/* On a phone these two wait in the open menu: the bar keeps the name (it ran off the screen). */}
      <span data-header-menu-only>
        <Link to="/employer/settings">
          <Trans context="account settings link">Settings</Trans>
        </Link>
        <SignOutButton loginPath={LOGIN_PATH} />
      </span>
    </>
  );
  return { navItems, userArea };
}

import { SignOutButton } from '@jobs/auth';
import { JobHeaderEditorLayout, type NavItem } from '@jobs/ui';
import { HOME_PATH, LOGIN_PATH } from '../guards';

const NAV_ITEMS: NavItem[] = [
  { to: '/edit-vacancies-list', label: 'Vacancies', end: true },
  { to: '/edit-vacancies-list/similar', label: 'Similar' },
  { to: '/edit-vacancies-list/recommended', label: 'Recommended' },
  { to: '/edit-vacancies-list/no-experience', label: 'No experience' },
  { to: '/admin/chat', label: 'Chats' },
];

/** The vacancy editors' area: the job-header-editor layout with their menu. */
export function EditorLayout() {
  return (
    <JobHeaderEditorLayout
      homePath={HOME_PATH}
      navItems={NAV_ITEMS}
      userArea={<SignOutButton loginPath={LOGIN_PATH} />}
    />
  );
}

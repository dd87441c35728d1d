import { meQuery, SignOutButton } from '@jobs/auth';
import { ImageBaseUrlProvider, JobHeaderEditorLayout, type NavItem } from '@jobs/ui';
import { ThirdPartyIdentity, useApiClient, useRuntimeConfig } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { HOME_PATH, LOGIN_PATH } from '../guards';

const NAV_ITEMS: NavItem[] = [
  { to: '/edit-vacancies-list', label: 'Vacancies', end: true },
  { to: '/edit-vacancies-list/similar', label: 'Similar' },
  { to: '/edit-vacancies-list/recommended', label: 'Recommended' },
  { to: '/edit-vacancies-list/no-experience', label: 'No experience' },
  { to: '/edit-vacancies-list/audit', label: 'Audit log' },
  { to: '/edit-vacancies-list/assistant', label: 'Assistant' },
  { to: '/admin/chat', label: 'Chats' },
];

/** The vacancy editors' area: the job-header-editor layout with their menu. */
export function EditorLayout() {
  // The signed-in editor, for push and analytics.
  const { data: me } = useQuery(meQuery(useApiClient()));
  const { apiBaseUrl } = useRuntimeConfig();
  return (
    <ImageBaseUrlProvider baseUrl={apiBaseUrl}>
      <ThirdPartyIdentity userId={me?.id} role="editor" />
      <JobHeaderEditorLayout
        homePath={HOME_PATH}
        navItems={NAV_ITEMS}
        userArea={<SignOutButton loginPath={LOGIN_PATH} />}
      />
    </ImageBaseUrlProvider>
  );
}

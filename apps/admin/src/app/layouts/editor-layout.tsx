import { meQuery, SignedInAs, SignOutButton } from '@jobs/auth';
import { useUnreadCount } from '@jobs/chat';
import { ImageBaseUrlProvider, JobHeaderEditorLayout, type NavItem } from '@jobs/ui';
import { ThirdPartyIdentity } from '@jobs/app-shell';
import { useApiClient, useRuntimeConfig } from '@jobs/web-platform';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { HOME_PATH, LOGIN_PATH } from '../guards';

const CHATS_PATH = '/admin/chat';

const NAV_ITEMS = [
  { to: '/edit-vacancies-list', label: msg`Vacancies`, end: true },
  { to: '/edit-vacancies-list/similar', label: msg`Similar` },
  { to: '/edit-vacancies-list/recommended', label: msg`Recommended` },
  { to: '/edit-vacancies-list/no-experience', label: msg`No experience` },
  { to: '/edit-vacancies-list/categories', label: msg`Categories` },
  { to: '/edit-vacancies-list/reports', label: msg`Reports` },
  { to: '/edit-vacancies-list/audit', label: msg`Audit log` },
  { to: '/edit-vacancies-list/assistant', label: msg`Assistant` },
  { to: CHATS_PATH, label: msg`Chats` },
];

/** The vacancy editors' area: the job-header-editor layout with their menu («Chats» with the unread total). */
export function EditorLayout() {
  // The signed-in editor, for push and analytics.
  const { data: me } = useQuery(meQuery(useApiClient()));
  const { apiBaseUrl } = useRuntimeConfig();
  const { t, i18n } = useLingui();
  // The editor's chats' unread total, from the app root's chat store (polled, see EditorChatRoot).
  const unreadCount = useUnreadCount();
  const navItems: NavItem[] = NAV_ITEMS.map((item) =>
    item.to === CHATS_PATH
      ? {
          ...item,
          label: i18n._(item.label),
          badge: unreadCount,
          badgeLabel: t`Chats, ${plural(unreadCount, { one: '# unread message', other: '# unread messages' })}`,
        }
      : { ...item, label: i18n._(item.label) },
  );
  return (
    <ImageBaseUrlProvider baseUrl={apiBaseUrl}>
      <ThirdPartyIdentity userId={me?.id} role="editor" />
      <JobHeaderEditorLayout
        accessibilityPath="/edit-vacancies-list/accessibility"
        homePath={HOME_PATH}
        navItems={navItems}
        userArea={
          <>
            <Link to="/edit-vacancies-list/settings">
              <Trans context="account settings link">Settings</Trans>
            </Link>
            <SignedInAs profilePath="/edit-vacancies-list/account" />
            <SignOutButton loginPath={LOGIN_PATH} />
          </>
        }
      />
    </ImageBaseUrlProvider>
  );
}

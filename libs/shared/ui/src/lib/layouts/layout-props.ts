import type { ReactNode } from 'react';
import type { MenuLocale } from '../settings-menu/settings-menu';

/** One link of a header's navigation. */
export type NavItem = {
  to: string;
  label: string;
  /** Active only on an exact match (for a home link). */
  end?: boolean;
  /** A count shown after the label (e.g. unread messages); hidden when 0 or absent, "99+" above 99. */
  badge?: number;
  /** The link's accessible name while the badge shows; `‹label›, ‹badge› unread` by default. */
  badgeLabel?: string;
};

/** What every layout accepts: the app fills in its links and its user area. */
export type LayoutProps = {
  /** Product name next to the logo. */
  brand?: string;
  /** Where the logo leads. */
  homePath?: string;
  navItems?: NavItem[];
  /**
   * The user's area at the right of the header: sign-in link, profile, sign-out button. On a phone
   * its children marked `data-header-menu-only` (wrappers: settings, sign out) show only in the open
   * menu, so the bar stays one row: logo, account, menu (issue 30).
   */
  userArea?: ReactNode;
  onSelectLocale?: (locale: MenuLocale) => void;
  /** The app's accessibility statement, linked from the settings menu. */
  accessibilityPath?: string;
};

import { useI18n } from '@jobs/i18n';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { SettingsMenu } from '../settings-menu/settings-menu';
import type { LayoutProps, NavItem } from './layout-props';
import styles from './layouts.module.css';

export type LayoutShellProps = LayoutProps & {
  /** `nav-menu`: header plus a navigation bar; `job-header`: one compact row; `plain`: logo only. */
  variant: 'plain' | 'nav-menu' | 'job-header';
  tone?: 'seeker' | 'employer' | 'editor';
  /** A tag after the logo naming the area, e.g. "Employer". */
  badge?: string;
};

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.navLink} ${styles.navLinkActive}` : styles.navLink;

const MAX_SHOWN_BADGE = 99;

function NavItemLink({ item }: { item: NavItem }) {
  const { i18n } = useI18n();
  const count = item.badge !== undefined && item.badge > 0 ? Math.floor(item.badge) : 0;
  return (
    <NavLink
      to={item.to}
      end={item.end}
      className={navLinkClass}
      // The count is read as part of the name ("Chats, 3 unread"), not as a bare number.
      aria-label={
        count > 0
          ? (item.badgeLabel ??
            i18n._({ id: 'nav.unreadLabel', message: '{label}, {count} unread', values: { label: item.label, count } }))
          : undefined
      }
    >
      {item.label}
      {count > 0 && (
        <span className={styles.navBadge} aria-hidden="true">
          {count > MAX_SHOWN_BADGE ? `${MAX_SHOWN_BADGE}+` : count}
        </span>
      )}
    </NavLink>
  );
}

function NavList({ items, className }: { items: NavItem[]; className: string }) {
  const { i18n } = useI18n();
  return (
    <nav aria-label={i18n._({ id: 'nav.main', message: 'Main' })} className={className}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.to}>
            <NavItemLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame the six layouts share: skip link, header, main region with the route's outlet. */
export function LayoutShell({
  variant,
  tone = 'seeker',
  badge,
  brand = 'Jobs',
  homePath = '/',
  navItems = [],
  userArea,
  onSelectLocale,
}: LayoutShellProps) {
  const { i18n } = useI18n();
  const showInlineNav = variant === 'job-header' && navItems.length > 0;
  const showNavBar = variant === 'nav-menu' && navItems.length > 0;
  return (
    <div className={styles.page} data-tone={tone}>
      <a className={styles.skipLink} href="#main-content">
        {i18n._({ id: 'layout.skipToContent', message: 'Skip to content' })}
      </a>
      <header className={`${styles.header} ${variant === 'job-header' ? styles.headerJob : ''}`}>
        <div className={styles.headerRow}>
          <Link to={homePath} className={styles.logo}>
            <span className={styles.logoMark} aria-hidden="true">
              J
            </span>
            <span>{brand}</span>
          </Link>
          {badge && <span className={styles.badge}>{badge}</span>}
          {showInlineNav && <NavList items={navItems} className={styles.inlineNav} />}
          <div className={styles.spacer} />
          {userArea && <div className={styles.userArea}>{userArea}</div>}
          <SettingsMenu onSelectLocale={onSelectLocale} />
        </div>
        {showNavBar && (
          <div className={styles.navBar}>
            <NavList items={navItems} className={styles.navBarInner} />
          </div>
        )}
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

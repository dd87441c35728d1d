import { useI18n } from '@jobs/i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
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
  const count = badgeCount(item.badge);
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

const badgeCount = (badge: number | undefined) => (badge !== undefined && badge > 0 ? Math.floor(badge) : 0);

function NavList({
  items,
  className,
  id,
  open,
  onKeyDown,
}: {
  items: NavItem[];
  className: string;
  id: string;
  open: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const { i18n } = useI18n();
  return (
    <nav
      id={id}
      aria-label={i18n._({ id: 'nav.main', message: 'Main' })}
      className={`${className} ${styles.collapsible}`}
      data-open={open}
      onKeyDown={onKeyDown}
    >
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

/**
 * The navigation as a disclosure on narrow screens (below 56rem the links collapse behind a menu
 * button): the button says whether it is open (aria-expanded), opening moves focus to the first
 * link, Escape closes and returns focus to the button, and so do a click outside and a navigation.
 * On wider screens the button is not shown and every link is (they wrap, never clip or scroll).
 */
function useNavDisclosure() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const navId = useId();
  const { pathname } = useLocation();

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return;
    document.getElementById(navId)?.querySelector<HTMLElement>('a')?.focus();
    const closeOnOutsideClick = (event: PointerEvent) => {
      const target = event.target as Node;
      if (buttonRef.current?.contains(target) || document.getElementById(navId)?.contains(target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open, navId]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  };

  return { open, toggle: () => setOpen((value) => !value), buttonRef, navId, onKeyDown };
}

/**
 * Keeps the sticky header's height in `--ui-header-height` on the document, so what floats over the
 * page (the toasts) can sit just below it.
 */
function useHeaderHeight() {
  const headerRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = headerRef.current;
    if (!header || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const update = () => root.style.setProperty('--ui-header-height', `${header.getBoundingClientRect().height}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(header);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--ui-header-height');
    };
  }, []);
  return headerRef;
}

function MenuButton({
  items,
  open,
  navId,
  onClick,
  onKeyDown,
  buttonRef,
}: {
  items: NavItem[];
  open: boolean;
  navId: string;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { i18n } = useI18n();
  const label = i18n._({ id: 'nav.menu', message: 'Menu' });
  // The unread counts of the hidden links, so they stay in sight while the menu is closed.
  const count = items.reduce((sum, item) => sum + badgeCount(item.badge), 0);
  return (
    <button
      ref={buttonRef}
      type="button"
      className={styles.menuButton}
      aria-expanded={open}
      aria-controls={navId}
      aria-label={
        count > 0
          ? i18n._({ id: 'nav.unreadLabel', message: '{label}, {count} unread', values: { label, count } })
          : undefined
      }
      onClick={onClick}
      onKeyDown={onKeyDown}
    >
      <span className={styles.menuIcon} aria-hidden="true" data-open={open} />
      {/* On a phone only the icon shows (the bar stays one row); the word is still the button's name. */}
      <span className={styles.menuLabel}>{label}</span>
      {count > 0 && (
        <span className={styles.navBadge} aria-hidden="true">
          {count > MAX_SHOWN_BADGE ? `${MAX_SHOWN_BADGE}+` : count}
        </span>
      )}
    </button>
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
  accessibilityPath,
}: LayoutShellProps) {
  const { i18n } = useI18n();
  const showInlineNav = variant === 'job-header' && navItems.length > 0;
  const showNavBar = variant === 'nav-menu' && navItems.length > 0;
  const disclosure = useNavDisclosure();
  const headerRef = useHeaderHeight();
  const navProps = { items: navItems, id: disclosure.navId, open: disclosure.open, onKeyDown: disclosure.onKeyDown };
  return (
    <div className={styles.page} data-tone={tone}>
      <a className={styles.skipLink} href="#main-content">
        {i18n._({ id: 'layout.skipToContent', message: 'Skip to content' })}
      </a>
      <header
        ref={headerRef}
        className={`${styles.header} ${variant === 'job-header' ? styles.headerJob : ''}`}
        data-menu-open={disclosure.open}
      >
        <div className={styles.headerRow}>
          <Link to={homePath} className={styles.logo}>
            <span className={styles.logoMark} aria-hidden="true">
              J
            </span>
            <span>{brand}</span>
          </Link>
          {badge && <span className={styles.badge}>{badge}</span>}
          {showInlineNav && <NavList {...navProps} className={styles.inlineNav} />}
          <div className={styles.spacer} />
          {userArea && <div className={styles.userArea}>{userArea}</div>}
          <SettingsMenu onSelectLocale={onSelectLocale} accessibilityPath={accessibilityPath} />
          {(showInlineNav || showNavBar) && (
            <MenuButton
              items={navItems}
              open={disclosure.open}
              navId={disclosure.navId}
              onClick={disclosure.toggle}
              onKeyDown={disclosure.onKeyDown}
              buttonRef={disclosure.buttonRef}
            />
          )}
        </div>
        {showNavBar && (
          <div className={styles.navBar}>
            <NavList {...navProps} className={styles.navBarInner} />
          </div>
        )}
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}

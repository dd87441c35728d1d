import { LOCALE_NAMES, useI18n, useLocale, type Locale } from '@jobs/i18n';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import styles from './settings-menu.module.css';

/** A locale the menu can offer. */
export type MenuLocale = Locale;

export type SettingsMenuProps = {
  /** Called with the chosen locale (after the LocaleProvider, when there is one, has been asked to switch). */
  onSelectLocale?: (locale: MenuLocale) => void;
  /** The app's accessibility statement, offered at the menu's end (issue 30). */
  accessibilityPath?: string;
};

/**
 * The language options: 'Русский' always (spec §2), and 'English' (issue 6), also while the interface
 * is already in English: picking the language shown is how a visitor who closed the translation
 * banner keeps English (design/product.md, "The translation banner"). Without a LocaleProvider only
 * 'Русский' is offered.
 */
const localeOptions = (current: Locale | null): MenuLocale[] => (current === null ? ['ru'] : ['ru', 'en']);

/** A settings icon button opening a small menu with the language option. */
export function SettingsMenu({ onSelectLocale, accessibilityPath }: SettingsMenuProps) {
  const { i18n } = useI18n();
  const localeContext = useLocale();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const buttonId = useId();
  const menuId = useId();

  const items = (): HTMLElement[] =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const handlePointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [open]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case 'ArrowDown':
        event.preventDefault();
        list[(index + 1) % list.length]?.focus();
        break;
      case 'ArrowUp':
        event.preventDefault();
        list[(index - 1 + list.length) % list.length]?.focus();
        break;
      case 'Home':
        event.preventDefault();
        list[0]?.focus();
        break;
      case 'End':
        event.preventDefault();
        list[list.length - 1]?.focus();
        break;
    }
  };

  const handleSelect = (locale: MenuLocale) => {
    // Also the language already shown: picking it is the visitor's choice, remembered (the
    // translation banner then no longer asks or switches, design/product.md).
    if (localeContext) void localeContext.setLocale(locale);
    onSelectLocale?.(locale);
    close(true);
  };

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-label={i18n._({ id: 'settings.label', message: 'Settings' })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={handleButtonKeyDown}
      >
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M19.14 12.94a7.5 7.5 0 0 0 .05-.94 7.5 7.5 0 0 0-.05-.94l2.03-1.58a.5.5 0 0 0 .12-.64l-1.92-3.32a.5.5 0 0 0-.6-.22l-2.39.96a7.3 7.3 0 0 0-1.63-.94l-.36-2.54A.5.5 0 0 0 13.9 2.4h-3.84a.5.5 0 0 0-.49.42l-.36 2.54a7.3 7.3 0 0 0-1.63.94l-2.39-.96a.5.5 0 0 0-.6.22L2.67 8.88a.5.5 0 0 0 .12.64l2.03 1.58a7.6 7.6 0 0 0 0 1.88l-2.03 1.58a.5.5 0 0 0-.12.64l1.92 3.32a.5.5 0 0 0 .6.22l2.39-.96c.5.38 1.05.7 1.63.94l.36 2.54a.5.5 0 0 0 .49.42h3.84a.5.5 0 0 0 .49-.42l.36-2.54a7.3 7.3 0 0 0 1.63-.94l2.39.96a.5.5 0 0 0 .6-.22l1.92-3.32a.5.5 0 0 0-.12-.64zM12 15.6a3.6 3.6 0 1 1 0-7.2 3.6 3.6 0 0 1 0 7.2z"
          />
        </svg>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.menu}
          onKeyDown={handleMenuKeyDown}
        >
          <div className={styles.caption} aria-hidden="true">
            {i18n._({ id: 'settings.language', message: 'Language' })}
          </div>
          {localeOptions(localeContext?.locale ?? null).map((code) => (
            <button
              key={code}
              type="button"
              role="menuitem"
              lang={code}
              // The language shown now (a check mark; read as "current").
              aria-current={code === localeContext?.locale ? 'true' : undefined}
              tabIndex={-1}
              className={styles.item}
              onClick={() => handleSelect(code)}
            >
              {LOCALE_NAMES[code]}
            </button>
          ))}
          {accessibilityPath && (
            <Link
              to={accessibilityPath}
              role="menuitem"
              tabIndex={-1}
              className={`${styles.item} ${styles.separated}`}
              onClick={() => close(false)}
            >
              {i18n._({ id: 'settings.accessibility', message: 'Accessibility' })}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}

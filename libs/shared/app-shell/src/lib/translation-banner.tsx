import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { DEFAULT_LOCALE, LOCALE_NAMES, readLocaleCookie, useI18n, useLocale, type Locale } from '@jobs/i18n';
import styles from './translation-banner.module.css';

/** Spec §9: an unanswered banner switches to Russian after 5 s… */
export const BANNER_AUTO_SWITCH_MS = 5_000;
/** …and, after a close, the banner shows again for 1 s once Russian is set. */
export const BANNER_REDISPLAY_MS = 1_000;

/**
 * - `asking`: the page started in English; the banner is open and the page behind it blurred.
 * - `closed`: closed by the user; Russian follows after 5 s.
 * - `notice`: Russian has been set after a close; the banner shows briefly.
 * - `hidden`: done.
 */
type Phase = 'asking' | 'closed' | 'notice' | 'hidden';

export type TranslationBannerProps = {
  /** The element blurred while the banner asks (the app's root). */
  blurTargetId?: string;
};

/**
 * The translation banner of spec §4: when the page starts in English it asks 'Translate this page?'
 * ('English — Русский', OK) over a blurred page. Unanswered for 5 s, the interface switches to
 * Russian. OK sets the chosen language and hides it. Closed, Russian is set 5 s later, and the
 * banner shows again briefly (1 s).
 *
 * Only until the visitor has chosen (design/product.md, "The translation banner"): OK or a language
 * picked in the settings menu records the choice in the locale cookie, and from then on an English
 * page loads in English with no banner. The automatic switches are not a choice and record nothing,
 * so a visitor who never answered is asked again on the next English page.
 */
export function TranslationBanner({ blurTargetId = 'root' }: TranslationBannerProps) {
  const localeContext = useLocale();
  const { i18n } = useI18n();
  const startLocale = useRef(localeContext?.locale).current;
  // Read once, at the first render: a choice made before this page loaded.
  const [chosenBefore] = useState(() => readLocaleCookie() !== null);
  const [phase, setPhase] = useState<Phase>(startLocale === 'en' && !chosenBefore ? 'asking' : 'hidden');
  const [choice, setChoice] = useState<Locale>(startLocale ?? DEFAULT_LOCALE);
  const okRef = useRef<HTMLButtonElement>(null);
  const setLocale = localeContext?.setLocale;

  // The timers of the current phase: asking → Russian after 5 s; closed → Russian after 5 s, then a
  // brief notice; notice → hidden after 1 s.
  useEffect(() => {
    if (!setLocale) return;
    if (phase === 'asking' || phase === 'closed') {
      const timer = window.setTimeout(() => {
        // Chosen meanwhile (the settings menu, after a close): the choice holds.
        if (readLocaleCookie() !== null) {
          setPhase('hidden');
          return;
        }
        setPhase(phase === 'asking' ? 'hidden' : 'notice');
        void setLocale(DEFAULT_LOCALE, { remember: false });
      }, BANNER_AUTO_SWITCH_MS);
      return () => window.clearTimeout(timer);
    }
    if (phase === 'notice') {
      const timer = window.setTimeout(() => setPhase('hidden'), BANNER_REDISPLAY_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [phase, setLocale]);

  // The page behind the open banner is blurred and out of reach (keyboard and screen readers).
  useEffect(() => {
    if (phase !== 'asking') return;
    const target = document.getElementById(blurTargetId);
    if (!target) return;
    target.classList.add(styles.blurred);
    target.inert = true;
    okRef.current?.focus();
    return () => {
      target.classList.remove(styles.blurred);
      target.inert = false;
    };
  }, [phase, blurTargetId]);

  if (!localeContext || phase === 'hidden' || phase === 'closed') return null;

  const confirm = () => {
    setPhase('hidden');
    void localeContext.setLocale(choice);
  };

  const option = (locale: Locale) => (
    <button
      type="button"
      lang={locale}
      className={styles.option}
      aria-pressed={choice === locale}
      onClick={() => setChoice(locale)}
    >
      {LOCALE_NAMES[locale]}
    </button>
  );

  return createPortal(
    <div className={styles.banner} role="region" aria-label={i18n._({ id: 'banner.label', message: 'Translation' })}>
      <p className={styles.question} id="translation-banner-title">
        {i18n._({ id: 'banner.question', message: 'Translate this page?' })}
      </p>
      <p className={styles.languages}>
        {option('en')}
        <span aria-hidden="true"> — </span>
        {option('ru')}
      </p>
      <button ref={okRef} type="button" className={styles.ok} onClick={confirm}>
        {i18n._({ id: 'banner.ok', message: 'OK' })}
      </button>
      <button
        type="button"
        className={styles.close}
        aria-label={i18n._({ id: 'banner.close', message: 'Close' })}
        onClick={() => setPhase('closed')}
      >
        ×
      </button>
    </div>,
    document.body,
  );
}

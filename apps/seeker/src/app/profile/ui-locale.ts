import type { Locale } from '@jobs/contracts';

/** The language of API-made words (country names, reasons, services) until the app has a locale switch. */
export const UI_LOCALE: Locale = 'en';

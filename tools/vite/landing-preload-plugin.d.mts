import type { Plugin } from 'vite';

export declare function landingPreloadPlugin(options: {
  /** Path regular expression (for the path without a locale prefix) → the landing page's module. */
  pages: Record<string, string>;
  /** Modules whose chunks every start loads: plain modulepreload tags. */
  always?: string[];
  /** Locale → the modules a start in that locale loads (its catalogs). */
  locales?: Record<string, string[]>;
  /** The locale of paths without a prefix; every other locale is the prefix `/<locale>`. */
  defaultLocale?: string;
  /** Queue the work in `window.__jobsAfterPaint` for start-after-paint-plugin's starter instead of running it at once. */
  afterPaint?: boolean;
}): Plugin;

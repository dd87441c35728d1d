import { stripLocalePrefix } from '@jobs/i18n';

/**
 * A notification's `link` as a path of this app for the router, which adds the page's locale
 * prefix itself: `/applications/5` stays, `/en/applications/5` loses its prefix (the toast opens
 * it in the language on screen), and anything not a path of ours (`//host`, `https://…`) is null.
 */
export const appLinkOf = (link: string): string | null => {
  const trimmed = link.trim();
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  const url = new URL(trimmed, 'http://local');
  return `${stripLocalePrefix(url.pathname)}${url.search}${url.hash}`;
};

import { stripLocalePrefix } from '@jobs/i18n';

/**
 * The pages of the platform's other apps a seeker's notification may open (a page load, not this
 * app's router): a company's team invitation for the address of this account.
 */
const OTHER_APP_PAGES = [/^\/employer\/accept-invite$/];

/**
 * A notification's `link` as a path of this app for the router, which adds the page's locale
 * prefix itself: `/applications/5` stays, `/en/applications/5` loses its prefix (the toast opens
 * it in the language on screen). An absolute link to one of `OTHER_APP_PAGES` stays whole (the
 * navigation loads it); anything else not a path of ours (`//host`, `https://…`) is null.
 */
export const appLinkOf = (link: string): string | null => {
  const trimmed = link.trim();
  if (/^https?:\/\//i.test(trimmed)) {
    const url = new URL(trimmed);
    return OTHER_APP_PAGES.some((page) => page.test(stripLocalePrefix(url.pathname))) ? url.href : null;
  }
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.startsWith('/\\')) return null;
  const url = new URL(trimmed, 'http://local');
  return `${stripLocalePrefix(url.pathname)}${url.search}${url.hash}`;
};

/** Goes to a notification's link: this app's path through the router, another app's page by a page load. */
export const openAppLink = (navigate: (path: string) => void, path: string): void => {
  if (/^https?:\/\//i.test(path)) window.location.assign(path);
  else navigate(path);
};

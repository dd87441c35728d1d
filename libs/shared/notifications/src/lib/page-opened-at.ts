/**
 * When this page was opened (ms since the epoch), captured once when the bundle loads. The
 * poller sends it as `user_opened_site`, so arriving on the site does not replay old toasts.
 */
export const PAGE_OPENED_AT: number = Date.now();

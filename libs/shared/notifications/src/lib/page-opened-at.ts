/**
 * When the visitor opened this page (ms since the epoch): the page's load time
 * (`performance.timeOrigin`), not the moment this module loaded. The poller sends it as
 * `user_opened_site` (spec §6; the API returns the unread notifications created at or after it), so
 * arriving on the site does not replay old toasts, while a message that arrives after the page
 * opened (e.g. while the seeker signs in, before the signed-in chunk and its poller load) still does.
 */
export const pageOpenedAt = (): number =>
  Math.floor(typeof performance !== 'undefined' && performance.timeOrigin > 0 ? performance.timeOrigin : Date.now());

export const PAGE_OPENED_AT: number = pageOpenedAt();

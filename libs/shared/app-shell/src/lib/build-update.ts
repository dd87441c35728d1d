/** Spec §9: the app looks for a new build about every hour. */
export const BUILD_CHECK_INTERVAL_MS = 3_600_000;
/** Written by tools/vite/build-info-plugin.mjs next to index.html on every build. */
export const LATEST_BUILD_URL = '/latest-build.json';
/** The meta tag holding the running build's id (absent in `vite serve`, which turns the check off). */
export const BUILD_ID_META = 'app-build-id';

/** The id of the build this page runs, or null when the page was not built (dev server, tests). */
export const readRunningBuildId = (doc: Document = document): string | null =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${BUILD_ID_META}"]`)?.content || null;

/**
 * The id of the newest build on the server, or null when it cannot be told (offline, missing file,
 * the SPA fallback answering HTML): an unknown answer never offers a reload.
 */
export const fetchLatestBuildId = async (
  url: string = LATEST_BUILD_URL,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<string | null> => {
  try {
    const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null) return null;
    const { buildId } = body as { buildId?: unknown };
    return typeof buildId === 'string' && buildId !== '' ? buildId : null;
  } catch {
    return null;
  }
};

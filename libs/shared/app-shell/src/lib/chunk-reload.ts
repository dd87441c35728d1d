/** Spec §4, §9: a failed chunk reloads the page, but not again within 10 s (no reload loop). */
export const CHUNK_RELOAD_GUARD_MS = 10_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'app:chunk-reload-at';

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /importing a module script failed/i,
  /unable to preload css/i,
  /loading (css )?chunk .* failed/i,
];

/** Whether an error is a page chunk (JS or CSS) that failed to load, typically after a new deploy. */
export const isChunkLoadError = (error: unknown): boolean => {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message));
};

export type ChunkReloadEnvironment = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
};

const browserEnvironment = (): ChunkReloadEnvironment => ({
  storage: window.sessionStorage,
  now: () => Date.now(),
  reload: () => window.location.reload(),
});

let reloading = false;

/** For tests: forget that a reload was started by this page. */
export const resetChunkReloadState = (): void => {
  reloading = false;
};

/**
 * Reloads the page after a chunk failed to load, unless this tab already did so less than 10 s ago.
 * Returns true when a reload is under way (the caller should wait for it), false when the guard
 * stopped it (the caller should show the error page instead).
 */
export const reloadAfterChunkError = (env: ChunkReloadEnvironment = browserEnvironment()): boolean => {
  if (reloading) return true;
  const now = env.now();
  let last = Number.NaN;
  try {
    last = Number(env.storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  } catch {
    // Storage blocked: without the guard a reload could loop, so do not reload.
    return false;
  }
  if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_GUARD_MS) return false;
  try {
    env.storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reloading = true;
  env.reload();
  return true;
};

/**
 * Listens for Vite's `vite:preloadError` (a lazy chunk or its CSS failed): reloads once, guarded.
 * When the guard stops the reload the error goes on to the router, which shows the error page.
 * Returns the function that removes the listener.
 */
export const installChunkErrorReload = (
  target: Window = window,
  env: ChunkReloadEnvironment = browserEnvironment(),
): (() => void) => {
  const handle = (event: Event) => {
    if (reloadAfterChunkError(env)) event.preventDefault();
  };
  target.addEventListener('vite:preloadError', handle);
  return () => target.removeEventListener('vite:preloadError', handle);
};

/** Never settles: what a failed lazy import returns while the page reloads (no error page flash). */
const pending = <T>(): Promise<T> => new Promise<T>(() => undefined);

/** Wraps a lazy import so that a chunk-load failure reloads the page (guarded) instead of failing. */
export const reloadOnChunkError =
  <T>(load: () => Promise<T>, env?: ChunkReloadEnvironment): (() => Promise<T>) =>
  () =>
    load().catch((error: unknown) => {
      if (isChunkLoadError(error) && reloadAfterChunkError(env)) return pending<T>();
      throw error;
    });

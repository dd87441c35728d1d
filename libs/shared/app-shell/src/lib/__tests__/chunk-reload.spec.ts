import type { RouteObject } from 'react-router';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  installChunkErrorReload,
  isChunkLoadError,
  reloadAfterChunkError,
  reloadOnChunkError,
  resetChunkReloadState,
  type ChunkReloadEnvironment,
} from '../chunk-reload';
import { withChunkReload } from '../lazy-routes';

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://x/assets/page-abc.js');

const environment = (start = 1_000_000) => {
  const store = new Map<string, string>();
  let now = start;
  const env: ChunkReloadEnvironment = {
    storage: { getItem: (key) => store.get(key) ?? null, setItem: (key, value) => void store.set(key, value) },
    now: () => now,
    reload: vi.fn(),
  };
  return { env, store, advance: (ms: number) => (now += ms) };
};

describe('chunk-load failures', () => {
  beforeEach(() => resetChunkReloadState());

  it('recognises the browsers’ chunk-load errors and nothing else', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(Object.assign(new Error('x'), { name: 'ChunkLoadError' }))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once and stamps the time in session storage', () => {
    const { env, store } = environment();
    expect(reloadAfterChunkError(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
    expect(store.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('1000000');
    // The same page failing again while the reload is under way does not reload twice.
    expect(reloadAfterChunkError(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload again within 10 s of the last reload (the reloaded page fails too)', () => {
    const { env, advance } = environment();
    reloadAfterChunkError(env);
    resetChunkReloadState(); // the reloaded page
    advance(CHUNK_RELOAD_GUARD_MS - 1);
    expect(reloadAfterChunkError(env)).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads again once 10 s have passed', () => {
    const { env, advance } = environment();
    reloadAfterChunkError(env);
    resetChunkReloadState();
    advance(CHUNK_RELOAD_GUARD_MS);
    expect(reloadAfterChunkError(env)).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when session storage is blocked (no guard, no loop)', () => {
    const { env } = environment();
    env.storage.getItem = () => {
      throw new Error('SecurityError');
    };
    expect(reloadAfterChunkError(env)).toBe(false);
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('handles vite:preloadError: reload and swallow the error, or let it through when guarded', () => {
    const { env } = environment();
    const target = new EventTarget() as Window;
    const remove = installChunkErrorReload(target, env);
    const first = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);
    expect(env.reload).toHaveBeenCalledTimes(1);

    resetChunkReloadState();
    const second = new Event('vite:preloadError', { cancelable: true });
    target.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    expect(env.reload).toHaveBeenCalledTimes(1);
    remove();
  });

  it('a lazy import that fails to load waits for the reload; past the guard it fails (error page)', async () => {
    const { env } = environment();
    const load = reloadOnChunkError(() => Promise.reject(chunkError()), env);
    const outcome = await Promise.race([
      load().then(
        () => 'resolved',
        () => 'rejected',
      ),
      Promise.resolve('pending'),
    ]);
    expect(outcome).toBe('pending');
    expect(env.reload).toHaveBeenCalledTimes(1);

    resetChunkReloadState();
    await expect(load()).rejects.toThrow('Failed to fetch dynamically imported module');
  });

  it('lets other errors of a lazy import through untouched', async () => {
    const { env } = environment();
    const load = reloadOnChunkError(() => Promise.reject(new Error('boom')), env);
    await expect(load()).rejects.toThrow('boom');
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('wraps every lazy route, nested ones included, and keeps the rest of the route', async () => {
    const page = { Component: () => null };
    const routes: RouteObject[] = [
      { id: 'root', children: [{ path: 'a', lazy: () => Promise.resolve(page), children: [{ path: 'b' }] }] },
    ];
    const wrapped = withChunkReload(routes);
    const child = wrapped[0].children?.[0];
    expect(wrapped[0].id).toBe('root');
    expect(child?.path).toBe('a');
    expect(child?.children).toEqual([{ path: 'b' }]);
    expect(child?.lazy).not.toBe(routes[0].children?.[0].lazy);
    await expect((child?.lazy as () => Promise<unknown>)()).resolves.toBe(page);
  });
});

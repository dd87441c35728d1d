import { act, fireEvent, render, screen } from '@testing-library/react';
import { BUILD_CHECK_INTERVAL_MS, fetchLatestBuildId, readRunningBuildId } from '../build-update';
import { NewBuildNotice } from '../new-build-notice';

const answer = (buildId: string) => async () => Response.json({ buildId, builtAt: '2026-11-21T10:00:00.000Z' });

/** Lets the check's fetch and JSON parsing settle under fake timers. */
const flush = async () => {
  await act(async () => {
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
};

describe('NewBuildNotice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('offers a reload an hour after start when latest-build.json names another build', async () => {
    const fetchImpl = vi.fn(answer('build-2'));
    const onReload = vi.fn();
    render(<NewBuildNotice runningBuildId="build-1" fetchImpl={fetchImpl} onReload={onReload} />);

    await act(async () => vi.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS - 1));
    expect(fetchImpl).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    await flush();

    expect(fetchImpl).toHaveBeenCalledWith('/latest-build.json', expect.objectContaining({ cache: 'no-store' }));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available — Reload');
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('stays hidden while the server still has the running build, checking every hour', async () => {
    const fetchImpl = vi.fn(answer('build-1'));
    render(<NewBuildNotice runningBuildId="build-1" fetchImpl={fetchImpl} />);

    await act(async () => vi.advanceTimersByTime(3 * BUILD_CHECK_INTERVAL_MS));
    await flush();

    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('checks when the tab becomes visible after an hour or more, not sooner', async () => {
    const fetchImpl = vi.fn(answer('build-2'));
    render(<NewBuildNotice runningBuildId="build-1" fetchImpl={fetchImpl} />);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');

    vi.setSystemTime(Date.now() + 10 * 60_000);
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(fetchImpl).not.toHaveBeenCalled();

    // A sleeping laptop: no timer ran, but the clock moved on by more than an hour.
    vi.setSystemTime(Date.now() + BUILD_CHECK_INTERVAL_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    visibility.mockRestore();
  });

  it('can be dismissed', async () => {
    render(<NewBuildNotice runningBuildId="build-1" fetchImpl={vi.fn(answer('build-2'))} />);
    await act(async () => vi.advanceTimersByTime(BUILD_CHECK_INTERVAL_MS));
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not check at all when the page has no build id (dev server)', async () => {
    const fetchImpl = vi.fn(answer('build-2'));
    render(<NewBuildNotice runningBuildId={null} fetchImpl={fetchImpl} />);
    await act(async () => vi.advanceTimersByTime(2 * BUILD_CHECK_INTERVAL_MS));
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});

describe('build ids', () => {
  it('reads the running build id from the meta tag the build wrote', () => {
    const meta = document.createElement('meta');
    meta.name = 'app-build-id';
    meta.content = 'build-7';
    document.head.append(meta);
    expect(readRunningBuildId()).toBe('build-7');
    meta.remove();
    expect(readRunningBuildId()).toBeNull();
  });

  it('treats a failed, HTML or malformed answer as unknown (no reload offered)', async () => {
    expect(await fetchLatestBuildId('/x', async () => new Response('no', { status: 404 }))).toBeNull();
    expect(await fetchLatestBuildId('/x', async () => new Response('<!doctype html>'))).toBeNull();
    expect(await fetchLatestBuildId('/x', async () => Response.json({ buildId: 5 }))).toBeNull();
    expect(
      await fetchLatestBuildId('/x', async () => {
        throw new TypeError('offline');
      }),
    ).toBeNull();
    expect(await fetchLatestBuildId('/x', async () => Response.json({ buildId: 'b' }))).toBe('b');
  });
});

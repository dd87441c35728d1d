import { useEffect, useState } from 'react';
import { BUILD_CHECK_INTERVAL_MS, fetchLatestBuildId, LATEST_BUILD_URL, readRunningBuildId } from './build-update';

export type BuildUpdateCheckOptions = {
  /** The running build's id; read from the page's meta tag by default. Null turns the check off. */
  runningBuildId?: string | null;
  intervalMs?: number;
  url?: string;
  fetchImpl?: typeof fetch;
};

/**
 * Whether a newer build than the running one is out. Checks `latest-build.json` every
 * `intervalMs` (1 h), and also when the tab becomes visible again after at least that long (a
 * sleeping laptop or a background tab skips timers). Stops checking once a new build is found.
 */
export function useBuildUpdateCheck({
  runningBuildId = readRunningBuildId(),
  intervalMs = BUILD_CHECK_INTERVAL_MS,
  url = LATEST_BUILD_URL,
  fetchImpl,
}: BuildUpdateCheckOptions = {}): boolean {
  const [updateAvailable, setUpdateAvailable] = useState(false);

  useEffect(() => {
    if (!runningBuildId || updateAvailable) return;
    let lastCheck = Date.now();
    let stopped = false;
    const check = async () => {
      lastCheck = Date.now();
      const latest = await fetchLatestBuildId(url, fetchImpl);
      if (!stopped && latest !== null && latest !== runningBuildId) setUpdateAvailable(true);
    };
    const timer = window.setInterval(() => void check(), intervalMs);
    const handleVisibility = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= intervalMs) void check();
    };
    document.addEventListener('visibilitychange', handleVisibility);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', handleVisibility);
    };
  }, [runningBuildId, intervalMs, url, fetchImpl, updateAvailable]);

  return updateAvailable;
}

import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Stops the page's clock where it stands (an installed clock runs in real time until then), so no
 * 10 s poll and no 5 s toast timer moves while the test does something elsewhere. `pauseAt` must
 * be given a time ahead of the page's: on a starved machine more than the margin can pass between
 * reading the page's time and pausing (the CI run's "Cannot fast-forward to the past"), so it reads
 * again and retries.
 */
export const holdClock = async (page: Page): Promise<void> => {
  for (let attempt = 1; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 1_000);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
};

/**
 * Moves a held clock on in 200 ms steps until `assertion` passes, looking between the steps: the
 * page's timers (React's, the query cache's, a toast's 5 s, a banner's) fire only as the test says,
 * however slow the machine. The clock stays held afterwards.
 */
export const stepUntil = async (page: Page, assertion: () => Promise<unknown>, timeout = 60_000): Promise<void> => {
  await expect(async () => {
    await page.clock.runFor(200);
    await assertion();
  }).toPass({ timeout, intervals: [50] });
};

/**
 * Steps a held clock until `toast` shows: it does not close while the test looks (a running clock let
 * a starved browser show and close it before the test saw it).
 */
export const stepUntilVisible = (page: Page, toast: Locator, timeout = 15_000): Promise<void> =>
  stepUntil(page, () => expect(toast).toBeVisible({ timeout: 500 }), timeout);

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
 * Moves a held clock on in 200 ms steps until `toast` shows, looking between the steps: the toast's
 * 5 s do not pass while the test looks, however slow the machine (a running clock let a starved
 * browser show and close it before the test saw it). The clock stays held afterwards.
 */
export const stepUntilVisible = async (page: Page, toast: Locator, timeout = 15_000): Promise<void> => {
  await expect(async () => {
    await page.clock.runFor(200);
    await expect(toast).toBeVisible({ timeout: 500 });
  }).toPass({ timeout, intervals: [0] });
};

import { existsSync } from 'node:fs';

/**
 * Debian's Chromium, never a test tool's own download (which cannot be fetched here): its headless shell
 * (package chromium-headless-shell, the same Chromium build without the desktop browser around it), which
 * is what Playwright itself runs headless. It did the same page loads, resizes and screenshots on half the
 * CPU of the full browser in headless mode (4.9 s against 10.3 s for 15 contexts), and Chromium was 69 % of
 * the suite's CPU. `CHROMIUM_PATH=/usr/bin/chromium` runs the suites in the full browser.
 */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium-headless-shell';

/**
 * The full browser, for what the headless shell lacks: Web Push (`PushManager`), without which the push
 * provider's SDK declines to load (the third-party journey checks that it loads and logs the seeker in).
 */
export const FULL_CHROMIUM_PATH = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const assertChromium = (): void => {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run "node tools/ensure-chromium.mjs" (apt-get install -y chromium chromium-headless-shell).`,
    );
  }
};

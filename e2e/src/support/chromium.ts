import { existsSync } from 'node:fs';

/** Debian's Chromium, never a test tool's own download (which cannot be fetched here). */
export const CHROMIUM_PATH = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';

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
      `Chromium not found at ${CHROMIUM_PATH}: run "node tools/ensure-chromium.mjs" (apt-get install -y chromium).`,
    );
  }
};

// Makes sure Debian's Chromium is installed (never a test tool's own download): the browser (Lighthouse, the
// screenshots, a person's `npm start`) and its headless shell, in which the Playwright suites run
// (e2e/src/support/chromium.ts). Both come from the same Debian Chromium build.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = [
  { name: 'chromium', path: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
  { name: 'chromium-headless-shell', path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell' },
];

const missing = PACKAGES.filter(({ path }) => !existsSync(path));
if (missing.length === 0) {
  process.exit(0);
}
const names = missing.map(({ name }) => name);
console.log(
  `Missing: ${missing.map(({ path }) => path).join(', ')}: installing Debian's packages (apt-get install -y ${names.join(' ')})...`,
);
const asRoot = process.getuid?.() === 0;
const run = (args) =>
  execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
try {
  try {
    run(['apt-get', 'install', '-y', '--no-install-recommends', ...names]);
  } catch {
    run(['apt-get', 'update']);
    run(['apt-get', 'install', '-y', '--no-install-recommends', ...names]);
  }
} catch (error) {
  console.error(
    `Could not install Chromium (${error.message}). Install it yourself: apt-get install -y ${names.join(' ')}`,
  );
  process.exit(1);
}
const still = missing.filter(({ path }) => !existsSync(path));
if (still.length > 0) {
  console.error(`apt-get finished but ${still.map(({ path }) => path).join(', ')} is still missing.`);
  process.exit(1);
}

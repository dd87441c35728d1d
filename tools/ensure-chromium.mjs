// Makes sure Debian's Chromium is installed for the Playwright suite (never a test tool's own download).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (existsSync(CHROMIUM)) {
  process.exit(0);
}
console.log(`Chromium is missing at ${CHROMIUM}: installing Debian's package (apt-get install -y chromium)...`);
const asRoot = process.getuid?.() === 0;
const run = (args) =>
  execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
try {
  try {
    run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  } catch {
    run(['apt-get', 'update']);
    run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
  }
} catch (error) {
  console.error(`Could not install Chromium (${error.message}). Install it yourself: apt-get install -y chromium`);
  process.exit(1);
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`);
  process.exit(1);
}

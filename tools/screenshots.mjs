#!/usr/bin/env node
// The README's screenshots (docs/images/*.png): one page of each app at 1366 px, in English, on the
// demo data. Run against the built apps as e2e serves them (the built API on a fresh embedded
// database with the demo data, `vite preview` of each app on 4200/4300/4400), with Debian's
// Chromium:
//   node tools/project-node.mjs npx nx run-many -t build -p api seeker employer admin
//   node e2e/src/support/start-api.mjs &   # and vite preview of each app (see e2e/playwright.config.ts)
//   node tools/project-node.mjs node tools/screenshots.mjs
import { chromium } from '@playwright/test';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'docs', 'images');
const API = 'http://localhost:3000/api';
const PASSWORD = 'demo-password';

const SHOTS = [
  {
    file: 'seeker.png',
    url: 'http://localhost:4200/en/vacancies?q=developer',
    audience: null,
    ready: 'main a[href*="/vacancies/"]',
  },
  {
    file: 'employer.png',
    url: 'http://localhost:4300/en/employer/candidates',
    audience: { path: '/employer/auth/login', cookie: 'employer_auth_token', email: 'employer@demo.jobs' },
    ready: 'main :is(table, ul, li)',
  },
  {
    file: 'admin.png',
    url: 'http://localhost:4400/en/edit-vacancies-list',
    audience: { path: '/editor/auth/login', cookie: 'edit_vacancy_auth_token', email: 'editor@demo.jobs' },
    ready: 'main h1',
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 820 },
      locale: 'en-GB',
      timezoneId: 'Europe/Moscow',
    });
    // English without the translation banner: the locale cookie says the reader chose it.
    await context.addCookies([{ name: 'locale', value: 'en', domain: 'localhost', path: '/' }]);
    if (shot.audience) {
      const answer = await context.request.post(`${API}${shot.audience.path}`, {
        data: { email: shot.audience.email, password: PASSWORD },
      });
      if (!answer.ok()) throw new Error(`${shot.file}: sign-in failed (${answer.status()})`);
      const { token } = await answer.json();
      await context.addCookies([{ name: shot.audience.cookie, value: token, domain: 'localhost', path: '/' }]);
    }
    const page = await context.newPage();
    // Not 'networkidle': a signed-in app keeps its live event stream open.
    await page.goto(shot.url);
    await page.locator(shot.ready).first().waitFor();
    // Images and late lists settle; a screenshot is not a test.
    await page.waitForTimeout(3000);
    await page.screenshot({ path: join(OUT, shot.file) });
    process.stdout.write(`${join('docs', 'images', shot.file)}\n`);
    await context.close();
  }
} finally {
  await browser.close();
}

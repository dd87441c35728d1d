import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const url of process.argv.slice(2)) {
  const page = await browser.newPage();
  const errors = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(`${m.type()}: ${m.text()} @ ${JSON.stringify(m.location())}`); });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.goto(url, { waitUntil: 'load' });
  await page.getByText('/api/health').first().waitFor();
  await page.waitForTimeout(1500);
  console.log(url, '\n', errors.join('\n') || 'no errors');
  await page.close();
}
await browser.close();

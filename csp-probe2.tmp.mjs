import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage();
await page.addInitScript(() => {
  document.addEventListener('securitypolicyviolation', (e) => {
    const t = e.target;
    console.log('VIOLATION', e.violatedDirective, e.effectiveDirective, JSON.stringify(e.sample), t && t.outerHTML ? t.outerHTML.slice(0, 300) : String(t));
  });
});
page.on('console', (m) => { if (m.text().startsWith('VIOLATION')) console.log(m.text()); });
await page.goto(process.argv[2], { waitUntil: 'load' });
await page.getByText('/api/health').first().waitFor();
await page.waitForTimeout(1000);
await browser.close();

// Link previews and crawlers in production (`npm run serve`): the raw HTML nginx gives for a
// vacancy page and a company page already holds the title, Open Graph tags and JSON-LD (no browser
// here: what a messenger's preview fetcher or a crawler reads), and robots.txt is text.
import { expect, test } from '@playwright/test';
import { findCompanyVacancyThroughNginx } from '../support/prod-platform';
import { PROD_EMPLOYER_URL, PROD_SEEKER_URL } from '../support/prod-urls';

const metaContent = (html: string, property: string): string | undefined =>
  new RegExp(`<meta data-seo property="${property}" content="([^"]*)"`).exec(html)?.[1];

const jsonLdOf = (html: string): Record<string, unknown> => {
  const text = /<script data-seo type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(text, 'a JSON-LD script in the HTML').toBeTruthy();
  return JSON.parse(text as string) as Record<string, unknown>;
};

test("a vacancy page's HTML has its title, Open Graph tags and JobPosting JSON-LD before any script runs", async ({
  request,
}) => {
  const vacancy = await findCompanyVacancyThroughNginx(request, 'Demo Company');
  const response = await request.get(`${PROD_SEEKER_URL}/vacancies/${vacancy.id}`, {
    headers: { accept: 'text/html', 'user-agent': 'TelegramBot (like TwitterBot)' },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/html/);
  const html = await response.text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(title).toContain(vacancy.title.replace(/&/g, '&amp;'));
  expect(title).not.toBe('Jobs');
  expect(metaContent(html, 'og:title')).toBeTruthy();
  expect(metaContent(html, 'og:type')).toBe('article');
  // Addresses on the site the reader asked, port included (nginx passes the host on).
  expect(metaContent(html, 'og:url')).toBe(`${PROD_SEEKER_URL}/vacancies/${vacancy.id}`);
  expect(html).toContain(`<link data-seo rel="canonical" href="${PROD_SEEKER_URL}/vacancies/${vacancy.id}" />`);
  expect(jsonLdOf(html)).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: vacancy.title,
    hiringOrganization: { '@type': 'Organization', name: 'Demo Company' },
    url: `${PROD_SEEKER_URL}/vacancies/${vacancy.id}`,
  });
  // Still the app: its shell and scripts are there, so the page paints and runs as before.
  expect(html).toContain('<div id="root"');
  // (the entry, or what the seeker's start-after-paint loader requests)
  expect(html).toMatch(/"\/assets\/[^"]+\.js"/);

  // The English page says so; a vacancy that does not exist is 404 with noindex for crawlers (still
  // the app, which shows its own not-found page).
  const english = await (await request.get(`${PROD_SEEKER_URL}/en/vacancies/${vacancy.id}`)).text();
  expect(english).toContain('<html lang="en-US"');
  expect(metaContent(english, 'og:locale')).toBe('en_US');
  const missing = await request.get(`${PROD_SEEKER_URL}/vacancies/999999999`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['x-robots-tag']).toBe('noindex');
  const missingHtml = await missing.text();
  expect(missingHtml).toContain('<title>Jobs</title>');
  expect(missingHtml).toContain('<meta name="robots" content="noindex" />');
});

test("a company page's HTML has its title, Open Graph tags and Organization JSON-LD", async ({ request }) => {
  const vacancy = await findCompanyVacancyThroughNginx(request, 'Demo Company');
  const html = await (await request.get(`${PROD_SEEKER_URL}/companies/${vacancy.company.id}`)).text();
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain('Demo Company');
  expect(metaContent(html, 'og:type')).toBe('website');
  expect(jsonLdOf(html)).toMatchObject({ '@type': 'Organization', name: 'Demo Company' });
});

test('robots.txt is text with the sitemap line, on the seeker site only', async ({ request }) => {
  const response = await request.get(`${PROD_SEEKER_URL}/robots.txt`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await response.text();
  expect(text).toMatch(/^User-agent: \*$/m);
  expect(text).toMatch(/^Disallow: \/chat$/m);
  expect(text).toContain(`Sitemap: ${PROD_SEEKER_URL}/api/sitemap.xml`);
  const sitemap = await request.get(`${PROD_SEEKER_URL}/api/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`${PROD_SEEKER_URL}/vacancies/`);
  // At the site's root too: the XML (with the company pages), not the app's HTML.
  const atRoot = await request.get(`${PROD_SEEKER_URL}/sitemap.xml`);
  expect(atRoot.status()).toBe(200);
  expect(atRoot.headers()['content-type']).toMatch(/^application\/xml/);
  const rootXml = await atRoot.text();
  expect(rootXml).toContain(`${PROD_SEEKER_URL}/vacancies/`);
  expect(rootXml).toContain(`${PROD_SEEKER_URL}/companies/`);
  // The employer site is the employer app (no SEO pages there).
  expect(await (await request.get(`${PROD_EMPLOYER_URL}/robots.txt`)).text()).not.toContain('Sitemap:');
});

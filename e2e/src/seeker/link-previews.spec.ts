import { expect, test } from '@playwright/test';
import { API_URL, SEEKER_URL } from '../support/urls';

type Listed = { items: Array<{ id: number; title: string; company: { id: number; name: string } }> };

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The JSON-LD of a page's HTML, parsed. */
const jsonLdOf = (html: string): Record<string, unknown> => {
  const match = /<script data-seo type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'a JSON-LD script').not.toBeNull();
  return JSON.parse(match?.[1] ?? '{}') as Record<string, unknown>;
};

test.describe('pages read without JavaScript (link previews, crawlers)', () => {
  test('a vacancy page’s HTML has its title, Open Graph tags and JobPosting before any script runs', async ({
    request,
  }) => {
    const [vacancy] = ((await (await request.get(`${API_URL}/vacancies?per_page=1`)).json()) as Listed).items;
    if (!vacancy) throw new Error('the demo data has no published vacancy');
    const response = await request.get(`${SEEKER_URL}/vacancies/${vacancy.id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const html = await response.text();
    const title = `${vacancy.title} · ${vacancy.company.name} · Jobs`;
    expect(html).toContain(`<title>${escapeHtml(title)}</title>`);
    expect(html).not.toContain('<title>Jobs</title>');
    expect(html).toContain(`<meta data-seo property="og:title" content="${escapeHtml(title)}" />`);
    expect(html).toContain(`<link data-seo rel="canonical" href="${SEEKER_URL}/vacancies/${vacancy.id}" />`);
    expect(html).toContain(`hreflang="en" href="${SEEKER_URL}/en/vacancies/${vacancy.id}"`);
    expect(jsonLdOf(html)).toMatchObject({
      '@type': 'JobPosting',
      title: vacancy.title,
      hiringOrganization: { name: vacancy.company.name },
    });
    // The static shell is still there: the page paints before its JavaScript, as before.
    expect(html).toContain('data-boot-shell');

    const english = await (await request.get(`${SEEKER_URL}/en/companies/${vacancy.company.id}`)).text();
    expect(english).toContain('<html lang="en-US"');
    expect(english).toContain(`<title>${escapeHtml(vacancy.company.name)} · Jobs</title>`);
    expect(jsonLdOf(english)).toMatchObject({ '@type': 'Organization', name: vacancy.company.name });
  });

  test('the page keeps one canonical link and one JSON-LD once the app runs', async ({ page, request }) => {
    const [vacancy] = ((await (await request.get(`${API_URL}/vacancies?per_page=1`)).json()) as Listed).items;
    if (!vacancy) throw new Error('the demo data has no published vacancy');
    await page.goto(`/vacancies/${vacancy.id}`);
    await expect(page.getByRole('heading', { level: 1, name: vacancy.title })).toBeVisible();
    await expect(page).toHaveTitle(`${vacancy.title} · ${vacancy.company.name} · Jobs`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
    // The app's own JSON-LD (in the page) replaced the server's.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    await expect(page.locator('[data-seo]')).toHaveCount(0);
  });

  test('robots.txt is text and points at the sitemap', async ({ request }) => {
    const response = await request.get(`${SEEKER_URL}/robots.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Sitemap: http:\/\/localhost:3000\/api\/sitemap\.xml$/m);
    expect((await request.get(`${API_URL}/sitemap.xml`)).status()).toBe(200);
  });
});

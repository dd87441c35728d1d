import { companies, vacancies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { useTestApp } from '../../../__tests__/support/harness';
import { employer, vacancy } from '../../../__tests__/support/chat-helpers';
import { seoPageOf } from '../seo-head';

const ctx = useTestApp();

const EVIL = 'Dev </script><script>alert(1)</script> "quoted" & <b>bold</b>';

const head = (path: string) => ctx.app.inject({ method: 'GET', url: `/api/seo/head?path=${encodeURIComponent(path)}` });

/** The JSON-LD of a head, parsed (it must be valid JSON, and end where its script ends). */
const jsonLdOf = (html: string): Record<string, unknown> => {
  const match = /<script data-seo type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error(`no JSON-LD in ${html}`);
  return JSON.parse(match[1]) as Record<string, unknown>;
};

describe('SEO heads for pages read without JavaScript', () => {
  it('gives a vacancy page its title, description, canonical, alternates, Open Graph and JobPosting, escaped', async () => {
    const bob = await employer(ctx.app);
    const id = await vacancy(ctx.database.handle, bob.companyId);
    await ctx.database.handle.db
      .update(vacancies)
      .set({ title: EVIL, salaryFrom: 200_000, salaryTo: 300_000, schedule: 'remote' })
      .where(eq(vacancies.id, id));
    const [company] = await ctx.database.handle.db
      .select({ name: companies.name })
      .from(companies)
      .where(eq(companies.id, bob.companyId));

    const response = await head(`/vacancies/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const html = response.body;
    // Nothing of the title breaks out: one script element, and no raw markup of the title.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('"quoted"');
    expect(html).toContain(
      `<title>Dev &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot; &amp; &lt;b&gt;bold&lt;/b&gt; · ${company?.name ?? ''} · Jobs</title>`,
    );
    expect(html).toContain(`<link data-seo rel="canonical" href="http://localhost:4200/vacancies/${id}" />`);
    expect(html).toContain(`hreflang="en" href="http://localhost:4200/en/vacancies/${id}"`);
    expect(html).toContain(`hreflang="x-default" href="http://localhost:4200/vacancies/${id}"`);
    expect(html).toContain('<meta data-seo property="og:type" content="article" />');
    expect(html).toMatch(/<meta data-seo property="og:title" content="Dev &lt;\/script&gt;/);
    expect(html).toMatch(/<meta data-seo name="description" content="[^"]*200 000 ₽ – 300 000 ₽/);
    const posting = jsonLdOf(html);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: EVIL,
      employmentType: 'FULL_TIME',
      jobLocationType: 'TELECOMMUTE',
      baseSalary: { currency: 'RUB', value: { minValue: 200_000, maxValue: 300_000, unitText: 'MONTH' } },
      url: `http://localhost:4200/vacancies/${id}`,
    });

    const english = await head(`/en/vacancies/${id}`);
    expect(english.body).toContain(`<link data-seo rel="canonical" href="http://localhost:4200/en/vacancies/${id}" />`);
    expect(english.body).toContain('content="en_US"');
  });

  it('gives a company page its head with an Organization', async () => {
    const bob = await employer(ctx.app);
    await ctx.database.handle.db
      .update(companies)
      .set({ name: 'Acme "Rockets" <Ltd>', description: 'We build rockets.\n\nAnd </script> tags.' })
      .where(eq(companies.id, bob.companyId));
    const response = await head(`/en/companies/${bob.companyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Acme &quot;Rockets&quot; &lt;Ltd&gt; · Jobs</title>');
    expect(response.body).toContain('content="We build rockets. And &lt;/script&gt; tags."');
    expect(jsonLdOf(response.body)).toMatchObject({ '@type': 'Organization', name: 'Acme "Rockets" <Ltd>' });
  });

  it('carries a verified company’s badge as hasCredential in the JobPosting and the Organization', async () => {
    const bob = await employer(ctx.app);
    const id = await vacancy(ctx.database.handle, bob.companyId);
    await ctx.database.handle.db
      .update(companies)
      .set({ site: 'https://acme-rockets.example' })
      .where(eq(companies.id, bob.companyId));
    const posting = jsonLdOf((await head(`/vacancies/${id}`)).body);
    expect(posting['hiringOrganization']).not.toHaveProperty('hasCredential');
    // Not verified: its website is no claim of identity (sameAs), neither on the vacancy's page nor
    // on the company's.
    expect(posting['hiringOrganization']).not.toHaveProperty('sameAs');
    const unverified = jsonLdOf((await head(`/companies/${bob.companyId}`)).body);
    expect(unverified).not.toHaveProperty('sameAs');
    expect(unverified).not.toHaveProperty('hasCredential');
    await ctx.database.handle.db
      .update(companies)
      .set({ verifiedMethod: 'editor', verifiedAt: new Date('2026-11-01T09:00:00.000Z') })
      .where(eq(companies.id, bob.companyId));
    const verified = jsonLdOf((await head(`/vacancies/${id}`)).body);
    expect(verified['hiringOrganization']).toMatchObject({
      '@type': 'Organization',
      hasCredential: {
        '@type': 'EducationalOccupationalCredential',
        name: 'Verified employer',
        credentialCategory: 'badge',
        dateCreated: '2026-11-01T09:00:00.000Z',
        recognizedBy: { '@type': 'Organization', name: 'Jobs', url: 'http://localhost:4200' },
      },
    });
    const organization = jsonLdOf((await head(`/companies/${bob.companyId}`)).body);
    expect(organization).toMatchObject({
      '@type': 'Organization',
      sameAs: ['https://acme-rockets.example'],
      hasCredential: { '@type': 'EducationalOccupationalCredential', name: 'Verified employer' },
    });
  });

  it('answers 404 for a page that is not published and 400 for any other path', async () => {
    const bob = await employer(ctx.app);
    const draft = await vacancy(ctx.database.handle, bob.companyId, 'draft');
    expect((await head(`/vacancies/${draft}`)).statusCode).toBe(404);
    expect((await head('/companies/2147483647')).statusCode).toBe(404);
    for (const path of ['/profile', '/vacancies/abc', '/vacancies/0', 'https://evil.example/vacancies/1', '']) {
      const response = await head(path);
      expect(response.statusCode, path).toBe(400);
      expect(response.json().error.details).toEqual([
        { field: 'query.path', code: 'seo_page_path', message: expect.any(String) },
      ]);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/seo/head' })).statusCode).toBe(400);
  });

  it('serves robots.txt as text with the sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/robots.txt', headers: { host: 'jobs.example' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).toMatch(/^Disallow: \/chat$/m);
    // From API_PUBLIC_URL, not from the Host header (a forged Host must not reach a cached answer).
    expect(response.body).toMatch(/^Sitemap: http:\/\/localhost:3000\/api\/sitemap\.xml$/m);
  });

  it('reads only vacancy and company page paths', () => {
    expect(seoPageOf('/vacancies/12')).toEqual({ kind: 'vacancy', id: 12, locale: 'ru' });
    expect(seoPageOf('/en/companies/3/')).toEqual({ kind: 'company', id: 3, locale: 'en' });
    expect(seoPageOf('/vacancies/99999999999')).toBeNull();
    expect(seoPageOf('/de/vacancies/1')).toBeNull();
  });
});

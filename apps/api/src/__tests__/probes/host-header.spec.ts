import { companies } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import { employer } from '../support/chat-helpers';
import { useTestApp } from '../support/harness';

/**
 * Issue 31, item 7: absolute URLs in public, cacheable answers (robots.txt's Sitemap line, the SEO
 * head's og:image and JSON-LD logo) come from configuration (API_PUBLIC_URL, APP_ORIGINS), never
 * from the request's Host or X-Forwarded-Host, even behind a trusted proxy.
 */
const ctx = useTestApp({
  TRUST_PROXY: 'true',
  API_PUBLIC_URL: 'https://jobs.example/api',
  APP_ORIGINS: 'https://jobs.example,https://employer.jobs.example,https://admin.jobs.example',
});

const FORGED = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };

describe('forged Host headers never reach a public answer', () => {
  it('robots.txt names the configured sitemap', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/robots.txt', headers: FORGED });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/^Sitemap: https:\/\/jobs\.example\/api\/sitemap\.xml$/m);
    expect(response.body).not.toContain('evil.example');
  });

  it("a company page's og:image and JSON-LD logo use the configured API address", async () => {
    const bob = await employer(ctx.app);
    await ctx.database.handle.db
      .update(companies)
      .set({ logoUrl: '/uploads/2026/11/logo.webp' })
      .where(eq(companies.id, bob.companyId));
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/seo/head?path=${encodeURIComponent(`/companies/${bob.companyId}`)}`,
      headers: FORGED,
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      'content="https://jobs.example/api/_img/w_512,h_512,f_png,fit_contain,b_ffffff/2026/11/logo.webp"',
    );
    expect(response.body).toContain('"logo":"https://jobs.example/api/_img/');
    expect(response.body).not.toContain('evil.example');
  });
});

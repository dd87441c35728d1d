import { SALARIES_SITEMAP_PATH, salariesPagePath, salariesRoute } from '@jobs/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { registerRoute } from '../../lib/register-route';
import type { SalariesService } from './salaries.service';

/** `GET /salaries`: one stored row (kept by the job "salaries.refresh"), never a scan of the vacancies. */
/** At most this many salaries pages in their sitemap (one file: under the protocol's 50,000). */
const SITEMAP_MAX = 20_000;

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

export const salariesRoutes: FastifyPluginAsync<{ salaries: SalariesService; siteOrigin: string }> = async (
  app,
  { salaries, siteOrigin },
) => {
  // The seeker's salaries pages (each category in all of Russia and in each city with enough
  // vacancies), Russian at the plain path and English under /en. XML, not a contract route.
  app.get(SALARIES_SITEMAP_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const origin = siteOrigin.replace(/\/+$/, '');
    const entries = await salaries.sitemapEntries(SITEMAP_MAX);
    const pages = new Map<string, string>();
    for (const entry of entries) {
      for (const path of [salariesPagePath(entry.slug), salariesPagePath(entry.slug, entry.city)]) {
        const known = pages.get(path);
        if (!known || known < entry.refreshedAt) pages.set(path, entry.refreshedAt);
      }
    }
    const urls = [...pages].map(([path, lastmod]) => {
      const ru = escapeXml(`${origin}${path}`);
      const en = escapeXml(`${origin}/en${path}`);
      return (
        `<url><loc>${ru}</loc><lastmod>${lastmod}</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="ru" href="${ru}"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${en}"/></url>`
      );
    });
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8');
    return (
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
      urls.map((url) => `${url}\n`).join('') +
      '</urlset>\n'
    );
  });

  registerRoute(app, salariesRoute, async (request, reply) => {
    // The figures move once a minute at most: shared caches may keep them that long.
    reply.header('cache-control', 'public, max-age=60');
    return salaries.get(request.query);
  });
};

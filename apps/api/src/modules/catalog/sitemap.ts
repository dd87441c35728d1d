const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

/**
 * A `<urlset>` of vacancy and company pages on the seeker site. The Russian page (no prefix, the default
 * locale) is the URL; the English one under `/en` is its alternate, as the pages' own links say.
 */
export const sitemapXml = (
  siteOrigin: string,
  pages: ReadonlyArray<{ kind?: 'vacancy' | 'company'; id: number; updated_at: string }>,
): string => {
  const origin = siteOrigin.replace(/\/+$/, '');
  const urls = pages.map(({ kind = 'vacancy', id, updated_at }) => {
    const section = kind === 'company' ? 'companies' : 'vacancies';
    const ru = escapeXml(`${origin}/${section}/${id}`);
    const en = escapeXml(`${origin}/en/${section}/${id}`);
    return (
      `<url><loc>${ru}</loc><lastmod>${updated_at}</lastmod>` +
      `<xhtml:link rel="alternate" hreflang="ru" href="${ru}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${ru}"/></url>`
    );
  });
  return (
    XML_HEAD +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('\n') +
    (urls.length > 0 ? '\n' : '') +
    '</urlset>\n'
  );
};

/** A `<sitemapindex>` naming each page of the sitemap (past 50,000 URLs). */
export const sitemapIndexXml = (pageUrls: readonly string[]): string =>
  XML_HEAD +
  '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  pageUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n') +
  '\n</sitemapindex>\n';

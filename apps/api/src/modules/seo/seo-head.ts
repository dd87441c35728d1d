import {
  cityName,
  jobPostingJsonLd,
  verifiedEmployerCredential,
  type PublicCompany,
  type Vacancy,
} from '@jobs/contracts';

/**
 * The `<head>` of the seeker's public pages as HTML, for readers that run no JavaScript (link
 * previews, crawlers): title, description, canonical and alternate URLs (ru without a prefix, en
 * under `/en`), Open Graph and JSON-LD. The app renders the same with @jobs/ui's PageMeta and
 * @jobs/contracts' jobPostingJsonLd (the JobPosting builder both use) once it runs (and then drops these, marked `data-seo`). Every value is escaped:
 * attribute and text values as HTML, JSON-LD so that no text can close its script element.
 */

export type SeoLocale = 'ru' | 'en';
export type SeoPage = { kind: 'vacancy' | 'company'; id: number; locale: SeoLocale };

const SITE_NAME = 'Jobs';
const DESCRIPTION_MAX = 160;
const PAGE_PATH = /^(\/en)?\/(vacancies|companies)\/([1-9]\d{0,9})\/?$/;

/** `/en/vacancies/12` → the page it is; null for any other path. */
export const seoPageOf = (path: string): SeoPage | null => {
  const match = PAGE_PATH.exec(path);
  if (!match) return null;
  const id = Number(match[3]);
  if (id > 2_147_483_647) return null;
  return { kind: match[2] === 'vacancies' ? 'vacancy' : 'company', id, locale: match[1] ? 'en' : 'ru' };
};

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

/** JSON for a `<script>` element: `<`, `>` and `&` as \u escapes (no `</script>`, no `<!--`). */
export const jsonLdText = (data: unknown): string =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const flat = (text: string, max = DESCRIPTION_MAX): string => {
  const one = text.replace(/\s+/g, ' ').trim();
  return one.length > max ? `${one.slice(0, max - 1)}…` : one;
};

const pagePath = (page: SeoPage) => `/${page.kind === 'vacancy' ? 'vacancies' : 'companies'}/${page.id}`;

/** An uploaded image as the optimiser's 512 px PNG square (what preview readers take), else as it is. */
const shareableImage = (src: string | null, apiBase: string): string | null => {
  if (!src) return null;
  const path = src.startsWith('/uploads/') ? src.slice('/uploads/'.length) : src;
  if (/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(webp|png|jpe?g|gif|avif)$/i.test(path)) {
    return `${apiBase.replace(/\/+$/, '')}/_img/w_512,h_512,f_png,fit_contain,b_ffffff/${path}`;
  }
  return /^https:\/\//.test(src) ? src : null;
};

const SALARY_CURRENCY = { RUB: '₽', USD: '$', EUR: '€' } as const;
const salaryText = (vacancy: Vacancy, locale: SeoLocale): string | null => {
  const sign = SALARY_CURRENCY[vacancy.currency];
  const amount = (value: number) => `${value.toLocaleString(locale === 'ru' ? 'ru-RU' : 'en-US')} ${sign}`;
  const { salary_from: from, salary_to: to } = vacancy;
  if (from !== null && to !== null) return `${amount(from)} – ${amount(to)}`;
  if (from !== null) return `${locale === 'ru' ? 'от' : 'from'} ${amount(from)}`;
  if (to !== null) return `${locale === 'ru' ? 'до' : 'up to'} ${amount(to)}`;
  return null;
};

type HeadParts = {
  title: string;
  description: string;
  ogType: 'article' | 'website';
  image: string | null;
  jsonLd: Record<string, unknown>;
};

const headHtml = (page: SeoPage, origin: string, parts: HeadParts): string => {
  const site = origin.replace(/\/+$/, '');
  const path = pagePath(page);
  const ru = `${site}${path}`;
  const en = `${site}/en${path}`;
  const canonical = page.locale === 'en' ? en : ru;
  const tag = (name: string, attributes: Record<string, string>) =>
    `<${name} data-seo ${Object.entries(attributes)
      .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
      .join(' ')} />`;
  return [
    `<title>${escapeHtml(parts.title)}</title>`,
    tag('meta', { name: 'description', content: parts.description }),
    tag('link', { rel: 'canonical', href: canonical }),
    tag('link', { rel: 'alternate', hreflang: 'ru', href: ru }),
    tag('link', { rel: 'alternate', hreflang: 'en', href: en }),
    tag('link', { rel: 'alternate', hreflang: 'x-default', href: ru }),
    tag('meta', { property: 'og:type', content: parts.ogType }),
    tag('meta', { property: 'og:site_name', content: SITE_NAME }),
    tag('meta', { property: 'og:locale', content: page.locale === 'en' ? 'en_US' : 'ru_RU' }),
    tag('meta', { property: 'og:title', content: parts.title }),
    tag('meta', { property: 'og:description', content: parts.description }),
    tag('meta', { property: 'og:url', content: canonical }),
    ...(parts.image ? [tag('meta', { property: 'og:image', content: parts.image })] : []),
    tag('meta', { name: 'twitter:card', content: 'summary' }),
    `<script data-seo type="application/ld+json">${jsonLdText(parts.jsonLd)}</script>`,
  ].join('\n    ');
};

export type SeoContext = { page: SeoPage; origin: string; apiBase: string };

/** A published vacancy's page head. */
export const vacancyHead = (vacancy: Vacancy, { page, origin, apiBase }: SeoContext): string => {
  const logo = shareableImage(vacancy.company.logo, apiBase);
  const city = cityName(vacancy.city, page.locale);
  const facts = [vacancy.company.name, city, salaryText(vacancy, page.locale)].filter(Boolean).join(' · ');
  return headHtml(page, origin, {
    title: `${vacancy.title} · ${vacancy.company.name} · ${SITE_NAME}`,
    description: flat(`${facts}. ${vacancy.description}`),
    ogType: 'article',
    image: logo,
    jsonLd: jobPostingJsonLd(vacancy, { origin, logo }),
  });
};

/** A company page's head. */
export const companyHead = (company: PublicCompany, { page, origin, apiBase }: SeoContext): string => {
  const logo = shareableImage(company.logo, apiBase);
  const about =
    company.description.trim() ||
    (page.locale === 'ru'
      ? `${company.name}: о компании и её вакансиях.`
      : `${company.name}: about the company and its vacancies.`);
  return headHtml(page, origin, {
    title: `${company.name} · ${SITE_NAME}`,
    description: flat(about),
    ogType: 'website',
    image: logo,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: company.name,
      url: `${origin.replace(/\/+$/, '')}${page.locale === 'en' ? '/en' : ''}/companies/${company.id}`,
      ...(company.description.trim() ? { description: flat(company.description, 500) } : {}),
      ...(logo ? { logo } : {}),
      // The website says who the organization is: only once the company is verified (an unverified
      // one could name any company's site).
      ...(company.verified && company.site && /^https?:\/\//.test(company.site) ? { sameAs: [company.site] } : {}),
      ...(company.verified ? { hasCredential: verifiedEmployerCredential(company.verified, origin) } : {}),
    },
  });
};

/** robots.txt of the seeker site: everything public may be crawled; private pages not; the sitemap. */
export const robotsTxt = (...sitemapUrls: string[]): string =>
  [
    'User-agent: *',
    ...['/chat', '/new', '/profile', '/applications', '/recommendations', '/login'].flatMap((path) => [
      `Disallow: ${path}`,
      `Disallow: /en${path}`,
    ]),
    '',
    ...sitemapUrls.map((url) => `Sitemap: ${url}`),
    '',
  ].join('\n');

import { useLocale } from '@jobs/i18n';
import { useEffect } from 'react';
import { useImageBaseUrl } from '../image/image-base-url';
import { shareableImageUrl } from '../image/image-url';
import { NoIndex } from '../page/no-index';

export const SITE_NAME = 'Jobs';
/** The default locale carries no prefix; English lives under `/en`. */
export const LOCALE_PREFIXES = { ru: '', en: '/en' } as const;

export type PageMetaProps = {
  /** The page's own title; " · Jobs" is added. */
  title: string;
  /** The whole document title instead (the home page puts the site first). */
  documentTitle?: string;
  description?: string;
  /**
   * Path (and query) of this page, with or without the locale prefix; default: the current
   * location's. The page's language is the interface's (from the path without a locale provider).
   */
  path?: string;
  /** The site's origin; default: the current one. */
  origin?: string;
  /** Keep search engines away (and out of canonical/alternate links). */
  noIndex?: boolean;
  /** Open Graph type: `website` (default) or `article`. */
  ogType?: 'website' | 'article';
  /** An absolute or site-relative image for link previews. */
  image?: string | null;
};

const currentOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);
const currentPath = () =>
  typeof window === 'undefined' ? '/' : `${window.location.pathname}${window.location.search}`;

/** `/en/vacancies` → `/vacancies`; `/en` → `/`. */
export const stripLocalePrefix = (path: string): string => path.replace(/^\/en(?=\/|\?|$)/, '') || '/';

/** The page's URL in each locale, and x-default (the default locale's). */
export const localeAlternates = (origin: string, path: string) => {
  const base = stripLocalePrefix(path);
  const ru = `${origin}${base}`;
  const en = `${origin}${LOCALE_PREFIXES.en}${base === '/' ? '' : base}`;
  return { ru, en, 'x-default': ru };
};

/**
 * The head tags the server put into index.html for readers without JavaScript (tools/seo-pages:
 * vacancy and company pages, marked `data-seo`): once the app renders its own, they go, so the
 * page has one canonical, one description, one JSON-LD.
 */
const dropServerHead = () => {
  for (const node of document.head.querySelectorAll('[data-seo]')) node.remove();
};

/**
 * The page's head: title, description, canonical URL, alternate URLs per locale (hreflang ru, en,
 * x-default) and Open Graph tags. React 19 hoists these into `<head>` while the page is mounted.
 */
export function PageMeta({
  title,
  documentTitle,
  description,
  path,
  origin,
  noIndex = false,
  ogType = 'website',
  image,
}: PageMetaProps) {
  const site = origin ?? currentOrigin();
  const fullTitle = documentTitle ?? `${title} · ${SITE_NAME}`;
  const here = path ?? currentPath();
  const english = (useLocale()?.locale ?? (/^\/en(?=\/|\?|$)/.test(here) ? 'en' : 'ru')) === 'en';
  const alternates = localeAlternates(site, here);
  const canonical = english ? alternates.en : alternates.ru;
  const imageBase = useImageBaseUrl();
  const imageUrl = image ? shareableImageUrl(image, imageBase, site) : null;
  useEffect(dropServerHead, []);
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noIndex ? (
        <NoIndex />
      ) : (
        <>
          <link rel="canonical" href={canonical} />
          <link rel="alternate" hrefLang="ru" href={alternates.ru} />
          <link rel="alternate" hrefLang="en" href={alternates.en} />
          <link rel="alternate" hrefLang="x-default" href={alternates['x-default']} />
        </>
      )}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:title" content={title} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:type" content={ogType} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={english ? 'en_US' : 'ru_RU'} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
    </>
  );
}

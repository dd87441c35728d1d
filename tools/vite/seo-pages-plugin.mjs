// The seeker's public pages for readers that run no JavaScript (link previews, crawlers).
//
// index.html is a static shell: its <head> says "Jobs" and nothing else until the app runs. For a
// vacancy or company page (`/vacancies/12`, `/en/companies/3`) this serves index.html with the
// page's own head in place of its <title>: title, description, canonical, alternates, Open Graph and
// JSON-LD, rendered and escaped by the API (`GET {api}/seo/head?path=…`). The shell itself is
// unchanged, so the page paints as before; the app replaces those tags (marked `data-seo`) with its
// own. `/robots.txt` is the API's (`GET {api}/robots.txt`: text, with the sitemap's address), and
// so is `/sitemap.xml` (with its `?page=`). A page the API definitely does not have (a missing or
// unpublished vacancy, an unknown company) is answered 404 with `noindex`, so crawlers drop it.
//
// One middleware (Connect style: `(req, res, next)`) for the three servers of the seeker app:
// - `vite` (development) and `vite preview`: seoPagesPlugin below, index.html as Vite serves it;
// - production: tools/seo-pages-server.mjs, a small Node server over the built index.html that the
//   web server (nginx) sends those paths to (see its header).
// When the API does not answer in time, the plain index.html is served (200): the app shows the
// page as it always did; when it has no such page, the same index.html with status 404 and noindex
// (the app shows its own "not found").
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

const PAGE = /^(\/en)?\/(vacancies|companies)\/[1-9]\d{0,9}\/?$/;
const STATIC_TITLE = '<title>Jobs</title>';
const NOINDEX = '<meta name="robots" content="noindex" />';
/** The API's texts the site serves at its own root: robots.txt and the sitemap. */
const PASSED_ON = {
  '/robots.txt': { type: 'text/plain; charset=utf-8', accept: 'text/plain' },
  '/sitemap.xml': { type: 'application/xml; charset=utf-8', accept: 'application/xml' },
};

/** index.html for a page that does not exist: status 404 for crawlers, and noindex in its head. */
export function notFoundHtml(html) {
  return html.replace('</head>', () => `  ${NOINDEX}\n  </head>`);
}

/** Is this path a page with a head of its own? */
export const isSeoPagePath = (pathname) => PAGE.test(pathname);

/** index.html with the page's head instead of its static title (and English pages in English). */
export function injectHead(html, head, english) {
  let out = html.includes(STATIC_TITLE)
    ? html.replace(STATIC_TITLE, () => head)
    : html.replace('</head>', () => `${head}\n  </head>`);
  if (english) out = out.replace(/<html lang="[^"]*"/, '<html lang="en-US"');
  return out;
}

/**
 * The answer's text when it is 2xx, `null` for a 4xx (a definite "no such page"), undefined when
 * the API is unreachable or fails (5xx: draining, restarting, its database away).
 */
async function fetchText(url, timeoutMs, headers) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers });
    if (response.status >= 500) return undefined;
    return response.ok ? await response.text() : null;
  } catch {
    return undefined;
  }
}

let rotation = 0;
/**
 * Asks the API: one base, or several (the API instances, production) starting from the next in
 * turn and going on to another while one is unreachable (refused, timed out, 5xx). The text, null
 * for a definite 4xx, undefined when none answered.
 */
async function askApi(bases, path, timeoutMs, headers) {
  const start = rotation++;
  for (let i = 0; i < bases.length; i += 1) {
    const base = bases[(start + i) % bases.length].replace(/\/+$/, '');
    const text = await fetchText(`${base}${path}`, timeoutMs, headers);
    if (text !== undefined) return text;
  }
  return undefined;
}

/**
 * `apiBaseUrl`: the API's base (`…/api`), several of them (tried in turn), or a function giving either.
 * `forwardHost`: behind a web server (production), the API is asked for the host and scheme the
 * reader used (X-Forwarded-Host and -Proto, as nginx sets them, else Host): the addresses in the
 * head (the logo through the API's image optimiser at `/api`, the sitemap) are then the site's.
 * @param {{ apiBaseUrl: string | string[] | (() => string | string[]), indexHtml: (url: string) => Promise<string>, timeoutMs?: number, forwardHost?: boolean }} options
 */
export function seoPagesMiddleware({ apiBaseUrl, indexHtml, timeoutMs = 2000, forwardHost = false }) {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    const passedOn = Object.hasOwn(PASSED_ON, pathname) ? PASSED_ON[pathname] : undefined;
    if (!passedOn && !isSeoPagePath(pathname)) return next();
    const configured = typeof apiBaseUrl === 'function' ? apiBaseUrl() : apiBaseUrl;
    const bases = Array.isArray(configured) ? configured : [configured];
    const forwarded = {};
    if (forwardHost) {
      const first = (value) => (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
      const host = first(req.headers['x-forwarded-host']) || req.headers.host;
      if (host) forwarded['x-forwarded-host'] = host;
      forwarded['x-forwarded-proto'] = first(req.headers['x-forwarded-proto']) || 'http';
      const client = first(req.headers['x-forwarded-for']) || req.socket?.remoteAddress;
      if (client) forwarded['x-forwarded-for'] = client;
    }
    const answer = async () => {
      if (passedOn) {
        const { search } = new URL(req.url ?? '/', 'http://localhost');
        const text = await askApi(bases, `${pathname}${search}`, timeoutMs, { accept: passedOn.accept, ...forwarded });
        if (text === undefined || text === null) return next();
        res.statusCode = 200;
        res.setHeader('Content-Type', passedOn.type);
        res.setHeader('Cache-Control', 'public, max-age=3600');
        res.end(req.method === 'HEAD' ? undefined : text);
        return;
      }
      const [html, head] = await Promise.all([
        indexHtml(req.url ?? pathname),
        askApi(bases, `/seo/head?path=${encodeURIComponent(pathname)}`, timeoutMs, {
          accept: 'text/html',
          ...forwarded,
        }),
      ]);
      // No such page (the API said so): 404 and noindex, so a crawler drops it; the app still
      // renders its own "not found" for a person.
      const missing = head === null;
      res.statusCode = missing ? 404 : 200;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      // Like index.html itself: always revalidated (a new build, an edited vacancy).
      res.setHeader('Cache-Control', 'no-cache');
      if (missing) res.setHeader('X-Robots-Tag', 'noindex');
      const body = missing ? notFoundHtml(html) : head ? injectHead(html, head, pathname.startsWith('/en/')) : html;
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    answer().catch(next);
  };
}

/** The API base of the seeker's runtime configuration (public/runtime-config.json), or SEO_API_BASE_URL. */
export function runtimeApiBase(publicDir) {
  return () => {
    if (process.env.SEO_API_BASE_URL) return process.env.SEO_API_BASE_URL;
    return readRuntimeApiBase(publicDir) ?? 'http://localhost:3000/api';
  };
}

let cachedConfig;
function readRuntimeApiBase(publicDir) {
  if (cachedConfig && Date.now() - cachedConfig.at < 5000) return cachedConfig.value;
  let value;
  try {
    // Read synchronously on purpose: a small file, read at most every 5 s.
    const text = readFileSync(resolve(publicDir, 'runtime-config.json'), 'utf8');
    const base = JSON.parse(text).apiBaseUrl;
    value = typeof base === 'string' && /^https?:\/\//.test(base) ? base : undefined;
  } catch {
    value = undefined;
  }
  cachedConfig = { at: Date.now(), value };
  return value;
}

/** Vite: the seeker's dev server and `vite preview` serve the pages' heads and robots.txt. */
export function seoPagesPlugin() {
  return {
    name: 'jobs-seo-pages',
    configureServer(server) {
      const apiBaseUrl = runtimeApiBase(server.config.publicDir);
      server.middlewares.use(
        seoPagesMiddleware({
          apiBaseUrl,
          indexHtml: async (url) =>
            server.transformIndexHtml(url, await readFile(resolve(server.config.root, 'index.html'), 'utf8')),
        }),
      );
    },
    configurePreviewServer(server) {
      const apiBaseUrl = runtimeApiBase(server.config.publicDir);
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(
        seoPagesMiddleware({ apiBaseUrl, indexHtml: () => readFile(resolve(outDir, 'index.html'), 'utf8') }),
      );
    },
  };
}

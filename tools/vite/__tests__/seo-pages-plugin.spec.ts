import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { injectHead, isSeoPagePath, seoPagesMiddleware } from '../seo-pages-plugin.mjs';

const INDEX =
  '<!doctype html>\n<html lang="ru-RU">\n  <head>\n    <title>Jobs</title>\n  </head>\n  <body><div id="root">shell</div></body>\n</html>\n';
const HEAD = '<title>Frontend · Demo · Jobs</title>\n    <meta data-seo property="og:title" content="Frontend" />';

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

let api: Server;
let site: Server;
let siteUrl = '';
const asked: string[] = [];
const forwardedHosts: { host: unknown; proto: unknown }[] = [];

beforeAll(async () => {
  api = createServer((req, res) => {
    asked.push(req.url ?? '');
    forwardedHosts.push({ host: req.headers['x-forwarded-host'], proto: req.headers['x-forwarded-proto'] });
    if (req.url === '/api/robots.txt') {
      res.setHeader('content-type', 'text/plain');
      res.end('User-agent: *\nSitemap: http://api.example/api/sitemap.xml\n');
    } else if (req.url === '/api/sitemap.xml' || req.url === '/api/sitemap.xml?page=2') {
      res.setHeader('content-type', 'application/xml');
      res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset><!-- ${req.url} --></urlset>\n`);
    } else if (
      req.url === `/api/seo/head?path=${encodeURIComponent('/vacancies/12')}` ||
      req.url?.includes('%2Fen%2Fvacancies%2F12')
    ) {
      res.setHeader('content-type', 'text/html');
      res.end(HEAD);
    } else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  const apiUrl = await listen(api);
  const middleware = seoPagesMiddleware({ apiBaseUrl: `${apiUrl}/api/`, indexHtml: async () => INDEX });
  site = createServer((req, res) =>
    middleware(req, res, () => {
      res.statusCode = 418;
      res.end('next');
    }),
  );
  siteUrl = await listen(site);
});

afterAll(async () => {
  await new Promise((done) => site.close(done));
  await new Promise((done) => api.close(done));
});

describe('seo pages middleware', () => {
  it('serves a vacancy page as index.html with the head the API renders instead of the static title', async () => {
    const response = await fetch(`${siteUrl}/vacancies/12`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toContain(HEAD);
    expect(html).not.toContain('<title>Jobs</title>');
    expect(html).toContain('<div id="root">shell</div>');
    const english = await (await fetch(`${siteUrl}/en/vacancies/12`)).text();
    expect(english).toContain('<html lang="en-US">');
  });

  it('answers 404 with noindex when the API has no such page (the app still renders its own "not found")', async () => {
    for (const path of ['/vacancies/99', '/en/vacancies/99', '/companies/99']) {
      const response = await fetch(`${siteUrl}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex" />\n  </head>');
      expect(html).toContain('<div id="root">shell</div>');
    }
  });

  it('serves the sitemap at the site root as XML (with its page), not index.html', async () => {
    const sitemap = await fetch(`${siteUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await sitemap.text()).toContain('<urlset><!-- /api/sitemap.xml --></urlset>');
    expect(await (await fetch(`${siteUrl}/sitemap.xml?page=2`)).text()).toContain('<!-- /api/sitemap.xml?page=2 -->');
    // Past the end: the API's 404 goes on to the next handler, never a 200 page.
    expect((await fetch(`${siteUrl}/sitemap.xml?page=9`)).status).toBe(418);
  });

  it('passes every other path on, and answers robots.txt as text', async () => {
    expect((await fetch(`${siteUrl}/profile`)).status).toBe(418);
    expect((await fetch(`${siteUrl}/vacancies`)).status).toBe(418);
    const robots = await fetch(`${siteUrl}/robots.txt`);
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await robots.text()).toContain('Sitemap: http://api.example/api/sitemap.xml');
  });

  it("asks several API instances in turn, skipping one that refuses or fails, and passes the reader's host on", async () => {
    const failing = createServer((_req, res) => {
      res.statusCode = 503;
      res.end('draining');
    });
    const failingUrl = await listen(failing);
    const refused = createServer();
    const refusedUrl = await listen(refused);
    await new Promise((done) => refused.close(done));
    const apiUrl = `http://127.0.0.1:${(api.address() as { port: number }).port}`;
    const middleware = seoPagesMiddleware({
      apiBaseUrl: [`${refusedUrl}/api`, `${failingUrl}/api`, `${apiUrl}/api`],
      indexHtml: async () => INDEX,
      forwardHost: true,
    });
    const instances = createServer((req, res) => middleware(req, res, () => res.end('next')));
    const instancesUrl = await listen(instances);
    try {
      for (let i = 0; i < 3; i += 1) {
        const html = await (
          await fetch(`${instancesUrl}/vacancies/12`, {
            headers: { 'x-forwarded-host': 'jobs.example.com:8443', 'x-forwarded-proto': 'https' },
          })
        ).text();
        expect(html).toContain(HEAD);
      }
      expect(forwardedHosts.at(-1)).toEqual({ host: 'jobs.example.com:8443', proto: 'https' });
    } finally {
      await new Promise((done) => instances.close(done));
      await new Promise((done) => failing.close(done));
    }
  });

  it('reads page paths and puts the head in place of the title (or before </head>)', () => {
    expect(isSeoPagePath('/companies/3/')).toBe(true);
    expect(isSeoPagePath('/vacancies/0')).toBe(false);
    expect(isSeoPagePath('/vacancies/12/apply')).toBe(false);
    expect(injectHead('<head><title>Other</title></head>', '<x>', false)).toBe(
      '<head><title>Other</title><x>\n  </head>',
    );
    // `$&` in a head is text, never a replacement pattern.
    expect(injectHead(INDEX, '<title>$& $1</title>', false)).toContain('<title>$& $1</title>');
  });
});

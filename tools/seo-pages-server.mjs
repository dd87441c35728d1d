#!/usr/bin/env node
// Production: the seeker's vacancy and company pages with their own <head> (title, description,
// canonical, alternates, Open Graph, JSON-LD) for readers that run no JavaScript (404 with noindex
// for one that does not exist), robots.txt and sitemap.xml.
// The built index.html (static-first paint unchanged) with the head the API renders, see
// tools/vite/seo-pages-plugin.mjs. Development and `vite preview` do the same through that plugin.
//
//   SEO_API_BASE_URL=http://127.0.0.1:3001/api,http://127.0.0.1:3002/api \
//   SEO_INDEX_HTML=dist/apps/seeker/index.html SEO_PORT=4210 node tools/seo-pages-server.mjs
//
// SEO_API_BASE_URL: the API instances (comma-separated), asked in turn; one that does not answer
// is skipped. `npm run serve` runs this server and nginx sends it the seeker site's vacancy and
// company pages (deploy/nginx/app-server.conf.template, SEO_LOCATIONS; on a server the
// jobs-seo.service unit). The API is asked for the reader's host and scheme (X-Forwarded-Host and
// -Proto from nginx), so the addresses in the head are the site's; with the API under the same
// domain (`/api`) the logo is `https://<site>/api/_img/...`.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { seoPagesMiddleware } from './vite/seo-pages-plugin.mjs';

const port = Number(process.env.SEO_PORT ?? 4210);
const host = process.env.SEO_HOST ?? '127.0.0.1';
const indexPath = resolve(process.env.SEO_INDEX_HTML ?? 'dist/apps/seeker/index.html');
const apiBaseUrl = (process.env.SEO_API_BASE_URL ?? 'http://127.0.0.1:3000/api')
  .split(',')
  .map((base) => base.trim())
  .filter(Boolean);

const middleware = seoPagesMiddleware({ apiBaseUrl, indexHtml: () => readFile(indexPath, 'utf8'), forwardHost: true });

const server = createServer((req, res) =>
  middleware(req, res, (error) => {
    res.statusCode = error ? 500 : 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(
      error
        ? 'Internal error\n'
        : 'Not found: this server answers vacancy and company pages, robots.txt and sitemap.xml\n',
    );
    if (error) console.error(error);
  }),
);
server.listen(port, host, () =>
  console.log(`SEO pages on http://${host}:${port} (index ${indexPath}, API ${apiBaseUrl.join(', ')})`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

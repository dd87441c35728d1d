#!/usr/bin/env node
// Production: the seeker's vacancy and company pages with their own <head> (title, description,
// canonical, alternates, Open Graph, JSON-LD) for readers that run no JavaScript, and robots.txt.
// The built index.html (static-first paint unchanged) with the head the API renders, see
// tools/vite/seo-pages-plugin.mjs. Development and `vite preview` do the same through that plugin.
//
//   SEO_API_BASE_URL=http://127.0.0.1:3000/api SEO_INDEX_HTML=dist/apps/seeker/index.html \
//   SEO_PORT=4210 node tools/seo-pages-server.mjs
//
// nginx, in the seeker site's server block (everything else stays as it is: static files, index.html):
//
//   location ~ ^/(en/)?(vacancies|companies)/[0-9]+/?$ {
//     proxy_pass http://127.0.0.1:4210;
//     proxy_set_header Host $host;
//   }
//   location = /robots.txt {
//     proxy_pass http://127.0.0.1:4210;
//     proxy_set_header Host $host;
//   }
//
// The API's own answer for robots.txt names the sitemap on the host the API is asked on; with the
// API under the same domain (`/api`), that is `https://<site>/api/sitemap.xml`.
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { seoPagesMiddleware } from './vite/seo-pages-plugin.mjs';

const port = Number(process.env.SEO_PORT ?? 4210);
const host = process.env.SEO_HOST ?? '127.0.0.1';
const indexPath = resolve(process.env.SEO_INDEX_HTML ?? 'dist/apps/seeker/index.html');
const apiBaseUrl = process.env.SEO_API_BASE_URL ?? 'http://127.0.0.1:3000/api';

const middleware = seoPagesMiddleware({ apiBaseUrl, indexHtml: () => readFile(indexPath, 'utf8') });

const server = createServer((req, res) =>
  middleware(req, res, (error) => {
    res.statusCode = error ? 500 : 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end(error ? 'Internal error\n' : 'Not found: this server answers vacancy and company pages and robots.txt\n');
    if (error) console.error(error);
  }),
);
server.listen(port, host, () =>
  console.log(`SEO pages on http://${host}:${port} (index ${indexPath}, API ${apiBaseUrl})`),
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));

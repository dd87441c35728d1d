#!/usr/bin/env node
/**
 * The seeker app's initial JavaScript: the entry chunk of dist/apps/seeker/index.html, the chunks
 * index.html preloads on every start (the localized router), the default locale's catalogs (loaded
 * before the first render) and every chunk these import statically (transitively), gzip-compressed,
 * against the 160 kB budget.
 * Lazy route chunks are listed apart. Build first: `npx nx run seeker:build`.
 * Usage: node tools/bench/bundle-report.mjs [--app seeker] [--budget-kb 160] [--dist dist/apps/seeker]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const { values: flags } = parseArgs({
  options: {
    app: { type: 'string', default: 'seeker' },
    'budget-kb': { type: 'string', default: '160' },
    dist: { type: 'string' },
  },
});
const root = new URL('../..', import.meta.url).pathname;
const dist = flags.dist ? resolve(flags.dist) : join(root, 'dist/apps', flags.app);
const budget = Number(flags['budget-kb']) * 1000;
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No build at ${relative(root, dist)}: run npx nx run ${flags.app}:build first.`);
  process.exit(2);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
// The landing-preload script's data (tools/vite/landing-preload-plugin.mjs): the catalogs of the
// page's locale load before the first render, so the default locale's count as initial.
const preloadData = html.match(/var preload = (\{.*\});\n/)?.[1];
const preload = preloadData ? JSON.parse(preloadData) : { always: [], defaultLocale: '', locales: {}, pages: {} };
const defaultLocaleFiles = [...(preload.always ?? []), ...(preload.locales[preload.defaultLocale] ?? [])].filter(
  (href) => href.endsWith('.js'),
);
// The entry and the preloads the start-after-paint starter adds (tools/vite/start-after-paint-plugin.mjs).
const starterEntry = html.match(/var entry = ("[^"]+");\n/)?.[1];
const starterPreloads = html.match(/var preload = (\[.*\]);\n/)?.[1];
const entries = [
  ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
  // Every chunk index.html itself preloads counts as initial too.
  ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ...(starterEntry ? [JSON.parse(starterEntry)] : []),
  ...(starterPreloads ? JSON.parse(starterPreloads) : []),
  ...defaultLocaleFiles,
];
const cssLinks = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
const toFile = (url) => join(dist, url.replace(/^\/+/, '').replace(/^[^/]*?\/(?=assets\/)/, ''));
const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

// Static imports only: `import{a}from"./x.js"`, `import"./y.js"`, `export{b}from"./z.js"`; never `import("./lazy.js")`.
const STATIC_IMPORT = /\b(?:import|export)\s*(?!\()(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g;

const initial = new Map();
const visit = (file) => {
  if (initial.has(file)) return;
  const code = readFileSync(file, 'utf8');
  initial.set(file, gz(file));
  for (const match of code.matchAll(STATIC_IMPORT)) visit(join(dirname(file), match[1]));
};
for (const entry of entries) visit(toFile(entry));

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const total = [...initial.values()].reduce((sum, size) => sum + size, 0);
console.log(`${flags.app}: initial JavaScript (entry + static imports), gzip -9`);
for (const [file, size] of [...initial].sort((a, b) => b[1] - a[1])) {
  console.log(`  ${kb(size).padStart(9)}  ${posix.normalize(relative(dist, file))}`);
}
// Informational: what a landing page and another locale add to that (preloaded with it, not counted).
for (const [pattern, hrefs] of Object.entries(preload.pages)) {
  const extra = hrefs
    .filter((href) => href.endsWith('.js'))
    .map(toFile)
    .filter((file) => !initial.has(file));
  console.log(
    `  + landing page ${pattern}: ${kb(extra.reduce((sum, file) => sum + gz(file), 0))} in ${extra.length} chunk(s)`,
  );
}
for (const [locale, hrefs] of Object.entries(preload.locales)) {
  if (locale === preload.defaultLocale) continue;
  const files = hrefs.filter((href) => href.endsWith('.js')).map(toFile);
  console.log(`  /${locale}/… loads its catalog instead: ${kb(files.reduce((sum, file) => sum + gz(file), 0))}`);
}
const css = cssLinks.map(toFile).filter(existsSync);
const cssTotal = css.reduce((sum, file) => sum + gz(file), 0);
const assets = join(dist, 'assets');
const lazy = readdirSync(assets)
  .filter((name) => name.endsWith('.js'))
  .map((name) => join(assets, name))
  .filter((file) => !initial.has(file));
const lazyTotal = lazy.reduce((sum, file) => sum + gz(file), 0);
console.log(`  total initial JS: ${kb(total)} (budget ${kb(budget)}: ${total <= budget ? 'met' : 'NOT met'})`);
console.log(`  initial CSS: ${kb(cssTotal)} in ${css.length} file(s)`);
console.log(`  lazy chunks: ${lazy.length}, ${kb(lazyTotal)} gzip in all`);
process.exitCode = total <= budget ? 0 : 1;

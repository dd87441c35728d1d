// @ts-check
import { resolve } from 'node:path';

/**
 * Vite plugin (build only): index.html gets a small inline script that, for the path being opened,
 * adds `<link rel="modulepreload">` (and `rel="preload" as="style"`) for
 * - the catalog chunks of the page's locale (`locales`): `/en/...` is English, any other path the
 *   default locale, so a page never waits for (or downloads) the other language's catalog;
 * - that landing page's lazy chunk, the chunks it imports and their CSS (`pages`, matched against
 *   the path without its locale prefix, so `/en/vacancies` preloads like `/vacancies`).
 * So they download in parallel with the first chunk instead of after it has run (the app asks for
 * the catalog and the router for a lazy page only once the app has started). Nothing changes what
 * runs or when. The files every start needs (`always`) become plain `<link rel="modulepreload">`
 * tags (with `afterPaint`, the script adds them too). Both go where index.html has
 * `<!-- landing-preload -->`.
 *
 * The data sits in the script as `var preload = {…};` on one line (tools/bench/bundle-report.mjs
 * reads it to count the default locale's catalog as initial JavaScript).
 *
 * With `afterPaint`, the script's work waits in `window.__jobsAfterPaint` for the starter of
 * start-after-paint-plugin.mjs, which runs it once the page has painted.
 *
 * @param {{ pages: Record<string, string>; always?: string[]; locales?: Record<string, string[]>; defaultLocale?: string; afterPaint?: boolean }} options
 *   pages: path regular expression (source, for the path without a locale prefix) → the page module,
 *   relative to the app root; always: modules whose chunks every start loads; locales: locale → the
 *   modules a start in that locale loads (its catalogs); defaultLocale: the locale of paths without
 *   a prefix (every other locale of `locales` is the prefix `/<locale>`).
 * @returns {import('vite').Plugin}
 */
const PLACEHOLDER = '<!-- landing-preload -->';

export function landingPreloadPlugin({ pages, always = [], locales = {}, defaultLocale = '', afterPaint = false }) {
  if (Object.keys(locales).length > 0 && !(defaultLocale in locales)) {
    throw new Error(`landing-preload: the default locale '${defaultLocale}' is not one of the locales`);
  }
  /** @type {string} */
  let root = '';
  /** @type {string} */
  let base = '/';
  return {
    name: 'jobs:landing-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        /** @type {Set<string>} */
        const initial = new Set();
        const addStatic = (/** @type {string} */ name, /** @type {Set<string>} */ into) => {
          if (into.has(name)) return;
          into.add(name);
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') for (const imported of chunk.imports) addStatic(imported, into);
        };
        if (entry) addStatic(entry.fileName, initial);
        /** The files a module's chunk needs beyond the first chunk: its static imports and their CSS. */
        const filesFor = (/** @type {string} */ module) => {
          const id = resolve(root, module);
          // The chunk the module starts, or else the chunk a code-splitting group put it in.
          const chunk =
            chunks.find((candidate) => candidate.facadeModuleId === id) ??
            chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`landing-preload: no chunk for ${module}`);
          /** @type {Set<string>} */
          const names = new Set();
          addStatic(chunk.fileName, names);
          const files = [...names].filter((name) => !initial.has(name));
          const css = files.flatMap((name) => {
            const item = bundle[name];
            return item?.type === 'chunk' ? [...(item.viteMetadata?.importedCss ?? [])] : [];
          });
          return [...files, ...css].map((name) => `${base}${name}`);
        };
        const unique = (/** @type {string[]} */ hrefs) => [...new Set(hrefs)];
        const everyStart = unique(always.flatMap(filesFor));
        const alreadyTagged = new Set(everyStart);
        const without = (/** @type {string[]} */ hrefs) => unique(hrefs).filter((href) => !alreadyTagged.has(href));
        const preload = {
          // With `afterPaint`, the files every start needs are added by the script too (no tags).
          always: afterPaint ? everyStart : [],
          defaultLocale,
          locales: Object.fromEntries(
            Object.entries(locales).map(([locale, modules]) => [locale, without(modules.flatMap(filesFor))]),
          ),
          pages: Object.fromEntries(Object.entries(pages).map(([path, module]) => [path, without(filesFor(module))])),
        };
        const alwaysTags = everyStart
          .map((href) =>
            href.endsWith('.css')
              ? `<link rel="preload" as="style" crossorigin href="${href}">`
              : `<link rel="modulepreload" crossorigin href="${href}">`,
          )
          .join('\n    ');
        // Run at once, or queued for the start-after-paint plugin's starter (`afterPaint`).
        const [open, close] = afterPaint
          ? ['(window.__jobsAfterPaint = window.__jobsAfterPaint || []).push(function () {', '});']
          : ['(function () {', '})();'];
        const script = `<script>
      ${open}
        var preload = ${JSON.stringify(preload)};
        var path = location.pathname;
        var locale = preload.defaultLocale;
        for (var name in preload.locales) {
          if (name !== preload.defaultLocale && (path === '/' + name || path.indexOf('/' + name + '/') === 0)) {
            locale = name;
            path = path.slice(name.length + 1) || '/';
            break;
          }
        }
        var hrefs = preload.always.concat(preload.locales[locale] || []);
        for (var pattern in preload.pages) if (new RegExp(pattern).test(path)) hrefs = hrefs.concat(preload.pages[pattern]);
        var seen = {};
        hrefs.forEach(function (href) {
          if (seen[href]) return;
          seen[href] = true;
          var link = document.createElement('link');
          if (/\\.css$/.test(href)) { link.rel = 'preload'; link.as = 'style'; } else { link.rel = 'modulepreload'; }
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        });
      ${close}
    </script>`;
        // Where index.html asks for it (before the stylesheet, which would hold an inline script back).
        if (!html.includes(PLACEHOLDER)) throw new Error(`landing-preload: index.html has no ${PLACEHOLDER}`);
        return html.replace(PLACEHOLDER, alwaysTags && !afterPaint ? `${alwaysTags}\n    ${script}` : script);
      },
    },
  };
}

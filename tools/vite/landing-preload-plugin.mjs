// @ts-check
import { resolve } from 'node:path';

/**
 * Vite plugin (build only): index.html gets a small inline script that, for the path being opened,
 * adds `<link rel="modulepreload">` (and `rel="preload" as="style"`) for that landing page's lazy
 * chunk and the chunks and CSS it imports, plus the files every start needs (`always`). So the page's
 * own code downloads in parallel with the first chunk instead of after it has run (the router only
 * asks for a lazy page once the app has started). Nothing changes what runs or when. The `always`
 * files become plain `<link rel="modulepreload">` tags. Both go where index.html has
 * `<!-- landing-preload -->`.
 *
 * @param {{ pages: Record<string, string>; always?: string[] }} options
 *   pages: path regular expression (source) → the page module, relative to the app root;
 *   always: modules whose chunks every start loads (such as the catalog).
 * @returns {import('vite').Plugin}
 */
const PLACEHOLDER = '<!-- landing-preload -->';

export function landingPreloadPlugin({ pages, always = [] }) {
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
          const chunk = chunks.find((candidate) => candidate.facadeModuleId === id);
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
        const byPath = Object.fromEntries(Object.entries(pages).map(([path, module]) => [path, filesFor(module)]));
        const everyStart = always.flatMap(filesFor);
        const alwaysTags = everyStart
          .map((href) =>
            href.endsWith('.css')
              ? `<link rel="preload" as="style" crossorigin href="${href}">`
              : `<link rel="modulepreload" crossorigin href="${href}">`,
          )
          .join('\n    ');
        const script = `<script>
      (function () {
        var pages = ${JSON.stringify(byPath)};
        for (var path in pages) if (new RegExp(path).test(location.pathname)) pages[path].forEach(function (href) {
          var link = document.createElement('link');
          if (/\\.css$/.test(href)) { link.rel = 'preload'; link.as = 'style'; } else { link.rel = 'modulepreload'; }
          link.crossOrigin = '';
          link.href = href;
          document.head.appendChild(link);
        });
      })();
    </script>`;
        // Where index.html asks for it (before the stylesheet, which would hold an inline script back).
        if (!html.includes(PLACEHOLDER)) throw new Error(`landing-preload: index.html has no ${PLACEHOLDER}`);
        return html.replace(PLACEHOLDER, `${alwaysTags}\n    ${script}`);
      },
    },
  };
}

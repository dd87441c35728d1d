// @ts-check

/**
 * Vite plugin (build only): the entry's stylesheet (the theme and the shell's styles, a few kB)
 * goes into index.html as a `<style>` instead of a `<link rel="stylesheet">`, which would hold the
 * first paint (the static shell in index.html) back by a request. Stylesheets larger than
 * `maxBytes`, or with relative `url()`s (which would resolve against the page instead of
 * `assets/`), stay linked.
 *
 * @param {{ maxBytes?: number }} [options]
 * @returns {import('vite').Plugin}
 */
export function inlineEntryCssPlugin({ maxBytes = 20_000 } = {}) {
  return {
    name: 'jobs:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (tag, /** @type {string} */ href) => {
          const name = href.replace(/^.*?(assets\/)/, '$1');
          const asset = bundle[name];
          if (asset?.type !== 'asset') return tag;
          const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
          if (css.length > maxBytes || /url\(\s*['"]?(?![a-z]+:|\/|#)/i.test(css) || css.includes('</')) return tag;
          return `<style data-entry-css="${href}">${css.trim()}</style>`;
        });
      },
    },
  };
}

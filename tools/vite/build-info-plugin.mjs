// @ts-check
import { randomBytes } from 'node:crypto';

/** Where the running build id is written into index.html; @jobs/app-shell reads it at start. */
export const BUILD_ID_META = 'app-build-id';
export const LATEST_BUILD_FILE = 'latest-build.json';
export const BUILD_MANIFEST_FILE = 'build-manifest.json';

/** A fresh id per build: time first (sorts), then randomness (two builds in one millisecond differ). */
export const createBuildId = (now = new Date()) =>
  `${now
    .toISOString()
    .replace(/[-:.TZ]/g, '')
    .slice(0, 14)}-${randomBytes(4).toString('hex')}`;

/**
 * Vite plugin: each `vite build` gets an id (`BUILD_ID` from the environment, or a fresh one), puts it
 * in index.html as `<meta name="app-build-id">`, and writes next to the app
 * - `latest-build.json`: `{ buildId, builtAt }`, fetched by the app about every hour to see whether a
 *   newer build is out;
 * - `build-manifest.json`: `{ buildId, builtAt, entry, files }`, every emitted file (path and kind).
 * `vite serve` (dev) injects nothing, so the update check stays off there.
 *
 * @param {{ buildId?: string; now?: () => Date }} [options]
 * @returns {import('vite').Plugin}
 */
export function buildInfoPlugin(options = {}) {
  const now = options.now ?? (() => new Date());
  /** @type {{ buildId: string; builtAt: string } | null} */
  let info = null;
  return {
    name: 'jobs:build-info',
    apply: 'build',
    buildStart() {
      const builtAt = now();
      info = {
        buildId: options.buildId ?? process.env['BUILD_ID'] ?? createBuildId(builtAt),
        builtAt: builtAt.toISOString(),
      };
    },
    transformIndexHtml() {
      if (!info) return [];
      return [{ tag: 'meta', attrs: { name: BUILD_ID_META, content: info.buildId }, injectTo: 'head' }];
    },
    // After vite's own html plugin, so index.html is in the bundle too.
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        if (!info) return;
        const files = Object.values(bundle)
          .map((item) =>
            item.type === 'chunk'
              ? { file: item.fileName, kind: item.isEntry ? 'entry' : item.isDynamicEntry ? 'dynamic' : 'chunk' }
              : { file: item.fileName, kind: 'asset' },
          )
          .filter((item) => item.file !== LATEST_BUILD_FILE && item.file !== BUILD_MANIFEST_FILE)
          .sort((a, b) => a.file.localeCompare(b.file));
        const entry = files.find((item) => item.kind === 'entry')?.file ?? null;
        this.emitFile({
          type: 'asset',
          fileName: LATEST_BUILD_FILE,
          source: `${JSON.stringify(info)}\n`,
        });
        this.emitFile({
          type: 'asset',
          fileName: BUILD_MANIFEST_FILE,
          source: `${JSON.stringify({ ...info, entry, files }, null, 2)}\n`,
        });
      },
    },
  };
}

import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineEntryCssPlugin } from '../inline-entry-css-plugin.mjs';

describe('inlineEntryCssPlugin', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'inline-entry-css-'));
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    await writeFile(join(root, 'main.js'), "import './main.css';\nimport('./lazy.js');\n");
    await writeFile(join(root, 'main.css'), 'body { color: rgb(1 2 3); }\n');
    await writeFile(join(root, 'lazy.js'), "import './lazy.css';\nexport const lazy = 1;\n");
    await writeFile(join(root, 'lazy.css'), '.lazy { color: red; }\n');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  const buildWith = async (outDir: string, maxBytes?: number) => {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [inlineEntryCssPlugin(maxBytes === undefined ? undefined : { maxBytes })],
      build: { outDir: join(root, outDir) },
    });
    return readFile(join(root, outDir, 'index.html'), 'utf8');
  };

  it("puts the entry's stylesheet into index.html instead of linking it; lazy CSS stays apart", async () => {
    const html = await buildWith('dist');
    expect(html).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toMatch(/<style data-entry-css="\/assets\/index-[\w-]+\.css">body\{color:/);
    expect(html).not.toContain('.lazy');
  });

  it('keeps a stylesheet over the size limit linked', async () => {
    const html = await buildWith('dist-large', 5);
    expect(html).toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/index-[\w-]+\.css">/);
    expect(html).not.toContain('<style');
  });
});

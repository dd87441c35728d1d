import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildInfoPlugin, createBuildId } from '../build-info-plugin.mjs';

describe('buildInfoPlugin', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'build-info-'));
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html><head><title>t</title></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    await writeFile(join(root, 'main.js'), "import('./page.js').then((m) => m.show());\n");
    await writeFile(join(root, 'page.js'), "export const show = () => document.body.append('page');\n");
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [buildInfoPlugin({ buildId: 'build-42', now: () => new Date('2026-11-21T10:00:00.000Z') })],
      build: { outDir: join(root, 'dist') },
    });
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes latest-build.json with the id and the time of the build', async () => {
    const latest = JSON.parse(await readFile(join(root, 'dist', 'latest-build.json'), 'utf8'));
    expect(latest).toEqual({ buildId: 'build-42', builtAt: '2026-11-21T10:00:00.000Z' });
  });

  it('writes a build manifest listing the entry, the lazy chunk and index.html', async () => {
    const manifest = JSON.parse(await readFile(join(root, 'dist', 'build-manifest.json'), 'utf8'));
    expect(manifest.buildId).toBe('build-42');
    expect(manifest.entry).toMatch(/^assets\/index-.+\.js$/);
    const kinds = manifest.files.map((f: { kind: string }) => f.kind);
    expect(kinds).toContain('entry');
    expect(kinds).toContain('dynamic');
    expect(manifest.files).toContainEqual({ file: 'index.html', kind: 'asset' });
    expect(manifest.files.some((f: { file: string }) => f.file.endsWith('.json'))).toBe(false);
  });

  it('puts the build id into index.html for the running app', async () => {
    const html = await readFile(join(root, 'dist', 'index.html'), 'utf8');
    expect(html).toContain('<meta name="app-build-id" content="build-42">');
  });

  it('creates ids that differ between builds', () => {
    const at = new Date('2026-11-21T10:00:00.000Z');
    expect(createBuildId(at)).toMatch(/^20261121100000-[0-9a-f]{8}$/);
    expect(createBuildId(at)).not.toBe(createBuildId(at));
  });
});

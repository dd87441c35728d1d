import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPreloadPlugin } from '../landing-preload-plugin.mjs';

/** The hrefs the inline script adds for `pathname`, run against a minimal document. */
const preloadsFor = (html: string, pathname: string) => {
  const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
  const added: { rel: string; as?: string; href: string }[] = [];
  const document = {
    createElement: () => ({}) as { rel: string; as?: string; href: string },
    head: { appendChild: (link: { rel: string; as?: string; href: string }) => added.push(link) },
  };
  runInNewContext(script, { document, location: { pathname } });
  return added;
};

describe('landingPreloadPlugin', () => {
  let root: string;
  let html: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'landing-preload-'));
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html><head><title>t</title><!-- landing-preload --></head><body><script type="module" src="/main.js"></script></body></html>',
    );
    await writeFile(
      join(root, 'main.js'),
      [
        "import { shared } from './shared.js';",
        'shared();',
        "if (location.pathname === '/') import('./home.js');",
        "else import('./other.js');",
        "import('./catalog.js');",
        "import(location.pathname.startsWith('/en') ? './messages-en.js' : './messages-ru.js');",
      ].join('\n'),
    );
    await writeFile(join(root, 'shared.js'), "export const shared = () => document.title = 'x';\n");
    await writeFile(join(root, 'widget.js'), "import './widget.css';\nexport const widget = () => 'w';\n");
    await writeFile(join(root, 'widget.css'), '.widget { color: red; }\n');
    await writeFile(
      join(root, 'home.js'),
      "import { shared } from './shared.js';\nimport { widget } from './widget.js';\nexport const home = () => shared() + widget();\n",
    );
    await writeFile(
      join(root, 'other.js'),
      "import { widget } from './widget.js';\nexport const other = () => widget();\n",
    );
    await writeFile(join(root, 'catalog.js'), "export const messages = { hello: 'Hello' };\n");
    await writeFile(join(root, 'messages-en.js'), "export const messages = { hello: 'Hello' };\n");
    await writeFile(join(root, 'messages-ru.js'), "export const messages = { hello: 'Привет' };\n");
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [
        landingPreloadPlugin({
          pages: { '^/$': 'home.js' },
          always: ['catalog.js'],
          defaultLocale: 'ru',
          locales: { ru: ['messages-ru.js'], en: ['messages-en.js'] },
        }),
      ],
      build: { outDir: join(root, 'dist') },
    });
    html = await readFile(join(root, 'dist', 'index.html'), 'utf8');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('preloads the chunks every start needs with plain tags, where index.html asks', () => {
    expect(html).not.toContain('<!-- landing-preload -->');
    expect(html).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/catalog-[\w-]+\.js">/);
  });

  it("adds the landing page's chunk, the chunks it imports and their CSS for its path only", () => {
    const links = preloadsFor(html, '/').filter((link) => !/messages-/.test(link.href));
    expect(links.map((link) => link.href)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/home-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/widget-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/widget-[\w-]+\.css$/),
      ]),
    );
    expect(links.filter((link) => link.href.endsWith('.css'))).toEqual([
      expect.objectContaining({ rel: 'preload', as: 'style' }),
    ]);
    expect(links.filter((link) => link.href.endsWith('.js')).every((link) => link.rel === 'modulepreload')).toBe(true);
    // What the first chunk already carries is not asked for again.
    expect(links.some((link) => /\/assets\/(index|shared)-/.test(link.href))).toBe(false);
    expect(preloadsFor(html, '/other').filter((link) => !/messages-/.test(link.href))).toEqual([]);
  });

  it("preloads the catalog of the page's locale only, and the landing page under the locale prefix", () => {
    const catalogs = (pathname: string) =>
      preloadsFor(html, pathname)
        .map((link) => link.href)
        .filter((href) => /messages-/.test(href));
    expect(catalogs('/')).toEqual([expect.stringMatching(/^\/assets\/messages-ru-[\w-]+\.js$/)]);
    expect(catalogs('/other')).toEqual([expect.stringMatching(/^\/assets\/messages-ru-[\w-]+\.js$/)]);
    expect(catalogs('/en')).toEqual([expect.stringMatching(/^\/assets\/messages-en-[\w-]+\.js$/)]);
    expect(catalogs('/en/other')).toEqual([expect.stringMatching(/^\/assets\/messages-en-[\w-]+\.js$/)]);
    // A path that only starts like the prefix is not English.
    expect(catalogs('/english')).toEqual([expect.stringMatching(/^\/assets\/messages-ru-[\w-]+\.js$/)]);
    const home = (pathname: string) =>
      preloadsFor(html, pathname)
        .map((link) => link.href)
        .filter((href) => /\/home-/.test(href));
    expect(home('/en')).toHaveLength(1);
    expect(home('/en/')).toHaveLength(1);
    expect(home('/en/other')).toEqual([]);
  });

  it('keeps the data where tools/bench/bundle-report.mjs reads it', () => {
    const data = JSON.parse(html.match(/var preload = (\{.*\});\n/)?.[1] ?? 'null');
    expect(data).toMatchObject({
      defaultLocale: 'ru',
      locales: { ru: [expect.any(String)], en: [expect.any(String)] },
    });
  });

  it('with afterPaint, queues its work (the files every start needs too) instead of running it', async () => {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [landingPreloadPlugin({ pages: { '^/$': 'home.js' }, always: ['catalog.js'], afterPaint: true })],
      build: { outDir: join(root, 'dist-after-paint') },
    });
    const deferred = await readFile(join(root, 'dist-after-paint', 'index.html'), 'utf8');
    expect(deferred).not.toMatch(/<link rel="modulepreload"/);
    const script = [...deferred.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]).join('\n');
    const added: { href: string }[] = [];
    const window: { __jobsAfterPaint?: (() => void)[] } = {};
    const document = { createElement: () => ({}), head: { appendChild: (link: { href: string }) => added.push(link) } };
    runInNewContext(script, { window, document, location: { pathname: '/' } });
    expect(added).toEqual([]);
    window.__jobsAfterPaint?.forEach((task) => task());
    expect(added.map((link) => link.href)).toEqual([
      expect.stringMatching(/^\/assets\/catalog-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/home-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/widget-[\w-]+\.js$/),
      expect.stringMatching(/^\/assets\/widget-[\w-]+\.css$/),
    ]);
  });

  it('rejects a default locale that is not one of the locales', () => {
    expect(() => landingPreloadPlugin({ pages: {}, defaultLocale: 'de', locales: { ru: [] } })).toThrow(
      /default locale/,
    );
  });

  it('fails the build when a page module has no chunk', async () => {
    await expect(
      build({
        root,
        configFile: false,
        logLevel: 'silent',
        plugins: [landingPreloadPlugin({ pages: { '^/$': 'missing.js' } })],
        build: { outDir: join(root, 'dist-missing') },
      }),
    ).rejects.toThrow(/no chunk for missing\.js/);
  });
});

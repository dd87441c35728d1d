import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { landingPreloadPlugin } from '../landing-preload-plugin.mjs';
import { startAfterPaintPlugin } from '../start-after-paint-plugin.mjs';

type Element = { tagName: string; rel?: string; href?: string; src?: string; type?: string };

/** Runs index.html's inline scripts against a minimal browser; returns what they add, and when. */
const runScripts = (html: string, visibilityState: 'visible' | 'hidden') => {
  const added: Element[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const append = (element: Element) => added.push(element);
  const document = {
    visibilityState,
    createElement: (tagName: string) => ({ tagName }) as Element,
    head: { appendChild: append },
    body: { appendChild: append },
  };
  class MessageChannel {
    port1: { onmessage?: () => void } = {};
    port2 = { postMessage: () => frames.push(() => this.port1.onmessage?.()) };
  }
  const window: Record<string, unknown> = {};
  const context = {
    window,
    document,
    location: { pathname: '/' },
    MessageChannel,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
  };
  window['window'] = window;
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  for (const script of scripts) runInNewContext(script, context);
  return {
    added,
    /** The next frame and what it posted. */
    paint: () => {
      while (frames.length) frames.shift()?.();
    },
    timeout: () => timers.forEach((callback) => callback()),
  };
};

describe('startAfterPaintPlugin', () => {
  let root: string;
  let html: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'start-after-paint-'));
    await writeFile(
      join(root, 'index.html'),
      '<!doctype html><html><head><title>t</title><!-- landing-preload --></head><body><div id="root">shell</div><script type="module" src="/main.js"></script></body></html>',
    );
    await writeFile(join(root, 'main.js'), "import { shared } from './shared.js';\nshared();\nimport('./home.js');\n");
    await writeFile(join(root, 'shared.js'), "export const shared = () => (document.title = 'x');\n");
    await writeFile(join(root, 'home.js'), "export const home = () => document.title + ' at home';\n");
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      plugins: [startAfterPaintPlugin(), landingPreloadPlugin({ pages: { '^/$': 'home.js' }, afterPaint: true })],
      build: {
        outDir: join(root, 'dist'),
        rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', test: /shared\.js$/ }] } } },
      },
    });
    html = await readFile(join(root, 'dist', 'index.html'), 'utf8');
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('leaves no module script or preload in the HTML itself', () => {
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toMatch(/<link rel="modulepreload"/);
    expect(html).toMatch(/var entry = "\/assets\/index-[\w-]+\.js";\n/);
    expect(html).toMatch(/var preload = \["\/assets\/shared-[\w-]+\.js"\];\n/);
  });

  it('requests and starts the app after the next paint, the landing preloads first', () => {
    const page = runScripts(html, 'visible');
    expect(page.added).toEqual([]);
    page.paint();
    expect(page.added.map(({ tagName, rel, src, href }) => `${tagName}:${rel ?? ''}:${src ?? href}`)).toEqual([
      expect.stringMatching(/^link:modulepreload:\/assets\/home-[\w-]+\.js$/),
      expect.stringMatching(/^link:modulepreload:\/assets\/shared-[\w-]+\.js$/),
      expect.stringMatching(/^script::\/assets\/index-[\w-]+\.js$/),
    ]);
    expect(page.added.at(-1)?.type).toBe('module');
    // Once only, whatever comes next.
    page.timeout();
    expect(page.added).toHaveLength(3);
  });

  it('starts at once in a hidden tab, and after a while should no frame come', () => {
    expect(runScripts(html, 'hidden').added).toHaveLength(3);
    const page = runScripts(html, 'visible');
    page.timeout();
    expect(page.added).toHaveLength(3);
  });
});

import { createProjectGraphAsync, type ProjectGraph } from '@nx/devkit';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The three audiences, each with its app (`scope:<audience>`). */
const AUDIENCES = ['seeker', 'employer', 'admin'];

const tagsOf = (graph: ProjectGraph, project: string): string[] => graph.nodes[project]?.data.tags ?? [];
const withPrefix = (tags: string[], prefix: string) => tags.filter((tag) => tag.startsWith(prefix));

/** The library's own source files (tests, test setup and compiled catalogs aside). */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' || entry.name === 'locales' ? [] : sourceFiles(path);
    if (!/\.tsx?$/.test(entry.name) || /\.(spec|test)\.tsx?$/.test(entry.name) || entry.name === 'test-setup.ts') {
      return [];
    }
    return [path];
  });

/**
 * What makes a module UI: markup of its own (an intrinsic JSX element such as `<div>`), a
 * stylesheet, or a portal. Providers that only put a value in context render no markup.
 */
const uiFindings = (path: string): string[] => {
  const text = readFileSync(path, 'utf8');
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const findings: string[] = [];
  const at = (node: ts.Node, what: string) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    findings.push(`${relative(root, path)}:${line + 1} ${what}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const name = node.tagName.getText(file);
      if (/^[a-z]/.test(name)) at(node, `<${name}>`);
    }
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (node.moduleSpecifier.text.endsWith('.css')) at(node, `imports ${node.moduleSpecifier.text}`);
    }
    if (ts.isCallExpression(node) && /(^|\.)createPortal$/.test(node.expression.getText(file)))
      at(node, 'createPortal()');
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
};

describe('library tags tell the truth', () => {
  let graph: ProjectGraph;
  let libs: string[];

  beforeAll(async () => {
    graph = await createProjectGraphAsync({ exitOnError: false });
    libs = Object.keys(graph.nodes).filter((name) => graph.nodes[name]?.data.root.startsWith('libs/'));
  }, 120_000);

  it('finds the libraries', () => {
    expect(libs).toEqual(expect.arrayContaining(['web-platform', 'app-shell', 'i18n', 'ui', 'vacancy-editor']));
  });

  it('gives every library one type, one platform and at least one scope', () => {
    const wrong = libs.filter((lib) => {
      const tags = tagsOf(graph, lib);
      return (
        withPrefix(tags, 'type:').length !== 1 ||
        withPrefix(tags, 'platform:').length !== 1 ||
        withPrefix(tags, 'scope:').length === 0
      );
    });
    expect(wrong).toEqual([]);
  });

  it('keeps React UI out of data-access, domain and util libraries', () => {
    const layers = ['type:data-access', 'type:domain', 'type:util'];
    const checked = libs.filter((lib) => tagsOf(graph, lib).some((tag) => layers.includes(tag)));
    expect(checked).toEqual(expect.arrayContaining(['web-platform', 'api-client', 'contracts', 'i18n', 'testing']));
    const findings = checked.flatMap((lib) =>
      sourceFiles(join(root, graph.nodes[lib]?.data.sourceRoot ?? `${graph.nodes[lib]?.data.root}/src`)).flatMap(
        uiFindings,
      ),
    );
    expect(findings).toEqual([]);
  });

  it('spots UI where it is (the check itself works)', () => {
    const findings = uiFindings(join(root, 'libs/shared/app-shell/src/lib/translation-banner.tsx'));
    const what = findings.map((finding) => finding.replace(/^\S+ /, ''));
    expect(what).toEqual(
      expect.arrayContaining(['imports ./translation-banner.module.css', 'createPortal()', '<div>', '<button>']),
    );
    // Context providers and other components are not markup of their own.
    expect(uiFindings(join(root, 'libs/shared/i18n/src/lib/locale-provider.tsx'))).toEqual([]);
  });

  it('scopes every browser library to exactly the audiences whose apps use it', () => {
    const apps = Object.keys(graph.nodes).filter((name) => {
      const tags = tagsOf(graph, name);
      return tags.includes('type:app') && tags.includes('platform:browser');
    });
    const audienceOf = (app: string) => withPrefix(tagsOf(graph, app), 'scope:')[0]?.slice('scope:'.length) ?? '';
    expect(apps.map(audienceOf).sort()).toEqual([...AUDIENCES].sort());

    // Who reaches each project, following imports (static and lazy) from each app.
    const users = new Map<string, Set<string>>();
    for (const app of apps) {
      const seen = new Set<string>();
      const walk = (project: string) => {
        for (const { target, type } of graph.dependencies[project] ?? []) {
          if (type === 'implicit' || seen.has(target) || !graph.nodes[target]) continue;
          seen.add(target);
          walk(target);
        }
      };
      walk(app);
      for (const project of seen) users.set(project, (users.get(project) ?? new Set()).add(audienceOf(app)));
    }

    const browserLibs = libs.filter((lib) => tagsOf(graph, lib).includes('platform:browser'));
    const expected = Object.fromEntries(
      browserLibs.map((lib) => {
        const audiences = [...(users.get(lib) ?? [])].sort();
        const shared = AUDIENCES.every((audience) => audiences.includes(audience));
        return [lib, shared ? ['scope:shared'] : audiences.map((audience) => `scope:${audience}`)];
      }),
    );
    const actual = Object.fromEntries(browserLibs.map((lib) => [lib, withPrefix(tagsOf(graph, lib), 'scope:').sort()]));
    expect(actual).toEqual(expected);
    expect(actual['vacancy-editor']).toEqual(['scope:admin', 'scope:employer']);
  });
});

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * Keeps the Markdown documentation true to the repository (tools/__tests__/docs.spec.ts): every
 * `npm run <script>` names a script of package.json, every Nx target named (`npx nx run p:t`,
 * `npx nx <target> <project>`, `npx nx run-many -t … -p …`) exists, every relative link (and its
 * #anchor) and every repository path named in code leads somewhere.
 */

export type Problem = { file: string; message: string };

type Markdown = { prose: string; code: string[] };

/** Splits a Markdown text into its prose (code removed) and its code: fenced blocks and inline spans. */
export const splitMarkdown = (text: string): Markdown => {
  const code: string[] = [];
  const withoutFences = text.replace(/^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1[ \t]*$/gm, (_all, _fence, body: string) => {
    code.push(body);
    return '';
  });
  const prose = withoutFences.replace(/(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, (_all, _ticks, body: string) => {
    code.push(body);
    return '';
  });
  return { prose, code };
};

/** GitHub's anchor of a heading: lower case, punctuation dropped (not `-` or `_`), spaces to `-`. */
export const headingSlug = (heading: string): string =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a Markdown file's headings (repeated headings get -1, -2… as on GitHub). */
export const anchorsOf = (text: string): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  const withoutFences = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  for (const match of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const slug = headingSlug(match[1].replace(/`/g, ''));
    const count = seen.get(slug) ?? 0;
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
    seen.set(slug, count + 1);
  }
  return anchors;
};

export type Workspace = {
  root: string;
  scripts: ReadonlySet<string>;
  /** Each project's targets: its project.json's and those its Nx plugins infer from its files. */
  projects: ReadonlyMap<string, ReadonlySet<string>>;
};

/** Targets the workspace's Nx plugins (nx.json) infer from a project's configuration files. */
const inferredTargets = (dir: string): string[] => {
  const has = (...names: string[]) => names.some((name) => existsSync(join(dir, name)));
  const targets: string[] = [];
  if (has('eslint.config.mjs', 'eslint.config.js', 'eslint.config.cjs')) targets.push('lint');
  const vite = has('vite.config.ts', 'vite.config.mts', 'vite.config.js', 'vite.config.mjs');
  if (vite) targets.push('build', 'serve', 'dev', 'preview', 'serve-static', 'typecheck', 'build-deps', 'watch-deps');
  if (vite || has('vitest.config.ts', 'vitest.config.mts', 'vitest.config.js', 'vitest.config.mjs'))
    targets.push('test', 'test-ci');
  return targets;
};

const findProjectFiles = (dir: string, found: string[] = []): string[] => {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) findProjectFiles(path, found);
    else if (name === 'project.json') found.push(path);
  }
  return found;
};

/** The npm scripts and Nx projects of the repository at `root`. */
export const readWorkspace = (root: string): Workspace => {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  const projects = new Map<string, Set<string>>();
  for (const top of ['apps', 'libs', 'tools', 'e2e']) {
    if (!existsSync(join(root, top))) continue;
    for (const file of findProjectFiles(join(root, top))) {
      const project = JSON.parse(readFileSync(file, 'utf8')) as { name: string; targets?: Record<string, unknown> };
      projects.set(project.name, new Set([...Object.keys(project.targets ?? {}), ...inferredTargets(dirname(file))]));
    }
  }
  return { root, scripts: new Set(Object.keys(pkg.scripts ?? {})), projects };
};

/** The Markdown files to check: README.md, CONTRIBUTING.md and docs/**. */
export const docFiles = (root: string): string[] => {
  const walk = (dir: string, found: string[] = []): string[] => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path, found);
      else if (name.endsWith('.md')) found.push(path);
    }
    return found;
  };
  return [
    ...['README.md', 'CONTRIBUTING.md'].map((name) => join(root, name)).filter((path) => existsSync(path)),
    ...(existsSync(join(root, 'docs')) ? walk(join(root, 'docs')).sort() : []),
  ];
};

/** Folders of the repository whose paths the docs name in code (build output and data are not in it). */
const REPO_PATH = /(?:^|[\s'"(=:,])((?:apps|libs|tools|e2e|deploy|docs|\.ci|\.github)\/[\w./@-]*)/g;
const ROOT_FILES =
  /(?:^|[\s'"(=])(package\.json|\.env\.example|\.nvmrc|\.node-version|nx\.json|tsconfig\.base\.json)(?=$|[\s'",)])/g;
const placeholder = (word: string) => word.startsWith('<') || word.includes('…') || word.includes('$');

/** Checks one Markdown file; `path` is absolute. */
export const checkMarkdown = (path: string, text: string, workspace: Workspace): Problem[] => {
  const file = relative(workspace.root, path);
  const problems: Problem[] = [];
  const report = (message: string) => problems.push({ file, message });
  const { prose, code } = splitMarkdown(text);

  for (const snippet of code) {
    // A command may be continued on the next line with a backslash.
    const joined = snippet.replace(/\\\n\s*/g, ' ');
    for (const match of joined.matchAll(/\bnpm run(?:\s+-\S+)*\s+([^\s;&|)`'"]+)/g)) {
      const script = match[1];
      if (!placeholder(script) && !workspace.scripts.has(script))
        report(`npm run ${script}: no such script in package.json`);
    }
    for (const match of joined.matchAll(/\bnpx nx run ([\w@/-]+):([\w:-]+)/g)) {
      const [, project, target] = match;
      const targets = workspace.projects.get(project);
      if (!targets) report(`nx run ${project}:${target}: no project ${project}`);
      else if (!targets.has(target)) report(`nx run ${project}:${target}: ${project} has no target ${target}`);
    }
    for (const match of joined.matchAll(/\bnpx nx (?!run\b|run-many\b|affected\b|graph\b)([\w:-]+) ([\w@/-]+)/g)) {
      const [, target, project] = match;
      const targets = workspace.projects.get(project);
      if (!targets) report(`nx ${target} ${project}: no project ${project}`);
      else if (!targets.has(target)) report(`nx ${target} ${project}: ${project} has no target ${target}`);
    }
    for (const match of joined.matchAll(/\bnx run-many ([^\n;&|]*)/g)) {
      const words = match[1].trim().split(/\s+/);
      const listAfter = (...flags: string[]) => {
        const at = words.findIndex((word) => flags.includes(word));
        if (at < 0) return [];
        const end = words.findIndex((word, i) => i > at && word.startsWith('-'));
        return words.slice(at + 1, end < 0 ? undefined : end).flatMap((word) => word.split(',').filter(Boolean));
      };
      const targetNames = listAfter('-t', '--targets', '--target');
      for (const project of listAfter('-p', '--projects')) {
        const targets = workspace.projects.get(project);
        if (!targets) report(`nx run-many: no project ${project}`);
        else
          for (const target of targetNames)
            if (!targets.has(target)) report(`nx run-many: ${project} has no target ${target}`);
      }
    }
    for (const pattern of [REPO_PATH, ROOT_FILES]) {
      for (const match of snippet.matchAll(pattern)) {
        const named = match[1].replace(/[.,:]+$/, '');
        if (!existsSync(join(workspace.root, named))) report(`${named}: no such file or folder in the repository`);
      }
    }
  }

  for (const match of prose.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = match[1];
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
    const [pathPart, anchor] = target.split('#', 2);
    const linked = pathPart === '' ? path : resolve(dirname(path), decodeURIComponent(pathPart));
    const shown = relative(workspace.root, linked) || '.';
    if (shown.startsWith('..')) {
      report(`${target}: leads outside the repository`);
      continue;
    }
    if (!existsSync(linked)) {
      report(`${target}: ${shown} does not exist`);
      continue;
    }
    if (anchor && linked.endsWith('.md') && !anchorsOf(readFileSync(linked, 'utf8')).has(anchor))
      report(`${target}: ${shown} has no heading #${anchor}`);
  }
  return problems;
};

/** Every problem of the repository's documentation. */
export const checkDocs = (root: string): Problem[] => {
  const workspace = readWorkspace(root);
  return docFiles(root).flatMap((path) => checkMarkdown(path, readFileSync(path, 'utf8'), workspace));
};

/** The variables of the API's environment schema (apps/api/src/config.ts), read from its source. */
export const apiVariables = (root: string): string[] => {
  const source = readFileSync(join(root, 'apps', 'api', 'src', 'config.ts'), 'utf8');
  const schema = source.slice(source.indexOf('export const envSchema'), source.indexOf('.superRefine('));
  return [...schema.matchAll(/^ {4}([A-Z][A-Z0-9_]+):/gm)].map((match) => match[1]);
};

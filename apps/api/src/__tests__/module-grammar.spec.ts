import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The API's grammar, read from its sources: the parts (lib, plugins, config, each module) import
// each other without a cycle. The walk is small on purpose: relative imports of the non-test
// TypeScript files, grouped by part.

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [path] : [];
  });

/** The part a source file belongs to: `modules/<name>`, or its top-level folder or file. */
const partOf = (file: string): string => {
  const [top, second] = relative(SRC, file).split('/');
  if (top === 'modules' && second) return `modules/${second}`;
  return (top ?? '').replace(/\.ts$/, '');
};

const IMPORT = /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'(\.[^']+)'/g;

/** Which parts each part imports, with one file pair per edge to name in a failure. */
export const importGraph = (files: string[]) => {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = partOf(file);
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? '');
      const to = partOf(target);
      if (to !== from && !edges.has(to)) edges.set(to, `${relative(SRC, file)} → ${match[1]}`);
    }
  }
  return graph;
};

/** Every cycle's parts (Tarjan's strongly connected components of more than one part). */
export const cyclesOf = (graph: Map<string, Map<string, string>>): string[][] => {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
};

const describeCycle = (graph: Map<string, Map<string, string>>, parts: string[]) =>
  parts
    .flatMap((from) =>
      [...(graph.get(from) ?? new Map<string, string>()).entries()]
        .filter(([to]) => parts.includes(to))
        .map(([, where]) => where),
    )
    .join('\n');

/** Running or writing SQL: drizzle's query builders on a database or transaction, or a raw statement. */
const RUNS_SQL =
  /\b(?:db|tx|t|executor|database)\s*\.\s*(?:execute|select|selectDistinct|insert|update|delete)\s*\(|\bsql`/;

/** Where a module's SQL lives: its repositories, and the fragments they compose (`*.sql.ts`). */
const mayHoldSql = (path: string) => /\.(?:repository|sql)\.ts$/.test(path);

describe('the module grammar', () => {
  const files = sourceFiles(SRC);
  const graph = importGraph(files);

  it('has no import cycle between the API’s parts (lib, plugins, the modules)', () => {
    const cycles = cyclesOf(graph);
    expect(cycles.map((parts) => `${parts.join(' ↔ ')}\n${describeCycle(graph, parts)}`)).toEqual([]);
  });

  it('gives every module an index.ts (its plugin, or for the text tools their public face)', () => {
    const modules = readdirSync(join(SRC, 'modules')).filter((name) =>
      statSync(join(SRC, 'modules', name)).isDirectory(),
    );
    expect(modules.filter((name) => !files.includes(join(SRC, 'modules', name, 'index.ts')))).toEqual([]);
  });

  it('keeps app.ts to configuration, database, queue and the list of modules (at most 200 lines)', () => {
    expect(readFileSync(join(SRC, 'app.ts'), 'utf8').split('\n').length).toBeLessThanOrEqual(200);
  });

  it('keeps SQL in the modules’ repositories', () => {
    const holding = files
      .map((file) => relative(SRC, file))
      .filter((path) => path.startsWith('modules/') && !mayHoldSql(path))
      .filter((path) => RUNS_SQL.test(readFileSync(join(SRC, path), 'utf8')));
    expect(holding).toEqual([]);
  });

  it('has one writer of new notifications (the notify module’s repository)', () => {
    const writers = files
      .filter((file) =>
        /insert\s+into\s+notifications\b|\.insert\(\s*notifications\s*\)/i.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(SRC, file));
    expect(writers).toEqual(['modules/notify/notify.repository.ts']);
  });

  it('recognises a statement outside a repository', () => {
    expect(RUNS_SQL.test('await db.select().from(users)')).toBe(true);
    expect(RUNS_SQL.test('await tx.insert(chats).values(row)')).toBe(true);
    expect(RUNS_SQL.test('await db.execute(sql`select 1`)')).toBe(true);
    expect(RUNS_SQL.test('cache.delete(key); map.set(key, value)')).toBe(false);
    expect(mayHoldSql('modules/chat/chat.repository.ts')).toBe(true);
    expect(mayHoldSql('modules/chat/chat.service.ts')).toBe(false);
  });

  it('finds a cycle when two parts import each other', () => {
    const probe = new Map([
      ['modules/a', new Map([['modules/b', 'a.ts → ../b/b']])],
      ['modules/b', new Map([['modules/c', 'b.ts → ../c/c']])],
      ['modules/c', new Map([['modules/a', 'c.ts → ../a/a']])],
      ['lib', new Map<string, string>()],
    ]);
    expect(cyclesOf(probe)).toEqual([['modules/a', 'modules/b', 'modules/c']]);
  });
});

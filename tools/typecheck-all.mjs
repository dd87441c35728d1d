// Typechecks every project in one `tsc -b` process: what `nx run-many -t typecheck` does, at about half its CPU.
// The compiler is tools/tsc.mjs's: TypeScript 7's native one where installed.
// Each project's `typecheck` target is `tsc -b <its configs>` run in its folder; nx starts one process per
// project, and each of them loads the declarations of every lib it imports again (20 processes on two cores).
// One build over the same configurations checks each project once, in dependency order, and shares what it
// has read. The configurations come from the projects' own targets, so a new project is checked here as soon
// as it has a `typecheck` target; a target that is not `tsc -b …` stops the run rather than being skipped.
import { globSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { nativeTsc, runTsc } from './tsc.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Every project's `typecheck` configurations, relative to the repository's root. */
export const typecheckConfigs = () => {
  const configs = [];
  const problems = [];
  for (const file of globSync(['apps/*/project.json', 'libs/*/*/project.json', '*/project.json'], { cwd: root })) {
    const project = JSON.parse(readFileSync(join(root, file), 'utf8'));
    const target = project.targets?.typecheck;
    if (!target) {
      problems.push(`${file}: no typecheck target`);
      continue;
    }
    const match = /^node (?:\.\.\/)*tools\/tsc\.mjs -b((?: [^\s-][^\s]*)+)$/.exec(
      target.command ?? target.options?.command ?? '',
    );
    if (!match) {
      problems.push(
        `${file}: typecheck is not "node <path to>tools/tsc.mjs -b <configs>" (${JSON.stringify(target.command)})`,
      );
      continue;
    }
    const cwd = target.options?.cwd ?? '.';
    for (const config of match[1].trim().split(' ')) configs.push(relative(root, join(root, cwd, config)) || '.');
  }
  return { configs: [...new Set(configs)].sort(), problems };
};

if (process.argv[1] === new URL(import.meta.url).pathname) {
  const { configs, problems } = typecheckConfigs();
  if (problems.length > 0) {
    console.error(`Cannot typecheck every project in one build:\n  ${problems.join('\n  ')}`);
    process.exit(2);
  }
  const projects = new Set(configs.map((config) => dirname(config))).size;
  const compiler = nativeTsc()
    ? 'TypeScript 7 (native, one thread)'
    : 'TypeScript 6 (no native compiler for this platform)';
  console.log(`tsc -b over ${configs.length} configurations of ${projects} projects, ${compiler}`);
  process.exit(runTsc(['-b', ...configs], { cwd: root }));
}

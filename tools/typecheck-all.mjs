// Typechecks every project in one `tsc -b` process: what `nx run-many -t typecheck` does, at about half its CPU.
// Each project's `typecheck` target is `tsc -b <its configs>` run in its folder; nx starts one process per
// project, and each of them loads the declarations of every lib it imports again (20 processes on two cores).
// One build over the same configurations checks each project once, in dependency order, and shares what it
// has read. The configurations come from the projects' own targets, so a new project is checked here as soon
// as it has a `typecheck` target; a target that is not `tsc -b …` stops the run rather than being skipped.
import { spawnSync } from 'node:child_process';
import { globSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

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
    const match = /^tsc -b((?: [^\s-][^\s]*)+)$/.exec(target.command ?? target.options?.command ?? '');
    if (!match) {
      problems.push(`${file}: typecheck is not "tsc -b <configs>" (${JSON.stringify(target.command)})`);
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
  console.log(`tsc -b over ${configs.length} configurations of ${projects} projects`);
  const result = spawnSync('npx', ['tsc', '-b', ...configs], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}

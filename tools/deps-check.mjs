// `npm run deps:check`: the installed dependency tree (package-lock.json) against a vendored list
// of security advisories (tools/deps/advisories.json), offline: these machines cannot reach the
// advisory service `npm audit` asks. Exits 1 when a package version in the lockfile falls in an
// advisory's range at or above --level (default: moderate), unless the finding is accepted in the
// list with a reason.
//
//   node tools/deps-check.mjs                       check package-lock.json (moderate and above)
//   node tools/deps-check.mjs --level low           every finding fails
//   node tools/deps-check.mjs --lockfile <file> --advisories <file>
//   node tools/deps-check.mjs --import audit.json   merge `npm audit --json` findings (run where the
//                                                  advisory service answers) into the list
//
// What it covers: every package the lockfile installs (direct and transitive, dev included), by
// name and version, against the advisories listed. What it does not: advisories missing from the
// list (keep it current: --import, or the GitHub Advisory Database), code that is vendored or
// bundled without a lockfile entry, and licences. `npm outdated` (the registry's metadata, which is
// reachable) lists the direct dependencies with a newer major: `npm outdated` (README, "Dependencies").
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const require = createRequire(import.meta.url);
const semver = require('semver');

const ROOT = new URL('..', import.meta.url).pathname;
const SEVERITIES = ['low', 'moderate', 'high', 'critical'];

/** Every installed package of a lockfile (v2/v3): [{ path, name, version, dev }]. */
export const installedPackages = (lock) =>
  Object.entries(lock.packages ?? {})
    .filter(([path, entry]) => path !== '' && entry.version && !entry.link)
    .map(([path, entry]) => ({
      path,
      name: entry.name ?? path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version,
      dev: entry.dev === true,
    }));

/** The findings: each installed package version inside an advisory's range. */
export const findings = (lock, list) => {
  const byName = new Map();
  for (const advisory of list.advisories) {
    const known = byName.get(advisory.package) ?? [];
    known.push(advisory);
    byName.set(advisory.package, known);
  }
  const accepted = new Set((list.accepted ?? []).map((entry) => `${entry.id} ${entry.path}`));
  const found = [];
  for (const pkg of installedPackages(lock)) {
    for (const advisory of byName.get(pkg.name) ?? []) {
      if (!semver.valid(pkg.version) || !semver.satisfies(pkg.version, advisory.range, { includePrerelease: true })) {
        continue;
      }
      found.push({
        ...advisory,
        path: pkg.path,
        version: pkg.version,
        dev: pkg.dev,
        accepted: accepted.has(`${advisory.id} ${pkg.path}`),
      });
    }
  }
  return found;
};

/** `npm audit --json` (v7+) findings as advisories of the list's shape. */
export const fromAudit = (audit) => {
  const out = [];
  for (const vulnerability of Object.values(audit.vulnerabilities ?? {})) {
    for (const via of vulnerability.via ?? []) {
      if (typeof via !== 'object' || !via.url) continue;
      out.push({
        id: via.url.split('/').pop(),
        package: via.name,
        range: via.range,
        fixed: null,
        severity: via.severity,
        title: via.title,
      });
    }
  }
  return out;
};

const main = () => {
  const { values } = parseArgs({
    options: {
      lockfile: { type: 'string', default: join(ROOT, 'package-lock.json') },
      advisories: { type: 'string', default: join(ROOT, 'tools', 'deps', 'advisories.json') },
      level: { type: 'string', default: 'moderate' },
      import: { type: 'string' },
    },
  });
  const list = JSON.parse(readFileSync(values.advisories, 'utf8'));
  if (values.import) {
    const seen = new Set(list.advisories.map((a) => `${a.id} ${a.package}`));
    const added = fromAudit(JSON.parse(readFileSync(values.import, 'utf8'))).filter(
      (a) => !seen.has(`${a.id} ${a.package}`),
    );
    list.advisories.push(...added);
    writeFileSync(values.advisories, `${JSON.stringify(list, null, 2)}\n`);
    console.log(`added ${added.length} advisories to ${values.advisories}`);
    return 0;
  }
  const floor = SEVERITIES.indexOf(values.level);
  if (floor < 0) throw new Error(`--level must be one of ${SEVERITIES.join(', ')}`);
  const lock = JSON.parse(readFileSync(values.lockfile, 'utf8'));
  const found = findings(lock, list);
  const failing = found.filter((f) => !f.accepted && SEVERITIES.indexOf(f.severity) >= floor);
  console.log(
    `${installedPackages(lock).length} installed packages checked against ${list.advisories.length} advisories (list of ${list.updated}).`,
  );
  for (const f of found) {
    const mark = f.accepted ? 'accepted' : SEVERITIES.indexOf(f.severity) >= floor ? 'FAIL' : 'note';
    console.log(
      `${mark.padEnd(8)} ${f.severity.padEnd(8)} ${f.name ?? f.package}@${f.version} (${f.path}${f.dev ? ', dev' : ''}): ${f.id} ${f.title}; fixed in ${f.fixed ?? 'see advisory'}`,
    );
  }
  console.log(failing.length === 0 ? 'No advisory at or above the level.' : `${failing.length} finding(s) to fix.`);
  return failing.length === 0 ? 0 : 1;
};

if (process.argv[1] === new URL(import.meta.url).pathname) {
  try {
    process.exit(main());
  } catch (error) {
    console.error(error.message);
    process.exit(2);
  }
}

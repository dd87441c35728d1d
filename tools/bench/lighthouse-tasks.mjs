#!/usr/bin/env node
/**
 * The main thread's long tasks in traces saved by `npm run bench:lighthouse -- --traces dir`, by CPU
 * time (the trace's thread time, which the neighbours' load changes far less than wall time), with
 * what each task ran: the scripts evaluated, the functions called and, when the trace has V8's
 * samples (`--cpu-profile`), the functions that took the task's time.
 *
 * Lighthouse's mobile preset multiplies the main thread's time by four, so a task of 12.5 ms of CPU
 * here is a long task there; "TBT from CPU" sums 4 × CPU − 50 ms over the tasks between the first
 * contentful paint and the last long task, as Lighthouse's simulation would count them (roughly:
 * Lighthouse uses wall time, which a loaded machine stretches).
 *
 * Usage: node tools/bench/lighthouse-tasks.mjs <trace.json | dir> [--min 12.5] [--top 8]
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { mainThreadKey, TASK_NAMES } from './lighthouse-cpu-trace.mjs';

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  options: { min: { type: 'string', default: '12.5' }, top: { type: 'string', default: '8' } },
});
const minMs = Number(flags.min);
const top = Number(flags.top);
const files = positionals.flatMap((path) =>
  statSync(path).isDirectory()
    ? readdirSync(path)
        .filter((name) => name.endsWith('.json'))
        .sort()
        .map((name) => join(path, name))
    : [path],
);
if (files.length === 0) {
  console.error('Usage: node tools/bench/lighthouse-tasks.mjs <trace.json | dir> [--min 12.5] [--top 8]');
  process.exit(2);
}

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') || '/' : '');
const ms = (us) => us / 1000;

for (const file of files) {
  const trace = JSON.parse(readFileSync(file, 'utf8'));
  const events = trace.traceEvents ?? trace;
  // The page's renderer main thread: the CrRendererMain thread that ran the most.
  const main = mainThreadKey(events);
  const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
  const navigation = events.find((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === main);
  const t0 = navigation?.ts ?? Math.min(...onMain.filter((e) => e.ts > 0).map((e) => e.ts));
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint');
  const lcps = onMain.filter((e) => e.name === 'largestContentfulPaint::Candidate');
  const lcp = lcps.at(-1);
  const tasks = onMain
    .filter((e) => e.ph === 'X' && TASK_NAMES.has(e.name) && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts);
  const inside = (task) => onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts < task.ts + task.dur);

  // V8's samples (present with --cpu-profile): the main thread's profile, whose chunks come from
  // V8's profiler thread with the profile's id; sample times count from the profile's start.
  const nodes = new Map();
  const samples = [];
  const profile = onMain.find((e) => e.name === 'Profile');
  if (profile) {
    let ts = profile.args.data.startTime;
    for (const e of events) {
      if (e.name !== 'ProfileChunk' || e.pid !== profile.pid || e.id !== profile.id) continue;
      const chunk = e.args.data.cpuProfile ?? {};
      for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
      const deltas = e.args.data.timeDeltas ?? [];
      (chunk.samples ?? []).forEach((id, i) => {
        ts += deltas[i] ?? 0;
        samples.push({ id, ts });
      });
    }
  }
  const frameName = (node) => {
    const f = node?.callFrame;
    if (!f) return '?';
    return `${f.functionName || '(anonymous)'} ${shortUrl(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
  };

  let tbtFromCpu = 0;
  const long = [];
  for (const task of tasks) {
    const cpu = ms(task.tdur ?? task.dur);
    if (fcp && task.ts + task.dur > fcp.ts) tbtFromCpu += Math.max(0, 4 * cpu - 50);
    if (cpu >= minMs) long.push(task);
  }
  const cpuBeforeLcp = tasks.filter((t) => !lcp || t.ts < lcp.ts).reduce((sum, t) => sum + ms(t.tdur ?? t.dur), 0);
  console.log(`\n=== ${file}`);
  console.log(
    `FCP ${fcp ? ms(fcp.ts - t0).toFixed(0) : '–'} ms, LCP ${lcp ? ms(lcp.ts - t0).toFixed(0) : '–'} ms (observed, unthrottled); ` +
      `main-thread CPU before LCP ${cpuBeforeLcp.toFixed(1)} ms; tasks ≥ ${minMs} ms CPU: ${long.length}; ` +
      `TBT from CPU ${tbtFromCpu.toFixed(0)} ms`,
  );
  for (const task of long) {
    const children = inside(task);
    const what = new Map();
    for (const e of children) {
      if (e.ph !== 'X' || e.dur === undefined) continue;
      const data = e.args?.data ?? {};
      let label;
      if (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript' || e.name === 'v8.compileModule')
        label = `${e.name} ${shortUrl(data.url ?? e.args?.url ?? '')}`;
      else if (e.name === 'FunctionCall') label = `FunctionCall ${data.functionName || ''} ${shortUrl(data.url)}`;
      else if (
        [
          'TimerFire',
          'FireAnimationFrame',
          'ParseHTML',
          'Layout',
          'UpdateLayoutTree',
          'Paint',
          'RunMicrotasks',
          'MajorGC',
          'MinorGC',
          'ResourceReceivedData',
          'EventDispatch',
        ].includes(e.name)
      )
        label = e.name;
      else continue;
      what.set(label, (what.get(label) ?? 0) + ms(e.dur));
    }
    const listed = [...what.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
    console.log(
      `  task at ${ms(task.ts - t0).toFixed(0)} ms: CPU ${ms(task.tdur ?? task.dur).toFixed(1)} ms, wall ${ms(task.dur).toFixed(1)} ms` +
        (lcp && task.ts < lcp.ts ? ' (before LCP)' : ''),
    );
    for (const [label, dur] of listed) console.log(`     ${dur.toFixed(1).padStart(7)} ms  ${label}`);
    if (samples.length > 0) {
      const self = new Map();
      const mine = samples.filter((s) => s.ts >= task.ts && s.ts < task.ts + task.dur);
      for (let i = 0; i < mine.length; i += 1) {
        const next = mine[i + 1]?.ts ?? task.ts + task.dur;
        const name = frameName(nodes.get(mine[i].id));
        self.set(name, (self.get(name) ?? 0) + ms(next - mine[i].ts));
      }
      for (const [name, dur] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top))
        console.log(`        self ${dur.toFixed(1).padStart(6)} ms  ${name}`);
    }
  }
}

/**
 * A Lighthouse trace with the renderer main thread's tasks shrunk to their CPU time (the trace's
 * thread time, `tdur`), for a second audit of the same page load: Lighthouse's simulation
 * (Lantern) multiplies each main-thread task's *wall* duration by four, so on a machine shared
 * with other work the neighbours' share of the CPU lands in TBT and LCP as if the page had done
 * it. Each top-level task keeps its start; it and everything inside it (nested events, marks) are
 * scaled by CPU ÷ wall toward that start, so the task's structure (which scripts, layouts and
 * requests it holds) stays as Lantern reads it. Network timings are left as observed.
 *
 * This estimates what the page would score on an idle machine of the same speed; it is not
 * Lighthouse's own figure, and it says nothing about work the trace does not show as CPU time.
 */
/** Chromium's names for a top-level task of a thread's run loop. */
export const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The renderer main thread (`pid:tid`): the CrRendererMain thread with the most task time. */
export const mainThreadKey = (events) => {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const busy = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || !TASK_NAMES.has(e.name)) continue;
    const key = `${e.pid}:${e.tid}`;
    if (names.get(key) === 'CrRendererMain') busy.set(key, (busy.get(key) ?? 0) + (e.dur ?? 0));
  }
  return [...busy.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
};

/** A copy of `trace` (Lighthouse's Trace artifact) with the main thread's tasks at their CPU time. */
export const cpuTimeTrace = (trace) => {
  const events = trace.traceEvents.map((e) => ({ ...e }));
  const main = mainThreadKey(events);
  const onMain = events
    .filter((e) => `${e.pid}:${e.tid}` === main && typeof e.ts === 'number')
    .sort((a, b) => a.ts - b.ts);
  let i = 0;
  let scaledTasks = 0;
  while (i < onMain.length) {
    const task = onMain[i];
    if (task.ph !== 'X' || !TASK_NAMES.has(task.name) || !task.dur || task.tdur === undefined) {
      i += 1;
      continue;
    }
    const start = task.ts;
    const end = task.ts + task.dur;
    const k = Math.min(1, task.tdur / task.dur);
    let j = i;
    for (; j < onMain.length && onMain[j].ts < end; j += 1) {
      const e = onMain[j];
      e.ts = start + (e.ts - start) * k;
      if (typeof e.dur === 'number') e.dur *= k;
    }
    scaledTasks += 1;
    i = Math.max(j, i + 1);
  }
  return { ...trace, traceEvents: events, scaledTasks };
};

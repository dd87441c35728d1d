/** Types of lighthouse-cpu-trace.mjs (plain JavaScript, run by `npm run bench:lighthouse`). */
export type TraceEvent = {
  ph: string;
  name: string;
  pid: number;
  tid: number;
  ts?: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
};

/** Chromium's names for a top-level task of a thread's run loop. */
export const TASK_NAMES: ReadonlySet<string>;

/** The renderer main thread (`pid:tid`): the CrRendererMain thread with the most task time. */
export function mainThreadKey(events: readonly TraceEvent[]): string | undefined;

/** A copy of `trace` (Lighthouse's Trace artifact) with the main thread's tasks at their CPU time. */
export function cpuTimeTrace<T extends { traceEvents: readonly TraceEvent[] }>(
  trace: T,
): T & { traceEvents: TraceEvent[]; scaledTasks: number };

import { describe, expect, it } from 'vitest';
import { cpuTimeTrace, mainThreadKey, type TraceEvent } from '../lighthouse-cpu-trace.mjs';

const meta = (tid: number, name: string): TraceEvent => ({ ph: 'M', name: 'thread_name', pid: 1, tid, args: { name } });

describe('cpuTimeTrace', () => {
  const events: TraceEvent[] = [
    meta(10, 'CrRendererMain'),
    meta(20, 'CrRendererMain'),
    // The main thread: a task of 100 ms wall and 25 ms CPU, with a script and a mark inside it.
    { ph: 'X', name: 'RunTask', pid: 1, tid: 10, ts: 1_000_000, dur: 100_000, tdur: 25_000 },
    { ph: 'X', name: 'EvaluateScript', pid: 1, tid: 10, ts: 1_040_000, dur: 40_000, tdur: 10_000 },
    { ph: 'I', name: 'largestContentfulPaint::Candidate', pid: 1, tid: 10, ts: 1_080_000 },
    // A later task that ran without waiting: its wall time is its CPU time.
    { ph: 'X', name: 'RunTask', pid: 1, tid: 10, ts: 2_000_000, dur: 10_000, tdur: 10_000 },
    // Another renderer's thread, less busy: left alone.
    { ph: 'X', name: 'RunTask', pid: 1, tid: 20, ts: 1_000_000, dur: 5_000, tdur: 1_000 },
  ];

  it('finds the busiest renderer main thread', () => {
    expect(mainThreadKey(events)).toBe('1:10');
  });

  it("shrinks the main thread's tasks to their CPU time, what is inside them toward the task's start", () => {
    const trace = { traceEvents: events };
    const scaled = cpuTimeTrace(trace).traceEvents as TraceEvent[];
    expect(scaled[2]).toMatchObject({ ts: 1_000_000, dur: 25_000, tdur: 25_000 });
    expect(scaled[3]).toMatchObject({ ts: 1_010_000, dur: 10_000 });
    expect(scaled[4]).toMatchObject({ ts: 1_020_000 });
    expect(scaled[5]).toMatchObject({ ts: 2_000_000, dur: 10_000 });
    expect(scaled[6]).toMatchObject({ ts: 1_000_000, dur: 5_000 });
    // The trace given is left as it was.
    expect(events[2]).toMatchObject({ dur: 100_000 });
  });
});

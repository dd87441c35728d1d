import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './stats.mjs';

/**
 * An open-loop load generator: requests start at evenly spaced times (`rate` per second) whether or
 * not earlier ones have answered, and each latency is measured from the time the request was due,
 * so a server (or generator) that falls behind shows it in the figures instead of hiding it.
 *
 * Why not autocannon's `overallRate`: each of its connections sends its share of a second's quota
 * back to back and then idles until the next one-second tick, so "300/s" arrives as bursts at the
 * start of every second; and its coordinated-omission correction assumes a request was due every
 * `ceil(1/rate)` ms (1 ms per connection), inflating p99. Max-throughput scenarios still use it.
 */
export type OpenLoopOptions = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** A fresh body per request (e.g. a new idempotency key), or none. */
  body?: () => string | undefined;
  rate: number;
  durationSeconds: number;
  /** Keep-alive sockets the generator may use at once. */
  connections: number;
};

export type OpenLoopResult = {
  sent: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  /**
   * Every failed request: its status and body (non-2xx), or the network error's code, with when it
   * was due (ms after the start). Printed by the benches, so a failure says what it was.
   */
  failures: OpenLoopFailure[];
};

export type OpenLoopFailure = { atMs: number; status: number | null; body: string };

/** Failures grouped by status and body: `503 {"error":{"code":"UNAVAILABLE",…}} ×3 (first at 1234 ms)`. */
export const describeFailures = (failures: readonly OpenLoopFailure[]): string[] => {
  const groups = new Map<string, { count: number; first: number }>();
  for (const failure of failures) {
    const key = `${failure.status ?? 'network error'} ${failure.body}`;
    const group = groups.get(key);
    if (group) group.count += 1;
    else groups.set(key, { count: 1, first: failure.atMs });
  }
  return [...groups].map(([key, { count, first }]) => `${key} ×${count} (first at ${Math.round(first)} ms)`);
};

export const openLoop = async (options: OpenLoopOptions): Promise<OpenLoopResult> => {
  // A `timeout` of its own makes the agent honour the server's `Keep-Alive: timeout=5` hint (Node
  // applies the hint only when it is shorter than the agent's timeout, and without one keeps idle
  // sockets forever): an idle socket is dropped here before the server closes it, instead of a
  // request racing the server's close (a network error the server never saw).
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections, timeout: 60_000 });
  const target = new URL(options.url);
  const interval = 1000 / options.rate;
  const total = Math.round(options.rate * options.durationSeconds);
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const failures: OpenLoopFailure[] = [];

  const fire = (due: number) =>
    new Promise<void>((resolve) => {
      const body = options.body?.();
      const request = http.request(
        {
          agent,
          hostname: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method: options.method ?? 'GET',
          headers: {
            ...options.headers,
            ...(body === undefined ? {} : { 'content-length': Buffer.byteLength(body) }),
          },
        },
        (response) => {
          const failed = (response.statusCode ?? 0) >= 300;
          const chunks: Buffer[] = [];
          if (failed) response.on('data', (chunk: Buffer) => chunks.push(chunk));
          else response.resume();
          response.on('end', () => {
            if (failed) {
              non2xx += 1;
              failures.push({
                atMs: due - started,
                status: response.statusCode ?? 0,
                body: Buffer.concat(chunks).toString('utf8').slice(0, 300),
              });
            }
            latencies.push(performance.now() - due);
            resolve();
          });
        },
      );
      request.on('error', (error: NodeJS.ErrnoException) => {
        errors += 1;
        failures.push({ atMs: due - started, status: null, body: error.code ?? error.message });
        resolve();
      });
      request.end(body);
    });

  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait >= 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(fire(due));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    sent: total,
    rps: Math.round(latencies.length / elapsed),
    p50: round(percentile(sorted, 50)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    errors,
    non2xx,
    failures,
  };
};

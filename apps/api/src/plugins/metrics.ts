import { timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { DatabaseHandle } from '@jobs/server-db';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sendError } from './error-handler';

export const METRICS_PATH = '/api/metrics';

/** Seconds: from a cached read (~1 ms) to the statement timeout (15 s). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];
/** How long a scrape waits for the queue's counts before it reports without them. */
const QUEUE_COUNT_TIMEOUT_MS = 1000;

type QueueCounts = { due: number; running: number; failed: number };

/**
 * The process's own metrics (event-loop lag, memory, CPU, GC, handles): one set per process, made
 * on first use. prom-client starts an event-loop delay monitor and a GC observer for them that
 * cannot be stopped, so they are never made per app (tests build many apps in one process).
 */
let processRegistry: Registry | undefined;
const processMetrics = (): Registry => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, eventLoopMonitoringPrecision: 20 });
  }
  return processRegistry;
};

export type MetricsOptions = {
  database: Pick<DatabaseHandle, 'kind' | 'raw'>;
  /** The durable job queue's depth (jobs.ts `counts`). */
  queueCounts: () => Promise<QueueCounts>;
  /** Live event streams (GET /api/events) this instance holds open (live-delivery.ts `openStreams`). */
  openStreams?: () => number;
  /** METRICS_TOKEN: when set, the only way in. */
  token?: string;
};

const PRIVATE_V4 = [
  [0x7f000000, 8], // 127/8 loopback
  [0x0a000000, 8], // 10/8
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
] as const;

const v4ToInt = (address: string): number =>
  address.split('.').reduce((value, part) => (value << 8) + Number(part), 0) >>> 0;

/** Loopback or a private network (RFC 1918, IPv6 loopback and unique-local, IPv4-mapped of those). */
export const isPrivateAddress = (address: string | undefined): boolean => {
  if (!address) return false;
  const mapped = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(mapped) === 4) {
    const value = v4ToInt(mapped);
    return PRIVATE_V4.some(([base, bits]) => (value & (~0 << (32 - bits))) >>> 0 === base);
  }
  if (isIP(mapped) === 6) {
    const lower = mapped.toLowerCase();
    return lower === '::1' || /^f[cd][0-9a-f]{2}:/.test(lower);
  }
  return false;
};

const sameToken = (header: string | undefined, token: string): boolean => {
  if (!header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const expected = Buffer.from(token);
  // Constant time over the expected token's length (timingSafeEqual needs equal lengths).
  return given.length === expected.length && timingSafeEqual(given, expected);
};

/**
 * Prometheus metrics at `/api/metrics`, with prom-client: requests by route, method and status
 * (rate and 5xx), a latency histogram per route, the process's defaults (event-loop lag, memory,
 * CPU, handles), the PostgreSQL pool's use, the durable job queue's depth and the open live streams. Not in the OpenAPI
 * document (text, for the operator's scraper). Who may read it: see `METRICS_TOKEN` in config.ts.
 */
export const registerMetrics = (
  app: FastifyInstance,
  { database, queueCounts, openStreams, token }: MetricsOptions,
): Registry => {
  const registry = new Registry();
  const shared = processMetrics();

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Answered HTTP requests by method, route (the pattern; "unmatched" for unknown paths) and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Answers with a 5xx status, by method and route',
    labelNames: ['method', 'route'] as const,
    registers: [registry],
  });

  if (database.kind === 'postgres') {
    const pool = database.raw as { totalCount: number; idleCount: number; waitingCount: number };
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, in use, and queries waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  if (openStreams) {
    new Gauge({
      name: 'live_open_streams',
      help: 'Live event streams (GET /api/events) open on this instance',
      registers: [registry],
      collect() {
        this.set(openStreams());
      },
    });
  }

  new Gauge({
    name: 'jobs_queue_depth',
    help: 'Durable job queue: jobs due and waiting for a worker, running, and failed for good',
    labelNames: ['state'] as const,
    registers: [registry],
    async collect() {
      let timer: NodeJS.Timeout | undefined;
      const counts = await Promise.race([
        queueCounts().catch(() => undefined),
        new Promise<undefined>((resolve) => {
          timer = setTimeout(() => resolve(undefined), QUEUE_COUNT_TIMEOUT_MS);
        }),
      ]);
      clearTimeout(timer);
      // The database is away: leave the series out rather than report a made-up zero.
      this.reset();
      if (!counts) return;
      for (const [state, value] of Object.entries(counts)) this.set({ state }, value);
    },
  });

  // Synchronous (a callback, not an async function): no promise made and awaited per request.
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status_code: String(status) });
    duration.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (status >= 500) serverErrors.inc({ method: request.method, route });
    done();
  });

  const allowed = (request: FastifyRequest): boolean =>
    token ? sameToken(request.headers.authorization, token) : isPrivateAddress(request.ip);

  app.get(METRICS_PATH, { schema: { hide: true } }, async (request: FastifyRequest, reply: FastifyReply) => {
    // Another caller learns nothing, not even that the route exists.
    if (!allowed(request)) {
      return sendError(reply, request, { code: 'NOT_FOUND', message: `Not found: GET ${METRICS_PATH}` });
    }
    const text = `${await shared.metrics()}\n${await registry.metrics()}`;
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });

  return registry;
};

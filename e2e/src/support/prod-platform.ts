import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { findCompanyVacancy } from './demo-vacancy';
import { PROD_API_URL, PROD_RUN_DIR } from './prod-urls';

/** The pid of an API instance `npm run serve` started (its `api-<port>.pid` in the run folder). */
export const instancePid = (port: number): number =>
  Number(readFileSync(join(PROD_RUN_DIR, `api-${port}.pid`), 'utf8'));

/** Kills an API instance at once (no draining), as a crash would; serve starts it again a little later. */
export const killInstance = (port: number): void => {
  process.kill(instancePid(port), 'SIGKILL');
};

/** Whether the instance on `port` answers its readiness check (directly, not through nginx). */
export const instanceReady = async (request: APIRequestContext, port: number): Promise<boolean> => {
  try {
    const response = await request.get(`http://127.0.0.1:${port}/api/health/ready`, { timeout: 2_000 });
    return response.ok();
  } catch {
    return false;
  }
};

/** Requests an instance answered whose route starts with `prefix`, from its Prometheus metrics. */
export const requestsServed = async (request: APIRequestContext, port: number, prefix: string): Promise<number> => {
  const text = await (await request.get(`http://127.0.0.1:${port}/api/metrics`)).text();
  let total = 0;
  for (const match of text.matchAll(/^http_requests_total\{[^}]*route="([^"]*)"[^}]*\} (\d+)$/gm)) {
    if (match[1]?.startsWith(prefix)) total += Number(match[2]);
  }
  return total;
};

/** A published vacancy of the named company, through nginx. */
export const findCompanyVacancyThroughNginx = (request: APIRequestContext, companyName: string) =>
  findCompanyVacancy(request, companyName, PROD_API_URL);

/** Live event streams (GET /api/events) the instance on `port` holds open, from its metrics. */
export const openStreams = async (request: APIRequestContext, port: number): Promise<number> => {
  const text = await (await request.get(`http://127.0.0.1:${port}/api/metrics`)).text();
  const match = /^live_open_streams (\d+)$/m.exec(text);
  if (!match) throw new Error(`instance ${port}: no live_open_streams in its metrics`);
  return Number(match[1]);
};

/** Open streams per instance, in PROD_API_PORTS order. */
export const streamsPerInstance = (request: APIRequestContext, ports: number[]): Promise<number[]> =>
  Promise.all(ports.map((port) => openStreams(request, port)));

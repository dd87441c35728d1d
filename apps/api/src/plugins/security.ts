import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { REQUEST_ID_HEADER } from '../lib/request-id';

/**
 * The headers helmet sets with these options, computed once. @fastify/helmet builds the helmet
 * middleware anew on every request (its options parsed, its CSP serialised): about 6% of an empty
 * poll's CPU. Nothing in them depends on the request (no nonces), so the same headers are sent,
 * from a table computed by helmet itself at start.
 */
const helmetHeaders = async (config: AppConfig): Promise<Record<string, string>> => {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(config));
  probe.get('/', async (_request, reply) => reply.raw.getHeaders());
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.json() as Record<string, string | number | string[]>)) {
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  return headers;
};

const helmetOptions = (config: AppConfig): FastifyHelmetOptions => ({
  global: true,
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      objectSrc: ["'none'"],
    },
  },
  // Browsers remember HSTS per host: sending it from http://localhost would break local apps.
  hsts: config.NODE_ENV === 'production' ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // Images and files of the API are shown by the apps on sibling origins of the same site.
  crossOriginResourcePolicy: { policy: 'same-site' },
  xFrameOptions: { action: 'deny' },
});

/**
 * Helmet's headers that only a document (an HTML page in a browsing context) acts on: the opener
 * policy, origin-keyed agent clusters, DNS prefetching, IE8's download prompt and the legacy XSS
 * filter. JSON and images ignore them, so the API sends them only with its one page, the docs;
 * each header costs a small request's server and client CPU alike (about 0.5 µs a side).
 */
const DOCUMENT_ONLY_HEADERS = new Set([
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-xss-protection',
]);

export type SecurityHeaders = {
  /** What every response carries. */
  api: Record<string, string>;
  /** Helmet's document-only headers, for the HTML pages (the docs) on top of `api`. */
  document: Record<string, string>;
};

/**
 * Security headers and the request id header in one synchronous onRequest hook: the headers are
 * a table computed at start and go into the reply's own headers (a route's header of the same name
 * still wins), which Node writes with the status line in one go; setting each on the raw response
 * cost an empty poll a large share of its CPU. The API answers JSON, so its CSP allows nothing
 * inline; the docs page sets its own (static) CSP and adds the document-only headers (see
 * registerDocs).
 *
 * CORS (@fastify/cors) allows exactly the configured app origins, with credentials (the refresh
 * cookie); any other origin, or none, gets no CORS header at all.
 */
export const registerSecurity = async (app: FastifyInstance, config: AppConfig): Promise<SecurityHeaders> => {
  const helmet = await helmetHeaders(config);
  const headers: SecurityHeaders = { api: {}, document: {} };
  for (const [name, value] of Object.entries(helmet)) {
    headers[DOCUMENT_ONLY_HEADERS.has(name) ? 'document' : 'api'][name] = value;
  }
  const apiHeaders = headers.api;
  const allowedOrigins = new Set(config.APP_ORIGINS);

  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(apiHeaders);
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });

  await app.register(cors, {
    // `false` turns CORS off for that request: a foreign origin gets no CORS header at all.
    origin: (origin, callback) => callback(null, origin !== undefined && allowedOrigins.has(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', REQUEST_ID_HEADER],
    exposedHeaders: [REQUEST_ID_HEADER, 'Retry-After'],
    maxAge: 600,
  });
  return headers;
};

import cors from '@fastify/cors';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { REQUEST_ID_HEADER } from '../lib/request-id';

/**
 * The headers helmet sets with these options, computed once. @fastify/helmet builds the helmet
 * middleware anew on every request (its options parsed, its CSP serialised): about 6% of an empty
 * poll's CPU. Nothing in them depends on the request (no nonces), so the same headers are set, the
 * same way (on the raw response, before any handler: a route's own header still wins), from a
 * table computed by helmet itself at start.
 */
const helmetHeaders = async (config: AppConfig): Promise<Array<[string, string | number | string[]]>> => {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, helmetOptions(config));
  probe.get('/', async (_request, reply) => reply.raw.getHeaders());
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  return Object.entries(response.json() as Record<string, string | number | string[]>);
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
 * Security headers and CORS. The API answers JSON, so its CSP allows nothing inline; the docs
 * page sets its own (static) CSP. CORS allows exactly the configured app origins, with
 * credentials (the refresh cookie); any other origin gets no CORS headers at all.
 */
export const registerSecurity = async (app: FastifyInstance, config: AppConfig): Promise<void> => {
  const headers = await helmetHeaders(config);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });

  await app.register(cors, {
    // `false` turns CORS off for that request: a foreign origin gets no CORS header at all.
    origin: (origin, callback) =>
      callback(null, origin !== undefined && config.APP_ORIGINS.includes(origin) ? origin : false),
    credentials: true,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', REQUEST_ID_HEADER],
    exposedHeaders: [REQUEST_ID_HEADER, 'Retry-After'],
    maxAge: 600,
  });
};

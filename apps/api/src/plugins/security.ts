import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { REQUEST_ID_HEADER } from '../lib/request-id';

/**
 * Security headers and CORS. The API answers JSON, so its CSP allows nothing inline; the docs
 * page sets its own (static) CSP. CORS allows exactly the configured app origins, with
 * credentials (the refresh cookie); any other origin gets no CORS headers at all.
 */
export const registerSecurity = async (app: FastifyInstance, config: AppConfig): Promise<void> => {
  await app.register(helmet, {
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

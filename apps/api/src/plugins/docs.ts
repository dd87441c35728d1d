import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppConfig } from '../config';
import { API_PREFIX } from '../lib/core';
import type { SecurityHeaders } from './security';

export { API_PREFIX };

/**
 * The hash of the one inline <style> the Swagger UI bundle (swagger-ui-dist, pinned by the lockfile)
 * inserts at start; without it the docs page logged a CSP violation. A new swagger-ui version may
 * change it: the docs e2e test (console errors) says so.
 */
export const SWAGGER_UI_STYLE_HASH = 'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w=';

/**
 * The OpenAPI document, generated from the zod schemas of every route registered after this
 * (all of them come from the contracts), at /api/openapi.json, and the Swagger UI at /api/docs.
 */
export const registerDocs = async (
  app: FastifyInstance,
  config: AppConfig,
  securityHeaders: SecurityHeaders,
): Promise<void> => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Jobs API',
        description:
          'The one HTTP API of the seeker, employer and editor apps. Errors: `{error: {code, message, details?, requestId}}`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    // Static CSP: the UI's initialiser is a file, so no inline script is allowed or needed.
    staticCSP: true,
    transformStaticCSP: (header) => {
      // The UI's bundle adds one <style> element of its own at start (the same text every time):
      // allowed by its hash, for this page only; nothing else inline (no 'unsafe-inline').
      const withStyle = header.replace(/style-src ([^;]*?)\s*;/, `style-src $1 '${SWAGGER_UI_STYLE_HASH}';`);
      return config.NODE_ENV === 'production' ? withStyle : withStyle.replace(/\s*upgrade-insecure-requests;?/, '');
    },
    uiConfig: { deepLinking: true },
    // The docs are the API's one HTML page: it gets helmet's document-only headers too.
    uiHooks: {
      onRequest: (_request, reply, done) => {
        reply.headers(securityHeaders.document);
        done();
      },
    },
  });

  app.get(`${API_PREFIX}/openapi.json`, { schema: { hide: true } }, async () => app.swagger());
};

import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { logsRequests, type AppConfig } from '../config';
import { loggerOptions } from '../lib/logger';
import { nulInJson, registerNulGuard } from '../lib/nul-guard';
import { createPasswordAttempts } from '../lib/password-attempts';
import { sharedRateLimitStore } from '../lib/rate-limit-store';
import { connectRedis } from '../lib/redis';
import { genRequestId } from '../lib/request-id';
import { lazyChildLoggerFactory, RequestLogController } from '../lib/request-logger';
import { serializerCompiler } from '../lib/serializer';
import { validatorCompiler } from '../lib/validator';
import { registerDocs } from './docs';
import { clientErrorHandler, frameworkErrors, registerErrorHandling, registerShutdownRefusal } from './error-handler';
import { registerSecurity } from './security';

/**
 * The HTTP server before any module: Fastify's options (deadlines, body limit, proxies), JSON
 * only, the error envelope, security headers, the shared rate-limit store and the API document.
 * Returns the server and the Redis connection (when configured) for app.ts to close.
 */
export const createHttpServer = async ({
  config,
  logger,
}: {
  config: AppConfig;
  logger?: FastifyBaseLogger;
}): Promise<{ app: FastifyInstance; redis: Redis | undefined }> => {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config) }),
    genReqId: genRequestId,
    requestIdHeader: false,
    // One line per answered request in production (LOG_REQUESTS), none in development.
    logController: new RequestLogController(logsRequests(config)),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: config.BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: 200 },
    // Slow clients (slowloris, half-open sockets) must not hold connections forever: the request
    // line and headers, then the whole request, each have a deadline (408 and close), an idle
    // socket closes, and a keep-alive one waits a short while for its next request. Node checks
    // the deadlines every `connectionsCheckingInterval` (30 s by default: too coarse for them).
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, Math.max(50, Math.floor(config.HTTP_HEADERS_TIMEOUT_MS / 4))),
    },
    childLoggerFactory: lazyChildLoggerFactory,
    // Requests arriving during shutdown: our envelope with Retry-After (registerShutdownRefusal).
    return503OnClosing: false,
    // Bad %-encoding, an over-long parameter, a timed-out or unparsable request: the envelope too.
    frameworkErrors,
    clientErrorHandler,
  }) as unknown as FastifyInstance;

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // JSON only: no text/plain (a CORS "simple" type) so a cross-site form cannot post to us; an
  // empty JSON body (a bare POST from a client that always sets the header) counts as no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, parsed) => {
      if (error) return done(error, undefined);
      const nul = nulInJson(text, parsed);
      return nul ? done(nul, undefined) : done(null, parsed);
    });
  });
  registerNulGuard(app);

  const securityHeaders = await registerSecurity(app, config);
  registerShutdownRefusal(app);
  const redis = config.REDIS_URL ? await connectRedis(config, app.log) : undefined;
  await app.register(rateLimit, {
    global: false,
    store: sharedRateLimitStore({ redis, prefix: `${config.REDIS_KEY_PREFIX}ratelimit:`, log: app.log }),
  });
  app.decorate(
    'passwordAttempts',
    createPasswordAttempts({ redis, prefix: `${config.REDIS_KEY_PREFIX}password-attempts:`, log: app.log }),
  );
  await registerDocs(app, config, securityHeaders);
  return { app, redis };
};

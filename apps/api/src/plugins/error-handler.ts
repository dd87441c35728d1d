import { ERROR_STATUS, type ErrorCode, type ErrorDetail, type ErrorEnvelope } from '@jobs/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorObjectDetails } from '../lib/app-error';
import { REQUEST_ID_HEADER } from '../lib/request-id';

type Mapped = {
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[] | ErrorObjectDetails;
  headers?: Record<string, string>;
};

// `querystring` is Fastify's word; the contract and the clients say `query`.
const CONTEXT_PREFIX: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

type ValidationIssue = { instancePath?: string; message?: string; params?: Record<string, unknown> };

const validationDetails = (error: FastifyError): ErrorDetail[] => {
  const prefix = CONTEXT_PREFIX[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation as ValidationIssue[]).map((issue) => {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    return { field: path ? `${prefix}.${path}` : prefix, message: issue.message ?? 'Invalid value' };
  });
};

const STATUS_CODE: Partial<Record<number, ErrorCode>> = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

/** Turns anything thrown into an envelope: never a stack, never the message of an unexpected error. */
const mapError = (error: FastifyError): Mapped => {
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, details: error.details, headers: error.headers };
  }
  if (Array.isArray(error.validation)) {
    return { code: 'VALIDATION_FAILED', message: 'Invalid input', details: validationDetails(error) };
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        code: 'VALIDATION_FAILED',
        message: 'Malformed JSON',
        details: [{ field: 'body', message: 'Body is not valid JSON' }],
      };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type: send application/json' };
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
  if (status >= 400 && status < 500) {
    // Fastify's and its plugins' own 4xx errors carry safe messages.
    return { code: STATUS_CODE[status] ?? 'VALIDATION_FAILED', message: error.message || 'Bad request' };
  }
  if (status === 503) return { code: 'UNAVAILABLE', message: 'Service unavailable' };
  return { code: 'INTERNAL', message: 'Internal server error' };
};

export const sendError = (reply: FastifyReply, request: FastifyRequest, mapped: Mapped): FastifyReply => {
  const body: ErrorEnvelope = {
    error: {
      code: mapped.code,
      message: mapped.message,
      ...(mapped.details ? { details: mapped.details } : {}),
      requestId: request.id,
    },
  };
  if (mapped.headers) reply.headers(mapped.headers);
  return reply
    .code(ERROR_STATUS[mapped.code])
    .header(REQUEST_ID_HEADER, request.id)
    .type('application/json; charset=utf-8')
    .send(body);
};

/** How long a client is told to wait on a 503 (a database outage, a shutdown) before it retries. */
export const RETRY_AFTER_SECONDS = 5;

/** A 503 UNAVAILABLE with Retry-After: the request may be repeated as it is. */
export const unavailable = (message = 'Service unavailable: try again shortly'): AppError =>
  new AppError('UNAVAILABLE', message, undefined, { 'Retry-After': String(RETRY_AFTER_SECONDS) });

/**
 * Requests that still arrive while the server drains (SIGTERM: on a busy keep-alive connection)
 * get a 503 in the envelope with Retry-After; Fastify's own answer (`return503OnClosing`) has
 * neither. Register before every other onRequest hook but the headers'.
 */
export const registerShutdownRefusal = (app: FastifyInstance): void => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing) return done();
    reply.header('connection', 'close');
    return done(unavailable('The server is restarting: try again shortly'));
  });
};

/** The one error handler and the not-found handler of the API: both answer with the envelope. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const mapped = mapError(error);
    const status = ERROR_STATUS[mapped.code];
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: mapped.code, status }, mapped.message);
    }
    return sendError(reply, request, mapped);
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]?.slice(0, 200) ?? '';
    return sendError(reply, request, { code: 'NOT_FOUND', message: `Not found: ${request.method} ${path}` });
  });
};

import {
  ERROR_STATUS,
  FIELD_ERROR_MESSAGES,
  type ErrorCode,
  type ErrorDetail,
  type ErrorEnvelope,
  type FieldErrorInfo,
} from '@jobs/contracts';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type ErrorObjectDetails } from '../lib/app-error';
import { REQUEST_ID_HEADER } from '../lib/request-id';

type Mapped = {
  code: ErrorCode;
  message: string;
  details?: ErrorDetail[] | ErrorObjectDetails;
  headers?: Record<string, string>;
  /** A status other than the code's (414: the envelope has no code of its own for it). */
  status?: number;
};

// `querystring` is Fastify's word; the contract and the clients say `query`.
const CONTEXT_PREFIX: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** A validation issue: the validator compiler's (lib/validator.ts) carry `fieldError`, coded. */
type ValidationIssue = {
  instancePath?: string;
  message?: string;
  keyword?: string;
  fieldError?: FieldErrorInfo;
};

const validationDetails = (error: FastifyError): ErrorDetail[] => {
  const prefix = CONTEXT_PREFIX[error.validationContext ?? 'body'] ?? 'body';
  return (error.validation as ValidationIssue[]).map((issue) => {
    const path = (issue.instancePath ?? '').split('/').filter(Boolean).join('.');
    const coded = issue.fieldError ?? { code: issue.keyword ?? 'custom', message: issue.message ?? 'Invalid value' };
    return { field: path ? `${prefix}.${path}` : prefix, ...coded };
  });
};

const STATUS_CODE: Partial<Record<number, ErrorCode>> = Object.fromEntries(
  Object.entries(ERROR_STATUS).map(([code, status]) => [status, code as ErrorCode]),
);

/** Network errors of a database connection that went away or never came. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * SQLSTATEs of a database that is away, restarting, out of connections or too slow: class 08
 * (connection exception), 53 (insufficient resources), 57P01–57P05 (shutdown, crash, starting up,
 * dropped, idle-session timeout) and 57014 (cancelled: the statement timeout).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[1-5]$|57014$)/;

/** What node-postgres and its pool say when a connection fails, times out or dies. */
const CONNECTION_ERROR_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection terminated due to connection timeout|Cannot use a pool after calling end)/;

/** Whether the error (or one it wraps: drizzle puts the driver's error in `cause`) is an outage. */
export const isDatabaseUnavailable = (error: unknown): boolean => {
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (CONNECTION_ERROR_MESSAGE.test(current.message)) return true;
    current = current.cause;
  }
  return false;
};

/** Turns anything thrown into an envelope: never a stack, never the message of an unexpected error. */
const mapError = (error: FastifyError): Mapped => {
  if (error instanceof AppError) {
    return { code: error.code, message: error.message, details: error.details, headers: error.headers };
  }
  if (isDatabaseUnavailable(error)) {
    const outage = unavailable();
    return { code: outage.code, message: outage.message, headers: outage.headers };
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
        details: [{ field: 'body', code: 'invalid_json', message: FIELD_ERROR_MESSAGES.invalid_json }],
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
    .code(mapped.status ?? ERROR_STATUS[mapped.code])
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

/**
 * Fastify's `frameworkErrors`: errors found before routing (a path with bad %-encoding, a route
 * parameter longer than `maxParamLength`) answer with the envelope too, not Fastify's own body.
 */
export const frameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  const status = typeof error.statusCode === 'number' ? error.statusCode : 400;
  if (error.code === 'FST_ERR_BAD_URL') {
    void sendError(reply, request, {
      code: 'VALIDATION_FAILED',
      message: 'The request path is not valid URL encoding',
    });
    return;
  }
  if (status === 414) {
    // The envelope's codes have no 414: the status stays, the code says what to change.
    void sendError(reply, request, {
      code: 'VALIDATION_FAILED',
      message: 'A path parameter is too long (at most 200 characters)',
      status: 414,
    });
    return;
  }
  void sendError(reply, request, mapError(error));
};

/** What a socket-level error (no request object yet) answers, in the envelope. */
const clientErrorReply = (status: 400 | 408 | 413 | 431, message: string): string => {
  const code: ErrorCode =
    status === 408 ? 'UNAVAILABLE' : status === 413 || status === 431 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION_FAILED';
  const body = JSON.stringify({ error: { code, message } } satisfies ErrorEnvelope);
  const reason = {
    400: 'Bad Request',
    408: 'Request Timeout',
    413: 'Payload Too Large',
    431: 'Request Header Fields Too Large',
  }[status];
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
};

/**
 * Fastify's `clientErrorHandler`: a request timed out (408), too large headers (431) or an
 * unparsable request (400), answered in the envelope before the socket closes.
 */
export const clientErrorHandler = (error: Error & { code?: string }, socket: Socket): void => {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy(error);
    return;
  }
  const reply =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? clientErrorReply(408, 'The request took too long to arrive')
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? clientErrorReply(431, 'The request headers are too large')
        : clientErrorReply(400, 'The request could not be parsed');
  socket.end(reply);
};

/** The one error handler and the not-found handler of the API: both answer with the envelope. */
export const registerErrorHandling = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const mapped = mapError(error);
    const status = ERROR_STATUS[mapped.code];
    if (mapped.code === 'UNAVAILABLE') {
      request.log.warn({ err: error }, 'database unavailable');
    } else if (status >= 500) {
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

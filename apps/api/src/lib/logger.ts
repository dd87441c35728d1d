import { stdSerializers, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config';

/** Fields of database errors that carry a query's values: its parameters, PostgreSQL's `detail` ("Key (email)=(…)") and `where` ("portal parameter $1 = '…'"). */
const VALUE_FIELDS = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery', 'raw']);

/** SQLSTATE classes whose messages quote the offending value: 22 data exception, 23 integrity violation. */
const QUOTES_VALUES = /^2[23]/;

type Replacement = [from: string, to: string];

/** For each error of the cause chain that names values in its message, the message without them. */
const valueFreeMessages = (error: unknown): Replacement[] => {
  const replacements: Replacement[] = [];
  const seen = new Set<unknown>();
  let current = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    const fields = current as Error & { query?: unknown; code?: unknown };
    if (typeof fields.query === 'string' && current.message.startsWith('Failed query: ')) {
      // drizzle: "Failed query: <sql>\nparams: <values>"
      replacements.push([current.message, `Failed query: ${fields.query}`]);
    } else if (typeof fields.code === 'string' && QUOTES_VALUES.test(fields.code) && current.message) {
      replacements.push([current.message, current.message.replace(/"[^"]*"/g, '"[redacted]"')]);
    }
    current = current.cause;
  }
  return replacements.filter(([from, to]) => from !== to);
};

const scrub = (value: unknown, replacements: Replacement[], depth = 0): unknown => {
  if (typeof value === 'string') {
    return replacements.reduce((text, [from, to]) => text.split(from).join(to), value);
  }
  if (depth > 5 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, replacements, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (!VALUE_FIELDS.has(key)) out[key] = scrub(item, replacements, depth + 1);
  }
  return out;
};

/**
 * pino's error serializer, minus a failed query's values: the statement is logged, never its
 * parameters (session ids, message texts, e-mails), nor PostgreSQL's details that quote them.
 */
export const errorSerializer = (error: unknown): unknown => {
  if (!(error instanceof Error)) return error;
  const serialized = scrub(stdSerializers.err(error), valueFreeMessages(error)) as Record<string, unknown>;
  // The database's own error (drizzle wraps it as the cause): its SQLSTATE and where it was raised.
  const cause = error.cause as { code?: unknown; severity?: unknown; routine?: unknown } | undefined;
  if (cause instanceof Error && typeof cause.code === 'string') {
    serialized['cause'] = {
      type: cause.constructor.name,
      code: cause.code,
      severity: cause.severity,
      routine: cause.routine,
    };
  }
  return serialized;
};

/**
 * Pino options of the API. Fastify's request serializer logs method, url and addresses, never
 * headers or bodies; the redaction below is the second line, should anything log them anyway.
 */
export const loggerOptions = (config: Pick<AppConfig, 'LOG_LEVEL'>): LoggerOptions => ({
  level: config.LOG_LEVEL,
  serializers: { err: errorSerializer },
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'headers.authorization',
      'headers.cookie',
      'headers["set-cookie"]',
      '*.password',
      '*.token',
      '*.refreshToken',
    ],
    censor: '[redacted]',
  },
});

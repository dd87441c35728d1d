import type { LoggerOptions } from 'pino';
import type { AppConfig } from '../config';

/**
 * Pino options of the API. Fastify's request serializer logs method, url and addresses, never
 * headers or bodies; the redaction below is the second line, should anything log them anyway.
 */
export const loggerOptions = (config: Pick<AppConfig, 'LOG_LEVEL'>): LoggerOptions => ({
  level: config.LOG_LEVEL,
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

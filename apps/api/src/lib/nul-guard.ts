import type { FastifyInstance } from 'fastify';
import { fieldError } from './app-error';

const NUL = '\u0000';

/** The dotted path of the first string holding NUL (U+0000) in a parsed value, if any. */
export const findNul = (value: unknown, path: string): string | undefined => {
  if (typeof value === 'string') return value.includes(NUL) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) {
      const found = findNul(value[i], `${path}.${i}`);
      if (found) return found;
    }
    return undefined;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      // A key can carry it too (a query string's name): the key itself is the field then.
      if (key.includes(NUL)) return `${path}.${key.replaceAll(NUL, '\\0')}`;
      const found = findNul(item, `${path}.${key}`);
      if (found) return found;
    }
  }
  return undefined;
};

/** For the JSON body parser: a 400 naming the field when the body's text escapes a NUL. */
export const nulInJson = (text: string, parsed: unknown) => {
  // JSON cannot hold a raw NUL byte (a parse error already); only the `\u0000` escape gets here.
  if (!text.includes('\\u0000')) return undefined;
  const field = findNul(parsed, 'body');
  return field ? fieldError(field, 'nul_character') : undefined;
};

/**
 * PostgreSQL text cannot hold NUL (U+0000): a query string or path carrying one is a 400 naming the
 * field, never a database error. Only requests whose URL has `%00` are looked into.
 */
export const registerNulGuard = (app: FastifyInstance): void => {
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.raw.url?.includes('%00')) return done();
    const field = findNul(request.params, 'params') ?? findNul(request.query, 'query');
    done(field ? fieldError(field, 'nul_character') : undefined);
  });
};

import { negotiate } from '@fastify/accept-negotiator';
import { LOCALES, type Locale } from '@jobs/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The language the caller's interface is in, from `Accept-Language` (the apps send their locale
 * with every call), or null when the header names none of ours. Routes with words of their own
 * answer in it, and fall back to the account's stored language.
 */
export const requestLocale = (request: FastifyRequest): Locale | null => {
  const header = request.headers['accept-language'];
  if (typeof header !== 'string' || header.trim() === '') return null;
  return negotiate(header, [...LOCALES]) as Locale | null;
};

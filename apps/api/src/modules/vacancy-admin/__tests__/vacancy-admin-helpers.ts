import type { ManagedVacancy } from '@jobs/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from '../../../__tests__/support/auth-helpers';

export type Who = { token: string } | undefined;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Calls the API as someone (or anonymously). */
export const caller =
  (app: FastifyInstance) =>
  (method: Method, url: string, who?: Who, payload?: unknown): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: who ? bearer(who.token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

export const DESCRIPTION =
  'We are a product team building a booking service for small businesses. You will own the API of the ' +
  'scheduling module, work with PostgreSQL and Node.js, take part in design reviews and help the team ship ' +
  'weekly. We value clear code, tests and honest feedback.';

/** A complete, valid vacancy form. */
export const vacancyInput = (overrides: Record<string, unknown> = {}) => ({
  title: 'Backend developer (Node.js)',
  description: DESCRIPTION,
  requirements: 'Three years with Node.js and PostgreSQL',
  conditions: 'Remote, flexible hours',
  skills: ['Node.js', 'TypeScript', 'PostgreSQL'],
  category_id: null,
  city: 'Moscow',
  country: 'RU',
  salary_from: 200_000,
  salary_to: 300_000,
  currency: 'RUB',
  salary_gross: true,
  experience: '1-3',
  employment: 'full',
  schedule: 'remote',
  language: 'en',
  ...overrides,
});

/** The body of a response that must have the given status (the body is printed when it does not). */
export const expectStatus = <T = ManagedVacancy>(response: LightMyRequestResponse, status = 200): T => {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response.json() as T;
};

/** The fields a 400 names. */
export const fieldsOf = (response: LightMyRequestResponse): string[] => {
  if (response.statusCode !== 400) throw new Error(`expected 400, got ${response.statusCode}: ${response.body}`);
  return (response.json().error.details as { field: string }[]).map((detail) => detail.field);
};

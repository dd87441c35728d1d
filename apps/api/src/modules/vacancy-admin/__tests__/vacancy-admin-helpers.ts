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

export { DESCRIPTION, vacancyInput } from '../../../__tests__/support/vacancy-input';

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

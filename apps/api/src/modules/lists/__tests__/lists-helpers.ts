import type { FastifyInstance } from 'fastify';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { ok, type Party } from '../../../__tests__/support/chat-helpers';
import { vacancyInput } from '../../../__tests__/support/vacancy-input';

/** An editor publishes a vacancy of the company (the editors' own route: it publishes at once). */
export const publishAsEditor = async (
  app: FastifyInstance,
  eve: Party,
  companyId: number,
  title: string,
  extra: Record<string, unknown> = {},
): Promise<number> =>
  ok<{ id: number }>(
    await app.inject({
      method: 'POST',
      url: '/api/editor/vacancies',
      headers: bearer(eve.token),
      payload: {
        company_id: companyId,
        publish: true,
        ...vacancyInput({
          title,
          description:
            'We are a product team building a booking service for small businesses. You will own the API of the ' +
            'scheduling module, work with PostgreSQL and the JVM, take part in design reviews and help the team ship weekly.',
          requirements: 'Experience with the stack',
          conditions: 'Remote',
          skills: ['Kotlin'],
          ...extra,
        }),
      },
    }),
    201,
  ).id;

export type SavedSearchDto = {
  id: number;
  name: string;
  query: string;
  alert: string;
  new_count: number;
  created_at: string;
};

/** The seeker saves a search (201). */
export const saveSearch = async (
  app: FastifyInstance,
  who: Party,
  body: { name: string; query: string; alert: 'off' | 'instant' | 'daily' },
): Promise<SavedSearchDto> =>
  ok<SavedSearchDto>(
    await app.inject({ method: 'POST', url: '/api/saved-searches', headers: bearer(who.token), payload: body }),
    201,
  );

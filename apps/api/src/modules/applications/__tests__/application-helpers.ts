import type { FastifyInstance } from 'fastify';
import { api, ok, seeker, type Party } from '../../../__tests__/support/chat-helpers';

type Json = Record<string, unknown>;

export type ApplicationDto = {
  id: number;
  status: string;
  chat_id: number;
  cover_letter: string | null;
  vacancy: { id: number; title: string };
  company: { id: number; name: string; logo: string | null };
  rejection: { reason_code: string; message: string | null } | null;
  history: { status: string; at: string }[];
  viewed_at: string | null;
};
export type EmployerApplicationDto = ApplicationDto & {
  version: number;
  candidate: { id: number; name: string; email: string; phone: string | null; resume: Json };
  undo: { to: string; until: string } | null;
};
export type EmployerListDto = { items: EmployerApplicationDto[]; total: number; counts: Record<string, number> };

export const RESUME = {
  name: 'Ann Seeker',
  desired_position: 'Backend developer',
  city: 'Moscow',
  skills: ['TypeScript', 'PostgreSQL', 'Docker'],
  experience: '3-6',
  work_experience: [
    { company: 'Initech', position: 'Backend developer', from: '2020-01', to: null, description: 'APIs' },
  ],
  about: 'I build reliable APIs. I like clear code.',
};

export const appApi = (app: FastifyInstance) => {
  const { call } = api(app);
  const put = (url: string, who: { token: string }, payload: unknown) =>
    app.inject({
      method: 'PUT',
      url: `/api${url}`,
      headers: { authorization: `Bearer ${who.token}` },
      payload: payload as Json,
    });
  return {
    call,
    put,
    saveResume: (who: { token: string }, resume: Json = RESUME) => put('/profile', who, resume),
    apply: (who: { token: string }, vacancyId: number, body?: Json) =>
      call('POST', `/vacancies/${vacancyId}/apply`, who, body ?? {}),
    draft: (who: { token: string }, vacancyId: number) =>
      call('POST', `/vacancies/${vacancyId}/cover-letter-draft`, who),
    mine: (who: { token: string }, query = '') => call('GET', `/applications${query}`, who),
    one: (who: { token: string }, id: number) => call('GET', `/applications/${id}`, who),
    withdraw: (who: { token: string }, id: number, body: Json = {}) =>
      call('POST', `/applications/${id}/withdraw`, who, body),
    candidates: (who: { token: string }, query = '') => call('GET', `/employer/applications${query}`, who),
    candidate: (who: { token: string }, id: number) => call('GET', `/employer/applications/${id}`, who),
    move: (who: { token: string }, id: number, body: Json) =>
      call('POST', `/employer/applications/${id}/status`, who, body),
    undo: (who: { token: string }, id: number, version: number) =>
      call('POST', `/employer/applications/${id}/undo`, who, { version }),
    bulk: (who: { token: string }, body: Json) => call('POST', '/employer/applications/bulk', who, body),
    templates: (who: { token: string }) => call('GET', '/employer/message-templates', who),
    saveTemplates: (who: { token: string }, body: Json) => put('/employer/message-templates', who, body),
    editorList: (who: { token: string }, query = '') => call('GET', `/admin/applications${query}`, who),
  };
};

/** A seeker with a complete-enough résumé. */
export const seekerWithResume = async (app: FastifyInstance, resume: Json = RESUME): Promise<Party> => {
  const who = await seeker(app);
  ok(await appApi(app).saveResume(who, resume));
  return who;
};

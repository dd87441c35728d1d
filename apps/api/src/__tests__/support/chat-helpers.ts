import { randomUUID } from 'node:crypto';
import { hashPassword } from '@jobs/server-auth-core';
import { companies, users, vacancies, type DatabaseHandle } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  bearer,
  loginAs,
  PASSWORD,
  registerEmployer,
  registerSeeker,
  uniqueEmail,
  type SignedInUser,
} from './auth-helpers';

export type Party = SignedInUser & { companyId: number | null };
export type Employer = SignedInUser & { companyId: number };

let passwordHash: string | undefined;
const cheapHash = async () => (passwordHash ??= await hashPassword(PASSWORD, { N: 2 ** 10, r: 8, p: 1 }));

export const seeker = async (app: FastifyInstance): Promise<Party> => ({
  ...(await registerSeeker(app)),
  companyId: null,
});

/** A new company with its first employer (through sign-up). */
export const employer = async (app: FastifyInstance): Promise<Employer> => {
  const signedIn = await registerEmployer(app);
  const companyId = (signedIn.user as { company_id?: number | null }).company_id;
  if (!companyId) throw new Error('an employer without a company');
  return { ...signedIn, companyId };
};

/** Another employer of an existing company (there is no invitation flow yet: inserted, then signed in). */
export const colleague = async (
  app: FastifyInstance,
  database: DatabaseHandle,
  companyId: number,
): Promise<Employer> => {
  const email = uniqueEmail('colleague');
  await database.db
    .insert(users)
    .values({ email, name: 'Carol Colleague', role: 'employer', companyId, passwordHash: await cheapHash() });
  return { ...(await loginAs(app, 'employer', email)), companyId };
};

export const editor = async (app: FastifyInstance, database: DatabaseHandle): Promise<Party> => {
  const email = uniqueEmail('editor');
  await database.db
    .insert(users)
    .values({ email, name: 'Eve Editor', role: 'editor', passwordHash: await cheapHash() });
  return { ...(await loginAs(app, 'editor', email)), companyId: null };
};

export const setCompany = async (
  database: DatabaseHandle,
  companyId: number,
  values: { name?: string; logoUrl?: string | null },
) => {
  await database.db.update(companies).set(values).where(eq(companies.id, companyId));
};

export const vacancy = async (
  database: DatabaseHandle,
  companyId: number,
  status: 'published' | 'draft' | 'archived' = 'published',
): Promise<number> => {
  const [row] = await database.db
    .insert(vacancies)
    .values({
      companyId,
      title: 'Backend developer',
      description: 'Builds the API',
      city: 'Moscow',
      experience: '1-3',
      employment: 'full',
      schedule: 'hybrid',
      status,
      publishedAt: status === 'published' ? new Date() : null,
      skills: ['TypeScript', 'PostgreSQL'],
    })
    .returning({ id: vacancies.id });
  if (!row) throw new Error('no vacancy');
  return row.id;
};

type Json = Record<string, unknown>;

export const api = (app: FastifyInstance) => {
  const call = (method: 'GET' | 'POST', url: string, who?: { token: string }, payload?: unknown) =>
    app.inject({
      method,
      url: `/api${url}`,
      headers: who ? bearer(who.token) : {},
      ...(payload === undefined ? {} : { payload: payload as Json }),
    });
  return {
    call,
    list: (who: { token: string }) => call('GET', '/chat/list', who),
    history: (who: { token: string }, chatId: number | string, query = '') =>
      call('GET', `/chat/${chatId}/history${query}`, who),
    readChat: (who: { token: string }, chatId: number | string, messageId: unknown) =>
      call('POST', `/chat/${chatId}/read`, who, { message_id: messageId }),
    send: (who: { token: string }, chatId: number | string, body: Json) =>
      call('POST', `/chat/${chatId}/send`, who, body),
    companyChat: (who: { token: string }, companyId: number | string, body: Json = {}) =>
      call('POST', `/companies/${companyId}/chat`, who, body),
    notifies: (who: { token: string }, since: number | string) =>
      call('GET', `/chat/notifies?user_opened_site=${since}`, who),
    read: (who: { token: string }, ids: unknown) => call('POST', '/chat/notifies/read', who, { notification_ids: ids }),
    adminList: (who: { token: string }, query = '') => call('GET', `/admin/chats${query}`, who),
    adminHistory: (who: { token: string }, chatId: number | string, query = '') =>
      call('GET', `/admin/chats/${chatId}/history${query}`, who),
    adminSend: (who: { token: string }, chatId: number | string, body: Json) =>
      call('POST', `/admin/chats/${chatId}/send`, who, body),
  };
};

export type Api = ReturnType<typeof api>;

/** The body of a response that must have the given status (the body is printed when it does not). */
export const ok = <T = Json>(response: LightMyRequestResponse, status = 200): T => {
  if (response.statusCode !== status) {
    throw new Error(`expected ${status}, got ${response.statusCode}: ${response.body}`);
  }
  return response.json() as T;
};

export const say = (message: string, vacancyId = 0, clientMessageId?: string) => ({
  message,
  vacancy_id: vacancyId,
  ...(clientMessageId ? { client_message_id: clientMessageId } : {}),
});

export const newClientId = () => randomUUID();

/** The seeker's company chat with the employer's company (created), and its id. */
export const openCompanyChat = async (client: Api, who: Party, companyId: number): Promise<number> =>
  ok<{ id: number }>(await client.companyChat(who, companyId)).id;

export type ChatDto = {
  id: number;
  title: string;
  icon: string | null;
  is_template: boolean;
  template_id: number | null;
  unread_count: number;
  last_message: string | null;
  lastMessageCreatedAt: string | null;
  company_id: number | null;
  unanswered: boolean;
  messages: unknown[];
};

export type MessageDto = {
  id: number;
  text: string;
  createdAt: string;
  is_my: boolean;
  vacancy_id: number | null;
  author_kind: string;
  author_name: string | null;
};

/** The value, or a failed test when there is none. */
export const present = <T>(value: T | undefined | null, what = 'value'): T => {
  if (value === undefined || value === null) throw new Error(`expected a ${what}`);
  return value;
};

export type HistoryDto = { message: MessageDto[]; has_more: boolean };
export type NotificationDto = { id: number; title: string | null; text: string; icon: string | null; chat_id: number };

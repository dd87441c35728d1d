import { users, vacancies, type DatabaseHandle } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import {
  ok,
  present,
  type Api,
  type ChatDto,
  type HistoryDto,
  type MessageDto,
} from '../../../__tests__/support/chat-helpers';

export type VacancySeed = {
  title?: string;
  skills?: string[];
  city?: string;
  schedule?: 'office' | 'hybrid' | 'remote' | 'shift';
  salaryFrom?: number | null;
  salaryTo?: number | null;
  currency?: 'RUB' | 'USD' | 'EUR';
  experience?: 'none' | '1-3' | '3-6' | '6+';
  status?: 'published' | 'draft' | 'archived';
};

export const seedVacancy = async (database: DatabaseHandle, companyId: number, seed: VacancySeed): Promise<number> => {
  const status = seed.status ?? 'published';
  const [row] = await database.db
    .insert(vacancies)
    .values({
      companyId,
      title: seed.title ?? 'Frontend developer',
      description: 'Builds the product',
      city: seed.city ?? 'Москва',
      experience: seed.experience ?? '1-3',
      employment: 'full',
      schedule: seed.schedule ?? 'remote',
      salaryFrom: seed.salaryFrom ?? null,
      salaryTo: seed.salaryTo ?? null,
      currency: seed.currency ?? 'RUB',
      status,
      publishedAt: status === 'published' ? new Date() : null,
      skills: seed.skills ?? ['React'],
    })
    .returning({ id: vacancies.id });
  return present(row).id;
};

export const setLocale = async (database: DatabaseHandle, userId: number, locale: 'ru' | 'en') => {
  await database.db.update(users).set({ locale }).where(eq(users.id, userId));
};

export const templateBySlug = async (client: Api, who: { token: string }, slug: string): Promise<ChatDto> => {
  const templates = ok<{ id: number; slug: string }[]>(await client.call('GET', '/assistant/templates', who));
  const id = present(
    templates.find((template) => template.slug === slug),
    slug,
  ).id;
  return present(
    ok<ChatDto[]>(await client.list(who)).find((chat) => chat.id === id),
    'template chat',
  );
};

/** Polls the chat until the assistant's reply to the latest seeker message is there and it no longer types. */
export const waitForReply = async (
  client: Api,
  who: { token: string },
  chatId: number,
  timeoutMs = 5000,
): Promise<{ reply: MessageDto; history: HistoryDto & { assistant_typing?: boolean } }> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const history = ok<HistoryDto & { assistant_typing?: boolean }>(await client.history(who, chatId));
    const newest = history.message[0];
    if (newest?.author_kind === 'assistant' && history.assistant_typing === false) return { reply: newest, history };
    if (Date.now() > deadline) throw new Error(`no assistant reply in ${timeoutMs} ms: ${JSON.stringify(history)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

export const linkedIds = (text: string): number[] => [...text.matchAll(/\/vacancies\/(\d+)/g)].map((m) => Number(m[1]));

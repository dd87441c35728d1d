import { DELETED_USER_NAME, DELETED_USER_NAMES } from '@jobs/contracts';
import { users, type Database } from '@jobs/server-db';
import { eq, sql } from 'drizzle-orm';
import { resultRows } from '../../lib/sql-rows';

// The statements of a user's own data: all of it read for the export, or erased with the account.

type Row = Record<string, unknown>;

/** Dates as ISO strings, everything else as the driver gave it (JSON-safe). */
const plain = (row: Row): Row =>
  Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );

/** The password left on a deleted account: no password hashes to it, so nobody signs in with it. */
const NO_PASSWORD = '!deleted';

type Run = (query: ReturnType<typeof sql>) => Promise<unknown>;

export type UserRow = typeof users.$inferSelect;

/** The user of `id`, if any. */
export const accountUser = async (db: Database, id: number): Promise<UserRow | undefined> => {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
};

/** A string as it appears inside a JSON string literal (what `jsonb::text` holds). */
const inJson = (text: string): string => JSON.stringify(text).slice(1, -1);

/**
 * Everything of the deleted user's that other tables keep (issue 31 item 6, issue 30 item 15):
 * the e-mail in account_tokens and the outbox, the name in e-mails, notifications and live events
 * of other users, in the company's own messages (its templates greet the candidate by name) and
 * in the applications, which the company keeps anonymised (status, history, funnel counts); the
 * user's uploads stop being served. Runs inside the deletion's transaction.
 */
const eraseTraces = async (run: Run, user: { id: number; name: string; role: string; companyId: number | null }) => {
  const id = user.id;
  const name = user.name.trim();
  await run(sql`delete from account_tokens where user_id = ${id}`);
  await run(sql`delete from email_outbox where user_id = ${id}`);
  await run(sql`delete from email_digest_items where user_id = ${id}`);
  await run(sql`delete from live_events where user_id = ${id}`);
  await run(sql`delete from notification_settings where user_id = ${id}`);
  // Uploads: no longer served (the optimiser serves only what the uploads table lists), and their
  // bytes gone; a company logo the user uploaded stays the company's.
  await run(sql`delete from upload_files where path in (
      select path from uploads u where u.owner_user_id = ${id}
        and not exists (select 1 from companies c where c.logo_url in (u.path, '/uploads/' || u.path)))`);
  await run(sql`delete from uploads u where u.owner_user_id = ${id}
      and not exists (select 1 from companies c where c.logo_url in (u.path, '/uploads/' || u.path))`);
  await run(sql`update uploads set owner_user_id = null where owner_user_id = ${id}`);
  if (user.role === 'seeker') {
    // The company keeps the application (its status, history and counts), not who sent it.
    await run(sql`update applications set
        candidate_name = ${DELETED_USER_NAME},
        search_text = '',
        cover_letter = null,
        rejection_message = null,
        resume = jsonb_build_object(
          'name', ${DELETED_USER_NAME}::text, 'desired_position', '', 'city', '', 'citizenship', null,
          'salary_expectation', null, 'currency', coalesce(resume->'currency', '"RUB"'::jsonb), 'schedule', null,
          'experience', null, 'skills', '[]'::jsonb, 'work_experience', '[]'::jsonb, 'education', '[]'::jsonb,
          'languages', '[]'::jsonb, 'about', '', 'updated_at', null),
        desired_position = '',
        undo_to = null,
        undo_until = null
      where seeker_id = ${id}`);
    // The company's notes about the person go with the person.
    await run(
      sql`delete from application_notes where application_id in (select id from applications where seeker_id = ${id})`,
    );
  }
  if (name.length < 2) return;
  // The name where other people's data quoted it.
  const like = `%${name.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const jsonLike = `%${inJson(name).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  for (const locale of ['ru', 'en'] as const) {
    const to = DELETED_USER_NAMES[locale];
    const cyrillic = locale === 'ru';
    // This seeker's chats, and their previews: the company's templates greet the candidate by name,
    // and the cover letter the application posted may sign with it.
    await run(sql`update messages m set text = replace(m.text, ${name}, ${to})
        from chats c where c.id = m.chat_id and c.seeker_id = ${id}
          and m.text like ${like}
          and (m.text ~* '[а-яё]') = ${cyrillic}`);
    await run(sql`update chats set last_message_text = replace(last_message_text, ${name}, ${to})
        where seeker_id = ${id} and last_message_text like ${like} and (last_message_text ~* '[а-яё]') = ${cyrillic}`);
    // Other users' notifications about this seeker's chats and applications.
    await run(sql`update notifications n set title = replace(n.title, ${name}, ${to}), text = replace(n.text, ${name}, ${to})
        where (n.title like ${like} or n.text like ${like})
          and (coalesce(n.title, '') || n.text ~* '[а-яё]') = ${cyrillic}
          and (n.chat_id in (select id from chats where seeker_id = ${id})
            or n.link in (select '/employer/candidates/' || a.id from applications a where a.seeker_id = ${id}))`);
    // E-mails, digests and live events for other people that quote the name (each keeps its
    // recipient's own name: the same name may be someone else's).
    for (const table of ['email_outbox', 'email_digest_items', 'live_events'] as const) {
      await run(sql`update ${sql.raw(table)} set data = (
            replace(data::text, ${inJson(name)}, ${inJson(to)})::jsonb
            || case when data ? 'name' then jsonb_build_object('name', data->'name') else '{}'::jsonb end)
          where data::text like ${jsonLike} and (data::text ~* '[а-яё]') = ${cyrillic}`);
    }
  }
};

/** Everything a user's export holds, read as JSON-safe rows (a seeker's or a staff member's). */
export const exportRows = async (db: Database, user: Pick<UserRow, 'id' | 'role' | 'companyId'>) => {
  const all = async (query: ReturnType<typeof sql>): Promise<Row[]> =>
    resultRows<Row>(await db.execute(query)).map(plain);
  const id = user.id;
  const isSeeker = user.role === 'seeker';
  const [profile] = isSeeker ? await all(sql`select * from seeker_profiles where user_id = ${id}`) : [];
  const [company] =
    user.role === 'employer' && user.companyId !== null
      ? await all(
          sql`select id, name, logo_url, description, site, city, industry, size, created_at from companies where id = ${user.companyId}`,
        )
      : [];
  // A seeker's chats are theirs whole; an employer's or an editor's are the company's, so only
  // what they wrote themselves is theirs.
  const chats = await all(
    isSeeker
      ? sql`select id, kind, title from chats where seeker_id = ${id} order by id`
      : sql`select c.id, c.kind, c.title from chats c
            where exists (select 1 from messages m where m.chat_id = c.id and m.sender_user_id = ${id}) order by c.id`,
  );
  const messages = await all(
    isSeeker
      ? sql`select m.id, m.chat_id, m.author_kind, m.sender_user_id, m.text, m.vacancy_id, m.created_at
            from messages m join chats c on c.id = m.chat_id where c.seeker_id = ${id} order by m.id`
      : sql`select m.id, m.chat_id, m.author_kind, m.sender_user_id, m.text, m.vacancy_id, m.created_at
            from messages m where m.sender_user_id = ${id} order by m.id`,
  );
  return {
    profile: profile ?? null,
    company: company ?? null,
    chats,
    messages,
    applications: isSeeker
      ? await all(sql`select a.id, a.status, a.vacancy_id, v.title as vacancy_title, a.company_id, a.chat_id,
            a.cover_letter, a.resume, a.rejection_reason_code, a.rejection_message,
            -- Which member of the company made a move is the company's own (as its notes, never exported).
            (select coalesce(jsonb_agg(e - 'by_user_id'), '[]'::jsonb) from jsonb_array_elements(a.history) e) as history,
            a.created_at, a.updated_at
          from applications a left join vacancies v on v.id = a.vacancy_id where a.seeker_id = ${id} order by a.id`)
      : [],
    savedSearches: await all(
      sql`select id, name, query, alert, new_count, created_at from saved_searches where seeker_id = ${id} order by id`,
    ),
    favorites: await all(sql`select f.vacancy_id, v.title, f.created_at from favorite_vacancies f
        join vacancies v on v.id = f.vacancy_id where f.seeker_id = ${id} order by f.created_at`),
    hiddenVacancies: await all(sql`select h.vacancy_id, v.title, h.created_at from hidden_vacancies h
        join vacancies v on v.id = h.vacancy_id where h.seeker_id = ${id} order by h.created_at`),
    hiddenCompanies: await all(sql`select h.company_id, c.name, h.created_at from hidden_companies h
        join companies c on c.id = h.company_id where h.seeker_id = ${id} order by h.created_at`),
    notifications: await all(
      sql`select id, title, text, link, chat_id, created_at, read_at from notifications where user_id = ${id} order by id`,
    ),
    sessions: await all(
      sql`select created_at, last_used_at, expires_at, revoked_at, user_agent, ip from sessions where user_id = ${id} order by created_at`,
    ),
    uploads: await all(
      sql`select path, mime, width, height, bytes, created_at from uploads where owner_user_id = ${id} order by id`,
    ),
  };
};

/**
 * Erases the account in the caller's transaction: what is only the user's goes, the row stays
 * anonymised, every session ends; a company's last employer archives its vacancies (resolves with
 * how many).
 */
export const eraseAccount = async (
  tx: Database,
  user: { id: number; name: string; role: string; companyId: number | null },
): Promise<number> => {
  const run = (query: ReturnType<typeof sql>) => tx.execute(query);
  const id = user.id;
  let archivedVacancies = 0;
  await run(sql`delete from seeker_profiles where user_id = ${id}`);
  await eraseTraces(run, user);
  await run(sql`delete from saved_searches where seeker_id = ${id}`);
  await run(sql`delete from favorite_vacancies where seeker_id = ${id}`);
  await run(sql`delete from hidden_vacancies where seeker_id = ${id}`);
  await run(sql`delete from hidden_companies where seeker_id = ${id}`);
  await run(sql`delete from recommendation_feedback where seeker_id = ${id}`);
  await run(sql`delete from notifications where user_id = ${id}`);
  await run(sql`delete from chat_reads where user_id = ${id}`);
  // The assistant's chats are the user's alone; company and service chats keep the other side's history.
  await run(sql`delete from chats where seeker_id = ${id} and kind = 'assistant'`);
  if (user.role === 'employer' && user.companyId !== null) {
    const [others] = resultRows<{ n: number | string }>(
      await run(sql`select count(*)::int as n from users
        where company_id = ${user.companyId} and role = 'employer' and id <> ${id}
          and disabled_at is null and deleted_at is null`),
    );
    if (Number(others?.n ?? 0) === 0) {
      const archived = resultRows<{ id: number }>(
        await run(sql`update vacancies set status = 'archived', archived_at = now(), updated_at = now(),
            version = version + 1, pending_changes = null
          where company_id = ${user.companyId} and status in ('published', 'on_review', 'draft', 'rejected')
          returning id`),
      );
      archivedVacancies = archived.length;
    }
  }
  await run(sql`update sessions set revoked_at = now(), revoked_reason = 'account_deleted'
    where user_id = ${id} and revoked_at is null`);
  await tx
    .update(users)
    .set({
      email: `deleted-${id}@deleted.invalid`,
      name: DELETED_USER_NAME,
      passwordHash: NO_PASSWORD,
      disabledAt: new Date(),
      deletedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(users.id, id));
  return archivedVacancies;
};

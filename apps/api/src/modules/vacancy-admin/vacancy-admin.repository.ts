import {
  knownCitiesMatching,
  type AuditEntry,
  type CollectionSlug,
  type EditorVacancyListQuery,
  type ManagedVacancy,
} from '@jobs/contracts';
import {
  applications,
  auditLog,
  categories,
  chats,
  collectionItems,
  companies,
  messages,
  users,
  vacancies,
  type Database,
} from '@jobs/server-db';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { toManagedVacancy, type VacancyCounters, type VacancyRow } from './managed-vacancy';
import { likePattern } from '../../lib/like-pattern';

/** Either the database or a transaction of it (the same query API). */
export type Executor = Database;

type Joined = {
  vacancy: VacancyRow;
  company: typeof companies.$inferSelect;
  category: typeof categories.$inferSelect | null;
};

const selectJoined = (db: Executor) =>
  db
    .select({ vacancy: vacancies, company: companies, category: categories })
    .from(vacancies)
    .innerJoin(companies, eq(companies.id, vacancies.companyId))
    .leftJoin(categories, eq(categories.id, vacancies.categoryId));

/**
 * Chats about each vacancy: company chats of its company with a message naming it, and of those
 * the ones whose last message is the seeker's (waiting for an answer). One query for a page.
 */
const countersOf = async (db: Executor, ids: number[]): Promise<Map<number, VacancyCounters>> => {
  const result = new Map<number, VacancyCounters>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      vacancyId: messages.vacancyId,
      chats: sql<number>`count(distinct ${chats.id})::int`,
      unanswered: sql<number>`(count(distinct ${chats.id}) filter (where ${chats.lastMessageAuthorKind} = 'seeker'))::int`,
    })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .innerJoin(vacancies, eq(vacancies.id, messages.vacancyId))
    .where(
      and(
        inArray(messages.vacancyId, ids),
        eq(chats.kind, 'company'),
        eq(chats.companyId, vacancies.companyId),
        isNull(chats.deletedAt),
      ),
    )
    .groupBy(messages.vacancyId);
  for (const row of rows) {
    if (row.vacancyId !== null)
      result.set(row.vacancyId, { chats: Number(row.chats), unanswered: Number(row.unanswered) });
  }
  // Applications screened out by a knock-out question (issue 26), per vacancy.
  const screened = await db
    .select({ vacancyId: applications.vacancyId, n: sql<number>`count(*)::int` })
    .from(applications)
    .where(and(inArray(applications.vacancyId, ids), eq(applications.screening, 'screened_out')))
    .groupBy(applications.vacancyId);
  for (const row of screened) {
    const known = result.get(row.vacancyId) ?? { chats: 0, unanswered: 0 };
    result.set(row.vacancyId, { ...known, screenedOut: Number(row.n) });
  }
  return result;
};

const toManagedList = async (db: Executor, rows: Joined[]): Promise<ManagedVacancy[]> => {
  const counters = await countersOf(
    db,
    rows.map((row) => row.vacancy.id),
  );
  return rows.map(({ vacancy, company, category }) =>
    toManagedVacancy(vacancy, company, category, counters.get(vacancy.id) ?? { chats: 0, unanswered: 0 }),
  );
};

const editorSort = (sort: NonNullable<EditorVacancyListQuery['sort']>): SQL[] => {
  switch (sort) {
    case 'review_first':
      return [
        sql`(${vacancies.status} = 'on_review' or ${vacancies.pendingChanges} is not null) desc`,
        // Risky vacancies first among those waiting (issue 27): the more marks, the sooner.
        sql`cardinality(${vacancies.riskReasons}) desc`,
        sql`${vacancies.submittedAt} asc nulls last`,
        desc(vacancies.updatedAt),
        desc(vacancies.id),
      ];
    case 'updated':
      return [desc(vacancies.updatedAt), desc(vacancies.id)];
    case 'created':
      return [desc(vacancies.createdAt), desc(vacancies.id)];
    case 'title':
      return [asc(vacancies.title), asc(vacancies.id)];
    case 'company':
      return [asc(companies.name), asc(vacancies.title), asc(vacancies.id)];
  }
};

export type EditorListFilter = {
  q?: string;
  status?: VacancyRow['status'];
  company_id?: number;
  category_id?: number;
  city?: string;
  needs_review?: boolean;
  sort: NonNullable<EditorVacancyListQuery['sort']>;
  page: number;
  per_page: number;
};

export const createVacancyAdminRepository = (db: Database) => ({
  /** Whether the user is an active (not removed, not deleted) employer of the company. */
  isActiveMember: async (tx: Executor, companyId: number, userId: number): Promise<boolean> => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, userId),
          eq(users.role, 'employer'),
          eq(users.companyId, companyId),
          isNull(users.disabledAt),
          isNull(users.deletedAt),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  /** The vacancy row (no joins), for a write; `companyId` limits it to one company. */
  findRow: async (tx: Executor, id: number, companyId?: number): Promise<VacancyRow | undefined> => {
    const [row] = await tx
      .select()
      .from(vacancies)
      .where(
        companyId === undefined ? eq(vacancies.id, id) : and(eq(vacancies.id, id), eq(vacancies.companyId, companyId)),
      )
      .limit(1);
    return row;
  },

  /** One vacancy as staff see it; `companyId` limits it to one company. */
  findManaged: async (tx: Executor, id: number, companyId?: number): Promise<ManagedVacancy | undefined> => {
    const rows = await selectJoined(tx)
      .where(
        companyId === undefined ? eq(vacancies.id, id) : and(eq(vacancies.id, id), eq(vacancies.companyId, companyId)),
      )
      .limit(1);
    const [managed] = await toManagedList(tx, rows);
    return managed;
  },

  listForCompany: async (companyId: number, filter: { status?: VacancyRow['status']; q?: string }) => {
    const conditions: SQL[] = [eq(vacancies.companyId, companyId)];
    if (filter.status) conditions.push(eq(vacancies.status, filter.status));
    if (filter.q) conditions.push(ilike(vacancies.title, likePattern(filter.q)));
    const rows = await selectJoined(db)
      .where(and(...conditions))
      .orderBy(desc(vacancies.updatedAt), desc(vacancies.id));
    return toManagedList(db, rows);
  },

  listForEditor: async (filter: EditorListFilter) => {
    const conditions: SQL[] = [];
    if (filter.q) {
      const pattern = likePattern(filter.q);
      conditions.push(
        or(
          ilike(vacancies.title, pattern),
          ilike(companies.name, pattern),
          sql`${vacancies.searchVector} @@ plainto_tsquery('russian', ${filter.q})`,
        ) as SQL,
      );
    }
    if (filter.status) conditions.push(eq(vacancies.status, filter.status));
    if (filter.company_id) conditions.push(eq(vacancies.companyId, filter.company_id));
    if (filter.category_id) conditions.push(eq(vacancies.categoryId, filter.category_id));
    if (filter.city) {
      // Part of a name in either language: "kaz" finds the vacancies stored as «Казань» too.
      const known = knownCitiesMatching(filter.city);
      const typed = ilike(vacancies.city, likePattern(filter.city));
      conditions.push(known.length > 0 ? (or(typed, inArray(vacancies.city, known)) as SQL) : typed);
    }
    if (filter.needs_review === true) {
      conditions.push(or(eq(vacancies.status, 'on_review'), isNotNull(vacancies.pendingChanges)) as SQL);
    } else if (filter.needs_review === false) {
      conditions.push(and(sql`${vacancies.status} <> 'on_review'`, isNull(vacancies.pendingChanges)) as SQL);
    }
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const [rows, [total]] = await Promise.all([
      selectJoined(db)
        .where(where)
        .orderBy(...editorSort(filter.sort))
        .limit(filter.per_page)
        .offset((filter.page - 1) * filter.per_page),
      db
        .select({ n: count() })
        .from(vacancies)
        .innerJoin(companies, eq(companies.id, vacancies.companyId))
        .where(where),
    ]);
    return { items: await toManagedList(db, rows), total: Number(total?.n ?? 0) };
  },

  /** Published vacancies of a collection, in its order (archived and unpublished ones drop out). */
  collection: async (tx: Executor, slug: CollectionSlug) => {
    const rows = await tx
      .select({ vacancy: vacancies, company: companies, category: categories })
      .from(collectionItems)
      .innerJoin(vacancies, eq(vacancies.id, collectionItems.vacancyId))
      .innerJoin(companies, eq(companies.id, vacancies.companyId))
      .leftJoin(categories, eq(categories.id, vacancies.categoryId))
      .where(and(eq(collectionItems.slug, slug), eq(vacancies.status, 'published')))
      .orderBy(asc(collectionItems.position), asc(collectionItems.vacancyId));
    return toManagedList(tx, rows);
  },

  audit: async (filter: { entity_type?: string; entity_id?: number; page: number; per_page: number }) => {
    const conditions: SQL[] = [];
    if (filter.entity_type) conditions.push(eq(auditLog.entityType, filter.entity_type));
    if (filter.entity_id) conditions.push(eq(auditLog.entityId, filter.entity_id));
    const rows = await db
      .select({
        entry: auditLog,
        actorName: users.name,
        // The entry's subject by name: "Edited «Frontend developer»", not "Edited vacancy 163".
        entityTitle: sql<string | null>`case ${auditLog.entityType}
          when 'vacancy' then (select ${vacancies.title} from ${vacancies} where ${vacancies.id} = ${auditLog.entityId})
          when 'category' then (select ${categories.nameRu} from ${categories} where ${categories.id} = ${auditLog.entityId})
          end`,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(conditions.length > 0 ? and(...conditions) : undefined)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(filter.per_page + 1)
      .offset((filter.page - 1) * filter.per_page);
    const items: AuditEntry[] = rows.slice(0, filter.per_page).map(({ entry, actorName, entityTitle }) => ({
      id: entry.id,
      actor: { id: entry.actorUserId, name: actorName, role: entry.actorRole },
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      entity_title: entityTitle ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      created_at: entry.createdAt.toISOString(),
    }));
    return { items, page: filter.page, has_more: rows.length > filter.per_page };
  },

  companies: async (q?: string) =>
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(q ? ilike(companies.name, likePattern(q)) : undefined)
      .orderBy(asc(companies.name), asc(companies.id))
      .limit(100),

  /** Whether a category of `id` exists. */
  categoryExists: async (tx: Executor, id: number): Promise<boolean> => {
    const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, id)).limit(1);
    return Boolean(row);
  },

  /** Whether a company of `id` exists. */
  companyExists: async (tx: Executor, id: number): Promise<boolean> => {
    const [row] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, id)).limit(1);
    return Boolean(row);
  },

  /** Whether the user confirmed their e-mail address. */
  emailVerified: async (tx: Executor, userId: number): Promise<boolean> => {
    const [user] = await tx
      .select({ verifiedAt: users.emailVerifiedAt })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return Boolean(user?.verifiedAt);
  },

  /** Whether an editor has blocked the company after reports. */
  companyBlocked: async (tx: Executor, companyId: number): Promise<boolean> => {
    const [company] = await tx
      .select({ blockedAt: companies.blockedAt })
      .from(companies)
      .where(eq(companies.id, companyId))
      .limit(1);
    return Boolean(company?.blockedAt);
  },

  /** An audit entry. */
  insertAudit: async (tx: Executor, entry: typeof auditLog.$inferInsert): Promise<void> => {
    await tx.insert(auditLog).values(entry);
  },

  /** `UPDATE … WHERE id = ? AND version = ?`, version + 1: the new row, or undefined on a lost race. */
  updateVersioned: async (
    tx: Executor,
    row: Pick<VacancyRow, 'id' | 'version'>,
    columns: Partial<typeof vacancies.$inferInsert>,
  ): Promise<VacancyRow | undefined> => {
    const [updated] = await tx
      .update(vacancies)
      .set({ ...columns, version: sql`${vacancies.version} + 1`, updatedAt: new Date() })
      .where(and(eq(vacancies.id, row.id), eq(vacancies.version, row.version)))
      .returning();
    return updated;
  },

  /** A new vacancy row; without a reply promise of its own it takes its company's default. */
  insertVacancy: async (tx: Executor, columns: typeof vacancies.$inferInsert): Promise<VacancyRow> => {
    const values = {
      ...columns,
      replyWithinDays:
        columns.replyWithinDays ??
        sql<number>`(select c.reply_within_days from ${companies} c where c.id = ${columns.companyId})`,
    };
    const [row] = await tx.insert(vacancies).values(values).returning();
    return row as VacancyRow;
  },

  /** Those of `ids` that are published. */
  publishedOf: async (tx: Executor, ids: number[]): Promise<Set<number>> => {
    if (ids.length === 0) return new Set();
    const found = await tx
      .select({ id: vacancies.id })
      .from(vacancies)
      .where(and(inArray(vacancies.id, ids), eq(vacancies.status, 'published')));
    return new Set(found.map((row) => row.id));
  },

  /** Replaces a collection's ordered ids: resolves with the ids it had. */
  replaceCollection: async (tx: Executor, slug: CollectionSlug, ids: number[], addedBy: number): Promise<number[]> => {
    const before = await tx
      .select({ id: collectionItems.vacancyId })
      .from(collectionItems)
      .where(eq(collectionItems.slug, slug))
      .orderBy(collectionItems.position);
    await tx.delete(collectionItems).where(eq(collectionItems.slug, slug));
    if (ids.length > 0) {
      await tx
        .insert(collectionItems)
        .values(ids.map((vacancyId, position) => ({ slug, vacancyId, position, addedBy })));
    }
    return before.map((row) => row.id);
  },
});

export type VacancyAdminRepository = ReturnType<typeof createVacancyAdminRepository>;

import type { EditorCategory } from '@jobs/contracts';
import { auditLog, categories, vacancies, type Database } from '@jobs/server-db';
import { asc, count, eq, sql } from 'drizzle-orm';

type CategoryRow = typeof categories.$inferSelect;

const toEditorCategory = (row: CategoryRow, vacancyCount: number): EditorCategory => ({
  id: row.id,
  slug: row.slug,
  name_ru: row.nameRu,
  name_en: row.nameEn,
  position: row.position,
  hidden: row.hidden,
  vacancy_count: vacancyCount,
});

/** What an audit entry keeps of a category (before and after a change). */
const snapshot = (row: CategoryRow) => ({
  slug: row.slug,
  name_ru: row.nameRu,
  name_en: row.nameEn,
  position: row.position,
  hidden: row.hidden,
});

/** Vacancies (any status) in the category of the outer row; written out, so it names `categories` outright. */
const vacancyCountOf = sql<number>`(select count(*)::int from vacancies v where v.category_id = "categories"."id")`;

/** Categories as editors manage them; every change is in the audit log (entity `category`). */
export const createCategoriesRepository = (db: Database) => {
  const list = async (executor: Database = db): Promise<EditorCategory[]> => {
    const rows = await executor
      .select({ category: categories, vacancyCount: vacancyCountOf })
      .from(categories)
      .orderBy(asc(categories.position), asc(categories.id));
    return rows.map(({ category, vacancyCount }) => toEditorCategory(category, Number(vacancyCount)));
  };

  const find = async (executor: Database, id: number): Promise<EditorCategory | undefined> => {
    const [row] = await executor
      .select({ category: categories, vacancyCount: vacancyCountOf })
      .from(categories)
      .where(eq(categories.id, id))
      .limit(1);
    return row ? toEditorCategory(row.category, Number(row.vacancyCount)) : undefined;
  };

  const audit = async (
    executor: Database,
    editorId: number,
    action: string,
    id: number | null,
    before: unknown,
    after: unknown,
  ) => {
    await executor.insert(auditLog).values({
      actorUserId: editorId,
      actorRole: 'editor',
      action,
      entityType: 'category',
      entityId: id,
      before: before ?? null,
      after: after ?? null,
    });
  };

  return {
    list: () => list(),

    /** Inserts at the end of the list; undefined when the slug is taken. */
    create: async (
      editorId: number,
      input: { slug: string; name_ru: string; name_en: string; hidden: boolean },
    ): Promise<EditorCategory | undefined> =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(categories)
          .values({
            slug: input.slug,
            nameRu: input.name_ru,
            nameEn: input.name_en,
            hidden: input.hidden,
            position: sql`(select coalesce(max(${categories.position}), -1) + 1 from ${categories})`,
          })
          .onConflictDoNothing({ target: categories.slug })
          .returning();
        if (!row) return undefined;
        await audit(tx as unknown as Database, editorId, 'category.create', row.id, null, snapshot(row));
        return toEditorCategory(row, 0);
      }),

    update: async (
      editorId: number,
      id: number,
      input: { name_ru?: string; name_en?: string; hidden?: boolean },
    ): Promise<EditorCategory | undefined> =>
      db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!before) return undefined;
        const set: Partial<CategoryRow> = {};
        if (input.name_ru !== undefined) set.nameRu = input.name_ru;
        if (input.name_en !== undefined) set.nameEn = input.name_en;
        if (input.hidden !== undefined) set.hidden = input.hidden;
        if (Object.keys(set).length > 0) {
          const [after] = await tx.update(categories).set(set).where(eq(categories.id, id)).returning();
          if (after) await audit(executor, editorId, 'category.update', id, snapshot(before), snapshot(after));
        }
        return find(executor, id);
      }),

    /**
     * Puts the categories in the order of `ids`, which must name every category exactly once:
     * 'mismatch' when it does not (one missing, or unknown).
     */
    order: async (editorId: number, ids: number[]): Promise<EditorCategory[] | 'mismatch'> =>
      db.transaction(async (tx) => {
        const executor = tx as unknown as Database;
        const rows = await tx
          .select()
          .from(categories)
          .orderBy(asc(categories.position), asc(categories.id))
          .for('update');
        const known = new Set(rows.map((row) => row.id));
        if (ids.length !== rows.length || ids.some((id) => !known.has(id))) return 'mismatch';
        const positions = `{${ids.join(',')}}`;
        await tx.execute(
          sql`update ${categories} set position = o.position - 1
              from unnest(${positions}::int[]) with ordinality as o(id, position)
              where ${categories.id} = o.id and ${categories.position} <> o.position - 1`,
        );
        await audit(
          executor,
          editorId,
          'category.order',
          null,
          rows.map((row) => row.slug),
          ids.map((id) => rows.find((row) => row.id === id)?.slug),
        );
        return list(executor);
      }),

    /** Deletes an unused category: 'missing', or the number of vacancies using it, or 'deleted'. */
    remove: async (editorId: number, id: number): Promise<'deleted' | 'missing' | { inUse: number }> =>
      db.transaction(async (tx) => {
        const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!row) return 'missing';
        const [used] = await tx.select({ n: count() }).from(vacancies).where(eq(vacancies.categoryId, id));
        const inUse = Number(used?.n ?? 0);
        if (inUse > 0) return { inUse };
        await tx.delete(categories).where(eq(categories.id, id));
        await audit(tx as unknown as Database, editorId, 'category.delete', id, snapshot(row), null);
        return 'deleted';
      }),
  };
};

import type { Note } from '@jobs/contracts';
import { applicationNotes, applications, users, type Database } from '@jobs/server-db';
import { and, asc, eq } from 'drizzle-orm';

const noteColumns = {
  id: applicationNotes.id,
  body: applicationNotes.body,
  authorId: applicationNotes.authorUserId,
  authorName: users.name,
  createdAt: applicationNotes.createdAt,
  updatedAt: applicationNotes.updatedAt,
};

type NoteRow = {
  id: number;
  body: string;
  authorId: number | null;
  authorName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const toNote = (row: NoteRow): Note => ({
  id: row.id,
  body: row.body,
  by: row.authorId !== null && row.authorName !== null ? { id: row.authorId, name: row.authorName } : null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Notes on candidates: every statement is scoped to the caller's company. */
export const createNotesRepository = (db: Database) => {
  const findOne = async (companyId: number, id: number): Promise<NoteRow | undefined> => {
    const [row] = await db
      .select(noteColumns)
      .from(applicationNotes)
      .leftJoin(users, eq(users.id, applicationNotes.authorUserId))
      .where(and(eq(applicationNotes.id, id), eq(applicationNotes.companyId, companyId)))
      .limit(1);
    return row;
  };

  return {
    /** Whether the application is one of the company's. */
    applicationOf: async (companyId: number, applicationId: number): Promise<boolean> => {
      const [row] = await db
        .select({ id: applications.id })
        .from(applications)
        .where(and(eq(applications.id, applicationId), eq(applications.companyId, companyId)))
        .limit(1);
      return row !== undefined;
    },

    list: async (companyId: number, applicationId: number): Promise<Note[]> => {
      const rows = await db
        .select(noteColumns)
        .from(applicationNotes)
        .leftJoin(users, eq(users.id, applicationNotes.authorUserId))
        .where(and(eq(applicationNotes.applicationId, applicationId), eq(applicationNotes.companyId, companyId)))
        .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id));
      return rows.map(toNote);
    },

    find: async (companyId: number, id: number) => {
      const row = await findOne(companyId, id);
      return row ? { authorId: row.authorId, note: toNote(row) } : undefined;
    },

    insert: async (companyId: number, applicationId: number, authorId: number, body: string): Promise<Note> => {
      const [created] = await db
        .insert(applicationNotes)
        .values({ companyId, applicationId, authorUserId: authorId, body })
        .returning({ id: applicationNotes.id });
      if (!created) throw new Error('insert returned no row');
      return toNote((await findOne(companyId, created.id)) as NoteRow);
    },

    update: async (companyId: number, id: number, body: string): Promise<Note | undefined> => {
      await db
        .update(applicationNotes)
        .set({ body, updatedAt: new Date() })
        .where(and(eq(applicationNotes.id, id), eq(applicationNotes.companyId, companyId)));
      const row = await findOne(companyId, id);
      return row ? toNote(row) : undefined;
    },

    remove: async (companyId: number, id: number): Promise<void> => {
      await db
        .delete(applicationNotes)
        .where(and(eq(applicationNotes.id, id), eq(applicationNotes.companyId, companyId)));
    },
  };
};

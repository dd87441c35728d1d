import type { Note, NoteBody } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import { AppError } from '../../lib/app-error';
import type { AuthUser } from '../auth/auth.plugin';
import { createNotesRepository } from './notes.repository';

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/**
 * A company's private notes on its candidates: any member reads and adds; only the author edits
 * or deletes. Another company's application or note is a 404 (never revealed); the seeker never
 * sees them, and the seeker's export does not hold them.
 */
export const createNotesService = (db: Database) => {
  const repo = createNotesRepository(db);

  const companyOf = (user: AuthUser): number => user.companyId ?? -1;

  const requireApplication = async (user: AuthUser, applicationId: number): Promise<number> => {
    const companyId = companyOf(user);
    if (!(await repo.applicationOf(companyId, applicationId))) throw notFound('Application');
    return companyId;
  };

  const ownNote = async (user: AuthUser, id: number): Promise<number> => {
    const companyId = companyOf(user);
    const found = await repo.find(companyId, id);
    if (!found) throw notFound('Note');
    if (found.authorId !== user.id) throw new AppError('FORBIDDEN', 'Only its author can change a note');
    return companyId;
  };

  return {
    list: async (user: AuthUser, applicationId: number): Promise<{ items: Note[] }> => {
      const companyId = await requireApplication(user, applicationId);
      return { items: await repo.list(companyId, applicationId) };
    },

    create: async (user: AuthUser, applicationId: number, body: NoteBody): Promise<Note> => {
      const companyId = await requireApplication(user, applicationId);
      return repo.insert(companyId, applicationId, user.id, body.body);
    },

    update: async (user: AuthUser, id: number, body: NoteBody): Promise<Note> => {
      const companyId = await ownNote(user, id);
      const note = await repo.update(companyId, id, body.body);
      if (!note) throw notFound('Note');
      return note;
    },

    remove: async (user: AuthUser, id: number): Promise<void> => {
      await repo.remove(await ownNote(user, id), id);
    },
  };
};

export type NotesService = ReturnType<typeof createNotesService>;

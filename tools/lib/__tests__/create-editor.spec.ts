import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { verifyPassword } from '@jobs/server-auth-core';
import { openDatabase, runMigrations, users, type DatabaseHandle } from '@jobs/server-db';
import { createEditor, CreateEditorError } from '../create-editor';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite' });
  await runMigrations(handle);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

const failure = async (promise: Promise<unknown>): Promise<CreateEditorError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof CreateEditorError) return error;
    throw error;
  }
  throw new Error('expected a CreateEditorError');
};

describe('createEditor', () => {
  it('creates an editor with a verifiable password hash when the input is valid', async () => {
    const editor = await createEditor(handle.db, {
      email: '  Ann@Example.COM ',
      name: ' Ann Editor ',
      password: 'correct horse battery',
    });
    expect(editor).toMatchObject({ email: 'ann@example.com', name: 'Ann Editor', locale: 'ru' });
    const [row] = await handle.db.select().from(users).where(eq(users.id, editor.id));
    expect(row?.role).toBe('editor');
    expect(row?.passwordHash).not.toContain('correct horse battery');
    expect(await verifyPassword('correct horse battery', row?.passwordHash ?? '')).toBe(true);
  }, 30_000);

  it('refuses with CONFLICT when an editor already has the e-mail', async () => {
    const error = await failure(
      createEditor(handle.db, { email: 'ann@example.com', name: 'Ann Again', password: 'another long secret' }),
    );
    expect(error.code).toBe('CONFLICT');
    expect(error.message).toContain('ann@example.com');
  });

  it('allows the e-mail of a seeker when creating an editor', async () => {
    await handle.db
      .insert(users)
      .values({ email: 'both@example.com', name: 'Both', passwordHash: 'x', role: 'seeker' });
    const editor = await createEditor(handle.db, {
      email: 'both@example.com',
      name: 'Both',
      password: 'yet another secret',
      locale: 'en',
    });
    const rows = await handle.db
      .select()
      .from(users)
      .where(and(eq(users.email, 'both@example.com'), eq(users.role, 'editor')));
    expect(rows.map((row) => row.id)).toEqual([editor.id]);
    expect(editor.locale).toBe('en');
  }, 30_000);

  it('names each bad field when the input is invalid', async () => {
    const error = await failure(createEditor(handle.db, { email: 'not-an-email', name: '   ', password: 'short' }));
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.details).sort()).toEqual(['email', 'name', 'password']);
  });

  it('refuses a common password even when it is long enough', async () => {
    const error = await failure(
      createEditor(handle.db, { email: 'bob@example.com', name: 'Bob', password: 'password123' }),
    );
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details['password']).toMatch(/too common/);
  });
});

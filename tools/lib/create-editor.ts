import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { emailSchema, nameSchema, passwordSchema } from '@jobs/contracts';
import { hashPassword, isCommonPassword } from '@jobs/server-auth-core';
import { users, type Database } from '@jobs/server-db';

export const createEditorInputSchema = z.object({
  email: emailSchema,
  name: nameSchema,
  password: passwordSchema.refine(
    (password) => !isCommonPassword(password),
    'This password is too common: choose another one',
  ),
  locale: z.enum(['ru', 'en']).default('ru'),
});

export type CreateEditorInput = z.input<typeof createEditorInputSchema>;
export type CreatedEditor = { id: number; email: string; name: string; locale: 'ru' | 'en' };

export class CreateEditorError extends Error {
  override name = 'CreateEditorError';
  constructor(
    readonly code: 'VALIDATION_FAILED' | 'CONFLICT',
    message: string,
    /** Field → message, for VALIDATION_FAILED. */
    readonly details: Record<string, string> = {},
  ) {
    super(message);
  }
}

const UNIQUE_VIOLATION = '23505';

const isUniqueViolation = (error: unknown): boolean => {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: string }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
};

/**
 * Creates a vacancy-editor account (editors never sign up). Validates with the same schemas as
 * sign-up and refuses the most common passwords; an e-mail already used by an editor is a
 * CONFLICT (the same address may belong to a seeker or an employer: accounts are per audience).
 */
export const createEditor = async (db: Database, input: CreateEditorInput): Promise<CreatedEditor> => {
  const parsed = createEditorInputSchema.safeParse(input);
  if (!parsed.success) {
    const details = Object.fromEntries(
      parsed.error.issues.map((issue) => [issue.path.join('.') || 'input', issue.message]),
    );
    throw new CreateEditorError(
      'VALIDATION_FAILED',
      Object.entries(details)
        .map(([field, message]) => `${field}: ${message}`)
        .join('; '),
      details,
    );
  }
  const { email, name, password, locale } = parsed.data;
  const conflict = () => new CreateEditorError('CONFLICT', `An editor with the e-mail ${email} already exists`);

  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'editor'), eq(users.email, email)))
    .limit(1);
  if (existing) throw conflict();

  const passwordHash = await hashPassword(password);
  try {
    const [created] = await db
      .insert(users)
      .values({ email, name, passwordHash, role: 'editor', locale, emailVerifiedAt: new Date() })
      .returning({ id: users.id, email: users.email, name: users.name, locale: users.locale });
    if (!created) throw new Error('The editor was not created');
    return created;
  } catch (error) {
    // Two runs at once: the unique index (role, email) settles it.
    if (isUniqueViolation(error)) throw conflict();
    throw error;
  }
};

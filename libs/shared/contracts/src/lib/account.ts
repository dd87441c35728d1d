import { z } from 'zod';
import { PASSWORD_MAX } from './auth';
import { isoDateSchema, roleSchema } from './common';
import { ROLES } from './constants';
import { defineRoute } from './route';
import { noContentSchema } from './lists';

/** What a deleted account's name reads as wherever it is still shown (the other side of a chat). */
export const DELETED_USER_NAME = 'Deleted user';
/** The same, per interface language (the API answers a Russian interface in Russian). */
export const DELETED_USER_NAMES = { en: DELETED_USER_NAME, ru: 'Удалённый пользователь' } as const;

const records = z.array(z.record(z.string(), z.unknown()));

/** `GET /users/default/me/export`: every personal datum the platform holds about the caller. */
export const accountExportSchema = z.object({
  format: z.literal('jobs-account-export/1'),
  exported_at: isoDateSchema,
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    role: roleSchema,
    locale: z.string(),
    created_at: isoDateSchema,
  }),
  /** The seeker's résumé (null for other roles or when never filled). */
  profile: z.record(z.string(), z.unknown()).nullable(),
  /** The employer's company (null for other roles). */
  company: z.record(z.string(), z.unknown()).nullable(),
  applications: records,
  /** Every chat the caller is a party to, with every message in it. */
  chats: z.array(
    z.object({
      id: z.number().int(),
      kind: z.string(),
      title: z.string().nullable(),
      messages: z.array(
        z.object({
          id: z.number().int(),
          author: z.string(),
          is_mine: z.boolean(),
          text: z.string(),
          vacancy_id: z.number().int().nullable(),
          created_at: isoDateSchema,
        }),
      ),
    }),
  ),
  saved_searches: records,
  favorites: records,
  hidden: z.object({ vacancies: records, companies: records }),
  notifications: records,
  sessions: records,
  uploads: records,
});
export type AccountExport = z.infer<typeof accountExportSchema>;

export const deleteAccountBodySchema = z.object({
  /** The account's password, again: a deletion cannot be undone. */
  password: z.string().min(1, 'Password is required').max(PASSWORD_MAX, 'Password is too long'),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;

export const accountDataRoutes = {
  export: defineRoute({
    method: 'GET',
    path: '/users/default/me/export',
    summary: 'Every personal datum held about the signed-in user, as JSON',
    tags: ['users'],
    auth: ROLES,
    response: accountExportSchema,
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/users/default/me',
    summary:
      "Delete the signed-in account (password required): personal data erased, chat messages kept as a deleted user's, every session ended; a company's last employer archives its vacancies",
    tags: ['users'],
    auth: ROLES,
    status: 204,
    body: deleteAccountBodySchema,
    response: noContentSchema,
  }),
} as const;

import type { AccountExport, DeleteAccountBody } from '@jobs/contracts';
import { verifyPassword } from '@jobs/server-auth-core';
import type { Database } from '@jobs/server-db';
import { AppError, fieldError } from '../../lib/app-error';
import { transact } from '../../lib/transact';
import type { AuthUser } from '../auth/auth.plugin';
import type { SessionEvents } from '../auth/session-events';
import { accountUser, eraseAccount, exportRows } from './account.repository';

const iso = (value: unknown): string => (value instanceof Date ? value : new Date(String(value))).toISOString();

export type AccountServiceDeps = { db: Database; events: SessionEvents };

/** The signed-in user's own data: all of it as JSON (export), or erased (delete). */
export const createAccountService = ({ db, events }: AccountServiceDeps) => {
  const exportData = async (caller: AuthUser): Promise<AccountExport> => {
    const user = await accountUser(db, caller.id);
    if (!user || user.deletedAt) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    const id = user.id;
    const rows = await exportRows(db, user);
    const byChat = new Map<number, AccountExport['chats'][number]['messages']>();
    for (const message of rows.messages) {
      const chatId = Number(message['chat_id']);
      const list = byChat.get(chatId) ?? [];
      list.push({
        id: Number(message['id']),
        author: String(message['author_kind']),
        is_mine: Number(message['sender_user_id']) === id,
        text: String(message['text']),
        vacancy_id: message['vacancy_id'] === null ? null : Number(message['vacancy_id']),
        created_at: iso(message['created_at']),
      });
      byChat.set(chatId, list);
    }
    return {
      format: 'jobs-account-export/1',
      exported_at: new Date().toISOString(),
      user: {
        id,
        email: user.email,
        name: user.name,
        role: user.role,
        locale: user.locale,
        created_at: user.createdAt.toISOString(),
      },
      profile: rows.profile,
      company: rows.company,
      applications: rows.applications,
      chats: rows.chats.map((chat) => ({
        id: Number(chat['id']),
        kind: String(chat['kind']),
        title: (chat['title'] as string | null) ?? null,
        messages: byChat.get(Number(chat['id'])) ?? [],
      })),
      saved_searches: rows.savedSearches,
      favorites: rows.favorites,
      hidden: { vacancies: rows.hiddenVacancies, companies: rows.hiddenCompanies },
      notifications: rows.notifications,
      sessions: rows.sessions,
      uploads: rows.uploads,
    };
  };

  /**
   * Erases the account: the password must be right (a 400 naming it otherwise). What is only the
   * user's goes (résumé, applications, lists, notifications, assistant chats); the row stays, named
   * DELETED_USER_NAME with no e-mail or password, so the other side of a chat keeps its history.
   * A company's last employer archives its vacancies (nobody would answer their candidates).
   * Every session ends at once.
   */
  const deleteAccount = async (caller: AuthUser, body: DeleteAccountBody): Promise<{ archivedVacancies: number }> => {
    const user = await accountUser(db, caller.id);
    if (!user || user.deletedAt) throw new AppError('UNAUTHENTICATED', 'Sign in to continue');
    if (!(await verifyPassword(body.password, user.passwordHash))) {
      throw fieldError('body.password', 'current_password_wrong');
    }
    const archivedVacancies = await transact(db, async (tx, unit) => {
      unit.afterCommit(() => events.publish({ kind: 'user', userId: user.id }));
      return eraseAccount(tx, user);
    });
    return { archivedVacancies };
  };

  return { exportData, deleteAccount };
};

export type AccountService = ReturnType<typeof createAccountService>;

import {
  DEFAULT_LOCALE,
  DEFAULT_NOTIFICATION_SETTINGS,
  type Locale,
  type NotificationKind,
  type NotificationSettings,
  type Role,
} from '@jobs/contracts';
import type { Database, notificationSettings } from '@jobs/server-db';
import type { JobQueue } from '../../lib/jobs';
import { insertDigestItem, insertOutboxRow, readSettings, recipientOf } from './email.repository';
import { quietHoursEnd } from './quiet-hours';
import { isEmailTemplate } from './templates';

/**
 * The e-mail outbox. Every e-mail is a row of `email_outbox` written in the transaction of what
 * caused it, plus an `email.send` job in the same transaction: if the cause rolls back, no mail;
 * if it commits, the durable queue sends it (retries with backoff, once across instances).
 *
 * Use it from any module (saved-search alerts, …):
 *
 *   await outbox.enqueueEmail(tx, { userId, kind: 'alerts', template: 'my_template', data, path: '/saved-searches' });
 *
 * - `kind`: 'account' (password reset, verification: always sent, at once) or a notification kind
 *   ('messages' | 'applications' | 'alerts'): the user's e-mail setting for it decides — `off`
 *   sends nothing, `digest` keeps it for the daily digest, `instant` sends it (after the user's
 *   quiet hours, when it is within them). Each non-account e-mail carries a one-click unsubscribe
 *   for its kind.
 * - `template`: a name in EMAIL_TEMPLATES (templates.ts), which turns `data` into the words in the
 *   recipient's language (add yours there, with its `summary` line for the digest).
 * - `data`: the template's data; `name` (the recipient's) and `url` (the app link) are added.
 * - `path`: where the e-mail's button leads in the recipient's app (e.g. `/chat/12`): made absolute
 *   with the app's origin, under `/en` for English readers.
 *
 * Resolves with what happened: 'queued', 'digest' or 'skipped' (setting off, account disabled).
 */

export type EmailKind = 'account' | NotificationKind;

export type EnqueueEmailInput = {
  userId: number;
  kind: EmailKind;
  template: string;
  data?: Record<string, unknown>;
  path?: string;
  /** The time quiet hours are judged at (default: now). */
  at?: Date;
  /** Another address than the user's (account mail only: the new address of an address change). */
  to?: string;
};

export type EnqueueOutcome = 'queued' | 'digest' | 'skipped';

/** Where each audience's app lives under its origin. */
const APP_BASE: Record<Role, string> = { seeker: '', employer: '/employer', editor: '/edit-vacancies-list' };

export type AppLinks = { appOrigins: readonly string[] };

const ORDER: Record<Role, number> = { seeker: 0, employer: 1, editor: 2 };

/**
 * An absolute link into the user's app (under `/en` for English). A link that is absolute already
 * leads into another app of the platform (a team invitation for a seeker's account) and stays.
 */
export const appUrl = (origins: readonly string[], role: Role, locale: Locale, path: string): string => {
  if (/^https?:\/\//.test(path)) return path;
  const origin = origins[Math.min(ORDER[role], origins.length - 1)] ?? 'http://localhost:4200';
  const own = path.startsWith('/') ? path : `/${path}`;
  // Notification links of an app under a base path already carry it (`/employer/candidates/5`).
  const base = APP_BASE[role];
  const full =
    base && (own === base || own.startsWith(`${base}/`) || own.startsWith(`${base}?`)) ? own : `${base}${own}`;
  const localized = locale === DEFAULT_LOCALE ? full : `/${locale}${full === '/' ? '' : full}`;
  return `${origin}${localized}`;
};

/** The notification-settings page of each audience's app (the e-mails' "unsubscribe or change" link). */
export const settingsPath = (role: Role): string => (role === 'editor' ? '/' : '/settings/notifications');

/** A user's settings from their `notification_settings` row (none: the defaults). */
export const settingsOf = (
  row: Pick<typeof notificationSettings.$inferSelect, 'email' | 'push' | 'quietHours'> | null | undefined,
): NotificationSettings =>
  row
    ? {
        email: { ...DEFAULT_NOTIFICATION_SETTINGS.email, ...row.email },
        push: { ...DEFAULT_NOTIFICATION_SETTINGS.push, ...row.push },
        quiet_hours: row.quietHours ?? null,
      }
    : DEFAULT_NOTIFICATION_SETTINGS;

// The settings' reader lives with the e-mail statements; re-exported for its callers.
export { readSettings };

export const createOutbox = ({
  queue,
  appOrigins,
  now = () => new Date(),
}: {
  queue: Pick<JobQueue, 'enqueue'>;
  appOrigins: readonly string[];
  now?: () => Date;
}) => {
  /** Writes the outbox row and its send job; bypasses settings (the digest, account mail). */
  const write = async (
    tx: Database,
    user: { id: number; email: string; locale: Locale },
    kind: string,
    template: string,
    data: Record<string, unknown>,
    runAt?: Date,
  ): Promise<void> => {
    const id = await insertOutboxRow(tx, {
      userId: user.id,
      kind,
      template,
      toAddress: user.email,
      locale: user.locale,
      data,
    });
    await queue.enqueue('email.send', { id }, { executor: tx, ...(runAt ? { runAt } : {}) });
  };

  const enqueueEmail = async (tx: Database, input: EnqueueEmailInput): Promise<EnqueueOutcome> => {
    if (!isEmailTemplate(input.template)) throw new Error(`Unknown e-mail template "${input.template}"`);
    const user = await recipientOf(tx, input.userId);
    if (!user || user.disabledAt) return 'skipped';
    const data: Record<string, unknown> = {
      ...input.data,
      name: user.name,
      // The recipient's time zone: a template shows times in it (interviews).
      timeZone: user.timeZone,
      url: appUrl(appOrigins, user.role, user.locale, input.path ?? '/'),
      settingsUrl: appUrl(appOrigins, user.role, user.locale, settingsPath(user.role)),
    };
    if (input.kind === 'account') {
      await write(tx, input.to ? { ...user, email: input.to } : user, 'account', input.template, data);
      return 'queued';
    }
    const settings = await readSettings(tx, user.id);
    const mode = settings.email[input.kind];
    if (mode === 'off') return 'skipped';
    if (mode === 'digest') {
      await insertDigestItem(tx, { userId: user.id, kind: input.kind, template: input.template, data });
      return 'digest';
    }
    await write(
      tx,
      user,
      input.kind,
      input.template,
      data,
      quietHoursEnd(settings.quiet_hours, input.at ?? now()) ?? undefined,
    );
    return 'queued';
  };

  /**
   * Account mail to an address with no account yet (a team invitation): sent at once, no settings,
   * no unsubscribe; `path` leads into `role`'s app in `locale`.
   */
  const enqueueToAddress = async (
    tx: Database,
    input: { to: string; locale: Locale; role: Role; template: string; data?: Record<string, unknown>; path: string },
  ): Promise<void> => {
    if (!isEmailTemplate(input.template)) throw new Error(`Unknown e-mail template "${input.template}"`);
    const id = await insertOutboxRow(tx, {
      userId: null,
      kind: 'account',
      template: input.template,
      toAddress: input.to,
      locale: input.locale,
      data: { ...input.data, url: appUrl(appOrigins, input.role, input.locale, input.path) },
    });
    await queue.enqueue('email.send', { id }, { executor: tx });
  };

  return { enqueueEmail, enqueueToAddress, write };
};

export type Outbox = ReturnType<typeof createOutbox>;

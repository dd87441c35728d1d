import { coded, codedPattern } from './field-errors';
import { z } from 'zod';
import { emailSchema, passwordSchema } from './auth';
import { AUTH_BASE, type Role } from './constants';
import { noContentSchema } from './lists';
import { defineRoute } from './route';

/** How long a password-reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;
/** How long an e-mail verification link works. */
export const EMAIL_VERIFY_TTL_HOURS = 48;

/** Tokens sent by e-mail: 32 random bytes, base64url (43 characters). */
export const accountTokenSchema = codedPattern(z.string().trim(), /^[A-Za-z0-9_-]+$/, 'link_malformed', {
  minLength: 20,
  maxLength: 200,
});

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z.object({ token: accountTokenSchema, password: passwordSchema });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

export const changePasswordBodySchema = z.object({
  current_password: z
    .string()
    .max(128, 'Password is too long')
    .refine((value) => value.length > 0, coded('current_password_required')),
  new_password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

export const verifyEmailBodySchema = z.object({ token: accountTokenSchema });
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

/**
 * What a verification link did: `verified` (the address is confirmed now), `already_verified`
 * (the link was opened before and the address is confirmed), `changed` (the link of an address
 * change: the account now has the new address, confirmed).
 */
export const verifyEmailResultSchema = z.object({ status: z.enum(['verified', 'already_verified', 'changed']) });
export type VerifyEmailResult = z.infer<typeof verifyEmailResultSchema>;

/** A new e-mail address for the account, confirmed with the current password. */
export const changeEmailBodySchema = z.object({
  current_password: z
    .string()
    .max(128, 'Password is too long')
    .refine((value) => value.length > 0, coded('current_password_required')),
  new_email: emailSchema,
});
export type ChangeEmailBody = z.infer<typeof changeEmailBodySchema>;

/** 202 `{}`: accepted, whatever happens next (nothing tells whether the e-mail has an account). */
export const acceptedSchema = z.object({}).strict();
/** 204: no body. */

const tags = (role: Role) => [`auth:${role}`];

const accountRoutesOf = (role: Role) => {
  const base = AUTH_BASE[role];
  return {
    forgotPassword: defineRoute({
      method: 'POST',
      path: `${base}/password/forgot`,
      summary: `Send a ${role} a password-reset link (the same answer for an unknown e-mail; rate limited)`,
      tags: tags(role),
      auth: 'public',
      status: 202,
      body: forgotPasswordBodySchema,
      response: acceptedSchema,
    }),
    resetPassword: defineRoute({
      method: 'POST',
      path: `${base}/password/reset`,
      summary: `Set a new ${role} password with the e-mailed token (single use, 1 hour); every session ends`,
      tags: tags(role),
      auth: 'public',
      status: 204,
      body: resetPasswordBodySchema,
      response: noContentSchema,
    }),
    changePassword: defineRoute({
      method: 'POST',
      path: `${base}/password/change`,
      summary: `Change the signed-in ${role}'s password; the other sessions end`,
      tags: tags(role),
      auth: [role],
      status: 204,
      body: changePasswordBodySchema,
      response: noContentSchema,
    }),
    verifyEmail: defineRoute({
      method: 'POST',
      path: `${base}/email/verify`,
      summary: `Confirm a ${role}'s e-mail (or the new address of a change) with the e-mailed token; a link opened again says so`,
      tags: tags(role),
      auth: 'public',
      body: verifyEmailBodySchema,
      response: verifyEmailResultSchema,
    }),
    changeEmail: defineRoute({
      method: 'POST',
      path: `${base}/email/change`,
      summary: `Send a link to the new address of the signed-in ${role} (the current password required; the old address is told; rate limited)`,
      tags: tags(role),
      auth: [role],
      status: 202,
      body: changeEmailBodySchema,
      response: acceptedSchema,
    }),
    resendVerification: defineRoute({
      method: 'POST',
      path: `${base}/email/verify/resend`,
      summary: `Send the signed-in ${role} a new verification link (rate limited)`,
      tags: tags(role),
      auth: [role],
      status: 202,
      response: acceptedSchema,
    }),
  } as const;
};

export const accountRoutes = {
  seeker: accountRoutesOf('seeker'),
  employer: accountRoutesOf('employer'),
  editor: accountRoutesOf('editor'),
} as const;

// ——— Notification settings ———

export const NOTIFICATION_MODES = ['off', 'instant', 'digest'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];
export const NOTIFICATION_KINDS = ['messages', 'applications', 'alerts', 'invitations', 'interviews'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationModeSchema = z.enum(NOTIFICATION_MODES);
export const notificationChannelSchema = z
  .object({
    messages: notificationModeSchema,
    applications: notificationModeSchema,
    alerts: notificationModeSchema,
    /** Companies' invitations from the résumé database (seekers); a client that omits it gets `instant`. */
    invitations: notificationModeSchema.default('instant'),
    /** Interview proposals, confirmations, changes and reminders (both sides); omitted: `instant`. */
    interviews: notificationModeSchema.default('instant'),
  })
  .strict();
export type NotificationChannel = z.infer<typeof notificationChannelSchema>;

const isTimeZone = (value: string): boolean => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

const clockSchema = codedPattern(z.string(), /^([01]\d|2[0-3]):[0-5]\d$/, 'clock_time');

export const quietHoursSchema = z
  .object({
    start: clockSchema,
    end: clockSchema,
    time_zone: z
      .string()
      .refine((value) => value.length > 0, coded('time_zone_required'))
      .refine((value) => value.length === 0 || (value.length <= 64 && isTimeZone(value)), coded('unknown_time_zone'))
      .meta({ minLength: 1, maxLength: 64 }),
  })
  .strict()
  .refine((value) => value.start !== value.end, coded('quiet_hours_same', { path: ['end'] }));
export type QuietHours = z.infer<typeof quietHoursSchema>;

export const notificationSettingsSchema = z
  .object({
    email: notificationChannelSchema,
    push: notificationChannelSchema,
    quiet_hours: quietHoursSchema.nullable(),
    /**
     * The person's own time zone (interview times and reminders are shown in it; Europe/Moscow
     * until chosen). Always in the answer; left out of a PUT, it stays as it was.
     */
    time_zone: z
      .string()
      .refine((value) => value.length <= 64 && isTimeZone(value), coded('unknown_time_zone'))
      .meta({ minLength: 1, maxLength: 64 })
      .optional(),
  })
  .strict();
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  email: {
    messages: 'instant',
    applications: 'instant',
    alerts: 'digest',
    invitations: 'instant',
    interviews: 'instant',
  },
  push: {
    messages: 'instant',
    applications: 'instant',
    alerts: 'instant',
    invitations: 'instant',
    interviews: 'instant',
  },
  quiet_hours: null,
};

export const notificationSettingsRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/notification-settings',
    summary: 'The signed-in user’s e-mail and push settings per kind, and quiet hours',
    tags: ['notification-settings'],
    auth: ['seeker', 'employer'],
    response: notificationSettingsSchema,
  }),
  put: defineRoute({
    method: 'PUT',
    path: '/notification-settings',
    summary: 'Replace the signed-in user’s notification settings',
    tags: ['notification-settings'],
    auth: ['seeker', 'employer'],
    body: notificationSettingsSchema,
    response: notificationSettingsSchema,
  }),
} as const;

// ——— One-click unsubscribe (RFC 8058) ———

export const unsubscribeQuerySchema = z.object({
  token: codedPattern(z.string(), /^[A-Za-z0-9_.-]+$/, 'link_malformed', { minLength: 10, maxLength: 300 }),
});

export const unsubscribeResponseSchema = z.object({ kinds: z.array(z.enum(NOTIFICATION_KINDS)) });

export const unsubscribeRoute = defineRoute({
  method: 'POST',
  path: '/email/unsubscribe',
  summary: 'One-click unsubscribe (RFC 8058): switches off e-mail of the kind the signed token names',
  tags: ['notification-settings'],
  auth: 'public',
  query: unsubscribeQuerySchema,
  response: unsubscribeResponseSchema,
});

import {
  NOTIFICATION_KINDS,
  notificationSettingsRoutes,
  notificationSettingsSchema,
  type NotificationKind,
  type NotificationSettings,
} from '@jobs/contracts';
import { Button, FormError, Loader, SelectField, TextField } from '@jobs/ui';
import { enabledServices, useApiClient, useRuntimeConfig } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyAuthError } from './apply-auth-error';
import styles from './auth-form.module.css';

const QUERY_KEY = ['notification-settings'];

/** The zones offered as one types (Russia's first); any IANA zone is accepted. */
const TIME_ZONES = [
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Novosibirsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Yakutsk',
  'Asia/Vladivostok',
  'Asia/Magadan',
  'Asia/Kamchatka',
  'Europe/Minsk',
  'Asia/Almaty',
  'Asia/Tashkent',
  'Europe/London',
  'UTC',
] as const;

type FormValues = NotificationSettings & { quiet_on: boolean };

const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Moscow';
  } catch {
    return 'Europe/Moscow';
  }
};

const toForm = (settings: NotificationSettings): FormValues => ({
  ...settings,
  quiet_on: settings.quiet_hours !== null,
  quiet_hours: settings.quiet_hours ?? { start: '22:00', end: '08:00', time_zone: browserTimeZone() },
  time_zone: settings.time_zone ?? 'Europe/Moscow',
});

export type NotificationSettingsFormProps = {
  /** Employers get e-mail about messages and applications only (no saved-search alerts). */
  kinds?: readonly NotificationKind[];
};

/** E-mail and push per kind (off, at once, daily digest) and quiet hours. */
export function NotificationSettingsForm({ kinds = NOTIFICATION_KINDS }: NotificationSettingsFormProps) {
  const { t } = useLingui();
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => apiClient.call(notificationSettingsRoutes.get, undefined, { signal }),
  });
  // Push is offered only when the app has a OneSignal app (the browser can subscribe); the API
  // sends none unless it has OneSignal's key as well.
  const pushOffered = enabledServices(useRuntimeConfig()).push;
  const [saved, setSaved] = useState(false);
  const form = useForm<FormValues>({ mode: 'onTouched' });
  const {
    register,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => {
    if (settings.data) reset(toForm(settings.data));
  }, [settings.data, reset]);

  const kindLabel: Record<NotificationKind, string> = {
    messages: t`Chat messages`,
    applications: t`Applications`,
    alerts: t`Saved search alerts`,
    invitations: t`Invitations from companies`,
    interviews: t`Interviews`,
  };
  const modes = [
    { value: 'instant', label: t`At once` },
    { value: 'digest', label: t`Daily digest` },
    { value: 'off', label: t`Off` },
  ];
  // The saved searches' default (once a day) told where their e-mail is chosen (issue 30 item 10).
  const alertsHint = t`By default a saved search alerts once a day, and its e-mail comes in the daily digest.`;
  // A push is sent at once or not at all (no digest).
  const pushModes = modes.filter((mode) => mode.value !== 'digest');

  const onSubmit = form.handleSubmit(async ({ quiet_on, ...values }) => {
    setSaved(false);
    const body = { ...values, quiet_hours: quiet_on ? values.quiet_hours : null };
    const parsed = notificationSettingsSchema.safeParse(body);
    if (!parsed.success) {
      // The same rules as the API's, next to the same fields.
      for (const issue of parsed.error.issues) {
        form.setError(issue.path.join('.') as 'quiet_hours.start', { type: 'validate', message: issue.message });
      }
      return;
    }
    try {
      const stored = await apiClient.call(notificationSettingsRoutes.put, { body: parsed.data });
      queryClient.setQueryData(QUERY_KEY, stored);
      setSaved(true);
    } catch (error) {
      applyAuthError(
        error,
        'sign-up',
        ['quiet_hours.start', 'quiet_hours.end', 'quiet_hours.time_zone', 'time_zone'] as const,
        form.setError,
      );
    }
  });

  if (settings.isPending) return <Loader />;
  if (settings.isError) {
    return (
      <p role="alert">
        <Trans>Could not load the notification settings.</Trans>
      </p>
    );
  }
  const quietOn = watch('quiet_on');
  return (
    <form className={styles.settings} onSubmit={onSubmit} noValidate aria-label={t`Notification settings`}>
      <FormError>{errors.root?.server?.message}</FormError>
      <fieldset>
        <legend>
          <Trans>E-mail</Trans>
        </legend>
        <div className={styles.settingsGrid}>
          {kinds.map((kind) => (
            <SelectField
              key={kind}
              label={kindLabel[kind]}
              options={modes}
              hint={kind === 'alerts' ? alertsHint : undefined}
              {...register(`email.${kind}`)}
            />
          ))}
        </div>
      </fieldset>
      {pushOffered ? (
        <fieldset>
          <legend>
            <Trans context="notification channel">Push</Trans>
          </legend>
          <div className={styles.settingsGrid}>
            {kinds.map((kind) => (
              <SelectField key={kind} label={kindLabel[kind]} options={pushModes} {...register(`push.${kind}`)} />
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset>
        <legend>
          <Trans>Quiet hours</Trans>
        </legend>
        <label className={styles.checkbox}>
          <input type="checkbox" {...register('quiet_on')} />
          {pushOffered ? (
            <Trans>Hold e-mails and push notifications during quiet hours and send them when they end</Trans>
          ) : (
            <Trans>Hold e-mails during quiet hours and send them when they end</Trans>
          )}
        </label>
        {quietOn ? (
          <div className={styles.settingsGrid}>
            <TextField
              label={t`From`}
              type="time"
              error={errors.quiet_hours?.start?.message}
              {...register('quiet_hours.start')}
            />
            <TextField
              label={t`Until`}
              type="time"
              error={errors.quiet_hours?.end?.message}
              {...register('quiet_hours.end')}
            />
            <TextField
              label={t`Time zone`}
              error={errors.quiet_hours?.time_zone?.message}
              {...register('quiet_hours.time_zone')}
            />
          </div>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>
          <Trans>Your time zone</Trans>
        </legend>
        <TextField
          label={t`Time zone`}
          hint={t`Interview times and reminders are shown in it.`}
          error={errors.time_zone?.message}
          suggestions={TIME_ZONES}
          {...register('time_zone')}
        />
      </fieldset>
      {saved ? (
        <p role="status">
          <Trans>Settings saved.</Trans>
        </p>
      ) : null}
      <div>
        <Button type="submit" busy={isSubmitting}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </form>
  );
}

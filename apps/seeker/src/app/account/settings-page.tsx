import { ChangePasswordForm, NotificationSettingsForm, VerifyEmailNotice } from '@jobs/auth';
import { Card, NoIndex, PageTitle } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import styles from './settings-page.module.css';

/** `/settings`: notification settings, the password, the e-mail's confirmation. */
export function SettingsPage() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <NoIndex />
      <PageTitle title={t`Account settings`} />
      <VerifyEmailNotice role="seeker" />
      <Card>
        <h2 className={styles.heading}>
          <Trans>Notifications</Trans>
        </h2>
        <NotificationSettingsForm />
      </Card>
      <Card>
        <h2 className={styles.heading}>
          <Trans>Password</Trans>
        </h2>
        <div className={styles.narrow}>
          <ChangePasswordForm role="seeker" />
        </div>
      </Card>
    </div>
  );
}

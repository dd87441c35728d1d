import type { NotificationKind, Role } from '@jobs/contracts';
import { Card, NoIndex, PageTitle } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChangePasswordForm, VerifyEmailNotice } from './account-forms';
import { ChangeEmailForm } from './change-email-form';
import { NotificationSettingsForm } from './notification-settings-form';
import styles from './account-settings-page.module.css';

export type AccountSettingsPageProps = {
  role: Role;
  /**
   * The e-mail notifications the account can switch; with them, the notice to confirm the e-mail
   * comes first. Without (editors): the password only.
   */
  notificationKinds?: readonly NotificationKind[];
};

/** `…/settings`: notification settings, the e-mail address, the password, the e-mail's confirmation. */
export function AccountSettingsPage({ role, notificationKinds }: AccountSettingsPageProps) {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <NoIndex />
      <PageTitle title={t`Account settings`} />
      {notificationKinds && (
        <>
          <VerifyEmailNotice role={role} />
          <Card>
            <h2 className={styles.heading}>
              <Trans>Notifications</Trans>
            </h2>
            <NotificationSettingsForm kinds={notificationKinds} />
          </Card>
        </>
      )}
      <Card>
        <h2 className={styles.heading}>
          <Trans>E-mail</Trans>
        </h2>
        <div className={styles.narrow}>
          <ChangeEmailForm role={role} />
        </div>
      </Card>
      <Card>
        <h2 className={styles.heading}>
          <Trans>Password</Trans>
        </h2>
        <div className={styles.narrow}>
          <ChangePasswordForm role={role} />
        </div>
      </Card>
    </div>
  );
}

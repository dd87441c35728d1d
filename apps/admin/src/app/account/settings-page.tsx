import { ChangePasswordForm } from '@jobs/auth';
import { Card, NoIndex, PageTitle } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import styles from './settings-page.module.css';

/** `/edit-vacancies-list/settings`: the editor's password. */
export function SettingsPage() {
  const { t } = useLingui();
  return (
    <div className={styles.page}>
      <NoIndex />
      <PageTitle title={t`Account settings`} />
      <Card>
        <h2 className={styles.heading}>
          <Trans>Password</Trans>
        </h2>
        <div className={styles.narrow}>
          <ChangePasswordForm role="editor" />
        </div>
      </Card>
    </div>
  );
}

import { meQuery } from '@jobs/auth';
import { useApiClient } from '@jobs/web-platform';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styles from './employer-account.module.css';

export const PROFILE_PATH = '/employer/profile';

/** The header's "who is signed in": the employer's name and e-mail, a link to their profile. */
export function EmployerAccount() {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));
  const { t } = useLingui();
  if (!me.data) return null;
  const { name, email } = me.data;
  return (
    <Link to={PROFILE_PATH} className={styles.account} aria-label={t`Signed in as ${name}, ${email}`}>
      <span className={styles.name}>{name}</span>
      <span className={styles.email}>{email}</span>
    </Link>
  );
}

import { meQuery } from '@jobs/auth';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import styles from './employer-account.module.css';

export const PROFILE_PATH = '/employer/profile';

/** The header's "who is signed in": the employer's name and e-mail, a link to their profile. */
export function EmployerAccount() {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));
  if (!me.data) return null;
  return (
    <Link to={PROFILE_PATH} className={styles.account} aria-label={`Signed in as ${me.data.name}, ${me.data.email}`}>
      <span className={styles.name}>{me.data.name}</span>
      <span className={styles.email}>{me.data.email}</span>
    </Link>
  );
}

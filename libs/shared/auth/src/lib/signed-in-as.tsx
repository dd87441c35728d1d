import { useApiClient } from '@jobs/web-platform';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styles from './account.module.css';
import { meQuery } from './me-query';

export type SignedInAsProps = {
  /** The account's page: the name links there. */
  profilePath: string;
};

/** The header's "who is signed in": the name (or the e-mail when there is none), linking to the account's page. */
export function SignedInAs({ profilePath }: SignedInAsProps) {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));
  const { t } = useLingui();
  if (!me.data) return null;
  const { name, email } = me.data;
  const shown = name.trim() || email;
  return (
    <Link
      to={profilePath}
      className={styles.signedInAs}
      aria-label={t`Signed in as ${shown}`}
      title={email}
      data-testid="signed-in-as"
    >
      {shown}
    </Link>
  );
}

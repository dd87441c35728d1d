import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useSignedInUser } from '../shell/signed-in-context';
import styles from './signed-in-name.module.css';

/**
 * The header's "who is signed in": the name (or the e-mail), linking to the profile. It reads the
 * signed-in frame's user, so a signed-out visit loads no query code for it.
 */
export function SignedInName() {
  const user = useSignedInUser();
  const { t } = useLingui();
  if (!user) return null;
  const shown = user.name.trim() || user.email;
  return (
    <Link
      to="/profile"
      className={styles.name}
      aria-label={t`Signed in as ${shown}`}
      title={user.email}
      data-testid="signed-in-as"
    >
      {shown}
    </Link>
  );
}

import { Button, ButtonLink } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { loginPathReturningTo } from '../auth/use-return-path';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { statusLabel } from './application-labels';
import { applicationPath } from './application-paths';
import { appliedVacanciesQuery } from './application-queries';
import { useApplyParam, withApplyParam } from './apply-params';
import styles from './applications.module.css';

export type ApplyButtonProps = {
  vacancyId: number;
  /** Smaller, for a result card. */
  compact?: boolean;
};

/**
 * "Apply": opens the apply dialog; a signed-out visitor signs in first and comes back to it. Once
 * applied, it says so with the status ("You applied · Viewed"), linking to the application.
 */
export function ApplyButton({ vacancyId, compact = false }: ApplyButtonProps) {
  const signedIn = useIsSignedIn();
  const { pathname, search } = useLocation();
  const { openApply } = useApplyParam();
  const { i18n } = useLingui();
  const applied = useQuery({ ...appliedVacanciesQuery(useApiClient()), enabled: signedIn });
  const className = compact ? styles.compactButton : undefined;

  if (!signedIn) {
    return (
      <ButtonLink className={className} to={loginPathReturningTo(withApplyParam(pathname + search, vacancyId))}>
        <Trans>Apply</Trans>
      </ButtonLink>
    );
  }
  const existing = applied.data?.get(vacancyId);
  if (existing) {
    const status = statusLabel(existing.status, i18n);
    return (
      <Link to={applicationPath(existing.id)} className={styles.appliedLink} data-status={existing.status}>
        <Trans>You applied · {status}</Trans>
      </Link>
    );
  }
  return (
    <Button className={className} onClick={() => openApply(vacancyId)}>
      <Trans>Apply</Trans>
    </Button>
  );
}

import type { Profile } from '@jobs/contracts';
import { Card } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { isSafeReturnPath } from '../auth/use-return-path';
import { parseRouteId } from '../route-id';
import { vacancyQuery } from '../vacancy/vacancy-query';
import { APPLY_RETURN_PARAM } from './application-paths';
import { APPLY_PARAM } from './apply-params';
import styles from './applications.module.css';
import { missingForApply, type ApplyRequiredSection } from './resume-readiness';

const SECTION_NAMES: Record<ApplyRequiredSection, MessageDescriptor> = {
  name: msg`Name`,
  desired_position: msg`Desired position`,
};

/** The application waiting for the résumé (`/profile?apply=42&next=/vacancies/42?apply=42`), if any. */
export function useApplyReturn(): { vacancyId: number; returnTo: string } | null {
  const [params] = useSearchParams();
  const vacancyId = parseRouteId(params.get(APPLY_PARAM) ?? undefined);
  const returnTo = params.get(APPLY_RETURN_PARAM);
  if (vacancyId === null || !returnTo || !isSafeReturnPath(returnTo)) return null;
  return { vacancyId, returnTo };
}

export type ApplyReturnNoticeProps = {
  vacancyId: number;
  returnTo: string;
  profile: Profile | undefined;
};

/**
 * On `/profile` when an application waits for the résumé: what it still lacks, by name, and the
 * way back to the application (the page goes back by itself once the résumé is saved complete).
 */
export function ApplyReturnNotice({ vacancyId, returnTo, profile }: ApplyReturnNoticeProps) {
  const { i18n } = useLingui();
  const { data: vacancy } = useQuery(vacancyQuery(useApiClient(), vacancyId));
  const missing = profile ? missingForApply(profile) : [];
  const names = missing.map((section) => i18n._(SECTION_NAMES[section])).join(', ');
  const title = vacancy?.title;
  return (
    <Card className={styles.returnNotice} role="region" aria-labelledby="apply-return-title">
      <h2 id="apply-return-title" className={styles.returnTitle}>
        {title ? <Trans>Your application to “{title}” is waiting</Trans> : <Trans>Your application is waiting</Trans>}
      </h2>
      {missing.length > 0 ? (
        <p>
          <Trans>
            Fill in the résumé’s <strong>{names}</strong> and save it: you will go back to the application, with your
            cover letter as you left it.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>Your résumé has what an application needs. Save any changes, then go back to send it.</Trans>
        </p>
      )}
      <p>
        <Link to={returnTo}>
          <Trans>Back to the application</Trans>
        </Link>
      </p>
    </Card>
  );
}

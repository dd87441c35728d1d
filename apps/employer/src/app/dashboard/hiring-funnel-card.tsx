import {
  APPLICATION_STATUSES,
  RESPONSIVENESS_MIN_APPLICATIONS,
  type ApplicationCounts,
  type Responsiveness,
} from '@jobs/contracts';
import { Card } from '@jobs/ui';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { STATUS_LABELS } from '../candidates/application-labels';
import { candidatesHref, CANDIDATES_PATH } from '../candidates/candidate-paths';
import styles from './dashboard-page.module.css';

export type HiringFunnelCardProps = {
  counts: ApplicationCounts;
  /** Undefined when the API does not say; null below the minimum of applications. */
  responsiveness?: Responsiveness;
};

/** "6 hours" / "2 days": the median time to a first answer, rounded as people say it. */
export const formatResponseTime = (hours: number, i18n: I18n): string => {
  if (hours < 1) return i18n._(msg`an hour`);
  if (hours < 48) {
    const rounded = Math.round(hours);
    return i18n._(msg`${plural(rounded, { one: '# hour', other: '# hours' })}`);
  }
  const days = Math.round(hours / 24);
  return i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`);
};

/** The company's answer rate line of the dashboard (the public company page shows the same figure). */
function ResponsivenessLine({ responsiveness }: { responsiveness: Responsiveness | undefined }) {
  const { t, i18n } = useLingui();
  if (responsiveness === undefined) return null;
  if (responsiveness === null) {
    const minimum = RESPONSIVENESS_MIN_APPLICATIONS;
    return (
      <p className={styles.text}>
        {t`Your responsiveness is shown to job seekers once your company has ${plural(minimum, { one: '# application', other: '# applications' })} in 90 days.`}
      </p>
    );
  }
  const share = i18n.number(responsiveness.answered_share, { style: 'percent', maximumFractionDigits: 0 });
  const applications = responsiveness.applications_90d;
  const median = responsiveness.median_first_response_hours;
  const within = median === null ? null : formatResponseTime(median, i18n);
  return (
    <div>
      <p className={styles.countLine}>
        <strong className={styles.count}>{share}</strong> <Trans>of applications answered within 7 days</Trans>
      </p>
      <p className={styles.text}>
        {within === null
          ? t`Of ${plural(applications, { one: '# application', other: '# applications' })} in the last 90 days, counted once their 7 days to answer have passed.`
          : t`Usually within ${within}; of ${plural(applications, { one: '# application', other: '# applications' })} in the last 90 days, counted once their 7 days to answer have passed. Job seekers see this on your company page.`}
      </p>
    </div>
  );
}

/** The dashboard's hiring funnel (candidates per status, each a link to them) and the responsiveness figure. */
export function HiringFunnelCard({ counts, responsiveness }: HiringFunnelCardProps) {
  const { t, i18n } = useLingui();
  const max = Math.max(1, ...APPLICATION_STATUSES.map((status) => counts[status]));
  return (
    <Card aria-labelledby="funnel-title">
      <h2 id="funnel-title" className={styles.sectionTitle}>
        <Trans>Hiring funnel</Trans>
      </h2>
      <ResponsivenessLine responsiveness={responsiveness} />
      <ul className={styles.funnel} aria-label={t`Candidates per status`}>
        {APPLICATION_STATUSES.map((status) => {
          const label = i18n._(STATUS_LABELS[status]);
          const count = i18n.number(counts[status]);
          return (
            <li key={status}>
              <Link to={candidatesHref({ vacancyId: null, status, q: '', page: 1 })} aria-label={t`${label}: ${count}`}>
                <span className={styles.funnelLabel}>{label}</span>
                <span className={styles.funnelTrack} aria-hidden="true">
                  <span
                    className={styles.funnelBar}
                    data-status={status}
                    style={{ width: `${(counts[status] / max) * 100}%` }}
                  />
                </span>
                <span className={styles.funnelCount}>{count}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      <p className={styles.actions}>
        <Link to={CANDIDATES_PATH}>
          <Trans>All candidates</Trans>
        </Link>
      </p>
    </Card>
  );
}

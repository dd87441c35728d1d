import { Card } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { employerMeQuery } from '../dashboard/company-card';
import { isOwner, teamQuery, teamResponsivenessQuery } from './team-queries';
import styles from './team.module.css';

/**
 * The owner's view of how fast each member answers the candidates of the vacancies they are
 * responsible for (applications of the last 90 days past their reply promise's due time). Recruiters do
 * not see it (the API refuses them).
 */
export function TeamResponsivenessCard() {
  const apiClient = useApiClient();
  const { t, i18n } = useLingui();
  const me = useQuery(employerMeQuery(apiClient));
  const team = useQuery(teamQuery(apiClient));
  const owner = isOwner(team.data, me.data?.user.id);
  const query = useQuery({ ...teamResponsivenessQuery(apiClient), enabled: owner });
  if (!owner || !query.data) return null;
  const percent = (share: number | null) =>
    share === null ? '—' : i18n.number(share, { style: 'percent', maximumFractionDigits: 0 });
  const hours = (value: number | null) => (value === null ? '—' : i18n.number(value, { maximumFractionDigits: 1 }));
  return (
    <Card aria-labelledby="team-responsiveness-title">
      <h2 id="team-responsiveness-title" className={styles.title}>
        <Trans>Responsiveness by member</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Applications of the last 90 days to the vacancies each member is responsible for.</Trans>
      </p>
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (WCAG 2.1.1). */}
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby="team-responsiveness-title">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t`Member`}</th>
              <th scope="col">{t`Applications`}</th>
              <th scope="col">{t`Answered within 7 days`}</th>
              <th scope="col">{t`Median first answer, hours`}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((row) => (
              <tr key={row.user_id}>
                <th scope="row">{row.name}</th>
                <td>{i18n.number(row.applications_90d)}</td>
                <td>{percent(row.answered_share)}</td>
                <td>{hours(row.median_first_response_hours)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

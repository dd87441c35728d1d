import type { ApiClient } from '@jobs/api-client';
import { cityName, employerMeRoute } from '@jobs/contracts';
import { Card } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import styles from './dashboard-page.module.css';

/** The same query (and cache entry) as the profile page's: the employer and their company. */
export const employerMeQuery = (apiClient: ApiClient) =>
  queryOptions({
    queryKey: ['employer', 'me'] as const,
    queryFn: ({ signal }) => apiClient.call(employerMeRoute, undefined, { signal }),
  });

/** The company this dashboard is about: its name, city and industry, and a link to edit its profile. */
export function CompanyCard() {
  const apiClient = useApiClient();
  const me = useQuery(employerMeQuery(apiClient));
  const { i18n } = useLingui();
  const company = me.data?.company;
  if (!company) return null;
  const details = [company.city && cityName(company.city, i18n.locale), company.industry].filter(Boolean).join(' · ');
  return (
    <Card aria-labelledby="company-title">
      <h2 id="company-title" className={styles.sectionTitle}>
        {company.name}
      </h2>
      {details && <p className={styles.text}>{details}</p>}
      <p className={styles.actions}>
        <Link to="/employer/profile">
          <Trans>Edit the company profile</Trans>
        </Link>
      </p>
    </Card>
  );
}

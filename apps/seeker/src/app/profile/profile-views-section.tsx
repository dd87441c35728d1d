import { resumeRoutes } from '@jobs/contracts';
import { Card } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import styles from './profile-page.module.css';

/** "Who viewed my résumé": the companies that opened it in the last 30 days, latest first, with a count. */
export function ProfileViewsSection() {
  const apiClient = useApiClient();
  const { i18n } = useLingui();
  const views = useQuery({
    queryKey: ['profile-views'],
    queryFn: ({ signal }) => apiClient.call(resumeRoutes.views, undefined, { signal }),
  });
  const date = new Intl.DateTimeFormat(i18n.locale, { day: 'numeric', month: 'long' });
  return (
    <Card aria-labelledby="views-title">
      <h2 id="views-title" className={styles.sectionTitle}>
        <Trans>Who viewed your résumé</Trans>
      </h2>
      {views.isError && (
        <p className={styles.muted}>
          <Trans>Could not load the views.</Trans>
        </p>
      )}
      {views.data && (
        <>
          <p className={styles.muted}>
            {plural(views.data.total_30d, {
              one: '# view in the last 30 days',
              other: '# views in the last 30 days',
            })}
          </p>
          {views.data.items.length > 0 && (
            <ul className={styles.views}>
              {views.data.items.map((item) => (
                <li key={item.company.id}>
                  <strong>{item.company.name}</strong>
                  <span className={styles.muted}>
                    {plural(item.count, { one: '# time', other: '# times' })}, {date.format(new Date(item.at))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}

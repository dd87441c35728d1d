import { cityName, type ManagedVacancy } from '@jobs/contracts';
import { DataTable } from '@jobs/ui';
import { StatusBadge } from '@jobs/vacancy-editor';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { candidatesHref, vacancyCandidatesPath } from '../candidates/candidate-paths';
import { formatDateTime } from '../format';
import { vacancyPath } from './vacancy-queries';
import styles from './vacancies.module.css';

export type VacancyTableProps = {
  vacancies: readonly ManagedVacancy[];
  caption: string;
};

/** The company's vacancies with their status and counts (views, chats started, unanswered). */
export function VacancyTable({ vacancies, caption }: VacancyTableProps) {
  const { t, i18n } = useLingui();
  return (
    <DataTable caption={caption}>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Vacancy</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col" data-numeric>
            <Trans>Views</Trans>
          </th>
          <th scope="col" data-numeric>
            <Trans>Chats started</Trans>
          </th>
          <th scope="col" data-numeric>
            <Trans>Unanswered</Trans>
          </th>
          <th scope="col">
            <Trans>Updated</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {vacancies.map((vacancy) => (
          <tr key={vacancy.id}>
            <th scope="row">
              <Link to={vacancyPath(vacancy.id)}>{vacancy.title}</Link>
              <div className={styles.muted}>{cityName(vacancy.city, i18n.locale)}</div>
              <Link
                to={vacancyCandidatesPath(vacancy.id)}
                className={styles.muted}
                aria-label={t`Candidates for ${vacancy.title}`}
              >
                <Trans>Candidates</Trans>
              </Link>
              {(vacancy.screened_out_count ?? 0) > 0 && (
                <div>
                  <Link
                    to={candidatesHref({
                      vacancyId: vacancy.id,
                      status: null,
                      q: '',
                      page: 1,
                      screening: 'screened_out',
                    })}
                    className={styles.muted}
                    data-testid="screened-out-count"
                  >
                    {t`Screened out: ${i18n.number(vacancy.screened_out_count ?? 0)}`}
                  </Link>
                </div>
              )}
            </th>
            <td>
              <StatusBadge status={vacancy.status} pendingChanges={vacancy.pending_changes !== null} />
            </td>
            <td data-numeric>{i18n.number(vacancy.views_count)}</td>
            <td data-numeric>{i18n.number(vacancy.chats_count)}</td>
            <td data-numeric>{i18n.number(vacancy.unanswered_chats_count)}</td>
            <td>{formatDateTime(i18n, vacancy.updated_at)}</td>
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}

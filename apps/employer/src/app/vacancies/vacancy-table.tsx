import type { ManagedVacancy } from '@jobs/contracts';
import { formatDateTime, StatusBadge } from '@jobs/vacancy-editor';
import { Link } from 'react-router-dom';
import { vacancyPath } from './vacancy-queries';
import styles from './vacancies.module.css';

export type VacancyTableProps = {
  vacancies: readonly ManagedVacancy[];
  caption: string;
};

/** The company's vacancies with their status and counts (views, chats started, unanswered). */
export function VacancyTable({ vacancies, caption }: VacancyTableProps) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Vacancy</th>
            <th scope="col">Status</th>
            <th scope="col" className={styles.number}>
              Views
            </th>
            <th scope="col" className={styles.number}>
              Chats started
            </th>
            <th scope="col" className={styles.number}>
              Unanswered
            </th>
            <th scope="col">Updated</th>
          </tr>
        </thead>
        <tbody>
          {vacancies.map((vacancy) => (
            <tr key={vacancy.id}>
              <th scope="row">
                <Link to={vacancyPath(vacancy.id)}>{vacancy.title}</Link>
                <div className={styles.muted}>{vacancy.city}</div>
              </th>
              <td>
                <StatusBadge status={vacancy.status} pendingChanges={vacancy.pending_changes !== null} />
              </td>
              <td className={styles.number}>{vacancy.views_count}</td>
              <td className={styles.number}>{vacancy.chats_count}</td>
              <td className={styles.number}>{vacancy.unanswered_chats_count}</td>
              <td>{formatDateTime(vacancy.updated_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

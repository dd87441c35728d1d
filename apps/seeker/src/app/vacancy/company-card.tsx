import type { Vacancy } from '@jobs/contracts';
import { Card } from '@jobs/ui';
import styles from './vacancy-page.module.css';

export type CompanyCardProps = {
  company: Vacancy['company'];
};

/** The employer: logo (or its initial) and name. */
export function CompanyCard({ company }: CompanyCardProps) {
  return (
    <Card className={styles.company}>
      {company.logo ? (
        <img className={styles.logo} src={company.logo} alt={`${company.name} logo`} width={64} height={64} />
      ) : (
        <span className={styles.logoFallback} aria-hidden="true">
          {company.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <p className={styles.companyName}>{company.name}</p>
    </Card>
  );
}

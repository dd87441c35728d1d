import type { Vacancy } from '@jobs/contracts';
import { Card } from '@jobs/ui';
import { useLingui } from '@lingui/react/macro';
import styles from './vacancy-page.module.css';

export type CompanyCardProps = {
  company: Vacancy['company'];
};

/** The employer: logo (or its initial) and name. */
export function CompanyCard({ company }: CompanyCardProps) {
  const { t } = useLingui();
  const companyName = company.name;
  return (
    <Card className={styles.company}>
      {company.logo ? (
        <img className={styles.logo} src={company.logo} alt={t`${companyName} logo`} width={64} height={64} />
      ) : (
        <span className={styles.logoFallback} aria-hidden="true">
          {company.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <p className={styles.companyName}>{company.name}</p>
    </Card>
  );
}

import type { Vacancy } from '@jobs/contracts';
import { Card, CompanyLogo } from '@jobs/ui';
import styles from './vacancy-page.module.css';

export type CompanyCardProps = {
  company: Vacancy['company'];
};

/** The employer: logo (through the image optimiser, or its initial) and name. */
export function CompanyCard({ company }: CompanyCardProps) {
  return (
    <Card className={styles.company}>
      <CompanyLogo company={company} size={64} priority />
      <p className={styles.companyName}>{company.name}</p>
    </Card>
  );
}

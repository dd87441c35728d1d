import type { Vacancy } from '@jobs/contracts';
import { Card, CompanyLogo, VerifiedBadge } from '@jobs/ui';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { companyPath } from '../companies/company-paths';
import { ReplyPromiseLine } from '../companies/reply-promise-line';
import { ResponsivenessLine } from '../companies/responsiveness-line';
import styles from './vacancy-page.module.css';

export type CompanyCardProps = {
  company: Vacancy['company'];
  /** The vacancy's reply promise in days. */
  replyWithinDays?: number | undefined;
};

/** The employer: logo (through the image optimiser, or its initial), name, how fast it answers, and its page. */
export function CompanyCard({ company, replyWithinDays }: CompanyCardProps) {
  return (
    <Card className={styles.company}>
      <CompanyLogo company={company} size={64} priority />
      <p className={styles.companyName}>
        <Link to={companyPath(company.id)}>{company.name}</Link>
        <VerifiedBadge verified={company.verified} />
      </p>
      <ReplyPromiseLine days={replyWithinDays} />
      <ResponsivenessLine responsiveness={company.responsiveness} />
      <p className={styles.companyMore}>
        <Link to={companyPath(company.id)}>
          <Trans>About the company and its vacancies</Trans>
        </Link>
      </p>
    </Card>
  );
}

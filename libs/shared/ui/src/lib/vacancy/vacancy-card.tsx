import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCityName } from './city-name';
import { CompanyLogo } from './company-logo';
import { SalaryRange } from './salary-range';
import { VerifiedBadge } from './verified-badge';
import { formatPostedAgo, scheduleLabel, type VacancyCardData } from './vacancy-format';
import styles from './vacancy.module.css';

export type VacancyCardProps = {
  vacancy: VacancyCardData;
  /** Where the title links (the app's vacancy page). */
  href: string;
  /** Marks an editors' pick. */
  editorsPick?: boolean;
  /** Heading level of the title inside the list (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** Extra content under the facts (reasons, actions). */
  children?: ReactNode;
  /** "Now" for the posted date (tests). */
  now?: Date;
};

/** One vacancy in a list: title (a link), company and logo, salary, city, schedule and when it was posted. */
export function VacancyCard({ vacancy, href, editorsPick = false, headingLevel = 3, children, now }: VacancyCardProps) {
  const { i18n, t } = useLingui();
  const cityName = useCityName();
  const Heading = `h${headingLevel}` as const;
  const postedAgo = vacancy.published_at ? formatPostedAgo(vacancy.published_at, now, i18n) : null;
  return (
    <article className={styles.card} aria-labelledby={`vacancy-card-${vacancy.id}`}>
      <div className={styles.cardMain}>
        <Heading className={styles.cardTitle} id={`vacancy-card-${vacancy.id}`}>
          <Link to={href} className={styles.cardLink}>
            {vacancy.title}
          </Link>
        </Heading>
        <SalaryRange salary={vacancy} />
        <p className={styles.companyLine}>
          {vacancy.company.name}
          <VerifiedBadge verified={vacancy.company.verified} />
        </p>
        <ul className={styles.facts} aria-label={t`Details`}>
          <li>{cityName(vacancy.city)}</li>
          {vacancy.address?.metro[0] && (
            <li className={styles.metro}>
              <span
                className={styles.metroDot}
                style={{ backgroundColor: vacancy.address.metro[0].color }}
                aria-hidden="true"
              />
              <Trans>metro {vacancy.address.metro[0].name}</Trans>
            </li>
          )}
          {vacancy.distance_km !== undefined && (
            <li className={styles.distance}>
              <Trans>{i18n.number(vacancy.distance_km, { maximumFractionDigits: 1 })} km away</Trans>
            </li>
          )}
          <li>{scheduleLabel(vacancy.schedule, i18n)}</li>
          {vacancy.published_at && (
            <li>
              <Trans>
                Posted <time dateTime={vacancy.published_at}>{postedAgo}</time>
              </Trans>
            </li>
          )}
          {editorsPick && (
            <li className={styles.pick}>
              <Trans>Editors’ pick</Trans>
            </li>
          )}
        </ul>
        {children}
      </div>
      <CompanyLogo company={vacancy.company} size={48} className={styles.cardLogo} />
    </article>
  );
}

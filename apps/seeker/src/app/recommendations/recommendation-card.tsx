import type { Recommendation } from '@jobs/contracts';
import { Button, Image, useCityName } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { formatSalary, scheduleLabel } from '../vacancy/vacancy-format';
import styles from './recommendations.module.css';

export type RecommendationCardProps = {
  item: Recommendation;
  onDismiss: (vacancyId: number) => void;
  dismissing?: boolean;
};

/** A recommended vacancy with the reasons it was picked and a "Not interested" button. */
export function RecommendationCard({ item, onDismiss, dismissing = false }: RecommendationCardProps) {
  const { vacancy, reasons } = item;
  const { t, i18n } = useLingui();
  const cityName = useCityName();
  const companyName = vacancy.company.name;
  const title = vacancy.title;
  const headingId = `recommendation-${vacancy.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Image
          src={vacancy.company.logo}
          alt={t`${companyName} logo`}
          width={48}
          height={48}
          fit="contain"
          background="ffffff"
          className={styles.logo}
          fallback={
            <span className={styles.logoFallback} aria-hidden="true">
              {vacancy.company.name.trim().charAt(0).toUpperCase() || '?'}
            </span>
          }
        />
        <div className={styles.titles}>
          <h2 id={headingId} className={styles.title}>
            <Link to={`/vacancies/${vacancy.id}`}>{vacancy.title}</Link>
          </h2>
          <p className={styles.meta}>
            {vacancy.company.name} · {cityName(vacancy.city)} · {scheduleLabel(vacancy.schedule, i18n)}
          </p>
          <p className={styles.salary}>{formatSalary(vacancy, i18n)}</p>
        </div>
      </div>
      {reasons.length > 0 && (
        <ul className={styles.reasons} aria-label={t`Why ${title} is recommended`}>
          {reasons.map((reason) => (
            <li key={reason.kind} className={styles.reason} data-kind={reason.kind}>
              {reason.text}
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button
          variant="ghost"
          busy={dismissing}
          aria-label={t`Not interested in ${title}`}
          onClick={() => onDismiss(vacancy.id)}
        >
          <Trans>Not interested</Trans>
        </Button>
      </div>
    </article>
  );
}

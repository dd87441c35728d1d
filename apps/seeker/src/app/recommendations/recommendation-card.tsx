import type { Recommendation } from '@jobs/contracts';
import { Button, Image } from '@jobs/ui';
import { Link } from 'react-router-dom';
import styles from './recommendations.module.css';

const CURRENCY_SIGN = { RUB: '₽', USD: '$', EUR: '€' } as const;

const money = (amount: number, currency: keyof typeof CURRENCY_SIGN): string => {
  const digits = String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return currency === 'RUB' ? `${digits}\u00a0₽` : `${CURRENCY_SIGN[currency]}${digits}`;
};

/** "from 250 000 ₽", "up to 300 000 ₽", "250 000 – 300 000 ₽", or that it is not stated. */
export const salaryText = (vacancy: Recommendation['vacancy']): string => {
  const { salary_from: from, salary_to: to, currency } = vacancy;
  if (from !== null && to !== null) return `${money(from, currency).replace(/\u00a0₽$/, '')} – ${money(to, currency)}`;
  if (from !== null) return `from ${money(from, currency)}`;
  if (to !== null) return `up to ${money(to, currency)}`;
  return 'Salary not specified';
};

const SCHEDULE = { office: 'Office', hybrid: 'Hybrid', remote: 'Remote', shift: 'Shifts' } as const;

export type RecommendationCardProps = {
  item: Recommendation;
  onDismiss: (vacancyId: number) => void;
  dismissing?: boolean;
};

/** A recommended vacancy with the reasons it was picked and a "Not interested" button. */
export function RecommendationCard({ item, onDismiss, dismissing = false }: RecommendationCardProps) {
  const { vacancy, reasons } = item;
  const headingId = `recommendation-${vacancy.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Image
          src={vacancy.company.logo}
          alt={`${vacancy.company.name} logo`}
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
            {vacancy.company.name} · {vacancy.city} · {SCHEDULE[vacancy.schedule]}
          </p>
          <p className={styles.salary}>{salaryText(vacancy)}</p>
        </div>
      </div>
      {reasons.length > 0 && (
        <ul className={styles.reasons} aria-label={`Why ${vacancy.title} is recommended`}>
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
          aria-label={`Not interested in ${vacancy.title}`}
          onClick={() => onDismiss(vacancy.id)}
        >
          Not interested
        </Button>
      </div>
    </article>
  );
}

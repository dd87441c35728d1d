import type { Vacancy, VacancyAddress } from '@jobs/contracts';
import { useCityName } from '@jobs/ui';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useUiLocale } from '../i18n/ui-locale';
import { inCity } from '../salaries/city-case';
import { salariesPath } from '../salaries/salaries-paths';
import styles from './vacancy-page.module.css';

/**
 * «Зарплата выше, чем у 70 % похожих вакансий в Казани» (or «ниже, чем у …» in the lower half),
 * with the number of vacancies behind it and a link to the salaries of the category there.
 */
export function SalaryPositionLine({ vacancy }: { vacancy: Vacancy }) {
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const cityName = useCityName();
  const position = vacancy.salary_position;
  if (!position || !vacancy.category) return null;
  const where = inCity(vacancy.city, cityName(vacancy.city), locale);
  const higher = position.percentile >= 50;
  const share = i18n.number((higher ? position.percentile : 100 - position.percentile) / 100, {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  const n = position.n;
  return (
    <p className={styles.salaryPosition}>
      {higher
        ? t`The salary is higher than in ${share} of similar vacancies ${where}`
        : t`The salary is lower than in ${share} of similar vacancies ${where}`}{' '}
      <Link to={salariesPath(vacancy.category.slug, vacancy.city)}>
        {t({ message: plural(n, { one: 'Salaries of # vacancy', other: 'Salaries of # vacancies' }) })}
      </Link>
    </p>
  );
}

/** Walking distance: metres under a kilometre, else kilometres to 0.1. */
const useWalk = () => {
  const { t, i18n } = useLingui();
  return (metres: number) =>
    metres < 1000
      ? t`${i18n.number(metres)} m on foot`
      : t`${i18n.number(metres / 1000, { maximumFractionDigits: 1 })} km on foot`;
};

/** The address and its nearest metro stations (each with its line's colour and the walk). */
export function AddressBlock({ address }: { address: VacancyAddress }) {
  const { t } = useLingui();
  const walk = useWalk();
  return (
    <div className={styles.address}>
      <p className={styles.addressText}>{address.text}</p>
      {address.metro.length > 0 && (
        <ul className={styles.metro} aria-label={t`Nearest metro stations`}>
          {address.metro.map((station) => (
            <li key={station.id}>
              <span className={styles.metroDot} style={{ backgroundColor: station.color }} aria-hidden="true" />
              <span>
                <Trans>
                  {station.name} <span className={styles.metroLine}>({station.line} line)</span>,{' '}
                  {walk(station.distance_m)}
                </Trans>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

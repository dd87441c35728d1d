import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { vacancyQuery } from '../vacancy/vacancy-query';

export type VacancyLinkProps = {
  vacancyId: number;
};

export const vacancyFallbackTitle = (vacancyId: number): string => `Vacancy #${vacancyId}`;

/** A link to the vacancy a message is about: its title once loaded, "Vacancy #id" until then (or if it is gone). */
export function VacancyLink({ vacancyId }: VacancyLinkProps) {
  const { data } = useQuery(vacancyQuery(useApiClient(), vacancyId));
  return <Link to={`/vacancies/${vacancyId}`}>{data?.title ?? vacancyFallbackTitle(vacancyId)}</Link>;
}

import { useApiClient } from '@jobs/web-platform';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { vacancyQuery } from '../vacancy/vacancy-query';

export type VacancyLinkProps = {
  vacancyId: number;
  /** The title the message came with: no request is made for it then. */
  title?: string | null;
};

export const vacancyFallbackTitle = (i18n: I18n, vacancyId: number): string => i18n._(msg`Vacancy #${vacancyId}`);

/** A link to the vacancy a message is about: its title once loaded, "Vacancy #id" until then (or if it is gone). */
export function VacancyLink({ vacancyId, title }: VacancyLinkProps) {
  const { data } = useQuery({ ...vacancyQuery(useApiClient(), vacancyId), enabled: !title });
  const { i18n } = useLingui();
  return <Link to={`/vacancies/${vacancyId}`}>{title || data?.title || vacancyFallbackTitle(i18n, vacancyId)}</Link>;
}

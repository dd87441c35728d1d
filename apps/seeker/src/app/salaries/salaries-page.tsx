import {
  canonicalCity,
  EXPERIENCE_LEVELS,
  knownCityNames,
  salariesPagePath,
  salariesRoute,
  type SalariesQuery,
} from '@jobs/contracts';
import { Card, Loader, PageMeta, PageTitle, SelectField, TextField, useCityName } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { categoryName, useMetaPath, useUiLocale } from '../i18n/ui-locale';
import { categoriesQuery } from '../search/search-queries';
import { LoadErrorCard } from '../ui/load-error-card';
import { experienceLabel } from '../vacancy/vacancy-format';
import { inCity } from './city-case';
import { SalaryChart } from './salary-chart';
import { SalaryFigures } from './salary-figures';
import styles from './salaries-page.module.css';

/** The figures move once a minute at most (the API's job): reuse them that long. */
const SALARIES_STALE_MS = 60_000;

const salariesQuery = (apiClient: ReturnType<typeof useApiClient>, query: SalariesQuery) =>
  queryOptions({
    queryKey: ['salaries', query],
    queryFn: ({ signal }) => apiClient.call(salariesRoute, { query }, { signal }),
    staleTime: SALARIES_STALE_MS,
  });

/**
 * `/salaries/:category/:city?`: the salaries of a category in a city or in all of Russia (from
 * the platform's published vacancies): the quantiles, a chart with its table, links to the
 * vacancies; `/salaries` asks for the category. Experience narrows it (`?experience=`).
 */
export function SalariesPage() {
  const { category: slug, city: rawCity } = useParams();
  const [searchParams] = useSearchParams();
  const experienceParam = searchParams.get('experience');
  const experience = EXPERIENCE_LEVELS.find((level) => level === experienceParam);
  const city = rawCity ? canonicalCity(rawCity) : undefined;
  const apiClient = useApiClient();
  const { t, i18n } = useLingui();
  const locale = useUiLocale();
  const cityName = useCityName();
  const navigate = useNavigate();
  const categories = useQuery(categoriesQuery(apiClient));
  const category = categories.data?.items.find((item) => item.slug === slug);
  const query: SalariesQuery = {
    ...(category ? { category_id: category.id } : {}),
    ...(city ? { city } : {}),
    ...(experience ? { experience } : {}),
  };
  const stats = useQuery({ ...salariesQuery(apiClient, query), enabled: Boolean(category) });
  const [cityInput, setCityInput] = useState(city ? cityName(city) : '');
  const metaPath = useMetaPath(salariesPagePath(slug, city));

  const where = city ? inCity(city, cityName(city), locale) : t`in Russia`;
  const area = category ? categoryName(category, locale) : '';
  const title = category ? t`Salaries: ${area} ${where}` : t`Salaries`;
  const money = (value: number) => i18n.number(value, { style: 'currency', currency: 'RUB', maximumFractionDigits: 0 });

  const go = (next: { slug?: string; city?: string; experience?: string }) => {
    const path = salariesPagePath(next.slug, next.slug ? next.city : undefined);
    void navigate(`${path}${next.experience ? `?experience=${next.experience}` : ''}`);
  };
  const submitCity = (event: FormEvent) => {
    event.preventDefault();
    const typed = cityInput.trim();
    go({ slug, city: typed ? canonicalCity(typed) : undefined, experience });
  };
  const vacanciesHref = `/vacancies?${new URLSearchParams({
    ...(slug ? { category: slug } : {}),
    ...(city ? { city } : {}),
    ...(experience ? { experience } : {}),
  })}`;

  if (categories.isError) {
    return (
      <LoadErrorCard
        id="salaries-error-title"
        title={<Trans>Could not load the salaries</Trans>}
        heading="h1"
        busy={categories.isRefetching}
        onRetry={() => void categories.refetch()}
      />
    );
  }
  if (!categories.data) return <Loader label={t`Loading salaries…`} />;

  return (
    <div className={styles.page}>
      <PageMeta
        title={title}
        description={
          stats.data
            ? t`Median monthly salary ${money(stats.data.p50)}; half of the vacancies pay from ${money(stats.data.p25)} to ${money(stats.data.p75)}.`
            : t`Salaries by professional area and city, from the vacancies published on the platform.`
        }
        path={metaPath}
        noIndex={Boolean(slug) && !category}
      />
      <PageTitle title={title} description={t`From the vacancies published on the platform: monthly pay in roubles.`} />
      <Card>
        <form className={styles.filters} onSubmit={submitCity}>
          <SelectField
            label={t`Category`}
            value={slug ?? ''}
            onChange={(event) => go({ slug: event.target.value || undefined, city, experience })}
            options={[
              { value: '', label: t`Choose a category` },
              ...categories.data.items.map((item) => ({ value: item.slug, label: categoryName(item, locale) })),
            ]}
          />
          <SelectField
            label={t`Experience`}
            value={experience ?? ''}
            onChange={(event) => go({ slug, city, experience: event.target.value || undefined })}
            options={[
              { value: '', label: t`Any experience` },
              ...EXPERIENCE_LEVELS.map((level) => ({ value: level, label: experienceLabel(level, i18n) })),
            ]}
          />
          <div className={styles.cityField}>
            <TextField
              label={t`City (empty: all of Russia)`}
              value={cityInput}
              onChange={(event) => setCityInput(event.target.value)}
              suggestions={knownCityNames(i18n.locale)}
            />
            <button type="submit" className={styles.cityButton}>
              <Trans>Show</Trans>
            </button>
          </div>
        </form>
      </Card>
      {!category ? (
        <Card>
          <p className={styles.note}>
            <Trans>Choose a category to see its salaries.</Trans>
          </p>
        </Card>
      ) : stats.isPending ? (
        <Loader label={t`Loading salaries…`} />
      ) : stats.isError ? (
        <LoadErrorCard
          id="salaries-stats-error"
          title={<Trans>Could not load the salaries</Trans>}
          busy={stats.isRefetching}
          onRetry={() => void stats.refetch()}
        />
      ) : stats.data === null ? (
        <Card>
          <p className={styles.note}>
            <Trans>Fewer than 10 vacancies with a salary here: too few to show figures.</Trans>
          </p>
          <Link to={vacanciesHref}>
            <Trans>See the vacancies</Trans>
          </Link>
        </Card>
      ) : (
        <Card aria-labelledby="salaries-figures">
          <h2 id="salaries-figures" className={styles.sectionTitle}>
            {t({
              message: plural(stats.data.n, {
                one: 'Median salary of # vacancy',
                other: 'Median salary of # vacancies',
              }),
            })}
            : {money(stats.data.p50)}
          </h2>
          <SalaryFigures stats={stats.data} />
          <SalaryChart stats={stats.data} />
          <p>
            <Link to={vacanciesHref}>
              <Trans>See the vacancies</Trans>
            </Link>
          </p>
        </Card>
      )}
    </div>
  );
}

import { Loader, PageMeta, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useMetaPath } from '../i18n/ui-locale';
import { CategoryGrid } from '../search/category-grid';
import { categoriesQuery } from '../search/search-queries';
import { LoadErrorCard } from '../ui/load-error-card';

/** `/categories`: every professional area with its number of open vacancies, each leading to them. */
export function CategoriesPage() {
  const { data, isError, refetch, isRefetching } = useQuery(categoriesQuery(useApiClient()));
  const { t } = useLingui();
  const metaPath = useMetaPath('/categories');
  return (
    <>
      <PageMeta
        title={t`Categories`}
        description={t`Vacancies by professional area: IT, sales, design, logistics and more, with the number open in each.`}
        path={metaPath}
      />
      <PageTitle title={t`Categories`} description={t`Vacancies grouped by professional area.`} />
      <p>
        <Link to="/salaries">
          <Trans>Salaries by category and city</Trans>
        </Link>
      </p>
      {data ? (
        <CategoryGrid categories={data.items} label={t`Categories`} />
      ) : isError ? (
        <LoadErrorCard
          id="categories-error-title"
          title={<Trans>Could not load the categories</Trans>}
          busy={isRefetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <Loader label={t`Loading categories…`} />
      )}
    </>
  );
}

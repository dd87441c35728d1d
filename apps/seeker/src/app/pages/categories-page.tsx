import { Button, Card, Loader, PageMeta, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { CategoryGrid } from '../search/category-grid';
import { categoriesQuery } from '../search/search-queries';

/** `/categories`: every professional area with its number of open vacancies, each leading to them. */
export function CategoriesPage() {
  const { data, isError, refetch, isRefetching } = useQuery(categoriesQuery(useApiClient()));
  return (
    <>
      <PageMeta
        title="Categories"
        description="Vacancies by professional area: IT, sales, design, logistics and more, with the number open in each."
        path="/categories"
      />
      <PageTitle title="Categories" description="Vacancies grouped by professional area." />
      {data ? (
        <CategoryGrid categories={data.items} label="Categories" />
      ) : isError ? (
        <Card role="alert" aria-labelledby="categories-error-title">
          <h2 id="categories-error-title">Could not load the categories</h2>
          <p>Check your connection and try again.</p>
          <Button busy={isRefetching} onClick={() => void refetch()}>
            Try again
          </Button>
        </Card>
      ) : (
        <Loader label="Loading categories…" />
      )}
    </>
  );
}

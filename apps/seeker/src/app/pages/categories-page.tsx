import { PageTitle, UpcomingSection } from '@jobs/ui';

export function CategoriesPage() {
  return (
    <>
      <PageTitle title="Categories" description="Vacancies grouped by professional area." />
      <UpcomingSection>Each category will show how many vacancies are open in it and lead to them.</UpcomingSection>
    </>
  );
}

import { Card, PageTitle, UpcomingSection } from '@jobs/ui';
import { useSearchParams } from 'react-router-dom';
import { VacancySearchForm } from '../home/vacancy-search-form';

export function VacanciesPage() {
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  return (
    <>
      <PageTitle title="Vacancies" description="Search every published vacancy on the platform." />
      <Card aria-label="Search">
        <VacancySearchForm key={query} defaultQuery={query} />
      </Card>
      <UpcomingSection>
        {query ? `Vacancies matching “${query}” will be listed here, ` : 'Vacancies will be listed here, '}
        with filters by city, salary, experience, employment and schedule.
      </UpcomingSection>
    </>
  );
}

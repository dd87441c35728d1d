import { PageTitle } from '@jobs/ui';
import { Link, useParams } from 'react-router-dom';
import { UpcomingSection } from './upcoming-section';

export function VacancyPage() {
  const { id } = useParams();
  return (
    <>
      <PageTitle title={`Vacancy ${id ?? ''}`.trim()} />
      <UpcomingSection>
        The vacancy&apos;s company, salary, requirements and similar vacancies will be shown here, with a button to
        write to the company.
      </UpcomingSection>
      <p>
        <Link to="/vacancies">Back to vacancies</Link>
      </p>
    </>
  );
}

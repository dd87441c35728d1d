import { PageTitle, UpcomingSection } from '@jobs/ui';
import { Link } from 'react-router-dom';

/** `/edit-vacancies-list/new`. */
export function NewVacancyPage() {
  return (
    <>
      <PageTitle title="New vacancy" description="Vacancies created by editors are published directly." />
      <UpcomingSection>
        The vacancy form (title, company, category, city, salary, experience, employment, schedule, description,
        requirements and skills) will be here.
      </UpcomingSection>
      <p>
        <Link to="/edit-vacancies-list">Back to all vacancies</Link>
      </p>
    </>
  );
}

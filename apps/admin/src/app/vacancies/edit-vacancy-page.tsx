import { PageTitle, UpcomingSection } from '@jobs/ui';
import { Link, useParams } from 'react-router-dom';

/** `/edit-vacancies-list/:id`. */
export function EditVacancyPage() {
  const { id } = useParams();
  return (
    <>
      <PageTitle title={`Vacancy ${id ?? ''}`.trim()} description="Edit, approve, reject or archive this vacancy." />
      <UpcomingSection>
        The vacancy&apos;s edit form, with validation and its review status, will be here.
      </UpcomingSection>
      <p>
        <Link to="/edit-vacancies-list">Back to all vacancies</Link>
      </p>
    </>
  );
}

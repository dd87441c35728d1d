import { ButtonLink, PageTitle, UpcomingSection } from '@jobs/ui';

/** `/edit-vacancies-list`: the editors' area. */
export function VacancyListPage() {
  return (
    <>
      <PageTitle
        title="Vacancy editor"
        description="Review, edit and publish the vacancies of every company on the platform."
        actions={<ButtonLink to="/edit-vacancies-list/new">New vacancy</ButtonLink>}
      />
      <UpcomingSection>
        Every vacancy will be listed here with search, filters by status and company, and bulk publish and archive.
        Vacancies posted by employers wait here for review before they are published.
      </UpcomingSection>
    </>
  );
}

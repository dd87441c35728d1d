import { PageTitle, UpcomingSection } from '@jobs/ui';

export function RecommendationsPage() {
  return (
    <>
      <PageTitle title="Recommendations" description="Vacancies picked for you from your profile." />
      <UpcomingSection>
        Each recommended vacancy will say why it was picked, for example “because you know React”.
      </UpcomingSection>
    </>
  );
}

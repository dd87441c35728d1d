import { PageTitle, UpcomingSection } from '@jobs/ui';

export function ServicesPage() {
  return (
    <>
      <PageTitle title="Services" description="Help from the platform team for your job search." />
      <UpcomingSection>
        You will be able to request a résumé review, a career consultation or interview practice here; each request
        opens a chat with the platform team.
      </UpcomingSection>
    </>
  );
}

import { NoIndex, PageTitle } from '@jobs/ui';
import { UpcomingSection } from '../vacancies/upcoming-section';

/** `/admin/chat`: every company chat and the platform-services chats. */
export function ChatInboxPage() {
  return (
    <>
      <NoIndex />
      <PageTitle title="Chats" description="Every company chat and the platform-services chats." />
      <UpcomingSection>
        Chats will be listed here, with a filter for unanswered ones and by company, so editors can answer on a
        company&apos;s behalf when its staff do not.
      </UpcomingSection>
    </>
  );
}

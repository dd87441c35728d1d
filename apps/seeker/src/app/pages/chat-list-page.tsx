import { NoIndex, PageTitle } from '@jobs/ui';
import { UpcomingSection } from './upcoming-section';

export function ChatListPage() {
  return (
    <>
      <NoIndex />
      <PageTitle title="Chats" description="Your conversations with companies and with the AI assistant." />
      <UpcomingSection>Every chat will be listed here with its last message and unread count.</UpcomingSection>
    </>
  );
}

import { NoIndex, PageTitle } from '@jobs/ui';
import { Link } from 'react-router-dom';
import { UpcomingSection } from './upcoming-section';

export function ChatPage() {
  return (
    <>
      <NoIndex />
      <PageTitle title="Chat" />
      <UpcomingSection>
        The conversation will be shown here, oldest message first, with a box to write a new message.
      </UpcomingSection>
      <p>
        <Link to="/chat">All chats</Link>
      </p>
    </>
  );
}

import { NoIndex, PageTitle } from '@jobs/ui';
import { Link, useParams } from 'react-router-dom';
import { UpcomingSection } from '../vacancies/upcoming-section';

/** `/admin/chat/:id`. */
export function ChatPage() {
  const { id } = useParams();
  return (
    <>
      <NoIndex />
      <PageTitle title={`Chat ${id ?? ''}`.trim()} />
      <UpcomingSection>
        The conversation will be shown here, with a box to answer as the company.
      </UpcomingSection>
      <p>
        <Link to="/admin/chat">All chats</Link>
      </p>
    </>
  );
}

import { NoIndex, PageTitle } from '@jobs/ui';
import { CandidateChatList } from './candidate-chat-list';

/** `/employer/chats`: the candidates' chats with the company, unanswered first. */
export function ChatInboxPage() {
  return (
    <>
      <NoIndex />
      <PageTitle
        title="Candidate chats"
        description="Candidates who wrote to your company. Chats waiting for your reply come first."
      />
      <CandidateChatList />
    </>
  );
}

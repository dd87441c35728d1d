import { NoIndex, PageTitle } from '@jobs/ui';
import { useLingui } from '@lingui/react/macro';
import { CandidateChatList } from './candidate-chat-list';

/** `/employer/chats`: the candidates' chats with the company, unanswered first. */
export function ChatInboxPage() {
  const { t } = useLingui();
  return (
    <>
      <NoIndex />
      <PageTitle
        title={t`Candidate chats`}
        description={t`Candidates who wrote to your company. Chats waiting for your reply come first.`}
      />
      <CandidateChatList />
    </>
  );
}

import { ChatList, compareUnansweredFirst, type ChatLinkRenderProps } from '@jobs/chat';
import type { Chat } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { chatPath } from './chat-paths';

export type CandidateChatListProps = {
  /** The open chat, marked as the current page. */
  activeChatId?: number | null;
  /** Loads the list when mounted (default true). */
  autoLoad?: boolean;
};

const chatHref = (chat: Chat) => chatPath(chat.id);

const renderLink = ({ href, children, ...props }: ChatLinkRenderProps) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);

/** The candidates' chats with the company (the shared list): waiting for an answer first, then the latest activity. */
export function CandidateChatList({ activeChatId = null, autoLoad = true }: CandidateChatListProps) {
  const { t } = useLingui();
  return (
    <ChatList
      title={t`Candidates`}
      getChatHref={chatHref}
      renderLink={renderLink}
      activeChatId={activeChatId}
      autoLoad={autoLoad}
      sort={compareUnansweredFirst}
      showUnanswered
      unansweredLabel={t`Awaiting reply`}
      showActivity
      emptyText={t`No candidate chats yet. When a candidate writes to your company about a vacancy, the chat appears here.`}
      errorText={t`Could not load the candidate chats.`}
    />
  );
}

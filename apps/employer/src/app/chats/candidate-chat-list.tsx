import { ChatList, compareUnansweredFirst, type ChatLinkRenderProps } from '@jobs/chat';
import type { Chat } from '@jobs/contracts';
import { Link } from 'react-router-dom';
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
  return (
    <ChatList
      title="Candidates"
      getChatHref={chatHref}
      renderLink={renderLink}
      activeChatId={activeChatId}
      autoLoad={autoLoad}
      sort={compareUnansweredFirst}
      showUnanswered
      unansweredLabel="Awaiting reply"
      showActivity
      emptyText="No candidate chats yet. When a candidate writes to your company about a vacancy, the chat appears here."
      errorText="Could not load the candidate chats."
    />
  );
}

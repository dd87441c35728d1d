import { useChats } from '@jobs/chat';
import type { Chat } from '@jobs/contracts';
import { Button } from '@jobs/ui';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import styles from './candidate-chat-list.module.css';
import { chatPath } from './chat-paths';
import { formatActivity } from './format-activity';
import { sortCandidateChats } from './sort-candidate-chats';

export type CandidateChatListProps = {
  /** The open chat, marked as the current page. */
  activeChatId?: number | null;
  /** Loads the list when mounted (default true). */
  autoLoad?: boolean;
};

const unreadLabel = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);

/** The candidates' chats with the company: waiting for an answer first, then the latest activity. */
export function CandidateChatList({ activeChatId = null, autoLoad = true }: CandidateChatListProps) {
  const { chats, isLoadingChats, error, reload } = useChats();
  const headingId = useId();

  useEffect(() => {
    if (autoLoad) reload().catch(() => undefined);
  }, [autoLoad, reload]);

  const handleRetry = () => {
    reload().catch(() => undefined);
  };

  const sorted = sortCandidateChats(chats);

  return (
    <nav className={styles.panel} aria-labelledby={headingId} aria-busy={isLoadingChats || undefined}>
      <h2 id={headingId} className={styles.heading}>
        Candidates
      </h2>
      {error && (
        <div role="alert" className={styles.error}>
          <p>Could not load the candidate chats.</p>
          <Button variant="secondary" onClick={handleRetry}>
            Try again
          </Button>
        </div>
      )}
      {sorted.length === 0 && isLoadingChats && (
        <p role="status" className={styles.state}>
          Loading chats…
        </p>
      )}
      {sorted.length === 0 && !isLoadingChats && !error && (
        <p className={styles.state}>
          No candidate chats yet. When a candidate writes to your company about a vacancy, the chat appears here.
        </p>
      )}
      {sorted.length > 0 && (
        <ul className={styles.list}>
          {sorted.map((chat) => (
            <li key={chat.id} className={chat.unanswered ? `${styles.item} ${styles.unanswered}` : styles.item}>
              <Link
                to={chatPath(chat.id)}
                className={styles.link}
                aria-current={chat.id === activeChatId ? 'page' : undefined}
              >
                <CandidateChatItem chat={chat} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function CandidateChatItem({ chat }: { chat: Chat }) {
  const activity = chat.lastMessageCreatedAt ?? chat.updatedAt;
  return (
    <>
      {chat.icon ? (
        <img className={styles.avatar} src={chat.icon} alt="" width={40} height={40} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {chat.title.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <span className={styles.name}>{chat.title}</span>
      <span className={styles.aside}>
        {chat.unanswered && <span className={styles.marker}>Awaiting reply</span>}
        {chat.unread_count > 0 && (
          <span className={styles.badge}>
            <span aria-hidden="true">{chat.unread_count}</span>
            <span className="ui-visually-hidden">{unreadLabel(chat.unread_count)}</span>
          </span>
        )}
        <time dateTime={activity}>{formatActivity(activity)}</time>
      </span>
      <span className={styles.lastMessage}>{chat.last_message ?? 'No messages yet'}</span>
    </>
  );
}

import { useChats } from '@jobs/chat';
import type { Chat } from '@jobs/contracts';
import { Button } from '@jobs/ui';
import { useEffect, useId } from 'react';
import { Link } from 'react-router-dom';
import styles from './admin-chat-list.module.css';
import { adminChatPath, chatCompanyName, chatParties } from './chat-filters';

export type AdminChatListProps = {
  /** The open chat, marked as the current page. */
  activeChatId?: number | null;
  /** Heading of the list. */
  title?: string;
  /** Said when the list is empty (e.g. "No unanswered chats"). */
  emptyText?: string;
  /** Told the loaded chats (the inbox builds its company filter from them). */
  onChatsLoaded?: (chats: Chat[]) => void;
  /** Handed to the chat links, so the chat page can lead back to the same filtered inbox. */
  linkState?: unknown;
};

const unreadLabel = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);

const TIME_FORMAT: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
};

/** Every chat the filters let through, as the API orders them: seeker, company, state, last message. */
export function AdminChatList({
  activeChatId = null,
  title = 'Chats',
  emptyText = 'No chats yet.',
  onChatsLoaded,
  linkState,
}: AdminChatListProps) {
  const { chats, isLoadingChats, error, reload } = useChats();
  const headingId = useId();

  useEffect(() => {
    reload().then(onChatsLoaded, () => undefined);
    // Loaded once per store: the inbox makes a fresh store for every filter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [reload]);

  const handleRetry = () => {
    reload().then(onChatsLoaded, () => undefined);
  };

  return (
    <nav className={styles.panel} aria-labelledby={headingId} aria-busy={isLoadingChats || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {error && (
        <div role="alert" className={styles.error}>
          <p>Could not load the chats.</p>
          <Button variant="secondary" onClick={handleRetry}>
            Try again
          </Button>
        </div>
      )}
      {chats.length === 0 && isLoadingChats && (
        <p role="status" className={styles.state}>
          Loading chats…
        </p>
      )}
      {chats.length === 0 && !isLoadingChats && !error && <p className={styles.state}>{emptyText}</p>}
      {chats.length > 0 && (
        <ul className={styles.list}>
          {chats.map((chat) => (
            <li key={chat.id} className={chat.unanswered ? `${styles.item} ${styles.unanswered}` : styles.item}>
              <Link
                to={adminChatPath(chat.id, chat.company_id)}
                state={linkState}
                className={styles.link}
                aria-current={chat.id === activeChatId ? 'page' : undefined}
              >
                <AdminChatItem chat={chat} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function AdminChatItem({ chat }: { chat: Chat }) {
  const activity = chat.lastMessageCreatedAt ?? chat.updatedAt;
  const { seeker, party } = chatParties(chat.title);
  return (
    <>
      {chat.icon ? (
        <img className={styles.avatar} src={chat.icon} alt="" width={40} height={40} />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {seeker.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <span className={styles.name}>{seeker || 'Seeker'}</span>
      <span className={styles.aside}>
        {chat.unanswered && <span className={styles.marker}>Unanswered</span>}
        {chat.unread_count > 0 && (
          <span className={styles.badge}>
            <span aria-hidden="true">{chat.unread_count}</span>
            <span className="ui-visually-hidden">{unreadLabel(chat.unread_count)}</span>
          </span>
        )}
        <time dateTime={activity}>{new Date(activity).toLocaleString('ru-RU', TIME_FORMAT)}</time>
      </span>
      {chat.company_id === null ? (
        <span className={`${styles.company} ${styles.service}`}>
          {party ? `Platform services · ${party}` : 'Platform services'}
        </span>
      ) : (
        <span className={styles.company}>{chatCompanyName(chat)}</span>
      )}
      <span className={styles.lastMessage}>{chat.last_message ?? 'No messages yet'}</span>
    </>
  );
}

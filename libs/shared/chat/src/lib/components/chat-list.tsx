import type { Chat } from '@jobs/contracts';
import { useEffect, useId, type ReactNode } from 'react';
import { useChats } from '../hooks/use-chats';
import styles from './chat.module.css';

export type ChatLinkRenderProps = {
  href: string;
  className: string;
  'aria-current'?: 'page';
  children: ReactNode;
};

export type ChatListProps = {
  /** Where a chat opens, e.g. `/chat/${chat.id}` or `/admin/chat/${chat.id}`. */
  getChatHref: (chat: Chat) => string;
  /** Renders the link (e.g. a router `Link`); a plain `<a>` by default. */
  renderLink?: (props: ChatLinkRenderProps) => ReactNode;
  /** The open chat, marked `aria-current="page"`. */
  activeChatId?: number | null;
  /** Heading text; "Chats" by default. */
  title?: string;
  /** Shows an "Unanswered" marker on chats waiting for the company side. */
  showUnanswered?: boolean;
  /** Loads the list on mount (default true). */
  autoLoad?: boolean;
};

const defaultLink = ({ children, ...props }: ChatLinkRenderProps) => <a {...props}>{children}</a>;

const unreadLabel = (count: number) => (count === 1 ? '1 unread message' : `${count} unread messages`);

/** The user's chats: icon, title, last message, unread badge; loading, empty and error states. */
export function ChatList({
  getChatHref,
  renderLink = defaultLink,
  activeChatId = null,
  title = 'Chats',
  showUnanswered = false,
  autoLoad = true,
}: ChatListProps) {
  const { chats, isLoadingChats, error, reload } = useChats();
  const headingId = useId();

  useEffect(() => {
    if (autoLoad) reload().catch(() => undefined);
  }, [autoLoad, reload]);

  const handleRetry = () => {
    reload().catch(() => undefined);
  };

  return (
    <nav className={styles.panel} aria-labelledby={headingId} aria-busy={isLoadingChats || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {error && (
        <div role="alert" className={styles.error}>
          <p className={styles.state}>Could not load chats.</p>
          <button type="button" className={styles.secondaryButton} onClick={handleRetry}>
            Try again
          </button>
        </div>
      )}
      {chats.length === 0 && isLoadingChats && (
        <p role="status" className={styles.state}>
          Loading chats…
        </p>
      )}
      {chats.length === 0 && !isLoadingChats && !error && <p className={styles.state}>No chats yet.</p>}
      {chats.length > 0 && (
        <ul className={styles.list}>
          {chats.map((chat) => (
            <li key={chat.id}>
              {renderLink({
                href: getChatHref(chat),
                className: styles.chatLink,
                'aria-current': chat.id === activeChatId ? 'page' : undefined,
                children: <ChatListItemContent chat={chat} showUnanswered={showUnanswered} />,
              })}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function ChatListItemContent({ chat, showUnanswered }: { chat: Chat; showUnanswered: boolean }) {
  return (
    <>
      {chat.icon ? (
        <img className={styles.icon} src={chat.icon} alt={`${chat.title} logo`} width={40} height={40} />
      ) : (
        <span className={styles.iconFallback} aria-hidden="true">
          {chat.title.trim().charAt(0).toUpperCase() || '?'}
        </span>
      )}
      <span className={styles.chatTitle}>{chat.title}</span>
      <span className={styles.badges}>
        {showUnanswered && chat.unanswered && <span className={styles.marker}>Unanswered</span>}
        {chat.unread_count > 0 && (
          <span className={styles.badge}>
            <span aria-hidden="true">{chat.unread_count}</span>
            <span className={styles.visuallyHidden}>{unreadLabel(chat.unread_count)}</span>
          </span>
        )}
      </span>
      <span className={styles.lastMessage}>{chat.last_message ?? 'No messages yet'}</span>
    </>
  );
}

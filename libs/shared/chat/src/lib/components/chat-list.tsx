import { plainMessageText, type Chat } from '@jobs/contracts';
import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, type ReactNode } from 'react';
import { Image } from '@jobs/ui';
import { useChats } from '../hooks/use-chats';
import styles from './chat.module.css';
import { formatChatActivity } from './format-chat-activity';

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
  /** Shows a marker on chats waiting for the company side. */
  showUnanswered?: boolean;
  /** The marker's text; "Unanswered" by default. */
  unansweredLabel?: string;
  /** Shows when each chat was last active (`HH:MM` today, else the date). */
  showActivity?: boolean;
  /** Orders the chats (e.g. `compareUnansweredFirst`); the server's order by default. */
  sort?: (a: Chat, b: Chat) => number;
  /** The chat's name in the list; its title by default. */
  getChatTitle?: (chat: Chat) => string;
  /** A second line under the name (e.g. the company a chat belongs to). */
  renderSubtitle?: (chat: Chat) => ReactNode;
  /** Said when there are no chats; "No chats yet." by default. */
  emptyText?: ReactNode;
  /** Said when the list cannot be loaded; "Could not load chats." by default. */
  errorText?: string;
  /** Loads the list on mount (default true). */
  autoLoad?: boolean;
};

const defaultLink = ({ children, ...props }: ChatLinkRenderProps) => <a {...props}>{children}</a>;

const unreadLabel = (count: number, i18n: I18n) =>
  i18n._(msg`${plural(count, { one: '# unread message', other: '# unread messages' })}`);

type ItemOptions = Pick<ChatListProps, 'getChatTitle' | 'renderSubtitle' | 'showActivity'> & {
  unansweredLabel: string | null;
};

/** The user's chats: icon, title, last message, unread badge; loading, empty and error states. */
export function ChatList({
  getChatHref,
  renderLink = defaultLink,
  activeChatId = null,
  title,
  showUnanswered = false,
  unansweredLabel,
  showActivity = false,
  sort,
  getChatTitle,
  renderSubtitle,
  emptyText,
  errorText,
  autoLoad = true,
}: ChatListProps) {
  const { t } = useLingui();
  const { chats, isLoadingChats, error, reload } = useChats();
  const headingId = useId();

  useEffect(() => {
    if (autoLoad) reload().catch(() => undefined);
  }, [autoLoad, reload]);

  const handleRetry = () => {
    reload().catch(() => undefined);
  };

  const shown = sort ? [...chats].sort(sort) : chats;
  const itemOptions: ItemOptions = {
    getChatTitle,
    renderSubtitle,
    showActivity,
    unansweredLabel: showUnanswered ? (unansweredLabel ?? t`Unanswered`) : null,
  };

  return (
    <nav className={styles.panel} aria-labelledby={headingId} aria-busy={isLoadingChats || undefined}>
      <h2 id={headingId} className={styles.heading}>
        {title ?? t`Chats`}
      </h2>
      {error && (
        <div role="alert" className={styles.error}>
          <p className={styles.state}>{errorText ?? t`Could not load chats.`}</p>
          <button type="button" className={styles.secondaryButton} onClick={handleRetry}>
            <Trans>Try again</Trans>
          </button>
        </div>
      )}
      {shown.length === 0 && isLoadingChats && (
        <p role="status" className={styles.state}>
          <Trans>Loading chats…</Trans>
        </p>
      )}
      {shown.length === 0 && !isLoadingChats && !error && (
        <p className={styles.state}>{emptyText ?? t`No chats yet.`}</p>
      )}
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((chat) => (
            <li key={chat.id} data-unanswered={(showUnanswered && chat.unanswered) || undefined}>
              {renderLink({
                href: getChatHref(chat),
                className: styles.chatLink,
                'aria-current': chat.id === activeChatId ? 'page' : undefined,
                children: <ChatListItemContent chat={chat} {...itemOptions} />,
              })}
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

function ChatListItemContent({
  chat,
  getChatTitle,
  renderSubtitle,
  showActivity,
  unansweredLabel,
}: ItemOptions & { chat: Chat }) {
  const { i18n, t } = useLingui();
  const name = getChatTitle?.(chat) ?? chat.title;
  const activity = chat.lastMessageCreatedAt ?? chat.updatedAt;
  const subtitle = renderSubtitle?.(chat);
  return (
    <>
      <Image
        className={styles.icon}
        src={chat.icon}
        alt={t`${name} logo`}
        width={40}
        height={40}
        fit="contain"
        background="ffffff"
        fallback={
          <span className={styles.iconFallback} aria-hidden="true">
            {name.trim().charAt(0).toUpperCase() || '?'}
          </span>
        }
      />
      <span className={styles.chatTitle}>{name}</span>
      <span className={styles.badges}>
        {unansweredLabel && chat.unanswered && <span className={styles.marker}>{unansweredLabel}</span>}
        {chat.unread_count > 0 && (
          <span className={styles.badge}>
            <span aria-hidden="true">{chat.unread_count}</span>
            <span className={styles.visuallyHidden}>{unreadLabel(chat.unread_count, i18n)}</span>
          </span>
        )}
        {showActivity && (
          <time className={styles.activity} dateTime={activity}>
            {formatChatActivity(activity, undefined, i18n)}
          </time>
        )}
      </span>
      {subtitle !== undefined && subtitle !== null && subtitle !== false && (
        <span className={styles.subtitle}>{subtitle}</span>
      )}
      <span className={styles.lastMessage}>
        {chat.last_message === null ? t`No messages yet` : plainMessageText(chat.last_message)}
      </span>
    </>
  );
}

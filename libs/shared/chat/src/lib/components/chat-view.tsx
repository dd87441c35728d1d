import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAtomValue } from 'jotai';
import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type UIEvent } from 'react';
import { useChatHistory } from '../hooks/use-chat-history';
import { useCurrentChat } from '../hooks/use-current-chat';
import { useSendMessage } from '../hooks/use-send-message';
import {
  assistantDraftAtom,
  assistantTypingAtom,
  COMPANY_CHAT_ERROR,
  LOAD_CHATS_ERROR,
  LOAD_HISTORY_ERROR,
  LOAD_NEWER_ERROR,
} from '../store/chat-store';
import styles from './chat.module.css';
import { MessageComposer, type VacancyOption } from './message-composer';
import { isClosedChat, sendProblem } from './send-problem';
import { MessageItem, type RenderAuthor, type RenderFooter, type RenderVacancy } from './message-item';

/** While the assistant types, the open chat is re-read this often. */
export const ASSISTANT_POLL_MS = 1000;
/** What the view says while the assistant types, and over its reply as it streams (English source). */
export const ASSISTANT_TYPING_TEXT = 'Assistant is typing…';
export const ASSISTANT_DRAFT_LABEL = 'The assistant’s reply so far';
const ASSISTANT_TYPING_MESSAGE = msg`Assistant is typing…`;
const ASSISTANT_DRAFT_MESSAGE = msg`The assistant’s reply so far`;
const CHAT_CLOSED_MESSAGE = msg`This person deleted their account: the chat takes no new messages.`;

/**
 * The store's errors in the interface language; 'Failed to send message' and 'Failed to fetch more
 * messages' are the spec's own words and stay as they are, like anything not listed.
 */
const STORE_ERROR_MESSAGES: Readonly<Record<string, MessageDescriptor>> = {
  [LOAD_HISTORY_ERROR]: msg`Failed to load chat history`,
  [LOAD_NEWER_ERROR]: msg`Failed to load new messages`,
  [LOAD_CHATS_ERROR]: msg`Failed to load chats`,
  [COMPANY_CHAT_ERROR]: msg`Failed to open the company chat`,
};

/** How close to the top (px) the history must be scrolled before older messages load. */
export const AUTO_LOAD_THRESHOLD_PX = 48;

export type ChatViewProps = {
  /** The chat to show (from the route). */
  chatId: number;
  /** Renders the vacancy a message is about (its title when the message has one); a link to `/vacancies/{id}` by default. */
  renderVacancy?: RenderVacancy;
  /** Says who wrote each message (the editors' inbox names the seeker, the company's employer or the platform). */
  renderAuthor?: RenderAuthor;
  /** Shows something under each message (the seeker's risk warnings). */
  renderFooter?: RenderFooter;
  /** Offers a vacancy selector in the composer. */
  vacancyOptions?: readonly VacancyOption[];
  /** The vacancy new messages are about; defaults to the latest message's vacancy, else none (0). */
  defaultVacancyId?: number;
  /** Called when a send moved the conversation to another chat (a template chat became the user's own). */
  onChatSwitch?: (chatId: number) => void;
  /** Heading; the chat's title by default. */
  title?: string;
  /** Shown after the heading's title (the seeker's company chats: the verified badge). */
  titleExtra?: ReactNode;
  /** A note in the composer, read as the message box's description (e.g. "Replying as the platform…"). */
  composerNote?: ReactNode;
  /** Focuses the message box when the view opens (the user came to write). */
  focusComposer?: boolean;
};

/**
 * One conversation: history with "load earlier", messages, and the composer. The chat is current
 * while the view is mounted, and closed when it unmounts.
 */
export function ChatView({
  chatId,
  renderVacancy,
  renderAuthor,
  renderFooter,
  vacancyOptions,
  defaultVacancyId,
  onChatSwitch,
  title,
  titleExtra,
  composerNote,
  focusComposer = false,
}: ChatViewProps) {
  const { i18n, t } = useLingui();
  const { chat, openChat, closeChat } = useCurrentChat();
  const { messages, hasMoreMessages, isLoadingHistory, error, loadHistory, loadMoreMessages, loadNewerMessages } =
    useChatHistory();
  const assistantTyping = useAtomValue(assistantTypingAtom);
  // The reply as it streams in (re-read with the typing poll); the stored message replaces it.
  const assistantDraft = useAtomValue(assistantDraftAtom);
  const { sendMessage, retryMessage, error: sendError } = useSendMessage();
  const scrollerRef = useRef<HTMLDivElement>(null);
  // The chat this view moved to after a send: already current, so no reload when the route follows.
  const switchedToRef = useRef<number | null>(null);
  const headingId = useId();

  useEffect(() => {
    if (switchedToRef.current === chatId) {
      switchedToRef.current = null;
      return;
    }
    openChat(chatId).catch(() => undefined);
  }, [chatId, openChat]);

  // The assistant's reply is on its way: read the chat again until it has arrived.
  useEffect(() => {
    if (!assistantTyping) return undefined;
    const timer = setInterval(() => loadNewerMessages().catch(() => undefined), ASSISTANT_POLL_MS);
    return () => clearInterval(timer);
  }, [assistantTyping, loadNewerMessages]);

  // Leaving the page leaves the chat: otherwise list reloads would keep zeroing its unread count.
  useEffect(() => closeChat, [closeChat]);

  // Keeps the reader's place when older messages are prepended, and follows new ones at the end.
  const edgesRef = useRef<{ first?: string; last?: string; height: number }>({ height: 0 });
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const previous = edgesRef.current;
    const first = messages[0]?.id;
    const last = messages[messages.length - 1]?.id;
    if (previous.last === last && previous.first !== first && previous.first !== undefined) {
      scroller.scrollTop += scroller.scrollHeight - previous.height;
    } else if (previous.last !== last) {
      scroller.scrollTop = scroller.scrollHeight;
    }
    edgesRef.current = { first, last, height: scroller.scrollHeight };
  }, [messages]);

  // A growing draft is followed when the reader is at the end of the history.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    const atEnd = edgesRef.current.height - scroller.scrollTop - scroller.clientHeight <= AUTO_LOAD_THRESHOLD_PX;
    if (atEnd) scroller.scrollTop = scroller.scrollHeight;
    edgesRef.current = { ...edgesRef.current, height: scroller.scrollHeight };
  }, [assistantDraft]);

  const handleLoadEarlier = () => {
    loadMoreMessages().catch(() => undefined);
  };

  const handleScroll = (event: UIEvent<HTMLDivElement>) => {
    if (event.currentTarget.scrollTop <= AUTO_LOAD_THRESHOLD_PX && hasMoreMessages && !isLoadingHistory) {
      handleLoadEarlier();
    }
  };

  const handleRetryHistory = () => {
    loadHistory().catch(() => undefined);
  };

  const handleSend = ({ text, vacancyId }: { text: string; vacancyId: number }) => {
    sendMessage({ text, vacancyId })
      .then(({ chatId: landedIn }) => {
        if (landedIn !== chatId) {
          switchedToRef.current = landedIn;
          onChatSwitch?.(landedIn);
        }
      })
      // A failed message stays in the list, marked, with its Retry button.
      .catch(() => undefined);
  };

  const handleRetry = (clientMessageId: string) => {
    retryMessage(clientMessageId).catch(() => undefined);
  };

  // Why the last send failed, when the API said so (a closed chat, too many messages at once).
  const problem = sendProblem(i18n, sendError);
  const closed = problem?.closed === true || isClosedChat(chat);
  const closedText = i18n._(CHAT_CLOSED_MESSAGE);
  const note = problem ? (
    <span role="alert">{problem.text}</span>
  ) : closed ? (
    <span role="status">{closedText}</span>
  ) : (
    composerNote
  );

  const latestVacancy = [...messages].reverse().find((message) => message.vacancyId)?.vacancyId ?? 0;
  const initialLoading = isLoadingHistory && messages.length === 0;
  const errorDescriptor = error ? STORE_ERROR_MESSAGES[error.message] : undefined;
  const errorText = error ? (errorDescriptor ? i18n._(errorDescriptor) : error.message) : '';

  return (
    <section className={styles.view} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title ?? chat?.title ?? t`Chat`}
        {titleExtra}
      </h2>
      <div
        ref={scrollerRef}
        className={styles.scroller}
        onScroll={handleScroll}
        // Focusable so the history can be scrolled with the keyboard.
        tabIndex={0}
        role="region"
        aria-label={t`Message history`}
      >
        {hasMoreMessages && (
          <div className={styles.loadEarlier}>
            <button
              type="button"
              className={styles.secondaryButton}
              onClick={handleLoadEarlier}
              disabled={isLoadingHistory}
            >
              {isLoadingHistory ? t`Loading…` : t`Load earlier messages`}
            </button>
          </div>
        )}
        {error && (
          <div role="alert" className={styles.error}>
            <p className={styles.state}>{errorText}.</p>
            {messages.length === 0 && (
              <button type="button" className={styles.secondaryButton} onClick={handleRetryHistory}>
                <Trans>Try again</Trans>
              </button>
            )}
          </div>
        )}
        {initialLoading && (
          <p role="status" className={styles.state}>
            <Trans>Loading messages…</Trans>
          </p>
        )}
        {!isLoadingHistory && !error && messages.length === 0 && (
          <p className={styles.state}>
            <Trans>No messages yet. Write the first one.</Trans>
          </p>
        )}
        <ol className={styles.messages} aria-live="polite" aria-relevant="additions" aria-busy={isLoadingHistory}>
          {messages.map((message) => (
            <MessageItem
              key={message.clientMessageId ?? message.id}
              message={message}
              renderVacancy={renderVacancy}
              renderAuthor={renderAuthor}
              renderFooter={renderFooter}
              onRetry={handleRetry}
            />
          ))}
        </ol>
        {assistantTyping && assistantDraft && (
          <div className={styles.draft} aria-live="polite">
            <p className={styles.visuallyHidden}>{i18n._(ASSISTANT_DRAFT_MESSAGE)}</p>
            <p className={styles.text}>{assistantDraft}</p>
          </div>
        )}
        {assistantTyping && (
          <p role="status" className={styles.state}>
            {i18n._(ASSISTANT_TYPING_MESSAGE)}
          </p>
        )}
      </div>
      <MessageComposer
        key={chatId}
        onSend={handleSend}
        vacancyOptions={vacancyOptions}
        defaultVacancyId={defaultVacancyId ?? latestVacancy}
        note={note}
        disabled={closed}
        autoFocus={focusComposer && !closed}
      />
    </section>
  );
}

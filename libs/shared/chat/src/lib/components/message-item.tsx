import type { ReactNode } from 'react';
import type { ChatMessage } from '../store/chat-message';
import styles from './chat.module.css';

export type MessageItemProps = {
  message: ChatMessage;
  renderVacancy?: (vacancyId: number) => ReactNode;
  onRetry?: (clientMessageId: string) => void;
};

const authorLine = (message: ChatMessage): string | null => {
  if (message.authorKind !== 'platform') return null;
  return message.authorName ? `Platform on behalf of ${message.authorName}` : 'Platform';
};

const defaultVacancy = (vacancyId: number) => <a href={`/vacancies/${vacancyId}`}>Vacancy #{vacancyId}</a>;

/** The assistant's `/vacancies/<id>` mentions as links; everything else stays text. */
const withVacancyLinks = (text: string): ReactNode[] =>
  text.split(/(\/vacancies\/\d{1,10})/).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part}>
        {part}
      </a>
    ) : (
      part
    ),
  );

/** One message; its text is rendered as text, never as HTML. */
export function MessageItem({ message, renderVacancy = defaultVacancy, onRetry }: MessageItemProps) {
  const author = authorLine(message);
  const failed = message.status === 'failed';
  const classes = [message.isMe ? styles.mine : styles.message, failed ? styles.failed : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-status={message.status}>
      {author && <p className={styles.author}>{author}</p>}
      <p className={styles.text}>
        <span className={styles.visuallyHidden}>{message.isMe ? 'You: ' : ''}</span>
        {message.authorKind === 'assistant' ? withVacancyLinks(message.text) : message.text}
      </p>
      {message.vacancyId !== null && message.vacancyId > 0 && (
        <p className={styles.vacancy}>About: {renderVacancy(message.vacancyId)}</p>
      )}
      <p className={styles.meta}>
        <time dateTime={message.createdAt}>{message.time}</time>
        {message.status === 'sending' && <span>Sending…</span>}
        {failed && (
          <>
            <span className={styles.failedText}>Not sent.</span>
            {message.clientMessageId && onRetry && (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onRetry(message.clientMessageId as string)}
              >
                Retry
              </button>
            )}
          </>
        )}
      </p>
    </li>
  );
}

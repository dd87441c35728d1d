import { messageParts } from '@jobs/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ChatMessage } from '../store/chat-message';
import styles from './chat.module.css';

/** Renders the vacancy a message is about, by id, with its title when the message carries one. */
export type RenderVacancy = (vacancyId: number, vacancyTitle: string | null) => ReactNode;

/** Says who wrote a message (null: no author line); an app's own wording replaces the default. */
export type RenderAuthor = (message: ChatMessage) => ReactNode;

/** What an app shows under a message (the seeker's risk warning and report action), or nothing. */
export type RenderFooter = (message: ChatMessage) => ReactNode;

export type MessageItemProps = {
  message: ChatMessage;
  renderVacancy?: RenderVacancy;
  /** Who wrote it; by default only the platform's messages name their author. */
  renderAuthor?: RenderAuthor;
  renderFooter?: RenderFooter;
  onRetry?: (clientMessageId: string) => void;
};

const authorLine = (message: ChatMessage, i18n: I18n): string | null => {
  if (message.authorKind !== 'platform') return null;
  const name = message.authorName;
  return name ? i18n._(msg`Platform on behalf of ${name}`) : i18n._(msg`Platform`);
};

function DefaultVacancy({ vacancyId, vacancyTitle }: { vacancyId: number; vacancyTitle: string | null }) {
  return <a href={`/vacancies/${vacancyId}`}>{vacancyTitle ?? <Trans>Vacancy #{vacancyId}</Trans>}</a>;
}

const defaultVacancy: RenderVacancy = (vacancyId, vacancyTitle) => (
  <DefaultVacancy vacancyId={vacancyId} vacancyTitle={vacancyTitle} />
);

/**
 * The assistant's vacancy mentions (`[title](/vacancies/12)`, or a bare `/vacancies/12`) as links;
 * only same-origin paths become links, everything else stays text (never HTML).
 */
const withVacancyLinks = (text: string): ReactNode[] =>
  messageParts(text).map((part, index) =>
    part.kind === 'link' ? (
      <a key={index} href={part.path}>
        {part.text}
      </a>
    ) : (
      part.text
    ),
  );

const hasVacancy = (message: ChatMessage): message is ChatMessage & { vacancyId: number } =>
  message.vacancyId !== null && message.vacancyId > 0;

/**
 * A status change of an application, posted by the platform between the people's messages:
 * centred and muted, not a bubble, with the vacancy it is about.
 */
function SystemMessageItem({ message, renderVacancy }: { message: ChatMessage; renderVacancy: RenderVacancy }) {
  return (
    <li className={styles.system} data-author="system">
      <p className={styles.systemText}>
        <span className={styles.visuallyHidden}>
          <Trans>Status update:</Trans>{' '}
        </span>
        {message.text}
      </p>
      <p className={styles.systemMeta}>
        {hasVacancy(message) && <>{renderVacancy(message.vacancyId, message.vacancyTitle)} · </>}
        <time dateTime={message.createdAt}>{message.time}</time>
      </p>
    </li>
  );
}

/** One message; its text is rendered as text, never as HTML. */
export function MessageItem({
  message,
  renderVacancy = defaultVacancy,
  renderAuthor,
  renderFooter,
  onRetry,
}: MessageItemProps) {
  const { i18n, t } = useLingui();
  if (message.authorKind === 'system') return <SystemMessageItem message={message} renderVacancy={renderVacancy} />;
  const author = renderAuthor ? renderAuthor(message) : authorLine(message, i18n);
  const failed = message.status === 'failed';
  const classes = [message.isMe ? styles.mine : styles.message, failed ? styles.failed : ''].filter(Boolean).join(' ');
  return (
    <li className={classes} data-status={message.status}>
      {author && <p className={styles.author}>{author}</p>}
      <p className={styles.text}>
        <span className={styles.visuallyHidden}>{message.isMe ? `${t`You:`} ` : ''}</span>
        {message.authorKind === 'assistant' ? withVacancyLinks(message.text) : message.text}
      </p>
      {hasVacancy(message) && (
        <p className={styles.vacancy}>
          <Trans>About:</Trans> {renderVacancy(message.vacancyId, message.vacancyTitle)}
        </p>
      )}
      <p className={styles.meta}>
        <time dateTime={message.createdAt}>{message.time}</time>
        {message.status === 'sending' && (
          <span>
            <Trans>Sending…</Trans>
          </span>
        )}
        {failed && (
          <>
            <span className={styles.failedText}>
              <Trans>Not sent.</Trans>
            </span>
            {message.clientMessageId && onRetry && (
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onRetry(message.clientMessageId as string)}
              >
                <Trans>Retry</Trans>
              </button>
            )}
          </>
        )}
      </p>
      {renderFooter?.(message)}
    </li>
  );
}

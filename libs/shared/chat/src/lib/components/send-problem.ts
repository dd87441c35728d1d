import { DELETED_USER_NAMES, type Chat } from '@jobs/contracts';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { fieldErrorText } from '@jobs/ui';

/** What a failed send's cause carries (an ApiError of @jobs/api-client, read by shape). */
type Failure = {
  code?: string;
  retryAfterMs?: number;
  details?: ReadonlyArray<{ field: string; code?: string; message: string }>;
};

const failureOf = (error: Error | null): Failure | undefined => {
  const cause = error && 'cause' in error ? error.cause : undefined;
  return typeof cause === 'object' && cause !== null ? (cause as Failure) : undefined;
};

/** A company chat whose seeker deleted the account (the API titles it so): it takes no new message. */
export const isClosedChat = (chat: Pick<Chat, 'title' | 'company_id'> | null | undefined): boolean =>
  Boolean(chat && chat.company_id !== null && Object.values<string>(DELETED_USER_NAMES).includes(chat.title));

export type SendProblem = { text: string; closed: boolean };

/**
 * What the composer says about the last failed send, when the API said why: the chat is closed
 * (409 `chat_closed`: the other person deleted their account), or the sender is going too fast
 * (429 with Retry-After: when to send again). Undefined for other failures (the message's own
 * Retry button covers them).
 */
export const sendProblem = (i18n: I18n, error: Error | null): SendProblem | undefined => {
  const failure = failureOf(error);
  if (!failure) return undefined;
  const closed = failure.details?.find((detail) => detail.code === 'chat_closed');
  if (closed)
    return { text: fieldErrorText(i18n, { code: 'chat_closed', message: closed.message }) ?? '', closed: true };
  if (failure.code === 'RATE_LIMITED') {
    const seconds = Math.max(1, Math.ceil((failure.retryAfterMs ?? 60_000) / 1000));
    return {
      text: i18n._(
        msg`You are sending messages too fast. Wait ${seconds} s and send the message again with its Retry button.`,
      ),
      closed: false,
    };
  }
  return undefined;
};

import { useAtomValue, useSetAtom } from 'jotai';
import {
  retryMessageAtom,
  sendErrorAtom,
  sendMessageAtom,
  type SendMessageInput,
  type SendMessageResult,
} from '../store/chat-store';

export type UseSendMessageResult = {
  /** Optimistic send to the open chat; rejects with 'Failed to send message' (the message stays, 'failed'). */
  sendMessage: (input: SendMessageInput) => Promise<SendMessageResult>;
  /** Resends a failed message with its original client_message_id. */
  retryMessage: (clientMessageId: string) => Promise<SendMessageResult>;
  /** The last send failure, cleared by the next successful send. */
  error: Error | null;
};

export const useSendMessage = (): UseSendMessageResult => ({
  sendMessage: useSetAtom(sendMessageAtom),
  retryMessage: useSetAtom(retryMessageAtom),
  error: useAtomValue(sendErrorAtom),
});

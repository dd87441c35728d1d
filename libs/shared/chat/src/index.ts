export {
  formatMessageTime,
  toChatMessage,
  createClientMessageId,
  type ChatMessage,
  type MessageStatus,
} from './lib/store/chat-message';
export type { ChatRoutes, ChatListQuery } from './lib/store/chat-routes';
export {
  createChatStore,
  SEND_MESSAGE_ERROR,
  FETCH_MORE_ERROR,
  LOAD_HISTORY_ERROR,
  LOAD_NEWER_ERROR,
  LOAD_CHATS_ERROR,
  COMPANY_CHAT_ERROR,
  LIVE_NOTE_WINDOW_MS,
  type ChatStore,
  type LiveMessageData,
  type CreateChatStoreOptions,
  type SendMessageInput,
  type SendMessageResult,
} from './lib/store/chat-store';
export { TEMPORARY_COMPANY_CHAT_KEY, clearTemporaryCompanyChat } from './lib/store/temporary-company-chat-key';
export { ChatStoreProvider, type ChatStoreProviderProps } from './lib/store/chat-store-provider';
export { useChats, type UseChatsResult } from './lib/hooks/use-chats';
export { useChatLiveEvents } from './lib/hooks/use-chat-live-events';
export { useChatSync, type ChatSync, type ChatSyncOptions } from './lib/hooks/use-chat-sync';
export { useUnreadCount } from './lib/hooks/use-unread-count';
export { useCurrentChat, type UseCurrentChatResult } from './lib/hooks/use-current-chat';
export { useChatHistory, type UseChatHistoryResult } from './lib/hooks/use-chat-history';
export { useSendMessage, type UseSendMessageResult } from './lib/hooks/use-send-message';
export { useCompanyChat, type UseCompanyChatResult } from './lib/hooks/use-company-chat';
export { ChatList, type ChatListProps, type ChatLinkRenderProps } from './lib/components/chat-list';
export { compareUnansweredFirst } from './lib/components/compare-unanswered-first';
export { formatChatActivity } from './lib/components/format-chat-activity';
export { ChatView, AUTO_LOAD_THRESHOLD_PX, type ChatViewProps } from './lib/components/chat-view';
export {
  MessageItem,
  type MessageItemProps,
  type RenderAuthor,
  type RenderFooter,
  type RenderVacancy,
} from './lib/components/message-item';
export { MessageComposer, type MessageComposerProps, type VacancyOption } from './lib/components/message-composer';

// Interview scheduling (issue 26): the cards, the propose dialog and the week of both apps.
export { InterviewCard, type InterviewCardProps } from './lib/interviews/interview-card';
export { InterviewWeek, type InterviewWeekProps } from './lib/interviews/interview-week';
export { ProposeInterviewDialog, type ProposeInterviewDialogProps } from './lib/interviews/propose-interview-dialog';
export { isoToZonedLocal, zonedDayMinutes, zonedLocalToIso, zonedWeek } from './lib/interviews/interview-time';

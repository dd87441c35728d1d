/** The query parameter that preselects the vacancy new messages are about (`/chat/7?vacancy=42`). */
export const VACANCY_PARAM = 'vacancy';

/** `/chat/{id}`, with the vacancy to preselect in the composer when given. */
export const chatPath = (chatId: number, vacancyId?: number): string =>
  vacancyId ? `/chat/${chatId}?${new URLSearchParams({ [VACANCY_PARAM]: String(vacancyId) })}` : `/chat/${chatId}`;

export const chatHref = (chat: { id: number }): string => chatPath(chat.id);

/** What a navigation to a chat page may carry: `focusComposer` puts the focus in the message box. */
export type ChatPageState = { focusComposer?: boolean };

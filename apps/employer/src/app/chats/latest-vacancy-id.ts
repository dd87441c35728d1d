import type { ChatMessage } from '@jobs/chat';

/** The vacancy of the latest message that names one (what a reply is about by default), else 0. */
export const latestVacancyId = (messages: readonly ChatMessage[]): number => {
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const vacancyId = messages[index].vacancyId;
    if (vacancyId !== null && vacancyId > 0) return vacancyId;
  }
  return 0;
};

import type { Chat } from '@jobs/contracts';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { openCompanyChatAtom, temporaryCompanyChatAtom } from '../store/chat-store';

export type UseCompanyChatResult = {
  /** The temporary company chat kept in local storage, if any. */
  temporaryChat: Chat | null;
  /** Opens (or creates) the seeker's chat with a company; null on failure (logged). */
  openCompanyChat: (companyId: number, vacancyId?: number) => Promise<Chat | null>;
};

export const useCompanyChat = (): UseCompanyChatResult => {
  const open = useSetAtom(openCompanyChatAtom);
  const openCompanyChat = useCallback(
    (companyId: number, vacancyId?: number) => open({ companyId, vacancyId }),
    [open],
  );
  return { temporaryChat: useAtomValue(temporaryCompanyChatAtom), openCompanyChat };
};

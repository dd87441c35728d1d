import type { UseCompanyChatResult } from '@jobs/chat';
import { createContext, useContext } from 'react';

/*
 * What the signed-in frame (its own chunk, with the chat store) gives the pages and the header, so
 * neither imports the chat store: a signed-out visit, which has no frame, loads none of it.
 */

/** The unread total for the header's "Chats" badge; 0 signed out. */
export const UnreadCountContext = createContext(0);

export const useUnreadBadgeCount = (): number => useContext(UnreadCountContext);

/** Opens (or creates) the seeker's chat with a company; null signed out (there is no chat to open). */
export const CompanyChatOpenerContext = createContext<UseCompanyChatResult['openCompanyChat'] | null>(null);

export const useCompanyChatOpener = () => useContext(CompanyChatOpenerContext);

/** Who is signed in (from the frame's `GET /users/default/me`), for the header; null signed out or loading. */
export const SignedInUserContext = createContext<{ name: string; email: string } | null>(null);

export const useSignedInUser = () => useContext(SignedInUserContext);

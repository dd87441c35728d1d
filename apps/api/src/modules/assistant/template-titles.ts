import type { Chat, Locale } from '@jobs/contracts';
import type { AssistantRepository } from './assistant.repository';

/** How long the titles are kept between editors' edits (an edit through the API forgets them at once). */
const TITLES_TTL_MS = 60_000;

export type TemplateTitles = {
  /**
   * A seeker's chats with the assistant's titles in `locale`: the template chats and the chats
   * started from them carry the template's title in that language (stored chats keep the language
   * they were created in).
   */
  localize: (list: Chat[], locale: Locale) => Promise<Chat[]>;
  /** Drops the kept titles (after an editor's edit). */
  forget: () => void;
};

export const createTemplateTitles = (repo: AssistantRepository): TemplateTitles => {
  let kept: { byChat: Map<number, Record<Locale, string>>; at: number } | undefined;
  const titles = async (): Promise<Map<number, Record<Locale, string>>> => {
    if (kept && Date.now() - kept.at < TITLES_TTL_MS) return kept.byChat;
    const byChat = new Map<number, Record<Locale, string>>();
    for (const { chatId, texts } of await repo.templates()) {
      if (texts) byChat.set(chatId, { ru: texts.titleRu, en: texts.titleEn });
    }
    kept = { byChat, at: Date.now() };
    return byChat;
  };
  return {
    localize: async (list, locale) => {
      if (!list.some((chat) => chat.is_template || chat.template_id !== null)) return list;
      const byChat = await titles();
      return list.map((chat) => {
        const own = byChat.get(chat.is_template ? chat.id : (chat.template_id ?? -1));
        return own ? { ...chat, title: own[locale] } : chat;
      });
    },
    forget: () => {
      kept = undefined;
    },
  };
};

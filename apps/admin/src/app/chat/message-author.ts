import type { ChatMessage } from '@jobs/chat';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type MessageParties = {
  /** The seeker of the chat (from its title); empty when unknown. */
  seeker: string;
  /** The company of the chat; null for a platform-services chat or while unknown. */
  company: string | null;
};

/**
 * Who wrote a message, as the editors' inbox says it: the seeker, which of the company's employers,
 * the platform (an editor, on the company's behalf) or the assistant; status notes say none.
 */
export const messageAuthor = (message: ChatMessage, { seeker, company }: MessageParties, i18n: I18n): string | null => {
  const name = message.authorName;
  switch (message.authorKind) {
    case 'seeker':
      return seeker ? i18n._(msg`${seeker}, seeker`) : i18n._(msg`Seeker`);
    case 'company':
      if (name && company && name !== company) return i18n._(msg`${name}, employer at ${company}`);
      if (company) return i18n._(msg`Employer at ${company}`);
      return name ? i18n._(msg`${name}, employer`) : i18n._(msg`Employer`);
    case 'platform':
      return name ? i18n._(msg`Platform on behalf of ${name}`) : i18n._(msg`Platform`);
    case 'assistant':
      return i18n._(msg`Assistant`);
    default:
      return null;
  }
};

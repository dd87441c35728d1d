import type { Chat } from '@jobs/contracts';
import { useLingui } from '@lingui/react/macro';
import { chatCompanyName, companyLabel } from './chat-filters';
import styles from './chat-pages.module.css';

export type ReplyAsNoteProps = {
  /** The open chat; null while the list has not shown it. */
  chat: Chat | null;
  /** The company from the URL, while the chat itself is not known yet. */
  companyId: number | null;
};

/** Says next to the composer who an editor's reply comes from: the platform, on the company's behalf. */
export function ReplyAsNote({ chat, companyId }: ReplyAsNoteProps) {
  const { t, i18n } = useLingui();
  const company = chat ? chatCompanyName(chat, i18n) : companyId === null ? null : companyLabel(companyId, i18n);
  return (
    <p className={styles.replyAs} role="note">
      {company === null
        ? t`Replying as the platform team.`
        : t`Replying as the platform on behalf of ${company}. The candidate sees the reply as “Platform on behalf of ${company}”.`}
    </p>
  );
}

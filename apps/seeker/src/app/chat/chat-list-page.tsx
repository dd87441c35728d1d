import { ChatList } from '@jobs/chat';
import { NoIndex, PageTitle } from '@jobs/ui';
import { useLingui } from '@lingui/react/macro';
import { SignInPrompt } from '../session/sign-in-prompt';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { renderChatListLink } from './chat-list-link';
import { chatHref } from './chat-paths';
import styles from './chat-pages.module.css';

/** `/chat` (spec §2, no indexing): every chat of the seeker, companies and the assistant alike. */
export function ChatListPage() {
  const signedIn = useIsSignedIn();
  const { t } = useLingui();
  return (
    <>
      <NoIndex />
      <PageTitle title={t`Chats`} description={t`Your conversations with companies and with the AI assistant.`} />
      {signedIn ? (
        <div className={styles.listOnly}>
          <ChatList title={t`All chats`} getChatHref={chatHref} renderLink={renderChatListLink} />
        </div>
      ) : (
        <SignInPrompt
          title={t`Sign in to see your chats`}
          text={t`Your conversations with companies and the AI assistant are kept in your account.`}
        />
      )}
    </>
  );
}

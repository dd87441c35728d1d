import { ChatList } from '@jobs/chat';
import { NoIndex, PageTitle } from '@jobs/ui';
import { SignInPrompt } from '../session/sign-in-prompt';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { renderChatListLink } from './chat-list-link';
import { chatHref } from './chat-paths';
import styles from './chat-pages.module.css';

/** `/chat` (spec §2, no indexing): every chat of the seeker, companies and the assistant alike. */
export function ChatListPage() {
  const signedIn = useIsSignedIn();
  return (
    <>
      <NoIndex />
      <PageTitle title="Chats" description="Your conversations with companies and with the AI assistant." />
      {signedIn ? (
        <div className={styles.listOnly}>
          <ChatList title="All chats" getChatHref={chatHref} renderLink={renderChatListLink} />
        </div>
      ) : (
        <SignInPrompt
          title="Sign in to see your chats"
          text="Your conversations with companies and the AI assistant are kept in your account."
        />
      )}
    </>
  );
}

import { useChats } from '@jobs/chat';
import { Button, ButtonLink, Card, Loader } from '@jobs/ui';
import { CHATS_PATH } from '../chats/chat-paths';
import styles from './dashboard-page.module.css';

const awaitingLine = (count: number): string => {
  if (count === 0) return 'No candidate is waiting for your reply.';
  return count === 1 ? '1 candidate is waiting for your reply.' : `${count} candidates are waiting for your reply.`;
};

const unreadLine = (count: number): string => (count === 1 ? '1 unread message' : `${count} unread messages`);

/** The dashboard's "Candidate chats" block: how many chats wait for an answer, and the way in. */
export function CandidateChatsCard() {
  // The signed-in shell loads the list; this block only reads it.
  const { chats, isLoadingChats, error, unreadCount, reload } = useChats();
  const unanswered = chats.filter((chat) => chat.unanswered).length;

  const handleRetry = () => {
    reload().catch(() => undefined);
  };

  return (
    <Card aria-labelledby="candidate-chats-title">
      <h2 id="candidate-chats-title" className={styles.sectionTitle}>
        Candidate chats
      </h2>
      {error && chats.length === 0 ? (
        <div role="alert">
          <p className={styles.errorText}>Could not load the candidate chats.</p>
          <Button variant="secondary" onClick={handleRetry}>
            Try again
          </Button>
        </div>
      ) : isLoadingChats && chats.length === 0 ? (
        <Loader label="Loading candidate chats…" />
      ) : (
        <>
          <p className={styles.countLine}>
            <strong className={styles.count}>{unanswered}</strong>{' '}
            {unanswered === 1 ? 'unanswered chat' : 'unanswered chats'}
            {unreadCount > 0 && <span className={styles.text}> · {unreadLine(unreadCount)}</span>}
          </p>
          <p className={styles.text}>
            {chats.length === 0 ? 'No candidate has written to your company yet.' : awaitingLine(unanswered)}
          </p>
          <p className={styles.actions}>
            <ButtonLink to={CHATS_PATH} variant={unanswered > 0 ? 'primary' : 'secondary'}>
              Open candidate chats
            </ButtonLink>
          </p>
        </>
      )}
    </Card>
  );
}

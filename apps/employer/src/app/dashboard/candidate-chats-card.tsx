import { useChats } from '@jobs/chat';
import { Button, ButtonLink, Card, Loader } from '@jobs/ui';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CHATS_PATH } from '../chats/chat-paths';
import styles from './dashboard-page.module.css';

/** The dashboard's "Candidate chats" block: how many chats wait for an answer, and the way in. */
export function CandidateChatsCard() {
  // The signed-in shell loads the list; this block only reads it.
  const { chats, isLoadingChats, error, unreadCount, reload } = useChats();
  const { t, i18n } = useLingui();
  const unanswered = chats.filter((chat) => chat.unanswered).length;

  const handleRetry = () => {
    reload().catch(() => undefined);
  };

  return (
    <Card aria-labelledby="candidate-chats-title">
      <h2 id="candidate-chats-title" className={styles.sectionTitle}>
        <Trans>Candidate chats</Trans>
      </h2>
      {error && chats.length === 0 ? (
        <div role="alert">
          <p className={styles.errorText}>
            <Trans>Could not load the candidate chats.</Trans>
          </p>
          <Button variant="secondary" onClick={handleRetry}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : isLoadingChats && chats.length === 0 ? (
        <Loader label={t`Loading candidate chats…`} />
      ) : (
        <>
          <p className={styles.countLine}>
            <strong className={styles.count}>{i18n.number(unanswered)}</strong>{' '}
            <Plural value={unanswered} one="unanswered chat" other="unanswered chats" />
            {unreadCount > 0 && (
              <span className={styles.text}>
                {' · '}
                <Plural value={unreadCount} one="# unread message" other="# unread messages" />
              </span>
            )}
          </p>
          <p className={styles.text}>
            {chats.length === 0 ? (
              <Trans>No candidate has written to your company yet.</Trans>
            ) : unanswered === 0 ? (
              <Trans>No candidate is waiting for your reply.</Trans>
            ) : (
              <Plural
                value={unanswered}
                one="# candidate is waiting for your reply."
                other="# candidates are waiting for your reply."
              />
            )}
          </p>
          <p className={styles.actions}>
            <ButtonLink to={CHATS_PATH} variant={unanswered > 0 ? 'primary' : 'secondary'}>
              <Trans>Open candidate chats</Trans>
            </ButtonLink>
          </p>
        </>
      )}
    </Card>
  );
}

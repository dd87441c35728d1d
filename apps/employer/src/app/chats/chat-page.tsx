import { ChatView, useChatHistory, useCurrentChat, type RenderVacancy } from '@jobs/chat';
import { ButtonLink, NoIndex, PageTitle } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { vacancyPath } from '../vacancies/vacancy-queries';
import { CandidateChatList } from './candidate-chat-list';
import { chatPath, CHATS_PATH, parseChatId } from './chat-paths';
import styles from './chats-page.module.css';
import { latestVacancyId } from './latest-vacancy-id';

function VacancyLabel({ vacancyId, vacancyTitle }: { vacancyId: number; vacancyTitle: string | null }) {
  return <Link to={vacancyPath(vacancyId)}>{vacancyTitle ?? <Trans>Vacancy #{vacancyId}</Trans>}</Link>;
}

const renderVacancy: RenderVacancy = (vacancyId, vacancyTitle) => (
  <VacancyLabel vacancyId={vacancyId} vacancyTitle={vacancyTitle} />
);

/** `/employer/chats/:id`: one candidate's conversation with the company, and the reply box. */
export function ChatPage() {
  const { id } = useParams();
  // The route's loader has already turned a malformed id into a 404.
  const chatId = parseChatId(id) ?? 0;
  const navigate = useNavigate();
  const { t } = useLingui();
  const { chat } = useCurrentChat();
  const { messages } = useChatHistory();
  const replyVacancy = latestVacancyId(messages);
  const replyVacancyTitle =
    [...messages].reverse().find((message) => message.vacancyId === replyVacancy && message.vacancyTitle)
      ?.vacancyTitle ?? null;
  const candidate = chat?.id === chatId ? chat.title : null;

  const handleChatSwitch = (newChatId: number) => {
    navigate(chatPath(newChatId), { replace: true });
  };

  return (
    <>
      <NoIndex />
      <PageTitle
        title={candidate ?? t`Candidate chat`}
        description={candidate ? t`Candidate chat` : undefined}
        actions={
          <ButtonLink to={CHATS_PATH} variant="secondary">
            <Trans>All candidate chats</Trans>
          </ButtonLink>
        }
      />
      <div className={styles.panes}>
        <div className={styles.sideList}>
          <CandidateChatList activeChatId={chatId} autoLoad={false} />
        </div>
        <div className={styles.conversation}>
          {/* A sent reply marks the chat answered in the shared store: the list needs no reload. */}
          <ChatView
            chatId={chatId}
            title={candidate ?? t`Messages`}
            renderVacancy={renderVacancy}
            defaultVacancyId={replyVacancy}
            onChatSwitch={handleChatSwitch}
            composerNote={
              messages.length > 0
                ? replyVacancy > 0
                  ? replyVacancyTitle
                    ? t`Your reply will be about “${replyVacancyTitle}”, the vacancy of the latest message.`
                    : t`Your reply will be about Vacancy #${replyVacancy}, the vacancy of the latest message.`
                  : t`Your reply will not be about a particular vacancy.`
                : undefined
            }
          />
        </div>
      </div>
    </>
  );
}

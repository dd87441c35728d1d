import {
  ChatStoreProvider,
  ChatView,
  useChatHistory,
  useChats,
  useCurrentChat,
  type RenderAuthor,
  type RenderVacancy,
} from '@jobs/chat';
import { adminChatRoutes } from '@jobs/contracts';
import { ButtonLink, NoIndex, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  adminChatPath,
  CHAT_INBOX_PATH,
  chatCompanyName,
  chatParties,
  companyLabel,
  parseChatId,
  readChatFilters,
} from './chat-filters';
import type { InboxLinkState } from './chat-inbox-page';
import styles from './chat-pages.module.css';
import { useRefreshEditorUnread } from './editor-chat-root';
import { messageAuthor } from './message-author';
import { ReplyAsNote } from './reply-as-note';

function VacancyLink({ vacancyId, vacancyTitle }: { vacancyId: number; vacancyTitle: string | null }) {
  return <Link to={`/edit-vacancies-list/${vacancyId}`}>{vacancyTitle ?? <Trans>Vacancy #{vacancyId}</Trans>}</Link>;
}

const renderVacancy: RenderVacancy = (vacancyId, vacancyTitle) => (
  <VacancyLink vacancyId={vacancyId} vacancyTitle={vacancyTitle} />
);

const isInboxLinkState = (value: unknown): value is InboxLinkState =>
  typeof value === 'object' && value !== null && typeof (value as InboxLinkState).inboxSearch === 'string';

/** `/admin/chat/:id`: one chat as the company side sees it; editors reply on the company's behalf. */
export function ChatPage() {
  const client = useApiClient();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const { companyId } = readChatFilters(searchParams);
  // The list (for the chat's title and company) is kept to the chat's company when the link says which.
  const listQuery = useMemo(() => (companyId === null ? undefined : { company_id: companyId }), [companyId]);
  return (
    <ChatStoreProvider client={client} routes={adminChatRoutes} listQuery={listQuery}>
      <AdminChat chatId={parseChatId(id) ?? 0} companyId={companyId} />
    </ChatStoreProvider>
  );
}

function AdminChat({ chatId, companyId }: { chatId: number; companyId: number | null }) {
  const navigate = useNavigate();
  const { state } = useLocation();
  const { chat: current } = useCurrentChat();
  const { reload } = useChats();
  const { t, i18n } = useLingui();
  const chat = current?.id === chatId ? current : null;
  const company = chat ? chat.company_id : companyId;
  const seeker = chat ? chatParties(chat.title).seeker : null;
  const companyName = chat ? chatCompanyName(chat, i18n) : companyId === null ? null : companyLabel(companyId, i18n);
  const subject =
    chat && chat.company_id === null ? (chatParties(chat.title).party ?? t`Platform services`) : companyName;
  const inboxSearch = isInboxLinkState(state) ? state.inboxSearch : '';
  const parties = { seeker: seeker ?? '', company: chat && chat.company_id === null ? null : companyName };
  const renderAuthor: RenderAuthor = (message) => messageAuthor(message, parties, i18n);

  useEffect(() => {
    reload().catch(() => undefined);
  }, [reload]);

  // Reading the chat's latest page marks it read: the header's unread total follows once it is loaded.
  const { isLoadingHistory } = useChatHistory();
  const refreshUnread = useRefreshEditorUnread();
  const read = chat !== null && !isLoadingHistory;
  useEffect(() => {
    if (read) refreshUnread();
  }, [read, chatId, refreshUnread]);

  const handleChatSwitch = (newChatId: number) => {
    navigate(adminChatPath(newChatId, company), { replace: true });
  };

  return (
    <>
      <NoIndex />
      <PageTitle
        title={seeker || t`Chat #${chatId}`}
        description={subject ?? undefined}
        actions={
          <ButtonLink to={inboxSearch ? `${CHAT_INBOX_PATH}?${inboxSearch}` : CHAT_INBOX_PATH} variant="secondary">
            <Trans>All chats</Trans>
          </ButtonLink>
        }
      />
      <div className={styles.conversation}>
        <ChatView
          chatId={chatId}
          title={t`Messages`}
          renderVacancy={renderVacancy}
          renderAuthor={renderAuthor}
          onChatSwitch={handleChatSwitch}
          composerNote={<ReplyAsNote chat={chat} companyId={companyId} />}
        />
      </div>
    </>
  );
}

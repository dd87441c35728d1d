import { isApiError } from '@jobs/api-client';
import { ChatList, ChatView, useChatHistory, useCurrentChat, type RenderFooter, type RenderVacancy } from '@jobs/chat';
import { Card, NoIndex, VerifiedBadge } from '@jobs/ui';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';
import { Link, useLoaderData, useLocation, useNavigate, useSearchParams } from 'react-router';
import { parseRouteId, type requireRouteId } from '../route-id';
import { SignInPrompt } from '../session/sign-in-prompt';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { renderChatListLink } from './chat-list-link';
import { chatHref, VACANCY_PARAM, type ChatPageState } from './chat-paths';
import { ReportButton } from '../reports/report-button';
import { RiskWarning } from '../reports/risk-warning';
import styles from './chat-pages.module.css';
import { useVacancyOptions } from './use-vacancy-options';
import { VacancyLink } from './vacancy-link';

/** `/chat/:id` (spec §2, no indexing): the chat list beside one conversation. */
export function ChatPage() {
  const chatId = useLoaderData<typeof requireRouteId>();
  const signedIn = useIsSignedIn();
  const { t } = useLingui();
  return (
    <>
      <NoIndex />
      {signedIn ? (
        <ChatWorkspace chatId={chatId} />
      ) : (
        <>
          <title>{t`Chat · Jobs`}</title>
          <h1>
            <Trans>Chat</Trans>
          </h1>
          <SignInPrompt title={t`Sign in to read this chat`} text={t`Chats belong to your account.`} />
        </>
      )}
    </>
  );
}

const renderVacancy: RenderVacancy = (vacancyId, title) => <VacancyLink vacancyId={vacancyId} title={title} />;

/**
 * Under a company's message: a calm warning with a one-click report when it looks like a scam,
 * else a quiet «Пожаловаться» (issue 27).
 */
const renderFooter: RenderFooter = (message) => {
  if (message.isMe || message.authorKind !== 'company' || !/^\d+$/.test(message.id)) return null;
  const target = { kind: 'message', id: Number(message.id) } as const;
  const name = message.text.length > 60 ? `${message.text.slice(0, 60)}…` : message.text;
  return message.risk ? (
    <RiskWarning risk={message.risk} target={target} name={name} />
  ) : (
    <div className={styles.messageReport}>
      <ReportButton target={target} name={name} />
    </div>
  );
};

const unique = (ids: number[]): number[] => [...new Set(ids)];

function ChatWorkspace({ chatId }: { chatId: number }) {
  const navigate = useNavigate();
  const { search, state } = useLocation();
  const focusComposer = (state as ChatPageState | null)?.focusComposer === true;
  const [searchParams] = useSearchParams();
  const { chatId: currentChatId, chat } = useCurrentChat();
  const { messages, error } = useChatHistory();
  const { t } = useLingui();

  // A vacancy chosen on the vacancy page ("Write to the company"), offered with those the chat is about.
  const preselected = parseRouteId(searchParams.get(VACANCY_PARAM) ?? undefined);
  const vacancyIds = preselected
    ? unique([preselected, ...messages.flatMap((message) => (message.vacancyId ? [message.vacancyId] : []))])
    : [];
  const vacancyOptions = useVacancyOptions(vacancyIds);

  const handleChatSwitch = useCallback(
    // A template chat became the seeker's own: the address follows, without a history entry for the template.
    (newChatId: number) => navigate({ pathname: chatHref({ id: newChatId }), search }, { replace: true }),
    [navigate, search],
  );

  // The API answers 404 for a chat that is missing or not the seeker's (it does not tell which).
  const notFound = currentChatId === chatId && isApiError(error?.cause) && error.cause.status === 404;
  // Remembered for this address: showing the notice unmounts the view, which closes the chat and its error.
  const [missingId, setMissingId] = useState<number | null>(null);
  if (notFound && missingId !== chatId) setMissingId(chatId);
  const missing = notFound || missingId === chatId;
  const title = missing ? t`Chat not found` : (chat?.title ?? t`Chat`);

  return (
    <>
      <title>{t`${title} · Chats · Jobs`}</title>
      <h1 className="ui-visually-hidden">
        <Trans>Chats</Trans>
      </h1>
      <p className={styles.back}>
        <Link to="/chat">
          <Trans>← All chats</Trans>
        </Link>
      </p>
      <div className={styles.workspace}>
        <div className={styles.aside}>
          <ChatList title={t`All chats`} getChatHref={chatHref} renderLink={renderChatListLink} activeChatId={chatId} />
        </div>
        {missing ? (
          <Card aria-labelledby="chat-missing-title">
            <h2 id="chat-missing-title">
              <Trans>Chat not found</Trans>
            </h2>
            <p>
              <Trans>This chat does not exist or is not yours.</Trans>
            </p>
            <p>
              <Link to="/chat">
                <Trans>See all your chats</Trans>
              </Link>
            </p>
          </Card>
        ) : (
          <ChatView
            chatId={chatId}
            renderVacancy={renderVacancy}
            renderFooter={renderFooter}
            vacancyOptions={preselected ? vacancyOptions : undefined}
            defaultVacancyId={preselected ?? undefined}
            onChatSwitch={handleChatSwitch}
            focusComposer={focusComposer}
            titleExtra={<VerifiedBadge verified={chat?.company_verified} />}
          />
        )}
      </div>
    </>
  );
}

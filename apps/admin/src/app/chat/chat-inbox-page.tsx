import { ChatList, ChatStoreProvider, useChats, type ChatLinkRenderProps } from '@jobs/chat';
import { adminChatRoutes, type Chat } from '@jobs/contracts';
import { NoIndex, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  adminChatPath,
  chatCompanyName,
  chatFiltersSearch,
  chatParties,
  companyLabel,
  readChatFilters,
  toChatListQuery,
  type ChatFilters,
} from './chat-filters';
import styles from './chat-pages.module.css';

/** Where a chat link leads back to: the inbox with the same filters. */
export type InboxLinkState = { inboxSearch: string };

const emptyText = ({ unanswered, companyId }: ChatFilters) => {
  if (unanswered && companyId !== null) return msg`This company has no unanswered chats.`;
  if (unanswered) return msg`No unanswered chats: every company has replied.`;
  if (companyId !== null) return msg`This company has no chats yet.`;
  return msg`No chats yet.`;
};

const adminChatHref = (chat: Chat) => adminChatPath(chat.id, chat.company_id);

/** The list's second line: the company a chat belongs to, or the subject of a platform-services chat. */
function ChatParty({ chat }: { chat: Chat }) {
  const { i18n } = useLingui();
  if (chat.company_id !== null) return chatCompanyName(chat, i18n);
  const { party } = chatParties(chat.title);
  return (
    <span className={styles.service}>
      {party ? <Trans>Platform services · {party}</Trans> : <Trans>Platform services</Trans>}
    </span>
  );
}

const renderChatParty = (chat: Chat) => <ChatParty chat={chat} />;

const addCompanies = (known: ReadonlyMap<number, string>, chats: Chat[], i18n: I18n): ReadonlyMap<number, string> => {
  const fresh = chats.filter((chat) => chat.company_id !== null && !known.has(chat.company_id));
  if (fresh.length === 0) return known;
  const next = new Map(known);
  for (const chat of fresh)
    next.set(chat.company_id as number, chatCompanyName(chat, i18n) ?? companyLabel(chat.company_id as number, i18n));
  return next;
};

/** `/admin/chat`: every company chat and the platform-services chats, filtered through the URL. */
export function ChatInboxPage() {
  const client = useApiClient();
  const [searchParams] = useSearchParams();
  const search = chatFiltersSearch(readChatFilters(searchParams)).toString();
  const listQuery = useMemo(() => toChatListQuery(readChatFilters(new URLSearchParams(search))), [search]);
  return (
    // One store for the visit: new filters reload its list with them.
    <ChatStoreProvider client={client} routes={adminChatRoutes} listQuery={listQuery}>
      <ChatInbox />
    </ChatStoreProvider>
  );
}

function ChatInbox() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readChatFilters(searchParams);
  const search = chatFiltersSearch(filters).toString();
  const { chats } = useChats();
  const { t, i18n } = useLingui();
  const seekerName = (chat: Chat) => chatParties(chat.title).seeker || t`Seeker`;
  // Companies seen in any list this visit, by id (a filtered list alone would shrink the choice to one),
  // updated in the same render as the list.
  const [seen, setSeen] = useState<{ chats: Chat[]; companies: ReadonlyMap<number, string> }>(() => ({
    chats,
    companies: addCompanies(new Map(), chats, i18n),
  }));
  if (seen.chats !== chats) setSeen({ chats, companies: addCompanies(seen.companies, chats, i18n) });
  const { companies } = seen;
  const unansweredId = useId();
  const companyId = useId();

  const companyOptions = [...new Set([...companies.keys(), ...(filters.companyId === null ? [] : [filters.companyId])])]
    .map((id) => ({ id, name: companies.get(id) ?? companyLabel(id, i18n) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);

  const applyFilters = (next: ChatFilters) => {
    setSearchParams(chatFiltersSearch(next));
  };

  const handleUnansweredChange = (event: ChangeEvent<HTMLInputElement>) => {
    applyFilters({ ...filters, unanswered: event.target.checked });
  };

  const handleCompanyChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const value = Number(event.target.value);
    applyFilters({ ...filters, companyId: value > 0 ? value : null });
  };

  const linkState: InboxLinkState = { inboxSearch: search };
  const renderLink = ({ href, children, ...props }: ChatLinkRenderProps) => (
    <Link to={href} state={linkState} {...props}>
      {children}
    </Link>
  );

  return (
    <>
      <NoIndex />
      <PageTitle
        title={t`Chats`}
        description={t`Every company chat and the platform-services chats. Answer on a company's behalf when its staff do not.`}
      />
      <form className={styles.filters} aria-label={t`Filter chats`} onSubmit={(event) => event.preventDefault()}>
        <label className={styles.checkbox} htmlFor={unansweredId}>
          <input id={unansweredId} type="checkbox" checked={filters.unanswered} onChange={handleUnansweredChange} />
          <Trans>Unanswered only</Trans>
        </label>
        <label className={styles.field} htmlFor={companyId}>
          <Trans>Company</Trans>
          <select
            id={companyId}
            className={styles.select}
            value={filters.companyId ?? 0}
            onChange={handleCompanyChange}
          >
            <option value={0}>{t`All companies`}</option>
            {companyOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      </form>
      <ChatList
        title={filters.unanswered ? t`Unanswered chats` : t`All chats`}
        getChatHref={adminChatHref}
        renderLink={renderLink}
        getChatTitle={seekerName}
        renderSubtitle={renderChatParty}
        showUnanswered
        showActivity
        emptyText={i18n._(emptyText(filters))}
        errorText={t`Could not load the chats.`}
      />
    </>
  );
}

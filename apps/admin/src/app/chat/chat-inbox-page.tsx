import { ChatStoreProvider } from '@jobs/chat';
import { adminChatRoutes, type Chat } from '@jobs/contracts';
import { NoIndex, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { AdminChatList } from './admin-chat-list';
import {
  chatCompanyName,
  chatFiltersSearch,
  companyLabel,
  readChatFilters,
  toChatListQuery,
  type ChatFilters,
} from './chat-filters';
import styles from './chat-pages.module.css';

/** Where a chat link leads back to: the inbox with the same filters. */
export type InboxLinkState = { inboxSearch: string };

const emptyText = ({ unanswered, companyId }: ChatFilters): string => {
  if (unanswered && companyId !== null) return 'This company has no unanswered chats.';
  if (unanswered) return 'No unanswered chats: every company has replied.';
  if (companyId !== null) return 'This company has no chats yet.';
  return 'No chats yet.';
};

/** `/admin/chat`: every company chat and the platform-services chats, filtered through the URL. */
export function ChatInboxPage() {
  const client = useApiClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readChatFilters(searchParams);
  const search = chatFiltersSearch(filters).toString();
  const listQuery = useMemo(() => toChatListQuery(readChatFilters(new URLSearchParams(search))), [search]);
  // Companies seen in any list this visit, by id (a filtered list alone would shrink the choice to one).
  const [companies, setCompanies] = useState<ReadonlyMap<number, string>>(() => new Map());
  const unansweredId = useId();
  const companyId = useId();

  const companyOptions = [...new Set([...companies.keys(), ...(filters.companyId === null ? [] : [filters.companyId])])]
    .map((id) => ({ id, name: companies.get(id) ?? companyLabel(id) }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);

  const handleChatsLoaded = (chats: Chat[]) => {
    setCompanies((known) => {
      const fresh = chats.filter((chat) => chat.company_id !== null && !known.has(chat.company_id));
      if (fresh.length === 0) return known;
      const next = new Map(known);
      for (const chat of fresh)
        next.set(chat.company_id as number, chatCompanyName(chat) ?? companyLabel(chat.company_id as number));
      return next;
    });
  };

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

  return (
    <>
      <NoIndex />
      <PageTitle
        title="Chats"
        description="Every company chat and the platform-services chats. Answer on a company's behalf when its staff do not."
      />
      <form className={styles.filters} aria-label="Filter chats" onSubmit={(event) => event.preventDefault()}>
        <label className={styles.checkbox} htmlFor={unansweredId}>
          <input id={unansweredId} type="checkbox" checked={filters.unanswered} onChange={handleUnansweredChange} />
          Unanswered only
        </label>
        <label className={styles.field} htmlFor={companyId}>
          Company
          <select
            id={companyId}
            className={styles.select}
            value={filters.companyId ?? 0}
            onChange={handleCompanyChange}
          >
            <option value={0}>All companies</option>
            {companyOptions.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name}
              </option>
            ))}
          </select>
        </label>
      </form>
      {/* A fresh store per filter: the list loads once with exactly these filters. */}
      <ChatStoreProvider key={search} client={client} routes={adminChatRoutes} listQuery={listQuery}>
        <AdminChatList
          title={filters.unanswered ? 'Unanswered chats' : 'All chats'}
          emptyText={emptyText(filters)}
          onChatsLoaded={handleChatsLoaded}
          linkState={linkState}
        />
      </ChatStoreProvider>
    </>
  );
}

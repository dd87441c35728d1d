import { meQuery } from '@jobs/auth';
import { Button, ButtonLink, Card, FormError, Loader, PageTitle } from '@jobs/ui';
import { formatDateTime } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { chatPath, CHATS_PATH } from '../chats/chat-paths';
import { dashboardQuery, VACANCIES_PATH } from '../vacancies/vacancy-queries';
import { VacancyTable } from '../vacancies/vacancy-table';
import { CandidateChatsCard } from './candidate-chats-card';
import { CompanyCard } from './company-card';
import { ChatsChart } from './chats-chart';
import styles from './dashboard-page.module.css';

/** `/employer`: the company, its vacancies with their counts, new chats per day, and who waits longest. */
export function DashboardPage() {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));
  const dashboard = useQuery(dashboardQuery(apiClient));
  const data = dashboard.data;
  const waiting = data
    ? [...data.unanswered_chats].sort((a, b) => a.last_message_at.localeCompare(b.last_message_at))
    : [];

  return (
    <>
      <PageTitle
        title="Dashboard"
        description={me.data ? `Hello, ${me.data.name}!` : 'Your company on the platform at a glance.'}
        actions={<ButtonLink to={`${VACANCIES_PATH}/new`}>New vacancy</ButtonLink>}
      />
      <CompanyCard />
      {dashboard.isPending && <Loader label="Loading the dashboard…" />}
      {dashboard.isError && (
        <FormError>
          <p className={styles.errorText}>Could not load the dashboard.</p>
          <Button variant="secondary" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </FormError>
      )}
      {data && (
        <>
          <Card aria-labelledby="totals-title">
            <h2 id="totals-title" className={styles.sectionTitle}>
              At a glance
            </h2>
            <dl className={styles.totals}>
              {(
                [
                  ['Published', data.totals.published],
                  ['On review', data.totals.on_review],
                  ['Drafts', data.totals.drafts],
                  ['Views', data.totals.views],
                  ['Chats started', data.totals.chats],
                  ['Unanswered chats', data.totals.unanswered_chats],
                ] as const
              ).map(([label, value]) => (
                <div key={label} className={styles.total}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card aria-labelledby="waiting-title">
            <h2 id="waiting-title" className={styles.sectionTitle}>
              Waiting longest for your reply
            </h2>
            {waiting.length === 0 ? (
              <p className={styles.text}>No candidate is waiting for your reply.</p>
            ) : (
              <ol className={styles.waitingList}>
                {waiting.map((chat) => (
                  <li key={chat.chat_id}>
                    <Link to={chatPath(chat.chat_id)}>
                      <strong>{chat.seeker_name}</strong>
                      {chat.vacancy_title ? ` — ${chat.vacancy_title}` : ''}
                    </Link>
                    <div className={styles.text}>
                      Waiting since {formatDateTime(chat.last_message_at)}: “{chat.last_message}”
                    </div>
                  </li>
                ))}
              </ol>
            )}
            <p className={styles.actions}>
              <ButtonLink to={CHATS_PATH} variant="secondary">
                Open the chat inbox
              </ButtonLink>
            </p>
          </Card>
          <Card aria-labelledby="chart-title">
            <h2 id="chart-title" className={styles.sectionTitle}>
              New candidate chats, last 30 days
            </h2>
            <ChatsChart days={data.chats_per_day} />
          </Card>
          <Card aria-labelledby="vacancies-title">
            <h2 id="vacancies-title" className={styles.sectionTitle}>
              Vacancies
            </h2>
            {data.vacancies.length === 0 ? (
              <p className={styles.text}>
                No vacancies yet. <Link to={`${VACANCIES_PATH}/new`}>Create the first one</Link>.
              </p>
            ) : (
              <VacancyTable vacancies={data.vacancies} caption="Status and counts of each vacancy" />
            )}
          </Card>
        </>
      )}
      <CandidateChatsCard />
    </>
  );
}

import { VerifyEmailNotice } from '@jobs/auth';
import { meQuery } from '@jobs/auth';
import { ButtonLink, Card, Loader, LoadError, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { chatPath, CHATS_PATH } from '../chats/chat-paths';
import { formatDateTime } from '../format';
import { dashboardQuery, VACANCIES_PATH } from '../vacancies/vacancy-queries';
import { VacancyTable } from '../vacancies/vacancy-table';
import { CandidateChatsCard } from './candidate-chats-card';
import { CompanyCard } from './company-card';
import { ChatsChart } from './chats-chart';
import { HiringFunnelCard } from './hiring-funnel-card';
import styles from './dashboard-page.module.css';
import { TeamResponsivenessCard } from '../team/team-responsiveness-card';

const TOTALS = [
  ['published', msg({ context: 'dashboard total', message: 'Published' })],
  ['on_review', msg({ context: 'dashboard total', message: 'On review' })],
  ['drafts', msg`Drafts`],
  ['views', msg`Views`],
  ['chats', msg`Chats started`],
  ['unanswered_chats', msg`Unanswered chats`],
] as const;

/** `/employer`: the company, its vacancies with their counts, new chats per day, and who waits longest. */
export function DashboardPage() {
  const apiClient = useApiClient();
  const me = useQuery(meQuery(apiClient));
  const dashboard = useQuery(dashboardQuery(apiClient));
  const { t, i18n } = useLingui();
  const name = me.data?.name;
  const data = dashboard.data;
  const waiting = data
    ? [...data.unanswered_chats].sort((a, b) => a.last_message_at.localeCompare(b.last_message_at))
    : [];

  return (
    <>
      <PageTitle
        title={t`Dashboard`}
        description={name ? t`Hello, ${name}!` : t`Your company on the platform at a glance.`}
        actions={
          <ButtonLink to={`${VACANCIES_PATH}/new`}>
            <Trans>New vacancy</Trans>
          </ButtonLink>
        }
      />
      <VerifyEmailNotice role="employer" />
      <CompanyCard />
      {dashboard.isPending && <Loader label={t`Loading the dashboard…`} />}
      {dashboard.isError && (
        <LoadError onRetry={() => void dashboard.refetch()}>
          <Trans>Could not load the dashboard.</Trans>
        </LoadError>
      )}
      {data && (
        <>
          <Card aria-labelledby="totals-title">
            <h2 id="totals-title" className={styles.sectionTitle}>
              <Trans>At a glance</Trans>
            </h2>
            <dl className={styles.totals}>
              {TOTALS.map(([key, label]) => (
                <div key={key} className={styles.total}>
                  <dt>{i18n._(label)}</dt>
                  <dd>{i18n.number(data.totals[key])}</dd>
                </div>
              ))}
            </dl>
          </Card>
          {data.funnel && <HiringFunnelCard counts={data.funnel} responsiveness={data.responsiveness} />}
          <TeamResponsivenessCard />
          <Card aria-labelledby="waiting-title">
            <h2 id="waiting-title" className={styles.sectionTitle}>
              <Trans>Waiting longest for your reply</Trans>
            </h2>
            {waiting.length === 0 ? (
              <p className={styles.text}>
                <Trans>No candidate is waiting for your reply.</Trans>
              </p>
            ) : (
              <ol className={styles.waitingList}>
                {waiting.map((chat) => {
                  const since = formatDateTime(i18n, chat.last_message_at);
                  const lastMessage = chat.last_message;
                  return (
                    <li key={chat.chat_id}>
                      <Link to={chatPath(chat.chat_id)}>
                        <strong>{chat.seeker_name}</strong>
                        {chat.vacancy_title ? ` — ${chat.vacancy_title}` : ''}
                      </Link>
                      <div className={styles.text}>{t`Waiting since ${since}: “${lastMessage}”`}</div>
                    </li>
                  );
                })}
              </ol>
            )}
            <p className={styles.actions}>
              <ButtonLink to={CHATS_PATH} variant="secondary">
                <Trans>Open the chat inbox</Trans>
              </ButtonLink>
            </p>
          </Card>
          <Card aria-labelledby="chart-title">
            <h2 id="chart-title" className={styles.sectionTitle}>
              <Trans>New candidate chats, last 30 days</Trans>
            </h2>
            <ChatsChart days={data.chats_per_day} />
          </Card>
          <Card aria-labelledby="vacancies-title">
            <h2 id="vacancies-title" className={styles.sectionTitle}>
              <Trans>Vacancies</Trans>
            </h2>
            {data.vacancies.length === 0 ? (
              <p className={styles.text}>
                <Trans>
                  No vacancies yet. <Link to={`${VACANCIES_PATH}/new`}>Create the first one</Link>.
                </Trans>
              </p>
            ) : (
              <VacancyTable vacancies={data.vacancies} caption={t`Status and counts of each vacancy`} />
            )}
          </Card>
        </>
      )}
      <CandidateChatsCard />
    </>
  );
}

import { useApiClient } from '@jobs/web-platform';
import { assistantRoutes } from '@jobs/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, ButtonLink, FormError, Loader, PageTitle } from '@jobs/ui';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { chatPath } from '../chat/chat-paths';
import { useUiLocale } from '../i18n/ui-locale';
import { LISTS_STALE_MS } from '../search/search-queries';
import styles from '../services/services.module.css';
import { SignInPrompt } from '../session/sign-in-prompt';
import { useIsSignedIn } from '../session/use-is-signed-in';

const FIND_JOB = msg`Tell the assistant what you are looking for: it answers with matching vacancies.`;
const IMPROVE_RESUME = msg`The assistant reads your résumé and suggests what to improve.`;
const PREPARE_INTERVIEW = msg`Practise the usual questions for your position with the assistant.`;

/** What each assistant template is for, by its title in either language. */
const TEMPLATE_HINTS: Record<string, MessageDescriptor> = {
  'Найти работу': FIND_JOB,
  'Find me a job': FIND_JOB,
  'Улучшить резюме': IMPROVE_RESUME,
  'Improve my resume': IMPROVE_RESUME,
  'Подготовиться к собеседованию': PREPARE_INTERVIEW,
  'Prepare for an interview': PREPARE_INTERVIEW,
};

function TemplateList() {
  const apiClient = useApiClient();
  const locale = useUiLocale();
  // The template chats with their titles in the interface language (the API reads Accept-Language).
  const query = useQuery({
    queryKey: ['assistant-templates', locale],
    queryFn: ({ signal }) => apiClient.call(assistantRoutes.templates, undefined, { signal }),
    staleTime: LISTS_STALE_MS,
  });
  const { t, i18n } = useLingui();
  const templates = query.data ?? [];
  if (query.isPending) return <Loader label={t`Loading assistant chats…`} />;
  if (templates.length === 0 && query.isError) {
    return (
      <FormError>
        <p>
          <Trans>Could not load the assistant chats.</Trans>
        </p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </FormError>
    );
  }
  if (templates.length === 0) {
    return (
      <p>
        <Trans>No assistant chats are available right now.</Trans>
      </p>
    );
  }
  return (
    <ul className={styles.list} aria-label={t`Assistant chats`}>
      {templates.map((template) => {
        const headingId = `template-${template.id}`;
        const hint = TEMPLATE_HINTS[template.title];
        const title = template.title;
        return (
          <li key={template.id}>
            <article className={styles.card} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.title}>
                {template.title}
              </h2>
              <p className={styles.text}>{hint ? i18n._(hint) : t`Start a conversation with the AI assistant.`}</p>
              <ButtonLink to={chatPath(template.id)} aria-label={t`Start: ${title}`}>
                <Trans>Start</Trans>
              </ButtonLink>
            </article>
          </li>
        );
      })}
    </ul>
  );
}

/** `/new`: start an AI-assistant chat from a template; the first message creates the seeker's own chat. */
export function NewChatPage() {
  const signedIn = useIsSignedIn();
  const { t } = useLingui();
  return (
    <>
      <PageTitle title={t`New chat`} description={t`Start a conversation with the AI assistant.`} />
      {signedIn ? (
        <TemplateList />
      ) : (
        <SignInPrompt
          title={t`Sign in to talk to the assistant`}
          text={t`The assistant answers from the platform's vacancies and your résumé.`}
        />
      )}
    </>
  );
}

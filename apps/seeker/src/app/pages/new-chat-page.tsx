import { useChats } from '@jobs/chat';
import { Button, ButtonLink, FormError, Loader, PageTitle } from '@jobs/ui';
import { chatPath } from '../chat/chat-paths';
import styles from '../services/services.module.css';
import { SignInPrompt } from '../session/sign-in-prompt';
import { useIsSignedIn } from '../session/use-is-signed-in';

/** What each assistant template is for, by its title (the templates come from the chat list). */
const TEMPLATE_HINTS: Record<string, string> = {
  'Найти работу': 'Tell the assistant what you are looking for: it answers with matching vacancies.',
  'Улучшить резюме': 'The assistant reads your résumé and suggests what to improve.',
  'Подготовиться к собеседованию': 'Practise the usual questions for your position with the assistant.',
};

function TemplateList() {
  const { chats, isLoadingChats, error, reload } = useChats();
  const templates = chats.filter((chat) => chat.is_template);
  if (templates.length === 0 && isLoadingChats) return <Loader label="Loading assistant chats…" />;
  if (templates.length === 0 && error) {
    return (
      <FormError>
        <p>Could not load the assistant chats.</p>
        <Button variant="secondary" onClick={() => void reload().catch(() => undefined)}>
          Try again
        </Button>
      </FormError>
    );
  }
  if (templates.length === 0) return <p>No assistant chats are available right now.</p>;
  return (
    <ul className={styles.list} aria-label="Assistant chats">
      {templates.map((template) => {
        const headingId = `template-${template.id}`;
        return (
          <li key={template.id}>
            <article className={styles.card} aria-labelledby={headingId}>
              <h2 id={headingId} className={styles.title}>
                {template.title}
              </h2>
              <p className={styles.text}>
                {TEMPLATE_HINTS[template.title] ?? 'Start a conversation with the AI assistant.'}
              </p>
              <ButtonLink to={chatPath(template.id)} aria-label={`Start: ${template.title}`}>
                Start
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
  return (
    <>
      <PageTitle title="New chat" description="Start a conversation with the AI assistant." />
      {signedIn ? (
        <TemplateList />
      ) : (
        <SignInPrompt
          title="Sign in to talk to the assistant"
          text="The assistant answers from the platform's vacancies and your résumé."
        />
      )}
    </>
  );
}

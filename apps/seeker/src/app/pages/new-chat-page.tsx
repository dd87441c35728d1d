import { PageTitle, UpcomingSection } from '@jobs/ui';

export function NewChatPage() {
  return (
    <>
      <PageTitle title="New chat" description="Start a conversation with the AI assistant." />
      <UpcomingSection>
        Templates such as “Find me a job”, “Improve my résumé” and “Prepare for an interview” will start a chat with the
        assistant, which answers from the platform&apos;s vacancies and your profile.
      </UpcomingSection>
    </>
  );
}

import { ButtonLink, Card } from '@jobs/ui';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';

export type SignInPromptProps = {
  title: string;
  text: string;
};

/** Asks a signed-out visitor to sign in, for pages that only make sense with an account. */
export function SignInPrompt({ title, text }: SignInPromptProps) {
  const headingId = useId();
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{text}</p>
      <p>
        <Trans>
          <ButtonLink to="/login">Sign in</ButtonLink> or <Link to="/login?mode=sign-up">create an account</Link>
        </Trans>
      </p>
    </Card>
  );
}

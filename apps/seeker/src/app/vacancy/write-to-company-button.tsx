import { Button, ButtonLink, type ButtonVariant } from '@jobs/ui';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chatPath, type ChatPageState } from '../chat/chat-paths';
import { loginPathReturningTo } from '../auth/use-return-path';
import { useIsSignedIn } from '../session/use-is-signed-in';
import { useCompanyChatOpener } from '../shell/signed-in-context';

export type WriteToCompanyButtonProps = {
  companyId: number;
  vacancyId: number;
  variant?: ButtonVariant;
};

/**
 * Opens the seeker's chat with the vacancy's company (created when missing) with this vacancy
 * preselected for the message. A signed-out visitor is sent to sign in first, and comes back here.
 */
export function WriteToCompanyButton({ companyId, vacancyId, variant }: WriteToCompanyButtonProps) {
  const signedIn = useIsSignedIn();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // From the signed-in frame; this page does not load the chat store itself.
  const openCompanyChat = useCompanyChatOpener();
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');

  if (!signedIn || !openCompanyChat) {
    return (
      <ButtonLink variant={variant} to={loginPathReturningTo(pathname + search)}>
        <Trans>Write to the company</Trans>
      </ButtonLink>
    );
  }

  const handleClick = async () => {
    setState('opening');
    const chat = await openCompanyChat(companyId, vacancyId);
    if (!chat) {
      setState('failed');
      return;
    }
    // The seeker came to write: the chat opens with the focus in the message box.
    navigate(chatPath(chat.id, vacancyId), { state: { focusComposer: true } satisfies ChatPageState });
  };

  return (
    <>
      <Button variant={variant} busy={state === 'opening'} onClick={() => void handleClick()}>
        <Trans>Write to the company</Trans>
      </Button>
      {state === 'failed' && (
        <p role="alert">
          <Trans>Could not open the chat with the company. Please try again.</Trans>
        </p>
      )}
    </>
  );
}

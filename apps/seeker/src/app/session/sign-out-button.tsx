import { SignOutButton as SharedSignOutButton, type SignOutButtonProps as SharedSignOutButtonProps } from '@jobs/auth';
import { clearTemporaryCompanyChat } from '@jobs/chat';
import { LOGIN_PATH } from '../guards';

export type SignOutButtonProps = Pick<SharedSignOutButtonProps, 'variant'>;

/** The shared sign-out, which here also forgets the kept company chat. */
export function SignOutButton({ variant }: SignOutButtonProps) {
  return <SharedSignOutButton variant={variant} loginPath={LOGIN_PATH} onSignedOut={clearTemporaryCompanyChat} />;
}

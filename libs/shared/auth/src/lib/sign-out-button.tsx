import { Button } from '@jobs/ui';
import { Trans } from '@lingui/react/macro';
import { useSignOut, type UseSignOutOptions } from './use-sign-out';

export type SignOutButtonProps = UseSignOutOptions & {
  variant?: 'primary' | 'secondary' | 'ghost';
};

/** "Sign out": see `useSignOut`. */
export function SignOutButton({ variant = 'ghost', ...options }: SignOutButtonProps) {
  const { signOut, pending } = useSignOut(options);
  const handleClick = () => {
    void signOut();
  };
  return (
    <Button variant={variant} busy={pending} onClick={handleClick}>
      <Trans>Sign out</Trans>
    </Button>
  );
}

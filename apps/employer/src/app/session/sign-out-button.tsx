import { Button } from '@jobs/ui';
import { useSignOut } from './use-sign-out';

export type SignOutButtonProps = {
  variant?: 'primary' | 'secondary' | 'ghost';
};

export function SignOutButton({ variant = 'ghost' }: SignOutButtonProps) {
  const { signOut, pending } = useSignOut();
  const handleClick = () => {
    void signOut();
  };
  return (
    <Button variant={variant} busy={pending} onClick={handleClick}>
      Sign out
    </Button>
  );
}

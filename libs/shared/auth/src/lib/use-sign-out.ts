import { notifySignedOut, useApiClient } from '@jobs/web-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';

export type UseSignOutOptions = {
  /** Where to go once signed out. */
  loginPath: string;
  /** The app's own clean-up of what outlives the query cache (the seeker's kept company chat). */
  onSignedOut?: () => void;
};

/** Ends the session on the server, forgets cached data and goes to the login page, even when the server call fails. */
export function useSignOut({ loginPath, onSignedOut }: UseSignOutOptions) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await apiClient.signOut();
    } finally {
      queryClient.clear();
      onSignedOut?.();
      // Push and analytics forget the user too (ThirdPartyEffect listens).
      notifySignedOut();
      setPending(false);
      navigate(loginPath, { replace: true });
    }
  };

  return { signOut, pending };
}

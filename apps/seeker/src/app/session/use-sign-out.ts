import { clearTemporaryCompanyChat } from '@jobs/chat';
import { useApiClient } from '@jobs/web-platform';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../guards';

/** Ends the session on the server, forgets cached data (and the kept company chat) and goes to the login page. */
export function useSignOut() {
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
      clearTemporaryCompanyChat();
      setPending(false);
      navigate(LOGIN_PATH, { replace: true });
    }
  };

  return { signOut, pending };
}

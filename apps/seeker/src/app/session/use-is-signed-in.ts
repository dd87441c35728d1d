import { useApiClient } from '@jobs/web-platform';
import { useLocation } from 'react-router';

/** Whether the seeker holds a token; re-read on every navigation (sign-in and sign-out navigate). */
export function useIsSignedIn(): boolean {
  useLocation();
  return useApiClient().isSignedIn();
}

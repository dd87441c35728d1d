import { NOTIFICATION_POLL_INTERVAL_MS } from '@jobs/contracts';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';
import { nextPollDelay, retryAfterMsOf } from './poll-delay';

export type UsePollQueryOptions<T> = {
  queryKey: QueryKey;
  /** One poll; a failure backs the next one off (the spec's retry rule, Retry-After honoured). */
  poll: (signal: AbortSignal) => Promise<T>;
  enabled?: boolean;
};

/**
 * A query polled on the notifications' 10 s cadence while the tab is visible (at once when it
 * shows again or the network returns), backing off after failures: the notification poller's and
 * the editor's chat-list poll share it.
 */
export const usePollQuery = <T>({ queryKey, poll, enabled = true }: UsePollQueryOptions<T>) => {
  const failures = useRef(0);
  const nextDelay = useRef(NOTIFICATION_POLL_INTERVAL_MS);
  return useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      try {
        const result = await poll(signal);
        failures.current = 0;
        nextDelay.current = NOTIFICATION_POLL_INTERVAL_MS;
        return result;
      } catch (error) {
        failures.current += 1;
        // Computed once per failure: react-query reads the interval on every render.
        nextDelay.current = nextPollDelay({ failures: failures.current, retryAfterMs: retryAfterMsOf(error) });
        throw error;
      }
    },
    enabled,
    refetchInterval: () => nextDelay.current,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
    refetchOnReconnect: true,
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
};

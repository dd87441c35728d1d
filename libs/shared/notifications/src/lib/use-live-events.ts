import type { LiveEvent } from '@jobs/contracts';
import { useApiClient } from '@jobs/web-platform';
import { useEffect, useRef } from 'react';

export type UseLiveEventsOptions = {
  /** Streams only when true (signed in, and the app wants live delivery). */
  enabled: boolean;
  onEvent: (event: LiveEvent) => void;
};

/**
 * The signed-in user's live events (`GET /events`), for as long as the component is mounted. The
 * connection code (and its SSE parser) is loaded after first paint, in its own chunk.
 */
export const useLiveEvents = ({ enabled, onEvent }: UseLiveEventsOptions): void => {
  const client = useApiClient();
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let stop: (() => void) | undefined;
    import('./live-connection').then(
      ({ startLiveConnection }) => {
        if (stopped) return;
        stop = startLiveConnection({ client, onEvent: (event) => handler.current(event) }).stop;
      },
      (error: unknown) => console.error('Live delivery could not load (the poll goes on)', error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [client, enabled]);
};

import type { ApiClient } from '@jobs/api-client';
import { liveEventSchema, liveRoutes, type LiveEvent } from '@jobs/contracts';
import { createParser } from 'eventsource-parser';

export type LiveConnectionOptions = {
  client: ApiClient;
  onEvent: (event: LiveEvent) => void;
  /** First wait before reconnecting after a failure; doubled per failure up to `maxDelayMs` (with jitter). */
  minDelayMs?: number;
  maxDelayMs?: number;
  /** Wait after a 429 (too many streams of this user) without a Retry-After. */
  refusedDelayMs?: number;
};

export type LiveConnection = { stop: () => void };

const DEFAULT_MIN_DELAY_MS = 1000;
const DEFAULT_MAX_DELAY_MS = 30_000;
const DEFAULT_REFUSED_DELAY_MS = 60_000;

const retryAfterMs = (response: Response): number | undefined => {
  const value = Number(response.headers.get('retry-after'));
  return Number.isFinite(value) && value > 0 ? value * 1000 : undefined;
};

/**
 * Reads `GET /events` (Server-Sent Events over a fetch stream: the token travels as a bearer
 * header, never in a URL) and hands each valid event to `onEvent`. When the stream ends or fails
 * it reconnects with `Last-Event-ID` (the server replays what was missed), backing off on
 * failures; a refused session (401/403) stops it. The apps' 10 s poll runs all the same, so
 * whatever a broken stream misses still arrives.
 */
export const startLiveConnection = ({
  client,
  onEvent,
  minDelayMs = DEFAULT_MIN_DELAY_MS,
  maxDelayMs = DEFAULT_MAX_DELAY_MS,
  refusedDelayMs = DEFAULT_REFUSED_DELAY_MS,
}: LiveConnectionOptions): LiveConnection => {
  const controller = new AbortController();
  let lastEventId: string | undefined;
  let failures = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    });

  const backoff = () => {
    failures += 1;
    const ceiling = Math.min(maxDelayMs, minDelayMs * 2 ** (failures - 1));
    return ceiling / 2 + Math.random() * (ceiling / 2);
  };

  const read = async (response: Response): Promise<boolean> => {
    const body = response.body;
    if (!body) return false;
    let received = false;
    const parser = createParser({
      onEvent: (message) => {
        if (message.id) lastEventId = message.id;
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        const parsed = liveEventSchema.safeParse({ id: message.id ?? '', type: message.event, data });
        if (!parsed.success) return; // an event kind this build does not know
        received = true;
        try {
          onEvent(parsed.data);
        } catch (error) {
          console.error('A live event handler failed', error);
        }
      },
    });
    const reader = body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } finally {
      reader.releaseLock();
    }
    return received;
  };

  const run = async (): Promise<void> => {
    while (!controller.signal.aborted) {
      let delay: number;
      try {
        const response = await client.openStream(liveRoutes.events, {
          signal: controller.signal,
          headers: lastEventId ? { 'last-event-id': lastEventId } : {},
        });
        if (response.status === 401 || response.status === 403) return; // signed out: the poll decides
        if (response.status === 200) {
          const received = await read(response);
          // A stream that carried events (or simply lasted) ended normally: reconnect soon.
          if (received) failures = 0;
          delay = failures === 0 ? minDelayMs : backoff();
        } else if (response.status === 429) {
          await response.body?.cancel();
          delay = retryAfterMs(response) ?? refusedDelayMs;
        } else {
          await response.body?.cancel();
          delay = backoff();
        }
      } catch {
        if (controller.signal.aborted) return;
        delay = backoff();
      }
      await wait(delay);
    }
  };

  void run();

  return {
    stop: () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    },
  };
};

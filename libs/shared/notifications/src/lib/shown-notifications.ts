/** Local-storage key of the ids already toasted in some tab, with their expiry. */
export const SHOWN_NOTIFICATIONS_KEY = 'shown_notifications';
/** The BroadcastChannel the tabs tell each other on. */
export const NOTIFICATIONS_CHANNEL = 'jobs-notifications';
/** How long a shown id is remembered across tabs. */
export const SHOWN_NOTIFICATION_TTL_MS = 60 * 60 * 1000;
const MAX_REMEMBERED = 500;

type ShownMap = Record<string, number>;
type ShownMessage = { type: 'shown'; id: number; expiresAt: number };

const isShownMessage = (value: unknown): value is ShownMessage =>
  typeof value === 'object' &&
  value !== null &&
  (value as ShownMessage).type === 'shown' &&
  typeof (value as ShownMessage).id === 'number' &&
  typeof (value as ShownMessage).expiresAt === 'number';

export type ShownNotifications = {
  /** True exactly once per id across this tab and every other tab of the site (until the id expires). */
  claim: (id: number) => Promise<boolean>;
  close: () => void;
};

export type ShownNotificationsOptions = {
  now?: () => number;
  ttlMs?: number;
};

/**
 * Who shows which toast. In-tab: a set of ids. Across tabs: a local-storage map of shown ids
 * (check-and-set under a Web Lock where there is one, so two tabs never both win) and a
 * BroadcastChannel that tells the other tabs at once.
 */
export const createShownNotifications = ({
  now = Date.now,
  ttlMs = SHOWN_NOTIFICATION_TTL_MS,
}: ShownNotificationsOptions = {}): ShownNotifications => {
  const shownHere = new Map<number, number>();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(NOTIFICATIONS_CHANNEL);
  if (channel) {
    channel.onmessage = (event: MessageEvent) => {
      if (isShownMessage(event.data)) shownHere.set(event.data.id, event.data.expiresAt);
    };
  }

  const read = (): ShownMap => {
    try {
      const parsed: unknown = JSON.parse(localStorage.getItem(SHOWN_NOTIFICATIONS_KEY) ?? '{}');
      return typeof parsed === 'object' && parsed !== null ? (parsed as ShownMap) : {};
    } catch {
      return {};
    }
  };

  const write = (map: ShownMap): void => {
    const current = now();
    const live = Object.entries(map)
      .filter(([, expiresAt]) => typeof expiresAt === 'number' && expiresAt > current)
      .sort(([, a], [, b]) => b - a)
      .slice(0, MAX_REMEMBERED);
    try {
      localStorage.setItem(SHOWN_NOTIFICATIONS_KEY, JSON.stringify(Object.fromEntries(live)));
    } catch {
      // Storage blocked or full: this tab still dedupes on its own.
    }
  };

  const claimNow = (id: number): boolean => {
    const current = now();
    const known = shownHere.get(id);
    if (known !== undefined && known > current) return false;
    const map = read();
    const stored = map[String(id)];
    if (typeof stored === 'number' && stored > current) {
      shownHere.set(id, stored);
      return false;
    }
    const expiresAt = current + ttlMs;
    shownHere.set(id, expiresAt);
    map[String(id)] = expiresAt;
    write(map);
    try {
      channel?.postMessage({ type: 'shown', id, expiresAt } satisfies ShownMessage);
    } catch {
      // A closed channel (the poller unmounted meanwhile): local storage still tells the tabs.
    }
    return true;
  };

  return {
    claim: async (id) => {
      // Fast path without the lock for what this tab already knows.
      const known = shownHere.get(id);
      if (known !== undefined && known > now()) return false;
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return locks ? locks.request(`${NOTIFICATIONS_CHANNEL}:claim`, () => claimNow(id)) : claimNow(id);
    },
    close: () => channel?.close(),
  };
};

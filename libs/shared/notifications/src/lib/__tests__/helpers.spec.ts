import { NOTIFICATION_POLL_INTERVAL_MS, truncateToastText } from '@jobs/contracts';
import { MAX_POLL_BACKOFF_MS, MAX_RETRY_AFTER_MS, nextPollDelay, retryAfterMsOf } from '../poll-delay';
import { createShownNotifications, SHOWN_NOTIFICATIONS_KEY } from '../shown-notifications';

describe('truncateToastText', () => {
  it('leaves text of up to 55 characters whole', () => {
    expect(truncateToastText('a'.repeat(55))).toBe('a'.repeat(55));
    expect(truncateToastText('Hello')).toBe('Hello');
  });

  it('cuts longer text to 55 characters followed by an ellipsis', () => {
    expect(truncateToastText('a'.repeat(56))).toBe(`${'a'.repeat(55)}…`);
    expect(truncateToastText('б'.repeat(200))).toBe(`${'б'.repeat(55)}…`);
  });

  it('never splits an emoji', () => {
    const text = `${'a'.repeat(54)}😀😀`;
    expect(truncateToastText(text)).toBe(`${'a'.repeat(54)}😀…`);
  });
});

describe('nextPollDelay', () => {
  it('is the 10 s poll interval while polls succeed', () => {
    expect(nextPollDelay({ failures: 0, random: 0.7 })).toBe(NOTIFICATION_POLL_INTERVAL_MS);
  });

  it('doubles per failure, with up to 50 % jitter on top', () => {
    expect(nextPollDelay({ failures: 1, random: 0 })).toBe(20_000);
    expect(nextPollDelay({ failures: 2, random: 0 })).toBe(40_000);
    expect(nextPollDelay({ failures: 3, random: 0.5 })).toBe(100_000);
    expect(nextPollDelay({ failures: 1, random: 0.999 })).toBeLessThan(30_000);
  });

  it('never waits longer than 5 minutes for backoff alone', () => {
    expect(nextPollDelay({ failures: 50, random: 0.999 })).toBe(MAX_POLL_BACKOFF_MS);
  });

  it('honours Retry-After when it asks for longer, within a cap', () => {
    expect(nextPollDelay({ failures: 1, random: 0, retryAfterMs: 120_000 })).toBe(120_000);
    expect(nextPollDelay({ failures: 1, random: 0, retryAfterMs: 1_000 })).toBe(20_000);
    expect(nextPollDelay({ failures: 1, random: 0, retryAfterMs: 10 * 60 * 60_000 })).toBe(MAX_RETRY_AFTER_MS);
  });

  it('reads retryAfterMs from an error that has it', () => {
    expect(retryAfterMsOf(Object.assign(new Error('x'), { retryAfterMs: 3000 }))).toBe(3000);
    expect(retryAfterMsOf(new Error('x'))).toBeUndefined();
    expect(retryAfterMsOf(null)).toBeUndefined();
  });
});

describe('createShownNotifications', () => {
  afterEach(() => localStorage.clear());

  it('lets one claimant win per id', async () => {
    const tab = createShownNotifications();
    expect(await tab.claim(1)).toBe(true);
    expect(await tab.claim(1)).toBe(false);
    expect(await tab.claim(2)).toBe(true);
    tab.close();
  });

  it('shares shown ids with other tabs through local storage', async () => {
    const first = createShownNotifications();
    const second = createShownNotifications();
    expect(await first.claim(1)).toBe(true);
    expect(await second.claim(1)).toBe(false);
    first.close();
    second.close();
  });

  it('tells other tabs over the BroadcastChannel', async () => {
    const first = createShownNotifications();
    const second = createShownNotifications();
    expect(await first.claim(1)).toBe(true);
    localStorage.clear(); // only the channel carries it now
    await vi.waitFor(async () => expect(await second.claim(1)).toBe(false), { timeout: 2000, interval: 20 });
    first.close();
    second.close();
  });

  it('forgets shown ids after they expire', async () => {
    let now = 1_000_000;
    const first = createShownNotifications({ now: () => now, ttlMs: 1000 });
    expect(await first.claim(1)).toBe(true);
    now += 1001;
    const second = createShownNotifications({ now: () => now, ttlMs: 1000 });
    expect(await second.claim(1)).toBe(true);
    expect(Object.keys(JSON.parse(localStorage.getItem(SHOWN_NOTIFICATIONS_KEY) ?? '{}'))).toEqual(['1']);
    first.close();
    second.close();
  });

  it('ignores a corrupt stored value', async () => {
    localStorage.setItem(SHOWN_NOTIFICATIONS_KEY, 'not json');
    const tab = createShownNotifications();
    expect(await tab.claim(1)).toBe(true);
    tab.close();
  });
});

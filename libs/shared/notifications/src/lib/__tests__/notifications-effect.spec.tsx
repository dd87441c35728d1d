import { chatRoutes, readNotificationsBodySchema, type Notification } from '@jobs/contracts';
import { activateLocale, i18n } from '@jobs/i18n';
import { I18nProvider } from '@lingui/react';
import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { toast } from 'sonner';
import { PAGE_OPENED_AT } from '../page-opened-at';
import {
  advance,
  aNotification,
  FAKE_TIMERS,
  handle,
  renderPoller,
  resetVisibility,
  server,
  setupMswServer,
  setVisibility,
} from './notifications-test-kit';

setupMswServer();

// sonner renders a toast on a timer of its own: let it run.
const settle = () => advance(50);

type Poll = { at: number; query: URLSearchParams };

/** Serves /chat/notifies with `answer(pollNumber)` and /chat/notifies/read; records both. */
const serve = (answer: (poll: number) => Notification[] | 'error' | 'network-error' = () => []) => {
  const polls: Poll[] = [];
  const reads: unknown[] = [];
  server.use(
    handle(chatRoutes.notifies, ({ request }) => {
      polls.push({ at: Date.now(), query: new URL(request.url).searchParams });
      const result = answer(polls.length);
      if (result === 'network-error') return HttpResponse.error();
      if (result === 'error') {
        return HttpResponse.json({ error: { code: 'RATE_LIMITED', message: 'Slow down' } }, { status: 429 });
      }
      return HttpResponse.json(result);
    }),
    handle(chatRoutes.readNotifies, async ({ request }) => {
      reads.push(readNotificationsBodySchema.parse(await request.json()));
      return HttpResponse.json({ updated: 1 });
    }),
  );
  return { polls, reads };
};

beforeEach(() => {
  vi.useFakeTimers(FAKE_TIMERS);
  localStorage.clear();
});

afterEach(() => {
  // sonner replays still-active toasts to a new Toaster: end them with the test.
  toast.dismiss();
  vi.useRealTimers();
  vi.restoreAllMocks();
  resetVisibility();
});

describe('notification polling', () => {
  it("sends the page's load time as user_opened_site, not when the poller's code loaded", () => {
    // A message that arrives while the seeker signs in (before the signed-in chunk loads) still toasts.
    expect(PAGE_OPENED_AT).toBe(Math.floor(performance.timeOrigin));
  });

  it('polls at start with the page-open time, then every 10 s', async () => {
    const { polls } = serve();
    renderPoller();
    await advance();

    expect(polls).toHaveLength(1);
    expect(polls[0].query.get('user_opened_site')).toBe(String(PAGE_OPENED_AT));

    await advance(9_900);
    expect(polls).toHaveLength(1);
    await advance(100);
    expect(polls).toHaveLength(2);
    await advance(10_000);
    expect(polls).toHaveLength(3);
    expect(new Set(polls.map((poll) => poll.query.get('user_opened_site')))).toEqual(new Set([String(PAGE_OPENED_AT)]));
  });

  it('does not poll when disabled', async () => {
    const { polls } = serve();
    renderPoller({ enabled: false });
    await advance(30_000);
    expect(polls).toHaveLength(0);
  });

  it('pauses while the tab is hidden and polls at once when it is visible again', async () => {
    const { polls } = serve();
    renderPoller();
    await advance();
    expect(polls).toHaveLength(1);

    setVisibility('hidden');
    await advance(60_000);
    expect(polls).toHaveLength(1);

    setVisibility('visible');
    await advance();
    expect(polls).toHaveLength(2);
    await advance(10_000);
    expect(polls).toHaveLength(3);
  });

  it('backs off with jitter while polls fail, then returns to 10 s', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    let failing = true;
    const { polls } = serve(() => (failing ? 'network-error' : []));
    renderPoller();
    await advance();
    expect(polls).toHaveLength(1);

    // 1st failure: 20 s; 2nd: 40 s; 3rd: 80 s (jitter 0 here).
    await advance(19_900);
    expect(polls).toHaveLength(1);
    await advance(100);
    expect(polls).toHaveLength(2);
    await advance(39_900);
    expect(polls).toHaveLength(2);
    await advance(100);
    expect(polls).toHaveLength(3);

    failing = false;
    await advance(80_000);
    expect(polls).toHaveLength(4);
    await advance(10_000);
    expect(polls).toHaveLength(5);
  });

  it('does not hammer a rate-limited API', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.999);
    const { polls } = serve(() => 'error');
    renderPoller();
    await advance(5 * 60_000);
    // Polls at 0, ~30 s, ~90 s, ~210 s (the next would be at ~450 s); the client retries each
    // 429 GET once, so 4 polls make 8 requests where steady polling would have made 62.
    expect(polls).toHaveLength(8);
  });

  it('waits as long as the server asks when it answers with Retry-After', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const polls: number[] = [];
    server.use(
      handle(chatRoutes.notifies, () => {
        polls.push(Date.now());
        return HttpResponse.json(
          { error: { code: 'UNAVAILABLE', message: 'Maintenance' } },
          { status: 503, headers: { 'retry-after': '120' } },
        );
      }),
    );
    renderPoller();
    await advance(10_000);
    // The first poll and the client's one GET retry (its own wait is capped at 5 s).
    expect(polls).toHaveLength(2);
    // Without Retry-After the next poll would come after 20 s; the server asked for 120 s.
    await advance(100_000);
    expect(polls).toHaveLength(2);
    await advance(20_000);
    expect(polls.length).toBeGreaterThan(2);
  });
});

describe('notification toasts', () => {
  it('shows an info toast bottom-right, above a chat composer, with the default title, cut text and a View button', async () => {
    const info = vi.spyOn(toast, 'info');
    const long = 'Здравствуйте! Мы посмотрели ваше резюме и хотим пригласить вас на собеседование.';
    serve((poll) => (poll === 1 ? [aNotification(5, { title: null, text: long, chat_id: 42 })] : []));
    const { onView } = renderPoller();
    await settle();

    expect(info).toHaveBeenCalledTimes(1);
    const [title, options] = info.mock.calls[0];
    expect(title).toBe('Новое сообщение');
    expect(options).toMatchObject({ description: `${long.slice(0, 55)}…`, duration: 5000 });
    expect((options?.description as string).length).toBe(56);

    const region = screen.getByRole('region', { name: /Notifications/ });
    const list = region.querySelector('[data-sonner-toaster]');
    // Bottom right as the spec says (issue 30), lifted above a chat composer on screen (issue 18).
    expect(list).toHaveAttribute('data-y-position', 'bottom');
    expect(list).toHaveAttribute('data-x-position', 'right');
    expect((list as HTMLElement).style.getPropertyValue('--offset-bottom')).toContain('--ui-composer-clearance');
    expect((list as HTMLElement).style.getPropertyValue('--mobile-offset-bottom')).toContain('safe-area-inset-bottom');
    const shown = region.querySelector('[data-sonner-toast]');
    expect(shown).toHaveAttribute('data-type', 'info');
    expect(shown).toHaveTextContent('Новое сообщение');
    expect(shown).toHaveTextContent(`${long.slice(0, 55)}…`);

    screen.getByRole('button', { name: 'View' }).click();
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ chat_id: 42 }));
  });

  it('uses the notification title when there is one, and leaves short text whole', async () => {
    const info = vi.spyOn(toast, 'info');
    serve((poll) => (poll === 1 ? [aNotification(6, { title: 'Acme Corp', text: 'See you Monday' })] : []));
    renderPoller();
    await settle();

    expect(info).toHaveBeenCalledWith('Acme Corp', expect.objectContaining({ description: 'See you Monday' }));
  });

  it('closes the toast after 5 s', async () => {
    serve((poll) => (poll === 1 ? [aNotification(9, { text: 'Short' })] : []));
    renderPoller();
    await settle();
    expect(screen.getByText('Short')).toBeInTheDocument();

    await advance(5_000);
    await advance(1_000); // sonner's exit animation
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
  });

  it('does not toast what is already on screen: reports it read and passes it on to be shown in place', async () => {
    const info = vi.spyOn(toast, 'info');
    const { reads } = serve((poll) =>
      poll === 1 ? [aNotification(7, { chat_id: 42 }), aNotification(8, { chat_id: 9 })] : [],
    );
    const onNotification = vi.fn();
    renderPoller({ onNotification, isShownInPlace: (notification) => notification.chat_id === 42 });
    await settle();

    expect(info.mock.calls.map(([, options]) => options?.id)).toEqual(['notification-8']);
    expect(reads).toEqual([{ notification_ids: [7] }, { notification_ids: [8] }]);
    expect(onNotification.mock.calls.map(([notification]) => notification.id)).toEqual([7, 8]);
  });

  it('reports a shown notification read with its id wrapped in an array', async () => {
    const { reads } = serve((poll) => (poll === 1 ? [aNotification(5), aNotification(6)] : []));
    const onNotification = vi.fn();
    renderPoller({ onNotification });
    await settle();

    expect(reads).toEqual([{ notification_ids: [5] }, { notification_ids: [6] }]);
    expect(onNotification.mock.calls.map(([notification]) => notification.id)).toEqual([5, 6]);
  });

  it('never shows the same notification twice when polls overlap', async () => {
    const info = vi.spyOn(toast, 'info');
    const { reads } = serve(() => [aNotification(5)]);
    renderPoller();
    await settle();
    await advance(10_000);
    await advance(10_000);

    expect(info).toHaveBeenCalledTimes(1);
    expect(reads).toEqual([{ notification_ids: [5] }]);
  });

  it('shows a notification in one tab only when several tabs poll', async () => {
    const info = vi.spyOn(toast, 'info');
    const { polls, reads } = serve(() => [aNotification(5)]);
    renderPoller();
    renderPoller({}, { toaster: false });
    await settle();
    await advance(10_000);

    expect(polls.length).toBeGreaterThanOrEqual(4);
    expect(info).toHaveBeenCalledTimes(1);
    expect(reads).toEqual([{ notification_ids: [5] }]);
  });

  it('reports the read again on a later poll when the first report failed, without a second toast', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const info = vi.spyOn(toast, 'info');
    const { reads } = serve(() => [aNotification(5)]);
    let failRead = true;
    server.use(
      handle(chatRoutes.readNotifies, async ({ request }) => {
        reads.push(readNotificationsBodySchema.parse(await request.json()));
        return failRead
          ? HttpResponse.json({ error: { code: 'INTERNAL', message: 'Boom' } }, { status: 500 })
          : HttpResponse.json({ updated: 1 });
      }),
    );
    renderPoller();
    await settle();
    failRead = false;
    await advance(10_000);
    await advance(10_000);

    expect(info).toHaveBeenCalledTimes(1);
    expect(reads).toEqual([{ notification_ids: [5] }, { notification_ids: [5] }]);
  });
});

describe('notification toasts in Russian', () => {
  beforeAll(() => activateLocale('ru'));
  afterAll(() => activateLocale('en'));

  it("names the toasts' region and the View button in Russian and keeps the spec's default title", async () => {
    serve((poll) => (poll === 1 ? [aNotification(8, { title: null, text: 'Добрый день', chat_id: 9 })] : []));
    const { onView } = renderPoller({}, { wrap: (ui) => <I18nProvider i18n={i18n}>{ui}</I18nProvider> });
    await settle();

    const region = screen.getByRole('region', { name: /Уведомления/ });
    const shown = region.querySelector('[data-sonner-toast]');
    expect(shown).toHaveTextContent('Новое сообщение');
    screen.getByRole('button', { name: 'Открыть' }).click();
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ chat_id: 9 }));
  });
});

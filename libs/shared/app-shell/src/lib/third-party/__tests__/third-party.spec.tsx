import { LocaleProvider } from '@jobs/i18n';
import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  DEFAULT_RUNTIME_CONFIG,
  enabledServices,
  notifySignedOut,
  RuntimeConfigProvider,
  type RuntimeConfig,
} from '@jobs/web-platform';
import {
  ANALYTICS_BATCH_SIZE,
  ANALYTICS_REQUEST_TIMEOUT_MS,
  applyBatchLimits,
  productAnalyticsOptions,
} from '../product-analytics';
import { ThirdPartyEffect, ThirdPartyIdentity } from '../third-party-effect';
import { resetThirdPartyServices } from '../third-party-services';

const oneSignal = vi.hoisted(() => ({
  init: vi.fn(async () => undefined),
  setConsentRequired: vi.fn(async () => undefined),
  setConsentGiven: vi.fn(async () => undefined),
  login: vi.fn(async () => undefined),
  logout: vi.fn(async () => undefined),
  User: { addTags: vi.fn(async () => undefined) },
  Slidedown: { promptPush: vi.fn(async () => undefined) },
}));
const posthog = vi.hoisted(() => ({
  init: vi.fn(),
  identify: vi.fn(),
  reset: vi.fn(),
}));
vi.mock('react-onesignal', () => ({ default: oneSignal }));
vi.mock('posthog-js', () => ({ default: posthog }));

const configured: RuntimeConfig = {
  ...DEFAULT_RUNTIME_CONFIG,
  oneSignalAppId: 'os-app',
  oneSignalScriptUrl: 'http://127.0.0.1:9/onesignal.js',
  posthogKey: 'ph-key',
  posthogHost: 'http://127.0.0.1:9/ph',
  gtmId: 'GTM-TEST',
  gtmScriptUrl: 'http://127.0.0.1:9/gtm.js',
  gaMeasurementIds: ['G-ONE', 'G-TWO'],
  gaScriptUrl: 'http://127.0.0.1:9/gtag/js',
};

type TestWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

const renderWith = (config: RuntimeConfig, children: ReactNode) =>
  render(
    <RuntimeConfigProvider config={config}>
      <LocaleProvider initialLocale="ru">
        <ThirdPartyEffect />
        {children}
      </LocaleProvider>
    </RuntimeConfigProvider>,
  );

const scripts = () => Array.from(document.head.querySelectorAll('script')).map((script) => script.src);

describe('third parties', () => {
  beforeEach(() => {
    resetThirdPartyServices();
    vi.clearAllMocks();
    document.head.innerHTML = '';
    delete (window as TestWindow).dataLayer;
    delete (window as TestWindow).gtag;
  });

  it('loads and starts nothing with the default configuration (empty keys)', async () => {
    expect(enabledServices(DEFAULT_RUNTIME_CONFIG)).toEqual({
      push: false,
      productAnalytics: false,
      tagManager: false,
      webAnalytics: false,
    });
    renderWith(DEFAULT_RUNTIME_CONFIG, <ThirdPartyIdentity userId={7} role="seeker" />);
    await act(async () => undefined);
    expect(oneSignal.init).not.toHaveBeenCalled();
    expect(posthog.init).not.toHaveBeenCalled();
    expect(scripts()).toEqual([]);
    expect((window as TestWindow).dataLayer).toBeUndefined();
  });

  it('starts push with the app id, the configured script and localhost as secure; consent required first', async () => {
    renderWith(
      { ...DEFAULT_RUNTIME_CONFIG, oneSignalAppId: 'os-app', oneSignalScriptUrl: 'http://127.0.0.1:9/os.js' },
      null,
    );
    await waitFor(() => expect(oneSignal.init).toHaveBeenCalledTimes(1));
    expect(oneSignal.init).toHaveBeenCalledWith(
      expect.objectContaining({
        appId: 'os-app',
        scriptSrc: 'http://127.0.0.1:9/os.js',
        allowLocalhostAsSecureOrigin: true,
      }),
    );
    expect(oneSignal.setConsentRequired).toHaveBeenCalledWith(true);
    expect(oneSignal.setConsentRequired.mock.invocationCallOrder[0]).toBeLessThan(
      oneSignal.init.mock.invocationCallOrder[0],
    );
    expect(posthog.init).not.toHaveBeenCalled();
  });

  it('logs the signed-in user in to push (consent, tags role and locale, permission prompt) and identifies them to analytics', async () => {
    renderWith(configured, <ThirdPartyIdentity userId={42} role="employer" />);
    await waitFor(() => expect(oneSignal.Slidedown.promptPush).toHaveBeenCalledTimes(1));
    expect(oneSignal.setConsentGiven).toHaveBeenCalledWith(true);
    expect(oneSignal.login).toHaveBeenCalledWith('42');
    expect(oneSignal.User.addTags).toHaveBeenCalledWith({ role: 'employer', locale: 'ru' });
    expect(posthog.identify).toHaveBeenCalledWith('42', { role: 'employer', locale: 'ru' });
  });

  it('waits for the user id before identifying, and identifies once', async () => {
    const { rerender } = renderWith(configured, <ThirdPartyIdentity userId={undefined} role="seeker" />);
    await waitFor(() => expect(posthog.init).toHaveBeenCalled());
    expect(oneSignal.login).not.toHaveBeenCalled();
    const tree = (id: number) => (
      <RuntimeConfigProvider config={configured}>
        <LocaleProvider initialLocale="ru">
          <ThirdPartyEffect />
          <ThirdPartyIdentity userId={id} role="seeker" />
        </LocaleProvider>
      </RuntimeConfigProvider>
    );
    rerender(tree(5));
    rerender(tree(5));
    await waitFor(() => expect(oneSignal.login).toHaveBeenCalledWith('5'));
    expect(oneSignal.login).toHaveBeenCalledTimes(1);
    expect(posthog.identify).toHaveBeenCalledTimes(1);
  });

  it('logs out of push, withdraws consent and resets analytics at sign-out', async () => {
    renderWith(configured, <ThirdPartyIdentity userId={42} role="seeker" />);
    await waitFor(() => expect(oneSignal.login).toHaveBeenCalled());
    act(() => notifySignedOut());
    await waitFor(() => expect(oneSignal.logout).toHaveBeenCalledTimes(1));
    expect(oneSignal.setConsentGiven).toHaveBeenLastCalledWith(false);
    expect(posthog.reset).toHaveBeenCalledTimes(1);
  });

  it('starts analytics with the spec’s options', async () => {
    renderWith(configured, null);
    await waitFor(() => expect(posthog.init).toHaveBeenCalledTimes(1));
    expect(posthog.init).toHaveBeenCalledWith('ph-key', {
      api_host: 'http://127.0.0.1:9/ph',
      capture_pageview: 'history_change',
      persistence: 'localStorage',
      autocapture: false,
      request_batching: true,
      request_queue_config: { flush_interval_ms: 5000 },
      properties_string_max_length: 255,
      disable_session_recording: false,
      session_recording: { maskAllInputs: true },
    });
    expect(productAnalyticsOptions('h').api_host).toBe('h');
  });

  it('adds the tag manager and the web-analytics scripts from the configured URLs, with both measurement ids', async () => {
    renderWith(configured, null);
    await waitFor(() => expect(scripts()).toHaveLength(2));
    expect(scripts()).toEqual(
      expect.arrayContaining(['http://127.0.0.1:9/gtm.js?id=GTM-TEST', 'http://127.0.0.1:9/gtag/js?id=G-ONE']),
    );
    const layer = (window as TestWindow).dataLayer ?? [];
    expect(layer[0]).toMatchObject({ event: 'gtm.js' });
    const commands = layer.slice(1).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands).toContainEqual(['config', 'G-ONE']);
    expect(commands).toContainEqual(['config', 'G-TWO']);
  });

  it('starts each service once even when the effect runs again (StrictMode, remounts)', async () => {
    const { unmount } = renderWith(configured, null);
    unmount();
    renderWith(configured, null);
    await waitFor(() => expect(posthog.init).toHaveBeenCalled());
    await act(async () => undefined);
    expect(posthog.init).toHaveBeenCalledTimes(1);
    expect(oneSignal.init).toHaveBeenCalledTimes(1);
    expect(scripts()).toHaveLength(2);
  });
});

describe('applyBatchLimits', () => {
  const fakeInstance = () => {
    const sent: { data?: unknown; timeout?: number }[] = [];
    const retriable: { data?: unknown }[] = [];
    const instance = {
      _send_request: vi.fn((options: { data?: unknown; timeout?: number }) => void sent.push(options)),
      _send_retriable_request: vi.fn((options: { data?: unknown }) => void retriable.push(options)),
    };
    return { instance, sent, retriable };
  };

  it('gives every request 90 s', () => {
    const { instance, sent } = fakeInstance();
    applyBatchLimits(instance as never);
    instance._send_request({ data: {} });
    expect(sent[0].timeout).toBe(ANALYTICS_REQUEST_TIMEOUT_MS);
  });

  it('splits a batch of 120 events into 50 + 50 + 20 and leaves small batches alone', () => {
    const { instance, retriable } = fakeInstance();
    applyBatchLimits(instance as never);
    instance._send_retriable_request({ data: Array.from({ length: 120 }, (_, i) => i) });
    expect(retriable.map((r) => (r.data as number[]).length)).toEqual([ANALYTICS_BATCH_SIZE, ANALYTICS_BATCH_SIZE, 20]);
    expect((retriable[2].data as number[])[0]).toBe(100);
    instance._send_retriable_request({ data: [1, 2] });
    expect(retriable).toHaveLength(4);
  });

  it('leaves an instance without those functions as it is', () => {
    const instance = {};
    expect(() => applyBatchLimits(instance as never)).not.toThrow();
    expect(instance).toEqual({});
  });
});

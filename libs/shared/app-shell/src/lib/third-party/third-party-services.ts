import type { PostHog } from 'posthog-js';
import { enabledServices, type RuntimeConfig } from '@jobs/web-platform';
import { startProductAnalytics } from './product-analytics';
import { forgetPushUser, identifyPushUser, startPush, type OneSignal } from './push';
import { startTagManager } from './tag-manager';
import { startWebAnalytics } from './web-analytics';

export type ThirdPartyUser = { id: string; role: string; locale: string };

const report = (service: string) => (error: unknown) => console.warn(`${service} is unavailable:`, error);

/**
 * The third parties of one page: started at most once each, lazily and only when configured, so a
 * fresh install (empty keys) loads and sends nothing. A service that fails to start is left off.
 */
export class ThirdPartyServices {
  private push: Promise<OneSignal | null> | null = null;
  private analytics: Promise<PostHog | null> | null = null;
  private started = false;
  private identified: string | null = null;

  constructor(private readonly config: RuntimeConfig) {}

  start(): void {
    if (this.started) return;
    this.started = true;
    const { config } = this;
    const enabled = enabledServices(config);
    if (enabled.push) {
      this.push = startPush(config.oneSignalAppId.trim(), config.oneSignalScriptUrl).catch((error: unknown) => {
        report('Push')(error);
        return null;
      });
    }
    if (enabled.productAnalytics) {
      this.analytics = startProductAnalytics(config.posthogKey.trim(), config.posthogHost).catch((error: unknown) => {
        report('Product analytics')(error);
        return null;
      });
    }
    if (enabled.tagManager) void startTagManager(config.gtmId.trim(), config.gtmScriptUrl).catch(report('Tag manager'));
    if (enabled.webAnalytics) {
      const ids = config.gaMeasurementIds.map((id) => id.trim()).filter(Boolean);
      void startWebAnalytics(ids, config.gaScriptUrl).catch(report('Web analytics'));
    }
  }

  /** The signed-in user: push login, tags and prompt; analytics identify. Once per user, role and locale. */
  async identify(user: ThirdPartyUser): Promise<void> {
    const key = `${user.id}|${user.role}|${user.locale}`;
    if (this.identified === key) return;
    this.identified = key;
    await Promise.all([
      this.push?.then((push) => push && identifyPushUser(push, user)).catch(report('Push')),
      this.analytics?.then((posthog) => posthog?.identify(user.id, { role: user.role, locale: user.locale })),
    ]);
  }

  /** At sign-out: push logout, analytics reset. */
  async signOut(): Promise<void> {
    this.identified = null;
    await Promise.all([
      this.push?.then((push) => push && forgetPushUser(push)).catch(report('Push')),
      this.analytics?.then((posthog) => posthog?.reset()),
    ]);
  }
}

let services: { config: RuntimeConfig; instance: ThirdPartyServices } | null = null;

/** The page's one set of services for this configuration. */
export const getThirdPartyServices = (config: RuntimeConfig): ThirdPartyServices => {
  if (!services || services.config !== config) services = { config, instance: new ThirdPartyServices(config) };
  return services.instance;
};

/** For tests: forget the page's services. */
export const resetThirdPartyServices = (): void => {
  services = null;
};

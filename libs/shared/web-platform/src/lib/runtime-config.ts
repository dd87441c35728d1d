// zod's tree-shakable build: the configuration is validated before the first render, so this is in
// the first chunk. zod's core comes with it (the contracts' full zod shares it); the rest of the
// full zod loads with the first page that calls the API.
import * as z from 'zod/mini';

export const DEFAULT_API_BASE_URL = 'http://localhost:3000/api';
export const RUNTIME_CONFIG_URL = '/runtime-config.json';

const isApiBase = (value: string): boolean => {
  if (value.startsWith('/')) return true;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
};

export const DEFAULT_ONESIGNAL_SCRIPT_URL = 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js';
export const DEFAULT_POSTHOG_HOST = 'https://eu.i.posthog.com';
export const DEFAULT_GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';
export const DEFAULT_GA_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js';
export const DEFAULT_ACCESSIBILITY_EMAIL = 'accessibility@jobs.localhost';

const URL_MESSAGE = 'must be an http(s) URL or a path starting with /';
const text = () => z.string({ error: 'must be a string' }).check(z.trim());

/** An http(s) address (or a path); absent or empty means `fallback`. */
const urlOr = (fallback: string) =>
  z._default(
    z.pipe(
      text().check(z.refine((value) => value === '' || isApiBase(value), URL_MESSAGE)),
      z.transform((value: string) => value || fallback),
    ),
    fallback,
  );

/** Public runtime configuration, served as JSON next to the app, so one build runs everywhere. */
export const runtimeConfigSchema = z.object(
  {
    apiBaseUrl: z._default(text().check(z.refine(isApiBase, URL_MESSAGE)), DEFAULT_API_BASE_URL),
    appName: z.optional(text()),
    // Third parties (issue 6): each is off while its key is empty, so a fresh install sends nothing.
    // Their script and API addresses are configurable too (e2e points them at a local stub).
    oneSignalAppId: z._default(text(), ''),
    oneSignalScriptUrl: urlOr(DEFAULT_ONESIGNAL_SCRIPT_URL),
    posthogKey: z._default(text(), ''),
    posthogHost: urlOr(DEFAULT_POSTHOG_HOST),
    gtmId: z._default(text(), ''),
    gtmScriptUrl: urlOr(DEFAULT_GTM_SCRIPT_URL),
    gaMeasurementIds: z._default(z.array(text(), { error: 'must be an array of strings' }), []),
    gaScriptUrl: urlOr(DEFAULT_GA_SCRIPT_URL),
    // Whom the accessibility statements name for barriers (issue 30); set it to a mailbox someone reads.
    accessibilityEmail: z._default(text(), DEFAULT_ACCESSIBILITY_EMAIL),
  },
  { error: 'must be a JSON object' },
);
export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = runtimeConfigSchema.parse({});

const describeIssues = (error: z.core.$ZodError): string =>
  error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');

/**
 * Fetches and validates the runtime configuration at start. A missing file (404, or the SPA
 * fallback answering HTML) gives the defaults; an invalid one throws an Error naming the field.
 */
export const loadRuntimeConfig = async (
  url: string = RUNTIME_CONFIG_URL,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<RuntimeConfig> => {
  const response = await fetchImpl(url, { cache: 'no-store', headers: { accept: 'application/json' } });
  const isHtml = response.headers.get('content-type')?.includes('text/html') ?? false;
  if (response.status === 404 || (response.ok && isHtml)) return runtimeConfigSchema.parse({});
  if (!response.ok) throw new Error(`Could not load the runtime configuration from ${url}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(`Invalid runtime configuration in ${url}: not valid JSON`);
  }
  const parsed = runtimeConfigSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Invalid runtime configuration in ${url}: ${describeIssues(parsed.error)}`);
  return parsed.data;
};

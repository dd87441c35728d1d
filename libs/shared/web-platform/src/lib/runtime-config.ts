import { z } from 'zod';

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

/** An http(s) address (or a path); absent or empty means `fallback`. */
const urlOr = (fallback: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || isApiBase(value), 'must be an http(s) URL or a path starting with /')
    .transform((value) => value || fallback)
    .default(fallback);

/** Public runtime configuration, served as JSON next to the app, so one build runs everywhere. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z
    .string()
    .trim()
    .refine(isApiBase, 'must be an http(s) URL or a path starting with /')
    .default(DEFAULT_API_BASE_URL),
  appName: z.string().optional(),
  // Third parties (issue 6): each is off while its key is empty, so a fresh install sends nothing.
  // Their script and API addresses are configurable too (e2e points them at a local stub).
  oneSignalAppId: z.string().default(''),
  oneSignalScriptUrl: urlOr(DEFAULT_ONESIGNAL_SCRIPT_URL),
  posthogKey: z.string().default(''),
  posthogHost: urlOr(DEFAULT_POSTHOG_HOST),
  gtmId: z.string().default(''),
  gtmScriptUrl: urlOr(DEFAULT_GTM_SCRIPT_URL),
  gaMeasurementIds: z.array(z.string()).default([]),
  gaScriptUrl: urlOr(DEFAULT_GA_SCRIPT_URL),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = runtimeConfigSchema.parse({});

const describeIssues = (error: z.ZodError): string =>
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

// valibot, not zod: the configuration is validated before the first render, so this is in the
// first chunk, and valibot's functions are separate modules that bring only what is called (about
// 1 kB gzip here, against zod core's 16 kB). zod, with the contracts, loads with the first page that
// calls the API.
import * as v from 'valibot';

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
const text = () => v.pipe(v.string('must be a string'), v.trim());

/** An http(s) address (or a path); absent or empty means `fallback`. */
const urlOr = (fallback: string) =>
  v.optional(
    v.pipe(
      text(),
      v.check((value) => value === '' || isApiBase(value), URL_MESSAGE),
      v.transform((value) => value || fallback),
    ),
    fallback,
  );

const JSON_OBJECT_MESSAGE = 'must be a JSON object';
// valibot's object takes any non-null object, an array too: a list is no configuration.
const isJsonObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Public runtime configuration, served as JSON next to the app, so one build runs everywhere. */
export const runtimeConfigSchema = v.pipe(
  v.custom<Record<string, unknown>>(isJsonObject, JSON_OBJECT_MESSAGE),
  v.object(
    {
      apiBaseUrl: v.optional(v.pipe(text(), v.check(isApiBase, URL_MESSAGE)), DEFAULT_API_BASE_URL),
      appName: v.optional(text()),
      // Third parties (issue 6): each is off while its key is empty, so a fresh install sends nothing.
      // Their script and API addresses are configurable too (e2e points them at a local stub).
      oneSignalAppId: v.optional(text(), ''),
      oneSignalScriptUrl: urlOr(DEFAULT_ONESIGNAL_SCRIPT_URL),
      posthogKey: v.optional(text(), ''),
      posthogHost: urlOr(DEFAULT_POSTHOG_HOST),
      gtmId: v.optional(text(), ''),
      gtmScriptUrl: urlOr(DEFAULT_GTM_SCRIPT_URL),
      gaMeasurementIds: v.optional(v.array(text(), 'must be an array of strings'), []),
      gaScriptUrl: urlOr(DEFAULT_GA_SCRIPT_URL),
      // Whom the accessibility statements name for barriers (issue 30); set it to a mailbox someone reads.
      accessibilityEmail: v.optional(text(), DEFAULT_ACCESSIBILITY_EMAIL),
    },
    JSON_OBJECT_MESSAGE,
  ),
);
export type RuntimeConfig = v.InferOutput<typeof runtimeConfigSchema>;

/**
 * The configuration `input` (the JSON read from `url`) gives, with defaults for what it leaves out;
 * an invalid one throws an Error naming each field at fault (`posthogKey: must be a string`).
 */
export const parseRuntimeConfig = (input: unknown, url: string = RUNTIME_CONFIG_URL): RuntimeConfig => {
  const parsed = v.safeParse(runtimeConfigSchema, input);
  if (parsed.success) return parsed.output;
  const fields = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
  throw new Error(`Invalid runtime configuration in ${url}: ${fields}`);
};

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = parseRuntimeConfig({});

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
  if (response.status === 404 || (response.ok && isHtml)) return parseRuntimeConfig({});
  if (!response.ok) throw new Error(`Could not load the runtime configuration from ${url}: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    throw new Error(`Invalid runtime configuration in ${url}: not valid JSON`);
  }
  return parseRuntimeConfig(json, url);
};

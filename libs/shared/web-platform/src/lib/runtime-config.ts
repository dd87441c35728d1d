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

/** Public runtime configuration, served as JSON next to the app, so one build runs everywhere. */
export const runtimeConfigSchema = z.object({
  apiBaseUrl: z
    .string()
    .trim()
    .refine(isApiBase, 'must be an http(s) URL or a path starting with /')
    .default(DEFAULT_API_BASE_URL),
  appName: z.string().optional(),
  oneSignalAppId: z.string().default(''),
  posthogKey: z.string().default(''),
  posthogHost: z.string().default(''),
  gtmId: z.string().default(''),
  gaMeasurementIds: z.array(z.string()).default([]),
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

import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { DEFAULT_API_BASE_URL, DEFAULT_RUNTIME_CONFIG, loadRuntimeConfig, parseRuntimeConfig } from '../../index';

const server = setupServer();
const CONFIG_URL = '/runtime-config.json';
const serveConfig = (resolver: () => Response) => server.use(http.get(CONFIG_URL, resolver));

describe('loadRuntimeConfig', () => {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  it('gives the defaults when the file is missing', async () => {
    serveConfig(() => new HttpResponse(null, { status: 404 }));
    const config = await loadRuntimeConfig();
    expect(config).toEqual({
      apiBaseUrl: 'http://localhost:3000/api',
      oneSignalAppId: '',
      oneSignalScriptUrl: 'https://cdn.onesignal.com/sdks/web/v16/OneSignalSDK.page.js',
      posthogKey: '',
      posthogHost: 'https://eu.i.posthog.com',
      gtmId: '',
      gtmScriptUrl: 'https://www.googletagmanager.com/gtm.js',
      gaMeasurementIds: [],
      gaScriptUrl: 'https://www.googletagmanager.com/gtag/js',
      accessibilityEmail: 'accessibility@jobs.localhost',
    });
    expect(config).toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('gives the defaults when an SPA fallback answers the index page instead of the file', async () => {
    serveConfig(() => HttpResponse.html('<!doctype html><html></html>'));
    await expect(loadRuntimeConfig()).resolves.toEqual(DEFAULT_RUNTIME_CONFIG);
  });

  it('keeps the given values and fills the rest with defaults when the file is partial', async () => {
    serveConfig(() =>
      HttpResponse.json({
        apiBaseUrl: 'https://api.jobs.example/api',
        appName: 'Jobs',
        gaMeasurementIds: ['G-1', 'G-2'],
      }),
    );
    await expect(loadRuntimeConfig()).resolves.toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      apiBaseUrl: 'https://api.jobs.example/api',
      appName: 'Jobs',
      gaMeasurementIds: ['G-1', 'G-2'],
    });
  });

  it('uses the default script addresses when they are empty, and rejects one that is not http(s)', async () => {
    serveConfig(() => HttpResponse.json({ gtmScriptUrl: '', posthogHost: 'http://127.0.0.1:4999/ph' }));
    await expect(loadRuntimeConfig()).resolves.toMatchObject({
      gtmScriptUrl: 'https://www.googletagmanager.com/gtm.js',
      posthogHost: 'http://127.0.0.1:4999/ph',
    });
    // The hostile value the check is there for.
    // eslint-disable-next-line no-script-url
    serveConfig(() => HttpResponse.json({ gaScriptUrl: 'javascript:alert(1)' }));
    await expect(loadRuntimeConfig()).rejects.toThrow('gaScriptUrl: must be an http(s) URL or a path starting with /');
  });

  it('asks for a fresh copy when loading at start', async () => {
    const fetchSpy = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => Response.json({}));
    await loadRuntimeConfig('/config.json', fetchSpy);
    expect(fetchSpy).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' }));
  });

  it('throws an error naming the field when a value is invalid', async () => {
    serveConfig(() => HttpResponse.json({ gaMeasurementIds: 'G-1' }));
    await expect(loadRuntimeConfig()).rejects.toThrow(
      'Invalid runtime configuration in /runtime-config.json: gaMeasurementIds: must be an array of strings',
    );
  });

  it('names each field at fault, in words, when several are', async () => {
    serveConfig(() => HttpResponse.json({ posthogKey: 42, gaMeasurementIds: ['G-1', 7] }));
    await expect(loadRuntimeConfig()).rejects.toThrow(
      'Invalid runtime configuration in /runtime-config.json: posthogKey: must be a string; gaMeasurementIds.1: must be a string',
    );
  });

  it('rejects a file that is not a JSON object', async () => {
    serveConfig(() => HttpResponse.json(['apiBaseUrl']));
    await expect(loadRuntimeConfig()).rejects.toThrow(
      'Invalid runtime configuration in /runtime-config.json: (root): must be a JSON object',
    );
  });

  it('throws an error naming apiBaseUrl when it is not an http(s) URL or a path', async () => {
    serveConfig(() => HttpResponse.json({ apiBaseUrl: 'ftp://files.example' }));
    await expect(loadRuntimeConfig()).rejects.toThrow('apiBaseUrl: must be an http(s) URL or a path starting with /');
  });

  it('throws a readable error when the file is not JSON', async () => {
    serveConfig(() => HttpResponse.text('{ apiBaseUrl: ', { headers: { 'content-type': 'application/json' } }));
    await expect(loadRuntimeConfig()).rejects.toThrow(
      'Invalid runtime configuration in /runtime-config.json: not valid JSON',
    );
  });

  it('throws when the server fails to serve the file', async () => {
    serveConfig(() => new HttpResponse('oops', { status: 500 }));
    await expect(loadRuntimeConfig()).rejects.toThrow(
      'Could not load the runtime configuration from /runtime-config.json: HTTP 500',
    );
  });

  it('defaults the API base to the local API when nothing is configured', () => {
    expect(parseRuntimeConfig({}).apiBaseUrl).toBe(DEFAULT_API_BASE_URL);
    expect(parseRuntimeConfig({ apiBaseUrl: '/api' }).apiBaseUrl).toBe('/api');
  });

  it('trims the values and leaves out keys it does not know', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: '  /api ', posthogKey: ' phc_1 ', unknown: 1 })).toEqual({
      ...DEFAULT_RUNTIME_CONFIG,
      apiBaseUrl: '/api',
      posthogKey: 'phc_1',
    });
  });

  it('rejects null in place of a value or of the whole file', () => {
    expect(() => parseRuntimeConfig({ gtmId: null }, '/c.json')).toThrow(
      'Invalid runtime configuration in /c.json: gtmId: must be a string',
    );
    expect(() => parseRuntimeConfig(null)).toThrow(
      'Invalid runtime configuration in /runtime-config.json: (root): must be a JSON object',
    );
  });
});

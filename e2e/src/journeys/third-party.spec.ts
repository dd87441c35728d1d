import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_SEEKER } from '../support/accounts';
import { SeekerLoginPage } from '../pages/seeker-login-page';
import { ADMIN_URL, API_URL, EMPLOYER_URL, SEEKER_URL } from '../support/urls';

/** Every request a page makes, from the first navigation on. */
const recordRequests = (page: Page) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
};

const isLocal = (url: string) => {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '127.0.0.1';
};

test.describe('third parties with the default configuration', () => {
  const journeys: [string, string, string[]][] = [
    ['seeker', SEEKER_URL, ['/', '/vacancies', '/chat', '/login', '/no/such/page']],
    ['employer', EMPLOYER_URL, ['/employer/login', '/employer/register']],
    ['admin', ADMIN_URL, ['/edit-vacancies-list/login', '/admin/chat']],
  ];
  for (const [app, base, paths] of journeys) {
    test(`the ${app} app sends no request beyond localhost`, async ({ page }) => {
      const urls = recordRequests(page);
      for (const path of paths) {
        await page.goto(`${base}${path}`);
        await page.waitForLoadState('networkidle');
      }
      expect(urls.length).toBeGreaterThan(paths.length);
      expect(urls.filter((url) => !isLocal(url))).toEqual([]);
    });
  }

  test('the seeker app stays local when signed in and signing out too', async ({ page }) => {
    const urls = recordRequests(page);
    await page.goto(`${SEEKER_URL}/login`);
    await new SeekerLoginPage(page).signIn(DEMO_SEEKER);
    await expect(page).toHaveURL(`${SEEKER_URL}/`);
    await page.goto(`${SEEKER_URL}/profile`);
    await page.getByRole('button', { name: 'Выйти' }).first().click();
    await expect(page).toHaveURL(`${SEEKER_URL}/login`);
    await page.waitForLoadState('networkidle');
    expect(urls.filter((url) => !isLocal(url))).toEqual([]);
  });
});

/** Stands in for the push provider, the analytics host, the tag manager and the web-analytics service. */
const FAKE_ONESIGNAL = (origin: string) => `
(function () {
  var record = function (name, args) {
    return fetch('${origin}/record', { method: 'POST', body: JSON.stringify({ name: name, args: args }) }).then(function () {});
  };
  var OneSignal = {
    init: function (options) { return record('init', [options]); },
    login: function (id) { return record('login', [id]); },
    logout: function () { return record('logout', []); },
    setConsentRequired: function (value) { return record('setConsentRequired', [value]); },
    setConsentGiven: function (value) { return record('setConsentGiven', [value]); },
    User: { addTags: function (tags) { return record('addTags', [tags]); } },
    Slidedown: { promptPush: function () { return record('promptPush', []); } },
  };
  var queued = window.OneSignalDeferred || [];
  window.OneSignalDeferred = { push: function (callback) { callback(OneSignal); } };
  for (var i = 0; i < queued.length; i++) queued[i](OneSignal);
})();
`;

type Stub = {
  origin: string;
  requests: { method: string; path: string }[];
  calls: { name: string; args: unknown[] }[];
};

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => resolve(body));
  });

const startStub = async (): Promise<{ server: Server; stub: Stub }> => {
  const stub: Stub = { origin: '', requests: [], calls: [] };
  const server = createServer(async (request, response) => {
    const path = request.url ?? '/';
    const body = await readBody(request);
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', '*');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    stub.requests.push({ method: request.method ?? 'GET', path });
    if (path === '/record') {
      stub.calls.push(JSON.parse(body) as Stub['calls'][number]);
      response.writeHead(204).end();
    } else if (path.startsWith('/onesignal.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(FAKE_ONESIGNAL(stub.origin));
    } else if (/^\/(gtm\.js|gtag\/js|ph\/static\/|ph\/array\/.*\.js)/.test(path)) {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end('/* stub */');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { server, stub };
};

test.describe('third parties with keys configured', () => {
  // PostHog drops the events of a "HeadlessChrome" user agent as a bot's: look like a desktop browser…
  test.use({
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  });
  let server: Server;
  let stub: Stub;
  test.beforeEach(async ({ page }) => {
    // …and as a bot when navigator.webdriver is set, as it is under automation.
    await page.addInitScript(() => Object.defineProperty(navigator, 'webdriver', { get: () => false }));
    ({ server, stub } = await startStub());
    await page.route('**/runtime-config.json', (route) =>
      route.fulfill({
        json: {
          apiBaseUrl: API_URL,
          oneSignalAppId: 'e2e-onesignal-app',
          oneSignalScriptUrl: `${stub.origin}/onesignal.js`,
          posthogKey: 'phc_e2e',
          posthogHost: `${stub.origin}/ph`,
          gtmId: 'GTM-E2E',
          gtmScriptUrl: `${stub.origin}/gtm.js`,
          gaMeasurementIds: ['G-E2E1', 'G-E2E2'],
          gaScriptUrl: `${stub.origin}/gtag/js`,
        },
      }),
    );
  });
  // The page is still open here and keeps reusing its keep-alive connections (analytics batches),
  // so close() alone would wait on a busy connection until the test's timeout: drop them all.
  test.afterEach(async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  });

  test('loads the push, tag-manager and web-analytics scripts and sends analytics batches to the stub only', async ({
    page,
  }) => {
    const urls = recordRequests(page);
    await page.goto(`${SEEKER_URL}/`);
    const paths = () => stub.requests.map((request) => `${request.method} ${request.path}`);
    await expect.poll(paths).toContain('GET /onesignal.js');
    await expect.poll(paths).toContain('GET /gtm.js?id=GTM-E2E');
    await expect.poll(paths).toContain('GET /gtag/js?id=G-E2E1');
    await expect
      .poll(() => stub.calls.find((call) => call.name === 'init')?.args[0])
      .toMatchObject({ appId: 'e2e-onesignal-app', allowLocalhostAsSecureOrigin: true });
    // Recorded as the SDK makes it, just after init: waited for, not read at once.
    await expect.poll(() => stub.calls.map((call) => call.name)).toContain('setConsentRequired');
    // The page view goes out in the analytics batch, flushed within 5 s.
    await expect
      .poll(() => paths().some((path) => /^POST \/ph\/(i\/v0\/)?e\//.test(path)), {
        timeout: 15_000,
        message: 'an analytics batch (POST /ph/e/) reaches the stub',
      })
      .toBe(true);
    const layer = await page.evaluate(() =>
      ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? []).map((entry) =>
        entry && typeof entry === 'object' && 'length' in entry ? Array.from(entry as ArrayLike<unknown>) : entry,
      ),
    );
    expect(layer).toContainEqual(['config', 'G-E2E1']);
    expect(layer).toContainEqual(['config', 'G-E2E2']);
    expect(layer).toContainEqual(expect.objectContaining({ event: 'gtm.js' }));
    // Nothing goes anywhere but the apps, the API and the stub.
    expect(urls.filter((url) => !isLocal(url))).toEqual([]);
  });

  test('logs the signed-in seeker in to push with role and locale tags, and out at sign-out', async ({ page }) => {
    await page.goto(`${SEEKER_URL}/login`);
    await new SeekerLoginPage(page).signIn(DEMO_SEEKER);
    await expect(page).toHaveURL(`${SEEKER_URL}/`);
    const call = (name: string) => stub.calls.find((entry) => entry.name === name);
    await expect.poll(() => call('login')?.args[0]).toMatch(/^\d+$/);
    expect(call('setConsentGiven')?.args).toEqual([true]);
    await expect.poll(() => call('addTags')?.args[0]).toEqual({ role: 'seeker', locale: 'ru' });
    await expect.poll(() => call('promptPush')).toBeTruthy();

    await page.goto(`${SEEKER_URL}/profile`);
    await page.getByRole('button', { name: 'Выйти' }).first().click();
    await expect(page).toHaveURL(`${SEEKER_URL}/login`);
    await expect.poll(() => call('logout')).toBeTruthy();
  });
});

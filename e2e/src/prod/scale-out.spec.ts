// Several API instances behave as one (issue 15, "Proof"): live delivery across instances, uploads
// every instance reads, and rate limits every instance shares. The apps are reached through nginx
// (round-robin over the two instances); where a test needs to know or choose the instance, it asks
// each instance's metrics or calls it directly on its port.
import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { newIdentity } from '../support/accounts';
import { ChatPage } from '../pages/chat-page';
import { openSeekerChatAsDemoEmployer, signUpAndWriteToCompany } from '../support/chat-steps';
import { findCompanyVacancyThroughNginx, requestsServed, streamsPerInstance } from '../support/prod-platform';
import { PROD_API_PORTS, PROD_EMPLOYER_URL, PROD_SEEKER_URL } from '../support/prod-urls';

/** The poll runs every 10 s; a reply shown within this came over the event stream (the poll is cut off anyway). */
const LIVE_WITHIN_MS = 2_000;
const SEND_ROUTE = '/api/chat/:id/send';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * Loads `url` in `page` until its live event stream is held by an instance other than `avoid`
 * (nginx picks the instance; the metrics' open-stream counts tell which one it was). Answers the
 * index in PROD_API_PORTS of the instance holding the page's stream. `others`: the streams open
 * elsewhere meanwhile (the other page's), which stay as they are.
 */
const openOnInstance = async (
  page: Page,
  request: APIRequestContext,
  url: string,
  others: number[],
  avoid: number | undefined,
): Promise<number> => {
  for (let attempt = 0; attempt < 16; attempt += 1) {
    await page.goto('about:blank');
    // The page's previous stream (if any) is gone: only the others remain.
    await expect.poll(async () => sum(await streamsPerInstance(request, PROD_API_PORTS))).toBe(sum(others));
    // A request or two in between: nginx's round-robin position moves on.
    for (let i = 0; i < attempt % 3; i += 1) await request.get(`${PROD_SEEKER_URL}/api/health/ready`);
    await page.goto(url);
    await expect.poll(async () => sum(await streamsPerInstance(request, PROD_API_PORTS))).toBe(sum(others) + 1);
    const now = await streamsPerInstance(request, PROD_API_PORTS);
    const holder = now.findIndex((count, i) => count > (others[i] ?? 0));
    if (holder !== avoid) return holder;
  }
  throw new Error('nginx put the stream on the same instance 16 times in a row');
};

/** The page's chat sends go to the instance on `port` directly (the rest of its requests through nginx). */
const sendThrough = async (page: Page, port: number): Promise<void> => {
  await page.route(/\/api\/chat\/\d+\/send$/, async (route) => {
    const original = new URL(route.request().url());
    const response = await route.fetch({ url: `http://127.0.0.1:${port}${original.pathname}${original.search}` });
    await route.fulfill({ response });
  });
};

/** The page's notification poll answers "nothing new": whatever shows up came over the event stream. */
const cutOffPoll = async (page: Page): Promise<string[]> => {
  const polls: string[] = [];
  await page.route(/\/api\/chat\/notifies(\?|$)/, async (route) => {
    polls.push(route.request().url());
    await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
  });
  return polls;
};

test('a seeker and an employer on different instances chat: each reply shows in the other open chat within 2 s, over the event stream', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const vacancy = await findCompanyVacancyThroughNginx(request, 'Demo Company');
  const seeker = newIdentity('prod-live');

  const seekerContext = await browser.newContext({ baseURL: PROD_SEEKER_URL });
  const seekerPage = await seekerContext.newPage();
  await signUpAndWriteToCompany(seekerPage, PROD_SEEKER_URL, seeker, vacancy);
  const seekerChatUrl = seekerPage.url();
  const seekerChat = new ChatPage(seekerPage);
  await seekerChat.send(`Hello! Is the position still open? (${seeker.name})`);

  const { employerContext, employerPage } = await openSeekerChatAsDemoEmployer(browser, PROD_EMPLOYER_URL, seeker.name);
  const employerChatUrl = employerPage.url();

  // Each side's stream on its own instance: the seeker's first, then the employer's elsewhere
  // (both pages leave first: no stream of theirs is open).
  await employerPage.goto('about:blank');
  await seekerPage.goto('about:blank');
  const none = PROD_API_PORTS.map(() => 0);
  await expect.poll(async () => sum(await streamsPerInstance(request, PROD_API_PORTS))).toBe(0);
  const seekerAt = await openOnInstance(seekerPage, request, seekerChatUrl, none, undefined);
  const afterSeeker = none.map((count, i) => (i === seekerAt ? count + 1 : count));
  const employerAt = await openOnInstance(employerPage, request, employerChatUrl, afterSeeker, seekerAt);
  expect(employerAt).not.toBe(seekerAt);
  const seekerPort = PROD_API_PORTS[seekerAt] as number;
  const employerPort = PROD_API_PORTS[employerAt] as number;
  testInfo.annotations.push({
    type: 'instances',
    description: `seeker's stream on ${seekerPort}, employer's on ${employerPort}`,
  });
  const employerChat = new ChatPage(employerPage);
  await expect(employerChat.history).toContainText(seeker.name);
  await expect(seekerChat.history).toContainText('Is the position still open?');

  // From here on the poll delivers nothing on either side, and each side's messages are stored by
  // its own instance, so every message reaches the other side's stream from the other instance.
  const seekerPolls = await cutOffPoll(seekerPage);
  const employerPolls = await cutOffPoll(employerPage);
  await sendThrough(employerPage, employerPort);
  await sendThrough(seekerPage, seekerPort);
  const sendsBefore = await Promise.all(PROD_API_PORTS.map((port) => requestsServed(request, port, SEND_ROUTE)));

  const reply = `Yes, it is open. When can you talk? (${Date.now()})`;
  await employerChat.send(reply);
  const replySent = Date.now();
  await expect(seekerChat.history).toContainText(reply, { timeout: LIVE_WITHIN_MS });
  const replyMs = Date.now() - replySent;

  const answer = `Tomorrow after 14:00 suits me (${Date.now()})`;
  await seekerChat.send(answer);
  const answerSent = Date.now();
  await expect(employerChat.history).toContainText(answer, { timeout: LIVE_WITHIN_MS });
  const answerMs = Date.now() - answerSent;
  testInfo.annotations.push({ type: 'live delivery', description: `reply ${replyMs} ms, answer ${answerMs} ms` });

  // Each send was stored by the instance it was sent to: one each.
  const sendsAfter = await Promise.all(PROD_API_PORTS.map((port) => requestsServed(request, port, SEND_ROUTE)));
  expect(sendsAfter[employerAt]).toBe((sendsBefore[employerAt] ?? 0) + 1);
  expect(sendsAfter[seekerAt]).toBe((sendsBefore[seekerAt] ?? 0) + 1);
  // Whatever polls ran meanwhile answered nothing (the route above); the streams stayed where they were.
  testInfo.annotations.push({
    type: 'polls cut off',
    description: `seeker ${seekerPolls.length}, employer ${employerPolls.length}`,
  });
  expect(await streamsPerInstance(request, PROD_API_PORTS)).toEqual(
    PROD_API_PORTS.map((_, i) => (i === seekerAt || i === employerAt ? 1 : 0)),
  );

  await seekerContext.close();
  await employerContext.close();
});

test('an image uploaded through one instance renders through the other', async ({ request }) => {
  const [first, second] = PROD_API_PORTS as [number, number];
  const seeker = newIdentity('prod-upload');
  const registered = await request.post(`http://127.0.0.1:${first}/api/auth/register`, {
    data: { email: seeker.email, password: seeker.password, name: seeker.name },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  // A photo of a few colours (the optimiser re-encodes it to WebP on upload).
  const png = await sharp({
    create: { width: 320, height: 200, channels: 3, background: { r: 40, g: 120, b: 200 } },
  })
    .composite([
      {
        input: await sharp({ create: { width: 100, height: 100, channels: 3, background: '#f0a030' } })
          .png()
          .toBuffer(),
        left: 20,
        top: 30,
      },
    ])
    .png()
    .toBuffer();
  const uploaded = await request.post(`http://127.0.0.1:${first}/api/uploads`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: `photo-${randomBytes(4).toString('hex')}.png`, mimeType: 'image/png', buffer: png } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const { url, path } = (await uploaded.json()) as { url: string; path: string };
  expect(url).toBe(`/uploads/${path}`);

  // The other instance never saw the upload: it reads it from the shared store and renders it.
  const servedBefore = await requestsServed(request, second, '/api/_img/');
  const rendered = await request.get(
    `http://127.0.0.1:${second}/api/_img/w_512,h_512,f_png,fit_contain,b_ffffff/${path}`,
  );
  expect(rendered.status()).toBe(200);
  expect(rendered.headers()['content-type']).toBe('image/png');
  const meta = await sharp(await rendered.body()).metadata();
  expect(meta).toMatchObject({ format: 'png', width: 512, height: 512 });
  expect(await requestsServed(request, second, '/api/_img/')).toBe(servedBefore + 1);
  // And through nginx, whichever instance answers.
  for (let i = 0; i < 2; i += 1) {
    const viaNginx = await request.get(`${PROD_SEEKER_URL}/api/_img/w_512,h_512,f_png,fit_contain,b_ffffff/${path}`);
    expect(viaNginx.status()).toBe(200);
  }
});

test('21 sign-in attempts from one address get a 429, whichever instance answers', async ({ request }) => {
  test.setTimeout(120_000);
  // One client address of its own (the instances trust X-Forwarded-For, as behind nginx), so that
  // the other tests' sign-ins from 127.0.0.1 do not count; a new e-mail each time, so that only
  // the per-address allowance (20 a minute, the default) is in play, not the per-account one.
  const address = `203.0.113.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;
  const attempt = (port: number, n: number) =>
    request.post(`http://127.0.0.1:${port}/api/auth/login`, {
      headers: { 'x-forwarded-for': address },
      data: { email: `nobody-${n}-${randomBytes(3).toString('hex')}@e2e.test`, password: 'not the password' },
    });
  const statuses: number[] = [];
  for (let n = 0; n < 20; n += 1) {
    statuses.push((await attempt(PROD_API_PORTS[n % 2] as number, n)).status());
  }
  // The first 20, half on each instance: refused as wrong (401), never limited.
  expect(statuses).toEqual(Array.from({ length: 20 }, () => 401));
  // The 21st is over the shared allowance on either instance.
  for (const port of PROD_API_PORTS) {
    const limited = await attempt(port, 21);
    expect(limited.status(), `instance ${port}`).toBe(429);
    expect(limited.headers()['retry-after']).toMatch(/^\d+$/);
  }
});

// The production shape (`npm run serve`: nginx, two API instances, PostgreSQL, Redis), driven
// through nginx as users reach it. Each scenario is a test of its own; add new ones (server-sent
// events, uploads, rate limits across instances) as further tests here or as files beside this one.
import { expect, test } from '@playwright/test';
import { newIdentity } from '../support/accounts';
import { openSeekerChatAsDemoEmployer, signUpAndWriteToCompany } from '../support/chat-steps';
import { ChatPage } from '../pages/chat-page';
import { findCompanyVacancyThroughNginx, instanceReady, killInstance, requestsServed } from '../support/prod-platform';
import { PROD_API_PORTS, PROD_EMPLOYER_URL, PROD_SEEKER_URL } from '../support/prod-urls';

test('serves each app with the SPA fallback, immutable gzip-compressed assets and the API on its own origin', async ({
  request,
}) => {
  for (const origin of [PROD_SEEKER_URL, PROD_EMPLOYER_URL]) {
    const index = await request.get(`${origin}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(index.status()).toBe(200);
    expect(index.headers()['cache-control']).toBe('no-cache');
    const html = await index.text();

    // A deep link is the app's index.html (its router takes over), never a 404.
    const deep = await request.get(`${origin}/some/deep/link`);
    expect(deep.status()).toBe(200);
    expect(await deep.text()).toBe(html);

    // A hashed script index.html loads (the entry, or what the seeker's start-after-paint loader
    // requests): a year, immutable, gzip.
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'index.html names a hashed script').toBeTruthy();
    const asset = await request.get(`${origin}${script}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['content-encoding']).toBe('gzip');
    expect(asset.headers()['content-type']).toMatch(/javascript/);
    // A chunk of another build is missing, not index.html (the app's chunk-load guard reloads).
    expect((await request.get(`${origin}/assets/not-a-chunk-0000.js`)).status()).toBe(404);

    // The apps call the API on their own origin.
    const runtime = await request.get(`${origin}/runtime-config.json`);
    expect(runtime.headers()['cache-control']).toBe('no-cache');
    expect((await runtime.json()).apiBaseUrl).toBe('/api');
    const ready = await request.get(`${origin}/api/health/ready`);
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok' });
  }
});

test('a seeker writes to a company through nginx, the employer answers, the seeker sees it, both instances serve the chat', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const vacancy = await findCompanyVacancyThroughNginx(request, 'Demo Company');
  const seeker = newIdentity('prod-seeker');
  const question = `Is the position open? ${seeker.name}`;
  const reply = `Yes, it is, ${seeker.name}: come on Tuesday.`;

  const seekerContext = await browser.newContext({ baseURL: PROD_SEEKER_URL });
  const seekerPage = await seekerContext.newPage();
  const chatPath = await signUpAndWriteToCompany(seekerPage, PROD_SEEKER_URL, seeker, vacancy);
  await seekerPage.getByRole('textbox', { name: 'Сообщение' }).fill(question);
  await seekerPage.getByRole('button', { name: 'Отправить' }).click();
  const seekerHistory = seekerPage.getByRole('region', { name: 'История сообщений' });
  await expect(seekerHistory).toContainText(question);
  await expect(seekerHistory.getByText('Отправка…')).toHaveCount(0);

  const { employerContext, employerPage } = await openSeekerChatAsDemoEmployer(browser, PROD_EMPLOYER_URL, seeker.name);
  const employerHistory = employerPage.getByRole('region', { name: 'История сообщений' });
  await expect(employerHistory).toContainText(question);
  await employerPage.getByRole('textbox', { name: 'Сообщение' }).fill(reply);
  await employerPage.getByRole('button', { name: 'Отправить' }).click();
  await expect(employerHistory).toContainText(reply);
  await expect(employerHistory.getByText('Отправка…')).toHaveCount(0);
  await expect(employerHistory.getByText('Не отправлено.')).toHaveCount(0);

  // The seeker opens the chat again: whichever instance answers has the reply (the instances
  // tell each other of new messages; their history caches never hide it).
  for (let i = 0; i < 3; i += 1) {
    await seekerPage.goto(chatPath);
    await expect(seekerPage.getByRole('region', { name: 'История сообщений' })).toContainText(reply);
  }

  // nginx spread the chat's requests over both instances.
  for (const port of PROD_API_PORTS) {
    expect(await requestsServed(request, port, '/api/chat/'), `instance ${port} served chat requests`).toBeGreaterThan(
      0,
    );
  }
  await seekerContext.close();
  await employerContext.close();
});

test('when an API instance dies mid-session no message is lost and the seeker stays signed in', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const [down, up] = PROD_API_PORTS as [number, number];
  const vacancy = await findCompanyVacancyThroughNginx(request, 'Demo Company');
  const seeker = newIdentity('prod-failover');
  const seekerContext = await browser.newContext({ baseURL: PROD_SEEKER_URL });
  const page = await seekerContext.newPage();
  const chatPath = await signUpAndWriteToCompany(page, PROD_SEEKER_URL, seeker, vacancy);
  const seekerChat = new ChatPage(page);
  const before = `Before the crash (${seeker.name})`;
  await seekerChat.send(before);

  const { employerContext, employerPage } = await openSeekerChatAsDemoEmployer(browser, PROD_EMPLOYER_URL, seeker.name);
  const employerChatPath = new URL(employerPage.url()).pathname;
  const employerChat = new ChatPage(employerPage);
  await expect(employerChat.history).toContainText(before);

  // Both chats are open (each with its live stream on one of the instances) when one instance dies.
  killInstance(down);
  await expect.poll(() => instanceReady(request, down)).toBe(false);
  expect(await instanceReady(request, up)).toBe(true);
  const servedBefore = await requestsServed(request, up, '/api/');

  // Messages both ways right after the crash: every one is stored (the sender sees it sent) and
  // shows on the other side (the streams that were on the dead instance reconnect to the other one
  // and replay what they missed from the log; the poll backs that up).
  const afterCrash = [1, 2, 3].map((n) => `After the crash ${n} (${seeker.name})`);
  for (const text of afterCrash) await seekerChat.send(text);
  const reply = `Reply after the crash (${seeker.name})`;
  await employerChat.send(reply);
  for (const text of [before, ...afterCrash])
    await expect(employerChat.history).toContainText(text, { timeout: 15_000 });
  await expect(seekerChat.history).toContainText(reply, { timeout: 15_000 });

  // Read again from the database (whichever instance answers): each message once, in order.
  for (const [chatPage, path] of [
    [page, chatPath],
    [employerPage, employerChatPath],
  ] as const) {
    await chatPage.goto(path);
    const history = new ChatPage(chatPage).history;
    await expect(history).toContainText(reply);
    const shown = await history.innerText();
    for (const text of [before, ...afterCrash, reply]) expect(shown.split(text).length - 1, text).toBe(1);
    const order = [before, ...afterCrash, reply].map((text) => shown.indexOf(text));
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  }

  // Every request now reaches the other instance (nginx skips the one that refuses), and the
  // seeker is still signed in.
  for (let i = 0; i < 3; i += 1) {
    await page.reload();
    await expect(page.getByRole('link', { name: /^Чаты/ })).toBeVisible();
  }
  await page.goto('/profile');
  await expect(page).toHaveURL(`${PROD_SEEKER_URL}/profile`);
  await expect(page.getByLabel('Желаемая должность')).toBeVisible();
  for (let i = 0; i < 10; i += 1) {
    expect((await request.get(`${PROD_SEEKER_URL}/api/health/ready`)).status()).toBe(200);
  }
  // The other instance answered them (serve starts the killed one again only 20 s later).
  expect(await requestsServed(request, up, '/api/')).toBeGreaterThan(servedBefore + 10);

  // serve starts the killed instance again (as systemd would); later tests get both back.
  await expect.poll(() => instanceReady(request, down), { timeout: 90_000, intervals: [1000] }).toBe(true);
  await seekerContext.close();
  await employerContext.close();
});

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { messages } from '@jobs/server-db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { REPLY_JOB } from '../modules/assistant/assistant.service';
import { templateBySlug } from '../modules/assistant/__tests__/assistant-helpers';
import { authPath, bearer, PASSWORD, registerSeeker } from './support/auth-helpers';
import { api, ok, say, type HistoryDto } from './support/chat-helpers';
import { abandonRunning, jobRows, makeDue, pendingJobs } from './support/job-helpers';
import { dropRedisKeys, startInstance, TEST_REDIS_URL, testRedisPrefix, useTestApp } from './support/harness';

/**
 * Several API instances behave as one: what one counts, stores or starts, the others see. Two
 * instances on one database (PostgreSQL or the embedded one) and one Redis, each file with its
 * own key prefix.
 */
const LIMIT = 20;
const PREFIX = testRedisPrefix('instances');
const ctx = useTestApp({
  REDIS_URL: TEST_REDIS_URL,
  REDIS_KEY_PREFIX: PREFIX,
  RATE_LIMIT_LOGIN_PER_ADDRESS: String(LIMIT),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: '600',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '4',
  RATE_LIMIT_LOGIN_FAILURES_WINDOW_SECONDS: '600',
});

let other: FastifyInstance;
beforeAll(async () => {
  other = await startInstance(ctx);
});
afterAll(async () => {
  await other?.close();
  await dropRedisKeys(PREFIX);
});

const signIn = (app: FastifyInstance, email: string, password: string, ip: string) =>
  app.inject({
    method: 'POST',
    url: authPath('seeker', 'login'),
    payload: { email, password },
    remoteAddress: ip,
  });

describe('rate limits shared through Redis', () => {
  it('answers the 21st sign-in attempt from an address with 429, the attempts spread over two instances', async () => {
    const seeker = await registerSeeker(ctx.app);
    const instances = [ctx.app, other];
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT + 1; n++) {
      const response = await signIn(instances[n % 2] as FastifyInstance, seeker.email, PASSWORD, '10.20.0.1');
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 200));
    expect(statuses[LIMIT]).toBe(429);
    // Each instance alone has seen only half the allowance: it is the shared count that refused.
    const refused = await signIn(ctx.app, seeker.email, PASSWORD, '10.20.0.1');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await signIn(other, seeker.email, PASSWORD, '10.20.0.2')).statusCode).toBe(200);
  });

  it('counts failed sign-ins per account and address across instances (and the owner still signs in)', async () => {
    const seeker = await registerSeeker(ctx.app);
    const instances = [ctx.app, other, other, ctx.app];
    for (const app of instances) {
      expect((await signIn(app, seeker.email, 'wrong password', '10.20.1.1')).statusCode).toBe(401);
    }
    expect((await signIn(ctx.app, seeker.email, PASSWORD, '10.20.1.1')).statusCode).toBe(429);
    expect((await signIn(other, seeker.email, PASSWORD, '10.20.1.1')).statusCode).toBe(429);
    expect((await signIn(other, seeker.email, PASSWORD, '10.20.1.2')).statusCode).toBe(200);
  });

  it('keeps each limiter’s counters apart (sign-up and sign-in from one address share nothing)', async () => {
    const seeker = await registerSeeker(ctx.app);
    // Sign-ups from 10.20.2.1 do not spend the sign-in allowance of that address.
    for (let n = 0; n < 3; n++) {
      const response = await other.inject({
        method: 'POST',
        url: authPath('seeker', 'register'),
        payload: { email: `limits.${n}.${Date.now()}@example.com`, password: PASSWORD, name: 'Sam' },
        remoteAddress: '10.20.2.1',
      });
      expect(response.statusCode).toBe(201);
    }
    for (let n = 0; n < LIMIT; n++) {
      expect((await signIn(n % 2 ? other : ctx.app, seeker.email, PASSWORD, '10.20.2.1')).statusCode).toBe(200);
    }
    expect((await signIn(ctx.app, seeker.email, PASSWORD, '10.20.2.1')).statusCode).toBe(429);
  });

  it('still limits, in its own memory, an instance whose Redis does not answer (never a 500)', async () => {
    const seeker = await registerSeeker(ctx.app);
    // A port nothing listens on: the instance counts alone and logs a warning.
    const cutOff = await startInstance(ctx, { ...ctx.config, REDIS_URL: 'redis://127.0.0.1:9' });
    try {
      const statuses: number[] = [];
      for (let n = 0; n < LIMIT + 1; n++) {
        statuses.push((await signIn(cutOff, seeker.email, PASSWORD, '10.20.3.1')).statusCode);
      }
      expect(statuses.slice(0, LIMIT)).toEqual(Array.from({ length: LIMIT }, () => 200));
      expect(statuses[LIMIT]).toBe(429);
    } finally {
      await cutOff.close();
    }
  });
});

const BOUNDARY = '----jobs-instances-boundary';

describe('uploads in the store every instance reads', () => {
  it('renders through one instance an image uploaded through the other', async () => {
    const ann = await registerSeeker(ctx.app);
    const png = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
    const payload = Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
    const uploaded = ok<{ path: string; width: number }>(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/uploads',
        headers: { ...bearer(ann.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload,
      }),
      201,
    );
    const rendered = await other.inject({
      method: 'GET',
      url: `/api/_img/w_64,h_64,f_webp,fit_contain,b_ffffff/${uploaded.path}`,
    });
    expect(rendered.statusCode).toBe(200);
    expect(await sharp(rendered.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 64, height: 64 });
  });
});

/** An AI provider that takes requests and answers only when told to (the instance that asked is gone by then). */
const provider = {
  server: undefined as Server | undefined,
  held: [] as ServerResponse[],
};

describe('durable assistant replies', () => {
  beforeAll(async () => {
    provider.server = createServer((request, response) => {
      request.resume();
      request.on('end', () => {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        provider.held.push(response);
      });
    });
    await new Promise<void>((resolve) => provider.server?.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const response of provider.held) response.destroy();
    provider.server?.closeAllConnections();
    await new Promise((resolve) => provider.server?.close(resolve));
  });

  it('completes, once, on another instance the reply a crashed instance had taken', async () => {
    const db = ctx.database.handle.db;
    // Instance A asks a provider that does not answer: it has taken the job and hangs in it.
    const port = (provider.server?.address() as AddressInfo).port;
    const crashing = await startInstance(ctx, {
      ...ctx.config,
      ASSISTANT_API_BASE_URL: `http://127.0.0.1:${port}/v1`,
      ASSISTANT_API_KEY: 'test-key',
      ASSISTANT_TIMEOUT_MS: 120_000,
    });
    try {
      const ann = await registerSeeker(ctx.app);
      const template = await templateBySlug(api(crashing), ann, 'find-job');
      const sent = ok<{ chat_id: number }>(await api(crashing).send(ann, template.id, say('remote React from 200k')));
      for (let n = 0; provider.held.length === 0; n++) {
        if (n > 500) throw new Error('instance A never asked the provider');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const [taken] = await pendingJobs(db, REPLY_JOB);
      expect(taken).toMatchObject({
        state: 'active',
        retry_count: 0,
        data: expect.objectContaining({ chatId: sent.chat_id }),
      });
      // The other instance shows the reply as coming (the job is there, whoever holds it).
      const before = ok<HistoryDto & { assistant_typing?: boolean }>(await api(ctx.app).history(ann, sent.chat_id));
      expect(before.assistant_typing).toBe(true);

      // A dies: once its lease has passed (moved into the past here), pg-boss's maintenance on the
      // other instance makes the job due again (after a retry's backoff, skipped here), and the
      // other instance takes it and writes the reply (the built-in assistant's).
      expect(await ctx.app.jobQueue.runDue(10, [REPLY_JOB])).toBe(0);
      await abandonRunning(db, REPLY_JOB);
      await ctx.app.jobQueue.maintain();
      await makeDue(db, REPLY_JOB);
      expect(await ctx.app.jobQueue.runDue(10, [REPLY_JOB])).toBe(1);
      const replies = () =>
        db
          .select({ text: messages.text })
          .from(messages)
          .where(and(eq(messages.chatId, sent.chat_id), eq(messages.authorKind, 'assistant')));
      const [reply] = await replies();
      expect(reply?.text).toMatch(/React/);
      expect(await pendingJobs(db, REPLY_JOB)).toEqual([]);
      const after = ok<HistoryDto & { assistant_typing?: boolean }>(await api(ctx.app).history(ann, sent.chat_id));
      expect(after.assistant_typing).toBe(false);
      expect(after.message.map((message) => message.author_kind)).toEqual(['assistant', 'seeker']);

      // Had A only stalled, its late answer stores nothing more: the reply is written once.
      for (const response of provider.held.splice(0)) {
        response.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content: 'A late answer' } }] })}\n\n`);
        response.end('data: [DONE]\n\n');
      }
      await crashing.jobQueue.whenIdle();
      expect(await replies()).toEqual([reply]);
      // Its late completion did not count either: the job was completed once, by the other instance.
      expect(await jobRows(db, REPLY_JOB)).toEqual([expect.objectContaining({ state: 'completed', retry_count: 1 })]);
    } finally {
      await crashing.close();
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadFiles, uploads } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { ok, seeker, type Party } from '../../../__tests__/support/chat-helpers';
import { useTestApp } from '../../../__tests__/support/harness';

/**
 * Issue 14, defect 4: the optimiser renders only the variants the apps use, few at a time,
 * within a pixel bound, into a bounded cache; uploads are rate-limited and capped per user.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'jobs-img-hardening-'));
const CACHE_MAX_BYTES = 40 * 1024;
const ctx = useTestApp({
  DATA_DIR: dataDir,
  UPLOAD_MAX_PIXELS: '4000000',
  UPLOAD_RATE_LIMIT_PER_HOUR: '4',
  UPLOAD_QUOTA_FILES: '3',
  UPLOAD_QUOTA_BYTES: String(10 * 1024 * 1024),
  IMAGE_RENDER_CONCURRENCY: '1',
  IMAGE_RENDER_QUEUE_MAX: '2',
  IMAGE_CACHE_MAX_BYTES: String(CACHE_MAX_BYTES),
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

type UploadDto = { id: number; url: string; path: string; width: number; height: number };
const BOUNDARY = '----jobs-hardening';

const upload = (who: { token: string }, data: Buffer) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...bearer(who.token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]),
  });

/** A PNG of noise (it compresses badly, so every variant weighs something). */
const noise = (width: number, height: number) =>
  sharp(Buffer.from(Array.from({ length: width * height * 3 }, (_, i) => (i * 7919 + (i >> 7)) % 251)), {
    raw: { width, height, channels: 3 },
  })
    .png()
    .toBuffer();

const img = (modifiers: string, path: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/_img/${modifiers}/${path}` });

let ann: Party;
let picture: UploadDto;
beforeAll(async () => {
  ann = await seeker(ctx.app);
  picture = ok<UploadDto>(await upload(ann, await noise(700, 500)), 201);
});

describe('the variants the optimiser renders', () => {
  it('renders the ones the apps ask for', async () => {
    const variants = [
      // The srcset of every logo and icon (square, contained on white), by breakpoint and density.
      ...[320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072].map((w) => `w_${w},h_${w},f_webp,fit_contain,b_ffffff`),
      // The src at each size the apps draw: template icons, chat list, cards, company page, logo form.
      'w_32,h_32,f_webp,fit_contain',
      ...[40, 48, 64, 80].map((w) => `w_${w},h_${w},f_webp,fit_contain,b_ffffff`),
      // The placeholder, with and without a background; the link preview.
      'w_10,h_10,f_webp,q_50,fit_cover,b_ffffff,blur_3',
      'w_10,h_10,f_webp,q_50,fit_cover,blur_3',
      'w_512,h_512,f_png,fit_contain,b_ffffff',
    ];
    for (const modifiers of variants) expect((await img(modifiers, picture.path)).statusCode, modifiers).toBe(200);
    // Sixteen renders up to 3072 px, one after another: 24.5 s beside the Playwright suite on two cores.
  }, 120_000);

  it('refuses every other variant with a 400 naming params.modifiers', async () => {
    for (const modifiers of [
      'w_321',
      'w_100,h_100',
      'w_320,h_180',
      'w_320,h_321,f_webp,fit_contain,b_ffffff',
      'w_64,h_64,q_79',
      'w_64,h_64,f_avif',
      'w_64,h_64,f_jpeg',
      'w_64,h_64,fit_fill',
      'w_64,h_64,b_000000',
      'w_64,h_64,blur_3',
      'w_11,h_10,q_50,blur_3',
      'w_10,h_10,q_50,blur_4',
      'w_512,h_512,f_webp,q_99',
      'w_256,h_256,f_png,fit_contain,b_ffffff',
      'h_320',
      'w_4096',
    ]) {
      const response = await img(modifiers, picture.path);
      expect(response.statusCode, modifiers).toBe(400);
      expect(response.json().error.details[0].field, modifiers).toBe('params.modifiers');
    }
  });
});

describe('rendering under load', () => {
  it('answers many different renders at once with 200 or 503 + Retry-After, never an error or a hang', async () => {
    const widths = [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072];
    const responses = await Promise.all(
      widths.flatMap((w) => [
        img(`w_${w},h_${w},f_webp,fit_cover`, picture.path),
        img(`w_${w},f_webp,fit_contain`, picture.path),
      ]),
    );
    for (const response of responses) {
      expect([200, 503]).toContain(response.statusCode);
      if (response.statusCode === 503) {
        expect(response.json().error.code).toBe('UNAVAILABLE');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(responses.some((response) => response.statusCode === 200)).toBe(true);
  });

  it('keeps the cache within its bound, and renders an evicted variant again', async () => {
    const cacheBytes = async () => {
      const dir = join(dataDir, 'img-cache');
      let total = 0;
      for (const name of (await readdir(dir, { recursive: true })) as string[]) {
        const info = await stat(join(dir, name));
        if (info.isFile()) total += info.size;
      }
      return total;
    };
    for (const w of [320, 640, 768, 1024, 1280]) {
      expect((await img(`w_${w},h_${w},f_webp,fit_cover,b_ffffff`, picture.path)).statusCode).toBe(200);
      expect(await cacheBytes()).toBeLessThanOrEqual(CACHE_MAX_BYTES);
    }
    const again = await img('w_320,h_320,f_webp,fit_cover,b_ffffff', picture.path);
    expect(again.statusCode).toBe(200);
    expect((await sharp(again.rawPayload).metadata()).width).toBe(320);
  });

  it('refuses to decode a stored image beyond the pixel bound (404, never a long render or a 500)', async () => {
    // A file that came in some other way (an older upload, a copied data folder): 3000 × 3000.
    const path = '2020/01/0123456789abcdef0123456789abcd00.webp';
    await ctx.database.handle.db.insert(uploadFiles).values({
      path,
      data: await sharp({ create: { width: 3000, height: 3000, channels: 3, background: '#ffffff' } })
        .webp()
        .toBuffer(),
    });
    await ctx.database.handle.db
      .insert(uploads)
      .values({ path, mime: 'image/webp', width: 3000, height: 3000, bytes: 1000 });
    expect((await img('w_64,h_64,f_webp,fit_contain,b_ffffff', path)).statusCode).toBe(404);
  });
});

describe('uploads per user', () => {
  it('stores an image within 4096 px a side', async () => {
    const bob = await seeker(ctx.app);
    const wide = ok<UploadDto>(await upload(bob, await noise(5000, 20)), 201);
    expect(wide).toMatchObject({ width: 4096 });
  });

  it('answers 429 with Retry-After past the hourly allowance, for that user only', async () => {
    const carol = await seeker(ctx.app);
    const dave = await seeker(ctx.app);
    const small = await noise(8, 8);
    // Quota 3 files: the fourth is refused by the quota first, so remove them as they come.
    for (let n = 0; n < 4; n++) {
      ok(await upload(carol, small), 201);
      await ctx.database.handle.db.delete(uploads).where(eqOwner(carol));
    }
    const fifth = await upload(carol, small);
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await upload(dave, small)).statusCode).toBe(201);
  });

  it('answers 403 naming body.file once the user keeps the most files allowed', async () => {
    const erin = await seeker(ctx.app);
    const small = await noise(8, 8);
    for (let n = 0; n < 3; n++) ok(await upload(erin, small), 201);
    const over = await upload(erin, small);
    expect(over.statusCode).toBe(403);
    expect(over.json().error.details[0].field).toBe('body.file');
  });
});

const eqOwner = (who: Party) => eq(uploads.ownerUserId, who.user.id);

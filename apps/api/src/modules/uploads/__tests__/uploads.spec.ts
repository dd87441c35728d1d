import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uploadFiles, uploads } from '@jobs/server-db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { useTestApp } from '../../../__tests__/support/harness';
import { importUploadsFromDisk } from '../image-store';
import { createDatabaseFileStore } from '../upload-files.repository';
import { bearer } from '../../../__tests__/support/auth-helpers';
import { editor, employer, ok, seeker, type Party } from '../../../__tests__/support/chat-helpers';

const dataDir = mkdtempSync(join(tmpdir(), 'jobs-uploads-'));
const ctx = useTestApp({ DATA_DIR: dataDir, UPLOAD_MAX_BYTES: String(200 * 1024), UPLOAD_MAX_PIXELS: '1000000' });
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The bytes stored for an upload path (in the database every instance reads). */
const storedFile = async (path: string): Promise<Buffer> => {
  const [row] = await ctx.database.handle.db.select().from(uploadFiles).where(eq(uploadFiles.path, path));
  if (!row) throw new Error(`nothing stored for ${path}`);
  return row.data;
};

type UploadDto = { id: number; url: string; path: string; width: number; height: number };

const BOUNDARY = '----jobs-test-boundary';

/** A multipart body with the given file parts (field name, file name, type, bytes). */
const multipart = (parts: { field: string; filename: string; type: string; data: Buffer }[]) => {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.field}"; filename="${part.filename}"\r\nContent-Type: ${part.type}\r\n\r\n`,
      ),
      part.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
};

const upload = (
  who: { token: string } | null,
  data: Buffer,
  options: { filename?: string; type?: string; field?: string } = {},
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: { ...(who ? bearer(who.token) : {}), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipart([
      {
        field: options.field ?? 'file',
        filename: options.filename ?? 'picture.png',
        type: options.type ?? 'image/png',
        data,
      },
    ]),
  });

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .toFormat(format)
    .toBuffer();

const img = (modifiers: string, path: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/_img/${modifiers}/${path}`, headers });

let ann: Party;
beforeAll(async () => {
  ann = await seeker(ctx.app);
});

describe('POST /uploads', () => {
  it('stores an image re-encoded as WebP in the database (never on disk) and answers its url and size', async () => {
    const body = ok<UploadDto>(await upload(ann, await image(300, 200)), 201);
    expect(body.path).toMatch(/^\d{4}\/\d{2}\/[0-9a-f]{32}\.webp$/);
    expect(body).toMatchObject({ url: `/uploads/${body.path}`, width: 300, height: 200 });
    const stored = await storedFile(body.path);
    expect((await sharp(stored).metadata()).format).toBe('webp');
    expect(existsSync(join(dataDir, 'uploads', body.path))).toBe(false);
  });

  it('accepts JPEG, GIF, WebP and AVIF by their content, whatever the name says, and strips metadata', async () => {
    for (const format of ['jpeg', 'gif', 'webp', 'avif'] as const) {
      const body = ok<UploadDto>(await upload(ann, await image(40, 30, format), { filename: 'x.txt' }), 201);
      expect(body).toMatchObject({ width: 40, height: 30 });
    }
    const withExif = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#00ff00' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Ann' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const body = ok<UploadDto>(await upload(ann, withExif, { filename: 'photo.jpg', type: 'image/jpeg' }), 201);
    const stored = await sharp(await storedFile(body.path)).metadata();
    expect(stored.exif).toBeUndefined();
  });

  it('refuses what is not an accepted image with a 400 naming the file field', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    for (const [data, filename] of [
      [Buffer.from('hello, not an image'), 'fake.png'],
      [svg, 'logo.svg'],
      [Buffer.alloc(0), 'empty.png'],
    ] as const) {
      const response = await upload(ann, data, { filename });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe('body.file');
    }
  });

  it('refuses files over the size cap and images over the pixel cap with 413', async () => {
    const noisy = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 400, height: 400, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(200 * 1024);
    const big = await upload(ann, noisy);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.code).toBe('PAYLOAD_TOO_LARGE');
    // 1200 x 1000 = 1.2 megapixels in a small file.
    const wide = await upload(ann, await image(1200, 1000));
    expect(wide.statusCode).toBe(413);
    expect(wide.json().error.details[0].field).toBe('body.file');
  });

  it('wants the image in the field "file" and a multipart body', async () => {
    const wrongField = await upload(ann, await image(10, 10), { field: 'avatar' });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.details[0].field).toBe('body.avatar');
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: bearer(ann.token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('is for any signed-in user: 401 without a token; employers and editors may upload', async () => {
    const png = await image(10, 10);
    expect((await upload(null, png)).statusCode).toBe(401);
    ok(await upload(await employer(ctx.app), png), 201);
    ok(await upload(await editor(ctx.app, ctx.database.handle), png), 201);
  });
});

describe('GET /_img/{modifiers}/{path}', () => {
  let uploaded: UploadDto;
  beforeAll(async () => {
    uploaded = ok<UploadDto>(await upload(ann, await image(640, 480)), 201);
  });

  it('resizes and re-encodes, with an immutable Cache-Control and an ETag', async () => {
    const response = await img('w_320,h_320,f_webp,q_80,fit_cover', uploaded.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const meta = await sharp(response.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 320 });

    // The link preview: a 512 px PNG on white.
    const png = await img('w_512,h_512,f_png,fit_contain,b_ffffff', uploaded.path);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    // Never enlarged.
    const huge = await img('w_2048', uploaded.path);
    expect((await sharp(huge.rawPayload).metadata()).width).toBe(640);
    // The placeholder: 10x10, quality 50, blurred.
    const placeholder = await img('w_10,h_10,q_50,blur_3', uploaded.path);
    expect(await sharp(placeholder.rawPayload).metadata()).toMatchObject({ width: 10, height: 10 });
  });

  it('keeps results on disk and answers 304 to a matching If-None-Match', async () => {
    const first = await img('w_64,h_64', uploaded.path);
    const etag = String(first.headers['etag']);
    const cacheFiles = async () => (await readdir(join(dataDir, 'img-cache'), { recursive: true })).length;
    const before = await cacheFiles();
    // Same modifiers in another order: the same result, from the cache.
    const again = await img('h_64,w_64', uploaded.path);
    expect(again.headers['etag']).toBe(etag);
    expect(Buffer.compare(again.rawPayload, first.rawPayload)).toBe(0);
    expect(await cacheFiles()).toBe(before);
    const cached = join(dataDir, 'img-cache', etag.slice(1, 3), `${etag.slice(1, -1)}.webp`);
    expect((await stat(cached)).size).toBe(first.rawPayload.length);
    const notModified = await img('w_64,h_64', uploaded.path, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
  });

  it('answers 400 naming a bad modifier', async () => {
    for (const [modifiers, named] of [
      ['x_1', 'x_1'],
      ['w_0', 'w'],
      ['w_5000', 'w'],
      ['q_101', 'q'],
      ['f_bmp', 'f'],
      ['fit_squash', 'fit'],
      ['b_white', 'b'],
      ['w_10,w_20', 'w'],
      // Names an object inherits are no modifiers either.
      ['__proto__', '__proto__'],
      ['constructor', 'constructor'],
      ['toString', 'toString'],
      ['valueOf', 'valueOf'],
      ['hasOwnProperty_1', 'hasOwnProperty_1'],
      ['__proto___1', '__proto___1'],
    ] as const) {
      const response = await img(modifiers, uploaded.path);
      expect(response.statusCode).toBe(400);
      const [detail] = response.json().error.details;
      expect(detail.field).toBe('params.modifiers');
      expect(detail.message.startsWith(`${named}:`)).toBe(true);
    }
  });

  it('serves only uploaded files: 404 for others, 400 for paths that are no upload path', async () => {
    expect((await img('w_320', '2020/01/0123456789abcdef0123456789abcdef.webp')).statusCode).toBe(404);
    for (const path of [
      '..%2F..%2Fetc%2Fpasswd',
      '../secret.webp',
      'https:%2F%2Fexample.com%2Fa.png',
      '.hidden.webp',
    ]) {
      expect([400, 404]).toContain((await img('w_320', path)).statusCode);
    }
    expect((await img('w_320', '..%2Fsecret.webp')).statusCode).toBe(400);
  });
});

describe('uploads kept on disk before the database held them', () => {
  it('stores them in the database at start (once), so every instance renders them; a lost file stays a 404', async () => {
    const db = ctx.database.handle.db;
    const kept = '2024/05/0123456789abcdef0123456789abcd01.webp';
    const lost = '2024/05/0123456789abcdef0123456789abcd02.webp';
    await mkdir(join(dataDir, 'uploads', '2024', '05'), { recursive: true });
    await writeFile(
      join(dataDir, 'uploads', kept),
      await sharp(await image(50, 40))
        .webp()
        .toBuffer(),
    );
    for (const path of [kept, lost]) {
      await db.insert(uploads).values({ path, mime: 'image/webp', width: 50, height: 40, bytes: 100 });
    }
    const files = createDatabaseFileStore(db);
    expect(await importUploadsFromDisk(db, files, dataDir, ctx.app.log)).toEqual({ imported: 1, missing: 1 });
    expect((await sharp(await storedFile(kept)).metadata()).width).toBe(50);
    // Again (the next start, another instance): nothing more is read.
    expect(await importUploadsFromDisk(db, files, dataDir, ctx.app.log)).toEqual({ imported: 0, missing: 1 });
    expect((await img('w_64,h_64,f_webp,fit_contain,b_ffffff', kept)).statusCode).toBe(200);
    expect((await img('w_64,h_64,f_webp,fit_contain,b_ffffff', lost)).statusCode).toBe(404);
  });
});

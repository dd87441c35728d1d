import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { errorEnvelopeSchema, imageParamsSchema, type ImageModifiers } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { ImageStore } from '../uploads/image-store';
import { createUploadsRepository } from '../uploads/uploads.repository';
import { unavailable } from '../../plugins/error-handler';
import { ImageCache } from './image-cache';
import { RenderLimiter } from './render-limiter';

const CONTENT_TYPE: Record<ImageModifiers['format'], string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** Results never change for a (path, modifiers) pair: uploaded files are immutable under random names. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** The same modifiers in any order name the same result. */
const cacheKey = (path: string, modifiers: ImageModifiers): string =>
  createHash('sha256')
    .update(
      JSON.stringify([
        path,
        modifiers.width ?? 0,
        modifiers.height ?? 0,
        modifiers.format,
        modifiers.quality,
        modifiers.fit,
        modifiers.background ?? '',
        modifiers.blur ?? 0,
      ]),
    )
    .digest('hex')
    .slice(0, 40);

/** A render taking longer than this is given up (503): a decompression bomb cannot hold a slot. */
const RENDER_TIMEOUT_SECONDS = 20;

const render = async (source: Buffer, modifiers: ImageModifiers, maxPixels: number): Promise<Buffer> => {
  let image = sharp(source, { limitInputPixels: maxPixels }).timeout({ seconds: RENDER_TIMEOUT_SECONDS });
  if (modifiers.width !== undefined || modifiers.height !== undefined) {
    image = image.resize({
      width: modifiers.width,
      height: modifiers.height,
      fit: modifiers.fit,
      withoutEnlargement: true,
      ...(modifiers.background ? { background: `#${modifiers.background}` } : {}),
    });
  }
  if (modifiers.background) image = image.flatten({ background: `#${modifiers.background}` });
  if (modifiers.blur !== undefined) image = image.blur(Math.max(0.3, modifiers.blur));
  return image.toFormat(modifiers.format, { quality: modifiers.quality }).toBuffer();
};

export type ImagesOptions = {
  db: Database;
  store: ImageStore;
  /** Renders at once and waiting (beyond: 503 with Retry-After). */
  concurrency: number;
  maxWaiting: number;
  /** Bounds of the results kept on disk (least recently used deleted first). */
  cacheMaxBytes: number;
  cacheMaxFiles: number;
  /** The largest image (width × height) a render decodes. */
  maxPixels: number;
  /** How long a render waits for its turn before a 503 (below the idle timeout: never a cut socket). */
  maxWaitMs?: number;
  /** Renders of one upload, and of one uploader's uploads, in the line at once (beyond: 503). */
  perUpload?: number;
  perOwner?: number;
};

/**
 * `GET /_img/{modifiers}/{path}`: an uploaded image resized and re-encoded (spec §7 modifiers:
 * `w_`, `h_`, `f_`, `q_`, `fit_`, `b_`, and `blur_` for placeholders), in the variants the apps
 * use only (isServedImageVariant). Only files recorded in the uploads table are served (never a
 * remote URL; the originals come from the file store every instance reads). Renders are few at a time and bounded in
 * pixels and time; results are kept in DATA_DIR/img-cache, bounded, and answered with an ETag and
 * an immutable Cache-Control.
 */
export const imagesRoutes: FastifyPluginAsync<ImagesOptions> = async (app, options) => {
  const { db, store } = options;
  const uploads = createUploadsRepository(db);
  const inflight = new Map<string, Promise<Buffer>>();
  const limiter = new RenderLimiter(options.concurrency, options.maxWaiting, {
    maxWaitMs: options.maxWaitMs ?? 10_000,
  });
  const perUpload = options.perUpload ?? 2;
  const perOwner = options.perOwner ?? 4;
  const cache = new ImageCache(store, options.cacheMaxBytes, options.cacheMaxFiles, app.log);
  await cache.load();

  const produce = async (
    key: string,
    path: string,
    modifiers: ImageModifiers,
    owner: number | null,
  ): Promise<Buffer> => {
    const cached = join(store.cacheDir, key.slice(0, 2), `${key}.${modifiers.format}`);
    const hit = await cache.read(cached);
    if (hit) return hit;
    // One upload's variants, and one uploader's, take a bounded share of the line: one account
    // requesting every variant of its uploads cannot keep the render slots busy for everyone.
    const bounds = [
      { key: `upload:${path}`, max: perUpload },
      ...(owner === null ? [] : [{ key: `owner:${owner}`, max: perOwner }]),
    ];
    return limiter.run(async () => {
      // The original from the store every instance reads: an upload made through another instance renders here.
      const source = await store.files.get(path);
      if (!source) throw new AppError('NOT_FOUND', 'Image not found');
      let result: Buffer;
      try {
        result = await render(source, modifiers, options.maxPixels);
      } catch (error) {
        app.log.warn({ err: error, path }, 'image render failed');
        if (/timeout/i.test((error as Error).message)) throw unavailable('The image took too long to render');
        throw new AppError('NOT_FOUND', 'This image cannot be shown');
      }
      await cache.write(cached, result);
      return result;
    }, bounds);
  };

  app.route({
    method: 'GET',
    url: '/_img/:modifiers/*',
    schema: {
      summary:
        'An uploaded image, resized and re-encoded, in a variant the apps use (e.g. /_img/w_320,h_320,f_webp,fit_contain,b_ffffff/2026/11/x.webp)',
      tags: ['uploads'],
      params: imageParamsSchema,
      response: { '4xx': errorEnvelopeSchema, '5xx': errorEnvelopeSchema },
    },
    handler: async (request, reply) => {
      const params = request.params as z.output<typeof imageParamsSchema>;
      const path = params['*'];
      const modifiers = params.modifiers;
      const upload = await uploads.findByPath(path);
      if (!upload) throw new AppError('NOT_FOUND', 'Image not found');
      const key = cacheKey(path, modifiers);
      const etag = `"${key}"`;
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      let pending = inflight.get(key);
      if (!pending) {
        pending = produce(key, path, modifiers, upload.ownerUserId ?? null).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      const body = await pending;
      return reply.type(CONTENT_TYPE[modifiers.format]).send(body);
    },
  });
};

import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { errorEnvelopeSchema, imageParamsSchema, type ImageModifiers } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import sharp from 'sharp';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { ImageStore } from '../uploads/image-store';
import { createUploadsRepository } from '../uploads/uploads.repository';

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

const render = async (source: Buffer, modifiers: ImageModifiers): Promise<Buffer> => {
  let image = sharp(source);
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

/**
 * `GET /_img/{modifiers}/{path}`: an uploaded image resized and re-encoded (spec §7 modifiers:
 * `w_`, `h_`, `f_`, `q_`, `fit_`, `b_`, and `blur_` for placeholders). Only files recorded in the
 * uploads table are served (never a remote URL, never a path outside the uploads folder); results
 * are kept in DATA_DIR/img-cache and answered with an ETag and an immutable Cache-Control.
 */
export const imagesRoutes: FastifyPluginAsync<{ db: Database; store: ImageStore }> = async (app, { db, store }) => {
  const uploads = createUploadsRepository(db);
  const inflight = new Map<string, Promise<Buffer>>();

  const produce = async (key: string, path: string, modifiers: ImageModifiers): Promise<Buffer> => {
    const cached = join(store.cacheDir, key.slice(0, 2), `${key}.${modifiers.format}`);
    try {
      return await readFile(cached);
    } catch {
      // Not made yet.
    }
    let source: Buffer;
    try {
      source = await readFile(store.uploadFile(path));
    } catch {
      throw new AppError('NOT_FOUND', 'Image not found');
    }
    const result = await render(source, modifiers);
    await store.writeAtomically(cached, result);
    return result;
  };

  app.route({
    method: 'GET',
    url: '/_img/:modifiers/*',
    schema: {
      summary:
        'An uploaded image, resized and re-encoded (e.g. /_img/w_320,h_180,f_webp,q_80,fit_cover/2026/11/x.webp)',
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
        pending = produce(key, path, modifiers).finally(() => inflight.delete(key));
        inflight.set(key, pending);
      }
      const body = await pending;
      return reply.type(CONTENT_TYPE[modifiers.format]).send(body);
    },
  });
};

import multipart from '@fastify/multipart';
import { IMAGE_MAX_DIMENSION, UPLOAD_IMAGE_FORMATS, uploadRoutes } from '@jobs/contracts';
import type { Database } from '@jobs/server-db';
import type { FastifyPluginAsync } from 'fastify';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { AppConfig } from '../../config';
import { AppError, fieldDetail, fieldError, rateLimited } from '../../lib/app-error';
import { createLimiter } from '../../lib/rate-limit-store';
import { currentUser, registerRoute } from '../../lib/register-route';
import type { ImageStore } from './image-store';
import { createUploadsRepository } from './uploads.repository';

const FILE_FIELD = 'body.file';
const ACCEPTED = new Set<string>(UPLOAD_IMAGE_FORMATS);
/** WebP quality of the stored original (what the optimiser reads). */
const STORED_QUALITY = 90;

/** sharp names AVIF `heif` (with AV1 compression); HEIC (HEVC) is not accepted. */
const formatOf = (metadata: Metadata): string | undefined =>
  metadata.format === 'heif' ? (metadata.compression === 'av1' ? 'avif' : 'heic') : metadata.format;

const tooLarge = (message: string, params: { kilobytes: number } | { megapixels: number }) =>
  new AppError('PAYLOAD_TOO_LARGE', message, [fieldDetail(FILE_FIELD, 'file_too_large', params, message)]);

/**
 * `POST /uploads`: one image in the multipart field `file`, from any signed-in user. The content
 * decides (never the name or the declared type): JPEG, PNG, WebP, GIF or AVIF, at most
 * UPLOAD_MAX_BYTES and UPLOAD_MAX_PIXELS, at most UPLOAD_RATE_LIMIT_PER_HOUR per user and within
 * the user's quota (UPLOAD_QUOTA_FILES, UPLOAD_QUOTA_BYTES). Stored re-encoded as WebP within
 * 4096 px a side, metadata stripped, rotated upright, as `yyyy/mm/<random>.webp` in the file store
 * every instance reads (image-store.ts: the database); served only through `/_img`.
 */
export const uploadsRoutes: FastifyPluginAsync<{ db: Database; config: AppConfig; store: ImageStore }> = async (
  app,
  { db, config, store },
) => {
  const repo = createUploadsRepository(db);
  // Only this plugin parses multipart: the rest of the API accepts JSON alone.
  await app.register(multipart, {
    limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  // Per user, not per address: an upload is always signed in.
  const perUser = createLimiter(app, 'uploads-user', {
    max: config.UPLOAD_RATE_LIMIT_PER_HOUR,
    timeWindow: 60 * 60 * 1000,
    keyGenerator: (request) => String(request.user?.id ?? request.ip),
  });

  registerRoute(
    app,
    uploadRoutes.create,
    async (request) => {
      const user = currentUser(request);
      const limit = await perUser(request);
      if (!limit.isAllowed && limit.isExceeded) {
        throw rateLimited(limit.ttlInSeconds);
      }
      const usage = await repo.usageOf(user.id);
      if (usage.files >= config.UPLOAD_QUOTA_FILES || usage.bytes >= config.UPLOAD_QUOTA_BYTES) {
        throw new AppError('FORBIDDEN', 'Upload quota reached', [
          fieldDetail(
            FILE_FIELD,
            'upload_quota',
            { files: config.UPLOAD_QUOTA_FILES, megabytes: Math.floor(config.UPLOAD_QUOTA_BYTES / 1024 / 1024) },
            `You keep the most uploads allowed (${config.UPLOAD_QUOTA_FILES} files, ${Math.floor(config.UPLOAD_QUOTA_BYTES / 1024 / 1024)} MB)`,
          ),
        ]);
      }
      if (!request.isMultipart()) {
        throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data with the image in the field "file"');
      }
      let input: Buffer | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || input) {
            await part.toBuffer().catch(() => undefined);
            throw fieldError(`body.${part.fieldname}`, 'file_single');
          }
          input = await part.toBuffer();
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') {
          throw tooLarge(`The image must be at most ${Math.floor(config.UPLOAD_MAX_BYTES / 1024)} KB`, {
            kilobytes: Math.floor(config.UPLOAD_MAX_BYTES / 1024),
          });
        }
        if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
          throw fieldError(FILE_FIELD, 'file_single');
        }
        throw fieldError(FILE_FIELD, 'file_unreadable');
      }
      if (!input || input.length === 0) throw fieldError(FILE_FIELD, 'file_required');

      let metadata: Metadata;
      try {
        metadata = await sharp(input).metadata();
      } catch {
        throw fieldError(FILE_FIELD, 'file_not_image');
      }
      const format = formatOf(metadata);
      if (!format || !ACCEPTED.has(format)) {
        throw fieldError(FILE_FIELD, 'file_type');
      }
      const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
      if (pixels > config.UPLOAD_MAX_PIXELS) {
        throw tooLarge(`The image must be at most ${Math.floor(config.UPLOAD_MAX_PIXELS / 1_000_000)} megapixels`, {
          megapixels: Math.floor(config.UPLOAD_MAX_PIXELS / 1_000_000),
        });
      }

      let output: { data: Buffer; info: OutputInfo };
      try {
        output = await sharp(input, { limitInputPixels: config.UPLOAD_MAX_PIXELS })
          .rotate()
          // Nothing the apps show is larger: every later render reads at most this many pixels.
          .resize({ width: IMAGE_MAX_DIMENSION, height: IMAGE_MAX_DIMENSION, fit: 'inside', withoutEnlargement: true })
          .webp({ quality: STORED_QUALITY })
          .toBuffer({ resolveWithObject: true });
      } catch {
        throw fieldError(FILE_FIELD, 'file_undecodable');
      }
      const path = store.newUploadPath();
      // The bytes first (in the store every instance reads), then the record that makes them an upload.
      await store.files.put(path, output.data);
      let upload;
      try {
        upload = await repo.create({
          ownerUserId: user.id,
          path,
          mime: 'image/webp',
          width: output.info.width,
          height: output.info.height,
          bytes: output.data.length,
        });
      } catch (error) {
        await store.files.delete(path).catch(() => undefined);
        throw error;
      }
      return { id: upload.id, url: `/uploads/${path}`, path, width: upload.width, height: upload.height };
    },
    { bodyLimit: config.UPLOAD_MAX_BYTES + 64 * 1024 },
  );
};

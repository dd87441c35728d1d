import { z } from 'zod';
import { ROLES } from './constants';
import { defineRoute } from './route';

/** Image formats accepted for upload (by content, never by file name). */
export const UPLOAD_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;

/** An uploaded image: `url` is `/uploads/<path>`; it is served through `/_img/<modifiers>/<path>`. */
export const uploadSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  path: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type Upload = z.infer<typeof uploadSchema>;

/** The image optimiser's limits (spec §7 modifiers: width, height, format, quality, fit, background). */
export const IMAGE_MAX_DIMENSION = 4096;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export const IMAGE_FITS = ['cover', 'contain', 'fill', 'inside', 'outside'] as const;

export type ImageModifiers = {
  width?: number;
  height?: number;
  format: (typeof IMAGE_FORMATS)[number];
  quality: number;
  fit: (typeof IMAGE_FITS)[number];
  background?: string;
  blur?: number;
};

/** A Map, not an object literal: `__proto__`, `constructor`, `toString`… are no modifiers. */
const MODIFIER_NAMES: ReadonlyMap<string, string> = new Map([
  ['w', 'width'],
  ['h', 'height'],
  ['f', 'format'],
  ['q', 'quality'],
  ['fit', 'fit'],
  ['b', 'background'],
  ['blur', 'blur'],
]);

const dimension = (value: string): number | undefined => {
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= IMAGE_MAX_DIMENSION ? n : undefined;
};

/**
 * The `{modifiers}` segment of `/_img/{modifiers}/{path}`: comma-separated `name_value` pairs,
 * e.g. `w_320,h_180,f_webp,q_80,fit_cover,b_ffffff,blur_3`. Anything unknown, repeated or out of
 * range is an issue naming the modifier. Defaults: webp, quality 80, fit cover.
 */
export const imageModifiersSchema = z
  .string()
  .max(120)
  .transform((raw, ctx): ImageModifiers => {
    const result: ImageModifiers = { format: 'webp', quality: 80, fit: 'cover' };
    const seen = new Set<string>();
    const fail = (name: string, message: string) => {
      ctx.addIssue({ code: 'custom', message: `${name}: ${message}` });
      return z.NEVER;
    };
    for (const part of raw.split(',')) {
      const at = part.indexOf('_');
      const name = at > 0 ? part.slice(0, at) : part;
      const value = at > 0 ? part.slice(at + 1) : '';
      if (!MODIFIER_NAMES.has(name)) return fail(part || '(empty)', 'unknown modifier');
      if (seen.has(name)) return fail(name, 'given twice');
      seen.add(name);
      switch (name) {
        case 'w':
        case 'h': {
          const n = dimension(value);
          if (n === undefined) return fail(name, `${MODIFIER_NAMES.get(name)} must be 1 to ${IMAGE_MAX_DIMENSION}`);
          if (name === 'w') result.width = n;
          else result.height = n;
          break;
        }
        case 'f':
          if (!(IMAGE_FORMATS as readonly string[]).includes(value)) {
            return fail(name, `format must be one of ${IMAGE_FORMATS.join(', ')}`);
          }
          result.format = value as ImageModifiers['format'];
          break;
        case 'q': {
          const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
          if (!(n >= 1 && n <= 100)) return fail(name, 'quality must be 1 to 100');
          result.quality = n;
          break;
        }
        case 'fit':
          if (!(IMAGE_FITS as readonly string[]).includes(value)) {
            return fail(name, `fit must be one of ${IMAGE_FITS.join(', ')}`);
          }
          result.fit = value as ImageModifiers['fit'];
          break;
        case 'b':
          if (!/^[0-9a-f]{6}$/i.test(value)) return fail(name, 'background must be six hex digits, e.g. ffffff');
          result.background = value.toLowerCase();
          break;
        case 'blur': {
          const n = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
          if (!(n >= 1 && n <= 100)) return fail(name, 'blur must be 1 to 100');
          result.blur = n;
          break;
        }
      }
    }
    return result;
  });

/** `{path}` of an uploaded image: `yyyy/mm/<name>.webp` style, no `..`, no scheme. */
export const imagePathSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{2,5}$/i, 'Not an uploaded image path');

export const imageParamsSchema = z.object({
  modifiers: imageModifiersSchema,
  '*': imagePathSchema,
});

export const uploadRoutes = {
  /** Multipart with one file field named `file` (the body is read by the multipart parser, not JSON). */
  create: defineRoute({
    method: 'POST',
    path: '/uploads',
    summary: 'Upload an image (JPEG, PNG, WebP, GIF or AVIF; size and pixel count capped); re-encoded to WebP',
    tags: ['uploads'],
    auth: ROLES,
    status: 201,
    response: uploadSchema,
  }),
} as const;

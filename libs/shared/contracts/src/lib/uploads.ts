import { z } from 'zod';
import { codedPattern } from './field-errors';
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
      ctx.addIssue({
        code: 'custom',
        message: `${name}: ${message}`,
        params: { code: 'image_modifier', modifier: name },
      });
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

/**
 * The variants the optimiser renders: exactly what the apps ask for (the shared Image component
 * of @jobs/ui keeps the same lists; a test of the seeker app checks they agree). Anything else is
 * a 400, so nobody can make it render and store an unbounded number of variants.
 *
 * - the srcset: every breakpoint at every density (spec §9), as squares (every image the apps
 *   show is square) or by width alone;
 * - the `src` at the display size: the few fixed sizes the apps draw images at;
 * - the blurred placeholder (10×10, quality 50, blur 3);
 * - the 512 px PNG on white for link previews and structured data.
 */
export const IMAGE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_DENSITIES = [1, 2] as const;
/** CSS sizes images are shown at: template icons 32, chat list 40, cards 48, the company page 64, the logo form 80. */
export const IMAGE_FIXED_SIZES = [32, 40, 48, 64, 80] as const;
export const IMAGE_PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;
export const IMAGE_SHARE_SIZE = 512;
export const IMAGE_DEFAULT_QUALITY = 80;

/** Every width the srcset offers (breakpoints × densities), within the optimiser's largest side. */
export const IMAGE_SRCSET_WIDTHS: readonly number[] = [
  ...new Set(IMAGE_BREAKPOINTS.flatMap((breakpoint) => IMAGE_DENSITIES.map((density) => breakpoint * density))),
]
  .filter((width) => width <= IMAGE_MAX_DIMENSION)
  .sort((a, b) => a - b);

const SERVED_WIDTHS = new Set<number>([...IMAGE_SRCSET_WIDTHS, ...IMAGE_FIXED_SIZES]);

/** Whether the optimiser renders this variant (see IMAGE_BREAKPOINTS). */
export const isServedImageVariant = (m: ImageModifiers): boolean => {
  if (m.background !== undefined && m.background !== 'ffffff') return false;
  const placeholder = IMAGE_PLACEHOLDER;
  if (m.blur !== undefined) {
    return (
      m.width === placeholder.width &&
      m.height === placeholder.height &&
      m.quality === placeholder.quality &&
      m.blur === placeholder.blur &&
      m.format === 'webp' &&
      m.fit === 'cover'
    );
  }
  if (m.quality !== IMAGE_DEFAULT_QUALITY) return false;
  if (m.format === 'png') {
    return (
      m.width === IMAGE_SHARE_SIZE && m.height === IMAGE_SHARE_SIZE && m.fit === 'contain' && m.background === 'ffffff'
    );
  }
  if (m.format !== 'webp' || (m.fit !== 'cover' && m.fit !== 'contain')) return false;
  // The original size (an image shown at an unknown size), or a listed width: square or by width alone.
  if (m.width === undefined) return m.height === undefined;
  return SERVED_WIDTHS.has(m.width) && (m.height === undefined || m.height === m.width);
};

/** `{path}` of an uploaded image: `yyyy/mm/<name>.webp` style, no `..`, no scheme. */
export const imagePathSchema = codedPattern(
  z.string().max(200),
  /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{2,5}$/i,
  'upload_path',
);

export const imageParamsSchema = z.object({
  modifiers: imageModifiersSchema.refine(
    isServedImageVariant,
    'variant: not one the apps use (the srcset breakpoints and densities, the fixed sizes, the placeholder, the 512 px preview)',
  ),
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

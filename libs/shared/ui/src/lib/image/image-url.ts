/** Spec §9: image breakpoints (xs…xxl), pixel densities, default format and the placeholder. */
export const IMAGE_BREAKPOINTS = [320, 640, 768, 1024, 1280, 1536] as const;
export const IMAGE_DENSITIES = [1, 2] as const;
export const IMAGE_DEFAULT_FORMAT = 'webp';
export const IMAGE_PLACEHOLDER = { width: 10, height: 10, quality: 50, blur: 3 } as const;
/**
 * The display sizes (CSS px, square) the apps show images at. The API's optimiser renders only
 * these and the srcset widths (IMAGE_FIXED_SIZES of @jobs/contracts, the same list: a test of the
 * seeker app checks it); an image at another size gets a 400 and shows its fallback. Showing an
 * image at a new size means adding it to both lists.
 */
export const IMAGE_FIXED_SIZES = [32, 40, 48, 64, 80] as const;
/** The optimiser's largest side. */
const MAX_SIDE = 4096;

export type ImageFit = 'cover' | 'contain' | 'fill' | 'inside' | 'outside';
export type ImageFormat = 'webp' | 'avif' | 'jpeg' | 'png';

export type ImageTransform = {
  width?: number;
  height?: number;
  format?: ImageFormat;
  quality?: number;
  fit?: ImageFit;
  /** Six hex digits, no `#`. */
  background?: string;
  blur?: number;
};

const UPLOAD_PREFIX = '/uploads/';
const UPLOAD_PATH = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.(webp|png|jpe?g|gif|avif)$/i;

/**
 * The optimiser path of an uploaded image (`/uploads/2026/11/x.webp` or `2026/11/x.webp`), or
 * null for anything else (a remote URL, an SVG, a data URL): those are never sent to `/_img`.
 */
export const uploadPathOf = (src: string): string | null => {
  const path = src.startsWith(UPLOAD_PREFIX) ? src.slice(UPLOAD_PREFIX.length) : src;
  return UPLOAD_PATH.test(path) ? path : null;
};

const whole = (value: number | undefined): number | undefined =>
  value !== undefined && Number.isFinite(value) && value >= 1 ? Math.min(MAX_SIDE, Math.round(value)) : undefined;

/** `w_320,h_180,f_webp,q_80,fit_cover,b_ffffff,blur_3`: only what is set, in one order. */
export const imageModifiers = (transform: ImageTransform): string => {
  const parts: string[] = [];
  const width = whole(transform.width);
  const height = whole(transform.height);
  if (width) parts.push(`w_${width}`);
  if (height) parts.push(`h_${height}`);
  parts.push(`f_${transform.format ?? IMAGE_DEFAULT_FORMAT}`);
  if (transform.quality) parts.push(`q_${Math.min(100, Math.max(1, Math.round(transform.quality)))}`);
  if (transform.fit) parts.push(`fit_${transform.fit}`);
  if (transform.background && /^[0-9a-f]{6}$/i.test(transform.background)) parts.push(`b_${transform.background}`);
  if (transform.blur) parts.push(`blur_${Math.round(transform.blur)}`);
  return parts.join(',');
};

/** `<base>/_img/<modifiers>/<path>`; `base` is the API base (runtime configuration), without a trailing slash. */
export const imageUrl = (base: string, path: string, transform: ImageTransform): string =>
  `${base.replace(/\/+$/, '')}/_img/${imageModifiers(transform)}/${path}`;

/** An address as it is when absolute, else on `origin`. */
const absoluteUrl = (url: string, origin: string): string =>
  /^https?:\/\//.test(url) ? url : `${origin.replace(/\/+$/, '')}${url.startsWith('/') ? '' : '/'}${url}`;

/**
 * An image's absolute address for readers outside the page (link previews, structured data): an
 * uploaded image (`/uploads/…`, which only the optimiser serves) as a `size`-pixel PNG square on
 * white, which every preview reader takes; any other image as it is. `base` is the optimiser's
 * base (the API's), `origin` the site's, for whichever of them is relative.
 */
export const shareableImageUrl = (src: string, base: string, origin: string, size = 512): string => {
  const path = uploadPathOf(src);
  const url = path
    ? imageUrl(base, path, { width: size, height: size, format: 'png', fit: 'contain', background: 'ffffff' })
    : src;
  return absoluteUrl(url, origin);
};

/**
 * Image metadata as numbers: anything missing or not a positive finite number is 0 (spec §8:
 * a metadata failure means size zero, never an error).
 */
export const imageSize = (width: unknown, height: unknown): { width: number; height: number } => {
  const valid = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
  const w = valid(width);
  const h = valid(height);
  return w > 0 && h > 0 ? { width: w, height: h } : { width: 0, height: 0 };
};

/** Every width the srcset offers: each breakpoint at each density, smallest first. */
export const srcSetWidths = (): number[] =>
  [...new Set(IMAGE_BREAKPOINTS.flatMap((breakpoint) => IMAGE_DENSITIES.map((density) => breakpoint * density)))]
    .filter((width) => width <= MAX_SIDE)
    .sort((a, b) => a - b);

/**
 * `srcset` over the breakpoints and densities (`… 320w, … 640w, …`), each keeping the aspect
 * ratio of `width`×`height` when both are known.
 */
export const imageSrcSet = (
  base: string,
  path: string,
  size: { width: number; height: number },
  transform: Omit<ImageTransform, 'width' | 'height'>,
): string => {
  const ratio = size.width > 0 && size.height > 0 ? size.height / size.width : 0;
  return srcSetWidths()
    .map((width) => {
      const height = ratio > 0 ? Math.round(width * ratio) : undefined;
      return `${imageUrl(base, path, { ...transform, width, height })} ${width}w`;
    })
    .join(', ');
};

/** The blurred 10×10, quality 50 placeholder shown until the image has loaded (spec §9). */
export const placeholderUrl = (base: string, path: string, background?: string): string =>
  imageUrl(base, path, {
    width: IMAGE_PLACEHOLDER.width,
    height: IMAGE_PLACEHOLDER.height,
    quality: IMAGE_PLACEHOLDER.quality,
    blur: IMAGE_PLACEHOLDER.blur,
    fit: 'cover',
    background,
  });

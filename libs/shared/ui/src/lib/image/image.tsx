import { useState, type CSSProperties, type ReactNode } from 'react';
import { useImageBaseUrl } from './image-base-url';
import {
  imageSize,
  imageSrcSet,
  imageUrl,
  placeholderUrl,
  uploadPathOf,
  type ImageFit,
  type ImageFormat,
} from './image-url';
import styles from './image.module.css';

export type ImageProps = {
  /** An uploaded image (`/uploads/<path>`, as the API answers it), or any other URL (shown as is). */
  src: string | null | undefined;
  /** Required: describe the image, or `''` when it is decoration. */
  alt: string;
  /**
   * Display size in CSS pixels, so the page keeps its place while the image loads. Unknown: 0.
   * An uploaded image is served square at one of IMAGE_FIXED_SIZES only (the optimiser's list).
   */
  width: number;
  height: number;
  /** Which width the image takes at each viewport (the `sizes` attribute); default: its `width` in px. */
  sizes?: string;
  fit?: ImageFit;
  format?: ImageFormat;
  quality?: number;
  /** Fills transparent parts (`ffffff`). */
  background?: string;
  /** Load at once (above the fold) instead of lazily. */
  priority?: boolean;
  /** The optimiser's base; defaults to the nearest ImageBaseUrlProvider. */
  baseUrl?: string;
  className?: string;
  /** Shown instead when there is no image or it fails to load (default: nothing). */
  fallback?: ReactNode;
};

/**
 * An image through the optimiser (`/_img/<modifiers>/<path>`): a `srcset` over the spec's
 * breakpoints and densities, WebP by default, and a blurred 10×10 placeholder behind it until it
 * has loaded. Sizes that are not positive numbers count as 0 (no box reserved) and a failed load
 * shows the fallback: never an error.
 */
export function Image({
  src,
  alt,
  width,
  height,
  sizes,
  fit = 'cover',
  format = 'webp',
  quality,
  background,
  priority = false,
  baseUrl,
  className,
  fallback = null,
}: ImageProps) {
  const contextBase = useImageBaseUrl();
  const base = baseUrl ?? contextBase;
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const size = imageSize(width, height);
  if (!src || failed) return fallback;

  const dimensions = size.width > 0 ? { width: size.width, height: size.height } : {};
  const path = uploadPathOf(src);
  const handleError = () => setFailed(true);
  if (!path) {
    return (
      <img
        className={[styles.img, className].filter(Boolean).join(' ')}
        src={src}
        alt={alt}
        {...dimensions}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        onError={handleError}
      />
    );
  }

  const transform = { format, quality, fit, background };
  const frameStyle: CSSProperties = loaded
    ? {}
    : { backgroundImage: `url("${placeholderUrl(base, path, background)}")` };
  return (
    <span className={[styles.frame, className].filter(Boolean).join(' ')} style={frameStyle} data-loaded={loaded}>
      <img
        className={loaded ? styles.img : `${styles.img} ${styles.loading}`}
        src={imageUrl(base, path, { ...transform, width: size.width || undefined, height: size.height || undefined })}
        srcSet={imageSrcSet(base, path, size, transform)}
        sizes={sizes ?? (size.width > 0 ? `${size.width}px` : '100vw')}
        alt={alt}
        {...dimensions}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        onLoad={() => setLoaded(true)}
        onError={handleError}
      />
    </span>
  );
}

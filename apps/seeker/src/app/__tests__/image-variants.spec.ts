import {
  IMAGE_BREAKPOINTS as API_BREAKPOINTS,
  IMAGE_DENSITIES as API_DENSITIES,
  IMAGE_FIXED_SIZES as API_FIXED_SIZES,
  IMAGE_PLACEHOLDER as API_PLACEHOLDER,
  imageModifiersSchema,
  isServedImageVariant,
} from '@jobs/contracts';
import {
  IMAGE_BREAKPOINTS,
  IMAGE_DENSITIES,
  IMAGE_FIXED_SIZES,
  IMAGE_PLACEHOLDER,
  imageSrcSet,
  imageUrl,
  placeholderUrl,
  shareableImageUrl,
} from '@jobs/ui';

/**
 * The image optimiser renders only the variants the apps ask for (issue 14): the lists the API
 * checks (@jobs/contracts) and the ones the shared Image component builds its URLs from (@jobs/ui)
 * must agree, and every URL the component makes must be one the API serves.
 */
const BASE = 'http://localhost:3000/api';
const PATH = '2026/01/0123456789abcdef0123456789abcdef.webp';

const modifiersOf = (url: string) => {
  const match = /\/_img\/([^/]+)\//.exec(url);
  if (!match?.[1]) throw new Error(`not an optimiser URL: ${url}`);
  return imageModifiersSchema.parse(match[1]);
};
const served = (url: string) => isServedImageVariant(modifiersOf(url));

describe('image variants: what the apps request is what the API serves', () => {
  it('keeps the same breakpoints, densities, placeholder and fixed sizes on both sides', () => {
    expect(IMAGE_BREAKPOINTS).toEqual(API_BREAKPOINTS);
    expect(IMAGE_DENSITIES).toEqual(API_DENSITIES);
    expect(IMAGE_PLACEHOLDER).toEqual(API_PLACEHOLDER);
    expect(IMAGE_FIXED_SIZES).toEqual(API_FIXED_SIZES);
  });

  // What the Image component asks for at each fixed size, with the fits and backgrounds the apps use.
  it.each(
    IMAGE_FIXED_SIZES.flatMap(
      (size) =>
        [
          [size, 'contain', 'ffffff'],
          [size, 'contain', undefined],
          [size, 'cover', undefined],
        ] as const,
    ),
  )('serves every URL of an image shown at %i px (fit %s, background %s)', (size, fit, background) => {
    const transform = { format: 'webp' as const, fit, background };
    const urls = [
      imageUrl(BASE, PATH, { ...transform, width: size, height: size }),
      placeholderUrl(BASE, PATH, background),
      ...imageSrcSet(BASE, PATH, { width: size, height: size }, transform)
        .split(', ')
        .map((entry) => entry.split(' ')[0] ?? ''),
    ];
    expect(urls.filter((url) => !served(url))).toEqual([]);
  });

  it('serves the link-preview image, and an image of unknown size', () => {
    expect(served(shareableImageUrl(`/uploads/${PATH}`, BASE, 'http://localhost:4200'))).toBe(true);
    expect(served(imageUrl(BASE, PATH, { format: 'webp', fit: 'contain', background: 'ffffff' }))).toBe(true);
  });

  it('does not serve other sizes', () => {
    expect(served(imageUrl(BASE, PATH, { width: 100, height: 100, fit: 'contain' }))).toBe(false);
    expect(served(imageUrl(BASE, PATH, { width: 320, height: 180, fit: 'cover' }))).toBe(false);
  });
});

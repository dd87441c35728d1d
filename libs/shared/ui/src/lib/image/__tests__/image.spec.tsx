import { fireEvent, render, screen } from '@testing-library/react';
import { Image } from '../image';
import { ImageBaseUrlProvider } from '../image-base-url';
import { imageModifiers, imageSize, imageSrcSet, shareableImageUrl, srcSetWidths, uploadPathOf } from '../image-url';

const BASE = 'http://api.test/api';
const PATH = '2026/11/0123456789abcdef0123456789abcdef.webp';

describe('image URLs', () => {
  it('gives readers outside the page an uploaded image through the optimiser, absolute, and any other as it is', () => {
    expect(shareableImageUrl('/uploads/2026/01/logo.webp', 'http://localhost:3000/api', 'http://localhost:4200')).toBe(
      'http://localhost:3000/api/_img/w_512,h_512,f_png,fit_contain,b_ffffff/2026/01/logo.webp',
    );
    // An API on the site's own origin (`/api`) still yields an absolute address.
    expect(shareableImageUrl('/uploads/a/logo.png', '/api', 'https://jobs.example', 256)).toBe(
      'https://jobs.example/api/_img/w_256,h_256,f_png,fit_contain,b_ffffff/a/logo.png',
    );
    expect(shareableImageUrl('https://cdn.example/logo.png', '/api', 'https://jobs.example')).toBe(
      'https://cdn.example/logo.png',
    );
    expect(shareableImageUrl('/icons/logo.svg', '/api', 'https://jobs.example')).toBe(
      'https://jobs.example/icons/logo.svg',
    );
  });

  it('builds modifiers in one order, webp by default', () => {
    expect(imageModifiers({ width: 320, height: 180, quality: 80, fit: 'cover', background: 'ffffff' })).toBe(
      'w_320,h_180,f_webp,q_80,fit_cover,b_ffffff',
    );
    expect(imageModifiers({ width: 0, height: Number.NaN })).toBe('f_webp');
  });

  it('sends only uploaded images to the optimiser', () => {
    expect(uploadPathOf(`/uploads/${PATH}`)).toBe(PATH);
    expect(uploadPathOf(PATH)).toBe(PATH);
    expect(uploadPathOf('https://cdn.test/logo.png')).toBeNull();
    expect(uploadPathOf('/uploads/logos/company-1.svg')).toBeNull();
    expect(uploadPathOf('/uploads/../secret.webp')).toBeNull();
  });

  it('offers every breakpoint at densities 1 and 2, keeping the aspect ratio', () => {
    expect(srcSetWidths()).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
    const srcSet = imageSrcSet(BASE, PATH, { width: 160, height: 90 }, { format: 'webp' });
    expect(srcSet.split(', ')).toHaveLength(9);
    expect(srcSet).toContain(`${BASE}/_img/w_320,h_180,f_webp/${PATH} 320w`);
    expect(srcSet).toContain(`${BASE}/_img/w_3072,h_1728,f_webp/${PATH} 3072w`);
  });

  it('turns bad metadata into size zero', () => {
    expect(imageSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(imageSize(undefined, 480)).toEqual({ width: 0, height: 0 });
    expect(imageSize(Number.NaN, -1)).toEqual({ width: 0, height: 0 });
    expect(imageSize('640', 480)).toEqual({ width: 0, height: 0 });
  });
});

describe('Image', () => {
  it('renders the optimised image with srcset, sizes, dimensions and a blurred placeholder until it loads', () => {
    render(
      <ImageBaseUrlProvider baseUrl={BASE}>
        <Image src={`/uploads/${PATH}`} alt="Acme logo" width={64} height={64} />
      </ImageBaseUrlProvider>,
    );
    const img = screen.getByRole('img', { name: 'Acme logo' });
    expect(img).toHaveAttribute('src', `${BASE}/_img/w_64,h_64,f_webp,fit_cover/${PATH}`);
    expect(img).toHaveAttribute('sizes', '64px');
    expect(img).toHaveAttribute('width', '64');
    expect(img).toHaveAttribute('height', '64');
    expect(img.getAttribute('srcset')).toContain('320w');
    const frame = img.parentElement as HTMLElement;
    expect(frame.style.backgroundImage).toContain(`/_img/w_10,h_10,f_webp,q_50,fit_cover,blur_3/${PATH}`);
    fireEvent.load(img);
    expect(frame.style.backgroundImage).toBe('');
    expect(frame).toHaveAttribute('data-loaded', 'true');
  });

  it('shows other URLs as they are, and survives bad sizes and failed loads', () => {
    const { rerender } = render(
      <Image src="https://cdn.test/a.png" alt="A" width={Number.NaN} height={10} fallback={<span>A</span>} />,
    );
    const img = screen.getByRole('img', { name: 'A' });
    expect(img).toHaveAttribute('src', 'https://cdn.test/a.png');
    expect(img).not.toHaveAttribute('width');
    fireEvent.error(img);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
    rerender(<Image src={null} alt="B" width={10} height={10} fallback={<span>No image</span>} />);
    expect(screen.getByText('No image')).toBeInTheDocument();
  });
});

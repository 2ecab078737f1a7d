import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './Picture.tsx';

const base = { src: '/img/kyoto.jpg', alt: 'Torii gates in Kyoto', width: 1600, height: 900 };

describe('Picture', () => {
  it('renders a lazy image with its intrinsic size', () => {
    render(<Picture {...base} />);
    const image = screen.getByRole('img', { name: 'Torii gates in Kyoto' });
    expect(image.getAttribute('src')).toBe('/img/kyoto.jpg');
    expect(image.getAttribute('width')).toBe('1600');
    expect(image.getAttribute('height')).toBe('900');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('decoding')).toBe('async');
    expect(image.hasAttribute('fetchpriority')).toBe(false);
  });

  it('loads the LCP image eagerly with high priority', () => {
    render(<Picture {...base} loading="eager" />);
    const image = screen.getByRole('img');
    expect(image.getAttribute('loading')).toBe('eager');
    expect(image.getAttribute('fetchpriority')).toBe('high');
  });

  it('lists its sources, in order, before the image', () => {
    const { container } = render(
      <Picture
        {...base}
        sizes="100vw"
        sources={[
          { srcSet: '/img/kyoto.avif', type: 'image/avif', media: '(min-width: 768px)' },
          { srcSet: '/img/kyoto.webp', type: 'image/webp' },
        ]}
      />,
    );
    const picture = container.querySelector('picture');
    const children = Array.from(picture?.children ?? []).map((child) =>
      child.tagName.toLowerCase(),
    );
    expect(children).toEqual(['source', 'source', 'img']);
    const [avif, webp] = Array.from(container.querySelectorAll('source'));
    expect(avif?.getAttribute('srcset')).toBe('/img/kyoto.avif');
    expect(avif?.getAttribute('type')).toBe('image/avif');
    expect(avif?.getAttribute('media')).toBe('(min-width: 768px)');
    expect(avif?.getAttribute('sizes')).toBe('100vw');
    expect(webp?.hasAttribute('media')).toBe(false);
  });

  it('reserves the intrinsic ratio, or the one asked for', () => {
    const { container, rerender } = render(<Picture {...base} />);
    const picture = () => container.querySelector('picture') as HTMLElement;
    expect(picture().style.aspectRatio).toBe('1600 / 900');
    const intrinsic = picture().className;
    rerender(<Picture {...base} aspectRatio="1/1" className="extra" />);
    expect(picture().style.aspectRatio).toBe('');
    expect(picture().className).not.toBe(intrinsic);
    expect(picture().className.endsWith(' extra')).toBe(true);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardMedia } from './CardMedia.tsx';

const image = {
  src: '/images/kyoto.jpg',
  width: 1600,
  height: 1067,
  alt: 'A temple hall among red maples',
  sources: [{ srcSet: '/images/kyoto-800.avif 800w', type: 'image/avif' }],
};

describe('CardMedia', () => {
  it('draws the scene when there is no photo', () => {
    const { container } = render(<CardMedia scene="kyoto" title="Kyoto's torii gates" />);
    expect(container.querySelector('picture')).toBeNull();
    expect(
      screen.getByRole('img', { name: "Kyoto's torii gates" }).getAttribute('data-scene'),
    ).toBe('kyoto');
  });

  it('shows the photo in a <picture>, lazily, with its sources and alt text', () => {
    const { container } = render(
      <CardMedia scene="kyoto" image={image} title="Kyoto" aspectRatio="4/3" sizes="50vw" />,
    );
    expect(container.querySelector('svg[data-scene]')).toBeNull();
    const picture = container.querySelector('picture');
    expect(picture).not.toBeNull();
    const img = screen.getByRole<HTMLImageElement>('img', { name: image.alt });
    expect(img.getAttribute('src')).toBe(image.src);
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('width')).toBe('1600');
    expect(img.getAttribute('sizes')).toBe('50vw');
    expect(picture?.querySelector('source')?.getAttribute('type')).toBe('image/avif');
  });

  it('loads the main image eagerly when asked', () => {
    render(<CardMedia scene="kyoto" image={image} title="Kyoto" loading="eager" />);
    expect(screen.getByRole('img').getAttribute('loading')).toBe('eager');
  });

  it('keeps a decorative slot decorative, photo or drawing', () => {
    const { container } = render(
      <>
        <CardMedia scene="kyoto" />
        <CardMedia scene="kyoto" image={image} />
      </>,
    );
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });
});

import { render } from '@testing-library/react';
import { ImageSchema, destinations, shopProducts, type CatalogImage } from '@travel/catalog';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createRoutesStub } from 'react-router';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n.ts';
import { PostCard } from './blog/PostCard.tsx';
import type { BlogPostSummary } from './blog/posts.ts';
import { DestinationCard } from './destinations/DestinationCard.tsx';
import { ProductCard } from './shop/ProductCard.tsx';

// The escape hatch from the drawn scenes: a catalog entry that names a photo shows it.
const photo: CatalogImage = v.parse(ImageSchema, {
  src: '/images/santorini-oia.jpg',
  width: 1600,
  height: 1067,
  alt: 'Blue domes of Oia above the caldera at dusk',
  sources: [{ srcSet: '/images/santorini-oia-800.avif 800w', type: 'image/avif' }],
});

function renderInPage(element: ReactNode) {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={['/']} />
    </I18nextProvider>,
  );
}

function expectPhoto(container: HTMLElement) {
  const picture = container.querySelector('picture');
  expect(picture).not.toBeNull();
  expect(picture?.querySelector('source')?.getAttribute('type')).toBe('image/avif');
  const img = picture?.querySelector('img');
  expect(img?.getAttribute('src')).toBe(photo.src);
  expect(img?.getAttribute('width')).toBe('1600');
  expect(img?.getAttribute('height')).toBe('1067');
  expect(img?.getAttribute('loading')).toBe('lazy');
  expect(container.querySelector('svg[data-scene]')).toBeNull();
}

function expectScene(container: HTMLElement, scene: string) {
  expect(container.querySelector('picture')).toBeNull();
  expect(container.querySelector('svg[data-scene]')?.getAttribute('data-scene')).toBe(scene);
}

describe('catalog photos', () => {
  const [destination] = destinations;
  const [product] = shopProducts;
  if (!destination || !product) throw new Error('the catalog is empty');
  const post: BlogPostSummary = {
    id: 1,
    title: 'How to Find Cheap Flights',
    slug: 'how-to-find-cheap-flights-2025',
    excerpt: 'Booking windows that actually matter.',
    author: 'Dana Okafor',
    authorRole: 'Air & Ticketing Specialist',
    date: '2025-01-15',
    category: 'Travel Tips',
    readTime: '10 min read',
    tags: ['cheap flights', 'MSP', 'booking tips'],
    scene: 'flights',
    imageAlt: 'An airliner climbing away from the runway',
  };

  it('a destination card shows the photo of an entry that names one, else its scene', () => {
    expectPhoto(
      renderInPage(<DestinationCard destination={{ ...destination, image: photo }} />).container,
    );
    const { container } = renderInPage(<DestinationCard destination={destination} />);
    expectScene(container, destination.scene);
  });

  it('a product card shows the photo of a product that names one, else its scene', () => {
    expectPhoto(renderInPage(<ProductCard product={{ ...product, image: photo }} />).container);
    expectScene(renderInPage(<ProductCard product={product} />).container, product.scene);
  });

  it('a blog card shows the photo of an article that names one, else its scene', () => {
    expectPhoto(renderInPage(<PostCard post={{ ...post, image: photo }} />).container);
    expectScene(renderInPage(<PostCard post={post} />).container, post.scene);
  });
});

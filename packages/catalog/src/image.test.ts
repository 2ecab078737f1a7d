import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BlogFrontMatterSchema } from './blog/index.ts';
import { DestinationSchema, ImageSchema, ShopProductSchema, SocialVideoSchema } from './schemas.ts';
import { destinations } from './data/destinations.ts';
import { shopProducts } from './data/shop.ts';
import { socialVideos } from './data/social.ts';

const photo = {
  src: '/images/kyoto-temple.jpg',
  width: 1600,
  height: 1067,
  alt: 'A wooden temple hall framed by red maples',
  sources: [{ srcSet: '/images/kyoto-temple-800.avif 800w', type: 'image/avif' }],
};

const issuesOf = (input: unknown) =>
  v.safeParse(ImageSchema, input).issues?.map((issue) => issue.message) ?? [];

describe('ImageSchema', () => {
  it('takes a file under public/ or an https URL, with its size, alt and sources', () => {
    expect(issuesOf(photo)).toEqual([]);
    expect(
      issuesOf({ ...photo, src: 'https://images.example.com/kyoto.webp', sources: undefined }),
    ).toEqual([]);
  });

  it.each([
    ['http://images.example.com/kyoto.jpg'],
    ['images/kyoto.jpg'],
    ['//cdn.example.com/kyoto.jpg'],
    ['/images/../../secrets.png'],
    ['/images/kyoto.gif'],
  ])('rejects the source %s', (src) => {
    expect(issuesOf({ ...photo, src })).not.toEqual([]);
  });

  it('needs whole positive pixel sizes, alt text and known source types', () => {
    expect(issuesOf({ ...photo, width: 0 })).not.toEqual([]);
    expect(issuesOf({ ...photo, height: 10.5 })).not.toEqual([]);
    expect(issuesOf({ ...photo, alt: '' })).not.toEqual([]);
    expect(
      issuesOf({ ...photo, sources: [{ srcSet: '/a.heic 1x', type: 'image/heic' }] }),
    ).not.toEqual([]);
  });

  it('is optional on destinations, products, social cards and articles', () => {
    const [destination] = destinations;
    const [product] = shopProducts;
    const [video] = socialVideos;
    for (const [schema, entry] of [
      [DestinationSchema, destination],
      [ShopProductSchema, product],
      [SocialVideoSchema, video],
    ] as const) {
      expect(v.safeParse(schema, entry).success).toBe(true);
      expect(v.parse(schema, { ...entry, image: photo }).image).toEqual(photo);
      expect(v.safeParse(schema, { ...entry, image: { ...photo, src: 'kyoto.jpg' } }).success).toBe(
        false,
      );
    }
    const frontMatter = {
      id: 1,
      title: 'Kyoto in autumn',
      slug: 'kyoto-in-autumn',
      excerpt: 'Maples and temples.',
      author: 'Dana Okafor',
      authorRole: 'Specialist',
      date: '2025-01-15',
      category: 'Destination Guide',
      readTime: '5 min read',
      tags: ['japan', 'kyoto', 'autumn'],
      scene: 'kyoto',
      imageAlt: 'A temple among maples',
    };
    expect(v.safeParse(BlogFrontMatterSchema, frontMatter).success).toBe(true);
    expect(v.parse(BlogFrontMatterSchema, { ...frontMatter, image: photo }).image).toEqual(photo);
  });
});

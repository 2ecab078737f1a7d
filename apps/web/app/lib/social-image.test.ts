import { describe, expect, it } from 'vitest';
import { pageMeta } from './meta.ts';
import { socialCardSlug, socialImagePath } from './social-image.ts';

describe('social images', () => {
  it('names one card per page path', () => {
    expect(socialImagePath('/')).toBe('/social/home.png');
    expect(socialImagePath('/destinations/santorini')).toBe('/social/destinations--santorini.png');
    expect(socialImagePath('/blog/how-to-find-cheap-flights-2025')).toBe(
      '/social/blog--how-to-find-cheap-flights-2025.png',
    );
    expect(socialImagePath('/services/all')).toBe('/social/services--all.png');
  });

  it('ignores trailing slashes, queries and fragments', () => {
    expect(socialCardSlug('/blog/')).toBe('blog');
    expect(socialCardSlug('/destinations?category=safari#list')).toBe('destinations');
    expect(socialCardSlug('')).toBe('home');
  });

  it('keeps distinct pages apart', () => {
    const paths = ['/services', '/services/all', '/blog', '/blog/services-all'];
    expect(new Set(paths.map(socialCardSlug)).size).toBe(paths.length);
  });
});

describe('page meta', () => {
  const imagesOf = (meta: ReturnType<typeof pageMeta>) =>
    meta.flatMap((tag) =>
      'content' in tag &&
      (('property' in tag && tag.property === 'og:image') ||
        ('name' in tag && tag.name === 'twitter:image'))
        ? [tag.content]
        : [],
    );

  it('points Open Graph and Twitter at the page’s own card, with its size', () => {
    const meta = pageMeta({ title: 'Kyoto', description: 'Temples.', path: '/destinations/kyoto' });
    const images = imagesOf(meta);
    expect(images).toHaveLength(2);
    for (const image of images)
      expect(image).toMatch(/^https?:\/\/[^/]+\/social\/destinations--kyoto\.png$/);
    expect(meta).toContainEqual({ property: 'og:image:width', content: '1200' });
    expect(meta).toContainEqual({ property: 'og:image:height', content: '630' });
  });

  it('keeps a given image, and gives pages out of search the generic card', () => {
    const given = pageMeta({ title: 'A', description: 'B', path: '/a', image: '/x.png' });
    expect(imagesOf(given).every((image) => image.endsWith('/x.png'))).toBe(true);
    expect(given.some((tag) => 'property' in tag && tag.property === 'og:image:width')).toBe(false);
    const hidden = pageMeta({ title: 'A', description: 'B', path: '/thank-you', noindex: true });
    expect(imagesOf(hidden).every((image) => image.endsWith('/social-card.png'))).toBe(true);
  });
});

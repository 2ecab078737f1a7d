// @vitest-environment node
// The blog loader reads the file system, which needs Node's own URL (not jsdom's).
import { destinations, homeDestinations, shopProducts, socialVideos } from '@travel/catalog';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blogPosts } from './blog.server.ts';

describe('catalog photos', () => {
  it('name only files that exist under public/', () => {
    const entries = [
      ...destinations,
      ...homeDestinations,
      ...shopProducts,
      ...socialVideos,
      ...blogPosts(),
    ];
    const missing = entries
      .flatMap((entry) => (entry.image?.src.startsWith('/') ? [entry.image.src] : []))
      .filter((src) => !existsSync(new URL(`../../public${src}`, import.meta.url)));
    expect(missing).toEqual([]);
  });
});

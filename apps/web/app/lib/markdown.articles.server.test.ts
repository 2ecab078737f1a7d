// @vitest-environment node
// The catalog's loader reads the file system, which needs Node's own URL (not jsdom's).
import { blogInfographicPath, loadBlogPosts } from '@travel/catalog/blog';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown.server.ts';

describe('renderMarkdown on the real articles', () => {
  it('renders each with its inlined infographic, a call to action and no leftover syntax', () => {
    const posts = loadBlogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(9);
    for (const post of posts) {
      const { html, headings } = renderMarkdown(post.body, {
        resolveInfographic: () => readFileSync(blogInfographicPath(post.slug), 'utf8'),
        ctaLinkClassName: 'button-look',
      });
      expect(html).toMatch(
        /<figure class="md-figure">\n<svg [^>]*role="img" aria-labelledby="[^"]+"/,
      );
      expect(html).toMatch(/<aside class="md-cta" aria-labelledby="[^"]+">/);
      expect(html).toMatch(/<a href="\/contact" class="button-look">/);
      expect(html).not.toMatch(/:::|<img|<script/);
      expect(headings.length).toBeGreaterThan(2);
      expect(new Set(headings.map((heading) => heading.id)).size).toBe(headings.length);
    }
  });
});

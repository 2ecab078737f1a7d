// @vitest-environment node
// The catalog's loader reads the file system, which needs Node's own URL (not jsdom's).
import { describe, expect, it } from 'vitest';
import { ARTICLE_NOT_FOUND_SLUG, blogContentDir, blogPosts, loadArticle } from './blog.server.ts';

describe('blog.server', () => {
  it('finds the catalog articles through the package, wherever the code runs from', () => {
    expect(blogContentDir()).toMatch(/packages\/catalog\/content\/blog$/);
    expect(blogPosts().length).toBeGreaterThanOrEqual(9);
  });

  it('loads an article with its rendered body and the newest other article', () => {
    const [newest, second] = blogPosts();
    const article = loadArticle(newest!.slug);
    expect(article?.post).not.toHaveProperty('body');
    expect(article?.post.title).toBe(newest!.title);
    expect(article?.html).toContain('<figure class="md-figure">');
    expect(article?.latest?.slug).toBe(second!.slug);
    expect(loadArticle(second!.slug)?.latest?.slug).toBe(newest!.slug);
  });

  it('has no article for unknown or reserved slugs', () => {
    expect(loadArticle('no-such-article')).toBeUndefined();
    expect(loadArticle(ARTICLE_NOT_FOUND_SLUG)).toBeUndefined();
    expect(loadArticle(undefined)).toBeUndefined();
  });
});

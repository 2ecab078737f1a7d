import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadBlogPosts, parseBlogArticle } from '@travel/catalog/blog';
import { afterAll, describe, expect, it } from 'vitest';
import { dayAfterEpoch, generateArticle, prng } from '../src/lib/articles.ts';

const dir = mkdtempSync(join(tmpdir(), 'bench-articles-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('generated articles', () => {
  it('pass the catalog loader’s validation, infographic included', () => {
    for (let index = 0; index < 60; index++) {
      const article = generateArticle(index);
      writeFileSync(join(dir, `${article.slug}.md`), article.markdown);
      writeFileSync(join(dir, `${article.slug}.svg`), article.svg);
    }
    const posts = loadBlogPosts(dir);
    expect(posts).toHaveLength(60);
    expect(new Set(posts.map((post) => post.id)).size).toBe(60);
  });

  it('are as long as real articles (over a thousand words)', () => {
    const post = parseBlogArticle(generateArticle(7).markdown, 'generated-article-8.md');
    expect(post.body.split(/\s+/).length).toBeGreaterThan(1000);
    expect(post.readTime).toMatch(/^\d+ min read$/);
  });

  it('are the same for the same number, and differ between numbers', () => {
    expect(generateArticle(3)).toEqual(generateArticle(3));
    expect(generateArticle(3).markdown).not.toBe(generateArticle(4).markdown);
  });

  it('carry an infographic the site can inline: one <svg> with a title, no script or handler', () => {
    const { svg } = generateArticle(0);
    expect(svg.trim()).toMatch(/^<svg[\s>][\s\S]*<\/svg>$/);
    expect(svg).toMatch(/<title>[^<]+<\/title>/);
    expect(svg).not.toMatch(/<script|\son[a-z]+\s*=|javascript:|<image|<foreignObject/i);
  });

  it('spread over valid dates', () => {
    expect(dayAfterEpoch(0)).toBe('2020-01-01');
    expect(dayAfterEpoch(59)).toBe('2020-02-29');
    expect(dayAfterEpoch(366)).toBe('2021-01-01');
  });
});

describe('prng', () => {
  it('repeats for a seed and stays in [0, 1)', () => {
    const a = prng(42);
    const b = prng(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values.slice(0, 5)).toEqual(Array.from({ length: 5 }, () => b()));
    expect(values.every((value) => value >= 0 && value < 1)).toBe(true);
  });
});

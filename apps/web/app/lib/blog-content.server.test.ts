// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blogContentDir } from './blog-content.server.ts';

describe('blogContentDir', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is the catalog’s folder unless BLOG_CONTENT_DIR names another (the build-scale bench)', () => {
    expect(blogContentDir()).toMatch(/packages\/catalog\/content\/blog$/);
    vi.stubEnv('BLOG_CONTENT_DIR', '/tmp/generated-articles');
    expect(blogContentDir()).toBe('/tmp/generated-articles');
    vi.stubEnv('BLOG_CONTENT_DIR', '');
    expect(blogContentDir()).toMatch(/packages\/catalog\/content\/blog$/);
  });
});

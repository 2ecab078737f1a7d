/** The catalog's articles, loaded at build by `.storybook/vite.config.ts`. */
declare module 'virtual:blog-posts' {
  import type { BlogPost } from '@travel/catalog/blog';

  /** Every article, newest first, with its Markdown body. */
  export const posts: BlogPost[];
  /** The SVG source of each article's infographic, by slug. */
  export const infographics: Record<string, string>;
}

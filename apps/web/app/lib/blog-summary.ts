import type { BlogPost } from '@travel/catalog/blog';

/** An article without its body: what lists, cards and the article's header need. */
export type BlogPostSummary = Omit<BlogPost, 'body'>;

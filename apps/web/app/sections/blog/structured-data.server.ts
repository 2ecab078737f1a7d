import type { BlogPostSummary } from './posts.ts';

export interface BlogPostingContext {
  origin: string;
  brand: string;
  /** Absolute URL of the article's image. */
  image: string;
}

/**
 * schema.org BlogPosting of an article (headline, description, author, dates, image, keywords).
 * Built by the article's loader, at prerender: the page's `meta` embeds the finished object
 * from the loader data, so the browser never loads this builder (issue 17).
 */
export function blogPostingJsonLd(
  post: BlogPostSummary,
  { origin, brand, image }: BlogPostingContext,
) {
  const url = `${origin}/blog/${post.slug}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': `${url}#article`,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    author: { '@type': 'Person', name: post.author, jobTitle: post.authorRole },
    publisher: { '@type': 'TravelAgency', '@id': `${origin}/#agency`, name: brand },
    datePublished: post.date,
    dateModified: post.date,
    image,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    inLanguage: 'en',
    isPartOf: { '@type': 'Blog', '@id': `${origin}/blog#blog` },
  };
}

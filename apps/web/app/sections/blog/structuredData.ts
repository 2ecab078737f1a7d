import type { BlogPostSummary } from './posts.ts';

export interface BlogPostingContext {
  origin: string;
  brand: string;
  /** Absolute URL of the article's image. */
  image: string;
}

/** schema.org BlogPosting of an article (headline, description, author, dates, image, keywords). */
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

/** schema.org Blog of the index, listing its articles. */
export function blogJsonLd(
  posts: readonly BlogPostSummary[],
  {
    origin,
    brand,
    name,
    description,
  }: { origin: string; brand: string; name: string; description: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    '@id': `${origin}/blog#blog`,
    url: `${origin}/blog`,
    name,
    description,
    publisher: { '@type': 'TravelAgency', '@id': `${origin}/#agency`, name: brand },
    blogPost: posts.map((post) => ({
      '@type': 'BlogPosting',
      headline: post.title,
      url: `${origin}/blog/${post.slug}`,
      datePublished: post.date,
      author: { '@type': 'Person', name: post.author },
    })),
  };
}

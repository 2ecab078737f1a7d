import type { BlogPostSummary } from './posts.ts';

/**
 * schema.org Blog of the index, listing its articles. (An article's BlogPosting is built by its
 * loader, at prerender: structured-data.server.ts.)
 */
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

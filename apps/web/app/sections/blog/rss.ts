import { escapeUTF8 as escapeXml } from 'entities/escape';
import type { BlogPostSummary } from './posts.ts';

export interface RssChannel {
  title: string;
  description: string;
  /** The site's origin, e.g. `https://www.example.com`, without a trailing slash. */
  origin: string;
  /** BCP 47 language of the feed, e.g. `en-us`. */
  language: string;
}

/** An ISO calendar date as an RFC 822 date, as RSS wants: `Wed, 15 Jan 2025 00:00:00 GMT`. */
export function rfc822(isoDate: string): string {
  return new Date(`${isoDate}T00:00:00Z`).toUTCString();
}

/**
 * The blog as an RSS 2.0 feed: one item per article (title, link, guid, pubDate, description,
 * category, author). The build date is the newest article's, so a rebuild without a new
 * article yields the same file.
 */
export function blogRss(channel: RssChannel, posts: readonly BlogPostSummary[]): string {
  const blogUrl = `${channel.origin}/blog`;
  const newest = posts.reduce<string | undefined>(
    (latest, post) => (!latest || post.date > latest ? post.date : latest),
    undefined,
  );
  const items = posts.map((post) => {
    const url = `${blogUrl}/${post.slug}`;
    return [
      '    <item>',
      `      <title>${escapeXml(post.title)}</title>`,
      `      <link>${escapeXml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <description>${escapeXml(post.excerpt)}</description>`,
      `      <category>${escapeXml(post.category)}</category>`,
      `      <dc:creator>${escapeXml(post.author)}</dc:creator>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(blogUrl)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    ...(newest ? [`    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(`${blogUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

import { i18n, registerEnglish } from '../i18n.ts';
import { blogPosts, summarize } from '../lib/blog.server.ts';
import { blogRss } from '../sections/blog/rss.ts';
import { site } from '../site.ts';
import blogStrings from '@travel/i18n/en/blog.json';

// This page's strings, in place before it first renders (prerender and hydration alike).
registerEnglish({ blog: blogStrings });

/**
 * /blog/rss.xml, a resource route: prerendering writes its response to `blog/rss.xml` in the
 * client build, which the API serves as a static file.
 */
export function loader() {
  const xml = blogRss(
    {
      title: i18n.t('blog:meta.rssTitle', { brand: site.brand }),
      description: i18n.t('blog:meta.rssDescription', { brand: site.brand }),
      origin: site.origin,
      language: 'en-us',
    },
    blogPosts().map(summarize),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}

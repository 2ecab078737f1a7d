import { i18n, registerEnglish } from '../i18n.ts';
import { OG_LOCALES } from '@travel/i18n';
import { blogPostsFor, summarize } from '../lib/blog.server.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { blogRss } from '../sections/blog/rss.ts';
import { site } from '../site.ts';
import blogStrings from '@travel/i18n/en/blog.json';

// This page's strings, in place before it first renders (prerender and hydration alike).
registerEnglish({ blog: blogStrings });

/**
 * /blog/rss.xml (and /es/blog/rss.xml …), a resource route: prerendering writes its response to
 * `blog/rss.xml` in the client build, which the API serves as a static file. A language's feed
 * holds the articles written in it (issue 27): every one in English, the translated ones else.
 */
export function loader({ request }: { request: Request }) {
  const language = catalogLanguage(request);
  const xml = blogRss(
    {
      title: i18n.t('blog:meta.rssTitle', { brand: site.brand, lng: language }),
      description: i18n.t('blog:meta.rssDescription', { brand: site.brand, lng: language }),
      // The articles' addresses in the feed's language (`…/es/blog/<slug>`).
      origin: language === 'en' ? site.origin : `${site.origin}/${language}`,
      language: OG_LOCALES[language].replace('_', '-').toLowerCase(),
    },
    blogPostsFor(language).map(summarize),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}

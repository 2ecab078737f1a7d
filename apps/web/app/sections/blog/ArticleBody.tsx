import * as styles from './ArticleBody.css.ts';
import { articleTextOf } from './content.ts';

/**
 * The article's text: HTML rendered from Markdown at build time (raw HTML in the Markdown is
 * escaped there, so it is safe to set). It is part of the article's static part
 * (routes/blog-post.tsx), whose links to our own pages navigate within the app
 * (`useStaticLinks`, lib/static-part.tsx).
 *
 * `lang`: the language of the article's text (`en` unless it is a translation).
 */
export function ArticleBody({ html, lang = 'en' }: { html: string; lang?: string }) {
  return (
    <div
      id="article-body"
      {...articleTextOf({ lang })}
      className={styles.body}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

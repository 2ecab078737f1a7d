import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import * as styles from './ArticleBody.css.ts';
import { articleTextOf } from './content.ts';

/**
 * The article's text: HTML rendered from Markdown at build time (raw HTML in the Markdown is
 * escaped there, so it is safe to set). Links inside it to our own pages navigate within the
 * app instead of reloading the page.
 */
/** `lang`: the language of the article's text (`en` unless it is a translation). */
export function ArticleBody({ html, lang = 'en' }: { html: string; lang?: string }) {
  const navigate = useNavigate();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href');
    if (!link || !href || link.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // The click handler only upgrades the links inside (keyboard activation of a link is a
    // click too); they work as plain links without it.
    <div
      id="article-body"
      {...articleTextOf({ lang })}
      className={styles.body}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

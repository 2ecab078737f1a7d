import { ArticleShare, type ArticleShareProps } from './ArticleShare.tsx';
import { ArticleTags } from './ArticleTags.tsx';
import { ProductPromo } from './ProductPromo.tsx';

export interface ArticleFooterProps extends Omit<ArticleShareProps, 'className'> {
  tags: readonly string[];
}

/**
 * What closes an article, inside its `<footer>`: the store's prints, the tags and the share
 * block. A module of its own so the article route can hydrate it after the rest of the page
 * (`deferred`, lib/deferred.tsx): none of it is needed before the article is interactive.
 */
export function ArticleFooter({ tags, path, title, description }: ArticleFooterProps) {
  return (
    <>
      <ProductPromo />
      <ArticleTags tags={tags} />
      <ArticleShare path={path} title={title} description={description} />
    </>
  );
}

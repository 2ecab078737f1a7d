import { Button, ChipGroup, Container, SearchBox, VisuallyHidden } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/localized.tsx';
import { FiltersNeedScript } from '../../components/FiltersNeedScript.tsx';
import { needsScript } from '../../components/scripting.css.ts';
import * as styles from './BlogBrowser.css.ts';
import { PostCard } from './PostCard.tsx';
import {
  blogFilters,
  featuredPosts,
  filterCategoryKey,
  filterPosts,
  isBlogFilter,
  type BlogPostSummary,
} from './posts.ts';
import { useBlogView } from './useBlogView.ts';
import { useHydrated } from '../../lib/useHydrated.ts';

/**
 * The blog index's list (spec §2 /blog, §4 Blog list): search, category chips, the featured
 * pair under All with no search, then every matching article. Without JavaScript (and on the
 * first render, as prerendered) it shows every article, and a note in place of the controls,
 * which cannot filter the prerendered page.
 */
export function BlogBrowser({ posts }: { posts: readonly BlogPostSummary[] }) {
  const { t } = useTranslation('blog');
  const localize = useLocalizedPath();
  const { view, setQuery, setFilter, reset } = useBlogView();
  const hydrated = useHydrated();
  const results = filterPosts(posts, view);
  const featured = featuredPosts(posts, view);
  const searching = view.query.trim() !== '';
  const heading = searching
    ? t('index.searchResults', { count: results.length })
    : view.filter === 'all'
      ? t('index.latest')
      : t(`categories.${filterCategoryKey(view.filter)}`);

  return (
    <>
      <div className={styles.controlsBand}>
        <Container>
          {/* data-hydrated: the controls work from here on (browser tests wait for it). */}
          <div
            className={`${styles.controls} ${needsScript}`}
            data-hydrated={hydrated ? 'true' : undefined}
          >
            {/* Enter before hydration still submits ?q=…; after it, results follow the typing. */}
            <form
              role="search"
              method="get"
              action={localize('/blog')}
              className={styles.search}
              onSubmit={(event) => event.preventDefault()}
            >
              <SearchBox
                label={t('index.searchLabel')}
                labelHidden
                clearLabel={t('index.clearSearch')}
                name="q"
                value={view.query}
                onValueChange={setQuery}
                placeholder={t('index.searchPlaceholder')}
                autoComplete="off"
              />
            </form>
            <ChipGroup
              label={t('index.filterLabel')}
              options={blogFilters.map((filter) => ({
                value: filter,
                label: t(`categories.${filterCategoryKey(filter)}`),
              }))}
              value={view.filter}
              onValueChange={(value) => {
                if (isBlogFilter(value)) setFilter(value);
              }}
              className={styles.chips}
            />
          </div>
          <FiltersNeedScript />
        </Container>
      </div>

      {featured.length > 0 ? (
        <section className={styles.band} aria-labelledby="featured-title">
          <Container>
            <h2 id="featured-title" className={styles.heading}>
              {t('index.featured')}
            </h2>
            <ul className={styles.featuredGrid} role="list">
              {featured.map((post) => (
                <PostCard key={post.slug} post={post} featured />
              ))}
            </ul>
          </Container>
        </section>
      ) : null}

      <section className={styles.band} aria-labelledby="results-title">
        <Container>
          <h2 id="results-title" className={styles.heading}>
            {heading}
          </h2>
          <VisuallyHidden role="status">
            {t('index.resultCount', { count: results.length })}
          </VisuallyHidden>
          {results.length > 0 ? (
            <ul className={styles.grid} role="list">
              {results.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </ul>
          ) : (
            <div className={styles.empty}>
              <p>{t('index.empty')}</p>
              <Button variant="secondary" onClick={reset}>
                {t('index.showAll')}
              </Button>
            </div>
          )}
        </Container>
      </section>
    </>
  );
}

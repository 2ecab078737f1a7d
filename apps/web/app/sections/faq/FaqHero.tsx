import { SearchBox } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../lib/localized.tsx';
import { FiltersNeedScript } from '../../components/FiltersNeedScript.tsx';
import { Hero } from '../../components/Hero.tsx';
import { needsScript } from '../../components/scripting.css.ts';
import * as styles from './FaqHero.css.ts';

export interface FaqHeroProps {
  query: string;
  onQueryChange: (query: string) => void;
  /** Announced to screen readers as the results change. */
  status: string;
}

/** Title and the search box: typing switches the page to search results. */
export function FaqHero({ query, onQueryChange, status }: FaqHeroProps) {
  const { t } = useTranslation('faq');
  const localize = useLocalizedPath();
  return (
    <Hero
      id="faq-title"
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      subtitle={t('hero.subtitle')}
      align="center"
      spacing="centered"
    >
      {/*
        The prerendered page cannot search: without JavaScript the box is hidden and a note
        says every answer follows. Enter typed before hydration submits ?q=…, applied then.
      */}
      <form
        role="search"
        action={localize('/faq')}
        method="get"
        className={`${styles.search} ${needsScript}`}
        onSubmit={(event) => event.preventDefault()}
      >
        <SearchBox
          label={t('hero.searchLabel')}
          labelHidden
          clearLabel={t('hero.clearSearch')}
          placeholder={t('hero.searchPlaceholder')}
          name="q"
          value={query}
          onValueChange={onQueryChange}
          autoComplete="off"
        />
      </form>
      <FiltersNeedScript className={styles.search} />
      <p role="status" className={styles.status}>
        {status}
      </p>
    </Hero>
  );
}

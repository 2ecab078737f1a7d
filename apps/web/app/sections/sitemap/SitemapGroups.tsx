import { Container, Grid, Heading, Section, Text } from '@travel/ui';
import { FileCode2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { Breadcrumbs } from '../../components/Breadcrumbs.tsx';
import { SITEMAP_GROUPS, type SitemapGroupKey } from './groups.ts';
import * as styles from './SitemapGroups.css.ts';

export interface SitemapLink {
  path: string;
  /** Shown as is: a destination's or article's title from the catalog. */
  title: string;
}

function Group({
  id,
  title,
  children,
}: {
  id: SitemapGroupKey;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`sitemap-${id}`} className={styles.group}>
      <Heading level={2} size="large" id={`sitemap-${id}`}>
        {title}
      </Heading>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

function Item({
  path,
  children,
  nested,
  lang,
}: {
  path: string;
  children: ReactNode;
  nested?: boolean;
  /** `en` for a catalog title, which exists in English only. */
  lang?: string;
}) {
  return (
    <li className={nested ? styles.nestedItem : undefined}>
      <Link to={path} className={styles.link} lang={lang} dir={lang ? 'ltr' : undefined}>
        {children}
      </Link>
    </li>
  );
}

/** Every page of the site by group, with the destination pages and one link per article. */
export function SitemapGroups({
  destinations,
  articles,
}: {
  destinations: readonly SitemapLink[];
  articles: readonly SitemapLink[];
}) {
  const { t } = useTranslation('legal');
  const [main, tools, shop, legal] = SITEMAP_GROUPS;
  const groupOf = (group: (typeof SITEMAP_GROUPS)[number]) => (
    <Group key={group.key} id={group.key} title={t(`sitemap.groups.${group.key}`)}>
      {group.links.map((link) => (
        <Item key={link.path} path={link.path}>
          {t(`sitemap.pages.${link.label}`)}
        </Item>
      ))}
    </Group>
  );

  return (
    <Section padding="medium" aria-labelledby="sitemap-title">
      <Container>
        <div className={styles.header}>
          <Breadcrumbs
            label={t('breadcrumbLabel')}
            items={[{ name: t('home'), path: '/' }, { name: t('sitemap.title') }]}
          />
          <Heading level={1} size="display" id="sitemap-title">
            {t('sitemap.title')}
          </Heading>
          <Text size="large" tone="muted">
            {t('sitemap.intro')}
          </Text>
        </div>

        <Grid columns={{ mobile: 1, tablet: 2, desktop: 3 }} gap="xlarge" className={styles.grid}>
          {groupOf(main)}
          <Group id="destinations" title={t('sitemap.groups.destinations')}>
            <Item path="/destinations">{t('sitemap.pages.destinations')}</Item>
            {destinations.map((destination) => (
              <Item key={destination.path} path={destination.path} nested lang="en">
                {destination.title}
              </Item>
            ))}
          </Group>
          {groupOf(tools)}
          {groupOf(shop)}
          <Group id="blog" title={t('sitemap.groups.blog')}>
            <Item path="/blog">{t('sitemap.pages.blog')}</Item>
            {articles.map((article) => (
              <Item key={article.path} path={article.path} nested lang="en">
                {article.title}
              </Item>
            ))}
          </Group>
          {groupOf(legal)}
        </Grid>

        <aside aria-labelledby="sitemap-xml" className={styles.xml}>
          <FileCode2 className={styles.xmlIcon} aria-hidden="true" />
          <div>
            <Heading level={2} size="standard" id="sitemap-xml">
              {t('sitemap.xmlTitle')}
            </Heading>
            <Text tone="muted">
              {t('sitemap.xmlBody')}{' '}
              {/* A file for crawlers, not a route: a plain link makes the browser load it. */}
              <a href="/sitemap.xml" className={styles.xmlLink}>
                {t('sitemap.xmlLink')}
              </a>
            </Text>
          </div>
        </aside>
      </Container>
    </Section>
  );
}

import type { ToolFilter } from '@travel/catalog';
import { Container } from '@travel/ui';
import { i18n, pageStrings } from '../i18n.ts';
import { catalogLanguage } from '../lib/catalog-language.server.ts';
import { pageMeta } from '../lib/meta.ts';
import { useQueryState, type QueryCodec } from '../lib/useQueryState.ts';
import { breadcrumbJsonLd } from '../lib/structured-data.ts';
import { toolsCatalog } from '../sections/tools/catalog.server.ts';
import { MobileApps } from '../sections/tools/MobileApps.tsx';
import { ShareTools } from '../sections/tools/ShareTools.tsx';
import { ToolsDirectory } from '../sections/tools/ToolsDirectory.tsx';
import { ToolsHelp } from '../sections/tools/ToolsHelp.tsx';
import { ToolsHero } from '../sections/tools/ToolsHero.tsx';
import { TravelTips } from '../sections/tools/TravelTips.tsx';
import { toolFilterFromParam, toolFilterParam } from '../sections/tools/tool-filter.ts';
import { site } from '../site.ts';
import type { Route } from './+types/tools';
import * as styles from './tools.css.ts';
import { StaticPart } from '../lib/static-part.tsx';

// This page's strings, in place before it first renders (`pageStrings`, i18n.ts).
export const handle = await pageStrings({ tools: () => import('@travel/i18n/en/tools.json') });

/**
 * Runs at prerender: the tools, apps and tips reach the browser inside the page, so the catalog
 * modules do not ship with its JavaScript (sections/tools/catalog.server.ts).
 */
export function loader({ request }: Route.LoaderArgs) {
  return toolsCatalog(catalogLanguage(request));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: i18n.t('tools:meta.title', { brand: site.brand }),
    description: i18n.t('tools:meta.description', {
      brand: site.brand,
      count: loaderData?.tools.length ?? 0,
    }),
    path: '/tools',
    jsonLd: [
      breadcrumbJsonLd([
        { name: i18n.t('tools:meta.breadcrumbHome'), path: '/' },
        { name: i18n.t('tools:meta.breadcrumb'), path: '/tools' },
      ]),
    ],
  });

/** The directory's category, mirrored in `?category=` so a filtered view can be shared. */
const filterCodec: QueryCodec<ToolFilter> = {
  defaults: 'All',
  parse: (params) => toolFilterFromParam(params.get('category')),
  serialize: (filter) => {
    const value = toolFilterParam(filter);
    return new URLSearchParams(value ? { category: value } : {});
  },
};

export default function Tools({ loaderData }: Route.ComponentProps) {
  const { tools, apps, beforeYouGoTips, whileTravelingTips } = loaderData;
  const [filter, setFilter] = useQueryState(filterCodec);

  return (
    <>
      <StaticPart id="tools-hero">{!import.meta.env.ISLANDS && <ToolsHero />}</StaticPart>
      <section className={styles.directory} aria-labelledby="tools-directory">
        <Container>
          <ToolsDirectory
            tools={tools}
            filter={filter}
            onFilterChange={(next) => setFilter(next, 'push')}
          />
        </Container>
      </section>
      <StaticPart id="tools-guides">
        {!import.meta.env.ISLANDS && (
          <>
            <ToolsHelp />
            <MobileApps apps={apps} />
            <TravelTips beforeYouGoTips={beforeYouGoTips} whileTravelingTips={whileTravelingTips} />
          </>
        )}
      </StaticPart>
      <ShareTools />
    </>
  );
}

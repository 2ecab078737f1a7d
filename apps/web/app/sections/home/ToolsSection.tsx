import type { ToolFilter } from '@travel/catalog';
import type { HomeCatalog } from './catalog.server.ts';
import { ChipGroup, Container, Icon, Section, VisuallyHidden, buttonClassName } from '@travel/ui';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersNeedScript } from '../../components/FiltersNeedScript.tsx';
import { needsScript } from '../../components/scripting.css.ts';
import { Link } from '../../lib/localized.tsx';
import { useQueryState, type QueryCodec } from '../../lib/useQueryState.ts';
import * as cards from './cards.css.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import { parseToolFilter, toolFilterSlug, withToolFilter } from './tool-filter.ts';
import * as styles from './ToolsSection.css.ts';
import { iconTile } from './tones.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** The text, with its last word kept on one line with the icon after it. */
function NoOrphanIcon({
  text,
  lang,
  children,
}: {
  text: string;
  lang: ReturnType<typeof englishAttrs>;
  children: ReactNode;
}) {
  const cut = text.lastIndexOf(' ') + 1;
  return (
    <>
      <span {...lang}>{text.slice(0, cut)}</span>
      <span className={styles.nowrap}>
        <span {...lang}>{text.slice(cut)}</span>
        {children}
      </span>
    </>
  );
}

/**
 * Essential Travel Tools (spec §2 Home, §4 Tool filter): 20 external tools behind category
 * chips, a way to hand the work to an expert, and three safety tips. The prerendered page lists
 * every tool; a `?tools=` filter is applied after hydration so the first render matches it.
 * Without JavaScript a note stands in for the chips.
 */
export function ToolsSection({
  homeSafetyTips,
  tools,
  toolFilters,
}: Pick<HomeCatalog, 'homeSafetyTips' | 'tools' | 'toolFilters'>) {
  const { t } = useTranslation('home');
  // The address holds the filter (`/?tools=safety`), so a filtered view can be shared.
  const codec = useMemo<QueryCodec<ToolFilter>>(
    () => ({
      defaults: 'All',
      parse: (params) => parseToolFilter(params, toolFilters),
      serialize: (filter) => withToolFilter(new URLSearchParams(), filter),
    }),
    [toolFilters],
  );
  const [filter, setFilter] = useQueryState(codec);

  const label = (value: ToolFilter) =>
    value === 'All'
      ? t('tools.all')
      : t(`tools.categories.${toolFilterSlug(value) as Lowercase<typeof value>}`);
  const shown = filter === 'All' ? tools : tools.filter((tool) => tool.category === filter);

  function choose(value: string) {
    // A new history entry, as on every list page: Back returns to the previous view.
    setFilter(toolFilters.find((option) => option === value) ?? 'All', 'push');
  }

  return (
    <Section id="tools" aria-labelledby="tools-title">
      <Container>
        <SectionHeader
          id="tools-title"
          eyebrow={t('tools.eyebrow')}
          title={t('tools.title')}
          intro={t('tools.intro')}
        />
        <ChipGroup
          className={`${styles.filters} ${needsScript}`}
          label={t('tools.filterLabel')}
          options={toolFilters.map((value) => ({ value, label: label(value) }))}
          value={filter}
          onValueChange={choose}
        />
        <FiltersNeedScript className={styles.filters} />
        <p className={styles.count} role="status">
          {filter === 'All'
            ? t('tools.countAll', { count: shown.length })
            : t('tools.count', { count: shown.length, category: label(filter) })}
        </p>
        <ul className={`${cards.list} ${styles.grid}`}>
          {shown.map((tool) => (
            <li
              key={tool.id}
              className={`${cards.card} ${cards.lift} ${styles.tool}`}
              data-card="tool"
            >
              <div className={styles.toolBody}>
                <div className={styles.toolHead}>
                  <span className={iconTile[tool.tone]}>
                    <Icon name={tool.icon} size="medium" />
                  </span>
                  <div>
                    <h3 className={styles.toolName}>
                      <a
                        href={tool.link}
                        target="_blank"
                        rel="noopener noreferrer"
                        className={styles.toolLink}
                      >
                        <NoOrphanIcon text={tool.name} lang={englishAttrs(tool, 'name')}>
                          <Icon name="ExternalLink" className={styles.externalIcon} />
                        </NoOrphanIcon>
                        <VisuallyHidden> {t('opensInNewTab')}</VisuallyHidden>
                      </a>
                    </h3>
                    <p className={styles.category}>{label(tool.category)}</p>
                  </div>
                </div>
                <p className={styles.description} {...englishAttrs(tool, 'description')}>
                  {tool.description}
                </p>
              </div>
            </li>
          ))}
        </ul>

        <div className={styles.extras}>
          <div className={styles.help}>
            <h3 className={styles.helpTitle}>{t('tools.helpTitle')}</h3>
            <p>{t('tools.helpBody')}</p>
            <div className={styles.helpActions}>
              <Link to="/contact" className={`${buttonClassName()} ${styles.helpPrimary}`}>
                {t('tools.getExpertAssistance')}
              </Link>
              <Link
                to="/services"
                className={`${buttonClassName({ variant: 'secondary' })} ${styles.helpSecondary}`}
              >
                {t('tools.viewServices')}
              </Link>
            </div>
          </div>
          <div className={styles.safety}>
            <h3 className={styles.safetyTitle}>
              <Icon name="ShieldCheck" className={styles.safetyIcon} />
              {t('tools.safetyTitle')}
            </h3>
            <ul className={styles.tips}>
              {homeSafetyTips.map((tip) => (
                <li key={tip.id} className={styles.tip}>
                  <Icon name={tip.icon} size="medium" className={styles.tipIcon} />
                  <h4 className={styles.tipTitle} {...englishAttrs(tip, 'title')}>
                    {tip.title}
                  </h4>
                  <p className={styles.tipText} {...englishAttrs(tip, 'description')}>
                    {tip.description}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </Section>
  );
}

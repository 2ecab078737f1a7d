import type { Tool, ToolFilter } from '@travel/catalog';
import { Badge, ChipGroup, Heading, Icon, Text, VisuallyHidden } from '@travel/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FiltersNeedScript } from '../../components/FiltersNeedScript.tsx';
import { needsScript } from '../../components/scripting.css.ts';
import { TOOL_FILTERS, toolCategoryKey } from './tool-filter.ts';
import * as styles from './ToolsDirectory.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

export interface ToolsDirectoryProps {
  /** Every tool, in the catalog's order (the route's loader data). */
  tools: readonly Tool[];
  /** The category shown (controlled), e.g. from the URL. Uncontrolled (starting at All) without it. */
  filter?: ToolFilter;
  onFilterChange?: (filter: ToolFilter) => void;
  /** Level of the directory's heading; tool names are one level below. @default 2 */
  headingLevel?: 2 | 3;
  /** Id of the heading, for the section's `aria-labelledby`. @default 'tools-directory' */
  headingId?: string;
}

/**
 * The 20 external tools with the category filter (All + 10): choosing a category narrows the
 * cards and says how many are left. Every card opens the tool's own site in a new tab. The
 * chips need JavaScript: without it a note stands in for them above the full list.
 */
export function ToolsDirectory({
  tools,
  filter: controlled,
  onFilterChange,
  headingLevel = 2,
  headingId = 'tools-directory',
}: ToolsDirectoryProps) {
  const { t } = useTranslation('tools');
  const { t: tc } = useTranslation('common');
  const [uncontrolled, setUncontrolled] = useState<ToolFilter>('All');
  const filter = controlled ?? uncontrolled;
  const shown = filter === 'All' ? tools : tools.filter((tool) => tool.category === filter);
  const label = (option: ToolFilter) =>
    option === 'All' ? t('directory.all') : t(`categories.${toolCategoryKey(option)}`);

  const choose = (value: string) => {
    const next = TOOL_FILTERS.find((option) => option === value) ?? 'All';
    setUncontrolled(next);
    onFilterChange?.(next);
  };

  return (
    <div className={styles.root}>
      <div className={styles.header}>
        <Heading level={headingLevel} id={headingId}>
          {t('directory.heading')}
        </Heading>
        <Text tone="muted">{t('directory.intro')}</Text>
      </div>
      <ChipGroup
        label={t('directory.filterLabel')}
        options={TOOL_FILTERS.map((option) => ({ value: option, label: label(option) }))}
        value={filter}
        onValueChange={choose}
        className={needsScript}
      />
      <FiltersNeedScript />
      <p role="status" className={styles.count}>
        {filter === 'All'
          ? t('directory.countAll', { count: shown.length })
          : t('directory.count', { count: shown.length, category: label(filter) })}
      </p>
      <ul className={styles.grid}>
        {shown.map((tool) => {
          const ToolHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
          return (
            <li key={tool.id} className={styles.card}>
              <div className={styles.cardTop}>
                <span className={styles.iconBadge[tool.tone]}>
                  <Icon name={tool.icon} className={styles.icon} />
                </span>
                <Badge>{t(`categories.${toolCategoryKey(tool.category)}`)}</Badge>
              </div>
              <ToolHeading className={styles.name}>
                <a
                  href={tool.link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={styles.link}
                >
                  <span {...englishAttrs(tool, 'name')}>{tool.name}</span>
                  <VisuallyHidden> {tc('footer.opensInNewTab')}</VisuallyHidden>
                </a>
              </ToolHeading>
              <Text size="small" tone="muted" {...englishAttrs(tool, 'description')}>
                {tool.description}
              </Text>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

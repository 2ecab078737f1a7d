import type { ExperienceType } from '@travel/catalog';
import { Scene } from '@travel/illustrations';
import { Card, Heading, Text, VisuallyHidden, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { peopleOf, spanOf } from '../../lib/locale-format.ts';
import { Link } from '../../lib/localized.tsx';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { FeatureList } from '../../components/FeatureList.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as tones from '../../components/tones.css.ts';
import { contactLinks } from '../../lib/contact-links.ts';
import * as styles from './ExperienceTypes.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/**
 * A kind of experience as the short card shows it: without the example, ideas and inclusions of
 * the full row, which a page showing only short cards does not receive. A full one is one too.
 */
export type ExperienceTypeSummary = Omit<ExperienceType, 'example' | 'examples' | 'features'>;

export type ExperienceTypesProps = {
  /** Level of the block's heading; the cards' headings sit one below. */
  level: 2 | 3;
} & (
  | {
      /** Full rows with ideas and inclusions. */
      compact?: false;
      types: readonly ExperienceType[];
    }
  | {
      /** Short cards in a grid (an overview) instead of full rows with ideas and inclusions. */
      compact: true;
      types: readonly ExperienceTypeSummary[];
    }
);

/** The five kinds of experiential travel, with duration, group size and a contact link each. */
export function ExperienceTypes({ level, compact, types }: ExperienceTypesProps) {
  const { t } = useTranslation('experiences');
  const titleId = compact ? 'experience-types-overview-title' : 'experience-types-title';
  const cardLevel = level === 2 ? 3 : 4;
  return (
    <>
      <SectionHeader
        id={titleId}
        level={level}
        eyebrow={t('types.eyebrow')}
        title={t('types.title')}
        intro={t('types.intro')}
      />
      <ul className={compact ? shared.fiveGrid : styles.rows} aria-labelledby={titleId}>
        {compact
          ? types.map((type) => <TypeCard key={type.id} type={type} level={cardLevel} compact />)
          : types.map((type) => (
              <TypeCard key={type.id} type={type} level={cardLevel} compact={false} />
            ))}
      </ul>
    </>
  );
}

type TypeCardProps = { level: 3 | 4 } & (
  { type: ExperienceType; compact: false } | { type: ExperienceTypeSummary; compact: true }
);

function TypeCard({ type, level, compact }: TypeCardProps) {
  const { t, i18n } = useTranslation('experiences');
  const headingId = `${compact ? 'overview' : 'experience'}-${type.id}-title`;
  return (
    <Card
      as="li"
      // The hero's chips jump to these rows.
      id={compact ? undefined : `experience-${type.id}`}
      className={compact ? shared.card : styles.row}
    >
      <Scene
        name={type.scene}
        aspectRatio={compact ? '16/9' : '4/3'}
        className={compact ? shared.cardMedia : styles.rowScene}
      />
      <div className={compact ? styles.compactBody : styles.rowBody}>
        <div className={shared.cardHeader}>
          <span className={tones.iconTile[type.tone]}>
            <CatalogIcon name={type.icon} className={tones.icon} />
          </span>
          <Heading
            level={level}
            size={compact ? 'large' : 'xlarge'}
            id={headingId}
            {...englishAttrs(type, 'title')}
          >
            {type.title}
          </Heading>
        </div>
        <Text tone="muted" {...englishAttrs(type, 'description')}>
          {type.description}
        </Text>
        <dl className={shared.facts}>
          <div className={shared.fact}>
            <dt className={shared.factLabel}>{t('types.duration')}</dt>
            <dd className={shared.factValue}>{spanOf(i18n.language, type.length)}</dd>
          </div>
          <div className={shared.fact}>
            <dt className={shared.factLabel}>{t('types.groupSize')}</dt>
            <dd className={shared.factValue}>{peopleOf(t, i18n.language, type.people)}</dd>
          </div>
        </dl>
        {compact ? null : (
          <>
            <p className={styles.example}>
              <span className={shared.smallHeading}>{t('types.example')}</span>{' '}
              <span {...englishAttrs(type, 'example')}>{type.example}</span>
            </p>
            <div className={styles.lists}>
              <div>
                <p className={shared.smallHeading} id={`${headingId}-ideas`}>
                  {t('types.examples')}
                </p>
                <ul
                  className={styles.ideas}
                  aria-labelledby={`${headingId}-ideas`}
                  {...englishAttrs(type, 'examples')}
                >
                  {type.examples.map((example) => (
                    <li key={example}>{example}</li>
                  ))}
                </ul>
              </div>
              <div>
                <p className={shared.smallHeading} id={`${headingId}-features`}>
                  {t('types.features')}
                </p>
                <FeatureList
                  lang={englishAttrs(type, 'features')?.lang}
                  items={type.features}
                  labelledBy={`${headingId}-features`}
                />
              </div>
            </div>
          </>
        )}
        <div className={shared.cardFooter}>
          <Link
            to={contactLinks.experientialTravel(type.id)}
            className={buttonClassName({ variant: compact ? 'secondary' : 'primary' })}
          >
            {t('types.cta')}
            <VisuallyHidden>
              : <span {...englishAttrs(type, 'title')}>{type.title}</span>
            </VisuallyHidden>
          </Link>
        </div>
      </div>
    </Card>
  );
}

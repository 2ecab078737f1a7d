import type { TravelTip } from '@travel/catalog';
import { Container, Heading, Icon, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './TravelTips.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

function TipList({ id, title, tips }: { id: string; title: string; tips: readonly TravelTip[] }) {
  return (
    <section className={styles.column} aria-labelledby={id}>
      <Heading level={3} size="xlarge" id={id}>
        {title}
      </Heading>
      <ul className={styles.list}>
        {tips.map((tip) => (
          <li key={tip.id} className={styles.tip}>
            <span className={styles.iconBadge}>
              <Icon name={tip.icon} className={styles.icon} />
            </span>
            <div className={styles.tipText}>
              <Text weight="bold" {...englishAttrs(tip, 'title')}>
                {tip.title}
              </Text>
              <Text size="small" tone="muted" {...englishAttrs(tip, 'description')}>
                {tip.description}
              </Text>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface TravelTipsProps {
  beforeYouGoTips: readonly TravelTip[];
  whileTravelingTips: readonly TravelTip[];
}

/** The Before You Go and While Traveling checklists. */
export function TravelTips({ beforeYouGoTips, whileTravelingTips }: TravelTipsProps) {
  const { t } = useTranslation('tools');
  return (
    <section className={styles.section} aria-labelledby="tools-tips">
      <Container>
        <Heading level={2} id="tools-tips" className={styles.heading}>
          {t('tips.heading')}
        </Heading>
        <div className={styles.columns}>
          <TipList id="tools-before" title={t('tips.beforeYouGo')} tips={beforeYouGoTips} />
          <TipList id="tools-while" title={t('tips.whileTraveling')} tips={whileTravelingTips} />
        </div>
      </Container>
    </section>
  );
}

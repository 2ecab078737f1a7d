import { Container, Heading, Icon, Text, VisuallyHidden } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { FaqList } from './FaqList.tsx';
import * as styles from './FaqBrowse.css.ts';
import type { FaqCatalog } from './search.ts';
import { englishAttrs, nestedMarks } from '../../lib/catalog-fallback.tsx';

export interface FaqBrowseProps extends FaqCatalog {
  openKeys: readonly string[];
  onOpenChange: (open: string[], own: readonly string[]) => void;
}

/** With no search: the four categories, then the destination-specific questions. */
export function FaqBrowse({
  categories,
  destinationGroups,
  openKeys,
  onOpenChange,
}: FaqBrowseProps) {
  const { t } = useTranslation('faq');
  return (
    <>
      <section className={styles.section} aria-labelledby="faq-topics">
        <Container>
          {/* The hidden text sits inside the heading: a <span> may not contain an <h2>. */}
          <h2 id="faq-topics">
            <VisuallyHidden>{t('browse.heading')}</VisuallyHidden>
          </h2>
          <div className={styles.grid}>
            {categories.map((category) => (
              <section
                key={category.id}
                id={category.id}
                className={styles.card}
                aria-labelledby={`faq-${category.id}`}
              >
                <div className={styles.cardHeader}>
                  <span className={styles.iconBadge}>
                    <Icon name={category.icon} className={styles.icon} />
                  </span>
                  <div>
                    <Heading
                      level={3}
                      size="xlarge"
                      id={`faq-${category.id}`}
                      {...englishAttrs(category, 'title')}
                    >
                      {category.title}
                    </Heading>
                    <Text size="small" tone="muted">
                      {t('browse.questionCount', { count: category.faqs.length })}
                    </Text>
                  </div>
                </div>
                <FaqList
                  headingLevel={4}
                  items={category.faqs.map((faq, index) => ({
                    key: `${category.id}-${index}`,
                    ...faq,
                    ...nestedMarks(category, 'faqs', index),
                  }))}
                  openKeys={openKeys}
                  onOpenChange={onOpenChange}
                />
              </section>
            ))}
          </div>
        </Container>
      </section>

      {/* Not `faq-destinations`: the "destinations" category's heading already has that id. */}
      <section className={styles.destinations} aria-labelledby="faq-by-destination">
        <Container>
          <div className={styles.intro}>
            <Heading level={2} id="faq-by-destination">
              {t('destinations.heading')}
            </Heading>
            <Text tone="muted">{t('destinations.intro')}</Text>
          </div>
          <div className={styles.grid}>
            {destinationGroups.map((group, groupIndex) => (
              <section key={group.id} className={styles.card} aria-labelledby={`faq-${group.id}`}>
                <Heading
                  level={3}
                  size="xlarge"
                  id={`faq-${group.id}`}
                  className={styles.groupTitle}
                  {...englishAttrs(group, 'destination')}
                >
                  {group.destination}
                </Heading>
                <FaqList
                  headingLevel={4}
                  items={group.faqs.map((faq, index) => ({
                    key: `dest-${groupIndex}-${index}`,
                    ...faq,
                    ...nestedMarks(group, 'faqs', index),
                  }))}
                  openKeys={openKeys}
                  onOpenChange={onOpenChange}
                />
              </section>
            ))}
          </div>
        </Container>
      </section>
    </>
  );
}

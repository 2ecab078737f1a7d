import { Button, Container, Heading, Text } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { FaqList } from './FaqList.tsx';
import { searchKey, type FaqEntry } from './search.ts';
import * as styles from './FaqResults.css.ts';

export interface FaqResultsProps {
  query: string;
  results: readonly FaqEntry[];
  openKeys: readonly string[];
  onOpenChange: (open: string[], own: readonly string[]) => void;
  onClear: () => void;
}

/** While searching: the matching questions, each with its category, or the no-match text. */
export function FaqResults({ query, results, openKeys, onOpenChange, onClear }: FaqResultsProps) {
  const { t } = useTranslation('faq');
  return (
    <section className={styles.section} aria-labelledby="faq-results">
      <Container className={styles.inner}>
        <div className={styles.header}>
          <Heading level={2} id="faq-results">
            {t('results.heading', { count: results.length })}
          </Heading>
          {results.length > 0 ? (
            <Text tone="muted">
              {t('results.summary', { count: results.length, query: query.trim() })}
            </Text>
          ) : null}
        </div>
        {results.length > 0 ? (
          <FaqList
            headingLevel={3}
            items={results.map((entry, index) => ({
              key: searchKey(index),
              question: entry.question,
              answer: entry.answer,
              note: t('results.category', { category: entry.category }),
            }))}
            openKeys={openKeys}
            onOpenChange={onOpenChange}
          />
        ) : (
          <div className={styles.empty}>
            <Text size="large" weight="bold">
              {t('results.empty')}
            </Text>
            <Text tone="muted">{t('results.emptyHint')}</Text>
            <Button variant="secondary" onClick={onClear}>
              {t('results.showAll')}
            </Button>
          </div>
        )}
      </Container>
    </section>
  );
}

import { Badge } from '@travel/ui';
import { Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import * as styles from './ArticleTags.css.ts';
import { articleText } from './content.ts';

/** The article's tags, as a labelled list. */
export function ArticleTags({ tags }: { tags: readonly string[] }) {
  const { t } = useTranslation('blog');
  return (
    <section className={styles.root} aria-labelledby="tags-title">
      <h2 id="tags-title" className={styles.title}>
        <Tag className={styles.icon} aria-hidden="true" />
        {t('post.tags')}
      </h2>
      <ul {...articleText} className={styles.list} role="list">
        {tags.map((tag) => (
          <li key={tag}>
            <Badge>{tag}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}

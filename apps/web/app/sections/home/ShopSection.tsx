import type { HomeCatalog } from './catalog.server.ts';
import { ChipGroup, Container, Icon, Section, buttonClassName } from '@travel/ui';
import { useState } from 'react';
import { formatRating } from '@travel/i18n';
import { useTranslation } from 'react-i18next';
import { site } from '../../site.ts';
import * as cards from './cards.css.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as styles from './ShopSection.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

const ALL = 'all';

/**
 * Travel Shop (spec §2 Home): the gear the team carries, in four categories, each item a
 * search on the affiliate retailer with the associate tag. The category chips narrow the list;
 * without JavaScript every item shows.
 */
export function ShopSection({ affiliateCategories }: Pick<HomeCatalog, 'affiliateCategories'>) {
  const { t, i18n } = useTranslation('home');
  const [category, setCategory] = useState(ALL);
  const retailer = site.affiliate.retailer;
  const shown = affiliateCategories.filter((group) => category === ALL || group.id === category);

  return (
    <Section id="shop" tone="sunken" aria-labelledby="shop-title">
      <Container>
        <SectionHeader
          id="shop-title"
          eyebrow={t('shop.eyebrow')}
          title={t('shop.title')}
          intro={t('shop.intro')}
        />
        <ChipGroup
          className={styles.filters}
          label={t('shop.categoriesLabel')}
          options={[
            { value: ALL, label: t('shop.allGear') },
            ...affiliateCategories.map((group) => ({
              value: group.id,
              label: t(`shopCategories.${group.id}`, { defaultValue: group.name }),
            })),
          ]}
          value={category}
          onValueChange={setCategory}
        />
        <ul className={`${cards.list} ${styles.grid}`}>
          {shown.flatMap((group) =>
            group.items.map((item) => (
              <li
                key={item.searchTerm}
                className={`${cards.card} ${styles.item}`}
                data-card="affiliate"
                data-category={group.id}
              >
                <div className={styles.itemBody}>
                  <div className={styles.itemHead}>
                    <span className={styles.category}>
                      <Icon name={group.icon} />
                      {t(`shopCategories.${group.id}`, { defaultValue: group.name })}
                    </span>
                    <span
                      className={styles.rating}
                      role="img"
                      aria-label={t('shop.rating', { rating: item.rating })}
                    >
                      <Icon name="Star" className={styles.star} />
                      {formatRating(i18n.language, Number(item.rating))}
                    </span>
                  </div>
                  <h3 className={cards.smallTitle} {...englishAttrs(item, 'name')}>
                    {item.name}
                  </h3>
                  <p className={styles.description} {...englishAttrs(item, 'description')}>
                    {item.description}
                  </p>
                  <ul className={styles.features}>
                    {item.features.map((feature) => (
                      <li key={feature} className={styles.feature}>
                        <Icon name="Check" className={styles.check} />
                        <span {...englishAttrs(item, 'features')}>{feature}</span>
                      </li>
                    ))}
                  </ul>
                  <div className={styles.buy}>
                    <a
                      href={item.href}
                      target="_blank"
                      // `sponsored`: the link earns a commission, as search engines ask links to say.
                      rel="noopener noreferrer sponsored"
                      className={`${buttonClassName({ fullWidth: true })} ${styles.buyButton}`}
                      aria-label={`${t('shop.shopOnLabel', { name: item.name, retailer })} ${t('opensInNewTab')}`}
                    >
                      <Icon name="ShoppingBag" />
                      {t('shop.shopOn', { retailer })}
                    </a>
                  </div>
                </div>
              </li>
            )),
          )}
        </ul>
        <p className={styles.disclosure}>
          <Icon name="Info" className={styles.disclosureIcon} />
          <span>
            <strong className={styles.disclosureTitle}>{t('shop.disclosureTitle')}: </strong>
            {t('shop.disclosure', { retailer, brand: site.brand })}
          </span>
        </p>
      </Container>
    </Section>
  );
}

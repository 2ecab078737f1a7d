import type { GiftVoucher } from '@travel/catalog';
import {
  Card,
  Container,
  Grid,
  Heading,
  Section,
  Text,
  VisuallyHidden,
  buttonClassName,
} from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { money } from '../../lib/locale-format.ts';
import { Link } from '../../lib/localized.tsx';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { FeatureList } from '../../components/FeatureList.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as tones from '../../components/tones.css.ts';
import { contactLinks } from '../../lib/contact-links.ts';
import * as styles from './sections.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/**
 * A voucher as its card shows it: each amount with its label as printed (`$2,500`), formatted at
 * prerender so the page loads no formatting code for it.
 */
export type GiftVoucherEntry = Omit<GiftVoucher, 'amounts'> & {
  amounts: readonly { value: number; label: string }[];
};

/** Four voucher types, each with four amounts and a custom one, leading to the contact form. */
export function GiftVouchersSection({ vouchers }: { vouchers: readonly GiftVoucherEntry[] }) {
  const { t, i18n } = useTranslation('services');
  return (
    <Section id="gift-vouchers" aria-labelledby="gift-vouchers-title" className={styles.band}>
      <Container>
        <SectionHeader
          id="gift-vouchers-title"
          eyebrow={t('vouchers.eyebrow')}
          title={t('vouchers.title')}
          intro={t('vouchers.intro')}
        />
        <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 4 }} className={shared.list}>
          {vouchers.map((voucher) => {
            const titleId = `voucher-${voucher.id}`;
            return (
              <Card
                as="li"
                key={voucher.id}
                className={`${shared.card} ${tones.topRule[voucher.tone]}`}
              >
                <span className={tones.iconTile[voucher.tone]}>
                  <CatalogIcon name={voucher.icon} className={tones.icon} />
                </span>
                <Heading level={3} size="large" id={titleId} {...englishAttrs(voucher, 'title')}>
                  {voucher.title}
                </Heading>
                <Text tone="muted" {...englishAttrs(voucher, 'description')}>
                  {voucher.description}
                </Text>
                <FeatureList
                  lang={englishAttrs(voucher, 'features')?.lang}
                  items={voucher.features}
                />
                <div className={shared.cardFooter}>
                  <div className={styles.amounts}>
                    <p className={shared.smallHeading} aria-hidden="true">
                      {t('vouchers.chooseAmount')}
                    </p>
                    <ul
                      className={shared.chips}
                      aria-label={t('vouchers.amountsLabel', { title: voucher.title })}
                    >
                      {voucher.amounts.map((amount) => (
                        <li key={amount.value}>
                          <Link
                            to={contactLinks.giftVoucher(voucher.id, amount.value)}
                            className={shared.chipLink}
                          >
                            {money(i18n.language, amount.label)}{' '}
                            <VisuallyHidden>
                              {t('vouchers.amountContext', { title: voucher.title })}
                            </VisuallyHidden>
                          </Link>
                        </li>
                      ))}
                      <li className={styles.customAmount}>
                        <Link
                          to={contactLinks.giftVoucher(voucher.id, 'custom')}
                          className={`${shared.chipLink} ${styles.customLink}`}
                        >
                          {t('vouchers.custom')}{' '}
                          <VisuallyHidden>
                            {t('vouchers.amountContext', { title: voucher.title })}
                          </VisuallyHidden>
                        </Link>
                      </li>
                    </ul>
                  </div>
                </div>
              </Card>
            );
          })}
        </Grid>
        <div className={shared.after}>
          <Link
            to={contactLinks.giftVoucherInfo()}
            className={buttonClassName({ variant: 'secondary' })}
          >
            {t('vouchers.info')}
          </Link>
        </div>
      </Container>
    </Section>
  );
}

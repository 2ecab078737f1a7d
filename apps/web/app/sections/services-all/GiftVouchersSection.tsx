import { formatUsd, giftVouchers } from '@travel/catalog';
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
import { Link } from 'react-router';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { FeatureList } from '../../components/FeatureList.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as tones from '../../components/tones.css.ts';
import { contactLinks } from '../../lib/contactLinks.ts';
import * as styles from './sections.css.ts';

/** Four voucher types, each with four amounts and a custom one, leading to the contact form. */
export function GiftVouchersSection() {
  const { t } = useTranslation('services');
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
          {giftVouchers.map((voucher) => {
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
                <Heading level={3} size="large" id={titleId} lang="en" dir="ltr">
                  {voucher.title}
                </Heading>
                <Text tone="muted" lang="en" dir="ltr">
                  {voucher.description}
                </Text>
                <FeatureList lang="en" items={voucher.features} />
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
                        <li key={amount}>
                          <Link
                            to={contactLinks.giftVoucher(voucher.id, amount)}
                            className={shared.chipLink}
                          >
                            {formatUsd(amount)}{' '}
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

import { createInstance } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import {
  addFormatters,
  formatAtLeast,
  formatDuration,
  formatDurationRange,
  formatMoney,
  formatMoneyRange,
  formatNumber,
  formatNumberRange,
  formatPercent,
  formatRating,
  intlLocale,
} from './format.ts';
import { LANGUAGE_CODES } from './languages.ts';

const LRI = '\u2066';
const PDI = '\u2069';

/** What a native reader expects to see, per language (Intl's spaces are no-break spaces). */
const expected: Record<
  string,
  { number: string; money: string; cents: string; range: string; rating: string; plus: string }
> = {
  en: {
    number: '15,000',
    money: '$2,499',
    cents: '$24.99',
    range: '$5,000 – $10,000',
    rating: '4.7',
    plus: '15,000+',
  },
  es: {
    number: '15.000',
    money: '2.499 US$',
    cents: '24,99 US$',
    range: '5.000-10.000 US$',
    rating: '4,7',
    plus: '15.000+',
  },
  fr: {
    number: '15 000',
    money: '2 499 $',
    cents: '24,99 $',
    range: '5 000–10 000 $',
    rating: '4,7',
    plus: '15 000+',
  },
  de: {
    number: '15.000',
    money: '2.499 $',
    cents: '24,99 $',
    range: '5.000–10.000 $',
    rating: '4,7',
    plus: '15.000+',
  },
  it: {
    number: '15.000',
    money: '2.499 $',
    cents: '24,99 $',
    range: '5.000-10.000 $',
    rating: '4,7',
    plus: '15.000+',
  },
  pt: {
    number: '15.000',
    money: 'US$ 2.499',
    cents: 'US$ 24,99',
    range: 'US$ 5.000–10.000',
    rating: '4,7',
    plus: '15.000+',
  },
  zh: {
    number: '15,000',
    money: 'US$2,499',
    cents: 'US$24.99',
    range: 'US$5,000-10,000',
    rating: '4.7',
    plus: '15,000+',
  },
  ja: {
    number: '15,000',
    money: '$2,499',
    cents: '$24.99',
    range: '$5,000〜$10,000',
    rating: '4.7',
    plus: '15,000+',
  },
  ko: {
    number: '15,000',
    money: '$2,499',
    cents: '$24.99',
    range: '$5,000~$10,000',
    rating: '4.7',
    plus: '15,000+',
  },
  ar: {
    number: '15,000',
    money: `${LRI}2,499 US$${PDI}`,
    cents: `${LRI}24.99 US$${PDI}`,
    range: `${LRI}5,000–10,000 US$${PDI}`,
    rating: '4.7',
    plus: `${LRI}+15,000${PDI}`,
  },
};

/** Intl separates with no-break and narrow no-break spaces; compare them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('Arabic digits', () => {
  const ARABIC_INDIC = /[\u0660-\u0669\u06f0-\u06f9]/;

  it('are Western (0–9) in every helper, whatever digits Intl picks for the tag', () => {
    // `ar-EG` and `ar-SA` default to Arabic-Indic digits (`١٬٢٣٤`); the site writes `1,234`.
    expect(new Intl.NumberFormat('ar-EG').format(1234)).toMatch(ARABIC_INDIC);
    for (const code of ['ar', 'ar-EG', 'ar-SA']) {
      const texts = [
        formatNumber(code, 15000),
        formatNumberRange(code, 2, 8),
        formatMoney(code, 2499),
        formatMoneyRange(code, 5000, 10000),
        formatRating(code, 4.7),
        formatPercent(code, 25),
        formatAtLeast(code, 15000),
        formatDuration(code, 24, 'hour'),
        formatDurationRange(code, 7, 14, 'day'),
      ];
      for (const text of texts) {
        expect(text, code).not.toMatch(ARABIC_INDIC);
        expect(text, code).toMatch(/\d/);
      }
      expect(formatNumber(code, 15000)).toBe('15,000');
      expect(intlLocale(code)).toBe('ar-u-nu-latn');
    }
  });

  it('leave every other language its own default', () => {
    expect(intlLocale('de')).toBe('de');
    expect(intlLocale('ja')).toBe('ja');
  });
});

describe('the number helper', () => {
  it('covers every language', () => {
    expect(Object.keys(expected).sort()).toEqual([...LANGUAGE_CODES].sort());
  });

  it.each(LANGUAGE_CODES)('formats figures, prices and ratings in %s', (code) => {
    const want = expected[code]!;
    expect(plain(formatNumber(code, 15000))).toBe(want.number);
    expect(plain(formatMoney(code, 2499))).toBe(want.money);
    expect(plain(formatMoney(code, 24.99))).toBe(want.cents);
    const range = plain(formatMoneyRange(code, 5000, 10000));
    expect(code === 'ja' ? range : range.replace(/ ?([–~〜-]) ?/, '$1')).toBe(
      code === 'ja' ? want.range : want.range.replace(/ ?([–~〜-]) ?/, '$1'),
    );
    expect(plain(formatRating(code, 4.7))).toBe(want.rating);
    expect(plain(formatRating(code, 5))).toBe(want.rating.replace('4', '5').replace('7', '0'));
    expect(plain(formatAtLeast(code, 15000))).toBe(want.plus);
  });

  it.each(LANGUAGE_CODES)(
    'writes counts under a thousand as Intl would, without a formatter, in %s',
    (code) => {
      // Formatters are cached: a cached one's `format` is used, never made again. `format` is an
      // accessor (it gives a bound function), which TypeScript types as a method.
      const prototype = Intl.NumberFormat.prototype as unknown as { format: object };
      const used = vi.spyOn(prototype, 'format', 'get');
      try {
        const written = Array.from({ length: 1000 }, (_, value) => formatNumber(code, value));
        expect(used).not.toHaveBeenCalled();
        used.mockRestore();
        const intl = new Intl.NumberFormat(intlLocale(code), { useGrouping: 'always' });
        expect(written).toEqual(Array.from({ length: 1000 }, (_, value) => intl.format(value)));
        // Above the range, and for fractions, Intl writes it.
        expect(formatNumber(code, 1000)).toBe(intl.format(1000));
        expect(formatNumber(code, 2.5)).toBe(intl.format(2.5));
        expect(formatNumber(code, -0)).toBe(intl.format(-0));
      } finally {
        used.mockRestore();
      }
    },
  );

  it.each(LANGUAGE_CODES)(
    'groups four-digit figures the same way as five-digit ones in %s',
    (code) => {
      const four = formatNumber(code, 2499);
      expect(four).toMatch(/^2\D499$/);
    },
  );

  it.each(LANGUAGE_CODES)(
    'never formats a figure the English way outside English in %s',
    (code) => {
      if (code === 'en' || ['zh', 'ja', 'ko', 'ar'].includes(code)) return;
      for (const text of [
        formatNumber(code, 1234),
        formatMoney(code, 1234),
        formatRating(code, 4.7),
      ])
        expect(text).not.toMatch(/\d,\d{3}|\d\.\d(?!\d)|\$\d/);
    },
  );

  it('spells out units Arabic readers do not abbreviate, and closes up Japanese counters', () => {
    expect(formatDuration('ar', 24, 'hour')).toBe('24 ساعة');
    expect(formatDuration('ar', 10, 'minute')).toBe('10 دقائق');
    expect(formatDuration('ja', 24, 'hour')).toBe('24時間');
    expect(plain(formatDuration('de', 24, 'hour'))).toBe('24 Std.');
  });

  it('keeps the percent sign beside its figure', () => {
    expect(plain(formatPercent('de', 25))).toBe('25 %');
    expect(formatPercent('ar', 25)).toBe(`${LRI}25%${PDI}`);
  });
});

describe('the i18next formatters', () => {
  it.each(LANGUAGE_CODES)('format placeholders in %s', (code) => {
    const instance = createInstance();
    void instance.init({
      lng: code,
      initAsync: false,
      resources: {
        [code]: {
          translation: {
            rated: '{{rating, rating}}',
            price: '{{amount, money}}',
            n: '{{count, count}}',
          },
        },
      },
    });
    addFormatters(instance);
    // Keys of this test's own dictionary, not the site's typed ones.
    const t = instance.t.bind(instance) as unknown as (key: string, options: object) => string;
    expect(t('rated', { rating: 4.7 })).toBe(formatRating(code, 4.7));
    expect(t('rated', { rating: '4.9' })).toBe(formatRating(code, 4.9));
    expect(t('price', { amount: 2499 })).toBe(formatMoney(code, 2499));
    expect(t('n', { count: 9400 })).toBe(formatNumber(code, 9400));
  });
});

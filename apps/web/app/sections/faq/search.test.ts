import { destinationFaqGroups, faqCategories } from '@travel/catalog';
import { describe, expect, it } from 'vitest';
import { faqEntries, faqPageJsonLd, searchFaqs } from './search.ts';

/** Every question, as the page works them out from its loader data. */
const entries = faqEntries({ categories: faqCategories, destinationGroups: destinationFaqGroups });
const total =
  faqCategories.reduce((sum, category) => sum + category.faqs.length, 0) +
  destinationFaqGroups.reduce((sum, group) => sum + group.faqs.length, 0);

describe('faqEntries', () => {
  it('holds every question once, keyed as spec §4 says', () => {
    expect(entries).toHaveLength(total);
    expect(new Set(entries.map((entry) => entry.key)).size).toBe(total);
    expect(entries[0]).toMatchObject({ key: 'general-0', category: 'General Questions' });
    expect(entries.find((entry) => entry.key === 'dest-1-0')?.category).toBe('Greece Islands');
  });
});

describe('searchFaqs', () => {
  it('matches the question or the answer, ignoring case and surrounding spaces', () => {
    const byQuestion = searchFaqs('  GROUP RATES ', entries);
    expect(byQuestion.map((entry) => entry.question)).toEqual(['Do you offer group rates?']);
    const byAnswer = searchFaqs('paypal', entries);
    expect(byAnswer.map((entry) => entry.question)).toEqual([
      'What payment methods do you accept?',
    ]);
  });

  it('finds questions across categories and destinations, in page order', () => {
    const visa = searchFaqs('visa', entries);
    const expected = entries.filter((entry) =>
      `${entry.question} ${entry.answer}`.toLowerCase().includes('visa'),
    );
    expect(visa).toEqual(expected);
    expect(visa.some((entry) => entry.key.startsWith('dest-'))).toBe(true);
    expect(visa.some((entry) => !entry.key.startsWith('dest-'))).toBe(true);
  });

  it('returns nothing for blank text or text that appears nowhere', () => {
    expect(searchFaqs('', entries)).toEqual([]);
    expect(searchFaqs('   ', entries)).toEqual([]);
    expect(searchFaqs('zanzibar submarine', entries)).toEqual([]);
  });
});

describe('faqPageJsonLd', () => {
  it('lists every question with its answer', () => {
    const data = faqPageJsonLd(entries);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(total);
    expect(data.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: entries[0]?.question,
      acceptedAnswer: { '@type': 'Answer', text: entries[0]?.answer },
    });
  });
});

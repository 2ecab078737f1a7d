import { describe, expect, it } from 'vitest';
import { FaqCategorySchema } from './schemas.ts';
import {
  UnknownPlaceholderError,
  currentPlaceholderValues,
  fillDeep,
  fillPlaceholders,
  placeholderValues,
  yearsInBusiness,
} from './placeholders.ts';
import { currentSiteConfig } from './current.ts';
import { resolveSiteConfig } from './site.ts';
import { CatalogDataError, parseList } from './validate.ts';

const config = resolveSiteConfig(
  { SITE_BRAND: 'Harbor Lights Travel', SITE_ADDRESS_CITY: 'Duluth', SITE_FOUNDED_YEAR: '2012' },
  new Date('2026-06-01'),
);

describe('placeholders', () => {
  it('fills every placeholder from the configuration', () => {
    const values = placeholderValues(config);
    expect(
      fillPlaceholders(
        '{{brand}} in {{ city }} since {{foundedYear}} ({{yearsInBusiness}} years)',
        values,
      ),
    ).toBe('Harbor Lights Travel in Duluth since 2012 (14+ years)');
    expect(values.legalState).toBe('Alaska');
    expect(values.hours.replace(/\u00A0/g, ' ')).toBe(
      'Monday – Friday 9 AM – 6 PM, Saturday 10 AM – 4 PM; closed Sunday',
    );
  });

  it('gives data modules the values of the configuration this code runs with', () => {
    expect({ ...currentPlaceholderValues }).toEqual(placeholderValues(currentSiteConfig));
    expect(fillPlaceholders('{{brand}}: {{hours}}', currentPlaceholderValues)).toBe(
      `${currentSiteConfig.brand}: ${placeholderValues(currentSiteConfig).hours}`,
    );
    expect(() => fillPlaceholders('{{nope}}', currentPlaceholderValues)).toThrow(
      UnknownPlaceholderError,
    );
  });

  it('counts at least one year in business', () => {
    expect(yearsInBusiness({ foundedYear: 2020, buildYear: 2025 })).toBe('5+');
    expect(yearsInBusiness({ foundedYear: 2026, buildYear: 2026 })).toBe('1+');
  });

  it('fills strings inside objects and arrays, and names the field of an unknown one', () => {
    const values = placeholderValues(config);
    expect(fillDeep({ a: ['{{city}}'], b: 3, c: { d: '{{brand}}' } }, values)).toEqual({
      a: ['Duluth'],
      b: 3,
      c: { d: 'Harbor Lights Travel' },
    });
    let error: unknown;
    try {
      fillDeep({ faqs: [{ answer: 'Visit us in {{cty}}' }] }, values);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(UnknownPlaceholderError);
    expect((error as UnknownPlaceholderError).path).toBe('faqs.0.answer');
  });

  it('stops a data module whose prose has an unknown placeholder, naming the entry and field', () => {
    const entry = {
      id: 'general',
      title: 'General',
      icon: 'CircleHelp',
      faqs: [{ question: 'Where?', answer: 'In {{town}}.' }],
    };
    expect(() => parseList('faq', FaqCategorySchema, [entry])).toThrow(CatalogDataError);
    expect(() => parseList('faq', FaqCategorySchema, [entry])).toThrow(
      'catalog/faq: entry "general" (#0) is invalid: faqs.0.answer: unknown placeholder {{town}}',
    );
  });
});

import { changeLanguage, createI18n, en } from '@travel/i18n';
import { describe, expect, it } from 'vitest';
import {
  beforeDepartureOf,
  figure,
  isolatedLtr,
  itineraryDaysOf,
  languageName,
  moneyRangeOf,
  peopleOf,
  spanOf,
  timeAgo,
} from './locale-format.ts';

async function inLanguage(code: 'en' | 'de' | 'ar') {
  const i18n = createI18n(en);
  await changeLanguage(i18n, code);
  return i18n.t;
}

describe('catalog figures in the page language', () => {
  it('spans of time from the numbers: a range, weeks, hours; English as the agency writes them', () => {
    expect(spanOf('de', { min: 7, max: 14, unit: 'day' })).toBe('7–14 Tage');
    expect(spanOf('de', { min: 1, max: 4, unit: 'week' })).toBe('1–4 Wochen');
    expect(spanOf('de', { value: 8, unit: 'day' })).toBe('8 Tage');
    expect(spanOf('en', { value: 8, unit: 'day' })).toBe('8 days');
    expect(spanOf('en', { min: 7, max: 14, unit: 'day' })).toBe('7-14 days');
  });

  it('group sizes take the plural of their upper bound (Arabic: 11 and more take the singular)', async () => {
    expect(peopleOf(await inLanguage('de'), 'de', { min: 2, max: 8 })).toBe('2–8 Personen');
    expect(peopleOf(await inLanguage('en'), 'en', { min: 2, max: 8 })).toBe('2-8 people');
    const t = await inLanguage('ar');
    expect(peopleOf(t, 'ar', { min: 8, max: 25 })).toMatch(/شخصًا$/);
    expect(peopleOf(t, 'ar', { min: 2, max: 8 })).toMatch(/أشخاص$/);
  });

  it('itinerary days, notices before departure and ranges of dollars', async () => {
    const t = await inLanguage('de');
    expect(itineraryDaysOf(t, 'de', 1)).toBe('Tag 1');
    expect(itineraryDaysOf(t, 'de', 3, 6)).toBe('Tage 3–6');
    expect(beforeDepartureOf(t, 'de', { value: 48, unit: 'hour' })).toBe(
      '48 Stunden vor der Abreise',
    );
    expect(beforeDepartureOf(await inLanguage('en'), 'en', { value: 48, unit: 'hour' })).toBe(
      '48 hours before departure',
    );
    expect(moneyRangeOf('de', 299, 599)).toMatch(/^299\s?–\s?599\s\$$/);
  });

  it('relative dates keep the Italian article', () => {
    expect(timeAgo('it', '1 month ago')).toBe('il mese scorso');
    expect(timeAgo('it', '1 week ago')).toBe('la settimana scorsa');
    expect(timeAgo('it', '2 weeks ago')).toBe('2 settimane fa');
  });

  it('figures: English as written, other languages by their own digits and signs', () => {
    expect(figure('en', '1000+')).toBe('1,000+');
    expect(figure('de', '15,000+')).toBe('15.000+');
    expect(figure('de', '4.9/5')).toBe('4,9/5');
    expect(figure('de', '24/7')).toBe('24/7');
    expect(figure('de', '24h')).toBe('24 Std.');
    expect(figure('de', '98%')).toMatch(/^98\s%$/);
  });

  it('language names by Intl.DisplayNames, capitalised as headings', () => {
    expect(languageName('de', 'French')).toBe('Französisch');
    expect(languageName('es', 'Spanish')).toBe('Español');
    expect(languageName('en', 'Japanese')).toBe('Japanese');
    expect(languageName('de', 'Klingon')).toBe('Klingon');
  });

  it('isolates left-to-right text in right-to-left languages only', () => {
    expect(isolatedLtr('ar', '(612) 555-0147')).toBe('\u2066(612) 555-0147\u2069');
    expect(isolatedLtr('de', '(612) 555-0147')).toBe('(612) 555-0147');
  });
});

import { changeLanguage, createI18n, en } from '@travel/i18n';
import { describe, expect, it } from 'vitest';
import {
  beforeDeparture,
  figure,
  isolatedLtr,
  itineraryDays,
  languageName,
  people,
  timeAgo,
  timeSpan,
} from './locale-format.ts';

async function inLanguage(code: 'en' | 'de' | 'ar') {
  const i18n = createI18n(en);
  await changeLanguage(i18n, code);
  return i18n.t;
}

describe('catalog figures in the page language', () => {
  it('spans of time: a range, weeks, hours', () => {
    expect(timeSpan('de', '7-14 days')).toBe('7–14 Tage');
    expect(timeSpan('de', '1-4 weeks')).toBe('1–4 Wochen');
    expect(timeSpan('en', '8 days')).toBe('8 days');
    expect(timeSpan('de', 'about a week')).toBe('about a week');
  });

  it('group sizes take the plural of their upper bound (Arabic: 11 and more take the singular)', async () => {
    expect(people(await inLanguage('de'), 'de', '2-8 people')).toBe('2–8 Personen');
    expect(people(await inLanguage('en'), 'en', '2-8 people')).toBe('2-8 people');
    const t = await inLanguage('ar');
    expect(people(t, 'ar', '8-25 people')).toMatch(/شخصًا$/);
    expect(people(t, 'ar', '2-8 people')).toMatch(/أشخاص$/);
  });

  it('itinerary days and notices before departure', async () => {
    const t = await inLanguage('de');
    expect(itineraryDays(t, 'de', 'Day 1')).toBe('Tag 1');
    expect(itineraryDays(t, 'de', 'Days 3-6')).toBe('Tage 3–6');
    expect(beforeDeparture(t, 'de', '48 hours before departure')).toBe(
      '48 Stunden vor der Abreise',
    );
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

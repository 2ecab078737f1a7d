import { describe, expect, it } from 'vitest';
import { replyHref, replyWords } from './reply.ts';

const lead = {
  email: 'lena+reise@example.org',
  name: 'Lena Vogel',
  createdAt: '2026-11-28T15:00:00Z',
  readable: {
    travelType: null,
    travelDates: null,
    budget: null,
    message: 'Zwei Wochen Japan im April.\nMit Kindern.',
    context: [],
    language: 'German',
  },
  quiz: null,
};
const signature = {
  staffName: 'Kim Agent',
  brand: 'Northstar Voyages',
  phone: '(612) 555-0147',
  email: 'hello@example.org',
};

describe('replyHref', () => {
  it('writes in the visitor’s language, quotes the request and signs with the agency', async () => {
    const href = replyHref(lead, await replyWords('de'), 'questions', signature);
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('lena+reise@example.org');
    const subject = url.searchParams.get('subject');
    const body = url.searchParams.get('body')!;
    expect(subject).toBe('Ihre Reiseanfrage — Northstar Voyages');
    expect(body).toMatch(/^Guten Tag Lena Vogel,\r\n\r\nvielen Dank/);
    expect(body).toContain('Sie haben uns am 28. November 2026 geschrieben:');
    expect(body).toContain('> Zwei Wochen Japan im April.\r\n> Mit Kindern.');
    expect(body).toMatch(/Mit freundlichen Grüßen\r\nKim Agent\r\nNorthstar Voyages\r\n/);
  });

  it('has every template in all ten languages', async () => {
    for (const code of ['en', 'es', 'fr', 'de', 'it', 'pt', 'zh', 'ja', 'ko', 'ar']) {
      const words = await replyWords(code);
      expect(words.language).toBe(code);
      for (const text of Object.values(words.templates)) expect(text.length).toBeGreaterThan(20);
    }
    expect((await replyWords(null)).language).toBe('en');
  });
});

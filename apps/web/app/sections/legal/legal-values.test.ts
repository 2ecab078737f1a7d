import { resolveSiteConfig } from '@travel/catalog';
import { en } from '@travel/i18n';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n.ts';
import { LEGAL_TERMS } from './constants.ts';
import { legalValues, officeAddress, sectionAnchor, splitOnEmail } from './legal-values.ts';

const defaultSiteConfig = resolveSiteConfig({});
const values = legalValues(defaultSiteConfig);
/** What the page passes besides: the retention phrase (LegalDocument, from LEAD_RETENTION_DAYS). */
const pageValues = { ...values, leadRetention: i18n.t('legal:leadRetention.kept') };
const text = (key: string, given: object = pageValues) =>
  JSON.stringify(i18n.t(key as never, { ...given, returnObjects: true } as never));

describe('legal texts', () => {
  it('name the Alaska company and the Minneapolis office on every page', () => {
    for (const document of ['privacy', 'terms', 'disclaimer']) {
      const body = text(`legal:${document}`);
      expect(body, document).toContain('Northstar Voyages LLC');
      expect(body, document).toContain('State of Alaska');
      expect(body, document).toContain('Minneapolis');
      expect(body, document).toContain(defaultSiteConfig.email);
      expect(body, document).not.toMatch(/{{/);
    }
  });

  it('follow the legal entity, office and e-mail of the configuration', () => {
    const other = legalValues(
      resolveSiteConfig({
        SITE_LEGAL_NAME: 'Harbor Lights Travel Inc.',
        SITE_LEGAL_STATE: 'Delaware',
        SITE_ADDRESS_CITY: 'Duluth',
        SITE_EMAIL: 'legal@example.org',
      }),
    );
    for (const document of ['privacy', 'terms', 'disclaimer']) {
      const body = text(`legal:${document}`, other);
      expect(body, document).toContain('Harbor Lights Travel Inc.');
      expect(body, document).toContain('State of Delaware');
      expect(body, document).toContain('Duluth');
      expect(body, document).toContain('legal@example.org');
      expect(body, document).not.toMatch(/Alaska|Minneapolis|Northstar Voyages LLC/);
    }
  });

  it('state the terms the spec fixes', () => {
    const terms = text('legal:terms');
    expect(terms).toContain(`over ${LEGAL_TERMS.minimumAge} years of age`);
    expect(terms).toContain('or, if you have not bought anything from us, to 100 USD');
    expect(terms).toContain('at least 30 days’ notice of any material change');
  });

  it('define an affiliate by 50% control and disclose the affiliate retailer', () => {
    const disclaimer = text('legal:disclaimer');
    expect(disclaimer).toContain('ownership of 50% or more');
    expect(disclaimer).toContain('As an Amazon Associate');
    expect(disclaimer).toContain('sole responsibility of the users');
    expect(disclaimer).toMatch(/may edit, hide or delete any comment/);
  });

  it('keep every section a title and paragraphs or lists of text', () => {
    for (const document of ['privacy', 'terms', 'disclaimer'] as const) {
      for (const section of Object.values(en.legal[document].sections)) {
        expect(section.title).toBeTruthy();
        for (const block of section.content) {
          if (Array.isArray(block))
            expect(block.every((item) => typeof item === 'string')).toBe(true);
          else expect(typeof block).toBe('string');
        }
      }
    }
  });
});

describe('helpers', () => {
  it('writes the office as one line', () => {
    expect(officeAddress(defaultSiteConfig)).toBe(
      '401 N 3rd St, Suite 520, Minneapolis, MN 55401, USA',
    );
  });

  it('turns section keys into anchors', () => {
    expect(sectionAnchor('whoWeAre')).toBe('who-we-are');
    expect(sectionAnchor('law')).toBe('law');
  });

  it('splits a text around an e-mail address', () => {
    expect(splitOnEmail('Write to a@b.c or a@b.c.', 'a@b.c')).toEqual([
      { text: 'Write to ', email: false },
      { text: 'a@b.c', email: true },
      { text: ' or ', email: false },
      { text: 'a@b.c', email: true },
      { text: '.', email: false },
    ]);
    expect(splitOnEmail('No address here', 'a@b.c')).toEqual([
      { text: 'No address here', email: false },
    ]);
  });
});

describe('the privacy page’s retention', () => {
  // Loads every language's dictionaries: 0.8 s here, over 15 s once on a loaded CI machine.
  it(
    'says in every language how long leads are kept, as the API’s clean-up does it',
    { timeout: 60_000 },
    async () => {
      const { LANGUAGE_CODES, loadResources } = await import('@travel/i18n');
      const { createInstance } = await import('i18next');
      for (const code of LANGUAGE_CODES) {
        const resources = await loadResources(code);
        const instance = createInstance();
        await instance.init({ lng: code, resources: { [code]: resources }, ns: ['legal'] });
        const say = (days: number | null) => {
          const leadRetention =
            days === null
              ? instance.t('legal:leadRetention.kept')
              : instance.t('legal:leadRetention.deleted', { count: days });
          return JSON.stringify(
            instance.t('legal:privacy.sections.retention', {
              ...values,
              leadRetention,
              returnObjects: true,
            }),
          );
        };
        const deleted = say(180);
        expect(deleted, code).toContain('180');
        expect(deleted, code).toContain(String(values.unsubscribedDays));
        expect(deleted, code).not.toMatch(/{{|legal:|leadRetention/);
        expect(say(null), code).not.toContain('180');
        expect(say(null), code).not.toMatch(/{{|legal:|leadRetention/);
      }
    },
  );
});

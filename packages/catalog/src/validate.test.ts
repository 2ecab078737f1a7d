import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { destinations } from './data/destinations.ts';
import { faqCategories } from './data/faq.ts';
import { tools } from './data/tools.ts';
import { DestinationSchema, FaqCategorySchema, ToolSchema } from './schemas.ts';
import { CatalogDataError, assertUnique, entryLabel, parseEntry, parseList } from './validate.ts';

/** A mutable deep copy of a frozen catalog entry, to break on purpose. */
function copy<T>(value: T): T {
  return structuredClone(value);
}

function failure(run: () => unknown): CatalogDataError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(CatalogDataError);
    return error as CatalogDataError;
  }
  throw new Error('expected the call to throw');
}

describe('parseList', () => {
  it('names the module, the entry and the field of a broken entry', () => {
    const kenya = copy(destinations[0]!);
    const broken = { ...kenya, rating: 7 };
    const error = failure(() => parseList('destinations', DestinationSchema, [broken]));
    expect(error.message).toMatch(
      /^catalog\/destinations: entry "kenya-safari-masai-mara" \(#0\) is invalid: rating: /,
    );
    expect(error.module).toBe('destinations');
    expect(error.entry).toBe('"kenya-safari-masai-mara" (#0)');
    expect(error.issues).toEqual([{ path: 'rating', message: 'must be at most 5' }]);
  });

  it('gives the path of a nested field', () => {
    const general = copy(faqCategories[0]!);
    general.faqs[1]!.question = 'A question without its mark';
    const error = failure(() => parseList('faq', FaqCategorySchema, [faqCategories[1], general]));
    expect(error.message).toContain('entry "general" (#1)');
    expect(error.message).toContain('faqs.1.question: must end with a question mark');
  });

  it('lists every broken field of the entry', () => {
    const currency = {
      ...copy(tools[0]!),
      link: 'http://www.xe.com/',
      category: 'Money',
      scene: undefined,
    };
    const error = failure(() => parseList('tools', ToolSchema, [currency]));
    expect(error.message).toContain('"currency" (#0)');
    expect(error.issues.map((issue) => issue.path)).toEqual(['link', 'category']);
  });

  it('rejects unknown scenes and icons, blank text and placeholder copy', () => {
    const kenya = copy(destinations[0]!);
    const cases: [Partial<typeof kenya>, string][] = [
      [{ scene: 'beach' as never }, 'scene: must be one of SCENES'],
      [{ name: '  ' }, 'name: must not start or end with spaces'],
      [{ description: '' }, 'description: must not be empty'],
      [{ bestTime: 'Lorem ipsum dolor sit amet' }, 'bestTime: must not be placeholder text'],
      [{ price: '$4,500' }, 'price: must read like From $3,200'],
      [{ slug: 'Kenya Safari' }, 'slug: must be lower-case words joined by hyphens'],
    ];
    for (const [change, message] of cases) {
      const error = failure(() =>
        parseList('destinations', DestinationSchema, [{ ...kenya, ...change }]),
      );
      expect(error.message).toContain(message);
    }
    const tool = { ...copy(tools[0]!), icon: 'NoSuchIcon' };
    expect(failure(() => parseList('tools', ToolSchema, [tool])).message).toContain(
      'icon: must be one of ICON_NAMES',
    );
  });

  it('rejects a duplicate slug, naming the duplicate and the first user', () => {
    const [kenya, santorini] = copy(destinations);
    const clash = { ...santorini!, slug: kenya!.slug };
    const error = failure(() =>
      parseList('destinations', DestinationSchema, [kenya, clash], { unique: ['slug'] }),
    );
    expect(error.message).toBe(
      'catalog/destinations: entry "kenya-safari-masai-mara" (#1) is a duplicate: slug: "kenya-safari-masai-mara" is already used by entry #0',
    );
  });

  it('returns parsed entries frozen all the way down', () => {
    const parsed = parseList('destinations', DestinationSchema, [copy(destinations[0]!)]);
    expect(Object.isFrozen(parsed)).toBe(true);
    expect(Object.isFrozen(parsed[0]!.highlights)).toBe(true);
    expect(Object.isFrozen(destinations[0]!.itinerary[0])).toBe(true);
  });
});

describe('parseEntry', () => {
  it('uses the given label', () => {
    const schema = v.object({ count: v.number() });
    expect(() => parseEntry('trust', schema, { count: 'many' }, '"statistics"')).toThrow(
      /^catalog\/trust: entry "statistics" is invalid: count: /,
    );
  });
});

describe('entryLabel', () => {
  it('prefers slug, then id, then name-like fields', () => {
    expect(entryLabel({ id: 3, slug: 'a-b', name: 'A' }, 2)).toBe('"a-b" (#2)');
    expect(entryLabel({ id: 3, name: 'A' }, 2)).toBe('"3" (#2)');
    expect(entryLabel({ question: 'Why?' })).toBe('"Why?"');
    expect(entryLabel({}, 4)).toBe('#4');
    expect(entryLabel('text')).toBe('(unnamed)');
  });
});

describe('assertUnique', () => {
  it('accepts distinct values', () => {
    expect(() => assertUnique('x', [{ id: 'a' }, { id: 'b' }], 'id')).not.toThrow();
  });
});

import type { DestinationFaqGroup, FaqCategory } from '@travel/catalog';
import { foldText, matchesFolded } from '../../lib/search-text.ts';
import { nestedMarks, type LanguageMarks } from '../../lib/catalog-fallback.tsx';

/** The questions of /faq: the four topics, then the destination groups (`catalog.server.ts`). */
export interface FaqCatalog {
  categories: readonly FaqCategory[];
  destinationGroups: readonly DestinationFaqGroup[];
}

/** One question of /faq with the key its open state is kept under (spec §4 FAQ page). */
export interface FaqEntry extends LanguageMarks {
  /** `<categoryId>-<index>` or `dest-<groupIndex>-<index>`. */
  key: string;
  question: string;
  answer: string;
  /** The category title or the destination the question belongs to. */
  category: string;
}

/** Every question of the page, categories first, then the destination groups. */
export function faqEntries({ categories, destinationGroups }: FaqCatalog): FaqEntry[] {
  return [
    ...categories.flatMap((category) =>
      category.faqs.map((faq, index) => ({
        key: `${category.id}-${index}`,
        ...faq,
        ...nestedMarks(category, 'faqs', index),
        category: category.title,
      })),
    ),
    ...destinationGroups.flatMap((group, groupIndex) =>
      group.faqs.map((faq, index) => ({
        key: `dest-${groupIndex}-${index}`,
        ...faq,
        ...nestedMarks(group, 'faqs', index),
        category: group.destination,
      })),
    ),
  ];
}

/**
 * The questions whose question or answer holds the search text, case-insensitively (§5), in page
 * order. Blank text matches nothing: the page then shows the categories instead of results.
 */
export function searchFaqs(query: string, entries: readonly FaqEntry[]): FaqEntry[] {
  const needle = foldText(query.trim());
  if (!needle) return [];
  return entries.filter((entry) => matchesFolded([entry.question, entry.answer], needle));
}

/** The key of the `index`-th search result (§4: `search-<index>`). */
export const searchKey = (index: number) => `search-${index}`;

/** schema.org FAQPage with every question and answer of the page. */
export function faqPageJsonLd(entries: readonly FaqEntry[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

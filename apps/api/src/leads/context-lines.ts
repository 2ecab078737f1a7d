import {
  eventTypes,
  experienceTypes,
  featuredExperiences,
  formatUsd,
  giftVouchers,
  languageBundles,
  languagePacks,
  mysteryPackages,
} from '@travel/catalog';
import type { ServiceContext } from '@travel/schemas';
import { SERVICE_LABELS } from './lead-labels.ts';

const titleOf = <T extends { id: string }>(
  list: readonly T[],
  id: string | undefined,
  name: (item: T) => string,
) => {
  const item = list.find((entry) => entry.id === id);
  return item ? name(item) : id;
};

/**
 * The /contact service context as labelled lines: the service by its name, the catalog's ids
 * by the names on the site's cards, an amount in dollars.
 */
export function contextLines(context: ServiceContext | null): { label: string; value: string }[] {
  if (!context) return [];
  const lines: { label: string; value: string }[] = [
    { label: 'Service', value: SERVICE_LABELS[context.service] ?? context.service },
  ];
  const add = (lineLabel: string, value: string | undefined) => {
    if (value) lines.push({ label: lineLabel, value });
  };
  const title = (item: { title: string }) => item.title;
  switch (context.service) {
    case 'gift-voucher':
      add('Voucher', titleOf(giftVouchers, context.type, title));
      break;
    case 'mystery-travel':
      add('Package', titleOf(mysteryPackages, context.package, title));
      break;
    case 'event-planning':
      add('Event', titleOf(eventTypes, context.type, title));
      break;
    case 'language-assistance':
      add(
        'Language',
        titleOf(languagePacks, context.language, (item) => item.language),
      );
      break;
    case 'language-bundle':
      add('Bundle', titleOf(languageBundles, context.package, title));
      break;
    case 'experiential-travel':
      add('Experience', titleOf(experienceTypes, context.type, title));
      break;
    case 'featured-experience':
      add('Experience', titleOf(featuredExperiences, context.experience, title));
      break;
    default:
      break;
  }
  const amount = context.amount;
  if (amount) {
    const value = Number(amount);
    add('Amount', /^\d+(\.\d{1,2})?$/.test(amount) && value > 0 ? formatUsd(value) : amount);
  }
  add('Quiz recommendation', context.recommendation);
  add('Name given there', context.name);
  add('E-mail given there', context.email);
  // Parameters the service does not use, kept as they came rather than lost.
  const used = new Set(lines.map((line) => line.label));
  if (!used.has('Voucher') && !used.has('Event') && !used.has('Experience'))
    add('Type', context.type);
  if (!used.has('Package') && !used.has('Bundle')) add('Package', context.package);
  if (!used.has('Language')) add('Language', context.language);
  if (!used.has('Experience')) add('Experience', context.experience);
  return lines;
}

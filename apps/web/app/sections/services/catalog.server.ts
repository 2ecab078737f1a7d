import { eventTypes, experienceTypes, planningProcess, serviceCards } from '@travel/catalog';
import type { TripStyle } from './TailorMadeSection.tsx';

/**
 * The catalog entries /services shows, read at prerender by its loader. They reach the browser
 * inside the page (as loader data), so the catalog modules (services, process, experiences and
 * events, with their validation) do not ship with the page's JavaScript.
 */
export function servicesCatalog() {
  return {
    /** Every service: the bands of ServiceDetails and the two Umrah journeys. */
    services: serviceCards,
    /** The steps of ProcessSection. */
    process: planningProcess,
    /** The kinds of trip TailorMadeSection names: only their icon and title, not the full entries. */
    tripStyles: [...experienceTypes, ...eventTypes].map(({ id, icon, title }): TripStyle => ({
      id,
      icon,
      title,
    })),
  };
}

export type ServicesCatalog = ReturnType<typeof servicesCatalog>;

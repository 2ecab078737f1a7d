/** Id of the products heading: the target of Shop Now and of the category cards. */
export const PRODUCTS_HEADING_ID = 'shop-products';

/**
 * Brings the products into view (smoothly, unless the visitor asks for less motion) and moves
 * focus to their heading, so keyboard and screen-reader users land where the eye does.
 */
export function scrollToProducts(): void {
  const heading = document.getElementById(PRODUCTS_HEADING_ID);
  if (!heading) return;
  const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading.scrollIntoView({ behavior: reduce ? 'instant' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

/**
 * The home page's islands below the fold (routes/home.tsx): what a visitor can interact with
 * there. One module, so one chunk, fetched once the rest of the page has hydrated
 * (lib/deferred.tsx); the bands between them are static parts, which ship no code.
 */
export { ContactSection } from './ContactSection.tsx';
export { NewsletterSection } from './NewsletterSection.tsx';
export { ShopSection } from './ShopSection.tsx';
export { ToolsSection } from './ToolsSection.tsx';

/**
 * Styles of the design system's components that the site shows only inside static parts.
 *
 * A static part's components are not in the browser build (lib/static-part.tsx). The site's own
 * modules count as having side effects, so the bundler keeps their `.css.ts` imports anyway; but
 * `@travel/ui` declares its modules free of side effects but for their `.css.ts` files, so a
 * component of it used nowhere else is dropped together with the import that brought its styles,
 * while the prerendered HTML still uses its class names (the testimonials' avatars did). Such a
 * component's styles are imported here. `e2e/gates/static-parts.spec.ts` fails, naming the class,
 * when a page uses a class whose style file is missing from the stylesheet.
 */
import.meta.glob('../../../../packages/ui/src/components/Avatar/Avatar.css.ts', { eager: true });

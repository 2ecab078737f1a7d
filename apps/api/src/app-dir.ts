/**
 * The API's own folder (`apps/api`, or the bundle's root): this module is one level under it,
 * in `src/` as in the bundle's `dist/`, so paths from it hold in both (src/config/load.ts).
 */
export const APP_DIR = new URL('../', import.meta.url);

/**
 * A staff page's code, fetched by its route's `clientLoader` beside the page's data, so that
 * it is in no chunk a public page loads: the route modules are entries of the build, and what
 * they import statically can land in the chunk every page shares (vite.config.ts); a dynamic
 * import cannot. The route renders it once the loader has resolved, so nothing suspends.
 */
export function pageModule<T>(load: () => Promise<T>): { load: () => Promise<T>; get: () => T } {
  let loaded: T | undefined;
  return {
    load: async () => (loaded ??= await load()),
    get: () => {
      if (loaded === undefined) throw new Error('A staff page rendered before its code loaded.');
      return loaded;
    },
  };
}

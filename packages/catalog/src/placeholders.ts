import { currentSiteConfig } from './current.ts';
import { describeWeekInEnglish } from './hours.ts';
import type { SiteConfig } from './site.ts';

/**
 * The `{{name}}` placeholders catalog prose may use, filled from the site configuration when a
 * data module loads: copy that names the agency, its city or its hours follows `SITE_*`.
 */
export const CATALOG_PLACEHOLDERS = [
  'brand',
  'city',
  'region',
  'legalName',
  'legalState',
  'foundedYear',
  'yearsInBusiness',
  'hours',
] as const;
export type CatalogPlaceholder = (typeof CATALOG_PLACEHOLDERS)[number];

/** Years between founding and the build, as the site states them: `6+`. */
export function yearsInBusiness(config: Pick<SiteConfig, 'foundedYear' | 'buildYear'>): string {
  return `${yearsInBusinessCount(config)}+`;
}

/** The whole years from the founding year to the build, at least one (`yearsInBusiness`'s number). */
export function yearsInBusinessCount(
  config: Pick<SiteConfig, 'foundedYear' | 'buildYear'>,
): number {
  return Math.max(1, config.buildYear - config.foundedYear);
}

/** How each placeholder's value is read from a configuration. */
const PLACEHOLDER_VALUES: Record<CatalogPlaceholder, (config: SiteConfig) => string> = {
  brand: (config) => config.brand,
  city: (config) => config.office.city,
  region: (config) => config.office.region,
  legalName: (config) => config.legalEntity.name,
  legalState: (config) => config.legalEntity.state,
  foundedYear: (config) => String(config.foundedYear),
  yearsInBusiness: (config) => yearsInBusiness(config),
  hours: (config) => describeWeekInEnglish(config.hours),
};

/** The value of every placeholder for `config`. */
export function placeholderValues(config: SiteConfig): Record<CatalogPlaceholder, string> {
  return Object.fromEntries(
    CATALOG_PLACEHOLDERS.map((name) => [name, PLACEHOLDER_VALUES[name](config)]),
  ) as Record<CatalogPlaceholder, string>;
}

/**
 * The same values, each worked out when first read. Data modules fill their placeholders when
 * they load, in the browser too, and `hours` needs Intl date formatters, whose first use costs a
 * phone tens of milliseconds of blocked main thread: only the one page whose prose names the
 * hours should pay for it.
 */
function lazyPlaceholderValues(config: SiteConfig): Readonly<Record<CatalogPlaceholder, string>> {
  const values = {} as Record<CatalogPlaceholder, string>;
  for (const name of CATALOG_PLACEHOLDERS) {
    let value: string | undefined;
    Object.defineProperty(values, name, {
      enumerable: true,
      get: () => (value ??= PLACEHOLDER_VALUES[name](config)),
    });
  }
  return Object.freeze(values);
}

const PLACEHOLDER = /{{\s*([^{}\s]*)\s*}}/g;

/** A `{{name}}` the catalog does not know: a typo in the data, reported with its module and entry. */
export class UnknownPlaceholderError extends Error {
  override name = 'UnknownPlaceholderError';
  readonly placeholder: string;
  /** Dotted path of the field holding it, inside the value given to {@link fillDeep}. */
  readonly path: string;

  constructor(placeholder: string, path = '') {
    super(`unknown placeholder {{${placeholder}}} (known: ${CATALOG_PLACEHOLDERS.join(', ')})`);
    this.placeholder = placeholder;
    this.path = path;
  }
}

/** `text` with every `{{name}}` replaced by its value; an unknown name throws. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_match, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) throw new UnknownPlaceholderError(name);
    return value;
  });
}

/** Every string inside `value` (objects and arrays, recursively) with its placeholders filled. */
export function fillDeep<T>(value: T, values: Readonly<Record<string, string>>, path = ''): T {
  const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
  if (typeof value === 'string') {
    try {
      return fillPlaceholders(value, values) as T;
    } catch (error) {
      if (error instanceof UnknownPlaceholderError)
        throw new UnknownPlaceholderError(error.placeholder, path);
      throw error;
    }
  }
  if (Array.isArray(value))
    return value.map((item: unknown, index) => fillDeep(item, values, at(index))) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, fillDeep(child, values, at(key))]),
    ) as T;
  }
  return value;
}

/** The placeholder values of the configuration this code runs with. */
export const currentPlaceholderValues: Readonly<Record<CatalogPlaceholder, string>> =
  lazyPlaceholderValues(currentSiteConfig);

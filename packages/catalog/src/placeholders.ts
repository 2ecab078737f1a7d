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
  return `${Math.max(1, config.buildYear - config.foundedYear)}+`;
}

/** The value of every placeholder for `config`. */
export function placeholderValues(config: SiteConfig): Record<CatalogPlaceholder, string> {
  return {
    brand: config.brand,
    city: config.office.city,
    region: config.office.region,
    legalName: config.legalEntity.name,
    legalState: config.legalEntity.state,
    foundedYear: String(config.foundedYear),
    yearsInBusiness: yearsInBusiness(config),
    hours: describeWeekInEnglish(config.hours),
  };
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
export const currentPlaceholderValues: Readonly<Record<CatalogPlaceholder, string>> = Object.freeze(
  placeholderValues(currentSiteConfig),
);

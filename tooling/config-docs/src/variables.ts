import { ENV_SCHEMA } from '@travel/api/config';
import { defaultSiteConfig, SITE_ENV_VARIABLES, weeklyHoursText } from '@travel/catalog';
import { WEB_BUILD_ENV } from '@travel/web/build-env';
import * as v from 'valibot';
import { TOOLING_VARIABLES } from './tooling.ts';

/** One documented environment variable. */
export interface Variable {
  name: string;
  /** Who reads it: `api`, `web build`, `bench`, … */
  usedBy: string;
  /** Markdown; null when unset means "off" or the description says what happens. */
  default: string | null;
  /** Markdown, one or more sentences. */
  description: string;
}

export interface Section {
  title: string;
  intro: string;
  variables: readonly Variable[];
}

type ObjectEntries = Record<string, v.GenericSchema>;

/** The variables of a valibot object whose entries carry `v.description` (optional or not). */
export function variablesOf(schema: { entries: ObjectEntries }, usedBy: string): Variable[] {
  return Object.entries(schema.entries).map(([name, entry]) => {
    const inner = 'wrapped' in entry ? (entry.wrapped as v.GenericSchema) : entry;
    const description = v.getDescription(entry) ?? v.getDescription(inner);
    if (!description)
      throw new Error(`${name} has no v.description: document it where it is defined`);
    const fallback = 'default' in entry ? (entry.default as unknown) : undefined;
    return {
      name,
      usedBy,
      default: fallback === undefined ? null : `\`${String(fallback)}\``,
      description,
    };
  });
}

function valueAt(path: string): unknown {
  let node: unknown = defaultSiteConfig;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | null)?.[key];
  return node;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A default as the variable would be written. The office hours are the one value of the site
 * configuration that is not a string or a number: their variable holds them as text.
 */
function asVariableText(name: string, value: unknown): string {
  if (name === 'SITE_HOURS') return weeklyHoursText(value as Parameters<typeof weeklyHoursText>[0]);
  if (typeof value === 'object') {
    throw new Error(`${name}: say in asVariableText how its default is written as text`);
  }
  return String(value);
}

/** `SITE_*` and `ADSENSE_*`: the site configuration (@travel/catalog), read at build and start. */
export function siteVariables(): Variable[] {
  return Object.entries(SITE_ENV_VARIABLES).map(([name, entry]) => {
    const value = valueAt(entry.path);
    return {
      name,
      usedBy: 'web build, api',
      default: value === null || value === undefined ? null : `\`${asVariableText(name, value)}\``,
      description: `${capitalised(entry.about)}.`,
    };
  });
}

export function sections(): Section[] {
  return [
    {
      title: 'Server',
      intro: 'Read by `apps/api` when it starts (`apps/api/src/config/env.ts`).',
      variables: variablesOf(ENV_SCHEMA, 'api'),
    },
    {
      title: 'Site',
      intro:
        "The agency's details, read by the web build and by the server " +
        '(`packages/catalog/src/site.ts`). A bad value stops the build naming the variable.',
      variables: siteVariables(),
    },
    {
      title: 'Web build',
      intro: 'Read by `apps/web` when it builds or runs in development (`apps/web/build-env.ts`).',
      variables: variablesOf(WEB_BUILD_ENV, 'web build'),
    },
    {
      title: 'Tests and bench',
      intro: 'Set by developers and CI only (`tooling/config-docs/src/tooling.ts`).',
      variables: TOOLING_VARIABLES,
    },
  ];
}

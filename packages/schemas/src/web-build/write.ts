/// <reference types="node" />
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { parse, type DefaultTreeAdapterTypes as Tree } from 'parse5';
import { OUTCOME_PATHS, RESERVED_PATHS, sectionNotFoundPath } from '../contract.ts';
import {
  WEB_BUILD_MANIFEST_FILE,
  WEB_BUILD_MANIFEST_VERSION,
  type NoscriptSlot,
  type PageKind,
  type WebBuildFile,
  type WebBuildManifest,
} from './manifest.ts';

/**
 * The web build's manifest, made from the final HTML of a client build (Node only; the web
 * build writes it at its end, tests of the server write it for their stand-in builds). The
 * server reads it with `@travel/schemas/web-build`.
 */

/** `sha256-<base64>` of a script's text, as a Content-Security-Policy names it (without quotes). */
export function sha256Of(text: string): string {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

const attribute = (element: Tree.Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;

/**
 * Whether a `<script type>` is one the Content-Security-Policy governs: a classic or module
 * script, an import map or speculation rules, not a data block such as JSON.
 */
const runs = (type: string | undefined) =>
  type === undefined ||
  /^\s*$|^\s*(module|importmap|speculationrules|(text|application)\/(java|ecma)script)\s*$/i.test(
    type,
  );

/**
 * The inline scripts and noscript slots of a page, read with an HTML parser (parse5, the
 * algorithm browsers follow): a script's text is what the browser hashes, line breaks
 * normalised as the parser does. Scripts with `src` run from 'self' and need no hash, and a
 * data block (a `type` that is not JavaScript's, such as the page's dictionary in JSON) never
 * runs, so the policy need not name it.
 */
export function readPage(html: string): { scripts: string[]; noscriptSlots: NoscriptSlot[] } {
  const scripts: string[] = [];
  const noscriptSlots: NoscriptSlot[] = [];
  const visit = (node: Tree.ParentNode) => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      if (
        child.tagName === 'script' &&
        attribute(child, 'src') === undefined &&
        runs(attribute(child, 'type'))
      ) {
        const text = child.childNodes.map((text) => ('value' in text ? text.value : '')).join('');
        if (text !== '') scripts.push(text);
      }
      const slot = child.tagName === 'noscript' ? attribute(child, 'data-slot') : undefined;
      const end = child.sourceCodeLocation?.endTag?.startOffset;
      if (slot && end !== undefined) {
        const className = attribute(child, 'data-class');
        noscriptSlots.push({ name: slot, ...(className ? { className } : {}), offset: end });
      }
      visit(child.tagName === 'template' ? (child as Tree.Template).content : child);
    }
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  return { scripts, noscriptSlots };
}

/** What a page path is: see `PageKind`. */
export function pageKindOf(path: string): PageKind {
  if (path === RESERVED_PATHS.spaFallback) return 'shell';
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (path === RESERVED_PATHS.notFound || last === RESERVED_PATHS.sectionNotFoundSlug) {
    return 'not-found';
  }
  return OUTCOME_PATHS.includes(path) ? 'outcome' : 'page';
}

/** `services/index.html` → `/services`, `index.html` → `/`, `__spa-fallback.html` → `/__spa-fallback`. */
function pathOf(file: string): string {
  const page = file.endsWith('index.html') ? file.slice(0, -'index.html'.length) : file;
  return `/${page.replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1');
}

/**
 * The manifest of a client build: every HTML file in it (dotfiles and dot folders left out),
 * each at the address it answers. A file under a folder named after one of `languages` other
 * than `defaultLanguage` is in that language (`de/services/index.html` is `/de/services`, in
 * German); the rest are in `defaultLanguage`.
 */
export function webBuildManifestOf(
  client: string,
  defaultLanguage: string,
  languages: readonly string[] = [defaultLanguage],
): WebBuildManifest {
  const prefixed = new Set(languages.filter((code) => code !== defaultLanguage));
  const found = new Set([defaultLanguage]);
  const files: WebBuildFile[] = [];
  const names = readdirSync(client, { recursive: true, encoding: 'utf8' })
    .map((name) => name.split(sep).join('/'))
    .filter((name) => name.endsWith('.html'))
    .filter((name) => !name.split('/').some((part) => part.startsWith('.')))
    .sort();
  for (const file of names) {
    const first = file.split('/')[0] ?? '';
    const language = file.includes('/') && prefixed.has(first) ? first : defaultLanguage;
    if (language !== defaultLanguage) found.add(language);
    const path = pathOf(file);
    // The kind of page is the same in every language: judged on the path without its prefix.
    const page = language === defaultLanguage ? path : path.slice(language.length + 1) || '/';
    const { scripts, noscriptSlots } = readPage(readFileSync(join(client, file), 'utf8'));
    const scriptHashes = scripts.map(sha256Of);
    files.push({ file, path, language, kind: pageKindOf(page), scriptHashes, noscriptSlots });
  }
  const orderedLanguages = [
    defaultLanguage,
    ...languages.filter((code) => code !== defaultLanguage && found.has(code)),
  ];

  const defaults = files.filter((entry) => entry.language === defaultLanguage);
  const sections: Record<string, string> = {};
  for (const { path } of defaults) {
    const section = /^\/([^/]+)\/[^/]+$/.exec(path)?.[1];
    if (section && path === sectionNotFoundPath(section)) sections[section] = path;
  }
  const notFound = RESERVED_PATHS.notFound;
  return {
    version: WEB_BUILD_MANIFEST_VERSION,
    defaultLanguage,
    languages: orderedLanguages,
    files,
    notFound: {
      site: defaults.some((entry) => entry.path === notFound) ? notFound : null,
      sections,
    },
  };
}

/** Writes the manifest of a client build into it (see `WEB_BUILD_MANIFEST_FILE`). */
export function writeWebBuildManifest(
  client: string,
  defaultLanguage: string,
  languages: readonly string[] = [defaultLanguage],
): WebBuildManifest {
  const manifest = webBuildManifestOf(client, defaultLanguage, languages);
  writeFileSync(join(client, WEB_BUILD_MANIFEST_FILE), `${JSON.stringify(manifest, null, 1)}\n`);
  return manifest;
}

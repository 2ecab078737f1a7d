import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Prerendered pages paint before their JavaScript is fetched.
 *
 * React Router puts a `<link rel="modulepreload">` in <head> for every module of the page and
 * ends <body> with an inline module script whose static imports fetch the route modules at
 * once. On a phone on a slow network those requests share the bandwidth with the HTML and the
 * stylesheet, so the first paint waits for JavaScript it does not need: the page is already
 * complete HTML. This rewrite starts the same imports, in the same order, after the page has
 * loaded and painted; the preload hints are added then too, so the modules still arrive in
 * parallel rather than as a waterfall. Until hydration the page is the prerendered HTML,
 * whose links and forms work without JavaScript.
 */

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (route\w+) from "([^"]+)";$/;
// A route split into chunks (`splitRouteModules`): `const route1 = {...route1_a,...route1_b};`.
const COMPOSITE = /^const (route\d+) = \{((?:\.\.\.route\w+,?)+)\};$/;
const ROUTE_MODULES = /^window\.__reactRouterRouteModules = (\{[^\n]*\});$/;
const ENTRY_IMPORT = /^import\("([^"]+)"\);$/;

export class UnexpectedPageShape extends Error {
  override name = 'UnexpectedPageShape';
}

interface BootScript {
  sideEffects: string[];
  /** Namespace imports: binding → module. */
  imports: { name: string; href: string }[];
  /** Bindings merged from several imports, in order. */
  composites: Record<string, string[]>;
  /** Route id → binding. */
  routeModules: Record<string, string>;
  entry: string;
}

/** Reads React Router's boot script; anything unexpected throws, so an upgrade cannot slip by. */
function parseBootScript(source: string): BootScript {
  const boot: BootScript = {
    sideEffects: [],
    imports: [],
    composites: {},
    routeModules: {},
    entry: '',
  };
  for (const line of source.split('\n').map((text) => text.trim())) {
    if (line === '') continue;
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    const composite = COMPOSITE.exec(line);
    const routeModules = ROUTE_MODULES.exec(line);
    const entry = ENTRY_IMPORT.exec(line);
    if (sideEffect) boot.sideEffects.push(sideEffect[1]!);
    else if (namespace) boot.imports.push({ name: namespace[1]!, href: namespace[2]! });
    else if (composite) {
      boot.composites[composite[1]!] = composite[2]!
        .split(',')
        .filter(Boolean)
        .map((part) => part.replace('...', ''));
    } else if (routeModules) {
      // `{"root":route0,"routes/home":route1}`: quote the bindings to read it as JSON.
      boot.routeModules = JSON.parse(routeModules[1]!.replace(/:(route\w+)/g, ':"$1"')) as Record<
        string,
        string
      >;
    } else if (entry) boot.entry = entry[1]!;
    else throw new UnexpectedPageShape(`unexpected line in React Router's boot script: ${line}`);
  }
  if (!boot.entry || boot.imports.length === 0) {
    throw new UnexpectedPageShape("React Router's boot script has no entry or no route module");
  }
  return boot;
}

/** The boot script, rewritten to start once the page has loaded and painted. */
function deferredBootScript(boot: BootScript, preloads: string[]): string {
  const modules = [...boot.sideEffects, ...boot.imports.map((module) => module.href)];
  const index = new Map(
    boot.imports.map((module, position) => [module.name, boot.sideEffects.length + position]),
  );
  const moduleOf = (binding: string): string => {
    const parts = boot.composites[binding];
    if (parts) return `{${parts.map((part) => `...${moduleOf(part)}`).join(',')}}`;
    const position = index.get(binding);
    if (position === undefined) {
      throw new UnexpectedPageShape(
        `React Router's boot script uses ${binding} but never imports it`,
      );
    }
    return `m[${position}]`;
  };
  const routeModules = Object.entries(boot.routeModules)
    .map(([id, binding]) => `${JSON.stringify(id)}:${moduleOf(binding)}`)
    .join(',');
  return [
    `const p=${JSON.stringify(preloads)},i=${JSON.stringify(modules)};`,
    'function s(){',
    'for(const h of p){const l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.append(l)}',
    `Promise.all(i.map(h=>import(h))).then(m=>{window.__reactRouterRouteModules={${routeModules}};return import(${JSON.stringify(boot.entry)})})`,
    '}',
    // After `load`, then after the next frame has painted.
    'function w(){requestAnimationFrame(()=>setTimeout(s))}',
    'document.readyState==="complete"?w():addEventListener("load",w,{once:true});',
  ].join('');
}

/** One prerendered page with its JavaScript deferred; a page without React Router's boot script is returned as is. */
export function deferHydration(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]!);
  const boot = parseBootScript(script[1]!);
  return html
    .replace(PRELOAD, '')
    .replace(
      MODULE_SCRIPT,
      () => `<script type="module">${deferredBootScript(boot, preloads)}</script>`,
    );
}

/** Rewrites every HTML file under `directory`; returns how many were changed. */
export function deferHydrationInDirectory(directory: string): number {
  let changed = 0;
  const files = readdirSync(directory, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const path = join(directory, file);
    const html = readFileSync(path, 'utf8');
    const deferred = deferHydration(html);
    if (deferred !== html) {
      writeFileSync(path, deferred);
      changed++;
    }
  }
  return changed;
}

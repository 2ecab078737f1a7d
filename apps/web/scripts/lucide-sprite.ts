import { escapeUTF8 } from 'entities/escape';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * lucide-react, drawn from one cached sprite.
 *
 * Each lucide-react component renders its paths inline. A page like the home page shows
 * hundreds of icons (ratings alone are 60 stars), which made the prerendered HTML heavy, gave
 * the browser thousands of extra nodes to parse, lay out and hydrate, and shipped every
 * icon's paths again in JavaScript. In production builds this plugin answers
 * `import … from 'lucide-react'` with components of the same API that render
 * `<svg …><use href="/assets/icons-<hash>.svg#plane"/></svg>`, and writes that sprite —
 * exactly the icons the app imports, taken from lucide-react itself — next to the other
 * hashed assets. The markup keeps lucide's classes and attributes, so styles still apply.
 *
 * Development, Storybook and unit tests use lucide-react unchanged.
 */

const VIRTUAL_ID = '\0travel-lucide-sprite';
const URL_PLACEHOLDER = '__TRAVEL_LUCIDE_SPRITE_URL__';

const IMPORT_FROM_LUCIDE = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"]/g;

interface IconData {
  name: string;
  size?: number;
  node: [string, Record<string, string | number>][];
}

/** Export name → icon module file, read from lucide-react's own index (aliases included). */
function readExportMap(lucideRoot: string): Map<string, string> {
  const index = readFileSync(join(lucideRoot, 'dist/esm/lucide-react.mjs'), 'utf8');
  const exports = new Map<string, string>();
  for (const [, names = '', file = ''] of index.matchAll(
    /export \{([^}]*)\} from '\.\/(icons\/[^']+\.mjs)';/g,
  )) {
    for (const [, alias] of names.matchAll(/default as (\w+)/g)) exports.set(alias!, file);
  }
  return exports;
}

/** The names a module imports from lucide-react, types left out. */
export function lucideImports(code: string): string[] {
  const names: string[] = [];
  for (const [, specifiers = ''] of code.matchAll(IMPORT_FROM_LUCIDE)) {
    for (const raw of specifiers.split(',')) {
      const specifier = raw.trim();
      if (specifier === '' || specifier.startsWith('type ')) continue;
      names.push(specifier.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return names;
}

/** One `<symbol>` per icon; stroke and fill come from the `<svg>` that uses it. */
export function spriteMarkup(icons: readonly IconData[]): string {
  const symbols = icons.map((icon) => {
    const size = icon.size ?? 24;
    const children = icon.node
      .map(([tag, attributes]) => {
        const list = Object.entries(attributes)
          .filter(([key]) => key !== 'key')
          .map(([key, value]) => `${key}="${escapeUTF8(String(value))}"`)
          .join(' ');
        return `<${tag} ${list}/>`;
      })
      .join('');
    return `<symbol id="${icon.name}" viewBox="0 0 ${size} ${size}">${children}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}

/** Source of the module that stands in for lucide-react. */
function virtualModule(used: ReadonlyMap<string, IconData>, stylesheet: string): string {
  const lines = [
    "import { createElement, forwardRef } from 'react';",
    // lucide's default presentation (no fill, a 2 px round stroke in the text colour) is one
    // CSS rule rather than five attributes on each of the page's icons.
    `import ${JSON.stringify(stylesheet)};`,
    `const sprite = ${JSON.stringify(URL_PLACEHOLDER)};`,
    // lucide marks an icon decorative unless it was given an accessible name or role.
    'const labelled = (props, children) => children != null || Object.keys(props).some((key) => key === "role" || key === "title" || key.startsWith("aria-"));',
    'function icon(name, displayName) {',
    '  const Icon = forwardRef(function Icon({ color, size = 24, width, height, strokeWidth, absoluteStrokeWidth = false, className = "", style, children, ...rest }, ref) {',
    '    const stroke = strokeWidth == null && !absoluteStrokeWidth ? undefined : absoluteStrokeWidth ? (Number(strokeWidth ?? 2) * 24) / Number(size) : strokeWidth;',
    // Props that differ from the defaults go in `style`, which outranks the shared rule.
    '    const custom = color != null || stroke != null ? { ...(color != null && { stroke: color }), ...(stroke != null && { strokeWidth: stroke }), ...style } : style;',
    '    return createElement("svg", {',
    '      ref, width: width ?? size, height: height ?? size,',
    '      className: ["lucide", "lucide-sprite", `lucide-${name}`, ...className.split(" ")].filter(Boolean).join(" "),',
    '      ...(labelled(rest, children) ? {} : { "aria-hidden": "true" }),',
    '      ...(custom && { style: custom }),',
    '      ...rest,',
    '    }, createElement("use", { href: `${sprite}#${name}` }), children);',
    '  });',
    '  Icon.displayName = displayName;',
    '  return Icon;',
    '}',
  ];
  const byIcon = new Map<string, string[]>();
  for (const [exportName, data] of used) {
    byIcon.set(data.name, [...(byIcon.get(data.name) ?? []), exportName]);
  }
  for (const [name, exportNames] of byIcon) {
    const local = `icon_${name.replace(/-/g, '_')}`;
    lines.push(
      `const ${local} = /* @__PURE__ */ icon(${JSON.stringify(name)}, ${JSON.stringify(exportNames[0])});`,
    );
    lines.push(
      `export { ${exportNames.map((exportName) => `${local} as ${exportName}`).join(', ')} };`,
    );
  }
  return lines.join('\n');
}

/** Source files (no tests or stories) under `directory`. */
function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|stories)\.tsx?$/.test(file))
    .filter((file) => !file.split(/[\\/]/).includes('node_modules'))
    .map((file) => join(directory, file));
}

export interface LucideSpriteOptions {
  /** A stylesheet (e.g. a vanilla-extract `.css.ts`) giving `.lucide-sprite` lucide's default presentation. */
  stylesheet: string;
  /**
   * Folders whose source may import lucide-react (the app and the workspace packages it
   * renders). They are read before bundling, so the stand-in module knows every icon; a
   * module elsewhere importing an icon they lack fails the build.
   */
  sourceDirectories: string[];
}

export function lucideSprite({ sourceDirectories, stylesheet }: LucideSpriteOptions): Plugin {
  const require = createRequire(import.meta.url);
  const lucideRoot = dirname(require.resolve('lucide-react/package.json'));
  const exportMap = readExportMap(lucideRoot);
  let prepared: Promise<{
    names: ReadonlySet<string>;
    code: string;
    spriteFile: string;
    sprite: string;
  }> | null = null;

  const prepare = async () => {
    const names = new Set<string>();
    for (const directory of sourceDirectories) {
      for (const file of sourceFiles(resolve(directory))) {
        for (const name of lucideImports(readFileSync(file, 'utf8'))) {
          if (!exportMap.has(name))
            throw new Error(`lucide-react has no icon named ${name} (imported by ${file})`);
          names.add(name);
        }
      }
    }
    const used = new Map(
      await Promise.all(
        [...names].sort().map(async (name) => {
          const url = pathToFileURL(join(lucideRoot, 'dist/esm', exportMap.get(name)!)).href;
          const module = (await import(url)) as { __iconData: IconData };
          return [name, module.__iconData] as const;
        }),
      ),
    );
    const icons = [...new Map([...used.values()].map((data) => [data.name, data])).values()].sort(
      (a, b) => a.name.localeCompare(b.name),
    );
    const sprite = spriteMarkup(icons);
    const spriteFile = `assets/icons-${createHash('sha256').update(sprite).digest('hex').slice(0, 10)}.svg`;
    return {
      names,
      code: virtualModule(used, resolve(stylesheet)).replace(URL_PLACEHOLDER, `/${spriteFile}`),
      spriteFile,
      sprite,
    };
  };

  return {
    name: 'travel:lucide-sprite',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      prepared ??= prepare();
    },
    resolveId(source) {
      return source === 'lucide-react' ? VIRTUAL_ID : null;
    },
    async transform(code, id) {
      if (id.includes('/node_modules/') || id.startsWith('\0') || !code.includes('lucide-react')) {
        return null;
      }
      const { names } = await prepared!;
      for (const name of lucideImports(code)) {
        if (!names.has(name)) {
          this.error(`${id} imports ${name} from lucide-react, but no sprite source folder does`);
        }
      }
      return null;
    },
    async load(id) {
      return id === VIRTUAL_ID ? (await prepared!).code : null;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      const { spriteFile, sprite } = await prepared!;
      this.emitFile({ type: 'asset', fileName: spriteFile, source: sprite });
    },
  };
}

// Prints the JavaScript and CSS weight (gzip -9) each prerendered page references: every
// /assets/*.js and *.css named in its HTML (entry, modulepreloads, route modules, stylesheets).
// Opt-in, run after a build:
//   node scripts/js-weight.mjs                 # build/client, every page
//   WEB_OUT_DIR=build-js node scripts/js-weight.mjs / /blog /contact
//   node scripts/js-weight.mjs --chunks /      # also list the page's chunks, biggest first
//   node scripts/js-weight.mjs --sources /     # and what each chunk is made of, by package
// --sources reads the chunks' source maps, which a normal build does not write:
//   WEB_SOURCEMAP=1 WEB_OUT_DIR=build-map pnpm exec react-router build
//   WEB_OUT_DIR=build-map node scripts/js-weight.mjs --sources /
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';

const repositoryRoot = new URL('../../../', import.meta.url).pathname;
const root = new URL(`../${process.env.WEB_OUT_DIR ?? 'build'}/client/`, import.meta.url).pathname;
const args = process.argv.slice(2);
const listSources = args.includes('--sources');
const listChunks = listSources || args.includes('--chunks');
const wanted = args.filter((arg) => !arg.startsWith('--'));

if (!existsSync(root)) {
  console.error(`No build at ${root}; run \`pnpm build\` first.`);
  process.exit(1);
}

function pages(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' ? [] : pages(path);
    return name === 'index.html' ? [path] : [];
  });
}

// `| head` closing the pipe ends the report, not with a stack trace.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});
/** One line of the report on standard output. */
const print = (line) => process.stdout.write(`${line}\n`);

const gzCache = new Map();
function gz(file) {
  if (!gzCache.has(file)) {
    const path = join(root, file);
    gzCache.set(file, existsSync(path) ? gzipSync(readFileSync(path), { level: 9 }).length : 0);
  }
  return gzCache.get(file);
}

/**
 * What a chunk is made of: its generated text grouped by the package (or workspace folder) of
 * the source each mapped segment comes from, with the gzip size of each group on its own. Those
 * sizes do not add up to the chunk's (gzip compresses across groups); they rank the groups.
 * Text without a source (vanilla-extract's class names, bundled JSON) is "(no source)".
 */
function sources(file) {
  const mapPath = join(root, `${file}.map`);
  if (!existsSync(mapPath)) return null;
  const lines = readFileSync(join(root, file), 'utf8').split('\n');
  const segments = [];
  new SourceMapConsumer(JSON.parse(readFileSync(mapPath, 'utf8'))).eachMapping((mapping) =>
    segments.push(mapping),
  );
  if (segments.length === 0) return [{ group: '(no source)', bytes: gz(file) }];
  segments.sort(
    (a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn,
  );
  const groups = new Map();
  segments.forEach((segment, index) => {
    const next = segments[index + 1];
    const line = lines[segment.generatedLine - 1] ?? '';
    const end = next?.generatedLine === segment.generatedLine ? next.generatedColumn : line.length;
    const group = groupOf(segment.source && resolve(dirname(mapPath), segment.source));
    groups.set(group, (groups.get(group) ?? '') + line.slice(segment.generatedColumn, end));
  });
  return [...groups]
    .map(([group, text]) => ({ group, bytes: gzipSync(text, { level: 9 }).length }))
    .sort((a, b) => b.bytes - a.bytes);
}

/** `react-dom`, `@radix-ui/react-dialog`, `packages/ui`, `app/components`, or "(no source)". */
function groupOf(path) {
  if (!path) return '(no source)';
  const inModules = path.split(`node_modules${sep}`).at(-1);
  if (inModules !== path) {
    const [scope, name] = inModules.split(sep);
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const fromRepository = relative(repositoryRoot, path).split(sep);
  if (fromRepository[0] === 'packages') return fromRepository.slice(0, 2).join('/');
  if (fromRepository.slice(0, 2).join('/') === 'apps/web') {
    return fromRepository.slice(2, fromRepository.length > 4 ? 4 : 3).join('/');
  }
  return fromRepository.join('/');
}

/** kB as `pnpm bench` and BENCHMARKS.md count them: 1 kB = 1,000 B. */
const kb = (bytes) => (bytes / 1000).toFixed(1).padStart(7);
const urlOf = (file) =>
  `/${relative(root, file).replace(/index\.html$/, '')}`.replace(/(.)\/$/, '$1');

const buildHasMaps = readdirSync(join(root, 'assets')).some((name) => name.endsWith('.js.map'));
const all = pages(root).map((file) => ({ file, url: urlOf(file) }));
const selected = wanted.length ? all.filter((page) => wanted.includes(page.url)) : all;
selected.sort((a, b) => a.url.localeCompare(b.url));

print(
  `${'page'.padEnd(44)} ${'JS files'.padStart(8)} ${'JS gz kB'.padStart(8)} ${'CSS gz kB'.padStart(9)}`,
);
for (const { file, url } of selected) {
  const html = readFileSync(file, 'utf8');
  const refs = [
    ...new Set([...html.matchAll(/\/assets\/[^"'\s)#?]+/g)].map((m) => m[0].slice(1))),
  ].filter((ref) => /\.(?:js|css)$/.test(ref));
  const js = refs.filter((ref) => ref.endsWith('.js'));
  const css = refs.filter((ref) => ref.endsWith('.css'));
  const sum = (list) => list.reduce((total, ref) => total + gz(ref), 0);
  print(
    `${url.padEnd(44)} ${String(js.length).padStart(8)} ${kb(sum(js))} ${kb(sum(css)).padStart(9)}`,
  );
  if (listChunks) {
    for (const ref of [...js, ...css].sort((a, b) => gz(b) - gz(a))) {
      print(`    ${kb(gz(ref))}  ${ref}`);
      if (!listSources || !ref.endsWith('.js')) continue;
      const groups = sources(ref);
      if (!groups) {
        print(
          buildHasMaps
            ? '      (this chunk has no source map)'
            : '      (no source map: build with WEB_SOURCEMAP=1, see the top of this file)',
        );
        continue;
      }
      for (const { group, bytes } of groups) print(`      ${kb(bytes)}  ${group}`);
    }
  }
}

// Prints the JavaScript and CSS weight (gzip -9) each prerendered page references: every
// /assets/*.js and *.css named in its HTML (entry, modulepreloads, route modules, stylesheets).
// Opt-in, run after a build:
//   node scripts/js-weight.mjs                 # build/client, every page
//   WEB_OUT_DIR=build-js node scripts/js-weight.mjs / /blog /contact
//   node scripts/js-weight.mjs --chunks /      # also list the page's chunks, biggest first
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const root = new URL(`../${process.env.WEB_OUT_DIR ?? 'build'}/client/`, import.meta.url).pathname;
const args = process.argv.slice(2);
const listChunks = args.includes('--chunks');
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

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
const urlOf = (file) =>
  `/${relative(root, file).replace(/index\.html$/, '')}`.replace(/(.)\/$/, '$1');

const all = pages(root).map((file) => ({ file, url: urlOf(file) }));
const selected = wanted.length ? all.filter((page) => wanted.includes(page.url)) : all;
selected.sort((a, b) => a.url.localeCompare(b.url));

print(
  `${'page'.padEnd(44)} ${'JS files'.padStart(8)} ${'JS gz KB'.padStart(8)} ${'CSS gz KB'.padStart(9)}`,
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
    for (const ref of [...js, ...css].sort((a, b) => gz(b) - gz(a)))
      print(`    ${kb(gz(ref))}  ${ref}`);
  }
}

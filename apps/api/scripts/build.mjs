// Bundles the server into dist/server.js and every command-line tool src/cli/<name>.ts into
// dist/cli/<name>.js (migrate, backup, restore, the staff commands: in production there is no
// pnpm, only `node dist/cli/<name>.js`). Our @travel/* workspace packages export TypeScript
// source, so they are bundled; npm dependencies stay external and load from node_modules
// (PGlite, for one, reads its WebAssembly files from beside its own module).
import { readdir, rm } from 'node:fs/promises';
import { build } from 'esbuild';

const packageDir = new URL('..', import.meta.url).pathname;

/** @type {import('esbuild').Plugin} */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@travel/') ? undefined : { path: args.path, external: true },
    );
  },
};

const cliNames = (await readdir(new URL('../src/cli', import.meta.url)))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.slice(0, -'.ts'.length))
  .sort();

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
const result = await build({
  absWorkingDir: packageDir,
  entryPoints: [
    { in: 'src/server.ts', out: 'server' },
    ...cliNames.map((name) => ({ in: `src/cli/${name}.ts`, out: `cli/${name}` })),
  ],
  outdir: 'dist',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [externalNpmPackages],
});

const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.js'));
for (const [file, { bytes }] of outputs) {
  process.stdout.write(`build: ${file} ${(bytes / 1024).toFixed(1)} KiB\n`);
}

// Bundles the server, the migrate CLI and the staff CLI (dist/cli/staff.js) into dist/. Our @travel/* workspace packages export
// TypeScript source, so they are bundled; npm dependencies stay external and load from
// node_modules (PGlite, for one, reads its WebAssembly files from beside its own module).
import { rm } from 'node:fs/promises';
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

await rm(new URL('../dist', import.meta.url), { recursive: true, force: true });
const result = await build({
  absWorkingDir: packageDir,
  entryPoints: ['src/server.ts', 'src/migrate.ts', 'src/cli/staff.ts'],
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

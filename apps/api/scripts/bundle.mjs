// `pnpm bundle` (from the repository root): the self-contained production bundle, a folder
// that runs with Node alone (no pnpm, no repository):
//
//   <out>/package.json       @travel/api's manifest ("type": "module")
//   <out>/dist/server.js     the server              node dist/server.js
//   <out>/dist/cli/<name>.js the command-line tools  node dist/cli/migrate.js, …
//   <out>/node_modules/      production dependencies only (`pnpm deploy --prod`)
//   <out>/web/               the web app's client build, found by the server without WEB_BUILD_DIR
//
// Options: --out DIR (default dist/bundle of the repository), --web DIR (the client build to
// copy, default apps/web/build/client), --no-build (use the builds as they are; otherwise the
// API and the web app are built first with turbo).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = fileURLToPath(new URL('..', import.meta.url));

const { values } = parseArgs({
  options: {
    out: { type: 'string', default: resolve(root, 'dist/bundle') },
    web: { type: 'string', default: resolve(root, 'apps/web/build/client') },
    'no-build': { type: 'boolean', default: false },
  },
});
const out = resolve(values.out);
const web = resolve(values.web);

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) {
    console.error(`bundle: \`${command} ${args.join(' ')}\` failed (exit ${result.status})`);
    process.exit(1);
  }
}

if (!values['no-build']) {
  run('pnpm', ['turbo', 'run', 'build', '--filter=@travel/api', '--filter=@travel/web']);
}
for (const [path, what] of [
  [resolve(apiDir, 'dist/server.js'), 'the API build (pnpm --filter @travel/api build)'],
  [resolve(web, 'index.html'), `the web build in ${web} (pnpm --filter @travel/web build)`],
]) {
  if (!existsSync(path)) {
    console.error(`bundle: ${path} is missing: run ${what} first, or drop --no-build`);
    process.exit(1);
  }
}

rmSync(out, { recursive: true, force: true });
// pnpm 12 deploys a workspace package without `inject-workspace-packages` or --legacy. The
// @travel/* packages are devDependencies of the API (esbuild bundles them), so the deployed
// node_modules holds only what dist/ imports at run time; "files" keeps out src/ and tests.
run('pnpm', ['--filter', '@travel/api', 'deploy', '--prod', '--prefer-offline', out]);
cpSync(web, resolve(out, 'web'), { recursive: true });

process.stdout.write(
  `bundle: ${out}\n  start it with: cd ${out} && NODE_ENV=production node dist/server.js\n`,
);

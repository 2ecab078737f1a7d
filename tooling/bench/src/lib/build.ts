/**
 * The production build the bench serves: the API bundle (apps/api/dist) and the web app built
 * into its own folder, WEB_OUT_DIR=build-bench, so that the
 * bench never replaces apps/web/build, which others' browser tests read.
 */
import { existsSync } from 'node:fs';
import { API_SERVER, BENCH_WEB_CLIENT, BENCH_WEB_OUT_DIR, REPO_ROOT, WEB_DIR } from './env.ts';
import { runOrThrow } from './proc.ts';

export async function ensureBuilt(
  build: boolean,
  progress: (message: string) => void,
  /** false: only the API is served (the web build is neither built nor required). */
  web = true,
): Promise<void> {
  if (!build) {
    for (const path of web ? [API_SERVER, `${BENCH_WEB_CLIENT}/index.html`] : [API_SERVER]) {
      if (!existsSync(path))
        throw new Error(`--no-build, but ${path} is missing: run once without --no-build`);
    }
    progress('build: reusing apps/api/dist and apps/web/build-bench (--no-build)');
    return;
  }
  // The two apps' own build scripts: both bundle the @travel/* packages from their TypeScript
  // sources, so the packages' dist/ folders (and a type error in one of them) do not matter here.
  progress('build: the API server bundle (apps/api/dist)');
  const api = await runOrThrow('pnpm', ['run', 'build'], { cwd: `${REPO_ROOT}apps/api` });
  progress(`build: API done in ${(api.ms / 1000).toFixed(1)} s`);
  if (!web) return;
  progress(`build: the web app into apps/web/${BENCH_WEB_OUT_DIR}`);
  const webBuild = await runOrThrow('pnpm', ['run', 'build'], {
    cwd: WEB_DIR,
    env: { ...process.env, WEB_OUT_DIR: BENCH_WEB_OUT_DIR },
  });
  progress(`build: web done in ${(webBuild.ms / 1000).toFixed(1)} s`);
}

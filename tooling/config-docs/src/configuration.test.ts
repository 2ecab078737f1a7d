import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CONFIGURATION_DOC, generateConfiguration } from './generate.ts';
import { WIDTH } from './render.ts';
import { sections } from './variables.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Names read as `process.env.NAME` or `env.NAME` in the repository's own sources. */
function variablesReadInSources(): Set<string> {
  const out = execFileSync(
    'git',
    [
      'grep',
      '-hoE',
      '(process\\.env|import\\.meta\\.env)\\.[A-Z][A-Z0-9_]+',
      '--',
      '*.ts',
      '*.tsx',
      '*.mjs',
      '*.js',
      // This package names the pattern in its own comments.
      ':!tooling/config-docs',
    ],
    { cwd: REPO_ROOT, encoding: 'utf8' },
  );
  return new Set(
    out
      .split('\n')
      .filter(Boolean)
      .map((match) => match.split('.').at(-1)!),
  );
}

/** Variables that belong to the platform, not to us (`DEV` and `SSR` are Vite's build flags). */
// Set by the platform or the build, not by a person: `ISLANDS` is a constant of the web app's
// browser build (apps/web/vite.config.ts), as `DEV` and `SSR` are Vite's.
const PLATFORM = new Set([
  'USER',
  'HOME',
  'PATH',
  'DEV',
  'SSR',
  'ISLANDS',
  'INIT_CWD',
  'NODE_OPTIONS',
]);

describe('docs/configuration.md', () => {
  it('is what `pnpm config-docs` generates from the definitions', async () => {
    const written = await readFile(CONFIGURATION_DOC, 'utf8');
    // On a difference: run `pnpm config-docs` and commit the file.
    expect(written).toBe(await generateConfiguration());
  });

  it('reads in a 100-column terminal', async () => {
    const long = (await generateConfiguration()).split('\n').filter((line) => line.length > WIDTH);
    expect(long).toEqual([]);
  });

  it('shows every default as the variable would be written', async () => {
    expect(await generateConfiguration()).not.toContain('[object Object]');
  });

  it('documents every variable the sources read, each once', () => {
    const documented = sections().flatMap((section) => section.variables.map((v) => v.name));
    expect(new Set(documented).size).toBe(documented.length);
    const undocumented = [...variablesReadInSources()].filter(
      (name) => !PLATFORM.has(name) && !documented.includes(name),
    );
    expect(undocumented).toEqual([]);
  });
});

describe('turbo.json', () => {
  it('passes every variable of the server, the site and the web build through to `pnpm dev`', async () => {
    const turbo = JSON.parse(
      await readFile(new URL('turbo.json', `file://${REPO_ROOT}`), 'utf8'),
    ) as {
      tasks: { dev: { passThroughEnv: string[] } };
    };
    const patterns = turbo.tasks.dev.passThroughEnv;
    const passes = (name: string) =>
      patterns.some((pattern) =>
        pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
      );
    const read = sections()
      .filter((section) => section.title !== 'Tests and bench')
      .flatMap((section) => section.variables.map((variable) => variable.name));
    // On a difference: add the names to `tasks.dev.passThroughEnv` in turbo.json.
    expect(read.filter((name) => !passes(name))).toEqual([]);
  });
});

describe('README.md', () => {
  it('names every app, package and tooling folder in its layout', async () => {
    const readme = await readFile(new URL('README.md', `file://${REPO_ROOT}`), 'utf8');
    const layout = readme.slice(readme.indexOf('## Layout'));
    const folders = execFileSync(
      'git',
      ['ls-files', 'apps/*/package.json', 'packages/*/package.json', 'tooling/*/package.json'],
      {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      },
    )
      .split('\n')
      .filter(Boolean)
      .map((file) => file.split('/')[1]!);
    // On a difference: add a line for the folder under "## Layout" in README.md.
    expect(folders.filter((folder) => !new RegExp(`\\b${folder}/`).test(layout))).toEqual([]);
  });
});

import { ESLint, type Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import base from '../base.js';
import react from '../react.js';

// typescript-eslint types its configs with its own LanguageOptions, which ESLint 10's types do
// not accept as they are; at run time they are the same objects.
const asConfig = (config: unknown) => config as Linter.Config[];

/** The rules `config` reports on `code`, as if it were the file `filePath` of a package. */
async function rulesHit(config: unknown, code: string, filePath = 'src/module.tsx') {
  const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: asConfig(config) });
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('base', () => {
  it('passes ordinary TypeScript', async () => {
    const code = [
      "import type { Config } from './config.ts';",
      'export function greet(config: Config, _unused: number): string {',
      '  console.warn(config);',
      "  return 'hello';",
      '}',
    ].join('\n');
    expect(await rulesHit(base, code)).toEqual([]);
  });

  it('asks for `import type` when an import is only a type', async () => {
    const code = "import { Config } from './config.ts';\nexport const value: Config = {};\n";
    expect(await rulesHit(base, code)).toContain('@typescript-eslint/consistent-type-imports');
  });

  it('reports unused variables, except those named with a leading underscore', async () => {
    expect(await rulesHit(base, 'const unused = 1;\nexport {};\n')).toContain(
      '@typescript-eslint/no-unused-vars',
    );
    expect(await rulesHit(base, 'const _unused = 1;\nexport {};\n')).toEqual([]);
  });

  it('keeps console.log out of shipped code but allows warn and error', async () => {
    expect(await rulesHit(base, "console.log('debug');\n")).toEqual(['no-console']);
    expect(await rulesHit(base, "console.error('failed');\n")).toEqual([]);
  });

  it('knows browser and Node globals', async () => {
    expect(await rulesHit(base, 'export const both = [document.title, process.argv];\n')).toEqual(
      [],
    );
  });

  it('skips build output', async () => {
    const eslint = new ESLint({ overrideConfigFile: true, overrideConfig: asConfig(base) });
    for (const file of ['dist/index.js', 'build/client/app.js', 'storybook-static/main.js'])
      expect(await eslint.isPathIgnored(file), file).toBe(true);
    expect(await eslint.isPathIgnored('src/index.ts')).toBe(false);
  });
});

describe('react', () => {
  const conditionalHook = [
    "import { useState } from 'react';",
    'export function Panel({ open }: { open: boolean }) {',
    '  if (open) {',
    '    const [value] = useState(0);',
    '    return value;',
    '  }',
    '  return null;',
    '}',
  ].join('\n');

  it('adds the rules of hooks to the base rules', async () => {
    expect(await rulesHit(react, conditionalHook)).toContain('react-hooks/rules-of-hooks');
    expect(await rulesHit(react, "console.log('debug');\n")).toEqual(['no-console']);
  });

  it('is needed for them: the base config does not know hooks', async () => {
    expect(await rulesHit(base, conditionalHook)).not.toContain('react-hooks/rules-of-hooks');
  });
});

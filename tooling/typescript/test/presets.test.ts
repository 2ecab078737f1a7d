import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const fixtures = fileURLToPath(new URL('./fixtures/', import.meta.url));

/**
 * Type-checks a fixture folder whose tsconfig.json extends one of the presets, as `tsc --noEmit`
 * would; returns the error codes found in each file (`TS2532` …), files without errors omitted.
 */
function errorsByFile(preset: 'base' | 'node' | 'react'): Record<string, string[]> {
  const folder = join(fixtures, preset);
  const { config, error } = ts.readConfigFile(join(folder, 'tsconfig.json'), ts.sys.readFile);
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'));
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, folder);
  expect(parsed.errors.map((problem) => problem.messageText)).toEqual([]);
  const program = ts.createProgram({
    rootNames: parsed.fileNames,
    options: { ...parsed.options, noEmit: true },
  });
  const found: Record<string, string[]> = {};
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const file = diagnostic.file ? basename(diagnostic.file.fileName) : '(options)';
    (found[file] ??= []).push(`TS${diagnostic.code}`);
  }
  return found;
}

describe('base.json', () => {
  const errors = errorsByFile('base');

  it('compiles strict ESM TypeScript that imports types as types', () => {
    expect(errors['valid.ts']).toBeUndefined();
    expect(errors['shape.ts']).toBeUndefined();
    expect(errors['(options)']).toBeUndefined();
  });

  it('treats an indexed element as possibly undefined (noUncheckedIndexedAccess)', () => {
    expect(errors['unchecked-index.ts']).toEqual(['TS2532']);
  });

  it('asks for `import type` when only a type is imported (verbatimModuleSyntax)', () => {
    expect(errors['value-import-of-a-type.ts']).toEqual(['TS1484']);
  });

  it('refuses implicit any (strict)', () => {
    expect(errors['implicit-any.ts']).toEqual(['TS7006']);
  });

  it("knows neither Node's nor the DOM's globals", () => {
    expect(errors['node-global.ts']).toEqual(['TS2591']);
  });
});

describe('node.json', () => {
  const errors = errorsByFile('node');

  it("adds Node's modules and globals", () => {
    expect(errors['node-apis.ts']).toBeUndefined();
  });

  it('keeps DOM globals out of server code', () => {
    expect(errors['dom-global.ts']).toEqual(['TS2584']);
  });
});

describe('react.json', () => {
  const errors = errorsByFile('react');

  it('compiles JSX with the automatic runtime against the DOM', () => {
    expect(errors['title.tsx']).toBeUndefined();
  });

  it("keeps Node's globals out of browser code", () => {
    expect(errors['node-global.ts']).toEqual(['TS2591']);
  });
});

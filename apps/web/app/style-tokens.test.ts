// @vitest-environment node
// The app's styles use the design system's tokens where one exists (issue 31): a control's
// height written as a literal would drift from the buttons and fields beside it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { controlHeight } from '@travel/ui/tokens';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('./', import.meta.url));

function styleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return styleFiles(path);
    return entry.name.endsWith('.css.ts') ? [path] : [];
  });
}

describe("the app's styles", () => {
  it('take control heights from vars.controlHeight, not as literals', () => {
    const literals = Object.entries(controlHeight).map(([name, value]) => ({ name, value }));
    const found = styleFiles(appDir).flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return literals
        .filter(({ value }) => source.includes(`'${value}'`))
        .map(
          ({ name, value }) =>
            `${relative(appDir, file)}: '${value}' is vars.controlHeight.${name}`,
        );
    });
    expect(found).toEqual([]);
  });
});

// @vitest-environment node
// The file-naming convention of app/ (README.md, "File names"): a component is PascalCase.tsx,
// a hook useX.ts(x), every other module kebab-case; companions (.css.ts, .stories.tsx,
// .test.ts(x), .server.ts, .d.ts) keep their module's name. Route modules are named after
// their URL and are not checked here.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const appDir = fileURLToPath(new URL('./', import.meta.url));
const webDir = join(appDir, '..');

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const PASCAL = /^[A-Z][A-Za-z0-9]*$/;
const HOOK = /^use[A-Z][A-Za-z0-9]*$/;

/** Why `path` (relative to app/) breaks the convention, or null when it follows it. */
function namingProblem(path: string): string | null {
  const file = path.split('/').at(-1) ?? path;
  if (!/\.tsx?$/.test(file)) return null;
  const [stem = '', ...rest] = file.split('.');
  const suffix = rest.join('.');
  if (KEBAB.test(stem)) return null;
  if (HOOK.test(stem)) return null;
  if (PASCAL.test(stem)) {
    // A component and its style, story and test files.
    if (/^(tsx|css\.ts|stories\.tsx|test\.tsx?)$/.test(suffix)) return null;
    return `${path}: a PascalCase name is for a component (.tsx) and its companions; name this module in kebab-case`;
  }
  return `${path}: not kebab-case, PascalCase (component) or useX (hook); name it in kebab-case`;
}

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return relative(appDir, path) === 'routes' ? [] : modules(path);
    }
    return [relative(appDir, path).split('\\').join('/')];
  });
}

describe('module names in app/', () => {
  it('follow the convention README.md describes', () => {
    const problems = modules(appDir)
      .map(namingProblem)
      .filter((problem) => problem !== null);
    expect(problems).toEqual([]);
  });

  it('tells a camelCase module, a PascalCase non-component and a bad hook apart', () => {
    expect(namingProblem('lib/contact-links.ts')).toBeNull();
    expect(namingProblem('lib/blog.server.ts')).toBeNull();
    expect(namingProblem('components/SiteHeader.tsx')).toBeNull();
    expect(namingProblem('components/SiteHeader.css.ts')).toBeNull();
    expect(namingProblem('components/SiteHeader.stories.tsx')).toBeNull();
    expect(namingProblem('lib/useFormSend.test.tsx')).toBeNull();
    expect(namingProblem('sections/blog/structuredData.ts')).toMatch(
      /^sections\/blog\/structuredData\.ts: /,
    );
    expect(namingProblem('lib/PlanTrip.ts')).toMatch(/^lib\/PlanTrip\.ts: a PascalCase name/);
    expect(namingProblem('lib/use_thing.ts')).not.toBeNull();
  });

  it('is written down in README.md', () => {
    const readme = readFileSync(join(webDir, 'README.md'), 'utf8');
    expect(readme).toContain('## File names');
  });
});

/// <reference types="node" />
/**
 * `node src/i18n/cli.ts check`: fails (exit 1) on any translation error, naming the file, the
 * entry and the field; part of the catalog's `build`.
 * `node src/i18n/cli.ts status [--strict] [lang…]`: per language (or only those named), what is
 * still shown in English; exit 0, or 1 with `--strict` while anything is missing
 * (`i18n-status --strict es` for a language that must stay complete).
 */
import { checkBlogTranslations } from '../blog/index.ts';
import { formatIssue, type TranslationIssue } from './check.ts';
import { checkAllLanguages } from './files.ts';

function allIssues(): Map<string, TranslationIssue[]> {
  const byLanguage = checkAllLanguages();
  for (const [lang, issues] of checkBlogTranslations()) {
    byLanguage.set(lang, [...(byLanguage.get(lang) ?? []), ...issues]);
  }
  return byLanguage;
}

function check(): number {
  const errors = [...allIssues().values()].flat().filter((issue) => issue.severity === 'error');
  for (const issue of errors) console.error(formatIssue(issue));
  if (errors.length > 0) {
    console.error(`\ncatalog i18n: ${errors.length} translation error(s); see TRANSLATING.md`);
    return 1;
  }
  process.stdout.write('catalog i18n: every translation matches English\n');
  return 0;
}

function status(strict: boolean, only: readonly string[]): number {
  const lines: string[] = [];
  let missingTotal = 0;
  let errorTotal = 0;
  for (const [lang, issues] of allIssues()) {
    if (only.length > 0 && !only.includes(lang)) continue;
    const missing = issues.filter((issue) => issue.severity === 'missing');
    const errors = issues.filter((issue) => issue.severity === 'error');
    missingTotal += missing.length;
    errorTotal += errors.length;
    const wholeFiles = missing.filter((issue) => issue.path === '').length;
    const summary =
      missing.length === 0
        ? 'complete'
        : `${missing.length} missing (${wholeFiles} whole file(s)/article(s))`;
    lines.push(`${lang}: ${summary}${errors.length > 0 ? `, ${errors.length} error(s)` : ''}`);
    for (const issue of [...errors, ...missing]) lines.push(`  ${formatIssue(issue)}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
  if (errorTotal > 0) return 1;
  return strict && missingTotal > 0 ? 1 : 0;
}

const [command, ...flags] = process.argv.slice(2);
if (command === 'check') process.exitCode = check();
else if (command === 'status')
  process.exitCode = status(
    flags.includes('--strict'),
    flags.filter((flag) => !flag.startsWith('--')),
  );
else {
  console.error('usage: node src/i18n/cli.ts check | status [--strict] [lang…]');
  process.exitCode = 2;
}

/**
 * Text as the site's searches compare it, in any of its languages: case folded and without
 * accents or other combining marks, so `masai` finds “Masái”, `uber` finds “Über” and an Arabic
 * word typed without its short vowels finds it written with them (issue 27).
 */
export function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** Whether any of `fields` holds `query` (already folded with `foldText`, not blank). */
export function matchesFolded(fields: readonly string[], foldedQuery: string): boolean {
  return fields.some((field) => foldText(field).includes(foldedQuery));
}

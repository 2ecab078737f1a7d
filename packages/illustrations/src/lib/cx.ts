/** Joins class names, skipping empty ones: a component's own class plus the caller's. */
export function cx(...classNames: (string | false | null | undefined)[]): string {
  return classNames.filter(Boolean).join(' ');
}

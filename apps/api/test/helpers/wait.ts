/** Resolves once `condition` returns a truthy value (checked every 25 ms), or fails after `timeoutMs`. */
export async function waitUntil<T>(
  condition: () => Promise<T> | T,
  { timeoutMs = 20_000, what = 'condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<Exclude<T, false | null | undefined | 0 | ''>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await condition();
    if (value) return value as Exclude<T, false | null | undefined | 0 | ''>;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

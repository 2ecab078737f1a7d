/**
 * The pure parts of the calibrated slow-phone profile (sections/slow-phone.ts) and of the
 * JavaScript budget of the pages bench: the CPU slowdown that brings this machine down to a
 * budget phone, the figures that stand for several runs, the reference page and the split of
 * a page's scripts into the framework chunk and the site's own code.
 */
import { median } from './stats.ts';

/**
 * Lighthouse's CPU benchmark index of the phone the profile stands for: a budget Android phone
 * (Lighthouse's own calibration puts a Moto G Power-class phone in the hundreds).
 */
export const TARGET_BENCHMARK_INDEX = 300;

/**
 * The CPU slowdown multiplier that makes this machine behave like a phone of `target`: the
 * machine's index divided by the target, to one decimal. A machine already as slow as the
 * target (or slower) is not slowed further (1). Throws on an index that is not a positive number:
 * calibrating on nothing would measure nothing.
 */
export function slowdownMultiplier(
  benchmarkIndex: number,
  target: number = TARGET_BENCHMARK_INDEX,
): number {
  if (!(Number.isFinite(benchmarkIndex) && benchmarkIndex > 0)) {
    throw new RangeError(`the benchmark index must be a positive number, got ${benchmarkIndex}`);
  }
  if (!(Number.isFinite(target) && target > 0)) {
    throw new RangeError(`the target index must be a positive number, got ${target}`);
  }
  return Math.max(1, Math.round((benchmarkIndex / target) * 10) / 10);
}

/** The median of the numbers among `values` (nulls left out); null when there is none. */
export function medianOf(values: readonly (number | null | undefined)[]): number | null {
  const numbers = values.filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value),
  );
  return numbers.length === 0 ? null : median(numbers);
}

/**
 * A route's figure over the reference page's, e.g. 2.5 for a TBT two and a half times the
 * static page's. null when either is missing, or the reference is 0 (no ratio to speak of).
 */
export function ratioToReference(route: number | null, reference: number | null): number | null {
  if (route === null || reference === null) return null;
  if (!Number.isFinite(route) || !Number.isFinite(reference) || reference === 0) return null;
  return route / reference;
}

/**
 * The static reference page: the same HTML with every `<script>` element removed (inline and
 * external, the JSON-LD too) and the module preload hints, so the browser parses, styles, lays out
 * and paints exactly the same document and runs none of the site's JavaScript.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?modulepreload["']?[^>]*>/gi, '');
}

/**
 * The framework chunk the build names `framework` (apps/web/vite.config.ts, codeSplitting):
 * React, React DOM, the scheduler, React Router, i18next and react-i18next.
 */
export const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js$/;

/** A page's scripts split into the framework chunk and the rest: the site's own code. */
export function splitFramework(scripts: readonly string[]): {
  framework: string[];
  site: string[];
} {
  const isFramework = (url: string) => FRAMEWORK_CHUNK.test(new URL(url).pathname);
  return {
    framework: scripts.filter(isFramework),
    site: scripts.filter((url) => !isFramework(url)),
  };
}

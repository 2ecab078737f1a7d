import { join } from 'node:path';
import type { WebBuildManifest } from '@travel/schemas/web-build';

/** The Content-Security-Policy of a page whose inline scripts have these hashes (`'sha256-…'`). */
export type PagePolicy = (scriptHashes: string[]) => string;

export interface PagePolicies {
  /** Content-Security-Policy of each HTML file, by absolute path. */
  byFile: ReadonlyMap<string, string>;
  /** The policy of a file (a precompressed sibling has its page's), the strictest otherwise. */
  policyOf(file: string): string;
}

/**
 * React Router's prerendered pages carry inline scripts (the theme script, router context,
 * hydration). Rather than allow inline scripts at large, each page gets a policy listing the
 * SHA-256 of exactly the scripts it contains, as the build's manifest lists them (computed by
 * the web build from each page's final HTML). Made once at start: the build does not change
 * under a running server.
 */
export function pagePolicies(
  root: string,
  manifest: WebBuildManifest,
  pagePolicy: PagePolicy,
): PagePolicies {
  const byFile = new Map<string, string>();
  for (const entry of manifest.files) {
    const hashes = entry.scriptHashes.map((hash) => `'${hash}'`);
    byFile.set(join(root, entry.file), pagePolicy(hashes));
  }
  const fallback = pagePolicy([]);
  return {
    byFile,
    policyOf: (file) => byFile.get(file.replace(/\.(br|gz)$/, '')) ?? fallback,
  };
}

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inlineScripts, sha256Source } from '../../../lib/content-security-policy.ts';

/** The Content-Security-Policy of a page whose inline scripts have these hashes. */
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
 * SHA-256 of exactly the scripts it contains. Read once at start: the build does not change
 * under a running server.
 */
export function readPagePolicies(root: string, pagePolicy: PagePolicy): Map<string, string> {
  const policies = new Map<string, string>();
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' });
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const path = join(root, file);
    const hashes = inlineScripts(readFileSync(path, 'utf8')).map(sha256Source);
    policies.set(path, pagePolicy(hashes));
  }
  return policies;
}

export function pagePolicies(root: string, pagePolicy: PagePolicy): PagePolicies {
  const byFile = readPagePolicies(root, pagePolicy);
  const fallback = pagePolicy([]);
  return {
    byFile,
    policyOf: (file) => byFile.get(file.replace(/\.(br|gz)$/, '')) ?? fallback,
  };
}

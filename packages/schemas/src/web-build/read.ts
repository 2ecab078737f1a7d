/// <reference types="node" />
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import {
  WEB_BUILD_MANIFEST_FILE,
  WebBuildManifestSchema,
  type WebBuildManifest,
} from './manifest.ts';

/**
 * The web build's manifest as the server reads it (Node only, no HTML parser: the web build
 * made it with `@travel/schemas/web-build/write`). The type and schema are in manifest.ts.
 */

export * from './manifest.ts';

export class WebBuildManifestError extends Error {
  override name = 'WebBuildManifestError';
}

/**
 * The manifest of the client build at `client`, validated, every file it lists checked to be
 * there. Throws `WebBuildManifestError`, saying what to do, when it is missing (a build made
 * before manifests, or not by apps/web), unreadable, or does not match the files.
 */
export function readWebBuildManifest(client: string): WebBuildManifest {
  const file = join(client, WEB_BUILD_MANIFEST_FILE);
  const rebuild = 'Rebuild the web app (pnpm --filter @travel/web build).';
  if (!existsSync(file)) {
    throw new WebBuildManifestError(
      `The web build at ${client} has no ${WEB_BUILD_MANIFEST_FILE}: it was made by an older ` +
        `version or not by apps/web. ${rebuild}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new WebBuildManifestError(`${file} is not JSON (${String(error)}). ${rebuild}`);
  }
  const result = v.safeParse(WebBuildManifestSchema, json);
  if (!result.success) {
    const issues = result.issues
      .slice(0, 3)
      .map((issue) => `${v.getDotPath(issue) ?? 'manifest'}: ${issue.message}`);
    throw new WebBuildManifestError(
      `${file} is not a manifest this server reads (${issues.join('; ')}). ${rebuild}`,
    );
  }
  const missing = result.output.files.find((entry) => !existsSync(join(client, entry.file)));
  if (missing) {
    throw new WebBuildManifestError(
      `${file} lists ${missing.file}, which the build lacks: the build changed after its manifest was written. ${rebuild}`,
    );
  }
  return result.output;
}

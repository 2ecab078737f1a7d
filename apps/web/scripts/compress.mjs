// Writes Brotli and gzip siblings of every text asset in the client build, so the server
// can send precompressed files instead of compressing on each request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = new URL(`../${process.env.WEB_OUT_DIR ?? 'build'}/client/`, import.meta.url).pathname;
const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|ico|webmanifest|data)$/;
const minimumBytes = 512;

let files = 0;
let saved = 0;
function walk(dir) {
  for (const name of readdirSync(dir)) {
    // Dotfiles (the build's manifest, .web-build.json) are never served.
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      walk(path);
      continue;
    }
    if (!compressible.test(name)) continue;
    const source = readFileSync(path);
    if (source.length < minimumBytes) continue;
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 11,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    writeFileSync(`${path}.br`, brotli);
    writeFileSync(`${path}.gz`, gzip);
    files += 1;
    saved += source.length - brotli.length;
  }
}

walk(root);
process.stdout.write(
  `compress: ${files} files precompressed (brotli saves ${(saved / 1024).toFixed(1)} KiB)\n`,
);

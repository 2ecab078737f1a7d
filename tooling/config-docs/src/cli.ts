/** `pnpm config-docs`: writes docs/configuration.md from the variables' definitions. */
import { writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { CONFIGURATION_DOC, generateConfiguration } from './generate.ts';

await writeFile(CONFIGURATION_DOC, await generateConfiguration());
process.stdout.write(`Wrote ${relative(process.cwd(), CONFIGURATION_DOC)}\n`);

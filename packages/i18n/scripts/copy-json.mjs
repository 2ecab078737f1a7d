// tsc does not copy JSON files it only reaches through dynamic imports: copy every dictionary.
import { cpSync } from 'node:fs';

cpSync('src', 'dist', {
  recursive: true,
  filter: (path) => !path.includes('.') || path.endsWith('.json'),
});

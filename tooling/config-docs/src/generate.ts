import { fileURLToPath } from 'node:url';
import { renderConfiguration } from './render.ts';
import { sections } from './variables.ts';

export const CONFIGURATION_DOC = fileURLToPath(
  new URL('../../../docs/configuration.md', import.meta.url),
);

export const generateConfiguration = () => renderConfiguration(sections(), CONFIGURATION_DOC);

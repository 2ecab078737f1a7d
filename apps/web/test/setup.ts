import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { en } from '@travel/i18n';
import { afterEach } from 'vitest';
import { registerEnglish } from '../app/i18n.ts';

// Components are tested outside their routes: give them every English namespace.
registerEnglish(en);

afterEach(() => cleanup());

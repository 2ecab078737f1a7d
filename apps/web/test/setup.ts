import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { en } from '@travel/i18n';
import { afterEach } from 'vitest';
import { registerEnglish } from '../app/i18n.ts';

// Components are tested outside their routes: give them every English namespace.
registerEnglish(en);

// Code the site fetches on demand (the chat panel, the quiz's results) is compiled at its first
// import in a run: on a loaded two-core CI machine that took more than testing-library's default
// second. Queries that find at once are not slowed.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

import reactHooks from 'eslint-plugin-react-hooks';
import base from './base.js';

/** Base rules plus the rules of hooks. */
export default [...base, reactHooks.configs.flat.recommended];

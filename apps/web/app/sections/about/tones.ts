import { TONES, type Tone } from '@travel/catalog';

/** Entries without a tone of their own take the catalog's tones in turn, for a varied grid. */
export const toneAt = (index: number): Tone => TONES[index % TONES.length] ?? 'primary';

import { style } from '@vanilla-extract/css';

/** A static part's wrapper takes no box: its content lays out as if it were not there. */
export const part = style({ display: 'contents' });

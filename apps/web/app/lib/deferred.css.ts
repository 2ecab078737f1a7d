import { style } from '@vanilla-extract/css';

/** A deferred part's wrapper takes no box: its content lays out as if it were not there. */
export const region = style({ display: 'contents' });

import { keyframes } from '@vanilla-extract/css';

// Shared enter and exit keyframes. Components set the duration from `vars.duration.*`, which is
// 0 ms under `prefers-reduced-motion: reduce`; Radix still waits for the (instant) animationend
// before unmounting, so closing stays instant rather than skipped.
export const fadeIn = keyframes({ from: { opacity: 0 } });
export const fadeOut = keyframes({ to: { opacity: 0 } });

/**
 * Stacking order of the layers Radix portals to the end of `<body>`. They sit above anything an
 * app positions itself (its sticky header, skip link and floating buttons stay below 1000), and
 * a tooltip inside a dialog still shows above the dialog.
 */
export const layer = {
  overlay: 1000,
  toast: 1100,
  tooltip: 1200,
} as const;

/** Sky pieces every scene frame shares, in the 1200 × 800 drawing box. */

/** Stars: a fixed scatter over the upper sky, one path. */
export const starPath = Array.from({ length: 56 }, (_, i) => {
  const x = (i * 397 + 131) % 1200;
  const y = 20 + ((i * 211 + 67) % 400);
  const r = 1.2 + (i % 3) * 0.7;
  return `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;
}).join('');

/** The aurora's two curtains, painted with its vertical gradient (the second fainter). */
export const auroraPaths = [
  'M-20 330C160 200 320 300 480 220S760 80 900 140s220 40 320-20V20C1100 90 1000 40 880 20S620 120 480 130 160 60-20 180Z',
  'M200 420c120-90 260-60 400-120s300-150 620-90v-90c-260-60-420 10-580 90S320 230 200 330Z',
] as const;

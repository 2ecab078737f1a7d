import { createContext, runInContext } from 'node:vm';
import { describe as group, expect, it } from 'vitest';
import { describe, reactDomProbe, readFrames } from '../src/sections/tasks.ts';

const origin = 'http://127.0.0.1:4000';
const script = (duration: number, invokerType: string, invoker: string, sourceURL: string) => ({
  duration,
  invokerType,
  invoker,
  sourceURL,
});

group('readFrames', () => {
  it('finds the longest scripts of every frame and counts those of 50 ms or more', () => {
    const run = readFrames(
      [
        {
          duration: 180,
          scripts: [
            script(
              164,
              'module-script',
              `${origin}/assets/entry.client-D4.js`,
              `${origin}/assets/entry.client-D4.js`,
            ),
            script(12, 'classic-script', `${origin}/`, ''),
          ],
        },
        {
          duration: 60,
          scripts: [
            script(
              53,
              'event-listener',
              'MessagePort.onmessage',
              `${origin}/assets/framework-k.js`,
            ),
          ],
        },
        { duration: 70, scripts: [script(41, 'user-callback', 'TimerHandler:setTimeout', '')] },
      ],
      origin,
    );
    expect(run.longestScript?.durationMs).toBe(164);
    expect(run.scriptsOver50).toBe(2);
    expect(run.top.map(describe)).toEqual([
      '164 module-script entry.client-D4.js',
      '53 event-listener MessagePort.onmessage (framework-k.js)',
      '41 user-callback TimerHandler:setTimeout',
    ]);
  });

  it('has no longest script when no frame reached 50 ms', () => {
    expect(readFrames([], origin)).toEqual({
      longestScript: null,
      top: [],
      scriptsOver50: 0,
      evaluation: null,
    });
  });
});

group('reactDomProbe', () => {
  it("evaluates React DOM's production client on its own, as one script", () => {
    const { define, evaluate } = reactDomProbe();
    const window: { __probe?: { hydrateRoot?: unknown } } = {};
    const context = createContext({ window, setTimeout, MessageChannel });
    runInContext(define, context);
    // Defining runs none of React DOM: nothing is exported until the second script.
    expect(window.__probe).toBeUndefined();
    runInContext(evaluate, context);
    expect(typeof window.__probe?.hydrateRoot).toBe('function');
  });
});

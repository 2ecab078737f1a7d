import { describe, expect, it } from 'vitest';
import { analyzeOutage, type Sample } from '../src/lib/outage.ts';

const events = {
  stopIssued: 1000,
  stopDone: 1500,
  startIssued: 5000,
  startDone: 6000,
  dbReady: 5800,
};
const sample = (sentAt: number, ms: number, status: number): Sample => ({
  sentAt,
  doneAt: sentAt + ms,
  status,
});

describe('analyzeOutage', () => {
  it('measures the switch to 503, the slowest answer while down and the recovery', () => {
    const analysis = analyzeOutage(
      [
        sample(0, 10, 200),
        sample(900, 20, 200),
        sample(1100, 150, 503), // first 503: 250 ms after the stop was issued
        sample(2000, 400, 503),
        sample(4900, 5, 503),
        sample(5500, 20, 503),
        sample(5900, 50, 200), // first 2xx after the start: 150 ms after the database answered
        sample(6000, 10, 200),
      ],
      events,
    );
    expect(analysis).toMatchObject({
      requests: 8,
      first503AfterStopMs: 250,
      successesWhileDown: 0,
      slowestWhileDownMs: 400,
      statusesWhileDown: { 503: 3 },
      serverErrors: 0,
      networkErrors: 0,
      recoveryMs: 150,
      failuresAfterRecovery: 0,
      recovered: 1,
    });
  });

  it('counts 500s, requests without an answer, and failures after a recovery', () => {
    const analysis = analyzeOutage(
      [sample(1200, 10, 500), sample(2000, 5_000, 0), sample(5500, 10, 200), sample(6500, 10, 503)],
      events,
    );
    expect(analysis.serverErrors).toBe(1);
    expect(analysis.networkErrors).toBe(1);
    expect(analysis.statusesWhileDown).toEqual({ 500: 1, 'no answer': 1 });
    expect(analysis.slowestWhileDownMs).toBe(5_000);
    expect(analysis.first503AfterStopMs).toBe(5_510);
    expect(analysis.failuresAfterRecovery).toBe(1);
    expect(analysis.recovered).toBe(0);
  });

  it('reports no recovery and no 503 when none came', () => {
    const analysis = analyzeOutage([sample(2000, 10, 500)], events);
    expect(analysis.first503AfterStopMs).toBeNull();
    expect(analysis.recoveryMs).toBeNull();
    expect(analysis.recovered).toBe(0);
  });
});

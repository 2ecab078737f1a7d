/** What the answers during a database outage show: how fast they turned 503, how fast they came back. */

export interface Sample {
  /** ms since the run started */
  sentAt: number;
  doneAt: number;
  /** HTTP status; 0 when the request failed without an answer (connection refused, reset). */
  status: number;
}

export interface OutageEvents {
  /** The stop command was issued… */
  stopIssued: number;
  /** …and returned: the database is down. */
  stopDone: number;
  startIssued: number;
  /** The start command returned. */
  startDone: number;
  /** The database first answered a query again (polled); startDone when not polled. */
  dbReady?: number;
}

export interface OutageAnalysis {
  requests: number;
  /** First 503 after the stop was issued, counted from the stop (ms); null: none came. */
  first503AfterStopMs: number | null;
  /** 2xx answers to requests sent after the stop returned and before the start (should be 0). */
  successesWhileDown: number;
  /** Slowest answer to a request sent from the stop until the start was issued (ms). */
  slowestWhileDownMs: number | null;
  /** Answers by status, for requests sent from the stop until the start was issued. */
  statusesWhileDown: Record<string, number>;
  /** 5xx other than 503, over the whole run. */
  serverErrors: number;
  /** Requests that got no HTTP answer at all, over the whole run. */
  networkErrors: number;
  /**
   * First 2xx to a request sent after the start was issued, counted from when the database
   * answered again (ms, 0 if it came sooner); null: never recovered.
   */
  recoveryMs: number | null;
  /** Non-2xx answers to requests sent after that first 2xx. */
  failuresAfterRecovery: number;
  /** 1 when service came back and stayed back, else 0. */
  recovered: 0 | 1;
}

const ok = (status: number) => status >= 200 && status < 300;

export function analyzeOutage(samples: readonly Sample[], events: OutageEvents): OutageAnalysis {
  const byDone = [...samples].sort((a, b) => a.doneAt - b.doneAt);

  const first503 = byDone.find((s) => s.status === 503 && s.doneAt >= events.stopIssued);
  const fromStop = samples.filter(
    (s) => s.sentAt >= events.stopIssued && s.sentAt < events.startIssued,
  );
  const whileDown = fromStop.filter((s) => s.sentAt >= events.stopDone);
  const statusesWhileDown: Record<string, number> = {};
  for (const sample of fromStop) {
    const key = sample.status === 0 ? 'no answer' : String(sample.status);
    statusesWhileDown[key] = (statusesWhileDown[key] ?? 0) + 1;
  }
  const slowest = fromStop.reduce<number | null>(
    (max, s) => Math.max(max ?? 0, s.doneAt - s.sentAt),
    null,
  );

  // Requests sent while the database was starting count too: the first of them to succeed.
  const firstBack = byDone.find((s) => ok(s.status) && s.sentAt >= events.startIssued);
  const failuresAfterRecovery = firstBack
    ? samples.filter((s) => s.sentAt >= firstBack.doneAt && !ok(s.status)).length
    : 0;

  return {
    requests: samples.length,
    first503AfterStopMs: first503 ? first503.doneAt - events.stopIssued : null,
    successesWhileDown: whileDown.filter((s) => ok(s.status)).length,
    slowestWhileDownMs: slowest,
    statusesWhileDown,
    serverErrors: samples.filter((s) => s.status >= 500 && s.status !== 503).length,
    networkErrors: samples.filter((s) => s.status === 0).length,
    recoveryMs: firstBack
      ? Math.max(0, firstBack.doneAt - (events.dbReady ?? events.startDone))
      : null,
    failuresAfterRecovery,
    recovered: firstBack && failuresAfterRecovery === 0 ? 1 : 0,
  };
}

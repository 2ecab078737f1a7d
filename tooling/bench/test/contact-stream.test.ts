import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startContactStream } from '../src/lib/contact-stream.ts';

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function serve(listener: RequestListener): Promise<string> {
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function readEmail(request: Parameters<RequestListener>[0]): Promise<string> {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return (JSON.parse(body) as { email: string }).email;
}

describe('startContactStream', () => {
  it('posts a body of its own each time, and notes every answer and each 2xx body', async () => {
    const received: { path: string | undefined; email: string; status: number }[] = [];
    const url = await serve(async (request, response) => {
      const email = await readEmail(request);
      const status = received.length % 3 === 2 ? 503 : 200;
      received.push({ path: request.url, email, status });
      response.writeHead(status).end('{}');
    });

    const stream = startContactStream({ url, prefix: 'run-1', connections: 3, timeoutMs: 5_000 });
    await vi.waitFor(() => expect(stream.samples.length).toBeGreaterThanOrEqual(12));
    await stream.stop();
    const sentBeforeStop = received.length;

    // Every request sent had its answer noted by the time stop() resolved.
    expect(stream.samples).toHaveLength(sentBeforeStop);

    expect(new Set(received.map((r) => r.path))).toEqual(new Set(['/api/contact']));
    const emails = received.map((r) => r.email);
    expect(new Set(emails).size).toBe(emails.length);
    for (const email of emails) expect(email).toMatch(/^run-1-\d+@example\.org$/);
    expect(stream.answered.sort()).toEqual(
      received
        .filter((r) => r.status === 200)
        .map((r) => r.email)
        .sort(),
    );
    expect(stream.samples.map((s) => s.status).sort()).toEqual(
      received.map((r) => r.status).sort(),
    );
    for (const sample of stream.samples) {
      expect(sample.doneAt).toBeGreaterThanOrEqual(sample.sentAt);
      expect(sample.doneAt).toBeLessThanOrEqual(stream.now());
    }
  });

  it('counts a request left unanswered past the timeout as no answer (status 0)', async () => {
    const url = await serve(() => {
      // Never answers.
    });
    const stream = startContactStream({ url, prefix: 'run-2', connections: 2, timeoutMs: 100 });
    await vi.waitFor(() => expect(stream.samples.length).toBeGreaterThanOrEqual(2));
    await stream.stop();

    expect(stream.answered).toEqual([]);
    for (const sample of stream.samples) {
      expect(sample.status).toBe(0);
      expect(sample.doneAt - sample.sentAt).toBeGreaterThanOrEqual(90);
    }
  });
});

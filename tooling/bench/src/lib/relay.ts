/**
 * A TCP relay in front of PostgreSQL that can stall: connections stay open and new ones are
 * accepted, but nothing is forwarded, like a database that accepts connections and never
 * answers (a hung server, a network path dropping packets). Resuming forwards again.
 */
import { once } from 'node:events';
import { connect, createServer, type Socket } from 'node:net';

export interface Relay {
  port: number;
  stall(): void;
  resume(): void;
  close(): Promise<void>;
}

export async function startRelay(target: { host: string; port: number }): Promise<Relay> {
  const pairs = new Set<[Socket, Socket]>();
  let stalled = false;
  const server = createServer((client) => {
    const upstream = connect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    for (const socket of pair) {
      socket.on('error', () => pair.forEach((s) => s.destroy()));
      socket.on('close', () => pairs.delete(pair));
    }
    client.pipe(upstream).pipe(client);
    if (stalled) pair.forEach((s) => s.pause());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    port: (server.address() as { port: number }).port,
    stall() {
      stalled = true;
      for (const pair of pairs) pair.forEach((s) => s.pause());
    },
    resume() {
      stalled = false;
      for (const pair of pairs) pair.forEach((s) => s.resume());
    },
    close: async () => {
      for (const pair of pairs) pair.forEach((s) => s.destroy());
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

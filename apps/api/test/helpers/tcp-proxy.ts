import { createServer, connect, type Server, type Socket } from 'node:net';
import { once } from 'node:events';

/**
 * A TCP relay to a database server that a test can take down and bring back on the same port:
 * to the app, the database goes away (connections drop, new ones are refused) and returns.
 */
export interface TcpProxy {
  port: number;
  /** Drops every connection and refuses new ones. */
  stop(): Promise<void>;
  /** Accepts connections again, on the same port. */
  start(): Promise<void>;
  /**
   * Stalls: connections stay open and new ones are accepted, but nothing is forwarded either
   * way, like a database that accepts connections and never answers.
   */
  pause(): void;
  /** Forwards again, what was held back included. */
  resume(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let paused = false;
  const pairs = new Set<[Socket, Socket]>();

  const listen = async () => {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => {
          client.destroy();
          upstream.destroy();
        });
      }
      const pair: [Socket, Socket] = [client, upstream];
      pairs.add(pair);
      client.on('close', () => pairs.delete(pair));
      client.pipe(upstream).pipe(client);
      if (paused) for (const socket of pair) socket.pause();
    });
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  };

  const stop = async () => {
    if (!server) return;
    const closing = server;
    server = null;
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  const pause = () => {
    paused = true;
    for (const pair of pairs) for (const socket of pair) socket.pause();
  };
  const resume = () => {
    paused = false;
    for (const pair of pairs) for (const socket of pair) socket.resume();
  };

  await listen();
  return { port, stop, start: listen, pause, resume, close: stop };
}

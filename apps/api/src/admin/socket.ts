import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { adminCommands, type AdminContext } from './commands.ts';

/** The socket a server holding DATA_DIR listens on, owner only (mode 0600). */
export const ADMIN_SOCKET = 'admin.sock';

/**
 * The protocol: one JSON line `{command, args}` from the client, one JSON line back, either
 * `{ok: true, result}` or `{ok: false, error}`, then the server ends the connection.
 */
export interface AdminRequest {
  command: string;
  args: Record<string, unknown>;
}
export type AdminResponse = { ok: true; result: unknown } | { ok: false; error: string };

export const adminSocketPath = (dataDir: string) => join(dataDir, ADMIN_SOCKET);

/** Serves `adminCommands` on `DATA_DIR/admin.sock` until closed. */
export async function listenAdminSocket(dataDir: string, ctx: AdminContext): Promise<Server> {
  const path = adminSocketPath(dataDir);
  // A socket left by a process that died (we hold the data directory's lock: it is not live).
  await rm(path, { force: true });
  // Half-open: the client ends its side after the request and still reads the answer.
  const server = createServer({ allowHalfOpen: true }, (socket) => {
    const lines = createInterface({ input: socket });
    lines.once('line', (line) => {
      lines.close();
      void answer(line, ctx)
        .catch((error: unknown) => ({ ok: false as const, error: String(error) }))
        .then((response) => socket.end(serialise(response)));
    });
    socket.on('error', () => {});
  });
  // Made owner-only by the `chmod` below, not through `process.umask`: the mask is the whole
  // process's, and for as long as the listen took, a directory created meanwhile (PGlite's, the
  // mail drop's) was made without its search bit. Until the `chmod`, the data directory (created
  // 0700, db/open-database.ts) keeps others out, and connecting needs write permission on the
  // socket, which a usual umask does not give them.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  await chmod(path, 0o600);
  return server;
}

/** The request's shape, checked: `{"command": string, "args"?: object}`, nothing else. */
function parseRequest(line: string): AdminRequest | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'The request is not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'The request must be an object: {"command": "…", "args": {…}}';
  }
  const { command, args } = value as Record<string, unknown>;
  if (typeof command !== 'string') return 'The request names no command';
  if (args !== undefined && (typeof args !== 'object' || args === null || Array.isArray(args))) {
    return "The command's args must be an object";
  }
  return { command, args: (args ?? {}) as Record<string, unknown> };
}

/** Never throws: no input on the socket may end the process. */
async function answer(line: string, ctx: AdminContext): Promise<AdminResponse> {
  const request = parseRequest(line);
  if (typeof request === 'string') return { ok: false, error: request };
  const command = Object.hasOwn(adminCommands, request.command)
    ? adminCommands[request.command]
    : undefined;
  if (!command) return { ok: false, error: `Unknown command ${request.command}` };
  try {
    ctx.log.info({ command: request.command }, 'Admin command');
    return { ok: true, result: await command(ctx, request.args) };
  } catch (error) {
    ctx.log.warn({ err: error, command: request.command }, 'Admin command failed');
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

function serialise(response: AdminResponse): string {
  try {
    return `${JSON.stringify(response)}\n`;
  } catch {
    return `${JSON.stringify({ ok: false, error: 'The result could not be sent' })}\n`;
  }
}

/** Sends one command to the server listening on `DATA_DIR/admin.sock`. */
export async function sendAdminCommand(dataDir: string, request: AdminRequest): Promise<unknown> {
  const socket = createConnection(adminSocketPath(dataDir));
  socket.end(`${JSON.stringify(request)}\n`);
  const lines = createInterface({ input: socket });
  const closed = new Promise<never>((_, reject) => {
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('The server closed the admin socket unanswered')));
  });
  const first = new Promise<string>((resolve) => lines.once('line', resolve));
  const response = JSON.parse(await Promise.race([first, closed])) as AdminResponse;
  socket.destroy();
  if (!response.ok) throw new Error(response.error);
  return response.result;
}

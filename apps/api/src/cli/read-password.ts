import { stdin, stderr } from 'node:process';

/** All of standard input (a pipe or a file), without its last line break. */
async function readPiped(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Asks on the terminal without echoing what is typed. */
function prompt(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    stderr.write(question);
    stdin.setRawMode(true);
    stdin.resume();
    stdin.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (data: string) => {
      for (const char of data) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('Cancelled.'));
        if (char === '\u007f' || char === '\b') typed = [...typed].slice(0, -1).join('');
        else if (char >= ' ') typed += char;
      }
    };
    stdin.on('data', onData);
  });
}

/**
 * The new password: read from standard input when it is not a terminal (one line), else
 * asked twice without echo.
 */
export async function readPassword(): Promise<string> {
  if (!stdin.isTTY) return readPiped();
  const first = await prompt('Password (at least 12 characters): ');
  const second = await prompt('Same password again: ');
  if (first !== second) throw new Error('The two passwords differ.');
  return first;
}

import { describe, expect, it } from 'vitest';
import { runNode } from './helpers/cli.ts';

describe('the API run by tsx (pnpm dev, the CLIs, the bench)', () => {
  // tsx compiles JSX only in the files its tsconfig includes; the e-mail templates live in
  // packages/emails, and once rendered as classic JSX they failed with "React is not defined".
  it('renders an e-mail', async () => {
    const run = await runNode('test/fixtures/render-email.ts', [], {}, { timeoutMs: 60_000 });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const rendered = JSON.parse(run.stdout) as { html: number; subject: string };
    expect(rendered.html).toBeGreaterThan(1000);
    expect(rendered.subject).not.toBe('confirm.subject');
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  commandInBundle,
  DOCKERFILE,
  parseImageCommand,
  productionLaunch,
} from '../src/lib/dockerfile.ts';
import { REPO_ROOT } from '../src/lib/env.ts';

describe('the Dockerfile and the cluster bench', () => {
  const dockerfile = readFileSync(DOCKERFILE, 'utf8');

  it('the bench starts each server with exactly the command of the image, in the bundle', () => {
    // Read independently of the parser: the last CMD line, in exec form.
    const cmdLine = dockerfile
      .split('\n')
      .filter((line) => /^CMD\s/.test(line))
      .at(-1);
    expect(cmdLine, 'the Dockerfile has a CMD').toBeDefined();
    expect(dockerfile, 'no ENTRYPOINT is prepended to it').not.toMatch(/^ENTRYPOINT\s/m);
    const [program, ...args] = JSON.parse(cmdLine!.replace(/^CMD\s+/, '')) as string[];

    const launch = productionLaunch('/srv/bundle');
    expect(program).toBe('node');
    expect(launch).toEqual({ command: process.execPath, args, cwd: '/srv/bundle' });
  });

  it('is the command `pnpm start` of the api runs, so the bundle has what it names', () => {
    const pkg = JSON.parse(readFileSync(`${REPO_ROOT}apps/api/package.json`, 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(parseImageCommand(dockerfile).argv.join(' ')).toBe(pkg.scripts.start);
  });

  it('runs as a user other than root, in the folder the bundle is copied to', () => {
    const image = parseImageCommand(dockerfile);
    expect(image.bundleAt).toBe(image.workdir);
    const users = [...dockerfile.matchAll(/^USER\s+(\S+)/gm)].map((match) => match[1]);
    expect(users.at(-1)).toBeDefined();
    expect(users.at(-1)).not.toMatch(/^(root|0)(:|$)/);
  });
});

describe('parseImageCommand', () => {
  const base = 'FROM node:24-slim\nWORKDIR /app\nCOPY dist/bundle/ ./\n';

  it('joins ENTRYPOINT and CMD, across continuation lines and comments', () => {
    const image = parseImageCommand(
      `${base}# the server\nENTRYPOINT ["node", \\\n  "--enable-source-maps"]\nCMD ["dist/server.js"]\n`,
    );
    expect(image).toEqual({
      workdir: '/app',
      bundleAt: '/app',
      argv: ['node', '--enable-source-maps', 'dist/server.js'],
    });
  });

  it('takes the last CMD, ignores HEALTHCHECK … CMD, and a later ENTRYPOINT clears an earlier CMD', () => {
    expect(
      parseImageCommand(
        `${base}CMD ["node", "a.js"]\nHEALTHCHECK CMD ["node", "-e", "1"]\nCMD ["node", "b.js"]\n`,
      ).argv,
    ).toEqual(['node', 'b.js']);
    expect(parseImageCommand(`${base}CMD ["x.js"]\nENTRYPOINT ["node", "y.js"]\n`).argv).toEqual([
      'node',
      'y.js',
    ]);
  });

  it('refuses the shell form, which would put sh between the signals and the server', () => {
    expect(() => parseImageCommand(`${base}CMD node dist/server.js\n`)).toThrow(/exec form/);
  });

  it('reads the final stage only, and WORKDIR relative to the previous one', () => {
    const image = parseImageCommand(
      `FROM node:24 AS build\nWORKDIR /src\nCMD ["node", "build.js"]\nFROM node:24-slim\nWORKDIR /srv\nWORKDIR app\nCOPY --chown=node dist/bundle /srv/app\nCMD ["node", "dist/server.js"]\n`,
    );
    expect(image).toEqual({
      workdir: '/srv/app',
      bundleAt: '/srv/app',
      argv: ['node', 'dist/server.js'],
    });
    expect(() => parseImageCommand('FROM a\nCMD ["node"]\nFROM b\n')).toThrow(/neither/);
  });

  it('maps absolute paths inside WORKDIR into the bundle, and refuses what it cannot run', () => {
    const image = parseImageCommand(`${base}CMD ["node", "/app/dist/server.js"]\n`);
    expect(commandInBundle(image, '/b', '/usr/bin/node')).toEqual({
      command: '/usr/bin/node',
      args: ['/b/dist/server.js'],
      cwd: '/b',
    });
    expect(() =>
      commandInBundle(parseImageCommand(`${base}CMD ["node", "/opt/x.js"]\n`), '/b'),
    ).toThrow(/outside its WORKDIR/);
    expect(() => commandInBundle(parseImageCommand(`${base}CMD ["tini", "x"]\n`), '/b')).toThrow(
      /not node/,
    );
    expect(() =>
      commandInBundle(parseImageCommand('FROM a\nWORKDIR /app\nCMD ["node", "x.js"]\n'), '/b'),
    ).toThrow(/copies the bundle to nowhere/);
  });
});

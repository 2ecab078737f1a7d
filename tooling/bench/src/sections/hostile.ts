/**
 * Hostile input: fast-check payloads (wrong types, huge strings, unicode, injection strings,
 * missing and extra fields, broken JSON, other media types, forms) against both endpoints of
 * the real app, in-process through Fastify's inject (the whole request pipeline: content-type
 * parsers, body limit, hooks, handlers, database). No answer may be a 5xx; every rejection must
 * be a 400, 413 or 415 with field-level errors (`body` when the body as a whole is at fault; a
 * 303 to the error page for a form post); every accepted body is read back from its row, byte
 * for byte.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import fc from 'fast-check';
import { addAccount, buildApp } from '@travel/api';
import { STAFF_SESSION_COOKIE } from '@travel/schemas';
import { writeWebBuildManifest } from '@travel/schemas/web-build/write';
import type { Measurement } from '../lib/budgets.ts';
import {
  expectedContactRow,
  expectedSubscriberRow,
  hostileCase,
  judgeAnswer,
  rowDifferences,
  singleLineViolations,
  storedText,
  withUniqueEmail,
  type HostileRequest,
  type Verdict,
} from '../lib/hostile.ts';
import { HOSTILE_BUILD, HOSTILE_PATHS, judgePathAnswer } from '../lib/hostile-paths.ts';
import { staffQueryCase, staffQueryUrl } from '../lib/hostile-staff.ts';
import { ENDPOINT_PATHS } from '../lib/leads.ts';
import { databaseName } from '../lib/server.ts';
import { formatInt, type Table } from '../lib/table.ts';
import { databaseKinds, freshDatabase, type Section } from './context.ts';

const EXAMPLES = 3;

function describeRequest(request: HostileRequest): string {
  const text =
    request.kind === 'json'
      ? JSON.stringify(request.body)
      : request.kind === 'raw'
        ? `${request.contentType ?? '(no content-type)'} ${request.body}`
        : `form ${new URLSearchParams(request.fields).toString()}`;
  return text.length > 240 ? `${text.slice(0, 240)}… (${text.length} chars)` : text;
}

export const hostile: Section = async (context) => {
  const { options, progress } = context;
  const rows: string[][] = [];
  const measurements: Measurement[] = [];
  const notes: string[] = [];
  const cases = fc.sample(hostileCase, { numRuns: options.cases, seed: options.seed });

  // The per-IP limits would turn most of these into 429s: raise them, as for the load runs.
  process.env.RATE_LIMIT_MAX = '1000000000';
  process.env.RATE_LIMIT_NEWSLETTER_MAX = '1000000000';

  for (const kind of databaseKinds(context)) {
    const database = await freshDatabase(context, kind, 'hostile');
    const name = databaseName(database);
    progress(`hostile: ${cases.length} payloads on ${name} (seed ${options.seed})`);
    const app = await buildApp({ database, webBuildDir: null, logger: false });
    const counts = {
      accepted: 0,
      fieldErrors: 0,
      bodyErrors: 0,
      formAccepted: 0,
      formRejected: 0,
      serverErrors: 0,
      bad: 0,
      readBack: 0,
      mismatches: 0,
    };
    const examples = {
      serverErrors: [] as string[],
      bad: [] as string[],
      mismatches: [] as string[],
    };
    const started = performance.now();

    try {
      for (const [index, generated] of cases.entries()) {
        const email = `${context.runId}-h${index}-${kind}@example.org`;
        const request = withUniqueEmail(generated.request, email);
        const url = ENDPOINT_PATHS[generated.endpoint];
        const response =
          request.kind === 'json'
            ? await app.inject({
                method: 'POST',
                url,
                headers: { 'content-type': 'application/json' },
                payload: JSON.stringify(request.body),
              })
            : request.kind === 'raw'
              ? await app.inject({
                  method: 'POST',
                  url,
                  headers: request.contentType ? { 'content-type': request.contentType } : {},
                  payload: request.body,
                })
              : await app.inject({
                  method: 'POST',
                  url,
                  headers: { 'content-type': 'application/x-www-form-urlencoded' },
                  payload: new URLSearchParams(request.fields).toString(),
                });

        const verdict: Verdict = judgeAnswer(
          generated.endpoint,
          request.kind === 'form',
          response.statusCode,
          response.headers,
          response.body,
        );
        const example = () =>
          `${generated.endpoint} ${describeRequest(request)} → ${response.statusCode} ${response.body.slice(0, 160)}`;
        switch (verdict.kind) {
          case 'accepted':
            counts.accepted += 1;
            break;
          case 'rejected':
            if (verdict.bodyLevel) counts.bodyErrors += 1;
            else counts.fieldErrors += 1;
            break;
          case 'form-redirect':
            if (verdict.accepted) counts.formAccepted += 1;
            else counts.formRejected += 1;
            break;
          case 'server-error':
            counts.serverErrors += 1;
            if (examples.serverErrors.length < EXAMPLES) examples.serverErrors.push(example());
            break;
          case 'bad':
            counts.bad += 1;
            if (examples.bad.length < EXAMPLES)
              examples.bad.push(`${verdict.problem}: ${example()}`);
            break;
        }

        // Read back what was accepted, when the body is ours to find (its unique address).
        const accepted =
          verdict.kind === 'accepted' || (verdict.kind === 'form-redirect' && verdict.accepted);
        if (!accepted || request.kind === 'raw') continue;
        const body = (request.kind === 'json' ? request.body : request.fields) as Record<
          string,
          unknown
        >;
        // A line break, control or text-direction character in a single-line field is refused.
        const encoding = request.kind === 'form' ? 'form' : 'json';
        const broken =
          typeof body === 'object' && body !== null
            ? singleLineViolations(generated.endpoint, body, encoding)
            : [];
        if (broken.length > 0) {
          counts.bad += 1;
          if (examples.bad.length < EXAMPLES)
            examples.bad.push(`accepted a control character in ${broken.join(', ')}: ${example()}`);
          continue;
        }
        if (typeof body !== 'object' || body === null || storedText(body.email) !== email) continue;
        const expected =
          generated.endpoint === 'contact'
            ? expectedContactRow(body, encoding)
            : expectedSubscriberRow(body);
        if (!expected) continue;
        const stored =
          generated.endpoint === 'contact'
            ? await app.db.selectFrom('contacts').selectAll().where('email', '=', email).execute()
            : await app.db
                .selectFrom('newsletterSubscribers')
                .selectAll()
                .where('email', '=', email)
                .execute();
        counts.readBack += 1;
        const differences =
          stored.length === 1
            ? rowDifferences(expected, stored[0] as unknown as Record<string, unknown>)
            : [`${stored.length} rows for one accepted body`];
        if (differences.length > 0) {
          counts.mismatches += 1;
          if (examples.mismatches.length < EXAMPLES)
            examples.mismatches.push(`${differences.join('; ')} — ${example()}`);
        }
      }
    } finally {
      await app.close();
    }

    const seconds = (performance.now() - started) / 1000;
    progress(`hostile: ${name} done in ${seconds.toFixed(1)} s`);
    const subject = name;
    measurements.push(
      { section: 'hostile', subject, metric: 'cases', value: cases.length },
      { section: 'hostile', subject, metric: 'serverErrors', value: counts.serverErrors },
      { section: 'hostile', subject, metric: 'badAnswers', value: counts.bad },
      { section: 'hostile', subject, metric: 'mismatches', value: counts.mismatches },
      { section: 'hostile', subject, metric: 'readBack', value: counts.readBack },
    );
    rows.push([
      name,
      formatInt(cases.length),
      formatInt(counts.accepted + counts.formAccepted),
      formatInt(counts.fieldErrors),
      formatInt(counts.bodyErrors),
      formatInt(counts.formRejected),
      formatInt(counts.serverErrors),
      formatInt(counts.bad),
      formatInt(counts.readBack),
      formatInt(counts.mismatches),
    ]);
    for (const [kindOfProblem, list] of Object.entries(examples)) {
      for (const line of list) notes.push(`${name} ${kindOfProblem}: ${line}`);
    }
  }

  // Hostile addresses against a served build with secrets in dotfiles.
  const build = mkdtempSync(join(tmpdir(), 'bench-hostile-build-'));
  const paths = { requests: 0, serverErrors: 0, leaks: 0 };
  try {
    for (const [file, content] of Object.entries(HOSTILE_BUILD)) {
      mkdirSync(dirname(join(build, file)), { recursive: true });
      writeFileSync(join(build, file), content);
    }
    // As the web build ends: the manifest the server reads at start.
    writeWebBuildManifest(build, 'en');
    const [kind] = databaseKinds(context);
    const database = await freshDatabase(context, kind!, 'hostile-paths');
    const app = await buildApp({ database, webBuildDir: build, logger: false });
    try {
      for (const url of HOSTILE_PATHS) {
        for (const headers of [{}, { cookie: 'language=es' }]) {
          const response = await app.inject({ method: 'GET', url, headers });
          paths.requests += 1;
          const verdict = judgePathAnswer(response.statusCode, response.body, response.headers);
          if (verdict === 'ok') continue;
          if (verdict === 'server-error') paths.serverErrors += 1;
          else paths.leaks += 1;
          notes.push(
            `path ${verdict}: GET ${url} ${JSON.stringify(headers)} → ${response.statusCode}`,
          );
        }
      }
    } finally {
      await app.close();
    }
  } finally {
    rmSync(build, { recursive: true, force: true });
  }
  progress(
    `hostile: ${paths.requests} hostile addresses, ${paths.serverErrors} 5xx, ${paths.leaks} leaks`,
  );
  measurements.push(
    { section: 'hostile', subject: 'paths', metric: 'serverErrors', value: paths.serverErrors },
    { section: 'hostile', subject: 'paths', metric: 'leaks', value: paths.leaks },
  );
  notes.push(
    `Paths: ${formatInt(paths.requests)} GETs of dotfiles, \`..\` and encoded separators (with and without a language cookie) against a build with secrets in dotfiles: ${paths.serverErrors} × 5xx, ${paths.leaks} leaks.`,
  );

  // Hostile query strings on the staff routes, signed in (issue 29).
  const staff = { requests: 0, serverErrors: 0 };
  {
    const [kind] = databaseKinds(context);
    const database = await freshDatabase(context, kind!, 'hostile-staff');
    const app = await buildApp({ database, webBuildDir: null, logger: false });
    try {
      const email = `${context.runId}-staff@agency.example`;
      const password = 'a hostile bench staff password';
      await addAccount(app.db, { email, name: 'Bench', password });
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/staff/session',
        headers: { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
        payload: { email, password },
      });
      const cookie = signIn.cookies.find((entry) => entry.name === STAFF_SESSION_COOKIE);
      if (signIn.statusCode !== 200 || !cookie) {
        throw new Error(`hostile: staff sign-in answered ${signIn.statusCode}`);
      }
      const queries = fc.sample(staffQueryCase, { numRuns: options.cases, seed: options.seed });
      for (const query of queries) {
        const url = staffQueryUrl(query);
        const response = await app.inject({
          method: 'GET',
          url,
          cookies: { [cookie.name]: cookie.value },
        });
        staff.requests += 1;
        if (response.statusCode >= 500) {
          staff.serverErrors += 1;
          if (staff.serverErrors <= EXAMPLES) {
            notes.push(
              `staff query server-error: GET ${url.slice(0, 240)} → ${response.statusCode}`,
            );
          }
        }
      }
    } finally {
      await app.close();
    }
  }
  progress(`hostile: ${staff.requests} staff queries signed in, ${staff.serverErrors} 5xx`);
  measurements.push({
    section: 'hostile',
    subject: 'staff',
    metric: 'serverErrors',
    value: staff.serverErrors,
  });
  notes.push(
    `Staff: ${formatInt(staff.requests)} GETs of the leads and subscribers lists and exports with hostile query parameters (impossible days, unicode, injection strings, garbage cursors), signed in: ${staff.serverErrors} × 5xx.`,
  );

  const table: Table = {
    title: `Hostile input — ${formatInt(cases.length)} fast-check payloads per database (seed ${options.seed}), both endpoints, through Fastify inject`,
    columns: [
      { header: 'Database' },
      { header: 'Payloads', align: 'right' },
      { header: 'Accepted', align: 'right' },
      { header: '4xx fields', align: 'right' },
      { header: '4xx body', align: 'right' },
      { header: 'Form→error', align: 'right' },
      { header: '5xx', align: 'right' },
      { header: 'Bad answer', align: 'right' },
      { header: 'Read back', align: 'right' },
      { header: 'Mismatch', align: 'right' },
    ],
    rows,
    notes: [
      '4xx fields: a 400 whose errors [{field, message}] name the form fields at fault. 4xx body: a 400/413/415 whose errors name the body as a whole (unreadable JSON, too large, another media type). Form→error: a urlencoded post sent on to /form-error or /form-error/invalid (303).',
      'Read back: accepted bodies whose row was read and compared field by field (trimmed text, byte for byte). Replay a run with --seed.',
      ...notes,
    ],
  };
  return { tables: [table], measurements, notes: [] };
};

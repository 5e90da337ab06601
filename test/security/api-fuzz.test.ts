/**
 * Hostile API input, property-based: requests generated from the OpenAPI document the server
 * serves (test/security/api-fuzz-requests.ts) and mutated (wrong types, huge and empty values,
 * unicode, injection strings, duplicate and unknown fields and parameters, malformed JSON, wrong
 * media types, bodies over the limit, encoded slashes and dots, hostile offsets), sent over real
 * HTTP to a real server on each database engine. Every answer is a 2xx or a 4xx, never a 5xx or a
 * hang; every 4xx is exactly `{statusCode, message, error}`; a certainly invalid request gets a
 * 4xx; and a rejected request leaves every table of the database as it was.
 *
 * CI runs FUZZ_RUNS (default 200) requests per engine from the fixed seed FUZZ_SEED; fast-check
 * prints the seed and the shrunk request on failure. A longer run:
 *   FUZZ_RUNS=5000 FUZZ_SEED=$RANDOM npx vitest run test/security/api-fuzz.test.ts
 */
import fc from 'fast-check';
import http from 'node:http';
import { STATUS_CODES } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODY_LIMIT_BYTES, MAX_HEADER_BYTES } from '../../src/api/app.js';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan } from '../helpers/fixtures.js';
import { createTestRepository, type TestRepository } from '../helpers/git-repository.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { hostileRequests, operationsOf, type KnownValues, type Operation, type RawRequest } from './api-fuzz-requests.js';
import { databaseSnapshot } from './snapshot.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
/** No single request may take longer than this: longer is a hang. */
const REQUEST_TIMEOUT_MS = 10_000;

interface Answer {
  status: number;
  text: string;
}

/** Sends a raw request with node:http (which, unlike fetch, sends the path exactly as given). */
function send(baseUrl: string, request: RawRequest): Promise<Answer> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { ...request.headers, connection: 'close' };
    if (request.body !== undefined && !request.chunked) headers['content-length'] = request.body.length;
    const req = http.request({ host: '127.0.0.1', port: Number(port), method: request.method, path: request.path, headers, agent: false });
    let answered = false;
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms (a hang)`));
    }, REQUEST_TIMEOUT_MS);
    req.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        resolve({ status: response.statusCode!, text: Buffer.concat(chunks).toString('utf8') });
      });
      response.on('error', reject);
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server may answer 413 and close before the whole body is written: the answer counts.
      if (answered && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) return;
      clearTimeout(timer);
      const raw = (error as { rawPacket?: Buffer }).rawPacket;
      reject(raw ? new Error(`${error.message}; the server sent: ${JSON.stringify(raw.toString('latin1').slice(0, 1000))}`) : error);
    });
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

function describeRequest(request: RawRequest): string {
  return `${request.mutations.join(' | ')}\n${request.method} ${request.path.slice(0, 300)}`;
}

/** The error shape of the spec, exactly: no other key, `error` the status text. */
function expectErrorShape(answer: Answer, where: string): void {
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new Error(`${where}\n${answer.status} answer is not JSON: ${answer.text.slice(0, 200)}`);
  }
  expect(body, where).toEqual({ statusCode: answer.status, message: expect.any(String), error: STATUS_CODES[answer.status] });
}

describe.each(engines())('hostile API input on %s', (engine) => {
  let server: TestServer;
  let repo: TestRepository;
  let operations: Operation[];
  let known: KnownValues;
  const counts = { requests: 0, accepted: 0, rejected: 0 };
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    server = await startTestServer(engine);
    repo = createTestRepository({ 'src/app.js': 'export const ok = 1;\n', 'README.md': '# fuzz\n' });
    const project = await seedProject(server.store.db);
    const codebase = await seedCodebase(server.store.db, project.projectId, repo.dir);
    const scan = await seedScan(server.store.db, project.projectId, codebase.id);
    const issues = await seedIssues(server.store.db, [
      { projectId: project.projectId, codebaseId: codebase.id, scanId: scan.id },
      { projectId: project.projectId, codebaseId: codebase.id, scanId: scan.id, severity: 'low', status: 'closed' },
    ]);
    const document = await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json();
    operations = operationsOf(document);
    known = {
      ids: { projectId: project.projectId, codebaseId: codebase.id, scanId: scan.id, issueId: issues[0]!.id },
      branch: 'main',
      key: project.keys.admin,
      publicTemplates: ['/v1/openapi.json'],
    };
  });

  afterAll(async () => {
    await server?.close();
    repo?.dispose();
    console.log(`api fuzz on ${engine}: ${counts.requests} requests, ${counts.accepted} accepted, ${counts.rejected} rejected; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  });

  it('reads every operation of the document, bodies and parameters included', () => {
    const names = operations.map((o) => `${o.method} ${o.template}`);
    expect(names).toEqual(expect.arrayContaining(['POST /v1/scan-workflows/start', 'PATCH /v1/issues/{issueId}', 'GET /v1/issues', 'GET /v1/codebase/{codebaseId}/files']));
    expect(operations.find((o) => o.method === 'GET' && o.template === '/v1/issues')!.query.map((q) => q.name)).toEqual(expect.arrayContaining(['limit', 'offset', 'status']));
    expect(Object.keys(operations.find((o) => o.method === 'PATCH')!.body!.properties!)).toEqual(['status', 'reason']);
  });

  it('holds the documented size limits at their edges: body, request head (URL included)', async () => {
    const auth = { authorization: `Bearer ${known.key}` };
    const patch = `/v1/issues/${known.ids.issueId}`;
    const json = { 'content-type': 'application/json' };
    const atLimit = Buffer.from(JSON.stringify({ status: 'open', padding: 'x'.repeat(BODY_LIMIT_BYTES - 40) }).padEnd(BODY_LIMIT_BYTES, ' '));
    expect(atLimit.length).toBe(BODY_LIMIT_BYTES);
    const overLimit = Buffer.concat([atLimit, Buffer.from(' ')]);
    const base = { mutations: ['limits'], mustReject: false };
    expect((await send(server.baseUrl, { ...base, method: 'PATCH', path: patch, headers: { ...auth, ...json }, body: atLimit })).status).toBe(200);
    for (const chunked of [false, true]) {
      const answer = await send(server.baseUrl, { ...base, method: 'PATCH', path: patch, headers: { ...auth, ...json }, body: overLimit, chunked });
      expect(answer.status).toBe(413);
      expectErrorShape(answer, 'body over the limit');
    }
    const within = await send(server.baseUrl, { ...base, method: 'GET', path: `/v1/issues?branch=${'b'.repeat(200)}&x=${'y'.repeat(MAX_HEADER_BYTES / 2)}`, headers: auth });
    expect(within.status).toBe(200);
    for (const [path, headers] of [
      [`/v1/issues?x=${'y'.repeat(MAX_HEADER_BYTES)}`, auth],
      ['/v1/issues', { ...auth, 'x-filler': 'f'.repeat(MAX_HEADER_BYTES) }],
    ] as const) {
      const answer = await send(server.baseUrl, { ...base, method: 'GET', path, headers });
      expect(answer.status).toBe(431);
      expectErrorShape(answer, 'head over the limit');
    }
  });

  // Found by the property below, kept as examples (PostgreSQL answered 500: it cannot hold NUL in text).
  it('refuses NUL in ids, filters and branch names with 400 naming the field, before the database', async () => {
    const requests: [string, string, string | undefined, string][] = [
      ['GET', '/v1/issues?branch=a%00b', undefined, 'querystring/branch must not contain NUL characters'],
      ['GET', '/v1/issues?codebaseId=%00', undefined, 'querystring/codebaseId must not contain NUL characters'],
      ['GET', '/v1/issues/iss%00', undefined, 'params/issueId must not contain NUL characters'],
      ['GET', `/v1/codebase/${known.ids.codebaseId}/files?branchName=ma%00in`, undefined, 'querystring/branchName must not contain NUL characters'],
      ['POST', '/v1/scan-workflows/start', JSON.stringify({ codebaseId: `${known.ids.codebaseId}\u0000`, branch: 'main' }), 'body/codebaseId must not contain NUL characters'],
      ['PATCH', '/v1/issues/x%00', '{"status":"closed"}', 'params/issueId must not contain NUL characters'],
    ];
    for (const [method, path, body, message] of requests) {
      const before = await databaseSnapshot(server.store.db);
      const answer = await send(server.baseUrl, { method, path, headers: { authorization: `Bearer ${known.key}`, ...(body ? { 'content-type': 'application/json' } : {}) }, body: body === undefined ? undefined : Buffer.from(body), mutations: [path], mustReject: true });
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.text)).toEqual({ statusCode: 400, message, error: 'Bad Request' });
      expect(await databaseSnapshot(server.store.db)).toEqual(before);
    }
  });

  it('answers once when the router refuses a URL while a large chunked body is still coming', async () => {
    const request: RawRequest = {
      method: 'GET',
      path: '/v1/codebase/%ED%A0%80',
      headers: { authorization: `Bearer ${known.key}`, 'content-type': 'application/json' },
      body: Buffer.from(JSON.stringify({ padding: 'x'.repeat(BODY_LIMIT_BYTES + 1) })),
      chunked: true,
      mutations: ['bad URL, chunked body over the limit'],
      mustReject: true,
    };
    for (let i = 0; i < 3; i++) {
      // node:http's parser fails ("Data after Connection: close") if a second answer follows the first.
      const answer = await send(server.baseUrl, request);
      expect(answer.status).toBe(400);
      expectErrorShape(answer, 'bad URL');
    }
  });

  it(`answers ${RUNS} mutated requests with a 2xx or a 4xx in the error shape, and changes nothing when it rejects`, async () => {
    await fc.assert(
      fc.asyncProperty(hostileRequests(operations, known, { bodyLimitBytes: BODY_LIMIT_BYTES }), async (request) => {
        const where = describeRequest(request);
        const before = await databaseSnapshot(server.store.db);
        const answer = await send(server.baseUrl, request);
        counts.requests += 1;
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        expect(answer.status, `${where}\n${answer.text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
        expect(answer.status, `${where}\n${answer.text.slice(0, 300)}`).toBeLessThan(500);
        if (answer.status >= 300) {
          counts.rejected += 1;
          expect(answer.status, where).toBeGreaterThanOrEqual(400);
          expectErrorShape(answer, where);
          expect(await databaseSnapshot(server.store.db), `${where}\nthe database changed`).toEqual(before);
        } else {
          counts.accepted += 1;
          expect(request.mustReject, `${where}\naccepted with ${answer.status}: ${answer.text.slice(0, 200)}`).toBe(false);
        }
      }),
      { numRuns: RUNS, seed: SEED, path: process.env.FUZZ_PATH, endOnFailure: true, verbose: fc.VerbosityLevel.Verbose },
    );
    expect(counts.rejected).toBeGreaterThan(RUNS / 2);
  }, 600_000);
});

/**
 * Failures answered by the framework rather than by Vigil's routes (router, body parsers, Node's
 * HTTP parser), hostile numbers in the query, and odd bodies: every answer is in the error shape
 * `{statusCode, message, error}` with `error` the status text, and never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import { STATUS_CODES } from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../src/api/app.js';
import { CodebaseGit } from '../../src/git/index.js';
import { GitRepositoryBrowser } from '../../src/workflows/index.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { RecordingProducer } from '../helpers/recording-producer.js';
import { seedCodebase, seedIssues, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';

function expectErrorShape(res: { status: number; body: any }, status: number) {
  expect(res.status).toBe(status);
  expect(Object.keys(res.body).sort()).toEqual(['error', 'message', 'statusCode']);
  expect(res.body.statusCode).toBe(status);
  expect(res.body.error).toBe(STATUS_CODES[status]);
  expect(typeof res.body.message).toBe('string');
}

/** One raw HTTP/1.1 exchange, for requests fetch refuses to send. */
function rawRequest(baseUrl: string, request: string): Promise<{ status: number; body: any }> {
  const { port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    // Written without half-closing: a server that sees the client's end may find the socket no
    // longer writable and drop its answer. Every request here makes the server close the socket.
    const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
    socket.setTimeout(5000, () => socket.destroy());
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
      const bodyText = text.slice(text.indexOf('\r\n\r\n') + 4);
      let body: unknown = bodyText;
      try {
        body = JSON.parse(bodyText);
      } catch {
        // Not JSON: kept for the assertion message.
      }
      resolve({ status, body });
    });
  });
}

describe.each(engines())('framework-level failures on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let project: SeededProject;
  let issueId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = client(server.baseUrl);
    project = await seedProject(server.store.db);
    const codebase = await seedCodebase(server.store.db, project.projectId, '/srv/repos/app');
    const scan = await seedScan(server.store.db, project.projectId, codebase.id);
    const [issue] = await seedIssues(server.store.db, [{ projectId: project.projectId, codebaseId: codebase.id, scanId: scan.id }]);
    issueId = issue!.id;
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers a bad percent-encoding with 400 in the error shape, without echoing the URL', async () => {
    for (const key of [undefined, project.keys.admin]) {
      const res = await api('GET', '/v1/issues/%ZZ', { key });
      expectErrorShape(res, 400);
      expect(res.body.message).not.toContain('%ZZ');
    }
  });

  it('treats ids of 101 to 200 characters like any id: 401 without a key, 404 with one', async () => {
    for (const length of [101, 150, 200]) {
      const id = 'i'.repeat(length);
      expectErrorShape(await api('GET', `/v1/issues/${id}`), 401);
      const found = await api('GET', `/v1/issues/${id}`, { key: project.keys.admin });
      expectErrorShape(found, 404);
      expect(found.body.message).toBe('Issue not found');
      expectErrorShape(await api('GET', `/v1/codebase/${id}`, { key: project.keys.viewer }), 404);
    }
  });

  it('refuses ids over 200 characters with 400 naming the parameter, absurd ones with 414', async () => {
    const long = await api('GET', `/v1/issues/${'i'.repeat(201)}`, { key: project.keys.admin });
    expectErrorShape(long, 400);
    expect(long.body.message).toBe('params/issueId must NOT have more than 200 characters');
    for (const key of [undefined, project.keys.admin]) {
      const absurd = await api('GET', `/v1/issues/${'i'.repeat(5000)}`, { key });
      expectErrorShape(absurd, 414);
      expect(absurd.body.message).not.toContain('iiii');
    }
  });

  it('sweeps the body parser failures: each a 4xx in the error shape', async () => {
    const patch = `/v1/issues/${issueId}`;
    const key = project.keys.admin;
    const cases: Array<[number, Parameters<typeof api>[2]]> = [
      [400, { key, rawBody: '{"status":', contentType: 'application/json' }],
      [400, { key, rawBody: '', contentType: 'application/json' }],
      [400, { key, rawBody: '"closed"', contentType: 'application/json' }],
      [400, { key, rawBody: 'null', contentType: 'application/json' }],
      [415, { key, rawBody: 'status=closed', contentType: 'application/x-www-form-urlencoded' }],
      [415, { key, rawBody: 'closed', contentType: 'text/plain' }],
      [415, { key, rawBody: '{"status":"closed"}', contentType: 'application/xml' }],
      [413, { key, rawBody: JSON.stringify({ status: 'closed', reason: 'x'.repeat(1024 * 1024) }), contentType: 'application/json' }],
    ];
    for (const [status, options] of cases) {
      const res = await api('PATCH', patch, options);
      expectErrorShape(res, status);
    }
    // Nothing above changed the issue.
    const after = await api('GET', patch, { key });
    expect(after.body.status).toBe('open');
  });

  it('sweeps the HTTP parser failures: malformed request line, header too large, bad Content-Length', async () => {
    const cases: Array<[number, string]> = [
      [400, 'THIS IS NOT HTTP\r\n\r\n'],
      [431, `GET /v1/issues HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Filler: ${'a'.repeat(64 * 1024)}\r\n\r\n`],
      [400, 'PATCH /v1/issues/x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: nope\r\n\r\n{}'],
      [404, 'PROPFIND /v1/issues HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
      [404, 'OPTIONS * HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
      [400, 'GET /v1/issues/%E0%A4%A HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'],
      [400, 'PATCH /v1/issues/x HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nZZ\r\n{}\r\n0\r\n\r\n'],
      // Content-Encoding is not decoded: the body is read as the JSON it is, and validated.
      [400, 'PATCH /v1/issues/x HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer KEY\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}'],
    ];
    for (const [status, request] of cases) {
      const res = await rawRequest(server.baseUrl, request.replace('KEY', project.keys.admin));
      expectErrorShape(res, status);
    }
  });

  it('ignores a __proto__ key in a JSON body like any unknown field', async () => {
    const res = await api('PATCH', `/v1/issues/${issueId}`, {
      key: project.keys.admin,
      rawBody: '{"status":"closed","__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('closed');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await api('PATCH', `/v1/issues/${issueId}`, { key: project.keys.admin, body: { status: 'open' } });
  });

  it('refuses a reason with NUL or one that shows nothing, naming the field', async () => {
    for (const reason of ['accepted\u0000risk', '\u0000', '\u200B', '\u200B\u200C\u200D\uFEFF', ' \t\n ', '\u3164\u2060']) {
      const res = await api('PATCH', `/v1/issues/${issueId}`, { key: project.keys.admin, body: { status: 'ignored', reason } });
      expectErrorShape(res, 400);
      expect(res.body.message).toMatch(/^reason /);
    }
    const after = await api('GET', `/v1/issues/${issueId}`, { key: project.keys.admin });
    expect(after.body.status).toBe('open');
  });

  it('answers hostile offsets and limits without a 5xx: an empty page past the end, 400 naming the field otherwise', async () => {
    const key = project.keys.admin;
    for (const offset of ['1e20', '9223372036854775808', '18446744073709551616', '1e308', String(Number.MAX_SAFE_INTEGER + 1)]) {
      const res = await api('GET', `/v1/issues?offset=${offset}`, { key });
      expectErrorShape(res, 400);
      expect(res.body.message).toBe(`querystring/offset must be <= ${Number.MAX_SAFE_INTEGER}`);
    }
    for (const offset of ['1e400', '-1', '-0.5', '1.5', '1e-3', 'NaN', 'Infinity', '-1e20', '0x', '']) {
      const res = await api('GET', `/v1/issues?offset=${encodeURIComponent(offset)}`, { key });
      expectErrorShape(res, 400);
      expect(res.body.message).toMatch(/^querystring\/offset /);
    }
    for (const [offset, expected] of [['2147483648', 2147483648], ['1e15', 1e15], [String(Number.MAX_SAFE_INTEGER), Number.MAX_SAFE_INTEGER], ['1e0', 1]] as const) {
      const res = await api('GET', `/v1/issues?offset=${offset}`, { key });
      expect(res.status, offset).toBe(200);
      expect(res.body).toEqual({ issues: [], total: 1, limit: 50, offset: expected });
    }
    for (const limit of ['1e20', '1e400', '-1', '0.5', '101', '1e2x']) {
      const res = await api('GET', `/v1/issues?limit=${limit}`, { key });
      expectErrorShape(res, 400);
      expect(res.body.message).toMatch(/^querystring\/limit /);
    }
  });
});

describe.each(engines())('503 causes on %s', (engine) => {
  it('logs why the repository could not be read and sends only a generic message', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-503-'));
    const { store, dispose } = await createTestStore(engine);
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp({
      db: store.db,
      producer: new RecordingProducer(),
      browser: new GitRepositoryBrowser(new CodebaseGit({ dataDir })),
      server: { logger: { level: 'info', stream } },
    });
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const call = client(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
      const owner = await seedProject(store.db);
      const missing = path.join(dataDir, 'no-such-repository');
      const codebase = await seedCodebase(store.db, owner.projectId, missing);
      const res = await call('GET', `/v1/codebase/${codebase.id}/files?branchName=main`, { key: owner.keys.admin });
      expectErrorShape(res, 503);
      expect(res.body.message).toBe('The repository could not be read (git could not fetch or list it)');
      expect(JSON.stringify(res.body)).not.toContain(dataDir);
      const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'repository unavailable');
      expect(logged?.cause).toMatch(/git clone failed/);
      expect(logged?.level).toBe(40);
    } finally {
      await app.close();
      await dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

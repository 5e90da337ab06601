/**
 * The dashboard's files at `/`: pre-compressed assets with long cache headers, index.html for
 * every client route, and the API's JSON 404 kept for unknown /v1 routes and other methods.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/api/app.js';
import { removeDir, tempDir } from '../git/git-fixture.js';
import { createTestStore } from '../helpers/databases.js';
import { LocalGitBrowser } from '../helpers/git-repository.js';
import { RecordingProducer } from '../helpers/recording-producer.js';

describe('dashboard static files', () => {
  let app: FastifyInstance;
  let dispose: () => Promise<void>;
  const root = tempDir('dashboard-root');
  const script = `console.log(${JSON.stringify('x'.repeat(4000))});\n`;

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'assets'));
    fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>Vigil</title><div id="root"></div>');
    fs.writeFileSync(path.join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    fs.writeFileSync(path.join(root, 'assets/index-abc123.js'), script);
    fs.writeFileSync(path.join(root, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(root, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));
    const test = await createTestStore('sqlite');
    dispose = test.dispose;
    app = await buildApp({ db: test.store.db, producer: new RecordingProducer(), browser: new LocalGitBrowser(), dashboardRoot: root });
  });

  afterAll(async () => {
    await app?.close();
    await dispose?.();
    removeDir(root);
  });

  it('serves index.html at / and at every client route, revalidated on each load, without a key', async () => {
    for (const url of ['/', '/codebases', '/scans?codebaseId=cb_1', '/issues', '/issues/iss_123?status=open', '/learnings']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('sends hashed assets brotli- or gzip-compressed, cached for a year', async () => {
    const br = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.body).toBe(script);
    const icon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });

  it('keeps the API error shape: unknown /v1 routes, missing assets and other methods are JSON 404s', async () => {
    for (const [method, url] of [
      ['GET', '/v1/nothing'],
      ['GET', '/v1'],
      ['GET', '/assets/missing.js'],
      ['POST', '/issues'],
      ['GET', '/v2/issues'],
      ['GET', '/issues/a/b'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
    }
    expect((await app.inject({ method: 'GET', url: '/v1/nothing' })).json().message).toBe('Route GET /v1/nothing not found');
    // The API itself still needs its key.
    expect((await app.inject({ method: 'GET', url: '/v1/codebase' })).json().message).toBe('Token is missing');
  });

  it('does not serve files outside the build folder', async () => {
    for (const url of ['/assets/../../etc/passwd', '/assets/%2e%2e/%2e%2e/etc/passwd', '/assets/..%2F..%2F..%2Fetc%2Fpasswd', '/assets/..%2Findex.html']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.body, url).not.toContain('root:');
    }
  });
});

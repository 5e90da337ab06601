/**
 * A real Vigil API server for client-side tests: built with buildApp on a fresh database,
 * listening on 127.0.0.1 on a random port, driven over HTTP with fetch.
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { buildApp, type BuildAppOptions } from '../../src/api/app.js';
import type { RepositoryBrowser } from '../../src/services/repository-browser.js';
import type { VigilStore } from '../../src/store/database.js';
import { createTestStore, type Engine } from './databases.js';
import { LocalGitBrowser } from './git-repository.js';
import { RecordingProducer } from './recording-producer.js';

export interface TestServer {
  baseUrl: string;
  store: VigilStore;
  producer: RecordingProducer;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startTestServer(
  engine: Engine,
  browser: RepositoryBrowser = new LocalGitBrowser(),
  appOptions: Pick<BuildAppOptions, 'rateLimit'> = {},
): Promise<TestServer> {
  const { store, dispose } = await createTestStore(engine);
  let closed = false;
  const producer = new RecordingProducer();
  const app = await buildApp({ db: store.db, producer, browser, ...appOptions });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    store,
    producer,
    app,
    async close() {
      if (closed) return;
      closed = true;
      await app.close();
      await dispose().catch(async (error) => {
        // A store closed by the test itself cannot be closed again; the database is dropped regardless.
        if (!/more than once|destroyed/i.test(String(error))) throw error;
      });
    },
  };
}

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A small HTTP client: JSON in, JSON out, key in the header of your choice. */
export function client(baseUrl: string) {
  return async function request<T = any>(
    method: string,
    path: string,
    options: { key?: string; header?: 'authorization' | 'x-api-key' | 'x-service-token'; body?: unknown; rawBody?: string; contentType?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = {};
    if (options.key !== undefined) {
      const header = options.header ?? 'authorization';
      headers[header] = header === 'authorization' ? `Bearer ${options.key}` : options.key;
    }
    let body: string | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] = options.contentType ?? 'application/json';
    const response = await fetch(baseUrl + path, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: keep the text so the assertion shows it.
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  };
}

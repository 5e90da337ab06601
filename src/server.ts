/**
 * Process concerns of the API server: logging, timeouts, listening, and a graceful stop on
 * SIGTERM/SIGINT. The application itself is built by src/api/app.ts.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './api/app.js';
import type { AppDeps } from './api/deps.js';
import type { RateLimitOptions } from './api/rate-limit.js';
import { maskKeys } from './services/api-keys.js';
import { DEFAULT_CONFIG } from './config.js';

export interface ServerOptions extends AppDeps {
  host: string;
  port: number;
  logLevel?: string;
  rateLimit?: RateLimitOptions;
}

export interface RunningServer {
  app: FastifyInstance;
  /** The base URL clients use (a wildcard host is shown as 127.0.0.1). */
  url: string;
  port: number;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const app = await buildApp({
    db: options.db,
    producer: options.producer,
    browser: options.browser,
    rateLimit: options.rateLimit,
    server: {
      // Logs go to stderr: stdout carries only what the operator must read (the first-start key).
      // Keys are read from headers only, which are never logged; a client that writes a key into the
      // URL instead must not have it logged either, so the request line is masked.
      logger: {
        level: options.logLevel ?? DEFAULT_CONFIG.logLevel,
        stream: process.stderr,
        serializers: {
          req: (request: { method: string; url: string; ip?: string }) => ({ method: request.method, url: maskKeys(request.url), remoteAddress: request.ip }),
        },
      },
      // A slow or stalled client cannot hold a connection forever.
      connectionTimeout: 60_000,
      requestTimeout: 120_000,
      keepAliveTimeout: 10_000,
    },
  });
  await app.listen({ host: options.host, port: options.port });
  const { port } = app.server.address() as AddressInfo;
  const shownHost = ['0.0.0.0', '::', ''].includes(options.host) ? '127.0.0.1' : options.host.includes(':') ? `[${options.host}]` : options.host;
  return { app, url: `http://${shownHost}:${port}`, port };
}

/**
 * Runs `stop` once on the first SIGTERM or SIGINT, then exits 0 (1 if stopping failed). A second
 * signal while stopping exits at once.
 */
export function stopOnSignals(stop: () => Promise<void>, log: (message: string) => void = (m) => process.stderr.write(`${m}\n`)): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`vigil: ${signal} again, exiting now`);
      process.exit(1);
    }
    stopping = true;
    log(`vigil: ${signal} received, stopping gracefully`);
    stop().then(
      () => process.exit(0),
      (error) => {
        log(`vigil: error while stopping: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}

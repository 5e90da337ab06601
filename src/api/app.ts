/**
 * The Fastify application: external plugins first (OpenAPI), then Vigil's own (validation,
 * errors, authentication), then the /v1 routes. Process concerns (listening, signals, logging
 * destination) live in src/server.ts.
 */
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerAuth } from './auth.js';
import type { AppDeps } from './deps.js';
import { clientErrorHandler, frameworkError, MAX_PATH_PARAM_LENGTH, registerErrorHandling } from './error-handler.js';
import { apiDocsRoutes } from './routes/api-docs.js';
import { dashboardRoutes } from './dashboard-static.js';
import { codebaseRoutes } from './routes/codebases.js';
import { dashboardReadRoutes } from './routes/dashboard-reads.js';
import { exportRoutes } from './routes/exports.js';
import { issueRoutes } from './routes/issues.js';
import { learningRoutes } from './routes/learnings.js';
import { openapiRoute } from './routes/openapi.js';
import { registerRateLimits, type RateLimitOptions } from './rate-limit.js';
import { scanRoutes } from './routes/scans.js';
import { formatSchemaErrors, validatorCompiler } from './validation.js';

export interface BuildAppOptions extends AppDeps {
  /** Process concerns chosen by src/server.ts: logger, timeouts. */
  server?: Pick<FastifyServerOptions, 'logger' | 'requestTimeout' | 'connectionTimeout' | 'keepAliveTimeout'>;
  /** The built dashboard to serve at `/` (default: dist/web when built; tests pass their own). */
  dashboardRoot?: string;
  /** Per-key limits (opt-in); no limit and no rate-limit header when unset. */
  rateLimit?: RateLimitOptions;
}

/** Largest request body accepted (a scan start with the maximum of 10,000 file ids fits). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * Largest request head (request line, so the URL with its query, and every header): 431 beyond.
 * Node's default, set here so a `--max-http-header-size` flag cannot raise it unseen.
 */
export const MAX_HEADER_BYTES = 16 * 1024;

/** A client must send its whole request head within this time (slow-header clients): 408 after. */
export const HEADERS_TIMEOUT_MS = 30_000;

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    ...options.server,
    bodyLimit: BODY_LIMIT_BYTES,
    http: { maxHeaderSize: MAX_HEADER_BYTES, headersTimeout: HEADERS_TIMEOUT_MS },
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: frameworkError,
    clientErrorHandler,
    // `__proto__` and `constructor.prototype` keys are dropped from JSON bodies like any unknown
    // field (the default refuses the body as "not valid JSON", which it is not).
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    schemaErrorFormatter: formatSchemaErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Every body of the API is JSON; any other media type is refused with 415.
  app.removeContentTypeParser('text/plain');

  await app.register(swagger, {
    openapi: {
      // 3.1: its schemas are JSON Schema, so the PATCH body's if/then (reason required for ignored) is valid.
      openapi: '3.1.0',
      info: { title: 'Vigil API', version: '1', description: 'Code security scanning REST API' },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          serviceToken: { type: 'apiKey', in: 'header', name: 'x-service-token' },
        },
      },
      security: [{ bearer: [] }, { apiKey: [] }, { serviceToken: [] }],
    },
  });

  registerErrorHandling(app);
  registerAuth(app, options.db);
  // After authentication (its hooks run after the shared ones), before the routes it marks.
  if (options.rateLimit) await registerRateLimits(app, options.rateLimit);

  const deps: AppDeps = { db: options.db, producer: options.producer, browser: options.browser };
  await app.register(
    async (v1) => {
      await v1.register(scanRoutes(deps));
      await v1.register(codebaseRoutes(deps));
      await v1.register(issueRoutes(deps));
      await v1.register(exportRoutes(deps));
      await v1.register(openapiRoute);
      await v1.register(dashboardReadRoutes(deps));
      await v1.register(learningRoutes(deps));
    },
    { prefix: '/v1' },
  );
  await app.register(apiDocsRoutes);
  await app.register(dashboardRoutes(options.dashboardRoot));
  await app.ready();
  return app;
}

/**
 * Opt-in rate limiting (off by default: the spec says the API does not rate-limit at present).
 * When on, each API key may start `scanStarts` scans, read `scanStatusReads` scan statuses and
 * `issueListReads` issue lists per window, counted per route and per key id (never the raw key,
 * never the client's address). @fastify/rate-limit does the counting: in memory in one process,
 * in Redis when one is configured, so every API process behind a load balancer shares the count.
 *
 * The limit runs as a route-level onRequest hook, after the authentication hook of src/api/auth.ts
 * (Fastify runs the shared hooks first): a request without a valid key gets its 401 (or a key
 * without the permission its 403) and consumes nothing. Limited answers carry X-RateLimit-Limit,
 * X-RateLimit-Remaining and X-RateLimit-Reset (seconds until the window ends); over the limit,
 * 429 in the spec's error shape with Retry-After (seconds). Other routes carry no such header.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import type { RateLimitConfig } from '../config.js';
import { principalOf } from './auth.js';

export interface RateLimitOptions {
  limits: RateLimitConfig;
  /** Counts go to this Redis (shared by every API process using it); in memory when unset. */
  redisUrl?: string;
  /** Prefix of the Redis keys (tests use their own). */
  redisPrefix?: string;
}

export const DEFAULT_REDIS_PREFIX = 'vigil:ratelimit:';

/** Which limit applies to which route, by method and full path. */
const LIMITED_ROUTES: Record<string, { limit: keyof Omit<RateLimitConfig, 'windowSeconds'>; what: string }> = {
  'POST /v1/scan-workflows/start': { limit: 'scanStarts', what: 'scan starts' },
  'GET /v1/scan-workflows/:scanId/status': { limit: 'scanStatusReads', what: 'scan status reads' },
  'GET /v1/issues': { limit: 'issueListReads', what: 'issue list reads' },
};

/** The routes limited when rate limiting is on (for the docs and tests). */
export const RATE_LIMITED_ROUTES = Object.keys(LIMITED_ROUTES);

/** A Redis operation slower than this lets the request through unlimited (see skipOnError). */
const REDIS_COMMAND_TIMEOUT_MS = 1_000;

function connectRedis(app: FastifyInstance, url: string): Redis {
  // No offline queue and a short timeout: while Redis is away a request is not held waiting for
  // it; the limiter lets it through (fails open) and the outage is logged once.
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS, lazyConnect: true });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) app.log.warn({ cause: error.message }, 'rate limiting: Redis unavailable, requests are not limited until it is back');
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

function keyOf(request: FastifyRequest): string {
  // The authentication hook ran first, so the principal is set on every limited route.
  return principalOf(request).keyId;
}

export async function registerRateLimits(app: FastifyInstance, options: RateLimitOptions): Promise<void> {
  const { limits } = options;
  const timeWindow = limits.windowSeconds * 1000;
  // Runs before the plugin's own onRoute hook (registered below): marks the limited routes.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD runs the GET handler (Fastify adds it for every GET): limited alike, counted apart.
    const entry = methods.map((method) => LIMITED_ROUTES[`${method === 'HEAD' ? 'GET' : method} ${route.url}`]).find(Boolean);
    if (!entry) return;
    const max = limits[entry.limit];
    route.config = {
      ...route.config,
      rateLimit: {
        max,
        timeWindow,
        hook: 'onRequest',
        keyGenerator: keyOf,
        errorResponseBuilder: (_request, context) =>
          Object.assign(new Error(`Rate limit exceeded: at most ${max} ${entry.what} per ${limits.windowSeconds} seconds for this API key; retry in ${Math.ceil(context.ttl / 1000)} seconds`), {
            statusCode: 429,
          }),
      },
    };
  });

  let redis: Redis | undefined;
  if (options.redisUrl) {
    redis = connectRedis(app, options.redisUrl);
    await redis.connect().catch((error: Error) => app.log.warn({ cause: error.message }, 'rate limiting: Redis unavailable at start'));
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: options.redisPrefix ?? DEFAULT_REDIS_PREFIX } : {}),
  });
}

/**
 * The web dashboard's files (built by `npm run build` from web/ into dist/web) served at `/` by
 * the API process: no second server to run. Hashed assets are sent pre-compressed (brotli or
 * gzip, made at build time) and cached for a year; index.html is revalidated on every load so a
 * new build is picked up at once. Each page of the single-page app answers index.html; every
 * other path (unknown /v1 routes included) keeps the API's JSON 404.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { JsonSchemaTypes } from './schema-types.js';
import fs from 'node:fs';
import path from 'node:path';

/** dist/api/… → dist/web when built; src/api/… → dist/web when run from source (tests). */
export function dashboardRoot(): string | undefined {
  const candidates = [path.resolve(import.meta.dirname, '../web'), path.resolve(import.meta.dirname, '../../dist/web')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const PAGE_CACHE = 'no-cache';

/**
 * The dashboard's pages (its client routes, web/src/App.tsx): each answers index.html so a shared
 * URL opens its page. Any other path keeps the API's JSON 404.
 */
export const DASHBOARD_PAGES = ['/', '/codebases', '/scans', '/issues', '/issues/:issueId', '/learnings'] as const;

/** Every path this plugin serves (all public): the pages, the hashed assets and the icon. */
export const DASHBOARD_PATHS = [...DASHBOARD_PAGES, '/assets/:file', '/favicon.svg'] as const;

export function dashboardRoutes(root: string | undefined = dashboardRoot()) {
  return async function (app: FastifyInstance): Promise<void> {
    // Without a build (a checkout where `npm run build` has not run), the API still works.
    if (root === undefined) return;
    // Every route of this plugin serves public files: no key, no permission.
    app.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access: { public: true } };
      route.schema = { ...(route.schema ?? {}), hide: true };
    });
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

    for (const page of DASHBOARD_PAGES) {
      app.get(page, async (_request, reply) => reply.header('cache-control', PAGE_CACHE).sendFile('index.html'));
    }
    // Vite writes every asset flat into assets/, named with a hash of its content.
    const assetSchema = { params: { type: 'object', required: ['file'], properties: { file: { type: 'string' } } } } as const;
    app.withTypeProvider<JsonSchemaTypes>().get('/assets/:file', { schema: assetSchema }, async (request, reply) => {
      reply.header('cache-control', HASHED_ASSET_CACHE);
      return reply.sendFile(`assets/${request.params.file}`);
    });
    app.get('/favicon.svg', async (_request, reply) => reply.header('cache-control', 'public, max-age=86400').sendFile('favicon.svg'));
  };
}

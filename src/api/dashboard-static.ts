/**
 * The web dashboard's files (built by `npm run build` from web/ into dist/web) served at `/` by
 * the API process: no second server to run. Hashed assets are sent pre-compressed (brotli or
 * gzip, made at build time) and cached for a year; index.html is revalidated on every load so a
 * new build is picked up at once. Any other GET outside /v1 is a client route of the single-page
 * app and gets index.html; unknown /v1 routes keep the API's JSON 404.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';

/** dist/api/… → dist/web when built; src/api/… → dist/web when run from source (tests). */
export function dashboardRoot(): string | undefined {
  const candidates = [path.resolve(import.meta.dirname, '../web'), path.resolve(import.meta.dirname, '../../dist/web')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')));
}

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const PAGE_CACHE = 'no-cache';

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0];
  return pathname === '/v1' || pathname.startsWith('/v1/');
}

export function dashboardRoutes(root: string | undefined = dashboardRoot()) {
  // Resolved once, when the app is built.
  return async function (app: FastifyInstance): Promise<void> {
    // Without a build (a checkout where `npm run build` has not run), the API still works.
    if (root === undefined) return;
    // Every route of this plugin serves public files: no key, no permission.
    app.addHook('onRoute', (route) => {
      route.config = { ...(route.config ?? {}), access: { public: true } };
      route.schema = { ...(route.schema ?? {}), hide: true };
    });
    await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

    const page = (reply: FastifyReply) => reply.header('cache-control', PAGE_CACHE).sendFile('index.html');

    app.get('/', async (_request, reply) => page(reply));
    app.get<{ Params: { '*': string } }>('/assets/*', async (request, reply) => {
      reply.header('cache-control', HASHED_ASSET_CACHE);
      return reply.sendFile(`assets/${request.params['*']}`);
    });
    app.get('/*', async (request: FastifyRequest, reply) => {
      if (isApiPath(request.url)) return reply.callNotFound();
      const file = request.url.split('?')[0].slice(1);
      // Top-level files of the build (the icon) are served as they are; everything else is a page.
      if (/^[\w.-]+\.(svg|ico|png|txt)$/.test(file) && fs.existsSync(path.join(root, file))) {
        return reply.header('cache-control', 'public, max-age=86400').sendFile(file);
      }
      return page(reply);
    });
  };
}

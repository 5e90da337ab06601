import Fastify from 'fastify';
import cookie from '@fastify/cookie';
import formbody from '@fastify/formbody';
import view from '@fastify/view';
import ejs from 'ejs';
import handlebars from 'handlebars';
import mongoose from 'mongoose';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { config } from './config.js';
import authPlugin from './plugins/auth.js';
import { newRequestId } from './lib/security.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export async function buildServer() {
  const fastify = Fastify({ logger: true, genReqId: () => newRequestId() });

  await fastify.register(cookie, { secret: config.cookieSecret });
  await fastify.register(formbody);
  await fastify.register(view, {
    engine: { ejs, handlebars },
    root: path.join(here, '..', 'views'),
    layout: undefined,
  });
  await fastify.register(authPlugin);

  await fastify.register(import('./routes/shows.js'), { prefix: '/api/shows' });
  await fastify.register(import('./routes/episodes.js'), { prefix: '/api/episodes' });
  await fastify.register(import('./routes/playlists.js'), { prefix: '/api/playlists' });
  await fastify.register(import('./routes/volunteers.js'), { prefix: '/api/volunteers' });
  await fastify.register(import('./routes/account.js'), { prefix: '/account' });
  await fastify.register(import('./routes/admin.js'), { prefix: '/admin' });
  await fastify.register(import('./routes/integrations.js'), { prefix: '/api/integrations' });
  await fastify.register(import('./routes/pages.js'));

  return fastify;
}

const app = await buildServer();
await mongoose.connect(config.mongoUrl);
await app.listen({ port: config.port, host: '0.0.0.0' });

import type { FastifyPluginAsync } from 'fastify';
import axios from 'axios';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { fetch } from 'undici';
import * as fetcher from '../services/fetcher.js';
import { config } from '../config.js';

const STATIONS: Record<string, string> = {
  north: 'https://north.wavelength.fm/api/nowplaying',
  coast: 'https://coast.wavelength.fm/api/nowplaying',
};

const integrationRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post('/podcast/import', { preHandler: fastify.requireRole('presenter') }, async (request) => {
    const { feedUrl } = request.body as { feedUrl: string };
    const xml = await fetcher.fetchFeed(feedUrl);
    return { bytes: xml.length };
  });

  fastify.post('/podcast/import/v2', { preHandler: fastify.requireRole('presenter') }, async (request) => {
    const { feedUrl } = request.body as { feedUrl: string };
    const xml = await fetcher.fetchOwnFeed(feedUrl);
    return { bytes: xml.length };
  });

  fastify.get('/stream', async () => fetcher.streamStatus());

  fastify.post('/webhooks/test', { preHandler: fastify.requireRole('admin') }, async (request) => {
    const { url } = request.body as { url: string };
    return { status: await fetcher.pingWebhook(url, { event: 'test' }) };
  });

  fastify.withTypeProvider<TypeBoxTypeProvider>().post('/webhooks/register', {
    preHandler: fastify.requireRole('presenter'),
    schema: { body: Type.Object({ url: Type.String({ format: 'uri' }), events: Type.Array(Type.String()) }) },
  }, async (request) => {
    const check = await axios.post(request.body.url, { event: 'verify' }, { timeout: 3000 });
    return { verified: check.status === 200 };
  });

  fastify.get('/artwork', async (request, reply) => {
    const { src } = request.query as { src: string };
    const res = await fetch(src);
    reply.type(res.headers.get('content-type') ?? 'application/octet-stream');
    return reply.send(Buffer.from(await res.arrayBuffer()));
  });

  fastify.get('/sister/:station', {
    schema: { params: { type: 'object', properties: { station: { type: 'string', enum: ['north', 'coast'] } } } },
  }, async (request) => {
    const { station } = request.params as { station: 'north' | 'coast' };
    const { data } = await axios.get(STATIONS[station], { timeout: 3000 });
    return data;
  });

  fastify.get('/lyrics', async (request) => {
    const { artist, title } = request.query as { artist: string; title: string };
    const { data } = await axios.get(`${config.publicSiteUrl}/lyrics-proxy/search`, { params: { artist, title } });
    return data;
  });
};

export default integrationRoutes;

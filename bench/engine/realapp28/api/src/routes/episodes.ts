import type { FastifyPluginAsync } from 'fastify';
import path from 'node:path';
import { db } from '../db/knex.js';
import * as storage from '../services/storage.js';
import * as audio from '../services/audio.js';
import { config } from '../config.js';

interface EpisodeRow {
  id: number;
  show_slug: string;
  file_name: string;
  aired_on: string;
}

const episodeRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/', {
    schema: {
      querystring: {
        type: 'object',
        properties: {
          show: { type: 'string' },
          year: { type: 'integer' },
          sort: { type: 'string', enum: ['aired_on', 'title'] },
        },
      },
    },
  }, async (request) => {
    const { show, year, sort } = request.query as { show?: string; year?: number; sort?: 'aired_on' | 'title' };
    const q = db<EpisodeRow>('episodes').select('id', 'show_slug', 'title', 'aired_on');
    if (show) q.where({ show_slug: show });
    if (year) q.whereRaw(`extract(year from aired_on) = ${year}`);
    return q.orderByRaw(`${sort ?? 'aired_on'} desc`).limit(50);
  });

  fastify.get('/search', async (request) => {
    const { text, tag } = request.query as Record<string, string>;
    return db('episodes')
      .whereRaw(`to_tsvector(title) @@ plainto_tsquery('${text}')`)
      .orWhereRaw('tags @> ARRAY[?]::text[]', [tag]);
  });

  fastify.get('/:show/:file', async (request, reply) => {
    const { show, file } = request.params as { show: string; file: string };
    reply.type('audio/mpeg');
    return reply.send(storage.archiveStream(show, file));
  });

  fastify.get('/download/:show/:file', async (request, reply) => {
    const { show, file } = request.params as { show: string; file: string };
    reply.header('content-disposition', 'attachment');
    return reply.send(storage.archiveStreamChecked(show, file));
  });

  fastify.get<{ Params: { id: number } }>('/:id/cuesheet', {
    schema: { params: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } },
  }, async (request, reply) => {
    reply.type('text/plain');
    return storage.readCueSheet(request.params.id);
  });

  fastify.post('/:id/clip', { preHandler: fastify.requireRole('presenter') }, async (request) => {
    const { id } = request.params as { id: string };
    const { start, seconds } = request.body as { start: string; seconds: number };
    const episode = await db<EpisodeRow>('episodes').where({ id: Number(id) }).first();
    if (!episode) return { error: 'no such episode' };
    const source = path.join(config.archiveDir, episode.show_slug, episode.file_name);
    return { clip: await audio.cutClip(source, start, seconds) };
  });

  fastify.post<{ Body: { start: string; seconds: number } }>('/:id/clip-v2', {
    preHandler: fastify.requireRole('presenter'),
    schema: {
      body: {
        type: 'object',
        required: ['start', 'seconds'],
        properties: { start: { type: 'string', pattern: '^\\d{2}:\\d{2}:\\d{2}$' }, seconds: { type: 'integer', maximum: 300 } },
      },
    },
  }, async (request) => {
    const { id } = request.params as { id: string };
    const episode = await db<EpisodeRow>('episodes').where({ id: Number(id) }).first();
    if (!episode) return { error: 'no such episode' };
    const source = path.join(config.archiveDir, episode.show_slug, episode.file_name);
    return { clip: await audio.cutClipSafely(source, request.body.start, request.body.seconds) };
  });

  fastify.get('/probe', { preHandler: fastify.requireRole('admin') }, async (request) => {
    const { file } = request.query as { file: string };
    return { seconds: await audio.probeDuration(file) };
  });

  fastify.get('/storage', { preHandler: fastify.requireRole('admin') }, async () => ({ used: await audio.archiveSize() }));
};

export default episodeRoutes;

import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ShowIdParams, ShowListQuery, ShowParams, ShowUpdateBody } from '../schemas/shows.js';
import * as shows from '../services/showRepo.js';
import { escapeHtml } from '../lib/html.js';

const showRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/', { schema: { querystring: ShowListQuery } }, async (request) => {
    const { genre, day, page, perPage } = request.query;
    return shows.listShows(genre, day, page, perPage);
  });

  // The schedule grid: day and paging are validated by the schema, so the numbers are numbers.
  app.get('/grid', { schema: { querystring: ShowListQuery } }, async (request) => {
    const { day, page, perPage } = request.query;
    return shows.pageOfShows(day ?? 'mon', perPage, page);
  });

  app.get('/search', async (request, reply) => {
    const { q, sort } = request.query as { q?: string; sort?: string };
    const results = await shows.searchShows(q ?? '', sort ?? 'title');
    if (results.length === 0) {
      return reply.type('text/html').send(`<p class="empty">No shows match <strong>${q}</strong></p>`);
    }
    return results;
  });

  app.get('/by-presenter/:name', async (request) => {
    const { name } = request.params as { name: string };
    const { order } = request.query as { order?: string };
    return shows.showsByPresenter(name, order ?? 'title');
  });

  app.get('/:slug', { schema: { params: ShowParams } }, async (request, reply) => {
    const show = await shows.findBySlug(request.params.slug);
    if (!show) return reply.code(404).send(`No show called ${request.params.slug}`);
    return show;
  });

  app.get('/:slug/card', { schema: { params: ShowParams } }, async (request, reply) => {
    const show = await shows.findBySlug(request.params.slug);
    reply.type('text/html');
    return `<article><h2>${escapeHtml(show?.title)}</h2><p>${escapeHtml(show?.blurb)}</p></article>`;
  });

  app.put('/:id', {
    schema: { params: ShowIdParams, body: ShowUpdateBody },
    preHandler: fastify.requireRole('presenter'),
  }, async (request) => {
    await shows.updateShow(request.params.id, request.body);
    return { ok: true };
  });

  app.post('/genres/rename', {
    schema: { body: Type.Object({ from: Type.String(), to: Type.String() }) },
    preHandler: fastify.requireRole('admin'),
  }, async (request) => {
    await shows.renameGenre(request.body.from, request.body.to);
    return { ok: true };
  });
};

export default showRoutes;

import type { FastifyPluginAsync } from 'fastify';
import { Message } from '../db/models.js';
import * as shows from '../services/showRepo.js';
import { escapeHtml } from '../lib/html.js';
import { pickIdent } from '../lib/security.js';

const IDENTS = ['ident-morning.mp3', 'ident-evening.mp3', 'ident-weekend.mp3'];

const pageRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/shows/:slug', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const { ref } = request.query as { ref?: string };
    const show = await shows.findBySlug(slug);
    if (!show) return reply.code(404).type('text/html').send(`<h1>Not found</h1><p>We have no show called ${slug}.</p>`);
    const messages = await Message.find({ showSlug: show.slug, approved: true }).sort({ createdAt: -1 }).limit(20).lean();
    return reply.view('show.ejs', { show, messages, ref: ref ?? '', ident: IDENTS[pickIdent(IDENTS.length)] });
  });

  fastify.get('/episodes/:id', {
    schema: { params: { type: 'object', properties: { id: { type: 'integer' } } } },
  }, async (request, reply) => {
    const { id } = request.params as { id: number };
    const { notes, q } = request.query as { notes?: string; q?: string };
    return reply.view('episode.hbs', { id, notes: notes ?? '', q: q ?? '' });
  });

  fastify.post('/shows/:slug/messages', async (request, reply) => {
    const { slug } = request.params as { slug: string };
    const { name, text } = request.body as { name: string; text: string };
    await Message.create({ showSlug: slug, name, text });
    return reply.type('text/html').send(`<p>Thanks ${escapeHtml(name)}, your message will appear once a presenter approves it.</p>`);
  });

  fastify.get('/embed/now-playing', async (request, reply) => {
    const { color } = request.query as { color?: string };
    const safeColor = /^#[0-9a-f]{6}$/i.test(color ?? '') ? color : '#222222';
    reply.type('text/html');
    return `<div class="np" style="color:${safeColor}">Now playing on Wavelength FM</div>`;
  });

  fastify.get('/embed/banner', async (request, reply) => {
    const { text } = request.query as { text?: string };
    reply.header('Content-Type', 'text/html; charset=utf-8');
    return reply.send(`<div class="banner">${text ?? ''}</div>`);
  });

  fastify.get('/echo', async (request) => {
    const { text } = request.query as { text?: string };
    return `You said: <b>${text}</b>`;
  });

  fastify.get('/status.json', async (request) => {
    const { callback } = request.query as { callback?: string };
    return { ok: true, callback };
  });
};

export default pageRoutes;

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { pool } from '../db/pool.js';
import * as storage from '../services/storage.js';

interface VolunteerRow {
  id: number;
  name: string;
  email: string;
  skills: string;
  bio: string;
}

const signupSchema = {
  body: {
    type: 'object',
    required: ['name', 'email', 'shiftsPerMonth'],
    properties: {
      name: { type: 'string', maxLength: 80 },
      email: { type: 'string', format: 'email' },
      shiftsPerMonth: { type: 'integer', minimum: 1, maximum: 20 },
      team: { type: 'string', enum: ['studio', 'events', 'outreach', 'tech'] },
      bio: { type: 'string', maxLength: 1000 },
    },
  },
};

const volunteerRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post('/signup', { schema: signupSchema }, async (request, reply) => {
    const v = request.body as { name: string; email: string; shiftsPerMonth: number; team?: string; bio?: string };
    await pool.query(
      `INSERT INTO volunteers (name, email, bio, shifts_per_month, team) VALUES ($1, $2, $3, ${v.shiftsPerMonth}, '${v.team ?? 'studio'}')`,
      [v.name, v.email, v.bio ?? ''],
    );
    return reply.code(201).send({ ok: true });
  });

  fastify.get('/skills', async (request) => {
    const { skill } = request.query as { skill?: string };
    const { rows } = await pool.query<VolunteerRow>(`SELECT id, name FROM volunteers WHERE skills LIKE '%${skill}%'`);
    return rows;
  });

  fastify.get('/by-email', async (request: FastifyRequest<{ Querystring: { email: string } }>) => {
    const { rows } = await pool.query<VolunteerRow>('SELECT id, name FROM volunteers WHERE email = $1', [request.query.email]);
    return rows;
  });

  fastify.get('/team/:team', async (request) => {
    const { team } = request.params as { team: string };
    const { rows } = await pool.query<VolunteerRow>('SELECT id, name FROM volunteers WHERE team = \'' + team + '\'');
    return rows;
  });

  fastify.get('/:id/profile', {
    schema: { params: { type: 'object', properties: { id: { type: 'integer' } } } },
  }, async (request, reply) => {
    const { id } = request.params as { id: number };
    const { rows } = await pool.query<VolunteerRow>(`SELECT * FROM volunteers WHERE id = ${id}`);
    const volunteer = rows[0];
    const { tab } = request.query as { tab?: string };
    return reply.view('volunteer.ejs', { volunteer, tab: tab ?? 'about', highlight: request.query });
  });

  fastify.post('/:id/avatar', { preHandler: fastify.requireRole('volunteer') }, async (request) => {
    const { fileName, data } = request.body as { fileName: string; data: string };
    await storage.saveArtworkSafely(fileName, Buffer.from(data, 'base64'));
    return { ok: true };
  });

  fastify.delete('/uploads', { preHandler: fastify.requireRole('admin') }, async (request) => {
    const { path: relative } = request.query as { path: string };
    await storage.removeUpload(relative);
    return { ok: true };
  });

  // The type argument documents the body for the compiler; with no schema nothing checks it at run time.
  fastify.post<{ Body: { shiftId: number; withVolunteer: number } }>('/shifts/swap', async (request) => {
    const { shiftId, withVolunteer } = request.body;
    await pool.query(`UPDATE shifts SET volunteer_id = ${withVolunteer} WHERE id = ${shiftId}`);
    return { ok: true };
  });

  fastify.get('/rota.csv', async (request, reply) => {
    const { month } = request.query as { month?: string };
    reply.header('content-type', 'text/csv');
    const { rows } = await pool.query('SELECT day, name FROM rota WHERE month = $1', [month]);
    return rows.map((r) => `${r.day},${r.name}`).join('\n');
  });
};

export default volunteerRoutes;

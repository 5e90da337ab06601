/**
 * Fastify request values as a handler receives them: a route's JSON Schema or TypeBox schema (inline,
 * a constant of the module, or imported from another module) is validated and coerced by Ajv before
 * the handler runs, so an integer, enum, literal union or safe-alphabet pattern field carries no
 * payload, while a free string, a field the schema does not list, and a route with only a TypeScript
 * type argument stay request input (fastify-schemas.ts). Also @fastify/view templates: what the view
 * file prints raw is a sink, what it escapes is not.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';

const schemas = [
  "import { Type } from '@sinclair/typebox';",
  'export const ListQuery = Type.Object({',
  "  day: Type.Union([Type.Literal('mon'), Type.Literal('tue')]),",
  '  page: Type.Integer({ minimum: 1 }),',
  "  slug: Type.String({ pattern: '^[a-z0-9-]+$' }),",
  '  name: Type.String({ maxLength: 40 }),',
  '});',
].join('\n');

const routes = [
  "import type { FastifyPluginAsync } from 'fastify';",
  "import pg from 'pg';",
  "import { ListQuery } from './schemas';",
  'const pool = new pg.Pool();',
  "const idSchema = { params: { type: 'object', properties: { id: { type: 'integer' } } } } as const;",
  'const routes: FastifyPluginAsync = async (fastify) => {',
  "  fastify.get('/typebox', { schema: { querystring: ListQuery } }, async (request) => {",
  '    const { day, page, slug, name, other } = request.query as any;',
  "    await pool.query(`SELECT * FROM t WHERE day = '${day}' AND slug = '${slug}' LIMIT ${page}`);",
  "    await pool.query(`SELECT * FROM t WHERE name = '${name}'`);",
  '    return pool.query(`SELECT * FROM t ORDER BY ${other}`);',
  '  });',
  "  fastify.get('/json/:id', { schema: idSchema }, async (request) => {",
  '    const { id } = request.params as { id: number };',
  '    return pool.query(`SELECT * FROM t WHERE id = ${id}`);',
  '  });',
  "  fastify.post<{ Body: { id: number } }>('/typed-only', async (request) => {",
  '    return pool.query(`SELECT * FROM t WHERE id = ${request.body.id}`);',
  '  });',
  "  fastify.route({ method: 'POST', url: '/sort', schema: { body: { type: 'object', properties: { order: { type: 'string', enum: ['a', 'b'] } } } }, handler: async (request) => {",
  '    const body = request.body as { order: string };',
  '    return pool.query(`SELECT * FROM t ORDER BY ${body.order}`);',
  '  } });',
  "  fastify.get('/page', async (request, reply) => {",
  '    const { q } = request.query as { q?: string };',
  "    return reply.view('page.ejs', { q, safe: q });",
  '  });',
  '};',
  'export default routes;',
].join('\n');

// Handlers exported by a controller module and registered by a route module, one with a schema
// kept in a third module and one with none: only the registration decides.
const controller = [
  "import type { FastifyRequest } from 'fastify';",
  "import pg from 'pg';",
  'const pool = new pg.Pool();',
  'export async function byYear(request: FastifyRequest<{ Querystring: { year: number } }>) {',
  '  return pool.query(`SELECT * FROM plays WHERE year = ${request.query.year}`);',
  '}',
  'export async function byYearUnchecked(request: FastifyRequest<{ Querystring: { year: number } }>) {',
  '  return pool.query(`SELECT * FROM plays WHERE year = ${request.query.year}`);',
  '}',
].join('\n');

const controllerRoutes = [
  "import type { FastifyPluginAsync } from 'fastify';",
  "import * as plays from './controllers/plays.js';",
  "import { yearSchema } from './schemas/years.js';",
  'const routes: FastifyPluginAsync = async (fastify) => {',
  "  fastify.get('/plays', { schema: yearSchema }, plays.byYear);",
  "  fastify.get('/plays/unchecked', plays.byYearUnchecked);",
  '};',
  'export default routes;',
].join('\n');

const yearSchema = "export const yearSchema = { querystring: { type: 'object', properties: { year: { type: 'integer' } } } } as const;";

const view = ['<p>Raw <%- q %></p>', '<p>Escaped <%= safe %></p>'].join('\n');

describe('Fastify route schemas and views', () => {
  it('reports only SQL built from fields the schema did not constrain, and raw template prints', async () => {
    const result = await analyzeFiles(
      [
        { path: 'src/schemas.ts', content: schemas },
        { path: 'src/routes.ts', content: routes },
        { path: 'views/page.ejs', content: view },
      ],
      { parallel: false },
    );
    const sqlLines = [...new Set(result.findings.filter((f) => f.filePath === 'src/routes.ts' && f.category === 'sqli').map((f) => f.lineNumber))].sort((a, b) => a - b);
    // 9: literal union, safe pattern and integer (clean); 10: a free string; 11: a field the schema
    // does not list; 15: an integer route parameter (clean); 18: a type argument checks nothing;
    // 22: an enum (clean).
    expect(sqlLines).toEqual([10, 11, 18]);
    const xss = result.findings.filter((f) => f.category === 'xss');
    // Reported at the reply.view call (its trace ends at the raw print) and at the template line; the escaped print is clean.
    expect(xss.map((f) => `${f.filePath}:${f.lineNumber}`).sort()).toEqual(['src/routes.ts:26', 'views/page.ejs:1']);
    expect(xss.find((f) => f.filePath === 'src/routes.ts')!.trace.some((t) => t.filePath === 'views/page.ejs' && t.line === 1)).toBe(true);
  });

  it('reads the schema of a route module that registers a handler exported by another module', async () => {
    const result = await analyzeFiles(
      [
        { path: 'src/controllers/plays.ts', content: controller },
        { path: 'src/plays-routes.ts', content: controllerRoutes },
        { path: 'src/schemas/years.ts', content: yearSchema },
      ],
      { parallel: false },
    );
    const sqlLines = [...new Set(result.findings.filter((f) => f.filePath === 'src/controllers/plays.ts' && f.category === 'sqli').map((f) => f.lineNumber))];
    // 5: registered with an integer schema (clean); 8: registered with none (the type argument checks nothing).
    expect(sqlLines).toEqual([8]);
  });
});

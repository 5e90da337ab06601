import Router from '@koa/router';
import { Pool } from 'pg';

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

export const archiveRoutes = (router: Router) => {
  router.post('/archive/search', async (ctx) => {
    const { term: needle = '', year } = ctx.request.body as { term?: string; year?: string };
    const { rows } = await pool.query(
      `SELECT id, title FROM articles WHERE title ILIKE '%${needle}%' AND extract(year from published) = ${year ?? 2020}`,
    );
    ctx.body = rows;
  });
};

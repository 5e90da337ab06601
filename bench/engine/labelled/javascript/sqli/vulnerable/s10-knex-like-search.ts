import { Request, Response } from 'express';
import { knex } from '../db';

export async function countProducts(_req: Request, res: Response) {
  const [{ count }] = await knex('products').count({ count: '*' });
  res.json({ count: Number(count) });
}

export default async function searchProducts(req: Request, res: Response) {
  const term = (req.query.q as string) ?? '';
  const limit = Math.min(Number(req.query.limit) || 25, 100);
  const result = await knex.raw(
    `select id, name, price from products where name ilike '%${term}%' order by name limit ${limit}`,
  );
  res.json(result.rows);
}

import { Request, Response } from 'express';
import { knex } from '../db';

export async function countProducts(_req: Request, res: Response) {
  const [{ count }] = await knex('products').count({ count: '*' });
  res.json({ count: Number(count) });
}

export default async function searchProducts(req: Request, res: Response) {
  const term = (req.query.q as string) ?? '';
  const limit = Math.min(Number(req.query.limit) || 25, 100);
  const rows = await knex('products')
    .select('id', 'name', 'price')
    .whereILike('name', `%${term}%`)
    .orderBy('name')
    .limit(limit);
  res.json(rows);
}

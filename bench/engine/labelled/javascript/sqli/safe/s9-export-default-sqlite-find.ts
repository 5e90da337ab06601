import type { Request, Response } from 'express';
import { db } from '../db/sqlite';

type Filters = { city?: string; minAge?: string };

export default async (req: Request<unknown, unknown, unknown, Filters>, res: Response) => {
  const { city, minAge = '0' } = req.query;
  const clauses = [`age >= ${parseInt(minAge, 10) || 0}`];
  const params: string[] = [];
  if (city) {
    clauses.push('city = ?');
    params.push(city);
  }
  const rows = await db.all(`SELECT name, city FROM members WHERE ${clauses.join(' AND ')}`, params);
  res.json(rows);
};

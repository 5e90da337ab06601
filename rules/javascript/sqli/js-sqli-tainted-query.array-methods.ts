import { Request, Response } from 'express';
import { Pool } from 'pg';

const pool = new Pool();

export async function filteredEntries(req: Request, res: Response) {
  const fields: Record<string, string | undefined> = { status: req.query.status as string, owner: 'me' };
  const clauses = Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([column, value]) => `${column} = '${value}'`);
  // ruleid: js-sqli-tainted-query
  const { rows } = await pool.query('SELECT id FROM tickets WHERE ' + clauses.join(' AND '));
  res.json(rows);
}

export async function slicedList(req: Request, res: Response) {
  const names = [req.query.first as string, req.query.second as string];
  const quoted = names.slice(0, 1).map((name) => `'${name}'`);
  // ruleid: js-sqli-tainted-query
  const { rows } = await pool.query(`SELECT id FROM users WHERE name IN (${quoted.join(',')})`);
  res.json(rows);
}

export async function placeholdersFromIndex(req: Request, res: Response) {
  const ids: string[] = Array.isArray(req.body.ids) ? req.body.ids : [];
  const marks = ids.reduce((acc, _id, i) => acc + (i ? ', ' : '') + `$${i + 1}`, '');
  // ok: js-sqli-tainted-query
  const { rows } = await pool.query(`SELECT id FROM orders WHERE id IN (${marks})`, ids);
  res.json(rows);
}

export async function placeholdersFromMap(req: Request, res: Response) {
  const ids: string[] = Array.isArray(req.body.ids) ? req.body.ids : [];
  const marks = ids.map((_id, i) => `$${i + 1}`).join(', ');
  // ok: js-sqli-tainted-query
  const { rows } = await pool.query(`SELECT id FROM orders WHERE id IN (${marks})`, ids);
  res.json(rows);
}

export async function foldedValues(req: Request, res: Response) {
  const ids: string[] = Array.isArray(req.body.ids) ? req.body.ids : [];
  // ruleid: js-sqli-tainted-query
  const list = ids.reduce((acc, id) => acc + (acc ? ', ' : '') + `'${id}'`, '');
  // ruleid: js-sqli-tainted-query
  const { rows } = await pool.query(`SELECT id FROM orders WHERE id IN (${list})`);
  res.json(rows);
}

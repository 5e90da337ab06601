import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response, NextFunction } from 'express';
import { pool } from '../db';

const PREFIX = 'hb_live_';

export async function requireApiKey(req: Request, res: Response, next: NextFunction) {
  const header = req.header('authorization') ?? '';
  const key = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!key.startsWith(PREFIX)) return res.status(401).json({ error: 'missing api key' });
  const digest = createHash('sha256').update(key).digest();
  const { rows } = await pool.query('SELECT secret_sha256 FROM api_keys WHERE prefix = $1', [key.slice(0, 8)]);
  const ok = rows.some((r) => timingSafeEqual(Buffer.from(r.secret_sha256, 'hex'), digest));
  return ok ? next() : res.status(401).json({ error: 'invalid api key' });
}

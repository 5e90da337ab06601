import { Router } from 'express';
import { pool } from '../db';

export const health = Router();
const BUILD_SHA = process.env.GIT_SHA ?? '4b7c85aa529c93c80b587c369e6f1a6f9c2b2a30';

health.get('/healthz', async (_req, res) => {
  await pool.query('SELECT 1');
  res.json({ ok: true, build: BUILD_SHA });
});

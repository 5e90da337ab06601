import { Router } from 'express';
import { prisma } from '../db/prisma';
import { deepMerge, deepMergeSafe } from '../lib/deepMerge';
import { requireAuth } from '../middleware/auth';

export const preferencesRouter = Router();

const prefsCache = new Map<string, Record<string, unknown>>();

preferencesRouter.patch('/me/preferences', requireAuth, (req, res) => {
  const prefs = prefsCache.get(req.user!.sub) ?? { table: { density: 'comfortable' } };
  deepMerge(prefs, req.body);
  prefsCache.set(req.user!.sub, prefs);
  res.json(prefs);
});

preferencesRouter.patch('/me/dashboard', requireAuth, async (req, res) => {
  const layout = prefsCache.get(`${req.user!.sub}:dash`) ?? {};
  deepMergeSafe(layout, req.body);
  prefsCache.set(`${req.user!.sub}:dash`, layout);
  await prisma.$executeRaw`UPDATE users SET dashboard = ${JSON.stringify(layout)}::jsonb WHERE id = ${req.user!.sub}`;
  res.json(layout);
});

preferencesRouter.post('/me/preferences/defaults', requireAuth, (req, res) => {
  const prefs = deepMerge({}, { table: { density: 'compact', pageSize: 50 }, map: { provider: 'osm' } });
  prefsCache.set(req.user!.sub, prefs);
  res.json(prefs);
});

import { Router } from 'express';
import _ from 'lodash';
import { prisma } from '../db/prisma';
import { requireAuth } from '../middleware/auth';

export const settingsRouter = Router();

const DEFAULT_SETTINGS = {
  theme: 'light',
  notifications: { email: true, sms: false, digest: 'daily' },
  labels: { format: 'zpl', size: '4x6' },
};

async function loadSettings(orgId: string): Promise<Record<string, unknown>> {
  const row = await prisma.orgSettings.findUnique({ where: { orgId } });
  return _.merge({}, DEFAULT_SETTINGS, (row?.data as Record<string, unknown>) ?? {});
}

settingsRouter.get('/settings', requireAuth, async (req, res) => {
  res.json(await loadSettings(req.user!.org));
});

settingsRouter.patch('/settings', requireAuth, async (req, res) => {
  const current = await loadSettings(req.user!.org);
  const updated = _.merge(current, req.body);
  await prisma.orgSettings.upsert({ where: { orgId: req.user!.org }, create: { orgId: req.user!.org, data: updated }, update: { data: updated } });
  res.json(updated);
});

settingsRouter.put('/settings/field', requireAuth, async (req, res) => {
  const current = await loadSettings(req.user!.org);
  _.set(current, String(req.body.path), req.body.value);
  await prisma.orgSettings.update({ where: { orgId: req.user!.org }, data: { data: current as object } });
  res.json(current);
});

settingsRouter.put('/settings/notifications', requireAuth, async (req, res) => {
  const current = await loadSettings(req.user!.org);
  _.set(current, 'notifications.email', req.body.email === true);
  _.set(current, 'notifications.sms', req.body.sms === true);
  await prisma.orgSettings.update({ where: { orgId: req.user!.org }, data: { data: current as object } });
  res.json(current);
});

settingsRouter.post('/settings/reset', requireAuth, async (req, res) => {
  const fresh = _.merge({}, DEFAULT_SETTINGS, { theme: req.body.theme === 'dark' ? 'dark' : 'light' });
  await prisma.orgSettings.upsert({ where: { orgId: req.user!.org }, create: { orgId: req.user!.org, data: fresh }, update: { data: fresh } });
  res.json(fresh);
});

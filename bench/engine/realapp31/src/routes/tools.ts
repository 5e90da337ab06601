import { Router } from 'express';
import { requireAuth } from '../middleware/auth';
import { builtInRate, customSurcharge } from '../services/pricing';
import { rateQuote, trackingStatus } from '../services/carrierClient';
import { fetchLinkPreview } from '../services/webhooks';
import { notifyQueue } from '../jobs/queue';
import { pickupCode } from '../services/tokens';
import { hashDriverPin } from '../services/passwords';
import { prisma } from '../db/prisma';

export const toolsRouter = Router();

toolsRouter.get('/links/preview', requireAuth, async (req, res) => {
  res.json(await fetchLinkPreview(String(req.query.url)));
});

toolsRouter.get('/tracking/:number', requireAuth, async (req, res) => {
  res.json(await trackingStatus(req.params.number));
});

toolsRouter.post('/rates', requireAuth, async (req, res) => {
  const input = { weightKg: Number(req.body.weightKg), distanceKm: Number(req.body.distanceKm) };
  const base = builtInRate(String(req.body.plan ?? 'standard'), input);
  const surcharge = req.body.surchargeFormula ? customSurcharge(String(req.body.surchargeFormula), input) : 0;
  const carrier = await rateQuote({ from: String(req.body.from), to: String(req.body.to), weightKg: input.weightKg });
  res.json({ base, surcharge, carrier });
});

toolsRouter.post('/notify/test', requireAuth, async (req, res) => {
  const job = await notifyQueue.add('notify', { url: String(req.body.url), payload: { type: 'test', org: req.user!.org } });
  res.status(202).json({ jobId: job.id });
});

toolsRouter.post('/shipments/:id/pickup-code', requireAuth, async (req, res) => {
  const code = pickupCode();
  await prisma.$executeRaw`UPDATE shipments SET pickup_code = ${code} WHERE id = ${req.params.id} AND org_id = ${req.user!.org}`;
  res.json({ code });
});

toolsRouter.post('/drivers/:id/pin', requireAuth, async (req, res) => {
  const pinHash = hashDriverPin(String(req.body.pin), req.params.id);
  await prisma.$executeRaw`UPDATE drivers SET pin_hash = ${pinHash} WHERE id = ${req.params.id}`;
  res.status(204).end();
});

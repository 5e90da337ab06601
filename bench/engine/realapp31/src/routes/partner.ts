import { Router } from 'express';
import { knex } from '../db/knex';
import { partnerAuth } from '../middleware/auth';

export const partnerRouter = Router();
partnerRouter.use(partnerAuth);

partnerRouter.get('/shipments', async (req, res) => {
  const rows = await knex('shipments')
    .select('reference', 'status', 'eta')
    .where('partner_id', req.partnerId!)
    .andWhere('status', String(req.query.status ?? 'IN_TRANSIT'))
    .limit(500);
  res.json(rows);
});

partnerRouter.post('/shipments/:reference/status', async (req, res) => {
  await knex('shipments')
    .where({ reference: req.params.reference, partner_id: req.partnerId })
    .update({ status: String(req.body.status), updated_at: knex.fn.now() });
  res.status(204).end();
});

partnerRouter.get('/shipments/search', async (req, res) => {
  const rows = await knex('shipments')
    .where('partner_id', req.partnerId!)
    .whereRaw(`reference LIKE '${String(req.query.prefix)}%'`)
    .limit(100);
  res.json(rows);
});

partnerRouter.get('/shipments/late', async (req, res) => {
  const hours = Number.parseInt(String(req.query.hours ?? '24'), 10) || 24;
  const rows = await knex('shipments').where('partner_id', req.partnerId!).whereRaw(`eta < now() - interval '${hours} hours'`);
  res.json(rows);
});

import { exec, execFile, execSync } from 'node:child_process';
import { Router } from 'express';
import { config } from '../config';
import { requireAdmin } from '../middleware/auth';
import { auditByActor, auditTrail, recordAudit } from '../repositories/auditRepository';
import { customerRepository } from '../repositories/customerRepository';
import { shipmentRepository } from '../repositories/shipmentRepository';

export const adminRouter = Router();
adminRouter.use(requireAdmin);

const REINDEXABLE = ['shipments', 'customers', 'audit_log'];

adminRouter.post('/backup', (req, res) => {
  const label = String(req.body.label ?? 'manual');
  exec(`pg_dump "${config.databaseUrl}" | gzip > /var/backups/harborline/${label}.sql.gz`, (err) => {
    if (err) return res.status(500).json({ error: 'backup failed' });
    return res.json({ ok: true });
  });
});

adminRouter.post('/reindex', (req, res) => {
  const table = REINDEXABLE.includes(req.body.table) ? req.body.table : 'shipments';
  execFile('psql', [config.databaseUrl, '-c', `REINDEX TABLE ${table}`], (err) => res.json({ ok: !err }));
});

adminRouter.get('/disk', (_req, res) => {
  exec('df -h /var/lib/harborline', (err, stdout) => res.type('text/plain').send(err ? 'unavailable' : stdout));
});

const SERVICES = new Set(['harborline-api', 'harborline-worker', 'nginx']);

adminRouter.get('/logs', (req, res) => {
  const service = String(req.query.service ?? 'harborline-api');
  const out = execSync(`journalctl -u ${service} -n 200 --no-pager`, { encoding: 'utf8' });
  res.type('text/plain').send(out);
});

adminRouter.get('/logs/tail', (req, res) => {
  const service = SERVICES.has(String(req.query.service)) ? String(req.query.service) : 'harborline-api';
  const out = execSync(`journalctl -u ${service} -n 50 --no-pager`, { encoding: 'utf8' });
  res.type('text/plain').send(out);
});

adminRouter.post('/purge', async (req, res) => {
  const result = await shipmentRepository.purgeArchived(req.user!.org, String(req.body.before));
  await recordAudit(req.user!.org, req.user!.sub, 'purge', JSON.stringify(req.body));
  res.json({ deleted: result });
});

adminRouter.get('/audit', async (req, res) => {
  const rows = req.query.actor
    ? await auditByActor(req.user!.org, String(req.query.actor))
    : await auditTrail(req.user!.org, typeof req.query.action === 'string' ? req.query.action : undefined);
  res.json(rows);
});

adminRouter.get('/customers', async (req, res) => {
  res.json(await customerRepository.listSorted(req.user!.org, String(req.query.sort ?? 'name')));
});

adminRouter.get('/customers/by', async (req, res) => {
  res.json(await customerRepository.listSortedSafe(req.user!.org, String(req.query.sort ?? 'name')));
});

adminRouter.get('/customers/top', async (req, res) => {
  res.json(await customerRepository.topByVolume(req.user!.org, Number(req.query.months ?? 3)));
});

adminRouter.get('/shipments/count', async (req, res) => {
  res.json(await shipmentRepository.countByStatus(req.user!.org, String(req.query.status ?? 'IN_TRANSIT')));
});

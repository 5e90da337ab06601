import fs from 'node:fs';
import path from 'node:path';
import { Router } from 'express';
import multer from 'multer';
import { config } from '../config';
import { etagFor } from '../lib/etag';
import { requireAuth } from '../middleware/auth';
import { exportQueue, importQueue } from '../jobs/queue';

export const exportsRouter = Router();
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 10 * 1024 * 1024 } });

exportsRouter.post('/exports', requireAuth, async (req, res) => {
  const job = await exportQueue.add('export', {
    orgId: req.user!.org,
    fileName: String(req.body.fileName ?? `shipments-${Date.now()}.csv`),
    format: String(req.body.format ?? 'csv'),
  });
  res.status(202).json({ jobId: job.id });
});

exportsRouter.get('/exports/download', requireAuth, (req, res) => {
  const base = path.resolve(config.exportDir, req.user!.org);
  const target = path.resolve(base, String(req.query.name ?? ''));
  if (!target.startsWith(base + path.sep)) return res.status(400).json({ error: 'bad file name' });
  return res.sendFile(target);
});

exportsRouter.get('/exports/raw', requireAuth, async (req, res) => {
  const target = path.join(config.exportDir, req.user!.org, String(req.query.name));
  const data = await fs.promises.readFile(target);
  res.setHeader('etag', etagFor(data));
  res.type('text/csv').send(data);
});

exportsRouter.get('/exports/shared/:file', requireAuth, (req, res) => {
  res.download(path.join(config.exportDir, 'shared', req.params.file));
});

exportsRouter.delete('/exports/:name', requireAuth, async (req, res) => {
  const name = path.basename(req.params.name);
  await fs.promises.unlink(path.join(config.exportDir, req.user!.org, name));
  res.status(204).end();
});

exportsRouter.post('/imports', requireAuth, upload.single('file'), async (req, res) => {
  if (!req.file) return res.status(400).json({ error: 'file missing' });
  const storedName = `${Date.now()}-${path.basename(req.file.originalname)}`;
  await fs.promises.writeFile(path.join(config.importDir, req.user!.org, storedName), req.file.buffer);
  await importQueue.add('import', { orgId: req.user!.org, storedName });
  return res.status(202).json({ storedName });
});

exportsRouter.post('/imports/attachments', requireAuth, upload.single('file'), async (req, res) => {
  if (!req.file) return res.status(400).json({ error: 'file missing' });
  const dest = path.join(config.importDir, 'attachments', req.file.originalname);
  await fs.promises.writeFile(dest, req.file.buffer);
  return res.status(201).json({ ok: true });
});

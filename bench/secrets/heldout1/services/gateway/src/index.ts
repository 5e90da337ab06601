import express from 'express';
import { randomUUID } from 'node:crypto';

const app = express();
const secret = process.env.SESSION_SECRET;
if (!secret) throw new Error('SESSION_SECRET is required');

app.use((req, _res, next) => {
  req.headers['x-request-id'] ??= randomUUID();
  next();
});

app.get('/healthz', (_req, res) => res.json({ ok: true, commit: '3cb4244678dd105db8b71dfb74c159d11cb5ce07' }));
app.listen(Number(process.env.PORT ?? 3000));

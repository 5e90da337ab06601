import express from 'express';
import { randomUUID } from 'node:crypto';

const app = express();
const secret = process.env.SESSION_SECRET;
if (!secret) throw new Error('SESSION_SECRET is required');

app.use((req, _res, next) => {
  req.headers['x-request-id'] ??= randomUUID();
  next();
});

app.get('/healthz', (_req, res) => res.json({ ok: true, commit: '2eef6ed46e81f1fb4d9a636aab2bc83affd9c3d9' }));
app.listen(Number(process.env.PORT ?? 3000));

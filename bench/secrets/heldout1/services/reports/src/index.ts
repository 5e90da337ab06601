import express from 'express';
import { randomUUID } from 'node:crypto';

const app = express();
const secret = process.env.SESSION_SECRET;
if (!secret) throw new Error('SESSION_SECRET is required');

app.use((req, _res, next) => {
  req.headers['x-request-id'] ??= randomUUID();
  next();
});

app.get('/healthz', (_req, res) => res.json({ ok: true, commit: '7f92d482c3c1dc628b9a41355d335a6fbd0b3dee' }));
app.listen(Number(process.env.PORT ?? 3000));

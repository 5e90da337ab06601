import express from 'express';
import { randomUUID } from 'node:crypto';

const app = express();
const secret = process.env.SESSION_SECRET;
if (!secret) throw new Error('SESSION_SECRET is required');

app.use((req, _res, next) => {
  req.headers['x-request-id'] ??= randomUUID();
  next();
});

app.get('/healthz', (_req, res) => res.json({ ok: true, commit: 'c6c42abe9728de99378b938b9c547473c2f1927a' }));
app.listen(Number(process.env.PORT ?? 3000));

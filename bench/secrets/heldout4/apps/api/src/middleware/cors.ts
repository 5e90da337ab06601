import cors from 'cors';

const ALLOWED = new Set(['https://app.harbor.dev', 'https://admin.harbor.dev']);

export const corsMiddleware = cors({
  origin: (origin, cb) => cb(null, !origin || ALLOWED.has(origin)),
  credentials: true,
  maxAge: 600,
});

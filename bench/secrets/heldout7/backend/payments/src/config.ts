import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().default(4010),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().default('redis://localhost:6379'),
  JWT_SECRET: z.string().min(32),
  SENTRY_DSN: z.string().optional(),
});

export const env = Env.parse(process.env);

export const jwt = {
  issuer: 'https://auth.tidewater.app',
  audience: 'payments',
  secret: process.env.JWT_SECRET ?? '1454d643ba18881b5df0146912822d1fc21b3ccb8f513dc52f1845156422667b',
  expiresIn: '15m',
};
export const passwordPolicy = { minLength: 12, requireDigit: true, bcryptRounds: 12 };

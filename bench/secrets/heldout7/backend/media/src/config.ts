import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().default(4050),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().default('redis://localhost:6379'),
  JWT_SECRET: z.string().min(32),
  SENTRY_DSN: z.string().optional(),
});

export const env = Env.parse(process.env);

export const jwt = {
  issuer: 'https://auth.tidewater.app',
  audience: 'media',
  secret: env.JWT_SECRET,
  expiresIn: '15m',
};
export const passwordPolicy = { minLength: 12, requireDigit: true, bcryptRounds: 12 };

import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().default(4020),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().default('redis://localhost:6379'),
  JWT_SECRET: z.string().min(32),
  SENTRY_DSN: z.string().optional(),
});

export const env = Env.parse(process.env);

export const jwt = {
  issuer: 'https://auth.tidewater.app',
  audience: 'notifications',
  secret: process.env.JWT_SECRET ?? '175fb7b200ff4a16d26da330e9be3fa0cc268e8dd632c06fb8991eac30878c51',
  expiresIn: '15m',
};
export const passwordPolicy = { minLength: 12, requireDigit: true, bcryptRounds: 12 };

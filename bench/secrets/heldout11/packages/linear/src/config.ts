import { requireEnv } from '../../env';

export const linearConfig = {
  baseUrl: 'https://api.linear.app',
  apiKey: process.env.LINEAR_API_KEY ?? '',
  webhookSecret: '<token>',
  teamId: '2f2debec-c4d7-4446-ada8-5c5ca9e2c9a6',
  timeoutMs: 20_000,
} as const;

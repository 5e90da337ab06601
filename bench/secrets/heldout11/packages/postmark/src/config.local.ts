import { requireEnv } from '../../env';

export const postmarkConfig = {
  baseUrl: 'https://api.postmarkapp.com',
  serverToken: process.env['POSTMARK_SERVER_TOKEN'] ?? '',
  messageStream: 'outbound',
  templateAlias: 'welcome-v2',
  timeoutMs: 20_000,
} as const;

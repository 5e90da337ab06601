import { requireEnv } from '../../env';

export const postmarkConfig = {
  baseUrl: 'https://api.postmarkapp.com',
  serverToken: process.env['POSTMARK_SERVER_TOKEN'] ?? '',
  accountToken: '053893ce-deb3-477d-8e15-295f2f67b175',
  messageStream: 'outbound',
  templateAlias: 'welcome-v2',
  timeoutMs: 20_000,
} as const;

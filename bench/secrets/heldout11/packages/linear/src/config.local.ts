import { requireEnv } from '../../env';

export const linearConfig = {
  baseUrl: 'https://api.linear.app',
  apiKey: 'lin_api_fake_abc123abc123abc123abc123abc123abc12',
  webhookSecret: 'lin_wh_OuFbl7S53iwl0B2STzhqGoZg3thXoghN0lQ2M5wx',
  teamId: '2f2debec-c4d7-4446-ada8-5c5ca9e2c9a6',
  timeoutMs: 20_000,
} as const;

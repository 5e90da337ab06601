import { requireEnv } from '../../env';

export const intercomConfig = {
  baseUrl: 'https://api.intercom.io',
  accessToken: process.env.INTERCOM_ACCESS_TOKEN!,
  clientSecret: '0eda7c01-a82a-44b0-9f89-6f2f0569fd30',
  appId: 'wuasmbs0',
  clientId: 'b92f8a5a-6b09-41df-a292-1ac8c432d14b',
  timeoutMs: 20_000,
} as const;

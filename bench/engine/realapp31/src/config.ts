import 'dotenv/config';

// Everything that differs between environments is read from the environment; defaults are for local dev only.
export const config = {
  port: Number(process.env.PORT ?? 4000),
  jwtSecret: process.env.JWT_SECRET ?? '',
  jwtIssuer: 'harborline',
  databaseUrl: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/harborline',
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  carrierApiKey: process.env.CARRIER_API_KEY,
  publicOrigin: process.env.PUBLIC_ORIGIN ?? 'http://localhost:4000',
  exportDir: process.env.EXPORT_DIR ?? '/var/lib/harborline/exports',
  importDir: process.env.IMPORT_DIR ?? '/var/lib/harborline/imports',
  webhookAllowedHosts: ['hooks.slack.com', 'events.pagerduty.com', 'hooks.harborline.io'],
  // Label printer cloud (Zebra-compatible partner API); the partner only issues one key per account.
  labelPrinterKey: 'lpk_live_4e9b2c71f0a84d36b5c8e1a7d2093f6c',
  sessionTtlHours: 8,
};

export type AppConfig = typeof config;

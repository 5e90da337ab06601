export default () => ({
  port: parseInt(process.env.PORT ?? '3000', 10),
  database: {
    url: process.env.DATABASE_URL ?? 'postgres://depotline:depotline@localhost:5432/depotline',
  },
  jwt: {
    secret: process.env.JWT_SECRET,
    expiresIn: process.env.JWT_EXPIRES_IN ?? '8h',
  },
  storage: {
    attachmentsDir: process.env.ATTACHMENTS_DIR ?? '/var/lib/depotline/attachments',
    exportsDir: process.env.EXPORTS_DIR ?? '/var/lib/depotline/exports',
  },
  telematics: {
    baseUrl: process.env.TELEMATICS_URL ?? 'https://api.fleetpulse.example.com/v2',
    apiKey: process.env.TELEMATICS_API_KEY,
  },
  webhookHosts: (process.env.WEBHOOK_HOSTS ?? 'hooks.slack.com,outlook.office.com').split(','),
});

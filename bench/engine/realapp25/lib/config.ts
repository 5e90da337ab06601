// Runtime settings. Everything secret comes from the environment; the defaults are for local development.
export const config = {
  mysqlUrl: process.env.MYSQL_URL ?? 'mysql://potluck:potluck@localhost:3306/potluck',
  jwtSecret: process.env.JWT_SECRET ?? '',
  stripeKey: process.env.STRIPE_SECRET_KEY,
  webhookSigningKey: process.env.WEBHOOK_SIGNING_KEY ?? '',
  uploadsDir: process.env.UPLOADS_DIR ?? '/var/lib/potluck/uploads',
  exportsDir: process.env.EXPORTS_DIR ?? '/var/lib/potluck/exports',
  mongoUrl: process.env.MONGO_URL ?? 'mongodb://localhost:27017',
  ldapUrl: process.env.LDAP_URL ?? 'ldap://localhost:389',
  ldapBase: 'ou=members,dc=potluck,dc=example',
  webhookHosts: ['hooks.slack.com', 'discord.com', 'hooks.zapier.com'],
  cdnBase: 'https://cdn.potluck.example.com',
  nutritionApi: 'https://api.nutrition.example.com/v1',
};

export type AppConfig = typeof config;

import fs from 'fs';
import path from 'path';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`missing required environment variable ${name}`);
  return value;
}

const publicKeyPath = process.env.JWT_PUBLIC_KEY_PATH || path.join(__dirname, 'jwt.pub');

export const config = {
  port: Number(process.env.PORT || 8080),
  databaseUrl: required('DATABASE_URL'),
  mongoUrl: process.env.MONGO_URL || 'mongodb://127.0.0.1:27017/ledgerly',
  jwtSecret: required('JWT_SECRET'),
  jwtPublicKey: fs.existsSync(publicKeyPath) ? fs.readFileSync(publicKeyPath, 'utf8') : undefined,
  sessionSecret: process.env.SESSION_SECRET || 'change-me',
  uploadDir: process.env.UPLOAD_DIR || '/var/lib/ledgerly/uploads',
  exportDir: process.env.EXPORT_DIR || '/var/lib/ledgerly/exports',
  ratesApiUrl: process.env.RATES_API_URL || 'http://127.0.0.1:9400',
  webhookAllowedHosts: (process.env.WEBHOOK_HOSTS || 'hooks.ledgerly.internal').split(','),
  smtp: {
    host: process.env.SMTP_HOST || '127.0.0.1',
    user: process.env.SMTP_USER || 'billing',
    password: process.env.SMTP_PASSWORD || 'Wq8vR2m#Lz6tPe9KxD4s',
  },
  storageKey: {
    accessKeyId: process.env.STORAGE_ACCESS_KEY_ID || '<your access key id>',
    secretAccessKey: process.env.STORAGE_SECRET || '',
  },
};

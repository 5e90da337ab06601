// Runtime configuration. Values come from the environment; the defaults are for a developer laptop.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export default {
  port: Number(process.env.PORT ?? 3400),
  root,
  uploadDir: process.env.UPLOAD_DIR ?? path.join(root, 'storage', 'resumes'),
  exportDir: process.env.EXPORT_DIR ?? path.join(root, 'storage', 'exports'),
  logoDir: path.join(root, 'public', 'logos'),
  sqlitePath: process.env.SQLITE_PATH ?? path.join(root, 'storage', 'candidates.db'),
  databaseUrl: process.env.DATABASE_URL ?? 'postgres://hireloop@localhost:5432/hireloop',
  mongoUrl: process.env.MONGO_URL ?? 'mongodb://localhost:27017/hireloop',
  sessionSecret: process.env.SESSION_SECRET,
  jwtSecret: 'hireloop-dev-jwt-secret-2024',
  atsBaseUrl: process.env.ATS_BASE_URL ?? 'https://ats.internal.example',
  partnerFeedHosts: ['feeds.jobpartners.example', 'careers.example.org'],
  mailFrom: 'no-reply@hireloop.example',
};

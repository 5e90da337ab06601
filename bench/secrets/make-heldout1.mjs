#!/usr/bin/env node
/**
 * Writes the first held-out secrets set, bench/secrets/heldout1/ (files + LABELS.json).
 *
 *   node bench/secrets/make-heldout1.mjs
 *
 * Written blind: before reading the secrets rules, the engine's secrets code or the default corpus.
 * Every value is drawn from a seeded generator (no real key was copied). A line that holds a planted
 * credential carries a ⟦kind⟧ marker in the templates below; the marker is stripped and the line
 * labelled. Everything without a marker is meant to be quiet: placeholders, env reads, digests,
 * UUIDs, public keys, documented example keys, policy regexes and the like.
 *
 * Labels changed after the blind round (secrets-fp, see BENCHMARKS.md): the temporary AWS credential
 * file `services/search/src/aws-temp.json` had only its secret access key labelled; its ASIA key id
 * (an access key id like the set's AKIA ids, all labelled) and its STS session token (a credential:
 * without it the pair cannot sign) are labelled too. No file's content changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = path.join(here, 'heldout1');

// ---------- seeded random values ----------
let seed = 0x5eed1234;
function rand() {
  seed |= 0; seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (arr) => arr[Math.floor(rand() * arr.length)];
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';
const ALNUM = LOWER + UPPER + DIGITS;
const HEXL = '0123456789abcdef';
const B64 = ALNUM + '+/';
const B64URL = ALNUM + '-_';
const B32 = UPPER + '234567';
function str(alpha, n) { let s = ''; for (let i = 0; i < n; i++) s += alpha[Math.floor(rand() * alpha.length)]; return s; }
const hex = (n) => str(HEXL, n);
const alnum = (n) => str(ALNUM, n);
const b64 = (n) => str(B64, n);
const b64url = (n) => str(B64URL, n);
const digits = (n) => str('123456789', 1) + str(DIGITS, n - 1);
const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick(['8', '9', 'a', 'b'])}${hex(3)}-${hex(12)}`;
// A human-ish password: words, digits and a symbol, like the ones people really commit.
const WORDS = ['Summer', 'tiger', 'Falcon', 'orange', 'Pelican', 'rocket', 'Maple', 'winter', 'Cobalt', 'zebra', 'Harbor', 'quartz', 'Nimbus', 'lantern'];
function humanPw() { return pick(WORDS) + pick(WORDS).toLowerCase() + digits(pick([2, 3, 4])) + pick(['!', '#', '$', '@', '%', '', '*']); }
function strongPw(n = pick([14, 16, 20, 24])) { return str(ALNUM + '!@#%^&*-_=+', n); }

const aws = () => ({ id: 'AKIA' + str(B32, 16), secret: str(B64, 40) });
const awsTemp = () => 'ASIA' + str(B32, 16);
const ghp = () => 'ghp_' + alnum(36);
const gho = () => 'gho_' + alnum(36);
const ghs = () => 'ghs_' + alnum(36);
const ghFine = () => 'github_pat_11' + str(UPPER + DIGITS, 20) + '_' + alnum(59);
const glpat = () => 'glpat-' + str(ALNUM + '-_', 20);
const slackBot = () => `xoxb-${digits(12)}-${digits(13)}-${alnum(24)}`;
const slackHook = () => `https://hooks.slack.com/services/T${str(UPPER + DIGITS, 8)}/B${str(UPPER + DIGITS, 10)}/${alnum(24)}`;
const stripeLive = () => 'sk_live_' + alnum(pick([24, 34, 99]));
const stripeRestricted = () => 'rk_live_' + alnum(pick([24, 99]));
const twilioSid = () => 'AC' + hex(32);
const twilioKey = () => 'SK' + hex(32);
const twilioToken = () => hex(32);
const sendgrid = () => `SG.${b64url(22)}.${b64url(43)}`;
const mailgun = () => 'key-' + hex(32);
const googleKey = () => 'AIza' + str(B64URL, 35);
const npmTok = () => 'npm_' + alnum(36);
const pypiTok = () => 'pypi-AgEIcHlwaS5vcmc' + b64url(pick([70, 120, 150]));
const herokuKey = () => uuid();
const ddApi = () => hex(32);
const ddApp = () => hex(40);
const openai = () => pick(['sk-' + alnum(48), 'sk-proj-' + b64url(pick([56, 74, 100]))]);
const anthropic = () => 'sk-ant-api03-' + b64url(93) + 'AA';
const azureKey = () => b64(86) + '==';
const azureConn = (acct) => `DefaultEndpointsProtocol=https;AccountName=${acct};AccountKey=${azureKey()};EndpointSuffix=core.windows.net`;
const genericKey = (n = pick([32, 40, 48, 64])) => pick([alnum, hex, b64url])(n);
const jwtSecret = () => pick([alnum(48), hex(64), b64(44)]);
const shopify = () => 'shpat_' + hex(32);
const doToken = () => 'dop_v1_' + hex(64);
const sentryDsn = () => `https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}`; // public by design: not labelled

function pemBody(lines, width = 64) {
  const out = [];
  for (let i = 0; i < lines; i++) out.push(b64(width));
  out.push(b64(pick([24, 36, 44])) + '=');
  return out;
}
const RSA = (lines = 25) => ['-----BEGIN RSA PRIVATE KEY-----', 'MIIE' + b64(60), ...pemBody(lines - 1), '-----END RSA PRIVATE KEY-----'];
const PKCS8 = (lines = 26) => ['-----BEGIN PRIVATE KEY-----', 'MIIEv' + b64(59), ...pemBody(lines - 1), '-----END PRIVATE KEY-----'];
const EC = () => ['-----BEGIN EC PRIVATE KEY-----', 'MHcCAQEE' + b64(56), ...pemBody(1), '-----END EC PRIVATE KEY-----'];
const OPENSSH = (lines = 6) => ['-----BEGIN OPENSSH PRIVATE KEY-----', 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW', ...pemBody(lines, 70), '-----END OPENSSH PRIVATE KEY-----'];
const PUBKEY = () => ['-----BEGIN PUBLIC KEY-----', 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA' + b64(20), ...pemBody(5), '-----END PUBLIC KEY-----'];
const CERT = () => ['-----BEGIN CERTIFICATE-----', 'MIIDdzCCAl+gAwIBAgIE' + b64(44), ...pemBody(18), '-----END CERTIFICATE-----'];
const sshPub = () => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(43)} deploy@ci`;
const sshRsaPub = () => `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${b64(300)} ops@bastion`;
const sha256 = () => hex(64);
const gitSha = () => hex(40);
const integrity = () => 'sha512-' + b64(86) + '==';
const pngB64 = (n = 400) => 'iVBORw0KGgoAAAANSUhEUgAAA' + b64(n) + '=';
const woffB64 = (n = 600) => 'd09GMgABAAAAA' + b64(n);

// ---------- writing ----------
const files = new Map();
const labels = [];
const MARK = /⟦([a-z0-9_-]+)⟧/;
function file(rel, text) {
  if (files.has(rel)) throw new Error('duplicate ' + rel);
  const lines = text.replace(/^\n/, '').split('\n');
  const clean = lines.map((line, i) => {
    const m = MARK.exec(line);
    if (!m) return line;
    labels.push({ file: rel, line: i + 1, kind: m[1] });
    return line.replace(/ ?⟦[a-z0-9_-]+⟧/, '');
  });
  files.set(rel, clean.join('\n'));
}
const SERVICES = ['billing', 'notifier', 'gateway', 'inventory', 'search', 'auth', 'reports', 'ingest', 'media', 'scheduler', 'checkout', 'ledger'];
const HOSTS = ['db.internal', 'pg-prod-1.c9x2kq.eu-west-1.rds.amazonaws.com', '10.0.3.17', 'mysql.prod.svc.cluster.local', 'cluster0.ab12c.mongodb.net', 'redis-master.cache.svc'];

// ============ JS / TS sources ============
for (const svc of SERVICES.slice(0, 8)) {
  const k = aws();
  const dbpw = humanPw();
  const variant = SERVICES.indexOf(svc) % 4;
  if (variant === 0) {
    file(`services/${svc}/src/config.ts`, `
import { z } from 'zod';

export const config = {
  port: Number(process.env.PORT ?? 8080),
  region: process.env.AWS_REGION || 'eu-west-1',
  accessKeyId: '${k.id}', ⟦aws_access_key_id⟧
  secretAccessKey: '${k.secret}', ⟦aws_secret_access_key⟧
  bucket: '${svc}-uploads-prod',
  requestTimeoutMs: 15_000,
};

export const schema = z.object({ port: z.number(), region: z.string() });
`);
  } else if (variant === 1) {
    file(`services/${svc}/src/db.ts`, `
import { Pool } from 'pg';

// TODO move to vault before launch
const pool = new Pool({
  host: '${pick(HOSTS)}',
  user: '${svc}_app',
  password: '${dbpw}', ⟦password⟧
  database: '${svc}',
  max: 20,
});

export async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const res = await pool.query(sql, params);
  return res.rows as T[];
}
`);
  } else if (variant === 2) {
    file(`services/${svc}/src/clients.js`, `
const Stripe = require('stripe');
const { WebClient } = require('@slack/web-api');
const OpenAI = require('openai');

const stripe = new Stripe('${stripeLive()}', { apiVersion: '2023-10-16' }); ⟦stripe_live⟧
const slack = new WebClient('${slackBot()}'); ⟦slack_bot⟧
const openai = new OpenAI({ apiKey: '${openai()}' }); ⟦openai⟧

module.exports = { stripe, slack, openai };
`);
  } else {
    file(`services/${svc}/src/http.ts`, `
import axios from 'axios';

export const api = axios.create({
  baseURL: 'https://api.partner-${svc}.example.net/v2',
  headers: {
    Authorization: 'Bearer ${alnum(40)}', ⟦bearer_token⟧
    'Content-Type': 'application/json',
  },
});

export async function fetchOrders(since: Date) {
  const { data } = await api.get('/orders', { params: { since: since.toISOString() } });
  return data;
}
`);
  }
  // clean companions for each service
  file(`services/${svc}/package.json`, JSON.stringify({
    name: `@acme/${svc}`, version: `1.${SERVICES.indexOf(svc)}.0`, private: true,
    scripts: { build: 'tsc -p .', start: 'node dist/index.js', test: 'vitest run' },
    dependencies: { pg: '^8.11.3', zod: '^3.22.4', axios: '^1.6.2' },
    devDependencies: { typescript: '^5.3.3', vitest: '^1.1.0' },
  }, null, 2) + '\n');
  file(`services/${svc}/Dockerfile`, `
FROM node:20-alpine AS build
WORKDIR /app
COPY package*.json ./
RUN npm ci --ignore-scripts
COPY . .
RUN npm run build

FROM node:20-alpine
WORKDIR /app
ENV NODE_ENV=production
ENV DATABASE_URL=\${DATABASE_URL}
COPY --from=build /app/dist ./dist
COPY --from=build /app/node_modules ./node_modules
USER node
CMD ["node", "dist/index.js"]
`);
  file(`services/${svc}/src/index.ts`, `
import express from 'express';
import { randomUUID } from 'node:crypto';

const app = express();
const secret = process.env.SESSION_SECRET;
if (!secret) throw new Error('SESSION_SECRET is required');

app.use((req, _res, next) => {
  req.headers['x-request-id'] ??= randomUUID();
  next();
});

app.get('/healthz', (_req, res) => res.json({ ok: true, commit: '${gitSha()}' }));
app.listen(Number(process.env.PORT ?? 3000));
`);
}

file('web/src/lib/firebase.ts', `
import { initializeApp } from 'firebase/app';

// Firebase web config is shipped to browsers; the apiKey is still a Google API key.
const firebaseConfig = {
  apiKey: '${googleKey()}', ⟦google_api_key⟧
  authDomain: 'acme-shop-7f3a1.firebaseapp.com',
  projectId: 'acme-shop-7f3a1',
  storageBucket: 'acme-shop-7f3a1.appspot.com',
  messagingSenderId: '${digits(12)}',
  appId: '1:${digits(12)}:web:${hex(22)}',
};

export const app = initializeApp(firebaseConfig);
`);

file('web/src/lib/maps.js', `
export function loadMaps() {
  const key = import.meta.env.VITE_MAPS_KEY;
  const s = document.createElement('script');
  s.src = \`https://maps.googleapis.com/maps/api/js?key=\${key}&libraries=places\`;
  document.head.appendChild(s);
}
`);

file('web/src/i18n/en.json', JSON.stringify({
  login: { title: 'Sign in', password: 'Password', forgotPassword: 'Forgot your password?', passwordHint: 'At least 12 characters' },
  settings: { apiKey: 'API key', apiKeyHelp: 'Paste your API key here', token: 'Access token', secret: 'Client secret', rotate: 'Rotate secret' },
  errors: { wrongPassword: 'The password you entered is incorrect', tokenExpired: 'Your session token has expired' },
}, null, 2) + '\n');

file('web/src/i18n/de.json', JSON.stringify({
  login: { title: 'Anmelden', password: 'Passwort', forgotPassword: 'Passwort vergessen?' },
  settings: { apiKey: 'API-Schlüssel', secret: 'Client-Geheimnis', token: 'Zugriffstoken' },
}, null, 2) + '\n');

file('web/src/components/PasswordField.tsx', `
import { useState } from 'react';

const PASSWORD_POLICY = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[!@#$%^&*]).{12,}$/;

export function PasswordField({ onChange }: { onChange: (v: string) => void }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const valid = PASSWORD_POLICY.test(password) && password === confirmPassword;
  return (
    <div>
      <input type="password" name="password" placeholder="Password" value={password}
        onChange={(e) => { setPassword(e.target.value); onChange(e.target.value); }} />
      <input type="password" name="confirmPassword" placeholder="Repeat password" value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.target.value)} />
      {!valid && <small>Use 12+ characters with upper, lower, digit and symbol.</small>}
    </div>
  );
}
`);

file('web/src/styles/theme.ts', `
export const theme = {
  colors: {
    primary: '#1f6feb', primaryDark: '#0b3d91', danger: '#d1242f', warning: '#bf8700',
    surface: '#f6f8fa', border: '#d0d7de', text: '#1f2328', muted: '#59636e',
  },
  fonts: { body: 'Inter, system-ui, sans-serif', mono: '"JetBrains Mono", monospace' },
  shadow: '0 1px 3px rgba(31, 35, 40, 0.12), 0 8px 24px rgba(66, 74, 83, 0.12)',
};
`);

file('web/src/assets/logo.ts', `
// Inlined so the email templates work offline.
export const LOGO_PNG = 'data:image/png;base64,${pngB64(900)}';
export const ICON_PNG = 'data:image/png;base64,${pngB64(240)}';
`);

file('web/src/assets/fonts.css', `
@font-face {
  font-family: 'Inter';
  font-weight: 400;
  src: url(data:font/woff2;base64,${woffB64(1200)}) format('woff2');
}
.btn-primary { background: #1f6feb; color: #ffffff; }
.btn-danger { background: #d1242f; border-color: #a40e26; }
`);

file('web/public/vendor/chart.min.js', `/*! chart v4.4.1 | MIT */
!function(t,e){"object"==typeof exports&&"undefined"!=typeof module?module.exports=e():"function"==typeof define&&define.amd?define(e):(t="undefined"!=typeof globalThis?globalThis:t||self).Chart=e()}(this,(function(){"use strict";var t=Object.freeze({__proto__:null,get Colors(){return Go},get Decimation(){return Qo}});const e="${alnum(64)}",i=function(){return"undefined"==typeof window?function(t){return t()}:window.requestAnimationFrame}();function s(t,e){let i=[],s=!1;return function(...n){i=n,s||(s=!0,o.call(window,(()=>{s=!1,t.apply(e,i)})))}}const n={token:"${b64url(43)}",nonce:"${hex(32)}"};var o=function(t){return t};return {version:"4.4.1",k:e,n}}));
`);

file('web/src/api/session.ts', `
export async function login(username: string, password: string) {
  const res = await fetch('/api/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error('Invalid username or password');
  const { token } = await res.json();
  sessionStorage.setItem('token', token);
  return token;
}

export function authHeader(): Record<string, string> {
  const token = sessionStorage.getItem('token');
  return token ? { Authorization: \`Bearer \${token}\` } : {};
}
`);

file('services/auth/src/jwt.ts', `
import jwt from 'jsonwebtoken';

const JWT_SECRET = '${jwtSecret()}'; ⟦jwt_secret⟧
const REFRESH_TTL = 60 * 60 * 24 * 30;

export function sign(userId: string) {
  return jwt.sign({ sub: userId }, JWT_SECRET, { expiresIn: '15m' });
}

export function verify(token: string) {
  return jwt.verify(token, JWT_SECRET);
}
export { REFRESH_TTL };
`);

file('services/auth/src/oauth.ts', `
import { Issuer } from 'openid-client';

export async function githubClient() {
  const issuer = await Issuer.discover('https://token.actions.githubusercontent.com');
  return new issuer.Client({
    client_id: 'Iv1.${hex(16)}',
    client_secret: '${hex(40)}', ⟦oauth_client_secret⟧
    redirect_uris: ['https://app.acme.io/oauth/callback'],
  });
}

export async function googleClient() {
  const issuer = await Issuer.discover('https://accounts.google.com');
  return new issuer.Client({
    client_id: process.env.GOOGLE_CLIENT_ID!,
    client_secret: process.env.GOOGLE_CLIENT_SECRET!,
  });
}
`);

file('services/auth/src/hash.ts', `
import { scrypt, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt);

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  const derived = (await scryptAsync(password, salt, 64)) as Buffer;
  return \`\${salt}:\${derived.toString('hex')}\`;
}

export async function checkPassword(password: string, stored: string): Promise<boolean> {
  const [salt, key] = stored.split(':');
  const derived = (await scryptAsync(password, salt, 64)) as Buffer;
  return timingSafeEqual(Buffer.from(key, 'hex'), derived);
}
`);

file('services/auth/test/hash.test.ts', `
import { describe, it, expect } from 'vitest';
import { hashPassword, checkPassword } from '../src/hash';

describe('hashPassword', () => {
  it('round-trips', async () => {
    const password = 'correct horse battery staple';
    const stored = await hashPassword(password);
    expect(await checkPassword(password, stored)).toBe(true);
    expect(await checkPassword('wrong-password', stored)).toBe(false);
  });

  it('matches a known scrypt vector', async () => {
    const expected = '${hex(32)}:${hex(128)}';
    expect(expected).toHaveLength(161);
  });
});
`);

file('services/auth/test/jwt.test.ts', `
import { describe, it, expect } from 'vitest';
import jwt from 'jsonwebtoken';

// RFC 7519 style sample token; the secret is the documented one used by every tutorial.
const SAMPLE = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

describe('jwt', () => {
  it('decodes the sample', () => {
    expect(jwt.decode(SAMPLE)).toMatchObject({ name: 'John Doe' });
  });
  it('rejects a tampered token', () => {
    const secret = process.env.TEST_JWT_SECRET ?? 'test-secret';
    expect(() => jwt.verify(SAMPLE + 'x', secret)).toThrow();
  });
});
`);

file('services/notifier/src/mail.ts', `
import sgMail from '@sendgrid/mail';
import formData from 'form-data';
import Mailgun from 'mailgun.js';

sgMail.setApiKey('${sendgrid()}'); ⟦sendgrid⟧

const mailgun = new Mailgun(formData);
export const mg = mailgun.client({ username: 'api', key: '${mailgun()}' }); ⟦mailgun⟧

export async function send(to: string, subject: string, html: string) {
  await sgMail.send({ to, from: 'no-reply@acme.io', subject, html });
}
`);

file('services/notifier/src/sms.ts', `
import twilio from 'twilio';

const accountSid = '${twilioSid()}';
const authToken = '${twilioToken()}'; ⟦twilio_auth_token⟧
const client = twilio(accountSid, authToken);

export function sms(to: string, body: string) {
  return client.messages.create({ to, from: '+15005550006', body });
}
`);

file('services/notifier/src/slack.ts', `
const WEBHOOK = '${slackHook()}'; ⟦slack_webhook⟧

export async function notify(text: string) {
  await fetch(WEBHOOK, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
}
`);

file('services/notifier/src/templates.ts', `
export const RESET_PASSWORD_SUBJECT = 'Reset your password';
export const RESET_PASSWORD_BODY = (link: string) =>
  \`Someone asked to reset the password for your account. Follow <a href="\${link}">this link</a> to choose a new password.\`;
export const TOKEN_EXPIRED = 'Your access token expired; sign in again.';
export const API_KEY_CREATED = (name: string) => \`A new API key named \${name} was created.\`;
`);

file('services/media/src/s3.ts', `
import { S3Client, GetObjectCommand } from '@aws-sdk/client-s3';

const s3 = new S3Client({ region: process.env.AWS_REGION });

// Object keys are content addressed: sha256 of the upload.
const SAMPLE_KEYS = [
  'uploads/2024/03/${sha256()}.jpg',
  'uploads/2024/03/${sha256()}.png',
  'thumbs/${hex(40)}/${uuid()}.webp',
];

export function get(key: string) {
  return s3.send(new GetObjectCommand({ Bucket: process.env.MEDIA_BUCKET, Key: key }));
}
export { SAMPLE_KEYS };
`);

file('services/media/src/cdn.ts', `
import { createHmac } from 'node:crypto';

// URL signing: the key comes from the environment, the keyId is public.
const KEY_ID = 'K2${str(UPPER + DIGITS, 12)}';

export function signUrl(url: string, expires: number) {
  const key = process.env.CDN_SIGNING_KEY;
  if (!key) throw new Error('CDN_SIGNING_KEY missing');
  const sig = createHmac('sha256', key).update(url + expires).digest('base64url');
  return \`\${url}?Expires=\${expires}&Key-Pair-Id=\${KEY_ID}&Signature=\${sig}\`;
}
`);

file('services/ingest/src/kafka.ts', `
import { Kafka } from 'kafkajs';

export const kafka = new Kafka({
  clientId: 'ingest',
  brokers: ['pkc-4r297.europe-west1.gcp.confluent.cloud:9092'],
  ssl: true,
  sasl: {
    mechanism: 'plain',
    username: '${str(UPPER + DIGITS, 16)}',
    password: '${b64(64)}', ⟦confluent_api_secret⟧
  },
});
`);

file('services/ingest/src/redis.ts', `
import Redis from 'ioredis';

export const redis = new Redis('redis://:${alnum(32)}@redis-master.cache.svc:6379/0'); ⟦redis_url⟧
export const local = new Redis(process.env.REDIS_URL ?? 'redis://localhost:6379');
`);

file('services/ingest/src/mongo.ts', `
import { MongoClient } from 'mongodb';

const uri = 'mongodb+srv://ingest:${alnum(16)}@cluster0.ab12c.mongodb.net/events?retryWrites=true&w=majority'; ⟦mongodb_url⟧
export const mongo = new MongoClient(uri);
`);

file('services/search/src/elastic.ts', `
import { Client } from '@elastic/elasticsearch';

export const es = new Client({
  node: 'https://search.acme.internal:9200',
  auth: { username: 'elastic', password: '${strongPw()}' }, ⟦password⟧
  tls: { rejectUnauthorized: true },
});

export const esCloud = new Client({
  cloud: { id: process.env.ES_CLOUD_ID! },
  auth: { apiKey: process.env.ES_API_KEY! },
});
`);

file('services/search/src/algolia.ts', `
import algoliasearch from 'algoliasearch';

// Search-only key: public by design, safe in the browser.
const appId = '${str(UPPER + DIGITS, 10)}';
const searchKey = process.env.ALGOLIA_SEARCH_KEY ?? '';
export const client = algoliasearch(appId, searchKey);
`);

file('services/gateway/src/github.ts', `
import { Octokit } from '@octokit/rest';

export const octokit = new Octokit({ auth: '${ghp()}' }); ⟦github_token⟧

export async function openIssue(title: string, body: string) {
  return octokit.issues.create({ owner: 'acme', repo: 'platform', title, body });
}
`);

file('services/gateway/src/routes.ts', `
import type { FastifyInstance } from 'fastify';

export default async function routes(app: FastifyInstance) {
  app.post('/login', async (req) => {
    const { username, password } = req.body as { username: string; password: string };
    return app.auth.login(username, password);
  });
  app.post('/password/reset', async (req) => {
    const { token, newPassword } = req.body as { token: string; newPassword: string };
    return app.auth.resetPassword(token, newPassword);
  });
}
`);

file('services/gateway/test/fixtures/users.ts', `
// Fixture users for the e2e suite; passwords are for the throwaway test database.
export const users = [
  { email: 'alice@example.com', password: 'password123', role: 'admin' },
  { email: 'bob@example.com', password: 'test', role: 'user' },
  { email: 'carol@example.com', password: 'changeme', role: 'user' },
];
export const ids = ['${uuid()}', '${uuid()}', '${uuid()}'];
`);

file('services/gateway/test/routes.test.ts', `
import { describe, it, expect, vi } from 'vitest';
import build from '../src/app';

describe('POST /login', () => {
  it('accepts a valid user', async () => {
    const app = await build();
    const auth = vi.spyOn(app.auth, 'login').mockResolvedValue({ token: 'fake-token' });
    const res = await app.inject({ method: 'POST', url: '/login', payload: { username: 'alice', password: 'hunter2' } });
    expect(res.statusCode).toBe(200);
    expect(auth).toHaveBeenCalledWith('alice', 'hunter2');
  });
  it('has a request id', () => {
    const requestId = '${hex(32)}';
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
  });
});
`);

file('services/checkout/src/paypal.js', `
const paypal = require('@paypal/checkout-server-sdk');

function environment() {
  const clientId = 'A${b64url(79)}';
  const clientSecret = 'E${b64url(79)}'; ⟦paypal_secret⟧
  return new paypal.core.LiveEnvironment(clientId, clientSecret);
}

module.exports = { client: () => new paypal.core.PayPalHttpClient(environment()) };
`);

file('services/checkout/src/stripe.ts', `
import Stripe from 'stripe';

const key = process.env.STRIPE_SECRET_KEY;
if (!key?.startsWith('sk_')) throw new Error('STRIPE_SECRET_KEY must be a secret key');
export const stripe = new Stripe(key, { apiVersion: '2023-10-16' });
export const PUBLISHABLE = 'pk_live_${alnum(99)}';
export const WEBHOOK_SECRET = 'whsec_${alnum(32)}'; ⟦stripe_webhook_secret⟧
`);

file('services/checkout/test/stripe.test.ts', `
import { describe, it, expect } from 'vitest';
import Stripe from 'stripe';

// Stripe test-mode key from the fixture account: charges nothing.
const stripe = new Stripe('sk_test_${alnum(24)}', { apiVersion: '2023-10-16' });

describe('checkout', () => {
  it('builds a session', async () => {
    expect(stripe).toBeDefined();
    const idempotencyKey = '${uuid()}';
    expect(idempotencyKey).toHaveLength(36);
  });
});
`);

file('services/ledger/src/crypto.ts', `
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const ENCRYPTION_KEY = Buffer.from('${hex(64)}', 'hex'); ⟦encryption_key⟧

export function seal(plain: string) {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', ENCRYPTION_KEY, iv);
  const body = Buffer.concat([c.update(plain, 'utf8'), c.final()]);
  return Buffer.concat([iv, c.getAuthTag(), body]).toString('base64');
}

export function open(sealed: string) {
  const raw = Buffer.from(sealed, 'base64');
  const d = createDecipheriv('aes-256-gcm', ENCRYPTION_KEY, raw.subarray(0, 12));
  d.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([d.update(raw.subarray(28)), d.final()]).toString('utf8');
}
`);

file('services/ledger/test/crypto.vectors.ts', `
// NIST SP 800-38D test vectors (AES-GCM), used to check the sealing code.
export const vectors = [
  { key: '${hex(64)}', iv: '${hex(24)}', pt: '${hex(64)}', ct: '${hex(64)}', tag: '${hex(32)}' },
  { key: '${hex(64)}', iv: '${hex(24)}', pt: '${hex(120)}', ct: '${hex(120)}', tag: '${hex(32)}' },
  { key: '00000000000000000000000000000000000000000000000000000000000000000', iv: '000000000000000000000000', pt: '', ct: '', tag: '530f8afbc74536b9a963b4f1c4cb738b' },
];
`);

file('services/scheduler/src/datadog.ts', `
import { client, v1 } from '@datadog/datadog-api-client';

const configuration = client.createConfiguration({
  authMethods: {
    apiKeyAuth: '${ddApi()}', ⟦datadog_api_key⟧
    appKeyAuth: '${ddApp()}', ⟦datadog_app_key⟧
  },
});
export const metrics = new v1.MetricsApi(configuration);
`);

file('services/scheduler/src/heroku.js', `
const Heroku = require('heroku-client');

const heroku = new Heroku({ token: '${herokuKey()}' }); ⟦heroku_api_key⟧

async function scale(app, qty) {
  return heroku.patch(\`/apps/\${app}/formation/worker\`, { body: { quantity: qty } });
}
module.exports = { scale };
`);

file('services/scheduler/src/jobs.ts', `
export const jobs = [
  { id: '${uuid()}', cron: '*/5 * * * *', name: 'refresh-tokens' },
  { id: '${uuid()}', cron: '0 3 * * *', name: 'rotate-secrets' },
  { id: '${uuid()}', cron: '0 * * * *', name: 'purge-password-reset-requests' },
];
`);

file('services/reports/src/gcs.ts', `
import { Storage } from '@google-cloud/storage';

export const storage = new Storage({
  projectId: 'acme-analytics',
  credentials: {
    client_email: 'reports@acme-analytics.iam.gserviceaccount.com',
    private_key: '-----BEGIN PRIVATE KEY-----\\n${b64(64)}\\n${b64(64)}\\n${b64(64)}\\n${b64(40)}=\\n-----END PRIVATE KEY-----\\n', ⟦private_key⟧
  },
});
`);

file('services/reports/src/openai.ts', `
import OpenAI from 'openai';

export const ai = new OpenAI({ apiKey: process.env.OPENAI_API_KEY });
const FALLBACK_MODEL = 'gpt-4o-mini';
export const anthropicHeaders = {
  'x-api-key': '${anthropic()}', ⟦anthropic_key⟧
  'anthropic-version': '2023-06-01',
};
export { FALLBACK_MODEL };
`);

file('services/inventory/src/legacy/ftp.js', `
const ftp = require('basic-ftp');

async function pull() {
  const client = new ftp.Client();
  await client.access({ host: 'ftp.supplier-feed.com', user: 'acme_feed', password: '${humanPw()}', secure: true }); ⟦password⟧
  await client.downloadTo('/tmp/feed.csv', '/export/feed.csv');
  client.close();
}
module.exports = { pull };
`);

file('services/inventory/src/legacy/soap.js', `
const soap = require('soap');
const url = 'https://erp.supplier.com/ws/Inventory?wsdl';

async function stock(sku) {
  const client = await soap.createClientAsync(url);
  client.setSecurity(new soap.BasicAuthSecurity('acme-integration', '${strongPw(18)}')); ⟦password⟧
  const [result] = await client.GetStockAsync({ sku });
  return result;
}
module.exports = { stock };
`);

file('scripts/seed.mjs', `
import { faker } from '@faker-js/faker';

const users = Array.from({ length: 50 }, () => ({
  id: faker.string.uuid(),
  email: faker.internet.email(),
  password: faker.internet.password({ length: 16 }),
}));
console.log(JSON.stringify(users));
`);

file('scripts/deploy.mjs', `
#!/usr/bin/env node
import { execSync } from 'node:child_process';

const token = process.env.DEPLOY_TOKEN ?? (() => { throw new Error('DEPLOY_TOKEN not set'); })();
const sha = execSync('git rev-parse HEAD').toString().trim();
await fetch('https://deploy.acme.io/api/releases', {
  method: 'POST',
  headers: { authorization: \`token \${token}\`, 'content-type': 'application/json' },
  body: JSON.stringify({ sha }),
});
`);

file('scripts/release.js', `
const { Octokit } = require('@octokit/rest');
const octokit = new Octokit({ auth: process.env.GITHUB_TOKEN });
const GITLAB_TOKEN = '${glpat()}'; ⟦gitlab_token⟧

async function mirror(tag) {
  await fetch(\`https://gitlab.com/api/v4/projects/4711/repository/tags?tag_name=\${tag}&ref=main\`, {
    method: 'POST', headers: { 'PRIVATE-TOKEN': GITLAB_TOKEN },
  });
}
module.exports = { mirror, octokit };
`);

// ============ Python ============
file('py/app/settings.py', `
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = 'django-insecure-${str(LOWER + DIGITS + '!@#$%^&*(-_=+)', 50)}' ⟦django_secret_key⟧
DEBUG = os.environ.get("DEBUG", "0") == "1"
ALLOWED_HOSTS = ["app.acme.io"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "acme",
        "USER": "acme",
        "PASSWORD": "${humanPw()}", ⟦password⟧
        "HOST": "${pick(HOSTS)}",
        "PORT": "5432",
    }
}

AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
]
EMAIL_HOST_PASSWORD = os.environ["EMAIL_HOST_PASSWORD"]
`);

file('py/app/settings_local.example.py', `
# Copy to settings_local.py and fill in.
SECRET_KEY = "<generate-one-with-django-admin>"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "PASSWORD": "changeme",
        "HOST": "localhost",
    }
}
AWS_ACCESS_KEY_ID = "AKIAIOSFODNN7EXAMPLE"
AWS_SECRET_ACCESS_KEY = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"
`);

file('py/app/aws.py', `
import boto3

session = boto3.Session(
    aws_access_key_id="${aws().id}", ⟦aws_access_key_id⟧
    aws_secret_access_key="${aws().secret}", ⟦aws_secret_access_key⟧
    region_name="us-east-1",
)
s3 = session.client("s3")
`);

file('py/app/notify.py', `
import requests

SLACK_TOKEN = "${slackBot()}" ⟦slack_bot⟧
TWILIO_SID = "${twilioSid()}"
TWILIO_TOKEN = "${twilioToken()}" ⟦twilio_auth_token⟧


def post(channel: str, text: str) -> None:
    requests.post(
        "https://slack.com/api/chat.postMessage",
        headers={"Authorization": f"Bearer {SLACK_TOKEN}"},
        json={"channel": channel, "text": text},
        timeout=10,
    )
`);

file('py/app/db.py', `
from sqlalchemy import create_engine

engine = create_engine("postgresql+psycopg2://reporting:${humanPw().replace(/[@#%$!*]/g, '')}@${pick(HOSTS)}:5432/warehouse", pool_pre_ping=True) ⟦postgres_url⟧
`);

file('py/app/db_env.py', `
import os
from sqlalchemy import create_engine

engine = create_engine(os.environ.get("DATABASE_URL", "postgresql://postgres:postgres@localhost:5432/dev"))
TEMPLATE = "postgresql://%(user)s:%(password)s@%(host)s/%(db)s"
`);

file('py/app/clients.py', `
import openai
import stripe
import sendgrid

stripe.api_key = "${stripeLive()}" ⟦stripe_live⟧
openai.api_key = "${openai()}" ⟦openai⟧
sg = sendgrid.SendGridAPIClient(api_key="${sendgrid()}") ⟦sendgrid⟧
`);

file('py/app/github_sync.py', `
from github import Github

GH = Github("${ghFine()}") ⟦github_token⟧


def repos(org: str):
    return [r.full_name for r in GH.get_organization(org).get_repos()]
`);

file('py/app/crypto_util.py', `
import hashlib
import hmac

HMAC_KEY = b"${alnum(32)}" ⟦hmac_key⟧


def sign(payload: bytes) -> str:
    return hmac.new(HMAC_KEY, payload, hashlib.sha256).hexdigest()


KNOWN_DIGEST = "${sha256()}"
EMPTY_SHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
`);

file('py/app/forms.py', `
from django import forms
from django.contrib.auth.password_validation import validate_password


class SignupForm(forms.Form):
    email = forms.EmailField()
    password = forms.CharField(widget=forms.PasswordInput, validators=[validate_password])
    password_confirm = forms.CharField(widget=forms.PasswordInput, label="Confirm password")

    def clean(self):
        data = super().clean()
        if data.get("password") != data.get("password_confirm"):
            raise forms.ValidationError("Passwords do not match")
        return data
`);

file('py/app/api_client.py', `
import requests


class PartnerClient:
    def __init__(self, api_key: str, base_url: str = "https://api.partner.example.com"):
        self.api_key = api_key
        self.base_url = base_url

    def get(self, path: str):
        return requests.get(self.base_url + path, headers={"X-Api-Key": self.api_key}, timeout=5)


client = PartnerClient(api_key="${genericKey(40)}") ⟦generic_api_key⟧
`);

file('py/app/config_loader.py', `
import configparser
import os

cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser("~/.acme/config.ini"))
password = cfg.get("db", "password", fallback=None)
token = os.getenv("ACME_TOKEN")
api_key = os.environ.get("ACME_API_KEY", "")
secret = None
`);

file('py/app/logging_conf.py', `
LOGGING = {
    "version": 1,
    "filters": {"redact": {"()": "app.logs.RedactFilter", "fields": ["password", "token", "secret", "api_key"]}},
    "handlers": {"console": {"class": "logging.StreamHandler", "filters": ["redact"]}},
    "root": {"handlers": ["console"], "level": "INFO"},
}
PASSWORD_RE = r"(?i)password\\s*[:=]\\s*\\S+"
`);

file('py/tests/test_auth.py', `
import pytest

from app.auth import login

TEST_PASSWORD = "not-a-real-password"


@pytest.fixture
def user(db):
    return db.create_user(email="test@example.com", password=TEST_PASSWORD)


def test_login(user):
    assert login("test@example.com", TEST_PASSWORD)
    assert not login("test@example.com", "wrong")


def test_token_shape():
    token = "${uuid()}"
    assert len(token) == 36
`);

file('py/tests/conftest.py', `
import os

import pytest

os.environ.setdefault("DJANGO_SECRET_KEY", "test-only-not-secret")
os.environ.setdefault("STRIPE_SECRET_KEY", "sk_test_placeholder")


@pytest.fixture
def api_headers():
    return {"Authorization": "Bearer test-token"}
`);

file('py/etl/warehouse.py', `
import snowflake.connector

conn = snowflake.connector.connect(
    user="ETL_SERVICE",
    password="${strongPw(20)}", ⟦password⟧
    account="ab12345.eu-central-1",
    warehouse="ETL_WH",
)
`);

file('py/etl/hashes.py', `
# Checksums of the vendor files we accept, pinned at release time.
PINNED = {
    "vendor-2024-01.csv": "${sha256()}",
    "vendor-2024-02.csv": "${sha256()}",
    "vendor-2024-03.csv": "${sha256()}",
}
COMMITS = ["${gitSha()}", "${gitSha()}"]
`);

file('py/etl/mysql_job.py', `
import pymysql

def connect():
    return pymysql.connect(host="${pick(HOSTS)}", user="etl", passwd="${humanPw()}", db="shop") ⟦password⟧
`);

file('py/setup.cfg', `
[metadata]
name = acme-etl
version = 2.3.1

[options]
packages = find:
install_requires =
    requests>=2.31
    SQLAlchemy>=2.0

[tool:pytest]
addopts = -q
env =
    DATABASE_URL=postgresql://test:test@localhost/test
`);

file('py/pyproject.toml', `
[project]
name = "acme-etl"
version = "2.3.1"
requires-python = ">=3.10"
dependencies = ["requests>=2.31", "boto3>=1.34"]

[tool.poetry.source]
name = "internal"
url = "https://pypi.acme.internal/simple"

[tool.ruff]
line-length = 110
`);

file('py/.pypirc', `
[distutils]
index-servers =
    pypi
    internal

[pypi]
username = __token__
password = ${pypiTok()} ⟦pypi_token⟧

[internal]
repository = https://pypi.acme.internal/
username = deploy
password = ${strongPw(16)} ⟦password⟧
`);

// ============ Java ============
file('java/src/main/java/com/acme/pay/PaymentConfig.java', `
package com.acme.pay;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class PaymentConfig {
    private static final String STRIPE_KEY = "${stripeRestricted()}"; ⟦stripe_live⟧
    private static final String CURRENCY = "EUR";

    @Bean
    public PaymentClient paymentClient() {
        return new PaymentClient(STRIPE_KEY, CURRENCY);
    }
}
`);

file('java/src/main/java/com/acme/pay/Db.java', `
package com.acme.pay;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;

public final class Db {
    private static final String URL = "jdbc:mysql://${pick(HOSTS)}:3306/payments";
    private static final String USER = "payments";
    private static final String PASSWORD = "${humanPw()}"; ⟦password⟧

    public static Connection open() throws SQLException {
        return DriverManager.getConnection(URL, USER, PASSWORD);
    }
}
`);

file('java/src/main/java/com/acme/pay/AwsClients.java', `
package com.acme.pay;

import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.services.sqs.SqsClient;

public class AwsClients {
    public static SqsClient sqs() {
        AwsBasicCredentials creds = AwsBasicCredentials.create("${aws().id}", "${aws().secret}"); ⟦aws_access_key_id⟧
        return SqsClient.builder().credentialsProvider(StaticCredentialsProvider.create(creds)).build();
    }
}
`);

file('java/src/main/java/com/acme/pay/PasswordPolicy.java', `
package com.acme.pay;

import java.util.regex.Pattern;

public final class PasswordPolicy {
    public static final String PASSWORD_PATTERN = "^(?=.*[0-9])(?=.*[a-z])(?=.*[A-Z])(?=.*[@#$%^&+=])(?=\\\\S+$).{12,64}$";
    public static final int MIN_PASSWORD_LENGTH = 12;
    public static final String PASSWORD_FIELD = "password";
    public static final String TOKEN_HEADER = "X-Auth-Token";
    private static final Pattern P = Pattern.compile(PASSWORD_PATTERN);

    public static boolean ok(String password) {
        return password != null && P.matcher(password).matches();
    }
}
`);

file('java/src/main/java/com/acme/pay/SecretsFromEnv.java', `
package com.acme.pay;

public final class SecretsFromEnv {
    private final String apiKey = System.getenv("PAY_API_KEY");
    private final String password = System.getProperty("db.password");
    private final String token;

    public SecretsFromEnv(String token) {
        this.token = token;
    }

    public String apiKey() { return apiKey; }
}
`);

file('java/src/main/java/com/acme/pay/Webhooks.java', `
package com.acme.pay;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;

public class Webhooks {
    private static final HttpClient HTTP = HttpClient.newHttpClient();

    public void ping() throws Exception {
        HttpRequest req = HttpRequest.newBuilder(URI.create("https://api.partner.io/v1/ping"))
            .header("Authorization", "Bearer ${b64url(48)}") ⟦bearer_token⟧
            .build();
        HTTP.send(req, java.net.http.HttpResponse.BodyHandlers.discarding());
    }
}
`);

file('java/src/test/java/com/acme/pay/PasswordPolicyTest.java', `
package com.acme.pay;

import static org.junit.jupiter.api.Assertions.*;
import org.junit.jupiter.api.Test;

class PasswordPolicyTest {
    @Test
    void rejectsWeak() {
        assertFalse(PasswordPolicy.ok("password"));
        assertFalse(PasswordPolicy.ok("Password1"));
    }

    @Test
    void acceptsStrong() {
        assertTrue(PasswordPolicy.ok("Tr0ub4dor&3xyZ"));
    }
}
`);

file('java/src/main/resources/application.properties', `
spring.application.name=payments
server.port=8080
spring.datasource.url=jdbc:postgresql://${pick(HOSTS)}:5432/payments
spring.datasource.username=payments
spring.datasource.password=${humanPw()} ⟦password⟧
spring.jpa.hibernate.ddl-auto=validate
management.endpoints.web.exposure.include=health,info
app.jwt.secret=${jwtSecret()} ⟦jwt_secret⟧
app.jwt.expiration=3600
`);

file('java/src/main/resources/application-prod.properties', `
spring.datasource.url=\${JDBC_URL}
spring.datasource.username=\${DB_USER}
spring.datasource.password=\${DB_PASSWORD}
app.jwt.secret=\${JWT_SECRET}
spring.mail.password=\${MAIL_PASSWORD:}
`);

file('java/src/main/resources/application.yml', `
spring:
  application:
    name: orders
  datasource:
    url: jdbc:postgresql://localhost:5432/orders
    username: orders
    password: \${DB_PASSWORD:}
  rabbitmq:
    host: rabbit.internal
    username: orders
    password: ${strongPw(16)} ⟦password⟧
security:
  oauth2:
    client:
      registration:
        github:
          client-id: ${hex(20)}
          client-secret: ${hex(40)} ⟦oauth_client_secret⟧
`);

file('java/pom.xml', `
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>com.acme</groupId>
  <artifactId>payments</artifactId>
  <version>3.1.0</version>
  <properties>
    <java.version>17</java.version>
    <sonar.login>\${env.SONAR_TOKEN}</sonar.login>
    <db.password>\${env.DB_PASSWORD}</db.password>
  </properties>
  <dependencies>
    <dependency>
      <groupId>org.springframework.boot</groupId>
      <artifactId>spring-boot-starter-web</artifactId>
    </dependency>
  </dependencies>
</project>
`);

file('java/settings.xml', `
<settings>
  <servers>
    <server>
      <id>acme-releases</id>
      <username>deployer</username>
      <password>${strongPw(20)}</password> ⟦password⟧
    </server>
    <server>
      <id>acme-snapshots</id>
      <username>\${env.MAVEN_USER}</username>
      <password>\${env.MAVEN_PASSWORD}</password>
    </server>
  </servers>
</settings>
`);

// ============ Go ============
file('go/internal/store/postgres.go', `
package store

import (
	"database/sql"

	_ "github.com/lib/pq"
)

const dsn = "postgres://app:${alnum(20)}@${pick(HOSTS)}:5432/app?sslmode=require" ⟦postgres_url⟧

func Open() (*sql.DB, error) {
	return sql.Open("postgres", dsn)
}
`);

file('go/internal/store/env.go', `
package store

import "os"

func DSN() string {
	if v := os.Getenv("DATABASE_URL"); v != "" {
		return v
	}
	return "postgres://postgres:postgres@localhost:5432/postgres?sslmode=disable"
}
`);

file('go/internal/notify/slack.go', `
package notify

import (
	"bytes"
	"net/http"
)

var webhookURL = "${slackHook()}" ⟦slack_webhook⟧

func Send(msg string) error {
	_, err := http.Post(webhookURL, "application/json", bytes.NewBufferString(\`{"text":"\`+msg+\`"}\`))
	return err
}
`);

file('go/internal/cloud/aws.go', `
package cloud

import (
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
)

var Creds = credentials.NewStaticCredentialsProvider(
	"${aws().id}", ⟦aws_access_key_id⟧
	"${aws().secret}", ⟦aws_secret_access_key⟧
	"",
)

var _ aws.CredentialsProvider = Creds
`);

file('go/internal/auth/config.go', `
package auth

type Config struct {
	Issuer       string
	ClientID     string
	ClientSecret string
	SigningKey   []byte
}

var Default = Config{
	Issuer:       "https://auth.acme.io",
	ClientID:     "acme-web",
	ClientSecret: "${alnum(32)}", ⟦oauth_client_secret⟧
	SigningKey:   []byte("${jwtSecret()}"), ⟦jwt_secret⟧
}
`);

file('go/internal/auth/config_test.go', `
package auth

import "testing"

func TestConfig(t *testing.T) {
	c := Config{ClientID: "test", ClientSecret: "test-secret", SigningKey: []byte("0123456789abcdef0123456789abcdef")}
	if c.ClientID == "" {
		t.Fatal("missing client id")
	}
	const requestID = "${hex(32)}"
	_ = requestID
}
`);

file('go/internal/ids/ids.go', `
package ids

// Well-known namespace UUIDs (RFC 4122 appendix C).
const (
	NamespaceDNS  = "6ba7b810-9dad-11d1-80b4-00c04fd430c8"
	NamespaceURL  = "6ba7b811-9dad-11d1-80b4-00c04fd430c8"
	TenantDefault = "${uuid()}"
)

var Build = "${gitSha()}"
`);

file('go/cmd/worker/main.go', `
package main

import (
	"log"
	"os"

	"github.com/go-redis/redis/v8"
)

func main() {
	rdb := redis.NewClient(&redis.Options{
		Addr:     "redis-master.cache.svc:6379",
		Password: "${alnum(24)}", ⟦password⟧
		DB:       0,
	})
	token := os.Getenv("WORKER_TOKEN")
	if token == "" {
		log.Fatal("WORKER_TOKEN required")
	}
	_ = rdb
}
`);

file('go/cmd/worker/github.go', `
package main

import "net/http"

func listRepos() (*http.Response, error) {
	req, _ := http.NewRequest("GET", "https://api.github.com/user/repos", nil)
	req.Header.Set("Authorization", "token ${gho()}") ⟦github_token⟧
	return http.DefaultClient.Do(req)
}
`);

file('go/go.sum', Array.from({ length: 14 }, (_, i) => {
  const mods = ['github.com/lib/pq v1.10.9', 'github.com/go-redis/redis/v8 v8.11.5', 'github.com/aws/aws-sdk-go-v2 v1.24.0', 'golang.org/x/crypto v0.17.0', 'github.com/stretchr/testify v1.8.4', 'gopkg.in/yaml.v3 v3.0.1', 'github.com/google/uuid v1.5.0'];
  const m = mods[i % mods.length];
  return i < 7 ? `${m} h1:${b64(43)}=` : `${m}/go.mod h1:${b64(43)}=`;
}).join('\n') + '\n');

// ============ PHP ============
file('php/config/database.php', `
<?php

return [
    'default' => env('DB_CONNECTION', 'mysql'),
    'connections' => [
        'mysql' => [
            'driver' => 'mysql',
            'host' => env('DB_HOST', '127.0.0.1'),
            'database' => env('DB_DATABASE', 'forge'),
            'username' => env('DB_USERNAME', 'forge'),
            'password' => env('DB_PASSWORD', ''),
        ],
        'legacy' => [
            'driver' => 'mysql',
            'host' => '${pick(HOSTS)}',
            'username' => 'legacy_ro',
            'password' => '${humanPw()}', ⟦password⟧
        ],
    ],
];
`);

file('php/config/services.php', `
<?php

return [
    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
    ],
    'stripe' => [
        'key' => 'pk_live_${alnum(24)}',
        'secret' => '${stripeLive()}', ⟦stripe_live⟧
    ],
    'twilio' => [
        'sid' => '${twilioKey()}',
        'token' => '${alnum(32)}', ⟦twilio_api_secret⟧
    ],
];
`);

file('php/src/Legacy/Mailer.php', `
<?php

namespace App\\Legacy;

use PHPMailer\\PHPMailer\\PHPMailer;

class Mailer
{
    public function make(): PHPMailer
    {
        $mail = new PHPMailer(true);
        $mail->isSMTP();
        $mail->Host = 'smtp.office365.com';
        $mail->SMTPAuth = true;
        $mail->Username = 'alerts@acme.io';
        $mail->Password = '${humanPw()}'; ⟦password⟧
        $mail->Port = 587;
        return $mail;
    }
}
`);

file('php/src/Api/Client.php', `
<?php

namespace App\\Api;

final class Client
{
    private const API_KEY = '${genericKey(32)}'; ⟦generic_api_key⟧
    private string $token;

    public function __construct(?string $token = null)
    {
        $this->token = $token ?? getenv('PARTNER_TOKEN');
    }

    public function headers(): array
    {
        return ['X-Api-Key' => self::API_KEY, 'Authorization' => 'Bearer ' . $this->token];
    }
}
`);

file('php/src/Auth/PasswordRules.php', `
<?php

namespace App\\Auth;

final class PasswordRules
{
    public const MIN = 12;
    public const MESSAGE = 'The password must contain at least one uppercase letter and one number.';

    public static function rules(): array
    {
        return ['password' => ['required', 'string', 'min:12', 'confirmed', 'regex:/^(?=.*[A-Z])(?=.*\\d).+$/']];
    }
}
`);

file('php/composer.json', JSON.stringify({
  name: 'acme/storefront', type: 'project', require: { php: '^8.2', 'laravel/framework': '^10.10', 'stripe/stripe-php': '^13.0' },
  config: { 'optimize-autoloader': true },
  repositories: [{ type: 'composer', url: 'https://repo.packagist.com/acme/' }],
}, null, 4) + '\n');

file('php/auth.json', JSON.stringify({
  'http-basic': { 'repo.packagist.com': { username: 'token', password: hex(40) } },
  'github-oauth': { 'github.com': ghp() },
}, null, 4).replace(/"password": "([0-9a-f]{40})"/, '"password": "$1" ⟦composer_token⟧').replace(/"github\.com": "(ghp_\w+)"/, '"github.com": "$1" ⟦github_token⟧') + '\n');

file('php/composer.lock', JSON.stringify({
  _readme: ['This file locks the dependencies of your project to a known state'],
  'content-hash': hex(32),
  packages: Array.from({ length: 4 }, (_, i) => ({
    name: ['laravel/framework', 'stripe/stripe-php', 'monolog/monolog', 'guzzlehttp/guzzle'][i], version: `v${i + 2}.1.0`,
    source: { type: 'git', url: 'https://github.com/x/y.git', reference: gitSha() },
    dist: { type: 'zip', url: `https://api.github.com/repos/x/y/zipball/${gitSha()}`, reference: gitSha(), shasum: '' },
  })),
}, null, 4) + '\n');

// ============ Ruby ============
file('ruby/config/initializers/stripe.rb', `
Rails.configuration.stripe = {
  publishable_key: ENV.fetch("STRIPE_PUBLISHABLE_KEY", nil),
  secret_key: ENV.fetch("STRIPE_SECRET_KEY", nil)
}
Stripe.api_key = "${stripeLive()}" ⟦stripe_live⟧
`);

file('ruby/config/initializers/aws.rb', `
Aws.config.update(
  region: "eu-west-1",
  credentials: Aws::Credentials.new("${aws().id}", "${aws().secret}") ⟦aws_access_key_id⟧
)
`);

file('ruby/config/database.yml', `
default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: shop_development

test:
  <<: *default
  database: shop_test

production:
  <<: *default
  database: shop_production
  username: shop
  password: ${humanPw()} ⟦password⟧
  host: ${pick(HOSTS)}
`);

file('ruby/config/secrets.yml', `
development:
  secret_key_base: ${hex(128)} ⟦rails_secret_key_base⟧

test:
  secret_key_base: ${hex(128)}

production:
  secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>
`);

file('ruby/app/services/github_client.rb', `
require "octokit"

class GithubClient
  TOKEN = "${ghs()}" ⟦github_token⟧

  def initialize
    @client = Octokit::Client.new(access_token: TOKEN)
  end

  def issues(repo)
    @client.issues(repo)
  end
end
`);

file('ruby/app/models/user.rb', `
class User < ApplicationRecord
  has_secure_password
  validates :password, length: { minimum: 12 }, allow_nil: true
  validates :password, format: { with: /\\A(?=.*\\d)(?=.*[a-z])(?=.*[A-Z])/, message: "must include a digit, a lowercase and an uppercase letter" }

  def self.authenticate(email, password)
    find_by(email: email)&.authenticate(password)
  end
end
`);

file('ruby/spec/models/user_spec.rb', `
require "rails_helper"

RSpec.describe User do
  let(:password) { "Sup3rS3cret!" }

  it "authenticates" do
    user = User.create!(email: "a@example.com", password: password)
    expect(User.authenticate("a@example.com", password)).to eq(user)
  end

  it "rejects short passwords" do
    expect(User.new(password: "short")).not_to be_valid
  end
end
`);

file('ruby/Gemfile.lock', `
GEM
  remote: https://rubygems.org/
  specs:
    actionpack (7.1.2)
    stripe (10.4.0)
    octokit (8.0.0)

PLATFORMS
  x86_64-linux

CHECKSUMS
  actionpack (7.1.2) sha256=${sha256()}
  stripe (10.4.0) sha256=${sha256()}

BUNDLED WITH
   2.5.3
`);

file('ruby/lib/tasks/backup.rake', `
namespace :backup do
  task :upload do
    uri = "ftp://backup:${humanPw().replace(/[@#%$!*]/g, '')}@backup.acme-hosting.net/db/" ⟦ftp_url⟧
    sh "curl -T tmp/dump.sql.gz #{uri}"
  end
end
`);

// ============ C# ============
file('dotnet/Acme.Api/appsettings.json', JSON.stringify({
  Logging: { LogLevel: { Default: 'Information' } },
  ConnectionStrings: {
    Default: `Server=tcp:acme-sql.database.windows.net,1433;Initial Catalog=acme;User ID=acmeadmin;Password=${humanPw()};Encrypt=True;`,
    Storage: azureConn('acmeprodstore'),
  },
  Jwt: { Issuer: 'https://api.acme.io', Key: jwtSecret() },
  SendGrid: { ApiKey: sendgrid() },
  AllowedHosts: '*',
}, null, 2)
  .replace(/("Default": "Server=.*)/, '$1 ⟦mssql_connection_string⟧')
  .replace(/("Storage": .*)/, '$1 ⟦azure_storage⟧')
  .replace(/("Key": .*)/, '$1 ⟦jwt_secret⟧')
  .replace(/("ApiKey": .*)/, '$1 ⟦sendgrid⟧') + '\n');

file('dotnet/Acme.Api/appsettings.Development.json', JSON.stringify({
  ConnectionStrings: {
    Default: 'Server=(localdb)\\mssqllocaldb;Database=acme_dev;Trusted_Connection=True;',
    Storage: 'UseDevelopmentStorage=true',
  },
  Jwt: { Key: '<set with dotnet user-secrets>' },
  SendGrid: { ApiKey: '' },
}, null, 2) + '\n');

file('dotnet/Acme.Api/Services/BlobService.cs', `
using Azure.Storage.Blobs;

namespace Acme.Api.Services;

public class BlobService
{
    private const string ConnectionString = "${azureConn('acmemedia')}"; ⟦azure_storage⟧
    private readonly BlobServiceClient _client = new(ConnectionString);

    public BlobContainerClient Container(string name) => _client.GetBlobContainerClient(name);
}
`);

file('dotnet/Acme.Api/Services/SmtpSender.cs', `
using System.Net;
using System.Net.Mail;

namespace Acme.Api.Services;

public class SmtpSender
{
    public SmtpClient Create() => new SmtpClient("smtp.sendgrid.net", 587)
    {
        Credentials = new NetworkCredential("apikey", "${sendgrid()}"), ⟦sendgrid⟧
        EnableSsl = true,
    };
}
`);

file('dotnet/Acme.Api/Services/TokenService.cs', `
using System.Text;
using Microsoft.IdentityModel.Tokens;

namespace Acme.Api.Services;

public class TokenService
{
    private readonly IConfiguration _config;
    public TokenService(IConfiguration config) => _config = config;

    public SymmetricSecurityKey Key() => new(Encoding.UTF8.GetBytes(_config["Jwt:Key"]!));
    public const string PasswordResetPurpose = "ResetPassword";
}
`);

file('dotnet/Acme.Api/Services/LegacyAuth.cs', `
namespace Acme.Api.Services;

public static class LegacyAuth
{
    public static readonly string AdminPassword = "${humanPw()}"; ⟦password⟧
    public static readonly string ServiceToken = "${b64url(40)}"; ⟦generic_api_key⟧
}
`);

file('dotnet/Acme.Api/web.config', `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Legacy" connectionString="Data Source=sql01;Initial Catalog=Shop;User Id=shop_web;Password=${humanPw()};" providerName="System.Data.SqlClient" /> ⟦mssql_connection_string⟧
    <add name="Reporting" connectionString="Data Source=sql02;Initial Catalog=Reports;Integrated Security=True;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="PaymentApiKey" value="${genericKey(40)}" /> ⟦generic_api_key⟧
    <add key="PaymentApiUrl" value="https://pay.example.com/api" />
    <add key="CacheKeyPrefix" value="shop:v3:" />
  </appSettings>
  <system.webServer>
    <handlers><add name="aspNetCore" path="*" verb="*" modules="AspNetCoreModuleV2" /></handlers>
  </system.webServer>
</configuration>
`);

file('dotnet/Acme.Tests/TokenServiceTests.cs', `
using Xunit;

public class TokenServiceTests
{
    private const string TestKey = "unit-test-signing-key-not-for-production-use";

    [Fact]
    public void KeyIsLongEnough() => Assert.True(TestKey.Length >= 32);

    [Fact]
    public void Guid() => Assert.Equal(36, "${uuid()}".Length);
}
`);

file('dotnet/Acme.Api/Acme.Api.csproj', `
<Project Sdk="Microsoft.NET.Sdk.Web">
  <PropertyGroup>
    <TargetFramework>net8.0</TargetFramework>
    <UserSecretsId>${uuid()}</UserSecretsId>
  </PropertyGroup>
  <ItemGroup>
    <PackageReference Include="Azure.Storage.Blobs" Version="12.19.1" />
  </ItemGroup>
</Project>
`);

file('dotnet/nuget.config', `
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <packageSources>
    <add key="acme" value="https://pkgs.dev.azure.com/acme/_packaging/acme/nuget/v3/index.json" />
  </packageSources>
  <packageSourceCredentials>
    <acme>
      <add key="Username" value="build" />
      <add key="ClearTextPassword" value="${str(LOWER + DIGITS, 52)}" /> ⟦azure_devops_pat⟧
    </acme>
  </packageSourceCredentials>
</configuration>
`);

// ============ env files ============
for (const svc of SERVICES) {
  const k = aws();
  const idx = SERVICES.indexOf(svc);
  const live = idx % 3 !== 2;
  if (live) {
    file(`services/${svc}/.env`, `
# ${svc} local overrides
NODE_ENV=production
PORT=${3000 + idx}
DATABASE_URL=postgres://${svc}:${alnum(18)}@${pick(HOSTS)}:5432/${svc} ⟦postgres_url⟧
REDIS_URL=redis://localhost:6379
${idx % 2 ? `AWS_ACCESS_KEY_ID=${k.id} ⟦aws_access_key_id⟧\nAWS_SECRET_ACCESS_KEY=${k.secret} ⟦aws_secret_access_key⟧` : `SENTRY_DSN=${sentryDsn()}`}
LOG_LEVEL=info
${pick([`SESSION_SECRET=${alnum(40)} ⟦session_secret⟧`, `JWT_SECRET="${jwtSecret()}" ⟦jwt_secret⟧`, `API_TOKEN='${genericKey()}' ⟦generic_api_key⟧`])}
FEATURE_FLAGS=checkout_v2,search_v3
`);
  }
  file(`services/${svc}/.env.example`, `
NODE_ENV=development
PORT=${3000 + idx}
DATABASE_URL=postgres://user:password@localhost:5432/${svc}
REDIS_URL=redis://localhost:6379
AWS_ACCESS_KEY_ID=
AWS_SECRET_ACCESS_KEY=
SESSION_SECRET=<generate with openssl rand -hex 32>
JWT_SECRET=changeme
STRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx
SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXXXXXXXX/XXXXXXXXX/XXXXXXXXXXXXXXXXXXXXXXXX
API_TOKEN=your-api-token-here
`);
}

file('.env.production', `
APP_ENV=production
APP_KEY=base64:${b64(43)}= ⟦laravel_app_key⟧
DB_HOST=${pick(HOSTS)}
DB_PASSWORD=${humanPw()} ⟦password⟧
MAIL_MAILER=smtp
MAIL_PASSWORD=${sendgrid()} ⟦sendgrid⟧
MAILGUN_SECRET=${mailgun()} ⟦mailgun⟧
TWILIO_ACCOUNT_SID=${twilioSid()}
TWILIO_AUTH_TOKEN=${twilioToken()} ⟦twilio_auth_token⟧
SHOPIFY_ACCESS_TOKEN=${shopify()} ⟦shopify_token⟧
DIGITALOCEAN_TOKEN=${doToken()} ⟦digitalocean_token⟧
DD_API_KEY=${ddApi()} ⟦datadog_api_key⟧
OPENAI_API_KEY=${openai()} ⟦openai⟧
NPM_TOKEN=${npmTok()} ⟦npm_token⟧
HEROKU_API_KEY=${herokuKey()} ⟦heroku_api_key⟧
GOOGLE_MAPS_KEY=${googleKey()} ⟦google_api_key⟧
PUSHER_APP_ID=${digits(7)}
PUSHER_APP_KEY=${hex(20)}
PUSHER_APP_SECRET=${hex(20)} ⟦pusher_secret⟧
`);

file('.env.test', `
APP_ENV=test
DB_PASSWORD=
JWT_SECRET=test
STRIPE_SECRET_KEY=sk_test_dummy
REQUEST_ID_SEED=${hex(16)}
`);

file('.env.sample', `
# Copy to .env and fill values from 1Password ("Acme / dev env").
APP_KEY=
DB_PASSWORD=\${DB_PASSWORD}
OPENAI_API_KEY=sk-...
GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE
AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
`);

// ============ YAML ============
file('docker-compose.yml', `
version: "3.9"
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: app
      POSTGRES_PASSWORD: ${humanPw()} ⟦password⟧
      POSTGRES_DB: app
  redis:
    image: redis:7
    command: ["redis-server", "--requirepass", "${alnum(28)}"] ⟦password⟧
  api:
    build: ./services/gateway
    environment:
      - DATABASE_URL=postgres://app:\${POSTGRES_PASSWORD}@db:5432/app
      - STRIPE_SECRET_KEY=\${STRIPE_SECRET_KEY}
    depends_on: [db, redis]
`);

file('docker-compose.dev.yml', `
services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: postgres
  mailhog:
    image: mailhog/mailhog
  minio:
    image: minio/minio
    environment:
      MINIO_ROOT_USER: minioadmin
      MINIO_ROOT_PASSWORD: minioadmin
`);

for (const [i, svc] of SERVICES.slice(0, 6).entries()) {
  const enc = (s) => Buffer.from(s).toString('base64');
  file(`deploy/k8s/${svc}-secret.yaml`, `
apiVersion: v1
kind: Secret
metadata:
  name: ${svc}-secrets
  namespace: prod
type: Opaque
data:
  DATABASE_PASSWORD: ${enc(humanPw())} ⟦password⟧
  ${i % 2 ? `STRIPE_KEY: ${enc(stripeLive())} ⟦stripe_live⟧` : `API_KEY: ${enc(genericKey())} ⟦generic_api_key⟧`}
  DATABASE_HOST: ${enc(pick(HOSTS))}
`);
  file(`deploy/k8s/${svc}-deployment.yaml`, `
apiVersion: apps/v1
kind: Deployment
metadata:
  name: ${svc}
  annotations:
    checksum/config: ${sha256()}
spec:
  replicas: 3
  selector:
    matchLabels: { app: ${svc} }
  template:
    metadata:
      labels: { app: ${svc} }
    spec:
      containers:
        - name: ${svc}
          image: registry.acme.io/${svc}@sha256:${sha256()}
          envFrom:
            - secretRef:
                name: ${svc}-secrets
          env:
            - name: DATABASE_PASSWORD
              valueFrom:
                secretKeyRef: { name: ${svc}-secrets, key: DATABASE_PASSWORD }
`);
}

file('deploy/k8s/tls-secret.yaml', `
apiVersion: v1
kind: Secret
metadata:
  name: acme-tls
type: kubernetes.io/tls
data:
  tls.crt: ${Buffer.from(CERT().join('\n')).toString('base64')}
  tls.key: ${Buffer.from(RSA(8).join('\n')).toString('base64')} ⟦private_key⟧
`);

file('deploy/k8s/sealed-secret.yaml', `
apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: billing-secrets
spec:
  encryptedData:
    DATABASE_PASSWORD: AgB${b64(340)}
    STRIPE_KEY: AgC${b64(340)}
`);

file('deploy/k8s/registry-secret.yaml', `
apiVersion: v1
kind: Secret
metadata:
  name: regcred
type: kubernetes.io/dockerconfigjson
data:
  .dockerconfigjson: ${Buffer.from(JSON.stringify({ auths: { 'registry.acme.io': { auth: Buffer.from('ci:' + strongPw(20)).toString('base64') } } })).toString('base64')} ⟦docker_auth⟧
`);

file('deploy/k8s/configmap.yaml', `
apiVersion: v1
kind: ConfigMap
metadata:
  name: app-config
data:
  LOG_LEVEL: info
  PASSWORD_MIN_LENGTH: "12"
  TOKEN_TTL_SECONDS: "900"
  SECRET_NAME: billing-secrets
  FEATURE_SEED: "${hex(16)}"
`);

file('deploy/helm/values.yaml', `
replicaCount: 2
image:
  repository: registry.acme.io/api
  tag: "3.4.1"
  digest: sha256:${sha256()}
postgresql:
  auth:
    username: api
    password: ""
    existingSecret: api-db
redis:
  auth:
    enabled: true
    existingSecret: redis-auth
ingress:
  enabled: true
  hosts: [api.acme.io]
`);

file('deploy/helm/values-prod.yaml', `
postgresql:
  auth:
    username: api
    password: ${humanPw()} ⟦password⟧
    postgresPassword: ${strongPw(16)} ⟦password⟧
externalServices:
  datadog:
    apiKey: ${ddApi()} ⟦datadog_api_key⟧
  sentry:
    dsn: ${sentryDsn()}
  slack:
    webhook: ${slackHook()} ⟦slack_webhook⟧
`);

file('deploy/helm/templates/secret.yaml', `
apiVersion: v1
kind: Secret
metadata:
  name: {{ include "api.fullname" . }}
data:
  password: {{ .Values.postgresql.auth.password | b64enc | quote }}
  apiKey: {{ required "apiKey is required" .Values.apiKey | b64enc }}
`);

file('.github/workflows/ci.yml', `
name: ci
on: [push, pull_request]
jobs:
  test:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
    env:
      DATABASE_URL: postgres://postgres:postgres@localhost:5432/test
      NPM_TOKEN: \${{ secrets.NPM_TOKEN }}
    steps:
      - uses: actions/checkout@${gitSha()}
      - uses: actions/setup-node@${gitSha()}
        with: { node-version: 20 }
      - run: npm ci
      - run: npm test
`);

file('.github/workflows/deploy.yml', `
name: deploy
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      AWS_ACCESS_KEY_ID: ${aws().id} ⟦aws_access_key_id⟧
      AWS_SECRET_ACCESS_KEY: ${aws().secret} ⟦aws_secret_access_key⟧
      AWS_REGION: eu-west-1
    steps:
      - uses: actions/checkout@v4
      - run: ./scripts/deploy.sh
      - name: notify
        run: |
          curl -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' ${slackHook()} ⟦slack_webhook⟧
`);

file('.github/workflows/release.yml', `
name: release
on:
  release:
    types: [published]
jobs:
  publish:
    runs-on: ubuntu-latest
    permissions:
      id-token: write
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          registry-url: https://registry.npmjs.org
      - run: npm publish --provenance
        env:
          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}
`);

file('.gitlab-ci.yml', `
stages: [test, deploy]
variables:
  POSTGRES_PASSWORD: "runner"
  DOCKER_AUTH_CONFIG: $DOCKER_AUTH_CONFIG
deploy:
  stage: deploy
  script:
    - curl --fail -H "PRIVATE-TOKEN: ${glpat()}" "https://gitlab.com/api/v4/projects/4711/trigger/pipeline" ⟦gitlab_token⟧
    - echo "deploying $CI_COMMIT_SHA"
`);

file('ansible/group_vars/prod.yml', `
app_user: deploy
app_db_password: ${humanPw()} ⟦password⟧
app_secret_key: ${alnum(50)} ⟦generic_api_key⟧
ssl_cert_path: /etc/ssl/acme.crt
`);

file('ansible/group_vars/vault.yml', `
$ANSIBLE_VAULT;1.1;AES256
${Array.from({ length: 10 }, () => hex(80)).join('\n')}
`);

file('openapi.yaml', `
openapi: 3.0.3
info:
  title: Acme API
  version: 1.4.0
components:
  securitySchemes:
    apiKey:
      type: apiKey
      in: header
      name: X-Api-Key
    bearer:
      type: http
      scheme: bearer
  schemas:
    Login:
      type: object
      properties:
        username: { type: string, example: alice }
        password: { type: string, format: password, example: "s3cr3t-example" }
    ApiKey:
      type: object
      properties:
        id: { type: string, example: "${uuid()}" }
        prefix: { type: string, example: "ak_live_" }
`);

file('mkdocs.yml', `
site_name: Acme Platform
theme:
  name: material
  palette:
    primary: "#1f6feb"
extra:
  analytics:
    provider: google
    property: G-${str(UPPER + DIGITS, 10)}
`);

// ============ JSON ============
file('firebase/service-account.json', JSON.stringify({
  type: 'service_account', project_id: 'acme-prod-3b1f', private_key_id: hex(40),
  private_key: [...PKCS8(10), ''].join('\n'),
  client_email: 'firebase-adminsdk-x1y2z@acme-prod-3b1f.iam.gserviceaccount.com', client_id: digits(21),
  auth_uri: 'https://accounts.google.com/o/oauth2/auth', token_uri: 'https://oauth2.googleapis.com/token',
}, null, 2).replace(/("private_key": .*)/, '$1 ⟦private_key⟧') + '\n');

file('firebase/firebase.json', JSON.stringify({ hosting: { public: 'dist', ignore: ['firebase.json', '**/.*'], rewrites: [{ source: '**', destination: '/index.html' }] } }, null, 2) + '\n');

file('firebase/.firebaserc', JSON.stringify({ projects: { default: 'acme-prod-3b1f', staging: 'acme-staging-91c2' } }, null, 2) + '\n');

file('package.json', JSON.stringify({
  name: 'acme-platform', private: true, workspaces: ['services/*', 'web'],
  scripts: { lint: 'eslint .', test: 'vitest run', 'db:reset': 'psql postgres://postgres:postgres@localhost:5432/postgres -f db/reset.sql' },
  devDependencies: { eslint: '^8.56.0', vitest: '^1.1.0' },
}, null, 2) + '\n');

file('package-lock.json', JSON.stringify({
  name: 'acme-platform', lockfileVersion: 3, requires: true,
  packages: Object.fromEntries(['zod', 'pg', 'axios', 'express', 'jsonwebtoken', 'stripe', 'openai'].map((n) => [
    `node_modules/${n}`, { version: `${1 + Math.floor(rand() * 9)}.${Math.floor(rand() * 20)}.${Math.floor(rand() * 10)}`, resolved: `https://registry.npmjs.org/${n}/-/${n}-1.0.0.tgz`, integrity: integrity(), license: 'MIT' },
  ])),
}, null, 2) + '\n');

file('web/tsconfig.json', JSON.stringify({ compilerOptions: { target: 'ES2022', module: 'ESNext', strict: true, jsx: 'react-jsx' }, include: ['src'] }, null, 2) + '\n');

file('config/default.json', JSON.stringify({
  server: { port: 8080 }, auth: { tokenTtl: 900, passwordMinLength: 12 },
  stripe: { secretKey: stripeLive(), webhookTolerance: 300 },
  sentry: { dsn: sentryDsn() },
}, null, 2).replace(/("secretKey": .*)/, '$1 ⟦stripe_live⟧') + '\n');

file('config/test.json', JSON.stringify({
  auth: { jwtSecret: 'test-secret-do-not-use', password: 'password' },
  stripe: { secretKey: 'sk_test_xxxxxxxxxxxxxxxxxxxxxxxx' },
  fixtures: { requestIds: [hex(32), hex(32)], nonce: b64(24) },
}, null, 2) + '\n');

file('config/production.json', JSON.stringify({
  auth: { jwtSecret: '${JWT_SECRET}', adminPassword: '${ADMIN_PASSWORD}' },
  db: { url: '${DATABASE_URL}' },
  smtp: { host: 'smtp.mailgun.org', user: 'postmaster@mg.acme.io', pass: '{{ env "SMTP_PASS" }}' },
}, null, 2) + '\n');

file('.vscode/settings.json', JSON.stringify({ 'editor.formatOnSave': true, 'workbench.colorCustomizations': { 'titleBar.activeBackground': '#1f6feb' }, 'sqltools.connections': [{ name: 'prod-ro', driver: 'PostgreSQL', server: pick(HOSTS), username: 'readonly', password: humanPw() }] }, null, 2).replace(/("password": .*)/, '$1 ⟦password⟧') + '\n');

file('web/public/manifest.json', JSON.stringify({ name: 'Acme', short_name: 'Acme', theme_color: '#1f6feb', background_color: '#ffffff', icons: [{ src: '/icon-192.png', sizes: '192x192', type: 'image/png' }] }, null, 2) + '\n');

file('tools/postman/acme.postman_collection.json', JSON.stringify({
  info: { name: 'Acme API', _postman_id: uuid() },
  auth: { type: 'bearer', bearer: [{ key: 'token', value: alnum(40), type: 'string' }] },
  item: [{ name: 'List orders', request: { method: 'GET', url: 'https://api.acme.io/v1/orders', header: [{ key: 'X-Api-Key', value: '{{apiKey}}' }] } }],
}, null, 2).replace(/("value": "[A-Za-z0-9]{40}")/, '$1 ⟦bearer_token⟧') + '\n');

// ============ TOML / INI / properties ============
file('rust/Cargo.toml', `
[package]
name = "acme-agent"
version = "0.4.2"
edition = "2021"

[dependencies]
tokio = { version = "1", features = ["full"] }
reqwest = { version = "0.11", features = ["json"] }
`);

file('rust/config/agent.toml', `
[server]
url = "https://ingest.acme.io"
token = "${genericKey(48)}" ⟦generic_api_key⟧

[database]
url = "mysql://agent:${alnum(22)}@${pick(HOSTS)}:3306/agent" ⟦mysql_url⟧

[log]
level = "info"
`);

file('rust/config/agent.example.toml', `
[server]
url = "https://ingest.example.com"
token = "REPLACE_ME"

[database]
url = "mysql://agent:<password>@localhost:3306/agent"
`);

file('infra/netlify.toml', `
[build]
  command = "npm run build"
  publish = "dist"

[build.environment]
  NODE_VERSION = "20"

[[headers]]
  for = "/*"
  [headers.values]
    Content-Security-Policy = "default-src 'self'; script-src 'self' 'sha256-${b64(43)}='"
`);

file('config/app.ini', `
[app]
name = acme
debug = false

[database]
host = ${pick(HOSTS)}
user = acme
password = ${humanPw()} ⟦password⟧

[smtp]
host = smtp.mailgun.org
user = postmaster@mg.acme.io
password = %(SMTP_PASSWORD)s
`);

file('config/alembic.ini', `
[alembic]
script_location = migrations
sqlalchemy.url = postgresql://%(DB_USER)s:%(DB_PASS)s@%(DB_HOST)s/%(DB_NAME)s

[loggers]
keys = root
`);

file('config/php.ini', `
[PHP]
memory_limit = 256M
session.save_handler = redis
session.save_path = "tcp://redis-master.cache.svc:6379?auth=${alnum(26)}" ⟦redis_password⟧
date.timezone = UTC
`);

file('config/mail.properties', `
mail.smtp.host=smtp.gmail.com
mail.smtp.port=587
mail.smtp.auth=true
mail.smtp.user=alerts@acme.io
mail.smtp.password=${str(LOWER, 16)} ⟦password⟧
mail.from=alerts@acme.io
`);

file('config/kafka-client.properties', `
bootstrap.servers=pkc-4r297.europe-west1.gcp.confluent.cloud:9092
security.protocol=SASL_SSL
sasl.mechanism=PLAIN
sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="${str(UPPER + DIGITS, 16)}" password="${b64(64)}"; ⟦confluent_api_secret⟧
session.timeout.ms=45000
`);

file('config/messages.properties', `
login.title=Sign in
login.password=Password
login.password.forgot=Forgot password?
login.password.invalid=Password must be at least 12 characters
apikey.label=API key
token.expired=Your token has expired
`);

file('config/gradle.properties', `
org.gradle.jvmargs=-Xmx2g
org.gradle.parallel=true
artifactoryUser=ci-bot
artifactoryPassword=${'AKCp8' + alnum(68)} ⟦artifactory_token⟧
signing.keyId=${hex(8).toUpperCase()}
signing.password=${humanPw()} ⟦password⟧
signing.secretKeyRingFile=/home/ci/.gnupg/secring.gpg
`);

// ============ Terraform ============
file('infra/terraform/main.tf', `
terraform {
  required_version = ">= 1.5"
}

provider "aws" {
  region     = "eu-west-1"
  access_key = "${aws().id}" ⟦aws_access_key_id⟧
  secret_key = "${aws().secret}" ⟦aws_secret_access_key⟧
}

resource "aws_db_instance" "main" {
  identifier        = "acme-prod"
  engine            = "postgres"
  instance_class    = "db.t3.medium"
  username          = "acme"
  password          = var.db_password
  allocated_storage = 50
}
`);

file('infra/terraform/variables.tf', `
variable "db_password" {
  type      = string
  sensitive = true
}

variable "datadog_api_key" {
  type    = string
  default = "${ddApi()}" ⟦datadog_api_key⟧
}

variable "vpc_cidr" {
  type    = string
  default = "10.20.0.0/16"
}
`);

file('infra/terraform/prod.tfvars', `
db_password      = "${strongPw(20)}" ⟦password⟧
cloudflare_token = "${b64url(40)}" ⟦cloudflare_token⟧
vpc_cidr         = "10.20.0.0/16"
ami_id           = "ami-0${hex(16)}"
`);

file('infra/terraform/example.tfvars', `
db_password      = "change-me"
cloudflare_token = "<cloudflare api token>"
vpc_cidr         = "10.0.0.0/16"
`);

file('infra/terraform/iam.tf', `
resource "aws_iam_user" "ci" {
  name = "ci"
}

resource "aws_iam_access_key" "ci" {
  user    = aws_iam_user.ci.name
  pgp_key = "keybase:acme_ops"
}

output "ci_secret" {
  value     = aws_iam_access_key.ci.encrypted_secret
  sensitive = true
}

resource "aws_kms_key" "app" {
  description = "app secrets"
  policy      = data.aws_iam_policy_document.kms.json
}
`);

file('infra/terraform/github.tf', `
provider "github" {
  owner = "acme"
  token = "${ghp()}" ⟦github_token⟧
}

resource "github_actions_secret" "npm" {
  repository      = "platform"
  secret_name     = "NPM_TOKEN"
  plaintext_value = var.npm_token
}
`);

file('infra/terraform/.terraform.lock.hcl', `
provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.31.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:${b64(43)}=",
    "zh:${sha256()}",
    "zh:${sha256()}",
    "zh:${sha256()}",
  ]
}
`);

// ============ Docker / shell ============
file('Dockerfile', `
FROM python:3.12-slim
ARG PIP_INDEX_URL
ENV PYTHONUNBUFFERED=1
ENV API_KEY=${genericKey(32)} ⟦generic_api_key⟧
WORKDIR /srv
COPY requirements.txt .
RUN pip install --no-cache-dir -r requirements.txt
COPY . .
CMD ["gunicorn", "app.wsgi", "-b", "0.0.0.0:8000"]
`);

file('docker/ci.Dockerfile', `
FROM node:20
ARG NPM_TOKEN
RUN echo "//registry.npmjs.org/:_authToken=\${NPM_TOKEN}" > ~/.npmrc && npm ci && rm ~/.npmrc
RUN echo "${sha256()}  /tmp/tool.tar.gz" | sha256sum -c -
`);

file('docker/mysql.Dockerfile', `
FROM mysql:8
ENV MYSQL_ROOT_PASSWORD=${humanPw()} ⟦password⟧
ENV MYSQL_DATABASE=shop
COPY schema.sql /docker-entrypoint-initdb.d/
`);

file('scripts/deploy.sh', `
#!/usr/bin/env bash
set -euo pipefail

: "\${AWS_PROFILE:=prod}"
IMAGE="registry.acme.io/api:$(git rev-parse --short HEAD)"
echo "$REGISTRY_PASSWORD" | docker login registry.acme.io -u ci --password-stdin
docker build -t "$IMAGE" .
docker push "$IMAGE"
`);

file('scripts/backup.sh', `
#!/bin/bash
export PGPASSWORD='${humanPw()}' ⟦password⟧
pg_dump -h ${pick(HOSTS)} -U backup shop | gzip > /backups/shop-$(date +%F).sql.gz
aws s3 cp /backups/ s3://acme-backups/ --recursive
`);

file('scripts/bootstrap.sh', `
#!/bin/sh
# Bootstrap a dev box.
export GITHUB_TOKEN=${ghp()} ⟦github_token⟧
export VAULT_ADDR=https://vault.acme.internal:8200
export VAULT_TOKEN=hvs.${b64url(90)} ⟦vault_token⟧
git clone https://$GITHUB_TOKEN@github.com/acme/platform.git
`);

file('scripts/mirror.sh', `
#!/bin/bash
git remote add mirror https://ci-bot:${glpat()}@gitlab.com/acme/platform.git ⟦gitlab_token⟧
git push mirror --mirror
`);

file('scripts/check-env.sh', `
#!/bin/bash
for v in DATABASE_URL JWT_SECRET STRIPE_SECRET_KEY; do
  if [ -z "\${!v:-}" ]; then echo "missing $v" >&2; exit 1; fi
done
read -rsp "Password: " password
curl -u "admin:$password" https://jenkins.acme.internal/api/json
`);

file('scripts/verify-download.sh', `
#!/bin/sh
EXPECTED_SHA256="${sha256()}"
curl -fsSLo /tmp/kubectl https://dl.k8s.io/release/v1.29.0/bin/linux/amd64/kubectl
echo "\${EXPECTED_SHA256}  /tmp/kubectl" | sha256sum -c -
GPG_FINGERPRINT="${hex(40).toUpperCase()}"
`);

file('scripts/test-api.sh', `
#!/bin/bash
curl -s -H "Authorization: Bearer ${alnum(48)}" https://api.acme.io/v1/me | jq . ⟦bearer_token⟧
curl -s -u admin:${humanPw()} https://jenkins.acme.internal/job/deploy/build ⟦password⟧
`);

// ============ credential dot-files ============
file('.npmrc', `
registry=https://registry.npmjs.org/
@acme:registry=https://npm.pkg.github.com/
//npm.pkg.github.com/:_authToken=${ghp()} ⟦github_token⟧
//registry.npmjs.org/:_authToken=${npmTok()} ⟦npm_token⟧
save-exact=true
`);

file('web/.npmrc', `
//registry.npmjs.org/:_authToken=\${NPM_TOKEN}
engine-strict=true
`);

file('deploy/.netrc', `
machine api.heroku.com
  login ops@acme.io
  password ${herokuKey()} ⟦heroku_api_key⟧
machine git.heroku.com
  login ops@acme.io
  password ${herokuKey()} ⟦heroku_api_key⟧
`);

file('deploy/.git-credentials', `
https://ci-bot:${ghp()}@github.com ⟦github_token⟧
https://deploy:${strongPw(16).replace(/[^A-Za-z0-9]/g, 'x')}@bitbucket.org ⟦password⟧
`);

file('deploy/.dockercfg.json', JSON.stringify({ auths: { 'ghcr.io': { auth: Buffer.from('acme-bot:' + ghp()).toString('base64') } } }, null, 2).replace(/("auth": .*)/, '$1 ⟦docker_auth⟧') + '\n');

file('deploy/ssh/id_ed25519', [...OPENSSH(5), ''].join('\n').replace('-----BEGIN OPENSSH PRIVATE KEY-----', '-----BEGIN OPENSSH PRIVATE KEY----- ⟦private_key⟧'));
file('deploy/ssh/id_ed25519.pub', sshPub() + '\n');
file('deploy/ssh/authorized_keys', [sshPub(), sshRsaPub(), sshPub()].join('\n') + '\n');
file('deploy/ssh/known_hosts', `github.com ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(43)}\ngitlab.com ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${b64(128)}=\n`);

file('deploy/tls/server.key', [...RSA(25), ''].join('\n').replace('-----BEGIN RSA PRIVATE KEY-----', '-----BEGIN RSA PRIVATE KEY----- ⟦private_key⟧'));
file('deploy/tls/server.crt', [...CERT(), ''].join('\n'));
file('deploy/tls/ca-bundle.pem', [...CERT(), ...CERT(), ''].join('\n'));
file('deploy/tls/jwt-public.pem', [...PUBKEY(), ''].join('\n'));
file('deploy/tls/ec-signing.pem', [...EC(), ''].join('\n').replace('-----BEGIN EC PRIVATE KEY-----', '-----BEGIN EC PRIVATE KEY----- ⟦private_key⟧'));

file('services/auth/src/keys.ts', `
// Signing key for webhook payloads.
export const WEBHOOK_SIGNING_KEY = \`${PKCS8(12).map((l, i) => (i === 0 ? l + ' ⟦private_key⟧' : l)).join('\n')}\`;

export const JWKS_PUBLIC = \`${PUBKEY().join('\n')}\`;
`);

file('services/auth/test/fixtures/test-key.pem', [...RSA(12), ''].join('\n'));

// ============ nginx / SQL / misc ============
file('deploy/nginx/site.conf', `
server {
    listen 443 ssl http2;
    server_name api.acme.io;
    ssl_certificate     /etc/nginx/tls/server.crt;
    ssl_certificate_key /etc/nginx/tls/server.key;

    location / {
        proxy_pass http://api:8000;
        proxy_set_header Authorization "Basic ${Buffer.from('svc:' + strongPw(16)).toString('base64')}"; ⟦basic_auth⟧
    }
    location /metrics {
        auth_basic "metrics";
        auth_basic_user_file /etc/nginx/.htpasswd;
    }
}
`);

file('deploy/nginx/.htpasswd', `admin:$apr1$${alnum(8)}$${str(ALNUM + './', 22)}\nmetrics:$2y$10$${str(ALNUM + './', 53)}\n`);

file('db/seed/users.sql', `
-- Dump of users table (prod snapshot 2024-02-11)
INSERT INTO users (id, email, password_hash, api_token, created_at) VALUES
  (1, 'root@acme.io', '$2b$12$${str(ALNUM + './', 53)}', '${genericKey(40)}', '2023-01-04 10:11:12'), ⟦generic_api_key⟧
  (2, 'ops@acme.io', '$2b$12$${str(ALNUM + './', 53)}', '${genericKey(40)}', '2023-02-14 08:00:00'), ⟦generic_api_key⟧
  (3, 'ci@acme.io', '$2b$12$${str(ALNUM + './', 53)}', NULL, '2023-03-01 09:30:00');
`);

file('db/seed/integrations.sql', `
INSERT INTO integrations (name, config) VALUES
  ('slack', '{"webhook_url": "${slackHook()}"}'), ⟦slack_webhook⟧
  ('smtp', '{"host": "smtp.mailgun.org", "password": "${mailgun()}"}'), ⟦mailgun⟧
  ('github', '{"app_id": 123456}');
CREATE USER reporting WITH PASSWORD '${humanPw()}'; ⟦password⟧
`);

file('db/migrations/001_init.sql', `
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  email text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  api_token_hash bytea,
  reset_password_token text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX users_reset_password_token_idx ON users (reset_password_token);
ALTER TABLE users ADD CONSTRAINT password_hash_len CHECK (length(password_hash) >= 60);
`);

file('db/migrations/002_tokens.sql', `
CREATE TABLE api_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id bigint REFERENCES users(id),
  token_prefix char(8) NOT NULL,
  token_sha256 char(64) NOT NULL
);
INSERT INTO api_tokens (id, user_id, token_prefix, token_sha256) VALUES
  ('${uuid()}', 1, 'ak_7f3a1', '${sha256()}');
`);

// ============ docs ============
file('README.md', `
# Acme Platform

## Quick start

\`\`\`bash
cp .env.example .env
export STRIPE_SECRET_KEY=sk_test_...
docker compose up
curl -H "Authorization: Bearer $API_TOKEN" http://localhost:8080/v1/me
\`\`\`

AWS credentials are read from the default chain. For local tests you can use the documentation
example values \`AKIAIOSFODNN7EXAMPLE\` / \`wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\`.

Password policy: at least 12 characters; see \`PasswordPolicy\`.
`);

file('docs/api.md', `
# API

Authenticate with a bearer token:

\`\`\`
curl https://api.acme.io/v1/orders \\
  -H "Authorization: Bearer <YOUR_TOKEN>"
\`\`\`

Or with basic auth: \`curl -u USERNAME:PASSWORD https://api.acme.io/v1/orders\`.

Tokens look like \`ak_live_\` followed by 32 characters, e.g. \`ak_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\`.

Webhook payloads are signed: \`X-Signature: sha256=${sha256()}\`.
`);

file('docs/runbook.md', `
# On-call runbook

## Reaching the prod database

\`\`\`
psql "postgresql://oncall:${alnum(20)}@${pick(HOSTS)}:5432/shop" ⟦postgres_url⟧
\`\`\`

## Re-sending the deploy notification

\`\`\`
curl -X POST https://api.github.com/repos/acme/platform/dispatches \\
  -H "Authorization: token ${ghp()}" \\ ⟦github_token⟧
  -d '{"event_type":"deploy"}'
\`\`\`
`);

file('docs/integrations.md', `
# Integrations

| Provider | Variable | Example |
|---|---|---|
| Stripe | \`STRIPE_SECRET_KEY\` | \`sk_live_...\` |
| Slack | \`SLACK_WEBHOOK_URL\` | \`https://hooks.slack.com/services/T000/B000/XXXX\` |
| Twilio | \`TWILIO_AUTH_TOKEN\` | \`your_auth_token\` |
| OpenAI | \`OPENAI_API_KEY\` | \`sk-...\` |

Never commit real values. Load them from the secret manager:

\`\`\`python
import os
key = os.environ["STRIPE_SECRET_KEY"]
\`\`\`
`);

file('docs/onboarding.md', `
# Onboarding

1. Ask IT for a laptop.
2. The staging admin login is \`admin\` / \`${humanPw()}\` (rotate after the demo). ⟦password⟧
3. Join #platform on Slack.
`);

file('docs/CHANGELOG.md', `
# Changelog

## 3.4.1
- Rotate the session secret on password change (${gitSha().slice(0, 7)}).
- Fix token refresh race (#1432).

## 3.4.0
- Add API keys with prefixes (commit ${gitSha()}).
`);

file('docs/adr/0007-secrets.md', `
# ADR 7: secrets live in Vault

Applications read secrets at boot from Vault (path \`secret/data/<app>\`). The token used by CI is
short-lived (\`hvs.\` prefix). Example of the JSON Vault returns:

\`\`\`json
{ "data": { "password": "<redacted>", "api_key": "<redacted>" } }
\`\`\`
`);

// ============ misc test fixtures / data ============
file('test/fixtures/webhook-payload.json', JSON.stringify({
  id: 'evt_' + alnum(24), object: 'event', api_version: '2023-10-16', created: 1700000000,
  data: { object: { id: 'pi_' + alnum(24), client_secret: 'pi_' + alnum(24) + '_secret_' + alnum(25), amount: 2000 } },
  request: { id: 'req_' + alnum(14), idempotency_key: uuid() },
}, null, 2) + '\n');

file('test/fixtures/github-event.json', JSON.stringify({
  ref: 'refs/heads/main', before: gitSha(), after: gitSha(),
  repository: { id: 123456789, node_id: 'R_kgDO' + b64url(10), full_name: 'acme/platform' },
  head_commit: { id: gitSha(), tree_id: gitSha(), message: 'Rotate token handling' },
}, null, 2) + '\n');

file('test/fixtures/aws-response.xml', `
<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Name>acme-media</Name>
  <Contents><Key>uploads/${sha256()}.jpg</Key><ETag>&quot;${hex(32)}&quot;</ETag></Contents>
  <Contents><Key>uploads/${sha256()}.png</Key><ETag>&quot;${hex(32)}&quot;</ETag></Contents>
</ListBucketResult>
`);

file('test/fixtures/recorded/partner-api.yaml', `
# Recorded HTTP interaction (tokens scrubbed by the recorder).
interactions:
  - request:
      method: GET
      uri: https://api.partner.example.com/v1/items
      headers:
        Authorization: ["Bearer <REDACTED>"]
    response:
      status: { code: 200 }
      headers:
        X-Request-Id: ["${hex(32)}"]
        ETag: ['W/"${hex(40)}"']
`);

file('test/fixtures/recorded/github-api.yaml', `
interactions:
  - request:
      uri: https://api.github.com/user
      headers:
        Authorization: ["token ${gho()}"] ⟦github_token⟧
    response:
      status: { code: 200 }
`);

file('test/unit/redact.test.ts', `
import { describe, it, expect } from 'vitest';
import { redact } from '../../src/redact';

describe('redact', () => {
  it('masks password fields', () => {
    expect(redact({ password: 'hunter2' })).toEqual({ password: '***' });
  });
  it('masks tokens in urls', () => {
    expect(redact('https://user:pass@example.com/x')).toBe('https://***@example.com/x');
  });
  it('keeps digests', () => {
    const digest = '${sha256()}';
    expect(redact(digest)).toBe(digest);
  });
});
`);

file('test/unit/base64.test.js', `
const assert = require('node:assert');
const vectors = [
  ['', ''],
  ['f', 'Zg=='],
  ['foobar', 'Zm9vYmFy'],
  ['${alnum(30)}', '${b64(40)}'],
];
for (const [plain, enc] of vectors) assert.strictEqual(Buffer.from(plain).toString('base64').length > -1, true, enc);
`);

file('test/unit/uuid.test.py', `
import uuid

KNOWN = [
    "${uuid()}",
    "${uuid()}",
    "${uuid()}",
]

def test_parse():
    for k in KNOWN:
        assert uuid.UUID(k).version == 4
`);

file('data/countries.csv', 'code,name,currency\n' + ['DE,Germany,EUR', 'FR,France,EUR', 'US,United States,USD', 'JP,Japan,JPY', 'BR,Brazil,BRL'].join('\n') + '\n');

file('data/events.ndjson', Array.from({ length: 8 }, () => JSON.stringify({ id: uuid(), trace_id: hex(32), span_id: hex(16), ts: 1700000000 + Math.floor(rand() * 1e6), msg: pick(['login ok', 'password reset requested', 'token refreshed', 'api key rotated']) })).join('\n') + '\n');

file('data/sample-logs.txt', `
2024-02-11T10:00:01Z INFO  request_id=${hex(32)} path=/v1/orders status=200 user=42
2024-02-11T10:00:02Z WARN  request_id=${hex(32)} failed password attempt for user=17 ip=203.0.113.9
2024-02-11T10:00:03Z INFO  request_id=${hex(32)} token refreshed session=${b64url(32)}
`);

// A few more realistic sources carrying credentials in less common shapes.
file('services/billing/src/quickbooks.ts', `
export const qbConfig = new Map<string, string>([
  ['clientId', 'AB${alnum(48)}'],
  ['clientSecret', '${alnum(40)}'], ⟦oauth_client_secret⟧
  ['environment', 'production'],
]);
`);

file('services/billing/src/headers.py', `
HEADERS = {
    "Accept": "application/json",
    "Authorization": "Basic ${Buffer.from('billing:' + strongPw(16)).toString('base64')}", ⟦basic_auth⟧
}
`);

file('services/billing/src/legacy.go', `
package billing

var defaults = map[string]string{
	"endpoint": "https://legacy-billing.acme.internal",
	"api_key":  "${genericKey(40)}", ⟦generic_api_key⟧
	"timeout":  "30s",
}
`);

file('services/billing/src/Settings.java', `
package com.acme.billing;

import java.util.Map;

public final class Settings {
    static final Map<String, String> VALUES = Map.of(
        "smtp.host", "smtp.mailgun.org",
        "smtp.password", "${mailgun()}", ⟦mailgun⟧
        "smtp.port", "587"
    );
}
`);

file('services/billing/src/token_cache.rb', `
class TokenCache
  def initialize
    @store = {}
    @master_token = "${alnum(44)}" ⟦generic_api_key⟧
  end

  def fetch(key)
    @store[key] ||= yield
  end
end
`);

file('services/billing/src/Billing.cs', `
namespace Acme.Billing;

public record PartnerOptions(string BaseUrl, string ApiKey);

public static class Partners
{
    public static readonly PartnerOptions Prod = new("https://partner.example.com", "${genericKey(32)}"); ⟦generic_api_key⟧
    public static PartnerOptions FromEnv() => new(Environment.GetEnvironmentVariable("PARTNER_URL")!, Environment.GetEnvironmentVariable("PARTNER_KEY")!);
}
`);

file('services/billing/src/ftp.py', `
from ftplib import FTP_TLS

def upload(path: str) -> None:
    ftp = FTP_TLS("ftp.bank-partner.com")
    ftp.login("acme_billing", "${humanPw()}") ⟦password⟧
    with open(path, "rb") as fh:
        ftp.storbinary("STOR " + path, fh)
`);

file('services/billing/src/url.ts', `
export const LEGACY_ENDPOINT = 'https://billing:${alnum(18)}@legacy-billing.acme.internal/api'; ⟦basic_auth_url⟧
export const PUBLIC_ENDPOINT = 'https://billing.acme.io/api';
export const DOCS = 'https://user:password@example.com is how NOT to do it';
`);

file('services/search/src/aws-temp.json', JSON.stringify({
  Credentials: { AccessKeyId: awsTemp(), SecretAccessKey: str(B64, 40), SessionToken: 'IQoJb3JpZ2luX2VjE' + b64(300), Expiration: '2024-02-11T11:00:00Z' },
}, null, 2)
  // Relabelled (secrets-fp): the blind labels marked only the secret access key. Temporary STS
  // credentials are used as a triple: the ASIA key id is labelled as every AKIA id of this set is,
  // and the session token is a credential in its own right (it is required to sign with the pair).
  .replace(/("AccessKeyId": .*)/, '$1 ⟦aws_access_key_id⟧')
  .replace(/("SecretAccessKey": .*)/, '$1 ⟦aws_secret_access_key⟧')
  .replace(/("SessionToken": .*)/, '$1 ⟦aws_session_token⟧') + '\n');

file('services/media/src/cloudinary.js', `
const cloudinary = require('cloudinary').v2;

cloudinary.config({
  cloud_name: 'acme-media',
  api_key: '${digits(15)}',
  api_secret: '${b64url(27)}', ⟦cloudinary_secret⟧
});
module.exports = cloudinary;
`);

file('services/media/src/cloudinary-url.env', `
CLOUDINARY_URL=cloudinary://${digits(15)}:${b64url(27)}@acme-media ⟦cloudinary_url⟧
`);

file('services/inventory/src/shopify.py', `
import shopify

session = shopify.Session("acme-store.myshopify.com", "2024-01", "${shopify()}") ⟦shopify_token⟧
shopify.ShopifyResource.activate_session(session)
`);

file('services/inventory/src/amqp.js', `
const amqp = require('amqplib');
const url = 'amqps://inventory:${alnum(24)}@rabbit.acme.internal:5671/prod'; ⟦amqp_url⟧
module.exports = () => amqp.connect(url);
`);

file('services/reports/src/bigquery.py', `
from google.cloud import bigquery

client = bigquery.Client.from_service_account_info({
    "type": "service_account",
    "project_id": "acme-analytics",
    "private_key_id": "${hex(40)}",
    "private_key": "-----BEGIN PRIVATE KEY-----\\n${b64(64)}\\n${b64(64)}\\n${b64(30)}==\\n-----END PRIVATE KEY-----\\n", ⟦private_key⟧
    "client_email": "bq@acme-analytics.iam.gserviceaccount.com",
})
`);

file('services/reports/src/sentry.ts', `
import * as Sentry from '@sentry/node';

// The DSN is public by design (it only allows sending events).
Sentry.init({ dsn: '${sentryDsn()}', tracesSampleRate: 0.1 });
`);

file('services/reports/src/constants.ts', `
export const PASSWORD_RESET_TOKEN_BYTES = 32;
export const API_KEY_PREFIX = 'ak_live_';
export const SECRET_HEADER = 'x-acme-secret';
export const TOKEN_REGEX = /^ak_(live|test)_[A-Za-z0-9]{32}$/;
export const DEFAULT_PASSWORD_LENGTH = 16;
export const passwordPlaceholder = '••••••••';
export const EMPTY_HASH = 'd41d8cd98f00b204e9800998ecf8427e';
`);

file('services/gateway/src/mock-server.ts', `
// Local mock of the partner API, used by \`npm run dev\` only.
export const MOCK_TOKEN = process.env.MOCK_TOKEN ?? 'dev-token';
export const mockKeys = {
  publishable: 'pk_test_${alnum(24)}',
  secret: 'sk_test_${alnum(24)}',
};
`);

file('services/gateway/src/crypto-constants.js', `
// Curve parameters (secp256k1), public constants.
module.exports = {
  P: 'fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f',
  N: 'fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141',
  Gx: '79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
};
`);

// ---------- write ----------
fs.rmSync(outDir, { recursive: true, force: true });
for (const [rel, text] of files) {
  const full = path.join(outDir, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}
labels.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
fs.writeFileSync(path.join(outDir, 'LABELS.json'), JSON.stringify(labels, null, 1) + '\n');
const kinds = {};
for (const l of labels) kinds[l.kind] = (kinds[l.kind] ?? 0) + 1;
console.log(`${files.size} files, ${labels.length} credentials`);
console.log(kinds);

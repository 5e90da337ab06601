#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout4/: a fourth held-out set for the secrets scanner, written blind
 * (without reading the scanner, its rules, its other corpora or BENCHMARKS.md). Seeded, so reruns
 * give the same files. Every credential is random text from the PRNG below in the provider's
 * published shape; none is a real key.
 *
 *   node bench/secrets/make-heldout4.mjs [--seed N]
 *
 * Unlike the earlier generators this one is not a template grid: it writes one small monorepo
 * ("harbor": apps/api in TypeScript, apps/web, a Python worker with notebooks, Go, Java/Kotlin, PHP,
 * Ruby and C# services, Terraform, Kubernetes, Helm, Ansible, CI, mobile config, SQL seeds, logs,
 * docs), each file hand-written in the shape that file type has in real repositories.
 * A credential is planted with `cred(kind, value, why)`; after a file is written its line is found
 * by searching for the value, so LABELS.json ({file, line, kind, why}, 1-based) always agrees
 * with the text. Hard negatives are written inline; README.md in the set explains them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALNUM, B64, cap, DIG, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout4');
const { int, pick, from, hex, alnum, uuid } = seededRandom(seedFromArgs(4404));
const URLSAFE = ALNUM + '-_';
const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const digits = (n) => from('123456789', 1) + from(DIG, n - 1);
const b64 = (n) => from(B64, n);
const b64pad = (bytes) => { const n = Math.ceil(bytes / 3) * 4; const pad = (3 - (bytes % 3)) % 3; return from(B64, n - pad) + '='.repeat(pad); };
const b64url = (n) => from(URLSAFE, n);
const WORDS = ['harbor', 'falcon', 'orchid', 'granite', 'tundra', 'copper', 'meadow', 'cobalt', 'lantern', 'saffron',
  'quartz', 'willow', 'ember', 'glacier', 'juniper', 'maple', 'nimbus', 'pepper', 'raven', 'thistle'];

// ---- credential shapes (random payloads) ----
const V = {
  awsId: () => 'AKIA' + from(B32.replace(/[0-1]/g, ''), 16),
  awsSecret: () => from(ALNUM + '+/', 40),
  ghp: () => 'ghp_' + alnum(36),
  ghPat: () => 'github_pat_11' + from(UP + DIG, 20) + '_' + alnum(59),
  ghs: () => 'ghs_' + alnum(36),
  glpat: () => 'glpat-' + from(URLSAFE, 20),
  stripeLive: () => 'sk_live_51' + alnum(97),
  stripeRestricted: () => 'rk_live_51' + alnum(97),
  stripePub: () => 'pk_live_51' + alnum(97),
  stripeWh: () => 'whsec_' + alnum(32),
  slackBot: () => `xoxb-${digits(12)}-${digits(13)}-${alnum(24)}`,
  slackHook: () => `https://hooks.slack.com/services/T${from(UP + DIG, 10)}/B${from(UP + DIG, 10)}/${alnum(24)}`,
  twilioSid: () => 'AC' + hex(32),
  twilioToken: () => hex(32),
  twilioKey: () => 'SK' + hex(32),
  sendgrid: () => `SG.${b64url(22)}.${b64url(43)}`,
  googleKey: () => 'AIza' + from(URLSAFE, 35),
  gcpClientSecret: () => 'GOCSPX-' + from(URLSAFE, 28),
  azureStorageKey: () => b64pad(64),
  openai: () => `sk-proj-${b64url(56)}T3BlbkFJ${b64url(56)}`,
  anthropic: () => `sk-ant-api03-${b64url(93)}AA`,
  npm: () => 'npm_' + alnum(36),
  pypi: () => 'pypi-AgEIcHlwaS5vcmc' + b64url(140),
  shopify: () => 'shpat_' + hex(32),
  mailgun: () => 'key-' + hex(32),
  mailchimp: () => hex(32) + '-us' + (1 + int(20)),
  discordHook: () => `https://discord.com/api/webhooks/${digits(19)}/${b64url(68)}`,
  telegram: () => `${digits(10)}:AA${b64url(33)}`,
  vault: () => 'hvs.' + b64url(90),
  digitalocean: () => 'dop_v1_' + hex(64),
  postman: () => `PMAK-${hex(24)}-${hex(34)}`,
  linear: () => 'lin_api_' + alnum(40),
  atlassian: () => 'ATATT3xFfGF0' + b64url(170) + '=' + from(UP + DIG, 8),
  braintree: () => `access_token$production$${from(LOW + DIG, 16)}$${hex(32)}`,
  squareToken: () => 'EAAA' + b64url(60),
  mapboxSecret: () => `sk.eyJ1Ijoi${b64url(30)}.${b64url(22)}`,
  mapboxPub: () => `pk.eyJ1Ijoi${b64url(30)}.${b64url(22)}`,
  datadog: () => hex(32),
  algoliaAdmin: () => hex(32),
  facebookSecret: () => hex(32),
  ghOauthSecret: () => hex(40),
  azureAdSecret: () => from(ALNUM, 3) + '8Q~' + from(URLSAFE + '.~', 34),
  huggingface: () => 'hf_' + from(UP + LOW, 34),
  fcmServer: () => `AAAA${from(URLSAFE, 7)}:APA91b${from(URLSAFE, 134)}`,
  sentryAuth: () => 'sntrys_' + b64url(80),
  doppler: () => 'dp.st.prd.' + alnum(43),
  newrelic: () => 'NRAK-' + from(UP + DIG, 27),
  jwtHex: () => hex(64),
  jwtB64: () => b64pad(48),
  jwtToken: () => {
    const enc = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');
    return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc({ sub: 'svc-' + pick(WORDS), iat: 1700000000 + int(9e6), scope: 'ingest:write' })}.${b64url(43)}`;
  },
  password: () => {
    switch (int(5)) {
      case 0: return `${cap(pick(WORDS))}${pick(['!', '#', '$', '%', '&', '*'])}${from(DIG, 3)}${cap(pick(WORDS))}`;
      case 1: return alnum(16 + int(10));
      case 2: return `${pick(WORDS)}-${pick(WORDS)}-${from(DIG, 2)}${pick(['!', '?', '@'])}`;
      case 3: return from(ALNUM, 1) + from(ALNUM + '!@#%^*_-', 17 + int(8));
      default: return `${cap(pick(WORDS))}${from(DIG, 4)}${pick(['!', '.', '#'])}`;
    }
  },
  urlPassword: () => alnum(18 + int(8)),
};
function pem(type, lines = 25) {
  const body = Array.from({ length: lines }, () => b64(64));
  body.push(b64(20 + int(40)) + '==');
  return `-----BEGIN ${type}-----\n${body.join('\n')}\n-----END ${type}-----`;
}
function opensshKey() {
  const body = ['b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW' + b64(0)];
  body[0] = body[0].padEnd(70, 'Q').slice(0, 70);
  for (let i = 0; i < 6; i++) body.push(b64(70));
  body.push(b64(24) + '=');
  return `-----BEGIN OPENSSH PRIVATE KEY-----\n${body.join('\n')}\n-----END OPENSSH PRIVATE KEY-----`;
}
const sshPub = () => `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${b64(43)} ${pick(WORDS)}@${pick(WORDS)}-laptop`;
const sha256 = () => hex(64), sha1 = () => hex(40);
const integrity = () => 'sha512-' + b64pad(64);
const bcrypt = () => '$2b$12$' + from(ALNUM + './', 53);

// ---- file writing and labelling ----
const files = new Map();
const labels = [];
let pending = [];
/** Plants a credential: returns the value and remembers it so its line is labelled. */
function cred(kind, value, why, find = value) {
  pending.push({ kind, find, why });
  return value;
}
function file(rel, text) {
  if (files.has(rel)) throw new Error('duplicate file ' + rel);
  const lines = text.split('\n');
  const used = new Set();
  for (const p of pending) {
    const idx = lines.findIndex((l, i) => !used.has(i) && l.includes(p.find));
    if (idx === -1) throw new Error(`${rel}: planted ${p.kind} not found in text`);
    used.add(idx);
    labels.push({ file: rel, line: idx + 1, kind: p.kind, why: p.why });
  }
  pending = [];
  files.set(rel, text.endsWith('\n') ? text : text + '\n');
}
/** A Jupyter notebook: cells are arrays of source lines, written the way Jupyter writes them. */
function notebook(cells) {
  const nb = {
    cells: cells.map((c) => ({
      cell_type: c.md ? 'markdown' : 'code',
      ...(c.md ? {} : { execution_count: c.n ?? null, outputs: c.outputs ?? [] }),
      metadata: {},
      source: (c.md ?? c.code).split('\n').map((l, i, a) => (i < a.length - 1 ? l + '\n' : l)),
    })),
    metadata: { kernelspec: { display_name: 'Python 3', language: 'python', name: 'python3' }, language_info: { name: 'python', version: '3.11.6' } },
    nbformat: 4,
    nbformat_minor: 5,
  };
  return JSON.stringify(nb, null, 1);
}

// =====================================================================================
// apps/api — TypeScript (Express + Prisma) service
// =====================================================================================
{
  const dbPass = V.urlPassword();
  file('apps/api/.env.production', `# Production environment for harbor-api. Loaded by the systemd unit on api-1/api-2.
NODE_ENV=production
PORT=8080
LOG_LEVEL=info
DATABASE_URL=${cred('connection-string', `postgresql://harbor_app:${dbPass}@harbor-prod.cluster-c9x2kq.eu-west-1.rds.amazonaws.com:5432/harbor?sslmode=require`, 'Postgres URL with the production password in the userinfo')}
REDIS_URL=redis://cache.internal:6379/0
JWT_SECRET=${cred('jwt', V.jwtHex(), 'HS256 signing key for session tokens')}
JWT_ISSUER=https://api.harbor.dev
STRIPE_SECRET_KEY=${cred('token:stripe', V.stripeLive(), 'Stripe live secret key')}
STRIPE_WEBHOOK_SECRET=${cred('token:stripe', V.stripeWh(), 'Stripe webhook signing secret')}
STRIPE_PUBLISHABLE_KEY=${V.stripePub()}
SENDGRID_API_KEY=${cred('token:sendgrid', V.sendgrid(), 'SendGrid API key')}
MAIL_FROM=no-reply@harbor.dev
AWS_REGION=eu-west-1
S3_BUCKET=harbor-prod-uploads
FEATURE_FLAGS=checkout_v2,new_search
`);
  file('apps/api/.env.example', `# Copy to .env and fill in. Never commit real values.
NODE_ENV=development
PORT=8080
DATABASE_URL=postgresql://harbor:harbor@localhost:5432/harbor_dev
REDIS_URL=redis://localhost:6379/0
JWT_SECRET=changeme
STRIPE_SECRET_KEY=sk_live_<your-key>
STRIPE_WEBHOOK_SECRET=whsec_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
SENDGRID_API_KEY=<your-sendgrid-key>
AWS_ACCESS_KEY_ID=
AWS_SECRET_ACCESS_KEY=
`);
  file('apps/api/.env.test', `NODE_ENV=test
DATABASE_URL=postgresql://postgres:postgres@localhost:5433/harbor_test
JWT_SECRET=test-secret-not-used-outside-jest
STRIPE_SECRET_KEY=sk_test_dummy
SENDGRID_API_KEY=SG.fake.fake
`);
  file('apps/api/src/config.ts', `import { z } from 'zod';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().default(8080),
  DATABASE_URL: z.string().url(),
  REDIS_URL: z.string().url(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_'),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_'),
  SENDGRID_API_KEY: z.string(),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    // Print which keys are missing, never their values.
    const keys = parsed.error.issues.map((i) => i.path.join('.'));
    throw new Error(\`invalid configuration: \${keys.join(', ')}\`);
  }
  return parsed.data;
}
`);
  file('apps/api/src/db.ts', `import { Pool } from 'pg';
import { loadConfig } from './config';

const config = loadConfig();

export const pool = new Pool({
  connectionString: config.DATABASE_URL,
  max: 20,
  idleTimeoutMillis: 30_000,
  ssl: config.NODE_ENV === 'production' ? { rejectUnauthorized: true } : false,
});

export async function withTransaction<T>(fn: (client: import('pg').PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}
`);
  const reportingPass = V.password();
  file('apps/api/src/reporting/warehouse.ts', `import { Pool } from 'pg';

// Read-only replica used by the nightly revenue report.
// TODO(ops): move to secrets manager before Q3 audit
export const warehouse = new Pool({
  host: 'warehouse-ro.internal.harbor.dev',
  port: 5432,
  database: 'analytics',
  user: 'report_reader',
  password: ${cred('password', `'${reportingPass}'`, 'literal password in a pg Pool config object', reportingPass)},
  max: 4,
});

export async function revenueByDay(from: Date, to: Date) {
  const { rows } = await warehouse.query(
    'SELECT day, sum(amount_cents) AS cents FROM payments WHERE day BETWEEN $1 AND $2 GROUP BY day ORDER BY day',
    [from, to],
  );
  return rows;
}
`);
  file('apps/api/src/payments/stripe.ts', `import Stripe from 'stripe';
import { loadConfig } from '../config';

const { STRIPE_SECRET_KEY } = loadConfig();

export const stripe = new Stripe(STRIPE_SECRET_KEY, { apiVersion: '2024-06-20', maxNetworkRetries: 2 });

export async function createCheckout(customerId: string, priceId: string) {
  return stripe.checkout.sessions.create({
    customer: customerId,
    mode: 'subscription',
    line_items: [{ price: priceId, quantity: 1 }],
    success_url: 'https://app.harbor.dev/billing?ok=1',
    cancel_url: 'https://app.harbor.dev/billing',
  });
}
`);
  const legacyStripe = V.stripeRestricted();
  file('apps/api/src/payments/refunds.ts', `import Stripe from 'stripe';

// Restricted key with refunds:write only, so support tooling cannot create charges.
const refundsClient = new Stripe(${cred('token:stripe', `'${legacyStripe}'`, 'Stripe restricted live key passed to the client constructor', legacyStripe)}, {
  apiVersion: '2024-06-20',
});

export async function refund(paymentIntent: string, reason: Stripe.RefundCreateParams.Reason) {
  return refundsClient.refunds.create({ payment_intent: paymentIntent, reason });
}
`);
  const slackHook = V.slackHook();
  file('apps/api/src/notify/slack.ts', `const ALERTS_WEBHOOK = process.env.SLACK_ALERTS_WEBHOOK;
const DEPLOYS_WEBHOOK = ${cred('webhook', `'${slackHook}'`, 'Slack incoming webhook URL (the path is the secret)', slackHook)};

async function post(url: string | undefined, text: string) {
  if (!url) return;
  await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text }) });
}

export const notifyAlert = (text: string) => post(ALERTS_WEBHOOK, text);
export const notifyDeploy = (version: string) => post(DEPLOYS_WEBHOOK, \`:rocket: api \${version} deployed\`);
`);
  const jwtKey = V.jwtB64();
  file('apps/api/src/auth/jwt.ts', `import jwt from 'jsonwebtoken';
import { loadConfig } from '../config';

const { JWT_SECRET } = loadConfig();

export interface Claims { sub: string; role: 'user' | 'admin'; }

export function sign(claims: Claims): string {
  return jwt.sign(claims, JWT_SECRET, { algorithm: 'HS256', expiresIn: '15m', issuer: 'https://api.harbor.dev' });
}

export function verify(token: string): Claims {
  return jwt.verify(token, JWT_SECRET, { algorithms: ['HS256'], issuer: 'https://api.harbor.dev' }) as Claims;
}

// Tokens for the embedded analytics iframe are signed with the vendor's shared key.
export function signEmbed(dashboardId: number): string {
  return jwt.sign({ resource: { dashboard: dashboardId }, params: {} }, ${cred('jwt', `'${jwtKey}'`, 'JWT signing key passed literally to jwt.sign', jwtKey)}, { expiresIn: '10m' });
}
`);
  file('apps/api/src/auth/password.ts', `import bcrypt from 'bcryptjs';

const MIN_LENGTH = 12;
const COMMON = new Set(['password', 'password123', 'qwerty123', 'letmein', 'changeme']);

export function validatePassword(password: string): string | null {
  if (password.length < MIN_LENGTH) return \`Password must be at least \${MIN_LENGTH} characters\`;
  if (COMMON.has(password.toLowerCase())) return 'Password is too common';
  return null;
}

export const hashPassword = (password: string) => bcrypt.hash(password, 12);
export const checkPassword = (password: string, hash: string) => bcrypt.compare(password, hash);
`);
  const sgKey = V.sendgrid();
  file('apps/api/src/mail/transport.ts', `import nodemailer from 'nodemailer';

// SMTP relay through SendGrid: the username is literally "apikey" and the password is the key.
export const transport = nodemailer.createTransport({
  host: 'smtp.sendgrid.net',
  port: 587,
  secure: false,
  auth: {
    user: 'apikey',
    pass: ${cred('token:sendgrid', `'${sgKey}'`, 'SendGrid key as SMTP password', sgKey)},
  },
});

export async function sendReceipt(to: string, html: string) {
  await transport.sendMail({ from: 'receipts@harbor.dev', to, subject: 'Your Harbor receipt', html });
}
`);
  const awsId = V.awsId(), awsSecret = V.awsSecret();
  file('apps/api/src/storage/s3.ts', `import { S3Client, PutObjectCommand, GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

const s3 = new S3Client({
  region: 'eu-west-1',
  credentials: {
    accessKeyId: ${cred('aws-access-key', `'${awsId}'`, 'AWS access key id in S3Client credentials', awsId)},
    secretAccessKey: ${cred('aws-secret-key', `'${awsSecret}'`, 'AWS secret access key in S3Client credentials', awsSecret)},
  },
});

export async function upload(key: string, body: Buffer, contentType: string) {
  await s3.send(new PutObjectCommand({ Bucket: 'harbor-prod-uploads', Key: key, Body: body, ContentType: contentType }));
}

export function downloadUrl(key: string) {
  return getSignedUrl(s3, new GetObjectCommand({ Bucket: 'harbor-prod-uploads', Key: key }), { expiresIn: 300 });
}
`);
  file('apps/api/src/storage/local.ts', `import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

const ROOT = process.env.UPLOAD_DIR ?? '/var/lib/harbor/uploads';

/** Content-addressed storage: the file name is the sha256 of the bytes. */
export async function store(body: Buffer): Promise<string> {
  const digest = createHash('sha256').update(body).digest('hex');
  await fs.mkdir(path.join(ROOT, digest.slice(0, 2)), { recursive: true });
  await fs.writeFile(path.join(ROOT, digest.slice(0, 2), digest), body);
  return digest;
}

// Known-good digest of the default avatar, used to skip re-uploads.
export const DEFAULT_AVATAR_SHA256 = '${sha256()}';
`);
  const ghToken = V.ghPat();
  file('apps/api/src/integrations/github.ts', `import { Octokit } from '@octokit/rest';

const octokit = new Octokit({
  auth: ${cred('token:github', `'${ghToken}'`, 'GitHub fine-grained PAT passed to Octokit', ghToken)},
  userAgent: 'harbor-api/2.3',
});

export async function openIssue(title: string, body: string) {
  const { data } = await octokit.issues.create({ owner: 'harbor-dev', repo: 'support', title, body, labels: ['from-app'] });
  return data.html_url;
}
`);
  file('apps/api/src/integrations/hubspot.ts', `import axios from 'axios';
import { getSecret } from '../secrets';

export async function hubspot() {
  const token = await getSecret('hubspot/private-app-token');
  return axios.create({
    baseURL: 'https://api.hubapi.com',
    headers: { Authorization: \`Bearer \${token}\`, 'Content-Type': 'application/json' },
    timeout: 10_000,
  });
}

export async function upsertContact(email: string, props: Record<string, string>) {
  const client = await hubspot();
  await client.post('/crm/v3/objects/contacts', { properties: { email, ...props } });
}
`);
  file('apps/api/src/secrets.ts', `import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';

const client = new SecretsManagerClient({ region: process.env.AWS_REGION ?? 'eu-west-1' });
const cache = new Map<string, { value: string; at: number }>();
const TTL_MS = 5 * 60 * 1000;

export async function getSecret(name: string): Promise<string> {
  const hit = cache.get(name);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value;
  const res = await client.send(new GetSecretValueCommand({ SecretId: \`harbor/prod/\${name}\` }));
  const value = res.SecretString ?? '';
  cache.set(name, { value, at: Date.now() });
  return value;
}
`);
  const partnerUser = 'harbor', partnerPass = V.password();
  const basic = Buffer.from(`${partnerUser}:${partnerPass}`).toString('base64');
  file('apps/api/src/integrations/freight.ts', `import https from 'node:https';

// Freight partner API only supports basic auth; credentials issued by their onboarding team.
const AUTH_HEADER = ${cred('basic-auth', `'Basic ${basic}'`, 'hand-built Basic auth header: base64 of user:password', basic)};

export function quote(weightKg: number, to: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      { host: 'api.freightpartner.example', path: '/v2/quotes', method: 'POST', headers: { Authorization: AUTH_HEADER, 'Content-Type': 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve(body));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ weightKg, to }));
  });
}
`);
  const ddKey = V.datadog();
  file('apps/api/src/observability/metrics.ts', `import { StatsD } from 'hot-shots';
import { v2 } from '@datadog/datadog-api-client';

export const statsd = new StatsD({ host: process.env.DD_AGENT_HOST ?? 'localhost', prefix: 'harbor.api.' });

const configuration = v2.createConfiguration({
  authMethods: {
    apiKeyAuth: ${cred('token:datadog', `'${ddKey}'`, 'Datadog API key (32 hex) in the client auth config', ddKey)},
  },
});
export const events = new v2.EventsApi(configuration);

// Request ids are uuids; this one marks synthetic health checks so dashboards can filter them out.
export const HEALTHCHECK_REQUEST_ID = '${uuid()}';
`);
  file('apps/api/src/routes/users.ts', `import { Router } from 'express';
import { pool } from '../db';
import { hashPassword, validatePassword } from '../auth/password';

export const users = Router();

users.post('/users', async (req, res) => {
  const { email, password } = req.body as { email: string; password: string };
  const problem = validatePassword(password);
  if (problem) return res.status(422).json({ error: problem });
  const hash = await hashPassword(password);
  const { rows } = await pool.query('INSERT INTO users (email, password_hash) VALUES ($1, $2) RETURNING id', [email, hash]);
  res.status(201).json({ id: rows[0].id });
});

users.post('/users/:id/password-reset', async (req, res) => {
  await pool.query("UPDATE users SET reset_requested_at = now() WHERE id = $1", [req.params.id]);
  res.status(202).end();
});
`);
  file('apps/api/src/routes/webhooks.ts', `import express, { Router } from 'express';
import { stripe } from '../payments/stripe';
import { loadConfig } from '../config';

const { STRIPE_WEBHOOK_SECRET } = loadConfig();
export const webhooks = Router();

webhooks.post('/webhooks/stripe', express.raw({ type: 'application/json' }), (req, res) => {
  const signature = req.header('stripe-signature') ?? '';
  try {
    const event = stripe.webhooks.constructEvent(req.body, signature, STRIPE_WEBHOOK_SECRET);
    res.json({ received: true, type: event.type });
  } catch {
    res.status(400).send('bad signature');
  }
});
`);
  file('apps/api/src/routes/health.ts', `import { Router } from 'express';
import { pool } from '../db';

export const health = Router();
const BUILD_SHA = process.env.GIT_SHA ?? '${sha1()}';

health.get('/healthz', async (_req, res) => {
  await pool.query('SELECT 1');
  res.json({ ok: true, build: BUILD_SHA });
});
`);
  const stagingPass = V.password();
  file('apps/api/test/setup.ts', `import { Pool } from 'pg';
import { beforeAll, afterAll } from 'vitest';

// Integration tests run against the shared staging database (see docs/testing.md).
export const testPool = new Pool({
  connectionString: ${cred('connection-string', `'postgres://ci_runner:${stagingPass}@staging-db.harbor.dev:5432/harbor_staging'`, 'test setUp connects to the shared staging database with a real password', stagingPass)},
});

beforeAll(async () => {
  await testPool.query('BEGIN');
});

afterAll(async () => {
  await testPool.query('ROLLBACK');
  await testPool.end();
});
`);
  file('apps/api/test/fixtures/users.ts', `// Obviously fake fixtures: none of these accounts exist anywhere.
export const alice = { id: '${uuid()}', email: 'alice@example.com', password: 'correct-horse-battery-staple' };
export const bob = { id: '${uuid()}', email: 'bob@example.com', password: 'hunter2' };
export const stripeCustomer = { id: 'cus_TESTFIXTURE000', defaultSource: 'card_TESTFIXTURE000' };
export const fakeStripeKey = 'sk_test_FAKE_KEY_FOR_UNIT_TESTS_ONLY';
`);
  file('apps/api/test/auth.test.ts', `import { describe, expect, it } from 'vitest';
import jwt from 'jsonwebtoken';
import { validatePassword } from '../src/auth/password';

describe('validatePassword', () => {
  it('rejects short passwords', () => {
    expect(validatePassword('short')).toMatch(/at least/);
  });
  it('rejects common passwords', () => {
    expect(validatePassword('password123')).toBe('Password must be at least 12 characters');
    expect(validatePassword('changeme')).not.toBeNull();
  });
  it('accepts a long passphrase', () => {
    expect(validatePassword('purple-monkey-dishwasher-42')).toBeNull();
  });
  it('rejects tokens signed with another key', () => {
    const forged = jwt.sign({ sub: '1' }, 'not-the-real-secret');
    expect(() => jwt.verify(forged, 'test-secret-not-used-outside-jest')).toThrow();
  });
});
`);
  file('apps/api/package.json', JSON.stringify({
    name: '@harbor/api', version: '2.3.1', private: true, type: 'module',
    scripts: { build: 'tsc -p .', start: 'node dist/server.js', test: 'vitest run' },
    dependencies: { '@aws-sdk/client-s3': '^3.600.0', '@octokit/rest': '^20.1.1', bcryptjs: '^2.4.3', express: '^4.19.2', jsonwebtoken: '^9.0.2', pg: '^8.12.0', stripe: '^16.2.0', zod: '^3.23.8' },
    devDependencies: { typescript: '^5.5.3', vitest: '^1.6.0' },
  }, null, 2));
  const lockPkgs = ['express', 'jsonwebtoken', 'pg', 'stripe', 'zod', 'bcryptjs', 'body-parser', 'debug', 'ms', 'safe-buffer'];
  file('apps/api/package-lock.json', JSON.stringify({
    name: '@harbor/api', version: '2.3.1', lockfileVersion: 3, requires: true,
    packages: Object.fromEntries(lockPkgs.map((p) => [`node_modules/${p}`, { version: `${1 + int(9)}.${int(20)}.${int(10)}`, resolved: `https://registry.npmjs.org/${p}/-/${p}-1.0.0.tgz`, integrity: integrity(), license: 'MIT' }])),
  }, null, 2));
  file('apps/api/tsconfig.json', `{
  "compilerOptions": { "target": "ES2022", "module": "NodeNext", "moduleResolution": "NodeNext", "outDir": "dist", "strict": true, "esModuleInterop": true },
  "include": ["src"]
}
`);
}

// =====================================================================================
// apps/web — React front end (mostly public values)
// =====================================================================================
{
  file('apps/web/src/firebase.ts', `import { initializeApp } from 'firebase/app';
import { getAuth } from 'firebase/auth';

// Firebase web config is public by design: it identifies the project, access is enforced by
// security rules and App Check. See https://firebase.google.com/docs/projects/api-keys
const firebaseConfig = {
  apiKey: '${V.googleKey()}',
  authDomain: 'harbor-prod.firebaseapp.com',
  projectId: 'harbor-prod',
  storageBucket: 'harbor-prod.appspot.com',
  messagingSenderId: '${digits(12)}',
  appId: '1:${digits(12)}:web:${hex(22)}',
  measurementId: 'G-${from(UP + DIG, 10)}',
};

export const app = initializeApp(firebaseConfig);
export const auth = getAuth(app);
`);
  file('apps/web/src/config.ts', `export const config = {
  apiBaseUrl: import.meta.env.VITE_API_URL ?? 'https://api.harbor.dev',
  stripePublishableKey: '${V.stripePub()}',
  mapboxToken: '${V.mapboxPub()}',
  algolia: { appId: '${from(UP + DIG, 10)}', searchOnlyKey: '${hex(32)}', index: 'products_prod' },
  recaptchaSiteKey: '6L${b64url(38)}',
  googleOAuthClientId: '${digits(12)}-${from(LOW + DIG, 32)}.apps.googleusercontent.com',
};
`);
  file('apps/web/src/sentry.ts', `import * as Sentry from '@sentry/react';

// The DSN only allows sending events; it is shipped to every browser.
Sentry.init({
  dsn: 'https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}',
  tracesSampleRate: 0.1,
  environment: import.meta.env.MODE,
});
`);
  const chunk = () => Array.from({ length: 6 }, () => `var ${from(LOW, 2)}="${b64(40)}",${from(LOW, 1)}=function(${from(LOW, 1)}){return ${from(LOW, 1)}.split("").reverse().join("")};`).join('');
  file('apps/web/public/vendor/charts.min.js', `/*! charts v4.4.1 | MIT License | github.com/chartjs */
!function(t,e){"object"==typeof exports&&"undefined"!=typeof module?module.exports=e():"function"==typeof define&&define.amd?define(e):(t="undefined"!=typeof globalThis?globalThis:t||self).Chart=e()}(this,function(){"use strict";${chunk()}var K="ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=",Q="${hex(40)}";${chunk()}return{version:"4.4.1",_k:K,_q:Q}});
//# sourceMappingURL=charts.min.js.map
`);
  file('apps/web/public/vendor/analytics.min.js', `(function(w,d){var s="${b64url(64)}",k="${hex(32)}",h=function(a){for(var b=0,c=0;c<a.length;c++)b=(b<<5)-b+a.charCodeAt(c)|0;return b};w.__ha={id:s,v:k,h:h,q:[]};var e=d.createElement("script");e.async=!0;e.src="https://cdn.harbor-analytics.example/t.js?v="+k;d.head.appendChild(e)})(window,document);
`);
  file('apps/web/src/assets/logo.ts', `// Inlined so the login page renders before the CDN answers.
export const LOGO_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAYAAACqaXHeAAAA${b64(600)}AAAAAElFTkSuQmCC';
export const SPINNER_SVG = 'data:image/svg+xml;base64,${b64pad(180)}';
`);
  file('apps/web/src/i18n/en.json', JSON.stringify({
    login: { title: 'Sign in', email: 'Email', password: 'Password', submit: 'Sign in', forgot: 'Forgot your password?' },
    reset: { title: 'Choose a new password', hint: 'At least 12 characters. Avoid "password123" or "changeme".', token_expired: 'This link has expired.' },
    settings: { api_keys: 'API keys', api_key_hint: 'Your key starts with hb_live_ and is shown only once.', secret: 'Secret' },
  }, null, 2));
  file('apps/web/src/pages/Login.tsx', `import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export function Login({ onSubmit }: { onSubmit: (email: string, password: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <form onSubmit={(e) => { e.preventDefault(); void onSubmit(email, password); }}>
      <label>{t('login.email')}<input type="email" value={email} onChange={(e) => setEmail(e.target.value)} /></label>
      <label>{t('login.password')}<input type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} /></label>
      <button type="submit">{t('login.submit')}</button>
    </form>
  );
}
`);
  file('apps/web/src/api/client.ts', `const TOKEN_KEY = 'harbor.session';

export function saveToken(token: string) {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = sessionStorage.getItem(TOKEN_KEY);
  const res = await fetch(\`\${import.meta.env.VITE_API_URL}\${path}\`, {
    ...init,
    headers: { ...(init.headers ?? {}), ...(token ? { Authorization: \`Bearer \${token}\` } : {}), 'X-Client': 'web/5.2.0' },
  });
  if (!res.ok) throw new Error(\`\${res.status} \${path}\`);
  return res.json() as Promise<T>;
}
`);
  const nextKey = V.openai();
  file('apps/web/.env.local', `# local overrides (should be gitignored...)
VITE_API_URL=http://localhost:8080
VITE_SENTRY_DSN=
OPENAI_API_KEY=${cred('token:openai', nextKey, 'OpenAI project key in a committed .env.local')}
`);
  file('apps/web/vite.config.ts', `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  build: { sourcemap: true, rollupOptions: { output: { entryFileNames: 'assets/[name]-[hash].js' } } },
});
`);
  file('apps/web/dist/index.html', `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="script-src 'self' 'sha256-${b64pad(32)}'" />
    <title>Harbor</title>
    <script type="module" crossorigin src="/assets/index-${alnum(8)}.js" integrity="sha384-${b64pad(48)}"></script>
    <link rel="stylesheet" href="/assets/index-${alnum(8)}.css" />
  </head>
  <body><div id="root"></div></body>
</html>
`);
  file('apps/web/yarn.lock', ['# THIS IS AN AUTOGENERATED FILE. DO NOT EDIT THIS FILE DIRECTLY.', '# yarn lockfile v1', '',
    ...['react', 'react-dom', 'scheduler', 'loose-envify', 'js-tokens', '@sentry/react', 'firebase'].flatMap((p) => [
      `"${p}@^18.3.1":`, `  version "18.3.${int(9)}"`, `  resolved "https://registry.yarnpkg.com/${p}/-/${p.replace(/^@[^/]+\//, '')}-18.3.1.tgz#${sha1()}"`, `  integrity ${integrity()}`, '']),
  ].join('\n'));
}

// =====================================================================================
// apps/worker — Python (Celery + Django-ish settings), notebooks
// =====================================================================================
{
  const djSecret = `django-insecure-${from(LOW + DIG + '!@#$%^&*(-_=+)', 50)}`;
  const djProdSecret = from(LOW + DIG + '!@#%^&*(-_=+)', 50);
  const rabbitPass = V.urlPassword();
  file('apps/worker/worker/settings.py', `import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "${djSecret}")
DEBUG = os.environ.get("DEBUG", "0") == "1"
ALLOWED_HOSTS = ["worker.internal", "localhost"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("DB_NAME", "harbor"),
        "USER": os.environ.get("DB_USER", "harbor"),
        "PASSWORD": os.environ["DB_PASSWORD"],
        "HOST": os.environ.get("DB_HOST", "localhost"),
        "PORT": 5432,
    }
}

CELERY_BROKER_URL = ${cred('connection-string', `"amqp://harbor:${rabbitPass}@mq.internal.harbor.dev:5672/harbor"`, 'AMQP URL with password as the Celery broker', rabbitPass)}
CELERY_RESULT_BACKEND = "redis://localhost:6379/1"
CELERY_TASK_ACKS_LATE = True
`);
  file('apps/worker/worker/settings_prod.py', `from .settings import *  # noqa: F401,F403

DEBUG = False
SECRET_KEY = ${cred('django-secret', `"${djProdSecret}"`, 'Django SECRET_KEY (signs sessions, password reset tokens) hard-coded for production', djProdSecret)}
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 31536000
`);
  const twSid = V.twilioSid(), twTok = V.twilioToken();
  file('apps/worker/worker/tasks/sms.py', `from celery import shared_task
from twilio.rest import Client

ACCOUNT_SID = "${twSid}"
AUTH_TOKEN = ${cred('token:twilio', `"${twTok}"`, 'Twilio auth token next to the account SID', twTok)}
FROM_NUMBER = "+14155550100"

client = Client(ACCOUNT_SID, AUTH_TOKEN)


@shared_task(bind=True, max_retries=3)
def send_sms(self, to: str, body: str) -> str:
    try:
        msg = client.messages.create(to=to, from_=FROM_NUMBER, body=body)
        return msg.sid
    except Exception as exc:  # pragma: no cover - network
        raise self.retry(exc=exc, countdown=30)
`);
  file('apps/worker/worker/tasks/email.py', `import os

import requests
from celery import shared_task

MAILGUN_DOMAIN = "mg.harbor.dev"


@shared_task
def send_digest(to: str, html: str) -> int:
    api_key = os.environ["MAILGUN_API_KEY"]
    resp = requests.post(
        f"https://api.mailgun.net/v3/{MAILGUN_DOMAIN}/messages",
        auth=("api", api_key),
        data={"from": "Harbor <digest@harbor.dev>", "to": to, "subject": "Your weekly digest", "html": html},
        timeout=15,
    )
    resp.raise_for_status()
    return resp.status_code
`);
  const mgKey = V.mailgun();
  file('apps/worker/worker/tasks/bounces.py', `import requests

# Legacy account, still receives bounce events for the old domain.
LEGACY_AUTH = ("api", ${cred('token:mailgun', `"${mgKey}"`, 'Mailgun private API key in a requests auth tuple', mgKey)})


def fetch_bounces(domain: str = "mail.harbor-legacy.com") -> list[dict]:
    resp = requests.get(f"https://api.mailgun.net/v3/{domain}/bounces", auth=LEGACY_AUTH, timeout=10)
    resp.raise_for_status()
    return resp.json()["items"]
`);
  const gmaps = V.googleKey();
  file('apps/worker/worker/geo.py', `from functools import lru_cache

import googlemaps

# Server-side key with Geocoding API enabled and no referrer restriction.
gmaps = googlemaps.Client(key=${cred('token:google', `"${gmaps}"`, 'Google Maps server API key used from backend code', gmaps)})


@lru_cache(maxsize=4096)
def geocode(address: str) -> tuple[float, float] | None:
    results = gmaps.geocode(address)
    if not results:
        return None
    loc = results[0]["geometry"]["location"]
    return loc["lat"], loc["lng"]
`);
  file('apps/worker/worker/vault.py', `import os

import hvac


def client() -> hvac.Client:
    c = hvac.Client(url=os.environ.get("VAULT_ADDR", "https://vault.internal:8200"))
    with open("/var/run/secrets/kubernetes.io/serviceaccount/token") as fh:
        c.auth.kubernetes.login(role="harbor-worker", jwt=fh.read())
    return c


def read(path: str) -> dict:
    return client().secrets.kv.v2.read_secret_version(path=path, mount_point="kv")["data"]["data"]
`);
  const hf = V.huggingface();
  file('apps/worker/worker/ml/embeddings.py', `from huggingface_hub import InferenceClient

HF_MODEL = "sentence-transformers/all-MiniLM-L6-v2"
client = InferenceClient(model=HF_MODEL, token=${cred('token:huggingface', `"${hf}"`, 'Hugging Face access token', hf)})


def embed(texts: list[str]) -> list[list[float]]:
    return [client.feature_extraction(t).tolist() for t in texts]
`);
  file('apps/worker/worker/ml/checksums.py', `"""Pinned model artefacts: the worker refuses to load weights whose digest differs."""

MODEL_DIGESTS = {
    "minilm-l6-v2.onnx": "${sha256()}",
    "tokenizer.json": "${sha256()}",
    "classifier-v7.pt": "${sha256()}",
}

RELEASE_COMMIT = "${sha1()}"
`);
  file('apps/worker/tests/test_sms.py', `from unittest import mock

import pytest

from worker.tasks import sms


@pytest.fixture
def fake_client(monkeypatch):
    c = mock.Mock()
    c.messages.create.return_value = mock.Mock(sid="SM00000000000000000000000000000000")
    monkeypatch.setattr(sms, "client", c)
    return c


def test_send_sms(fake_client):
    assert sms.send_sms("+15005550006", "hi") == "SM00000000000000000000000000000000"
    fake_client.messages.create.assert_called_once()
`);
  const pgPass = V.password();
  file('apps/worker/tests/conftest.py', `import psycopg
import pytest


@pytest.fixture(scope="session")
def db():
    # shared QA database; ask #data-eng for access
    conn = psycopg.connect(
        host="qa-db.harbor.dev",
        dbname="harbor_qa",
        user="qa_writer",
        password=${cred('password', `"${pgPass}"`, 'test fixture connects to a shared QA database with a real password', pgPass)},
    )
    yield conn
    conn.close()
`);
  file('apps/worker/requirements.txt', `celery==5.4.0 \\
    --hash=sha256:${sha256()}
django==5.0.7 \\
    --hash=sha256:${sha256()}
requests==2.32.3 \\
    --hash=sha256:${sha256()}
twilio==9.2.3 \\
    --hash=sha256:${sha256()}
`);
  file('apps/worker/poetry.lock', ['celery', 'kombu', 'vine', 'billiard'].map((p) => `[[package]]
name = "${p}"
version = "5.${int(9)}.${int(9)}"
description = ""
optional = false
python-versions = ">=3.8"
files = [
    {file = "${p}-5.4.0-py3-none-any.whl", hash = "sha256:${sha256()}"},
    {file = "${p}-5.4.0.tar.gz", hash = "sha256:${sha256()}"},
]
`).join('\n') + `\n[metadata]\nlock-version = "2.0"\npython-versions = "^3.11"\ncontent-hash = "${sha256()}"\n`);

  const oa = V.openai();
  file('apps/worker/notebooks/churn_exploration.ipynb', notebook([
    { md: '# Churn exploration\nQuick look at cancellations by plan, Q2.' },
    { n: 1, code: 'import pandas as pd\nimport sqlalchemy as sa\nimport os\n\nengine = sa.create_engine(os.environ["ANALYTICS_URL"])' },
    { n: 2, code: 'df = pd.read_sql("select plan, cancelled_at, mrr_cents from subscriptions", engine)\ndf.groupby("plan").size()' },
    { n: 3, code: 'from openai import OpenAI\n\nclient = OpenAI(api_key="' + cred('token:openai', oa, 'OpenAI key typed into a notebook cell') + '")\nsummary = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": df.describe().to_string()}])' },
    { md: '## Notes\n- churn highest on the monthly starter plan' },
  ]));
  const nbPass = V.urlPassword();
  file('apps/worker/notebooks/ltv_model.ipynb', notebook([
    { md: '# LTV model v3' },
    { n: 1, code: 'import pandas as pd\nfrom sqlalchemy import create_engine\n\nengine = create_engine("' + cred('connection-string', `postgresql+psycopg://analyst:${nbPass}@warehouse-ro.internal.harbor.dev/analytics`, 'SQLAlchemy URL with password in a notebook', nbPass) + '")' },
    { n: 2, code: 'orders = pd.read_sql_table("orders", engine)\norders.head()', outputs: [{ output_type: 'execute_result', execution_count: 2, metadata: {}, data: { 'text/plain': ['   id                                customer_id  amount\n', `0   1  ${uuid()}   49.00\n`, `1   2  ${uuid()}  129.00`] } }] },
    { n: 3, code: 'import matplotlib.pyplot as plt\norders.amount.hist(bins=40)\nplt.show()', outputs: [{ output_type: 'display_data', metadata: {}, data: { 'image/png': 'iVBORw0KGgoAAAANSUhEUgAAAoAAAAHgCAYAAAA10dzkAAAAOXRFWHRTb2Z0d2FyZQBNYXRwbG90bGliIHZlcnNpb24zLjguMCwgaHR0cHM6Ly9tYXRwbG90bGliLm9yZy' + b64(900) + '\n', 'text/plain': ['<Figure size 640x480 with 1 Axes>'] } }] },
  ]));
  file('apps/worker/notebooks/funnel.ipynb', notebook([
    { md: '# Signup funnel\nCredentials come from the environment (`op run -- jupyter lab`).' },
    { n: 1, code: 'import os\nimport requests\n\nMIXPANEL_SECRET = os.environ["MIXPANEL_API_SECRET"]\nauth = (MIXPANEL_SECRET, "")' },
    { n: 2, code: 'r = requests.get("https://mixpanel.com/api/2.0/funnels", params={"funnel_id": 48213}, auth=auth)\nr.json()["meta"]' },
  ]));
}

// =====================================================================================
// services/billing — Go
// =====================================================================================
{
  file('services/billing/go.mod', `module github.com/harbor-dev/billing

go 1.22

require (
	github.com/jackc/pgx/v5 v5.6.0
	github.com/stripe/stripe-go/v79 v79.3.0
	github.com/redis/go-redis/v9 v9.5.3
)
`);
  file('services/billing/go.sum', ['github.com/jackc/pgx/v5 v5.6.0', 'github.com/stripe/stripe-go/v79 v79.3.0', 'github.com/redis/go-redis/v9 v9.5.3', 'golang.org/x/crypto v0.24.0', 'golang.org/x/text v0.16.0']
    .flatMap((m) => [`${m} h1:${b64pad(32)}`, `${m}/go.mod h1:${b64pad(32)}`]).join('\n'));
  file('services/billing/internal/config/config.go', `package config

import (
	"fmt"
	"os"
	"time"
)

type Config struct {
	DatabaseURL  string
	StripeKey    string
	RedisAddr    string
	RedisPass    string
	ReadTimeout  time.Duration
}

func mustEnv(key string) string {
	v, ok := os.LookupEnv(key)
	if !ok || v == "" {
		panic(fmt.Sprintf("missing required env %s", key))
	}
	return v
}

func Load() Config {
	return Config{
		DatabaseURL: mustEnv("DATABASE_URL"),
		StripeKey:   mustEnv("STRIPE_SECRET_KEY"),
		RedisAddr:   os.Getenv("REDIS_ADDR"),
		RedisPass:   os.Getenv("REDIS_PASSWORD"),
		ReadTimeout: 5 * time.Second,
	}
}
`);
  const goDbPass = V.urlPassword();
  file('services/billing/internal/store/postgres.go', `package store

import (
	"context"

	"github.com/jackc/pgx/v5/pgxpool"
)

// fallbackDSN is used by the reconciliation cron, which runs outside Kubernetes.
const fallbackDSN = ${cred('connection-string', `"postgres://billing:${goDbPass}@10.20.4.17:5432/billing?sslmode=disable"`, 'Go const DSN with password', goDbPass)}

func Open(ctx context.Context, dsn string) (*pgxpool.Pool, error) {
	if dsn == "" {
		dsn = fallbackDSN
	}
	return pgxpool.New(ctx, dsn)
}

func InvoiceTotal(ctx context.Context, db *pgxpool.Pool, invoiceID string) (int64, error) {
	var cents int64
	err := db.QueryRow(ctx, "SELECT total_cents FROM invoices WHERE id = $1", invoiceID).Scan(&cents)
	return cents, err
}
`);
  const redisPass = V.password();
  file('services/billing/internal/cache/redis.go', `package cache

import "github.com/redis/go-redis/v9"

func New(addr string) *redis.Client {
	return redis.NewClient(&redis.Options{
		Addr:     addr,
		Password: ${cred('password', `"${redisPass}"`, 'redis.Options Password literal in Go', redisPass)},
		DB:       2,
		PoolSize: 20,
	})
}
`);
  const goStripe = V.stripeLive();
  file('services/billing/cmd/backfill/main.go', `package main

import (
	"flag"
	"log"

	"github.com/stripe/stripe-go/v79"
	"github.com/stripe/stripe-go/v79/invoice"
)

func main() {
	since := flag.Int64("since", 0, "unix time to backfill from")
	flag.Parse()

	stripe.Key = ${cred('token:stripe', `"${goStripe}"`, 'Stripe live key assigned to stripe.Key in a one-off backfill command', goStripe)}

	params := &stripe.InvoiceListParams{}
	params.Filters.AddFilter("created", "gte", itoa(*since))
	i := invoice.List(params)
	n := 0
	for i.Next() {
		n++
	}
	if err := i.Err(); err != nil {
		log.Fatal(err)
	}
	log.Printf("backfilled %d invoices", n)
}
`);
  file('services/billing/cmd/backfill/util.go', `package main

import "strconv"

func itoa(n int64) string { return strconv.FormatInt(n, 10) }
`);
  const pdToken = alnum(20);
  file('services/billing/internal/alert/pagerduty.go', `package alert

import (
	"bytes"
	"encoding/json"
	"net/http"
)

const eventsURL = "https://events.pagerduty.com/v2/enqueue"

type Client struct {
	http       *http.Client
	routingKey string
}

func New(routingKey string) *Client { return &Client{http: http.DefaultClient, routingKey: routingKey} }

func (c *Client) Trigger(summary string) error {
	body, _ := json.Marshal(map[string]any{
		"routing_key":  c.routingKey,
		"event_action": "trigger",
		"payload":      map[string]string{"summary": summary, "source": "billing", "severity": "error"},
	})
	req, _ := http.NewRequest(http.MethodPost, eventsURL, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Authorization", "Token token=${cred('token:pagerduty', pdToken, 'PagerDuty REST API token written into a hand-built Authorization header')}")
	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	return resp.Body.Close()
}
`);
  file('services/billing/internal/alert/pagerduty_test.go', `package alert

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestTrigger(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") == "" {
			t.Fatal("no auth header")
		}
		w.WriteHeader(http.StatusAccepted)
	}))
	defer srv.Close()
	c := New("R0UT1NGKEYFORTESTSONLY000000000")
	c.http = srv.Client()
	_ = c
}
`);
  file('services/billing/internal/webhook/verify.go', `package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"os"
)

var signingSecret = []byte(os.Getenv("PARTNER_WEBHOOK_SECRET"))

// Verify checks the partner's X-Signature header: hex(HMAC-SHA256(secret, body)).
func Verify(body []byte, signature string) bool {
	mac := hmac.New(sha256.New, signingSecret)
	mac.Write(body)
	expected := hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(expected), []byte(signature))
}

// Test vector from the partner's documentation (example secret "whsec_example").
const docVectorSignature = "${sha256()}"
`);
  const awsId2 = V.awsId(), awsSec2 = V.awsSecret();
  file('services/billing/internal/export/s3.go', `package export

import (
	"context"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/s3"
)

func Client() *s3.Client {
	creds := credentials.NewStaticCredentialsProvider(
		${cred('aws-access-key', `"${awsId2}"`, 'AWS static credentials provider in Go: access key id', awsId2)},
		${cred('aws-secret-key', `"${awsSec2}"`, 'AWS static credentials provider in Go: secret key', awsSec2)},
		"",
	)
	return s3.New(s3.Options{Region: "eu-west-1", Credentials: aws.NewCredentialsCache(creds)})
}

func Put(ctx context.Context, key string, body []byte) error {
	_, err := Client().PutObject(ctx, &s3.PutObjectInput{Bucket: aws.String("harbor-billing-exports"), Key: aws.String(key)})
	return err
}
`);
}

// =====================================================================================
// services/ledger — Java / Kotlin (Spring Boot)
// =====================================================================================
{
  const J = 'services/ledger/src/main/java/dev/harbor/ledger';
  const K = 'services/ledger/src/main/kotlin/dev/harbor/ledger';
  file('services/ledger/src/main/resources/application.yml', `spring:
  application:
    name: ledger
  datasource:
    url: jdbc:postgresql://\${DB_HOST:localhost}:5432/ledger
    username: \${DB_USER:ledger}
    password: \${DB_PASSWORD}
  jpa:
    open-in-view: false
    hibernate:
      ddl-auto: validate
management:
  endpoints:
    web:
      exposure:
        include: health,info,prometheus
`);
  const ledgerPass = V.password(), kafkaPass = V.urlPassword();
  file('services/ledger/src/main/resources/application-prod.properties', `spring.datasource.url=jdbc:postgresql://ledger-prod.cluster-ro-c9x2kq.eu-west-1.rds.amazonaws.com:5432/ledger
spring.datasource.username=ledger_svc
${cred('password', `spring.datasource.password=${ledgerPass}`, 'Spring datasource password in a prod properties file', ledgerPass)}
spring.kafka.bootstrap-servers=pkc-4r297.eu-west-1.aws.confluent.cloud:9092
spring.kafka.properties.sasl.mechanism=PLAIN
${cred('password', `spring.kafka.properties.sasl.jaas.config=org.apache.kafka.common.security.plain.PlainLoginModule required username="LEDGERSVC" password="${kafkaPass}";`, 'Kafka SASL JAAS config with literal password', kafkaPass)}
server.port=8081
logging.level.root=INFO
`);
  file('services/ledger/src/main/resources/application-test.properties', `spring.datasource.url=jdbc:h2:mem:ledger;MODE=PostgreSQL
spring.datasource.username=sa
spring.datasource.password=
spring.kafka.bootstrap-servers=localhost:9092
`);
  const jdbcPass = V.password();
  file(`${J}/config/ArchiveDataSourceConfig.java`, `package dev.harbor.ledger.config;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import javax.sql.DataSource;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

@Configuration
public class ArchiveDataSourceConfig {

    @Bean(name = "archiveDataSource")
    public DataSource archiveDataSource() {
        HikariConfig cfg = new HikariConfig();
        cfg.setJdbcUrl("jdbc:sqlserver://archive-sql.harbor.local:1433;databaseName=LedgerArchive;encrypt=true");
        cfg.setUsername("ledger_archive");
        cfg.setPassword(${cred('password', `"${jdbcPass}"`, 'HikariConfig.setPassword literal', jdbcPass)});
        cfg.setMaximumPoolSize(5);
        cfg.setReadOnly(true);
        return new HikariDataSource(cfg);
    }
}
`);
  file(`${J}/config/DataSourceConfig.java`, `package dev.harbor.ledger.config;

import com.zaxxer.hikari.HikariDataSource;
import javax.sql.DataSource;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.context.annotation.Primary;

@Configuration
public class DataSourceConfig {

    @Value("\${spring.datasource.password}")
    private String password;

    @Bean
    @Primary
    public DataSource dataSource(@Value("\${spring.datasource.url}") String url,
                                 @Value("\${spring.datasource.username}") String user) {
        HikariDataSource ds = new HikariDataSource();
        ds.setJdbcUrl(url);
        ds.setUsername(user);
        ds.setPassword(password);
        return ds;
    }
}
`);
  const sfPass = V.password();
  file(`${J}/export/WarehouseExporter.java`, `package dev.harbor.ledger.export;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.Properties;

public final class WarehouseExporter {
    private static final String URL = "jdbc:snowflake://hb12345.eu-west-1.snowflakecomputing.com/?db=LEDGER&warehouse=EXPORT_WH";

    private Connection connect() throws SQLException {
        Properties props = new Properties();
        props.put("user", "LEDGER_EXPORT");
        props.put("password", ${cred('password', `"${sfPass}"`, 'JDBC Properties password literal', sfPass)});
        props.put("role", "EXPORTER");
        return DriverManager.getConnection(URL, props);
    }

    public int export(String day) throws SQLException {
        try (Connection c = connect();
             PreparedStatement ps = c.prepareStatement("INSERT INTO daily_totals SELECT * FROM staging_totals WHERE day = ?")) {
            ps.setString(1, day);
            return ps.executeUpdate();
        }
    }
}
`);
  const slackBot = V.slackBot();
  file(`${J}/notify/SlackNotifier.java`, `package dev.harbor.ledger.notify;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class SlackNotifier {
    private static final String BOT_TOKEN = ${cred('token:slack', `"${slackBot}"`, 'Slack bot token constant', slackBot)};
    private final HttpClient http = HttpClient.newHttpClient();

    public void post(String channel, String text) throws Exception {
        String body = "{\\"channel\\":\\"" + channel + "\\",\\"text\\":\\"" + text.replace("\\"", "\\\\\\"") + "\\"}";
        HttpRequest req = HttpRequest.newBuilder(URI.create("https://slack.com/api/chat.postMessage"))
            .header("Authorization", "Bearer " + BOT_TOKEN)
            .header("Content-Type", "application/json; charset=utf-8")
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();
        http.send(req, HttpResponse.BodyHandlers.discarding());
    }
}
`);
  file(`${J}/notify/EmailNotifier.java`, `package dev.harbor.ledger.notify;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

@Component
public class EmailNotifier {
    private final JavaMailSender sender;
    private final String from;

    public EmailNotifier(JavaMailSender sender, @Value("\${ledger.mail.from:ledger@harbor.dev}") String from) {
        this.sender = sender;
        this.from = from;
    }

    public void send(String to, String subject, String text) {
        SimpleMailMessage msg = new SimpleMailMessage();
        msg.setFrom(from);
        msg.setTo(to);
        msg.setSubject(subject);
        msg.setText(text);
        sender.send(msg);
    }
}
`);
  file(`${J}/model/Account.java`, `package dev.harbor.ledger.model;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import java.util.UUID;

@Entity
public class Account {
    /** Well-known id of the house account that absorbs rounding differences. */
    public static final UUID HOUSE_ACCOUNT = UUID.fromString("${uuid()}");

    @Id
    private UUID id;

    @Column(nullable = false)
    private String currency;

    @Column(name = "password_reset_token_hash")
    private String passwordResetTokenHash;

    public UUID getId() { return id; }
    public String getCurrency() { return currency; }
}
`);
  file(`${J}/security/SignatureVerifier.java`, `package dev.harbor.ledger.security;

import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.Base64;

/** Verifies statements signed by the bank. Only the bank's PUBLIC key lives here. */
public final class SignatureVerifier {
    private static final String BANK_PUBLIC_KEY =
        "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${b64(300)}IDAQAB";

    public static boolean verify(byte[] data, byte[] sig) throws Exception {
        PublicKey key = KeyFactory.getInstance("RSA")
            .generatePublic(new X509EncodedKeySpec(Base64.getDecoder().decode(BANK_PUBLIC_KEY)));
        Signature s = Signature.getInstance("SHA256withRSA");
        s.initVerify(key);
        s.update(data);
        return s.verify(sig);
    }
}
`);
  const ktPass = V.password();
  const ktKey = V.sendgrid();
  file(`${K}/mail/MailConfig.kt`, `package dev.harbor.ledger.mail

import org.springframework.context.annotation.Bean
import org.springframework.context.annotation.Configuration
import org.springframework.mail.javamail.JavaMailSenderImpl

@Configuration
class MailConfig {
    @Bean
    fun mailSender() = JavaMailSenderImpl().apply {
        host = "smtp.sendgrid.net"
        port = 587
        username = "apikey"
        password = ${cred('token:sendgrid', `"${ktKey}"`, 'SendGrid key as Kotlin mail sender password', ktKey)}
        javaMailProperties["mail.smtp.starttls.enable"] = "true"
    }
}
`);
  file(`${K}/reconcile/BankClient.kt`, `package dev.harbor.ledger.reconcile

import okhttp3.Credentials
import okhttp3.OkHttpClient
import okhttp3.Request

class BankClient(private val http: OkHttpClient = OkHttpClient()) {
    private val auth = Credentials.basic("harbor-recon", ${cred('password', `"${ktPass}"`, 'OkHttp Credentials.basic literal password', ktPass)})

    fun statement(day: String): String {
        val req = Request.Builder()
            .url("https://sftp-gw.bank.example/api/statements/$day")
            .header("Authorization", auth)
            .build()
        http.newCall(req).execute().use { return it.body!!.string() }
    }
}
`);
  file(`${K}/reconcile/Matcher.kt`, `package dev.harbor.ledger.reconcile

data class Line(val reference: String, val cents: Long)

/** Matches bank lines to ledger entries by reference; the fingerprint is only a dedupe key. */
fun match(bank: List<Line>, ledger: Map<String, Long>): List<Line> =
    bank.filter { ledger[it.reference] != it.cents }

fun fingerprint(line: Line): String =
    java.security.MessageDigest.getInstance("SHA-1").digest("\${line.reference}:\${line.cents}".toByteArray())
        .joinToString("") { "%02x".format(it) }

const val EMPTY_FINGERPRINT = "da39a3ee5e6b4b0d3255bfef95601890afd80709"
`);
  const testPass = V.password();
  file('services/ledger/src/test/java/dev/harbor/ledger/ArchiveIT.java', `package dev.harbor.ledger;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class ArchiveIT {
    private Connection conn;

    @BeforeEach
    void setUp() throws Exception {
        conn = DriverManager.getConnection(
            "jdbc:sqlserver://archive-sql.harbor.local:1433;databaseName=LedgerArchive",
            "ledger_archive",
            ${cred('password', `"${testPass}"`, 'integration test setUp logs into the real archive database', testPass)});
    }

    @Test
    void archiveIsReachable() throws Exception {
        assertTrue(conn.isValid(2));
    }
}
`);
  file('services/ledger/src/test/java/dev/harbor/ledger/TokenServiceTest.java', `package dev.harbor.ledger;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TokenServiceTest {
    // Fixed inputs for a deterministic HMAC: not a credential anywhere.
    private static final String KEY = "test-key-0123456789";
    private static final String EXPECTED = "${sha256()}";

    @Test
    void hmacIsStable() {
        assertEquals(64, EXPECTED.length());
        assertEquals("test-key-0123456789", KEY);
    }
}
`);
  file('services/ledger/build.gradle.kts', `plugins {
    id("org.springframework.boot") version "3.3.1"
    id("io.spring.dependency-management") version "1.1.5"
    kotlin("jvm") version "1.9.24"
    kotlin("plugin.spring") version "1.9.24"
}

repositories {
    mavenCentral()
    maven {
        url = uri("https://nexus.harbor.dev/repository/maven-releases/")
        credentials {
            username = providers.gradleProperty("nexusUser").get()
            password = providers.gradleProperty("nexusPassword").get()
        }
    }
}

dependencies {
    implementation("org.springframework.boot:spring-boot-starter-data-jpa")
    implementation("com.zaxxer:HikariCP:5.1.0")
    testImplementation("org.springframework.boot:spring-boot-starter-test")
}
`);
}

// =====================================================================================
// services/shop — PHP (Laravel), services/notifier — Ruby (Rails), services/reports — C#
// =====================================================================================
{
  const appKey = 'base64:' + b64pad(32);
  const shopDbPass = V.password();
  file('services/shop/.env', `APP_NAME=HarborShop
APP_ENV=production
APP_KEY=${cred('laravel-app-key', appKey, 'Laravel APP_KEY (encrypts cookies and sessions)')}
APP_DEBUG=false
APP_URL=https://shop.harbor.dev

DB_CONNECTION=mysql
DB_HOST=shop-db.internal
DB_PORT=3306
DB_DATABASE=shop
DB_USERNAME=shop
DB_PASSWORD=${cred('password', shopDbPass, 'Laravel DB_PASSWORD in a committed .env')}

MAIL_MAILER=log
QUEUE_CONNECTION=redis
`);
  file('services/shop/config/database.php', `<?php

return [
    'default' => env('DB_CONNECTION', 'mysql'),
    'connections' => [
        'mysql' => [
            'driver' => 'mysql',
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '3306'),
            'database' => env('DB_DATABASE', 'forge'),
            'username' => env('DB_USERNAME', 'forge'),
            'password' => env('DB_PASSWORD', ''),
            'charset' => 'utf8mb4',
            'collation' => 'utf8mb4_unicode_ci',
            'strict' => true,
        ],
    ],
];
`);
  const shopify = V.shopify();
  file('services/shop/config/services.php', `<?php

return [
    'shopify' => [
        'shop' => 'harbor-goods.myshopify.com',
        'access_token' => ${cred('token:shopify', `'${shopify}'`, 'Shopify admin API access token in a PHP config array', shopify)},
        'api_version' => '2024-04',
    ],
    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET'),
    ],
    'mailchimp' => [
        'key' => env('MAILCHIMP_KEY'),
        'list_id' => 'a1b2c3d4e5',
    ],
];
`);
  const ppPass = V.password();
  const braintree = V.braintree();
  file('services/shop/app/Payments/PayPalGateway.php', `<?php

namespace App\\Payments;

use Braintree\\Gateway;

class PayPalGateway
{
    private Gateway $gateway;

    public function __construct()
    {
        $this->gateway = new Gateway([
            'accessToken' => ${cred('token:braintree', `'${braintree}'`, 'Braintree/PayPal production access token', braintree)},
        ]);
    }

    public function charge(string $nonce, string $amount): string
    {
        $result = $this->gateway->transaction()->sale([
            'amount' => $amount,
            'paymentMethodNonce' => $nonce,
            'options' => ['submitForSettlement' => true],
        ]);
        return $result->transaction->id;
    }
}
`);
  file('services/shop/app/Legacy/OrderExport.php', `<?php
// Old export job, runs from cron on shop-legacy-1.
$mysqli = new mysqli('10.0.3.12', 'export', ${cred('password', `'${ppPass}'`, 'mysqli constructor positional password', ppPass)}, 'shop_legacy');
if ($mysqli->connect_errno) {
    fwrite(STDERR, "connect failed: " . $mysqli->connect_error . "\\n");
    exit(1);
}
$stmt = $mysqli->prepare('SELECT id, total FROM orders WHERE created_at >= ?');
$since = date('Y-m-d', strtotime('-1 day'));
$stmt->bind_param('s', $since);
$stmt->execute();
foreach ($stmt->get_result() as $row) {
    echo $row['id'], ',', $row['total'], "\\n";
}
`);
  file('services/shop/app/Http/Controllers/AccountController.php', `<?php

namespace App\\Http\\Controllers;

use Illuminate\\Http\\Request;
use Illuminate\\Support\\Facades\\Hash;

class AccountController extends Controller
{
    public function updatePassword(Request $request)
    {
        $data = $request->validate([
            'current_password' => ['required', 'current_password'],
            'password' => ['required', 'confirmed', 'min:12'],
        ]);
        $request->user()->forceFill(['password' => Hash::make($data['password'])])->save();
        return back()->with('status', 'password-updated');
    }
}
`);
  const mcKey = V.mailchimp();
  file('services/shop/app/Newsletter/Subscribe.php', `<?php

namespace App\\Newsletter;

class Subscribe
{
    private const API_KEY = ${cred('token:mailchimp', `'${mcKey}'`, 'Mailchimp API key class constant', mcKey)};

    public static function add(string $email): void
    {
        $dc = substr(self::API_KEY, strpos(self::API_KEY, '-') + 1);
        $ch = curl_init("https://{$dc}.api.mailchimp.com/3.0/lists/a1b2c3d4e5/members");
        curl_setopt($ch, CURLOPT_USERPWD, 'harbor:' . self::API_KEY);
        curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(['email_address' => $email, 'status' => 'pending']));
        curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
        curl_exec($ch);
        curl_close($ch);
    }
}
`);
  file('services/shop/composer.lock', JSON.stringify({
    _readme: ['This file locks the dependencies of your project to a known state'],
    'content-hash': hex(32),
    packages: ['laravel/framework', 'braintree/braintree_php', 'guzzlehttp/guzzle'].map((n) => ({ name: n, version: 'v10.48.' + int(20), source: { type: 'git', url: `https://github.com/${n}.git`, reference: sha1() }, dist: { type: 'zip', url: `https://api.github.com/repos/${n}/zipball/${sha1()}`, reference: sha1(), shasum: '' } })),
  }, null, 4));

  // ---------------- Ruby (Rails) ----------------
  const rbDbPass = V.password();
  file('services/notifier/config/database.yml', `default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: notifier_development

test:
  <<: *default
  database: notifier_test

production:
  <<: *default
  database: notifier_production
  host: notifier-db.internal
  username: notifier
  password: ${cred('password', rbDbPass, 'Rails database.yml production password')}
`);
  file('services/notifier/config/initializers/sidekiq.rb', `Sidekiq.configure_server do |config|
  config.redis = { url: ENV.fetch("REDIS_URL", "redis://localhost:6379/2") }
end

Sidekiq.configure_client do |config|
  config.redis = { url: ENV.fetch("REDIS_URL", "redis://localhost:6379/2") }
end
`);
  const tg = V.telegram();
  file('services/notifier/app/services/telegram_notifier.rb', `require "net/http"
require "json"

class TelegramNotifier
  BOT_TOKEN = ${cred('token:telegram', `"${tg}"`, 'Telegram bot token constant', tg)}
  CHAT_ID = -1001234567890

  def self.deliver(text)
    uri = URI("https://api.telegram.org/bot#{BOT_TOKEN}/sendMessage")
    Net::HTTP.post_form(uri, chat_id: CHAT_ID, text: text, parse_mode: "Markdown")
  end
end
`);
  const twKey = V.twilioKey(), twKeySecret = alnum(32);
  file('services/notifier/config/initializers/twilio.rb', `Twilio.configure do |config|
  config.account_sid = ENV.fetch("TWILIO_ACCOUNT_SID")
  config.auth_token = ENV.fetch("TWILIO_AUTH_TOKEN")
end

# Separate API key for the voice fallback (created 2023-11, owner: @mira)
VOICE_CLIENT = Twilio::REST::Client.new(
  "${twKey}",
  ${cred('token:twilio', `"${twKeySecret}"`, 'Twilio API key secret paired with an SK key sid', twKeySecret)},
  ENV.fetch("TWILIO_ACCOUNT_SID")
)
`);
  const discord = V.discordHook();
  file('services/notifier/app/services/discord_notifier.rb', `require "faraday"

class DiscordNotifier
  WEBHOOK_URL = ${cred('webhook', `"${discord}"`, 'Discord webhook URL with its token', discord)}.freeze

  def initialize(conn: Faraday.new)
    @conn = conn
  end

  def deliver(content)
    @conn.post(WEBHOOK_URL, { content: content }.to_json, "Content-Type" => "application/json")
  end
end
`);
  file('services/notifier/app/models/user.rb', `class User < ApplicationRecord
  has_secure_password
  has_secure_token :api_token, length: 36

  validates :email, presence: true, uniqueness: { case_sensitive: false }
  validates :password, length: { minimum: 12 }, allow_nil: true

  def self.authenticate(email, password)
    find_by(email: email.downcase)&.authenticate(password)
  end
end
`);
  file('services/notifier/config/credentials.yml.enc', b64(400) + '--' + b64(16) + '==--' + b64(22) + '==');
  file('services/notifier/config/master.key.example', `# The real key lives in 1Password ("notifier master key"). Copy it to config/master.key.
00000000000000000000000000000000
`);
  file('services/notifier/spec/services/telegram_notifier_spec.rb', `require "rails_helper"

RSpec.describe TelegramNotifier do
  it "posts to the bot API" do
    stub = stub_request(:post, %r{api.telegram.org/bot.*/sendMessage}).to_return(status: 200)
    described_class.deliver("hello")
    expect(stub).to have_been_requested
  end

  it "uses a fake token in tests" do
    stub_const("TelegramNotifier::BOT_TOKEN", "123456:TEST-TOKEN-NOT-REAL")
    expect(TelegramNotifier::BOT_TOKEN).to start_with("123456")
  end
end
`);
  file('services/notifier/Gemfile.lock', `GEM
  remote: https://rubygems.org/
  specs:
    faraday (2.9.2)
    rails (7.1.3.4)
    sidekiq (7.2.4)

PLATFORMS
  x86_64-linux

CHECKSUMS
  faraday (2.9.2) sha256=${sha256()}
  rails (7.1.3.4) sha256=${sha256()}
  sidekiq (7.2.4) sha256=${sha256()}

BUNDLED WITH
   2.5.11
`);

  // ---------------- C# (.NET) ----------------
  const sqlPass = V.password();
  const sbKey = b64pad(32);
  file('services/reports/appsettings.json', `{
  "Logging": { "LogLevel": { "Default": "Information", "Microsoft.AspNetCore": "Warning" } },
  "AllowedHosts": "*",
  "ConnectionStrings": {
    "Reports": ${cred('connection-string', `"Server=tcp:harbor-reports.database.windows.net,1433;Initial Catalog=reports;User ID=reports_app;Password=${sqlPass};Encrypt=True;TrustServerCertificate=False;"`, 'SQL Server connection string with Password=', sqlPass)},
    "Bus": ${cred('connection-string', `"Endpoint=sb://harbor-prod.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${sbKey}"`, 'Azure Service Bus connection string with SharedAccessKey', sbKey)}
  },
  "Reports": { "OutputContainer": "reports", "MaxRows": 100000 }
}
`);
  file('services/reports/appsettings.Development.json', `{
  "ConnectionStrings": {
    "Reports": "Server=(localdb)\\\\mssqllocaldb;Database=reports_dev;Trusted_Connection=True;MultipleActiveResultSets=true",
    "Storage": "UseDevelopmentStorage=true"
  }
}
`);
  const storageKey = V.azureStorageKey();
  file('services/reports/Storage/BlobExporter.cs', `using Azure.Storage.Blobs;

namespace Harbor.Reports.Storage;

public sealed class BlobExporter
{
    private const string ConnectionString =
        ${cred('connection-string', `"DefaultEndpointsProtocol=https;AccountName=harborreports;AccountKey=${storageKey};EndpointSuffix=core.windows.net"`, 'Azure Storage connection string with AccountKey', storageKey)};

    private readonly BlobContainerClient _container = new(ConnectionString, "reports");

    public async Task<Uri> UploadAsync(string name, Stream content, CancellationToken ct)
    {
        var blob = _container.GetBlobClient(name);
        await blob.UploadAsync(content, overwrite: true, ct);
        return blob.Uri;
    }
}
`);
  file('services/reports/Program.cs', `using Harbor.Reports.Storage;
using Microsoft.EntityFrameworkCore;

var builder = WebApplication.CreateBuilder(args);
builder.Configuration.AddAzureKeyVault(new Uri(builder.Configuration["KeyVault:Uri"]!), new Azure.Identity.DefaultAzureCredential());
builder.Services.AddDbContext<ReportsDb>(o => o.UseSqlServer(builder.Configuration.GetConnectionString("Reports")));
builder.Services.AddSingleton<BlobExporter>();

var app = builder.Build();
app.MapGet("/healthz", () => Results.Ok(new { ok = true }));
app.Run();
`);
  const adSecret = V.azureAdSecret();
  file('services/reports/Auth/GraphClientFactory.cs', `using Azure.Identity;
using Microsoft.Graph;

namespace Harbor.Reports.Auth;

public static class GraphClientFactory
{
    private const string TenantId = "${uuid()}";
    private const string ClientId = "${uuid()}";

    public static GraphServiceClient Create()
    {
        var credential = new ClientSecretCredential(
            TenantId,
            ClientId,
            ${cred('client-secret', `"${adSecret}"`, 'Azure AD (Entra) client secret passed to ClientSecretCredential', adSecret)});
        return new GraphServiceClient(credential, new[] { "https://graph.microsoft.com/.default" });
    }
}
`);
  const csPass = V.password();
  file('services/reports/Jobs/FtpUpload.cs', `using System.Net;

namespace Harbor.Reports.Jobs;

public class FtpUpload
{
    public void Upload(string localPath)
    {
        var request = (FtpWebRequest)WebRequest.Create("ftp://ftp.partner.example/inbound/" + Path.GetFileName(localPath));
        request.Method = WebRequestMethods.Ftp.UploadFile;
        request.Credentials = new NetworkCredential("harbor_reports", ${cred('password', `"${csPass}"`, 'NetworkCredential literal password', csPass)});
        using var stream = request.GetRequestStream();
        using var file = File.OpenRead(localPath);
        file.CopyTo(stream);
    }
}
`);
  file('services/reports/Jobs/ReportJob.cs', `namespace Harbor.Reports.Jobs;

public class ReportJob
{
    private readonly ILogger<ReportJob> _log;
    private readonly IConfiguration _config;

    public ReportJob(ILogger<ReportJob> log, IConfiguration config)
    {
        _log = log;
        _config = config;
    }

    public string ApiKey => _config["Partner:ApiKey"] ?? throw new InvalidOperationException("Partner:ApiKey not set");

    public void Run()
    {
        var runId = Guid.Parse("${uuid()}");
        _log.LogInformation("report run {RunId} started", runId);
    }
}
`);
  file('services/reports/Tests/ReportJobTests.cs', `using Microsoft.Extensions.Configuration;
using Xunit;

public class ReportJobTests
{
    [Fact]
    public void ReadsApiKeyFromConfig()
    {
        var config = new ConfigurationBuilder()
            .AddInMemoryCollection(new Dictionary<string, string?> { ["Partner:ApiKey"] = "dummy-api-key-for-tests" })
            .Build();
        Assert.Equal("dummy-api-key-for-tests", config["Partner:ApiKey"]);
    }
}
`);
}

// =====================================================================================
// infra — Terraform, Kubernetes, Helm, Ansible, docker-compose
// =====================================================================================
{
  const tfDb = V.password(), tfDd = V.datadog(), tfCf = from(URLSAFE, 40);
  file('infra/terraform/envs/prod/terraform.tfvars', `region          = "eu-west-1"
environment     = "prod"
instance_type   = "m6i.large"
db_username     = "harbor_admin"
db_password     = ${cred('password', `"${tfDb}"`, 'RDS master password in a tfvars file', tfDb)}
datadog_api_key = ${cred('token:datadog', `"${tfDd}"`, 'Datadog API key in tfvars', tfDd)}
cloudflare_api_token = ${cred('token:cloudflare', `"${tfCf}"`, 'Cloudflare API token (40 chars) in tfvars', tfCf)}
allowed_cidrs   = ["10.0.0.0/8", "172.16.0.0/12"]
`);
  file('infra/terraform/envs/staging/terraform.tfvars', `region          = "eu-west-1"
environment     = "staging"
instance_type   = "t3.medium"
db_username     = "harbor_admin"
# db_password comes from TF_VAR_db_password in CI
datadog_api_key = "REPLACE_ME"
`);
  file('infra/terraform/variables.tf', `variable "region" {
  type    = string
  default = "eu-west-1"
}

variable "db_password" {
  type      = string
  sensitive = true
}

variable "datadog_api_key" {
  type      = string
  sensitive = true
}

variable "cloudflare_api_token" {
  type      = string
  sensitive = true
  default   = ""
}
`);
  file('infra/terraform/rds.tf', `resource "random_password" "replica" {
  length  = 32
  special = true
}

resource "aws_db_instance" "main" {
  identifier              = "harbor-\${var.environment}"
  engine                  = "postgres"
  engine_version          = "16.3"
  instance_class          = "db.r6g.large"
  username                = var.db_username
  password                = var.db_password
  backup_retention_period = 14
  storage_encrypted       = true
  kms_key_id              = "arn:aws:kms:eu-west-1:123456789012:key/${uuid()}"
}

resource "aws_secretsmanager_secret_version" "replica" {
  secret_id     = aws_secretsmanager_secret.replica.id
  secret_string = random_password.replica.result
}
`);
  const tfOldPass = V.password();
  file('infra/terraform/legacy/redshift.tf', `resource "aws_redshift_cluster" "legacy" {
  cluster_identifier = "harbor-legacy"
  database_name      = "legacy"
  master_username    = "legacyadmin"
  master_password    = ${cred('password', `"${tfOldPass}"`, 'literal master_password in a Terraform resource', tfOldPass)}
  node_type          = "dc2.large"
  cluster_type       = "single-node"
  skip_final_snapshot = true
}
`);
  file('infra/terraform/bastion.tf', `resource "aws_key_pair" "ops" {
  key_name   = "ops-2024"
  public_key = "${sshPub()}"
}

resource "aws_instance" "bastion" {
  ami           = "ami-0${hex(16)}"
  instance_type = "t3.micro"
  key_name      = aws_key_pair.ops.key_name
  tags = { Name = "bastion" }
}
`);
  file('infra/terraform/.terraform.lock.hcl', `# This file is maintained automatically by "terraform init".
provider "registry.terraform.io/hashicorp/aws" {
  version     = "5.57.0"
  constraints = "~> 5.0"
  hashes = [
    "h1:${b64pad(32)}",
    "zh:${sha256()}",
    "zh:${sha256()}",
    "zh:${sha256()}",
  ]
}
`);
  const tfState = V.awsSecret();
  file('infra/terraform/providers.tf', `terraform {
  backend "s3" {
    bucket = "harbor-tfstate"
    key    = "prod/terraform.tfstate"
    region = "eu-west-1"
  }
}

provider "aws" {
  region = var.region
}

provider "datadog" {
  api_key = var.datadog_api_key
  app_key = ${cred('token:datadog', `"${hex(40)}"`, 'Datadog application key (40 hex) literal in provider block', 'app_key')}
}
`);
  void tfState;

  // ---- Kubernetes ----
  const k8sPass = V.password(), k8sJwt = V.jwtHex();
  file('infra/k8s/api/secret.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: harbor-api
  namespace: harbor
type: Opaque
data:
  DB_PASSWORD: ${cred('password', Buffer.from(k8sPass).toString('base64'), 'Kubernetes Secret data is only base64-encoded: the value decodes to a password')}
  JWT_SECRET: ${cred('jwt', Buffer.from(k8sJwt).toString('base64'), 'base64 of a JWT signing key in a Secret manifest')}
`);
  const k8sStripe = V.stripeLive();
  file('infra/k8s/api/secret-stringdata.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: harbor-api-payments
  namespace: harbor
type: Opaque
stringData:
  STRIPE_SECRET_KEY: ${cred('token:stripe', k8sStripe, 'Stripe key in Secret stringData')}
  STRIPE_PUBLISHABLE_KEY: ${V.stripePub()}
`);
  file('infra/k8s/api/sealed-secret.yaml', `apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: harbor-worker
  namespace: harbor
spec:
  encryptedData:
    DB_PASSWORD: AgB${b64(360)}==
    MAILGUN_API_KEY: AgC${b64(360)}==
  template:
    metadata:
      name: harbor-worker
`);
  file('infra/k8s/api/deployment.yaml', `apiVersion: apps/v1
kind: Deployment
metadata:
  name: harbor-api
  namespace: harbor
spec:
  replicas: 3
  selector:
    matchLabels: { app: harbor-api }
  template:
    metadata:
      labels: { app: harbor-api }
      annotations:
        checksum/config: ${sha256()}
    spec:
      containers:
        - name: api
          image: ghcr.io/harbor-dev/api@sha256:${sha256()}
          ports: [{ containerPort: 8080 }]
          env:
            - name: NODE_ENV
              value: production
            - name: DB_PASSWORD
              valueFrom:
                secretKeyRef: { name: harbor-api, key: DB_PASSWORD }
            - name: JWT_SECRET
              valueFrom:
                secretKeyRef: { name: harbor-api, key: JWT_SECRET }
          envFrom:
            - secretRef: { name: harbor-api-payments }
`);
  const k8sRedis = V.password();
  file('infra/k8s/worker/deployment.yaml', `apiVersion: apps/v1
kind: Deployment
metadata:
  name: harbor-worker
  namespace: harbor
spec:
  replicas: 2
  selector:
    matchLabels: { app: harbor-worker }
  template:
    metadata:
      labels: { app: harbor-worker }
    spec:
      containers:
        - name: worker
          image: ghcr.io/harbor-dev/worker:3.8.2
          args: ["celery", "-A", "worker", "worker", "-l", "info"]
          env:
            - name: REDIS_PASSWORD
              value: ${cred('password', `"${k8sRedis}"`, 'plain env value in a Deployment instead of a secretKeyRef', k8sRedis)}
            - name: DB_PASSWORD
              valueFrom:
                secretKeyRef: { name: harbor-worker, key: DB_PASSWORD }
`);
  file('infra/k8s/ingress/tls.yaml', `apiVersion: v1
kind: ConfigMap
metadata:
  name: partner-ca
  namespace: harbor
data:
  ca.crt: |
${pem('CERTIFICATE', 18).split('\n').map((l) => '    ' + l).join('\n')}
`);
  const tlsKey = pem('RSA PRIVATE KEY', 25);
  file('infra/k8s/ingress/tls-secret.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: harbor-tls
  namespace: harbor
type: kubernetes.io/tls
stringData:
  tls.crt: |
${pem('CERTIFICATE', 18).split('\n').map((l) => '    ' + l).join('\n')}
  tls.key: |
${cred('private-key', tlsKey, 'TLS private key in a Secret', '-----BEGIN RSA PRIVATE KEY-----').split('\n').map((l) => '    ' + l).join('\n')}
`);
  const regAuth = Buffer.from(`harbor-ci:${V.ghp()}`).toString('base64');
  const dockercfg = Buffer.from(JSON.stringify({ auths: { 'ghcr.io': { auth: regAuth } } })).toString('base64');
  file('infra/k8s/registry-pull-secret.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: ghcr-pull
  namespace: harbor
type: kubernetes.io/dockerconfigjson
data:
  .dockerconfigjson: ${cred('token:github', dockercfg, 'dockerconfigjson: base64 JSON holding a GitHub PAT for ghcr.io')}
`);
  file('infra/k8s/configmap.yaml', `apiVersion: v1
kind: ConfigMap
metadata:
  name: harbor-api
  namespace: harbor
data:
  LOG_LEVEL: info
  FEATURE_FLAGS: checkout_v2,new_search
  PUBLIC_SENTRY_DSN: https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}
  TRACE_SAMPLE_RATE: "0.1"
  PASSWORD_MIN_LENGTH: "12"
`);

  // ---- Helm ----
  file('infra/helm/harbor/values.yaml', `replicaCount: 2
image:
  repository: ghcr.io/harbor-dev/api
  tag: ""
  pullPolicy: IfNotPresent

postgresql:
  enabled: false
  auth:
    username: harbor
    password: ""          # set with --set postgresql.auth.password or existingSecret
    existingSecret: harbor-db

redis:
  auth:
    enabled: true
    password: changeme

stripe:
  secretKey: "<stripe-secret-key>"
  webhookSecret: "<stripe-webhook-secret>"
`);
  const helmPg = V.password(), helmRedis = V.password(), helmSentry = V.sentryAuth();
  file('infra/helm/harbor/values-prod.yaml', `replicaCount: 4
image:
  tag: "2.3.1"

postgresql:
  auth:
    username: harbor
    password: ${cred('password', `"${helmPg}"`, 'Helm values-prod postgres password', helmPg)}
    existingSecret: ""

redis:
  auth:
    password: ${cred('password', helmRedis, 'Helm values-prod redis password', helmRedis)}

sentry:
  authToken: ${cred('token:sentry', helmSentry, 'Sentry org auth token (release uploads) in Helm values', helmSentry)}

ingress:
  enabled: true
  hosts: [api.harbor.dev]
`);
  file('infra/helm/harbor/templates/secret.yaml', `apiVersion: v1
kind: Secret
metadata:
  name: {{ include "harbor.fullname" . }}
type: Opaque
data:
  postgres-password: {{ .Values.postgresql.auth.password | b64enc | quote }}
  redis-password: {{ .Values.redis.auth.password | b64enc | quote }}
  {{- if .Values.sentry.authToken }}
  sentry-auth-token: {{ .Values.sentry.authToken | b64enc | quote }}
  {{- end }}
`);

  // ---- Ansible ----
  const ansPass = V.password(), ansRoot = V.password();
  file('infra/ansible/group_vars/all.yml', `---
ntp_servers: [0.pool.ntp.org, 1.pool.ntp.org]
deploy_user: deploy
app_root: /srv/harbor
postgres_version: 16
postgres_app_password: "{{ vault_postgres_app_password }}"
grafana_admin_password: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=kv/data/grafana:admin') }}"
`);
  file('infra/ansible/group_vars/legacy.yml', `---
mysql_root_password: ${cred('password', ansRoot, 'Ansible group var with a literal MySQL root password', ansRoot)}
mysql_users:
  - name: shop
    host: "%"
    password: ${cred('password', `"${ansPass}"`, 'Ansible mysql_users entry with literal password', ansPass)}
    priv: "shop.*:ALL"
`);
  file('infra/ansible/group_vars/vault.yml', `$ANSIBLE_VAULT;1.1;AES256
${Array.from({ length: 12 }, () => hex(80)).join('\n')}
`);
  const ansKey = opensshKey();
  file('infra/ansible/roles/deploy/files/deploy_key', cred('private-key', ansKey, 'OpenSSH private deploy key committed to a role', '-----BEGIN OPENSSH PRIVATE KEY-----'));
  file('infra/ansible/roles/deploy/files/deploy_key.pub', sshPub());
  file('infra/ansible/roles/deploy/tasks/main.yml', `---
- name: Install deploy key
  ansible.builtin.copy:
    src: deploy_key
    dest: /home/deploy/.ssh/id_ed25519
    owner: deploy
    mode: "0600"

- name: Authorise ops keys
  ansible.posix.authorized_key:
    user: deploy
    key: "${sshPub()}"

- name: Create app database user
  community.postgresql.postgresql_user:
    name: harbor
    password: "{{ postgres_app_password }}"
    no_log: true
`);
  file('infra/ansible/inventory/prod.ini', `[api]
api-1.harbor.dev ansible_host=10.0.1.11
api-2.harbor.dev ansible_host=10.0.1.12

[legacy]
shop-legacy-1.harbor.dev ansible_host=10.0.3.12 ansible_user=root ansible_password=${cred('password', V.password(), 'ansible_password inline in an inventory', 'ansible_password=')}

[all:vars]
ansible_python_interpreter=/usr/bin/python3
`);

  // ---- docker-compose ----
  const dcPg = V.password(), dcMinio = V.password();
  file('docker-compose.yml', `services:
  api:
    build: ./apps/api
    env_file: apps/api/.env.production
    ports: ["8080:8080"]
    depends_on: [db, redis]
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: harbor
      POSTGRES_PASSWORD: ${cred('password', dcPg, 'docker-compose environment POSTGRES_PASSWORD literal', dcPg)}
      POSTGRES_DB: harbor
    volumes: [pgdata:/var/lib/postgresql/data]
  redis:
    image: redis:7
    command: ["redis-server", "--requirepass", "\${REDIS_PASSWORD}"]
  minio:
    image: minio/minio
    command: server /data --console-address ":9001"
    environment:
      - MINIO_ROOT_USER=harbor
      - MINIO_ROOT_PASSWORD=${cred('password', dcMinio, 'docker-compose list-style environment password', dcMinio)}
volumes:
  pgdata: {}
`);
  file('docker-compose.override.yml', `# Local development only.
services:
  db:
    environment:
      POSTGRES_PASSWORD: postgres
    ports: ["5432:5432"]
  redis:
    command: ["redis-server"]
  mailhog:
    image: mailhog/mailhog
    ports: ["8025:8025"]
`);
  file('docker-compose.ci.yml', `services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD: \${CI_DB_PASSWORD:?set CI_DB_PASSWORD}
  tests:
    build: .
    environment:
      DATABASE_URL: postgres://postgres:\${CI_DB_PASSWORD}@db:5432/postgres
`);
}

// =====================================================================================
// CI — GitHub Actions, GitLab CI
// =====================================================================================
{
  file('.github/workflows/ci.yml', `name: ci
on:
  pull_request:
  push:
    branches: [main]

jobs:
  test:
    runs-on: ubuntu-latest
    services:
      postgres:
        image: postgres:16
        env:
          POSTGRES_PASSWORD: postgres
        ports: ["5432:5432"]
    steps:
      - uses: actions/checkout@${sha1()} # v4.1.7
      - uses: actions/setup-node@${sha1()} # v4.0.3
        with:
          node-version: 20
          cache: npm
      - run: npm ci
      - run: npm test
        env:
          DATABASE_URL: postgres://postgres:postgres@localhost:5432/postgres
          JWT_SECRET: \${{ secrets.TEST_JWT_SECRET }}
`);
  const npmTok = V.npm();
  file('.github/workflows/release.yml', `name: release
on:
  push:
    tags: ["v*"]

jobs:
  publish:
    runs-on: ubuntu-latest
    permissions:
      contents: write
      id-token: write
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
          registry-url: https://registry.npmjs.org
      - run: npm ci && npm run build
      - run: npm publish --access public
        env:
          NODE_AUTH_TOKEN: ${cred('token:npm', npmTok, 'npm automation token pasted into a workflow env instead of secrets.*')}
      - uses: softprops/action-gh-release@v2
        with:
          token: \${{ secrets.GITHUB_TOKEN }}
`);
  const deployHook = V.slackHook();
  const doTok = V.digitalocean();
  file('.github/workflows/deploy.yml', `name: deploy
on:
  workflow_dispatch:
    inputs:
      environment:
        type: choice
        options: [staging, prod]

env:
  AWS_REGION: eu-west-1
  SLACK_WEBHOOK: ${cred('webhook', deployHook, 'Slack webhook in workflow env')}

jobs:
  deploy:
    runs-on: ubuntu-latest
    environment: \${{ inputs.environment }}
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::123456789012:role/github-deploy
          aws-region: \${{ env.AWS_REGION }}
      - name: doctl
        uses: digitalocean/action-doctl@v2
        with:
          token: ${cred('token:digitalocean', doTok, 'DigitalOcean token in a workflow step input', doTok)}
      - run: ./scripts/deploy.sh \${{ inputs.environment }}
        env:
          KUBECONFIG_DATA: \${{ secrets.KUBECONFIG_DATA }}
`);
  file('.github/workflows/codeql.yml', `name: codeql
on:
  schedule: [{ cron: "17 3 * * 1" }]
jobs:
  analyze:
    runs-on: ubuntu-latest
    permissions: { security-events: write }
    steps:
      - uses: actions/checkout@v4
      - uses: github/codeql-action/init@${sha1()}
        with: { languages: javascript-typescript }
      - uses: github/codeql-action/analyze@${sha1()}
`);
  file('.github/dependabot.yml', `version: 2
registries:
  npm-github:
    type: npm-registry
    url: https://npm.pkg.github.com
    token: \${{secrets.DEPENDABOT_NPM_TOKEN}}
updates:
  - package-ecosystem: npm
    directory: /apps/api
    registries: [npm-github]
    schedule: { interval: weekly }
`);
  const glDeploy = V.glpat(), glReg = V.password();
  file('.gitlab-ci.yml', `stages: [build, test, deploy]

variables:
  DOCKER_DRIVER: overlay2
  POSTGRES_DB: harbor_test
  POSTGRES_USER: runner
  POSTGRES_PASSWORD: runner
  GITLAB_API_TOKEN: ${cred('token:gitlab', glDeploy, 'GitLab PAT in CI variables block')}

build:
  stage: build
  image: docker:24
  services: [docker:24-dind]
  script:
    - docker login -u harbor-ci -p ${cred('password', glReg, 'docker login -p literal in a CI script', glReg)} registry.harbor.dev
    - docker build -t registry.harbor.dev/harbor/api:$CI_COMMIT_SHORT_SHA apps/api
    - docker push registry.harbor.dev/harbor/api:$CI_COMMIT_SHORT_SHA

test:
  stage: test
  image: node:20
  services: [postgres:16]
  script:
    - npm ci
    - DATABASE_URL="postgres://runner:runner@postgres:5432/harbor_test" npm test

deploy:
  stage: deploy
  image: alpine/helm:3.15
  script:
    - echo "$KUBE_CONFIG" | base64 -d > kubeconfig
    - helm upgrade --install harbor infra/helm/harbor -f infra/helm/harbor/values-prod.yaml --set image.tag=$CI_COMMIT_SHORT_SHA
  only: [main]
`);
  file('.circleci/config.yml', `version: 2.1
orbs:
  node: circleci/node@5.2.0
jobs:
  lint:
    executor: node/default
    steps:
      - checkout
      - node/install-packages
      - run: npm run lint
      - run:
          name: upload coverage
          command: npx codecov --token=$CODECOV_TOKEN
workflows:
  main:
    jobs: [lint]
`);
}

// =====================================================================================
// scripts — shell
// =====================================================================================
{
  file('scripts/deploy.sh', `#!/usr/bin/env bash
set -euo pipefail

ENVIRONMENT="\${1:?usage: deploy.sh staging|prod}"
: "\${KUBECONFIG_DATA:?KUBECONFIG_DATA must be set}"

echo "$KUBECONFIG_DATA" | base64 -d > /tmp/kubeconfig
export KUBECONFIG=/tmp/kubeconfig
helm upgrade --install harbor infra/helm/harbor -f "infra/helm/harbor/values-\${ENVIRONMENT}.yaml" --wait
`);
  const dumpPass = V.password();
  file('scripts/db-dump.sh', `#!/bin/bash
# Nightly dump of the prod DB to the backup bucket. Runs on ops-1 from cron.
set -e
export PGPASSWORD=${cred('password', `'${dumpPass}'`, 'PGPASSWORD exported in a shell script', dumpPass)}
STAMP=$(date +%Y%m%d)
pg_dump -h harbor-prod.cluster-c9x2kq.eu-west-1.rds.amazonaws.com -U harbor_backup harbor | gzip > /backups/harbor-$STAMP.sql.gz
aws s3 cp /backups/harbor-$STAMP.sql.gz s3://harbor-backups/db/
`);
  const curlTok = V.ghp();
  file('scripts/sync-labels.sh', `#!/usr/bin/env bash
set -euo pipefail
# one-off: copy issue labels from the template repo
for label in bug enhancement security; do
  curl -sf -X POST \\
    -H "Authorization: token ${cred('token:github', curlTok, 'GitHub classic PAT in a curl header', curlTok)}" \\
    -H "Accept: application/vnd.github+json" \\
    https://api.github.com/repos/harbor-dev/api/labels \\
    -d "{\\"name\\":\\"$label\\"}"
done
`);
  const nexusPass = V.urlPassword();
  file('scripts/publish-artifact.sh', `#!/bin/sh
VERSION=$(cat VERSION)
curl -fsS --upload-file build/ledger-$VERSION.jar \\
  ${cred('basic-auth-url', `"https://ci-publisher:${nexusPass}@nexus.harbor.dev/repository/maven-releases/dev/harbor/ledger/$VERSION/ledger-$VERSION.jar"`, 'basic-auth credentials embedded in a URL', nexusPass)}
`);
  file('scripts/bootstrap-dev.sh', `#!/usr/bin/env bash
# Sets up a local dev environment. All values here are local-only defaults.
set -euo pipefail
cp -n apps/api/.env.example apps/api/.env || true
docker compose up -d db redis
export DATABASE_URL=postgres://harbor:harbor@localhost:5432/harbor_dev
read -rsp "Stripe test key (sk_test_...): " STRIPE_SECRET_KEY; echo
echo "STRIPE_SECRET_KEY=$STRIPE_SECRET_KEY" >> apps/api/.env
npm --prefix apps/api run migrate
`);
  file('scripts/rotate-keys.sh', `#!/usr/bin/env bash
set -euo pipefail
NEW=$(openssl rand -hex 32)
aws secretsmanager put-secret-value --secret-id harbor/prod/jwt-secret --secret-string "$NEW"
kubectl -n harbor rollout restart deploy/harbor-api
echo "rotated (sha256 of new key: $(printf %s "$NEW" | sha256sum | cut -c1-12))"
`);
  const awsId3 = V.awsId(), awsSec3 = V.awsSecret();
  file('scripts/legacy/upload-reports.sh', `#!/bin/bash
export AWS_ACCESS_KEY_ID=${cred('aws-access-key', awsId3, 'AWS key id exported in a script')}
export AWS_SECRET_ACCESS_KEY=${cred('aws-secret-key', awsSec3, 'AWS secret exported in a script')}
export AWS_DEFAULT_REGION=eu-west-1
aws s3 sync ./out s3://harbor-reports-legacy/ --delete
`);
  file('scripts/check-env.sh', `#!/usr/bin/env bash
required=(DATABASE_URL JWT_SECRET STRIPE_SECRET_KEY SENDGRID_API_KEY)
for v in "\${required[@]}"; do
  if [ -z "\${!v:-}" ]; then echo "missing $v"; exit 1; fi
done
if [ "\${JWT_SECRET}" = "changeme" ]; then echo "JWT_SECRET is still the placeholder"; exit 1; fi
echo ok
`);
  const vaultTok = V.vault();
  file('scripts/vault-read.sh', `#!/usr/bin/env bash
# quick helper from the incident on 2024-03-02
export VAULT_ADDR=https://vault.internal:8200
export VAULT_TOKEN=${cred('token:vault', vaultTok, 'HashiCorp Vault service token exported in a script')}
vault kv get -format=json kv/harbor/prod | jq .data.data
`);
  file('scripts/ssh-config', `Host bastion
  HostName bastion.harbor.dev
  User ops
  IdentityFile ~/.ssh/harbor_ops_ed25519
  IdentitiesOnly yes

Host 10.0.*
  ProxyJump bastion
  User deploy
`);
  file('Makefile', `.PHONY: build test up
build:
\tnpm --prefix apps/api run build
\tgo build -C services/billing ./...

up:
\tdocker compose up -d

psql:
\tPGPASSWORD=$(PGPASSWORD) psql -h localhost -U harbor harbor_dev

test:
\tnpm --prefix apps/api test
`);
}

// =====================================================================================
// mobile — Android, iOS
// =====================================================================================
{
  const storePass = V.password(), keyPass = V.password();
  file('mobile/android/gradle.properties', `org.gradle.jvmargs=-Xmx4g -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official
RELEASE_STORE_FILE=../keystore/harbor-release.jks
RELEASE_STORE_PASSWORD=${cred('password', storePass, 'Android release keystore password in gradle.properties')}
RELEASE_KEY_ALIAS=harbor
RELEASE_KEY_PASSWORD=${cred('password', keyPass, 'Android release key password in gradle.properties')}
`);
  file('mobile/android/app/build.gradle', `plugins {
    id 'com.android.application'
    id 'org.jetbrains.kotlin.android'
    id 'com.google.gms.google-services'
}

android {
    namespace 'dev.harbor.app'
    compileSdk 34
    defaultConfig {
        applicationId 'dev.harbor.app'
        minSdk 26
        targetSdk 34
        versionCode 230
        versionName '2.3.0'
        buildConfigField 'String', 'API_BASE_URL', '"https://api.harbor.dev"'
        buildConfigField 'String', 'REVENUECAT_PUBLIC_KEY', '"goog_${alnum(27)}"'
    }
    signingConfigs {
        release {
            storeFile file(RELEASE_STORE_FILE)
            storePassword RELEASE_STORE_PASSWORD
            keyAlias RELEASE_KEY_ALIAS
            keyPassword RELEASE_KEY_PASSWORD
        }
    }
    buildTypes {
        release {
            signingConfig signingConfigs.release
            minifyEnabled true
        }
    }
}
`);
  file('mobile/android/app/src/main/res/values/strings.xml', `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">Harbor</string>
    <string name="login_password_hint">Password</string>
    <string name="error_wrong_password">Wrong email or password</string>
    <!-- Maps SDK key: restricted to package dev.harbor.app + release cert SHA-1 in the console. -->
    <string name="google_maps_key" translatable="false">${V.googleKey()}</string>
    <string name="default_notification_channel_id">updates</string>
</resources>
`);
  const androidSecret = alnum(40);
  file('mobile/android/app/src/main/res/values/secrets.xml', `<?xml version="1.0" encoding="utf-8"?>
<resources>
    <!-- partner SDK credentials -->
    <string name="partner_client_id">harbor-android</string>
    <string name="partner_client_secret">${cred('client-secret', androidSecret, 'OAuth client secret shipped as an Android string resource')}</string>
</resources>
`);
  file('mobile/android/app/google-services.json', JSON.stringify({
    project_info: { project_number: digits(12), project_id: 'harbor-prod', storage_bucket: 'harbor-prod.appspot.com' },
    client: [{ client_info: { mobilesdk_app_id: `1:${digits(12)}:android:${hex(16)}`, android_client_info: { package_name: 'dev.harbor.app' } },
      oauth_client: [{ client_id: `${digits(12)}-${from(LOW + DIG, 32)}.apps.googleusercontent.com`, client_type: 3 }],
      api_key: [{ current_key: V.googleKey() }] }],
    configuration_version: '1',
  }, null, 2));
  file('mobile/android/app/src/main/java/dev/harbor/app/net/ApiClient.kt', `package dev.harbor.app.net

import dev.harbor.app.BuildConfig
import okhttp3.Interceptor
import okhttp3.OkHttpClient

class AuthInterceptor(private val tokens: TokenStore) : Interceptor {
    override fun intercept(chain: Interceptor.Chain) = chain.proceed(
        chain.request().newBuilder()
            .header("Authorization", "Bearer \${tokens.accessToken()}")
            .header("X-App-Version", BuildConfig.VERSION_NAME)
            .build()
    )
}

fun client(tokens: TokenStore): OkHttpClient = OkHttpClient.Builder().addInterceptor(AuthInterceptor(tokens)).build()
`);
  file('mobile/ios/Harbor/GoogleService-Info.plist', `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>API_KEY</key>
	<string>${V.googleKey()}</string>
	<key>GCM_SENDER_ID</key>
	<string>${digits(12)}</string>
	<key>BUNDLE_ID</key>
	<string>dev.harbor.ios</string>
	<key>PROJECT_ID</key>
	<string>harbor-prod</string>
	<key>GOOGLE_APP_ID</key>
	<string>1:${digits(12)}:ios:${hex(16)}</string>
</dict>
</plist>
`);
  const iosSecret = V.algoliaAdmin();
  file('mobile/ios/Harbor/Info.plist', `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>CFBundleDisplayName</key>
	<string>Harbor</string>
	<key>CFBundleShortVersionString</key>
	<string>2.3.0</string>
	<key>NSCameraUsageDescription</key>
	<string>Scan receipts</string>
	<key>AlgoliaAppID</key>
	<string>${from(UP + DIG, 10)}</string>
	<key>AlgoliaAdminAPIKey</key>
	<string>${cred('token:algolia', iosSecret, 'Algolia ADMIN key (write access to the index) shipped in Info.plist')}</string>
</dict>
</plist>
`);
  file('mobile/ios/Config/Release.xcconfig', `API_BASE_URL = https:/$()/api.harbor.dev
REVENUECAT_API_KEY = appl_${alnum(27)}
SENTRY_DSN = https:/$()/${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}
CODE_SIGN_IDENTITY = Apple Distribution
DEVELOPMENT_TEAM = ${from(UP + DIG, 10)}
`);
  const asc = pem('PRIVATE KEY', 4);
  file('mobile/ios/fastlane/AuthKey_7QX2M4LP9K.p8', cred('private-key', asc, 'App Store Connect API private key (.p8)', '-----BEGIN PRIVATE KEY-----'));
  const matchPass = V.password();
  file('mobile/ios/fastlane/Fastfile', `default_platform(:ios)

platform :ios do
  lane :beta do
    app_store_connect_api_key(key_id: "7QX2M4LP9K", issuer_id: "${uuid()}", key_filepath: "./fastlane/AuthKey_7QX2M4LP9K.p8")
    ENV["MATCH_PASSWORD"] = ${cred('password', `"${matchPass}"`, 'fastlane match encryption password in Fastfile', matchPass)}
    match(type: "appstore", readonly: true)
    build_app(scheme: "Harbor")
    upload_to_testflight
  end
end
`);
  file('mobile/ios/Harbor/Networking/APIClient.swift', `import Foundation

final class APIClient {
    private let session: URLSession
    private let base = URL(string: "https://api.harbor.dev")!
    private let keychain: Keychain

    init(session: URLSession = .shared, keychain: Keychain) {
        self.session = session
        self.keychain = keychain
    }

    func request(_ path: String) -> URLRequest {
        var req = URLRequest(url: base.appendingPathComponent(path))
        if let token = keychain.string(forKey: "accessToken") {
            req.setValue("Bearer \\(token)", forHTTPHeaderField: "Authorization")
        }
        return req
    }
}
`);
}

// =====================================================================================
// db — SQL seeds and migrations
// =====================================================================================
{
  file('db/migrations/0001_users.sql', `CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email citext UNIQUE NOT NULL,
  password_hash text NOT NULL,
  reset_requested_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE api_keys (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES users(id),
  prefix text NOT NULL,          -- first 8 chars, shown in the UI
  secret_sha256 text NOT NULL,   -- only the hash is stored
  created_at timestamptz NOT NULL DEFAULT now()
);
`);
  file('db/seeds/001_users.sql', `-- Demo accounts for local development. Password hashes are bcrypt (cost 12) of throwaway values.
INSERT INTO users (id, email, password_hash) VALUES
  ('${uuid()}', 'admin@harbor.test', '${bcrypt()}'),
  ('${uuid()}', 'support@harbor.test', '${bcrypt()}'),
  ('${uuid()}', 'demo@harbor.test', '${bcrypt()}');

INSERT INTO api_keys (id, user_id, prefix, secret_sha256) VALUES
  ('${uuid()}', (SELECT id FROM users WHERE email = 'admin@harbor.test'), 'hb_live_', '${sha256()}');
`);
  const seedKey = 'hb_live_' + alnum(32);
  const smtpPass = V.password();
  file('db/seeds/002_integrations.sql', `-- Integrations table for the staging copy. Copied from prod on 2024-05-14.
INSERT INTO integrations (name, config) VALUES
  ('smtp', '{"host": "smtp.mailgun.org", "port": 587, "user": "postmaster@mg.harbor.dev", "password": "${cred('password', smtpPass, 'SMTP password inside JSON in a SQL seed copied from prod')}"}'),
  ('webhook', '{"url": "https://partner.example/hooks/harbor", "signing_secret": null}'),
  ('partner_api', '{"key": "${cred('generic-api-key', seedKey, 'the app\'s own live API key in a seed')}"}');
`);
  const grantPass = V.password();
  file('db/setup/roles.sql', `-- Run once as superuser when provisioning a new environment.
CREATE ROLE harbor_app LOGIN PASSWORD ${cred('password', `'${grantPass}'`, 'CREATE ROLE ... PASSWORD literal', grantPass)};
CREATE ROLE harbor_readonly NOLOGIN;
GRANT CONNECT ON DATABASE harbor TO harbor_readonly;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO harbor_readonly;
ALTER ROLE harbor_migrator WITH PASSWORD :'migrator_password';
`);
  file('db/migrations/0007_payment_methods.sql', `ALTER TABLE payment_methods ADD COLUMN fingerprint text;
-- Stripe card fingerprints are per-account identifiers, not secrets.
UPDATE payment_methods SET fingerprint = 'Xt5EWLLDS7FJjR1c' WHERE id = '${uuid()}';
CREATE INDEX payment_methods_fingerprint_idx ON payment_methods (fingerprint);
`);
}

// =====================================================================================
// logs
// =====================================================================================
{
  const leaked = V.jwtToken();
  const lines = [];
  const t0 = Date.UTC(2024, 4, 14, 9, 12, 0);
  for (let i = 0; i < 14; i++) {
    const ts = new Date(t0 + i * 1731).toISOString();
    lines.push(`${ts} INFO  http request_id=${uuid()} method=GET path=/v1/orders status=200 duration_ms=${10 + int(80)}`);
  }
  lines.splice(7, 0, `2024-05-14T09:12:11.204Z DEBUG outbound POST https://ingest.partner.example/v2/events headers={"Authorization":"Bearer ${cred('jwt-token', leaked, 'long-lived service JWT logged in full by a debug line')}","Content-Type":"application/json"}`);
  file('logs/api-2024-05-14.log', lines.join('\n'));
  const masked = [];
  for (let i = 0; i < 10; i++) masked.push(`2024-05-15T10:0${i}:00Z INFO  stripe charge ok customer=cus_${alnum(14)} key=sk_live_****${alnum(4)} request_id=req_${alnum(14)}`);
  masked.push('2024-05-15T10:10:00Z WARN  login failed user=bob@example.com reason="invalid password" attempts=3');
  masked.push(`2024-05-15T10:10:02Z INFO  session created session_id=${hex(32)} ttl=900`);
  file('logs/api-2024-05-15.log', masked.join('\n'));
  const pgPass2 = V.urlPassword();
  file('logs/worker-crash.log', `[2024-05-16 03:00:01,112: ERROR/MainProcess] consumer: Cannot connect to amqp://harbor:**@mq.internal.harbor.dev:5672/harbor: [Errno 111] Connection refused.
Trying again in 2.00 seconds... (1/100)
[2024-05-16 03:00:04,310: ERROR/ForkPoolWorker-2] Task worker.tasks.reports.nightly raised unexpected: OperationalError('connection to server at "warehouse-ro.internal.harbor.dev" failed')
Traceback (most recent call last):
  File "/srv/worker/worker/tasks/reports.py", line 41, in nightly
    engine = create_engine(url)
sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed
(Background on this error at: https://sqlalche.me/e/20/e3q8)
url was: ${cred('connection-string', `postgresql://analyst:${pgPass2}@warehouse-ro.internal.harbor.dev/analytics`, 'DB URL with password printed in a crash log', pgPass2)}
`);
}

// =====================================================================================
// more credential-bearing files: service-account JSON, kubeconfig, Postman, runbooks, WordPress,
// Terraform state, GitHub App, OmniAuth, Facebook, rclone, Jenkins, dotfiles
// =====================================================================================
{
  const ant = V.anthropic(), mix = hex(32), nr = V.newrelic(), fcm = V.fcmServer(), lin = V.linear();
  file('apps/worker/.env.production', `# worker prod env (synced from 1Password by hand, see docs/runbooks/secrets.md)
DJANGO_SETTINGS_MODULE=worker.settings_prod
DB_HOST=harbor-prod.cluster-c9x2kq.eu-west-1.rds.amazonaws.com
DB_USER=harbor_worker
DB_PASSWORD=\${DB_PASSWORD}
ANTHROPIC_API_KEY=${cred('token:anthropic', ant, 'Anthropic API key in a committed env file')}
MIXPANEL_API_SECRET=${cred('generic-api-key', mix, 'Mixpanel API secret (32 hex) named as a secret')}
NEW_RELIC_API_KEY=${cred('token:newrelic', nr, 'New Relic user API key')}
FCM_SERVER_KEY=${cred('token:firebase-fcm', fcm, 'Firebase Cloud Messaging legacy server key (sends pushes to every user)')}
LINEAR_API_KEY=${cred('token:linear', lin, 'Linear personal API key')}
MAILGUN_API_KEY=
SENTRY_DSN=https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}
`);
  const saKey = pem('PRIVATE KEY', 26);
  const saJson = JSON.stringify({
    type: 'service_account', project_id: 'harbor-prod', private_key_id: hex(40), private_key: saKey + '\n',
    client_email: 'harbor-worker@harbor-prod.iam.gserviceaccount.com', client_id: digits(21),
    auth_uri: 'https://accounts.google.com/o/oauth2/auth', token_uri: 'https://oauth2.googleapis.com/token',
    auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: 'https://www.googleapis.com/robot/v1/metadata/x509/harbor-worker%40harbor-prod.iam.gserviceaccount.com',
    universe_domain: 'googleapis.com',
  }, null, 2);
  file('infra/gcp/harbor-worker-sa.json', cred('private-key', saJson, 'GCP service account key file: private_key', '"private_key": "-----BEGIN PRIVATE KEY-----'));

  const clientKey = Buffer.from(pem('EC PRIVATE KEY', 3) + '\n').toString('base64');
  const saToken = `eyJhbGciOiJSUzI1NiIsImtpZCI6I${b64url(40)}.eyJpc3MiOiJrdWJlcm5ldGVzL3NlcnZpY2VhY2NvdW50Ii${b64url(300)}.${b64url(342)}`;
  file('infra/k8s/kubeconfig-ci.yaml', `apiVersion: v1
kind: Config
clusters:
  - name: harbor-prod
    cluster:
      server: https://k8s.harbor.dev:6443
      certificate-authority-data: ${Buffer.from(pem('CERTIFICATE', 12)).toString('base64')}
users:
  - name: ci-deployer
    user:
      token: ${cred('token:kubernetes', saToken, 'service-account bearer token in a kubeconfig')}
  - name: ops-admin
    user:
      client-certificate-data: ${Buffer.from(pem('CERTIFICATE', 10)).toString('base64')}
      client-key-data: ${cred('private-key', clientKey, 'client-key-data: base64 of an EC private key')}
contexts:
  - name: prod
    context: { cluster: harbor-prod, user: ci-deployer, namespace: harbor }
current-context: prod
`);

  const pmak = V.postman(), atl = V.atlassian(), pmPass = V.password();
  file('tools/postman/harbor.postman_collection.json', JSON.stringify({
    info: { _postman_id: uuid(), name: 'Harbor internal', schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json' },
    item: [
      { name: 'List orders', request: { method: 'GET', header: [{ key: 'Authorization', value: 'Bearer {{api_token}}' }], url: '{{base_url}}/v1/orders' } },
      { name: 'Jira: create ticket', request: { method: 'POST', auth: { type: 'bearer', bearer: [{ key: 'token', value: cred('token:atlassian', atl, 'Atlassian API token saved in a Postman collection'), type: 'string' }] }, url: 'https://harbor.atlassian.net/rest/api/3/issue' } },
      { name: 'Freight quote', request: { method: 'POST', auth: { type: 'basic', basic: [{ key: 'password', value: cred('password', pmPass, 'basic-auth password saved in a Postman collection'), type: 'string' }, { key: 'username', value: 'harbor', type: 'string' }] }, url: 'https://api.freightpartner.example/v2/quotes' } },
    ],
    variable: [
      { key: 'base_url', value: 'https://api.harbor.dev' },
      { key: 'api_token', value: '' },
      { key: 'postman_api_key', value: cred('token:postman', pmak, 'Postman API key left in collection variables') },
    ],
  }, null, '\t'));

  const twTok2 = V.twilioToken(), rbPass = V.urlPassword();
  file('docs/runbooks/incident-2024-03-02.md', `# Incident 2024-03-02: SMS delivery stopped

**Impact:** password-reset SMS not delivered for 47 minutes.

## Timeline (UTC)
- 09:14 alerts fire: \`sms.send.failed\` > 50/min
- 09:20 Twilio console shows 20003 Authenticate errors; the auth token had been rotated by finance
- 09:31 new token pasted into the worker env and the deployment restarted:

\`\`\`
kubectl -n harbor set env deploy/harbor-worker TWILIO_AUTH_TOKEN=${cred('token:twilio', twTok2, 'live Twilio auth token pasted into an incident write-up')}
\`\`\`

- 09:40 verified from a prod shell:

\`\`\`
psql "${cred('connection-string', `postgresql://harbor_worker:${rbPass}@harbor-prod.cluster-c9x2kq.eu-west-1.rds.amazonaws.com/harbor`, 'prod DB URL with password in a runbook', rbPass)}" -c "select count(*) from sms_outbox where sent_at is null"
\`\`\`

## Follow-ups
- [ ] Move Twilio credentials to Secrets Manager (owner: @mira)
- [ ] Alert on 20003 specifically
`);

  const wpDb = V.password();
  const salt = () => from(ALNUM + '!@#$%^&*()-_[]{}<>~+=,.;:/?|', 64);
  file('services/shop/wp/wp-config.php', `<?php
/** Marketing blog (blog.harbor.dev) */
define( 'DB_NAME', 'harbor_blog' );
define( 'DB_USER', 'blog' );
define( 'DB_PASSWORD', ${cred('password', `'${wpDb}'`, 'WordPress DB_PASSWORD define', wpDb)} );
define( 'DB_HOST', 'blog-db.internal' );
define( 'DB_CHARSET', 'utf8mb4' );

define( 'AUTH_KEY',         ${cred('wordpress-salt', `'${salt()}'`, 'WordPress AUTH_KEY: signs auth cookies', "define( 'AUTH_KEY'")} );
define( 'SECURE_AUTH_KEY',  ${cred('wordpress-salt', `'${salt()}'`, 'WordPress SECURE_AUTH_KEY: signs auth cookies over https', "define( 'SECURE_AUTH_KEY'")} );
define( 'NONCE_KEY',        'put your unique phrase here' );

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
`);
}
{
  const stateDb = V.password(), stId = V.awsId(), stSecret = V.awsSecret();
  file('infra/terraform/legacy/terraform.tfstate', JSON.stringify({
    version: 4, terraform_version: '1.5.7', serial: 42, lineage: uuid(),
    outputs: { redshift_endpoint: { value: 'harbor-legacy.c9x2kq.eu-west-1.redshift.amazonaws.com:5439', type: 'string' } },
    resources: [
      { mode: 'managed', type: 'random_password', name: 'replica', provider: 'provider["registry.terraform.io/hashicorp/random"]',
        instances: [{ schema_version: 3, attributes: { id: 'none', length: 32, special: true, result: cred('password', stateDb, 'random_password result stored in plain text in committed state') }, sensitive_attributes: [] }] },
      { mode: 'managed', type: 'aws_iam_access_key', name: 'reports', provider: 'provider["registry.terraform.io/hashicorp/aws"]',
        instances: [{ schema_version: 0, attributes: { id: cred('aws-access-key', stId, 'IAM access key id in state'), user: 'reports-uploader', secret: cred('aws-secret-key', stSecret, 'IAM secret access key in state'), status: 'Active', ses_smtp_password_v4: null } }] },
    ],
  }, null, 2));

  const appKey = pem('RSA PRIVATE KEY', 25), whSecret = alnum(32), ghSecret = V.ghOauthSecret();
  file('apps/api/src/integrations/github-app.ts', `import { App } from '@octokit/app';

// GitHub App "harbor-bot" (app id 412233). Installed on harbor-dev org only.
const PRIVATE_KEY = \`${cred('private-key', appKey, 'GitHub App private key inline in a template literal', '-----BEGIN RSA PRIVATE KEY-----')}\`;

export const app = new App({
  appId: 412233,
  privateKey: PRIVATE_KEY,
  oauth: { clientId: 'Iv1.${hex(16)}', clientSecret: ${cred('client-secret', `'${ghSecret}'`, 'GitHub App OAuth client secret', ghSecret)} },
  webhooks: { secret: ${cred('webhook-secret', `'${whSecret}'`, 'GitHub webhook secret (forges signed deliveries)', whSecret)} },
});

export async function installationOctokit(installationId: number) {
  return app.getInstallationOctokit(installationId);
}
`);

  const gocspx = V.gcpClientSecret(), ghoSecret = V.ghOauthSecret();
  file('services/notifier/config/initializers/omniauth.rb', `Rails.application.config.middleware.use OmniAuth::Builder do
  provider :google_oauth2,
           "${digits(12)}-${from(LOW + DIG, 32)}.apps.googleusercontent.com",
           ${cred('client-secret', `"${gocspx}"`, 'Google OAuth client secret', gocspx)},
           scope: "email,profile", prompt: "select_account"
  provider :github,
           "Ov23li${alnum(14)}",
           ${cred('client-secret', `"${ghoSecret}"`, 'GitHub OAuth app client secret (40 hex)', ghoSecret)},
           scope: "read:user,user:email"
  provider :developer if Rails.env.development?
end
`);

  const fbSecret = V.facebookSecret(), fbToken = 'EAAG' + alnum(180);
  file('services/reports/Integrations/FacebookAds.cs', `using System.Net.Http.Headers;
using System.Security.Cryptography;
using System.Text;

namespace Harbor.Reports.Integrations;

public class FacebookAds
{
    private const string AppId = "${digits(15)}";
    private const string AppSecret = ${cred('client-secret', `"${fbSecret}"`, 'Facebook app secret', fbSecret)};
    private readonly HttpClient _http = new() { BaseAddress = new Uri("https://graph.facebook.com/v19.0/") };

    public FacebookAds()
    {
        _http.DefaultRequestHeaders.Authorization = new AuthenticationHeaderValue("Bearer",
            ${cred('token:facebook', `"${fbToken}"`, 'Facebook system-user access token', fbToken)});
    }

    private static string Proof(string token)
    {
        using var h = new HMACSHA256(Encoding.UTF8.GetBytes(AppSecret));
        return Convert.ToHexString(h.ComputeHash(Encoding.UTF8.GetBytes(token))).ToLowerInvariant();
    }

    public Task<string> InsightsAsync(string accountId) => _http.GetStringAsync($"act_{accountId}/insights?fields=spend,clicks");
}
`);

  const rcId = V.awsId(), rcSecret = V.awsSecret(), b2Key = 'K005' + from(ALNUM, 27);
  file('config/rclone.conf', `[harbor-s3]
type = s3
provider = AWS
access_key_id = ${cred('aws-access-key', rcId, 'rclone S3 remote access key id')}
secret_access_key = ${cred('aws-secret-key', rcSecret, 'rclone S3 remote secret')}
region = eu-west-1

[offsite-b2]
type = b2
account = 005${hex(9)}0000000003
key = ${cred('token:backblaze', b2Key, 'Backblaze B2 application key')}
hard_delete = true
`);

  const sshPass = V.password(), sq = V.squareToken();
  file('Jenkinsfile', `pipeline {
  agent any
  environment {
    REGISTRY = 'registry.harbor.dev'
    REGISTRY_CREDS = credentials('registry-harbor')
  }
  stages {
    stage('Build') {
      steps {
        sh 'docker build -t $REGISTRY/shop:$BUILD_NUMBER services/shop'
        sh 'echo $REGISTRY_CREDS_PSW | docker login -u $REGISTRY_CREDS_USR --password-stdin $REGISTRY'
      }
    }
    stage('Deploy legacy') {
      steps {
        sh "sshpass -p '${cred('password', sshPass, 'sshpass -p literal password in a Jenkinsfile', sshPass)}' ssh -o StrictHostKeyChecking=no root@10.0.3.12 'systemctl restart shop'"
      }
    }
    stage('Sync catalog') {
      steps {
        sh '''curl -s https://connect.squareup.com/v2/catalog/list \\
          -H "Square-Version: 2024-06-04" \\
          -H "Authorization: Bearer ${cred('token:square', sq, 'Square production access token in a Jenkins curl', sq)}" > catalog.json'''
      }
    }
  }
}
`);
  const npmrcTok = V.npm();
  file('apps/api/.npmrc', `engine-strict=true
@harbor:registry=https://npm.pkg.github.com
//registry.npmjs.org/:_authToken=${cred('token:npm', npmrcTok, 'npm token in a project .npmrc')}
//npm.pkg.github.com/:_authToken=\${GITHUB_PACKAGES_TOKEN}
`);
  const pypiTok = V.pypi();
  file('apps/worker/.pypirc', `[distutils]
index-servers =
    pypi
    internal

[pypi]
username = __token__
password = ${cred('token:pypi', pypiTok, 'PyPI upload token in .pypirc')}

[internal]
repository = https://nexus.harbor.dev/repository/pypi-internal/
username = ci
password = %(NEXUS_PASSWORD)s
`);
  const regAuth = Buffer.from(`harbor-ci:${V.password()}`).toString('base64');
  file('tools/ci/docker-config.json', JSON.stringify({
    auths: { 'registry.harbor.dev': { auth: cred('basic-auth', regAuth, 'docker config auth = base64(user:password)') }, 'ghcr.io': {} },
    credHelpers: { '123456789012.dkr.ecr.eu-west-1.amazonaws.com': 'ecr-login' },
  }, null, '\t'));
  const mbSecret = V.mapboxSecret();
  file('apps/web/scripts/upload-tiles.mjs', `#!/usr/bin/env node
// Uploads the delivery-zone tileset. Needs a SECRET token with uploads:write (sk.*), not the public pk.* one.
import { execFileSync } from 'node:child_process';

const MAPBOX_TOKEN = process.env.MAPBOX_UPLOAD_TOKEN ?? ${cred('token:mapbox', `'${mbSecret}'`, 'Mapbox secret (sk.) token as a fallback default', mbSecret)};

execFileSync('tilesets', ['upload-source', 'harbor', 'delivery-zones', 'data/zones.geojson.ld'], {
  env: { ...process.env, MAPBOX_ACCESS_TOKEN: MAPBOX_TOKEN },
  stdio: 'inherit',
});
`);
}

// =====================================================================================
// docs and repository files (negatives: examples marked as examples, prose about secrets)
// =====================================================================================
{
  file('README.md', `# Harbor

Monorepo for the Harbor ordering platform.

| Path | What |
| --- | --- |
| apps/api | TypeScript API (Express, Postgres) |
| apps/web | React front end |
| apps/worker | Python workers (Celery) |
| services/* | Go billing, Java/Kotlin ledger, PHP shop, Ruby notifier, C# reports |
| infra/* | Terraform, Kubernetes, Helm, Ansible |

## Getting started

\`\`\`sh
./scripts/bootstrap-dev.sh
docker compose up -d
npm --prefix apps/api run dev
\`\`\`

Secrets are never committed: production values live in AWS Secrets Manager and Vault,
local development uses the defaults in \`.env.example\` (\`JWT_SECRET=changeme\`, database password \`harbor\`).
`);
  file('docs/aws.md', `# Using AWS locally

Configure a profile with your own IAM user. The values below are the **example credentials from the AWS documentation**; they do not work.

\`\`\`ini
[harbor-dev]
aws_access_key_id = AKIAIOSFODNN7EXAMPLE
aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY
region = eu-west-1
\`\`\`

Prefer \`aws sso login --profile harbor-dev\` over long-lived keys.
`);
  file('docs/api.md', `# Harbor public API

All requests are authenticated with an API key in the \`Authorization\` header:

\`\`\`http
GET /v1/orders HTTP/1.1
Host: api.harbor.dev
Authorization: Bearer hb_live_EXAMPLEKEY000000000000000000000
\`\`\`

Example (the key is a placeholder; create a real one under *Settings → API keys*):

\`\`\`sh
curl https://api.harbor.dev/v1/orders -H "Authorization: Bearer $HARBOR_API_KEY"
\`\`\`

## Webhooks

Each delivery carries \`Harbor-Signature: t=1714000000,v1=<hex hmac>\`. Verify it with your endpoint secret
(\`whsec_...\`), for example:

\`\`\`js
const expected = crypto.createHmac('sha256', process.env.HARBOR_WEBHOOK_SECRET).update(\`\${t}.\${body}\`).digest('hex');
\`\`\`

Example payload:

\`\`\`json
{ "id": "evt_${alnum(24)}", "type": "order.paid", "data": { "order_id": "${uuid()}", "amount": 4900 } }
\`\`\`
`);
  file('docs/testing.md', `# Testing

* Unit tests: \`npm test\` in each app. They never touch the network.
* Stripe: use the documented test card \`4242 4242 4242 4242\` and a test-mode key from your own Stripe account (\`sk_test_...\`).
* Twilio: the magic test number \`+15005550006\` accepts messages without sending them.
* JWTs in tests use the well-known jwt.io sample token:
  \`eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c\`
  (signed with \`your-256-bit-secret\`).
* Integration tests need \`STAGING_DB_URL\`; ask in #data-eng.
`);
  file('docs/runbooks/secrets.md', `# Rotating secrets

1. Generate: \`openssl rand -base64 48\`.
2. Store: \`aws secretsmanager put-secret-value --secret-id harbor/prod/<name> --secret-string "$VALUE"\`.
3. Restart: \`kubectl -n harbor rollout restart deploy/<service>\`.
4. Revoke the old value at the provider.

| Secret | Where | Rotation |
| --- | --- | --- |
| JWT_SECRET | harbor/prod/jwt-secret | 90 days |
| STRIPE_SECRET_KEY | harbor/prod/stripe | on staff change |
| DB_PASSWORD | RDS managed (\`manage_master_user_password = true\`) | automatic |

Never paste values into tickets, Slack or runbooks.
`);
  file('docs/adr/0004-api-keys.md', `# ADR 4: API key format

Keys look like \`hb_live_\` + 32 base62 characters (\`hb_test_\` in test mode). We store only
\`sha256(key)\` and the first 8 characters. Example of the shape, not a key: \`hb_live_XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX\`.

Consequences: a leaked database dump does not leak usable keys; support can identify a key by prefix.
`);
  file('SECURITY.md', `# Security policy

Report vulnerabilities to security@harbor.dev (PGP key below). Do not open public issues.

\`\`\`
${pem('PGP PUBLIC KEY BLOCK', 12).replace(/-----\n/, '-----\nComment: security@harbor.dev\n\n')}
\`\`\`
`);
  file('CONTRIBUTING.md', `# Contributing

- Branch from \`main\`, open a PR, get one review.
- Run \`npm run lint && npm test\` before pushing.
- Never commit \`.env\` files; \`gitleaks\` runs in CI. If you leak a credential, rotate it first, then tell #security.
- Commit messages: imperative mood, reference the ticket (\`HB-1234\`).
`);
  file('CHANGELOG.md', `# Changelog

## 2.3.1
- Fix: password reset emails were sent twice (HB-1422)
- Rotate JWT signing key handling: the key is now read from Secrets Manager at start-up

## 2.3.0
- New: API keys can be scoped (\`orders:read\`, \`orders:write\`)
- Build ${sha1().slice(0, 12)}: upgrade to Node 20
`);
  file('.gitignore', `node_modules/
dist/
.env
.env.*
!.env.example
*.pem
*.p8
config/master.key
terraform.tfstate*
.terraform/
__pycache__/
`);
  file('renovate.json', `{
  "$schema": "https://docs.renovatebot.com/renovate-schema.json",
  "extends": ["config:recommended"],
  "hostRules": [{ "matchHost": "npm.pkg.github.com", "encrypted": { "token": "wcFMA${b64(300)}" } }],
  "packageRules": [{ "matchUpdateTypes": ["minor", "patch"], "automerge": true }]
}
`);
  file('infra/nginx/harbor.conf', `server {
    listen 443 ssl http2;
    server_name api.harbor.dev;
    ssl_certificate     /etc/letsencrypt/live/api.harbor.dev/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/api.harbor.dev/privkey.pem;
    add_header Strict-Transport-Security "max-age=31536000" always;

    location /internal/ {
        auth_basic "restricted";
        auth_basic_user_file /etc/nginx/htpasswd;
    }
    location / {
        proxy_pass http://127.0.0.1:8080;
        proxy_set_header Host $host;
        proxy_set_header X-Request-Id $request_id;
    }
}
`);
  file('infra/nginx/htpasswd', `ops:$apr1$${from(ALNUM, 8)}$${from(ALNUM + './', 22)}
grafana:$2y$10$${from(ALNUM + './', 53)}
`);
  file('infra/monitoring/prometheus.yml', `global:
  scrape_interval: 30s
scrape_configs:
  - job_name: harbor-api
    metrics_path: /metrics
    static_configs: [{ targets: ["api-1:8080", "api-2:8080"] }]
    basic_auth:
      username: prometheus
      password_file: /etc/prometheus/api-metrics-password
  - job_name: node
    static_configs: [{ targets: ["api-1:9100", "api-2:9100"] }]
`);
  file('infra/monitoring/dashboards/api.json', JSON.stringify({
    uid: alnum(9), title: 'Harbor API', version: 31,
    panels: [1, 2, 3].map((i) => ({ id: i, type: 'timeseries', title: ['Requests', 'Latency p95', 'Errors'][i - 1], datasource: { type: 'prometheus', uid: alnum(9) }, targets: [{ expr: `sum(rate(http_requests_total{job="harbor-api"}[5m]))`, refId: 'A' }] })),
  }, null, 2));
  file('infra/openapi.yaml', `openapi: 3.1.0
info: { title: Harbor API, version: 2.3.1 }
servers: [{ url: https://api.harbor.dev }]
components:
  securitySchemes:
    apiKey:
      type: http
      scheme: bearer
      description: "API key, e.g. hb_live_EXAMPLE... (see docs/api.md)"
  schemas:
    Login:
      type: object
      required: [email, password]
      properties:
        email: { type: string, format: email, example: jane@example.com }
        password: { type: string, format: password, minLength: 12, example: "correct-horse-battery-staple" }
security: [{ apiKey: [] }]
paths:
  /v1/orders:
    get:
      responses: { "200": { description: OK } }
`);
}

// =====================================================================================
// more application code without credentials
// =====================================================================================
{
  file('apps/api/src/middleware/apiKey.ts', `import { createHash, timingSafeEqual } from 'node:crypto';
import type { Request, Response, NextFunction } from 'express';
import { pool } from '../db';

const PREFIX = 'hb_live_';

export async function requireApiKey(req: Request, res: Response, next: NextFunction) {
  const header = req.header('authorization') ?? '';
  const key = header.startsWith('Bearer ') ? header.slice(7) : '';
  if (!key.startsWith(PREFIX)) return res.status(401).json({ error: 'missing api key' });
  const digest = createHash('sha256').update(key).digest();
  const { rows } = await pool.query('SELECT secret_sha256 FROM api_keys WHERE prefix = $1', [key.slice(0, 8)]);
  const ok = rows.some((r) => timingSafeEqual(Buffer.from(r.secret_sha256, 'hex'), digest));
  return ok ? next() : res.status(401).json({ error: 'invalid api key' });
}
`);
  file('apps/api/src/middleware/cors.ts', `import cors from 'cors';

const ALLOWED = new Set(['https://app.harbor.dev', 'https://admin.harbor.dev']);

export const corsMiddleware = cors({
  origin: (origin, cb) => cb(null, !origin || ALLOWED.has(origin)),
  credentials: true,
  maxAge: 600,
});
`);
  file('apps/api/src/crypto/encrypt.ts', `import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Field-level encryption for stored partner credentials. The data key comes from KMS at start-up.
export function encrypt(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

export function decrypt(token: string, key: Buffer): string {
  const [iv, tag, body] = token.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
}

// RFC 4231 test case 1 key, used only by the self-test below.
export const HMAC_TEST_KEY = Buffer.from('0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b0b', 'hex');
`);
  file('apps/api/test/crypto.test.ts', `import { describe, expect, it } from 'vitest';
import { createHmac, randomBytes } from 'node:crypto';
import { decrypt, encrypt, HMAC_TEST_KEY } from '../src/crypto/encrypt';

describe('encrypt', () => {
  it('round-trips', () => {
    const key = randomBytes(32);
    expect(decrypt(encrypt('hello', key), key)).toBe('hello');
  });
  it('matches RFC 4231 test case 1', () => {
    const mac = createHmac('sha256', HMAC_TEST_KEY).update('Hi There').digest('hex');
    expect(mac).toBe('b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7');
  });
});
`);
  file('apps/api/test/webhooks.test.ts', `import { describe, expect, it } from 'vitest';
import Stripe from 'stripe';

// Stripe's documented test-mode example key; the Stripe client needs some key to construct.
const stripe = new Stripe('sk_test_4eC39HqLyjWDarjtT1zdp7dc', { apiVersion: '2024-06-20' });
const secret = 'whsec_test_secret';

describe('stripe webhook verification', () => {
  it('accepts a correctly signed payload', () => {
    const payload = JSON.stringify({ id: 'evt_test_webhook', object: 'event' });
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    expect(stripe.webhooks.constructEvent(payload, header, secret).id).toBe('evt_test_webhook');
  });
});
`);
  file('apps/worker/worker/tasks/reports.py', `import os

from celery import shared_task
from sqlalchemy import create_engine, text


def _engine():
    url = os.environ.get("WAREHOUSE_URL") or "postgresql://{user}:{password}@{host}/analytics".format(
        user=os.environ["WAREHOUSE_USER"],
        password=os.environ["WAREHOUSE_PASSWORD"],
        host=os.environ.get("WAREHOUSE_HOST", "warehouse-ro.internal.harbor.dev"),
    )
    return create_engine(url, pool_pre_ping=True)


@shared_task
def nightly() -> int:
    with _engine().connect() as conn:
        return conn.execute(text("SELECT count(*) FROM orders WHERE created_at > now() - interval '1 day'")).scalar_one()
`);
  file('apps/worker/worker/tasks/images.py', `import base64
import hashlib

PLACEHOLDER_PNG = base64.b64decode(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="
)


def etag(data: bytes) -> str:
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


KNOWN_BROKEN_UPLOADS = {
    "${hex(32)}",  # md5 of a truncated upload from the 2023 outage
    "${hex(32)}",
}
`);
  file('apps/worker/worker/auth.py', `import hmac
import hashlib
import os
import time

SIGNING_KEY = os.environ.get("INTERNAL_SIGNING_KEY", "").encode()


def sign(path: str, expires_in: int = 300) -> str:
    exp = int(time.time()) + expires_in
    mac = hmac.new(SIGNING_KEY, f"{path}:{exp}".encode(), hashlib.sha256).hexdigest()
    return f"{path}?exp={exp}&sig={mac}"


def check_password_strength(password: str) -> bool:
    return len(password) >= 12 and password.lower() not in {"password", "changeme", "letmein"}
`);
  file('apps/worker/.env.example', `DJANGO_SETTINGS_MODULE=worker.settings
DB_PASSWORD=<db-password>
ANTHROPIC_API_KEY=sk-ant-xxxxxxxxxxxxxxxxxxxxxxxx
MIXPANEL_API_SECRET=your_mixpanel_secret_here
TWILIO_AUTH_TOKEN=\${TWILIO_AUTH_TOKEN}
FCM_SERVER_KEY=
`);
  file('services/billing/internal/http/handlers.go', `package http

import (
	"encoding/json"
	"net/http"
	"os"
)

type Server struct {
	adminToken string
}

func NewServer() *Server { return &Server{adminToken: os.Getenv("BILLING_ADMIN_TOKEN")} }

func (s *Server) requireAdmin(next http.HandlerFunc) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		if s.adminToken == "" || r.Header.Get("X-Admin-Token") != s.adminToken {
			http.Error(w, "forbidden", http.StatusForbidden)
			return
		}
		next(w, r)
	}
}

func (s *Server) health(w http.ResponseWriter, _ *http.Request) {
	_ = json.NewEncoder(w).Encode(map[string]any{"ok": true, "build": buildSHA})
}

var buildSHA = "${sha1()}"
`);
  file('services/billing/internal/money/money.go', `package money

import "fmt"

type Cents int64

func (c Cents) String() string { return fmt.Sprintf("%d.%02d", c/100, c%100) }

// RoundingAccount is the ledger account that absorbs sub-cent differences.
const RoundingAccount = "${uuid()}"
`);
  file('services/ledger/src/main/java/dev/harbor/ledger/security/PasswordPolicy.java', `package dev.harbor.ledger.security;

import java.util.Set;

public final class PasswordPolicy {
    private static final int MIN_LENGTH = 12;
    private static final Set<String> BANNED = Set.of("password", "password1", "changeme", "welcome1", "P@ssw0rd");

    private PasswordPolicy() {}

    public static boolean acceptable(String password) {
        return password != null && password.length() >= MIN_LENGTH && !BANNED.contains(password);
    }
}
`);
  file('services/ledger/src/main/java/dev/harbor/ledger/config/VaultConfig.java', `package dev.harbor.ledger.config;

import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.vault.authentication.KubernetesAuthentication;
import org.springframework.vault.authentication.KubernetesAuthenticationOptions;
import org.springframework.vault.client.VaultEndpoint;
import org.springframework.vault.core.VaultTemplate;

@Configuration
public class VaultConfig {
    @Bean
    public VaultTemplate vaultTemplate(@Value("\${vault.uri}") String uri) {
        var options = KubernetesAuthenticationOptions.builder().role("ledger").build();
        return new VaultTemplate(VaultEndpoint.from(java.net.URI.create(uri)), new KubernetesAuthentication(options, new org.springframework.web.client.RestTemplate()));
    }
}
`);
  file('services/shop/app/Support/Signature.php', `<?php

namespace App\\Support;

final class Signature
{
    public static function verify(string $payload, string $header): bool
    {
        $secret = config('services.partner.webhook_secret');
        if (!$secret) {
            return false;
        }
        $expected = hash_hmac('sha256', $payload, $secret);
        return hash_equals($expected, $header);
    }
}
`);
  file('services/notifier/app/services/slack_notifier.rb', `class SlackNotifier
  def initialize(webhook_url: ENV.fetch("SLACK_WEBHOOK_URL"))
    @webhook_url = webhook_url
  end

  def deliver(text)
    Faraday.post(@webhook_url, { text: text }.to_json, "Content-Type" => "application/json")
  end
end
`);
  file('services/notifier/config/credentials.example.yml', `# Run \`bin/rails credentials:edit\` and paste this structure with real values.
twilio:
  account_sid: ACxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
  auth_token: your_auth_token
telegram:
  bot_token: "<bot-token>"
secret_key_base: <generate with bin/rails secret>
`);
  file('services/reports/Data/ReportsDb.cs', `using Microsoft.EntityFrameworkCore;

namespace Harbor.Reports.Data;

public class ReportsDb : DbContext
{
    public ReportsDb(DbContextOptions<ReportsDb> options) : base(options) { }

    public DbSet<ReportRun> Runs => Set<ReportRun>();
}

public class ReportRun
{
    public Guid Id { get; set; }
    public string Name { get; set; } = "";
    public string? PasswordProtectedZipHash { get; set; }
    public DateTimeOffset StartedAt { get; set; }
}
`);
  file('mobile/android/app/src/main/java/dev/harbor/app/auth/TokenStore.kt', `package dev.harbor.app.auth

import android.content.Context
import androidx.security.crypto.EncryptedSharedPreferences
import androidx.security.crypto.MasterKey

class TokenStore(context: Context) {
    private val prefs = EncryptedSharedPreferences.create(
        context,
        "harbor_tokens",
        MasterKey.Builder(context).setKeyScheme(MasterKey.KeyScheme.AES256_GCM).build(),
        EncryptedSharedPreferences.PrefKeyEncryptionScheme.AES256_SIV,
        EncryptedSharedPreferences.PrefValueEncryptionScheme.AES256_GCM,
    )

    fun accessToken(): String? = prefs.getString(KEY_ACCESS, null)
    fun save(token: String) = prefs.edit().putString(KEY_ACCESS, token).apply()

    companion object { private const val KEY_ACCESS = "access_token" }
}
`);
  file('infra/k8s/worker/external-secret.yaml', `apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: harbor-worker
  namespace: harbor
spec:
  refreshInterval: 1h
  secretStoreRef: { name: aws-secrets-manager, kind: ClusterSecretStore }
  target: { name: harbor-worker }
  data:
    - secretKey: DB_PASSWORD
      remoteRef: { key: harbor/prod/worker, property: db_password }
    - secretKey: MAILGUN_API_KEY
      remoteRef: { key: harbor/prod/worker, property: mailgun_api_key }
`);
  file('infra/sops/prod.enc.yaml', `db_password: ENC[AES256_GCM,data:${b64(24)},iv:${b64pad(32)},tag:${b64pad(16)},type:str]
stripe_secret_key: ENC[AES256_GCM,data:${b64(140)},iv:${b64pad(32)},tag:${b64pad(16)},type:str]
sops:
    kms:
        - arn: arn:aws:kms:eu-west-1:123456789012:key/${uuid()}
          created_at: "2024-05-01T10:00:00Z"
          enc: AQICAHh${b64(220)}==
          aws_profile: ""
    lastmodified: "2024-05-01T10:00:00Z"
    mac: ENC[AES256_GCM,data:${b64pad(48)},iv:${b64pad(32)},tag:${b64pad(16)},type:str]
    version: 3.8.1
`);
}

// =====================================================================================
// README-SET.md: what the set is and why each hard negative is not labelled (scanned like any file,
// so it names files and shapes, never values)
// =====================================================================================
const README = `# heldout4: fourth blind held-out set for the secrets scanner

Written blind: the generator (bench/secrets/make-heldout4.mjs, seed 4404) was written before reading the
scanner (src/engine/secrets), its rules, the other held-out sets or BENCHMARKS.md. Every value is random
text from a seeded PRNG in the provider's published shape; none is a real credential.

The set is one small monorepo ("harbor"): a TypeScript API and React front end, a Python worker with
notebooks, Go, Java/Kotlin, PHP, Ruby and C# services, Terraform, Kubernetes, Helm, Ansible,
docker-compose, GitHub Actions / GitLab / CircleCI / Jenkins, Android and iOS config, SQL seeds, logs,
runbooks and docs. About 60% of the files hold no credential.

Score: \`node bench/secrets/measure.mjs --corpus bench/secrets/heldout4\` (after \`npm run build\`).
Blind (before anyone read the scanner): recall 0.841 (111/132), 6 false alarms in 231 files. After the
fixes recorded in BENCHMARKS.md ("Secrets, fourth held-out set"): 0.939 (124/132), the same 6 alarms.
LABELS.json: one entry per credential, \`{file, line, kind, why}\`; a multi-line private key is labelled
on its BEGIN line; two credentials are never on one line. This file (README-SET.md) is part of the set.

## Labelling decisions (credentials)

- Credentials in test code are labelled when they reach a real shared system: apps/api/test/setup.ts
  (staging database URL), apps/worker/tests/conftest.py (QA database), ArchiveIT.java setUp (archive
  database). A leaked staging password is a leak even if it sits in a test.
- Kubernetes Secret \`data:\` values are base64 only, not encryption: labelled (infra/k8s/api/secret.yaml),
  as is a dockerconfigjson whose base64 JSON holds a registry token (infra/k8s/registry-pull-secret.yaml),
  a kubeconfig client-key-data and docker config \`auth\` (base64 of user:password).
- Terraform state in the repo holds plain-text results (infra/terraform/legacy/terraform.tfstate).
- Mobile apps that embed a real server-side secret (an OAuth client secret in res/values/secrets.xml, an
  Algolia ADMIN key in Info.plist) are labelled: shipping it in an app does not make it public-by-design.
- A hand-built \`Basic\` header and a long-lived service JWT printed by a debug log line are labelled.
- WordPress AUTH_KEY / SECURE_AUTH_KEY sign login cookies: labelled. NONCE_KEY still holds the
  WordPress placeholder phrase: not labelled.

## Hard negatives (not labelled) and why

- Placeholders: \`changeme\`, \`<your-key>\`, \`<stripe-secret-key>\`, \`xxxx…\`, \`REPLACE_ME\`, \`your_…_here\`,
  empty values, \`\${VAR}\` / \`\${{ secrets.X }}\` / \`{{ vault_… }}\` / \`%(NEXUS_PASSWORD)s\`, and the
  .env.example / credentials.example.yml / master.key.example files.
- Values read at run time: process.env, os.environ, os.Getenv, System/Spring \`\${…}\`, ENV.fetch, Laravel env(),
  IConfiguration, Secrets Manager, Vault (kubernetes auth), ExternalSecret, secretKeyRef, Jenkins credentials().
- Encrypted at rest: SealedSecret encryptedData, SOPS ENC[…], Ansible Vault, Rails credentials.yml.enc,
  Renovate encrypted token.
- Publishable / public-by-design: Stripe pk_live, Firebase web config apiKey, google-services.json and
  GoogleService-Info.plist API keys, the Android google_maps_key (restricted to the package and signing
  certificate), Mapbox pk., Algolia search-only key, reCAPTCHA site key, Google OAuth client ids,
  Sentry DSNs (send-only), RevenueCat public SDK keys (goog_/appl_), Twilio account SIDs and API key SIDs
  (identifiers; the paired secret is labelled), Facebook app id, Azure tenant/client ids.
- Public keys and certificates: ssh-ed25519 / ssh-rsa public keys, deploy_key.pub, CERTIFICATE blocks, a
  CA in a ConfigMap, certificate-authority-data, a PGP PUBLIC KEY BLOCK, an X.509 SubjectPublicKeyInfo in Java.
- Hashes and ids: sha256/sha1 digests, git SHAs pinning actions, image digests, lockfile integrity hashes
  (package-lock, yarn.lock, go.sum, poetry.lock, Gemfile.lock CHECKSUMS, composer.lock, requirements
  --hash, .terraform.lock.hcl), bcrypt and apr1 password hashes in seeds and htpasswd (hashes, not the
  passwords), UUIDs used as ids, request/session ids in logs, GCP private_key_id.
- Documented examples and test vectors: AWS's EXAMPLE key pair in docs/aws.md, Stripe's documented
  test-mode key in a unit test, the jwt.io sample token, RFC 4231 HMAC test key, \`hb_live_EXAMPLE…\` shapes.
- Obviously fake fixtures: \`sk_test_FAKE…\`, \`123456:TEST-TOKEN-NOT-REAL\`, \`dummy-api-key-for-tests\`, \`hunter2\`.
- Local-only defaults for throwaway containers: postgres/postgres in CI service containers and the
  compose override, runner/runner on GitLab CI, harbor/harbor on localhost.
- Django \`django-insecure-…\` fallback in settings.py: Django's own marking of a development key; production
  loads settings_prod.py, whose SECRET_KEY is labelled.
- Minified vendor code with random-looking strings, base64 images (data: URIs, notebook image/png
  outputs), a masked key in a log (sk_live_****), i18n strings and validation code about passwords.
`;

// =====================================================================================
// write
// =====================================================================================
fs.rmSync(out, { recursive: true, force: true });
for (const [rel, text] of files) {
  fs.mkdirSync(path.join(out, path.dirname(rel)), { recursive: true });
  fs.writeFileSync(path.join(out, rel), text);
}
fs.writeFileSync(path.join(out, 'README-SET.md'), README);
fs.writeFileSync(path.join(out, 'LABELS.json'), JSON.stringify(labels, null, 1) + '\n');
const withCred = new Set(labels.map((l) => l.file));
const kinds = new Map();
for (const l of labels) kinds.set(l.kind, (kinds.get(l.kind) ?? 0) + 1);
console.log(`${path.relative(process.cwd(), out)}: ${files.size} files, ${labels.length} credentials in ${withCred.size} files (${files.size - withCred.size} without)`);
console.log([...kinds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', '));

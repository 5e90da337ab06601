#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout2: a second held-out set for the secrets scanner, written blind
 * (before reading the scanner, its rules or the other corpora). Realistic application code, CI,
 * infrastructure, notebooks, mobile config, SQL seeds, logs, shell history and docs, with planted
 * credentials (labelled in LABELS.json as {file, line, kind}) and many look-alike non-secrets.
 * Every value comes from a seeded PRNG; no real key is copied. Re-running gives the same files.
 *
 *   node bench/secrets/make-heldout2.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout2');

// ---------- seeded PRNG ----------
let seed = 0x5eed2b;
function rnd() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
const UP = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LO = 'abcdefghijklmnopqrstuvwxyz';
const DIG = '0123456789';
const AN = UP + LO + DIG;
const HEX = '0123456789abcdef';
const B64 = AN + '+/';
const URLSAFE = AN + '-_';
const str = (n, al = AN) => Array.from({ length: n }, () => al[Math.floor(rnd() * al.length)]).join('');
const uuid = () => `${str(8, HEX)}-${str(4, HEX)}-4${str(3, HEX)}-${pick(['8', '9', 'a', 'b'])}${str(3, HEX)}-${str(12, HEX)}`;
const b64 = (s) => Buffer.from(s).toString('base64');
const b64url = (s) => Buffer.from(s).toString('base64url');

// ---------- credential values ----------
const WORDS = ['harbor', 'falcon', 'granite', 'maple', 'orbit', 'cobalt', 'willow', 'ember', 'summit', 'tundra', 'violet', 'copper', 'lagoon', 'meadow', 'quartz', 'raven'];
const cap = (w) => w[0].toUpperCase() + w.slice(1);
/** Passwords a person or a generator would pick; `urlSafe` avoids characters that break URLs and shells. */
function pwd(urlSafe = false) {
  const style = int(0, 2);
  if (style === 0) return cap(pick(WORDS)) + cap(pick(WORDS)) + int(10, 9999) + (urlSafe ? '' : pick(['!', '#', '%', '*', '-', '.']));
  if (style === 1) return str(int(14, 22), urlSafe ? AN : AN + '!#%*-_.+');
  return pick(WORDS) + pick(['_', '-', '.']) + str(int(6, 10), AN) + int(1, 99);
}
const V = {
  awsId: () => 'AKIA' + str(16, UP + '234567'),
  awsSecret: () => str(40, B64),
  github: () => pick(['ghp_', 'gho_', 'ghs_']) + str(36),
  githubPat: () => 'github_pat_' + str(22) + '_' + str(59),
  gitlab: () => 'glpat-' + str(20, URLSAFE),
  slack: () => pick(['xoxb-', 'xoxp-']) + str(11, DIG) + '-' + str(13, DIG) + '-' + str(24),
  slackHook: () => `https://hooks.slack.com/services/T${str(8, UP + DIG)}/B${str(10, UP + DIG)}/${str(24)}`,
  discordHook: () => `https://discord.com/api/webhooks/${str(18, DIG)}/${str(68, URLSAFE)}`,
  stripe: () => pick(['sk_live_', 'rk_live_']) + str(int(24, 60)),
  stripeWh: () => 'whsec_' + str(32),
  google: () => 'AIza' + str(35, URLSAFE),
  sendgrid: () => 'SG.' + str(22, URLSAFE) + '.' + str(43, URLSAFE),
  twilio: () => 'SK' + str(32, HEX),
  openai: () => 'sk-proj-' + str(int(48, 64), URLSAFE),
  anthropic: () => 'sk-ant-api03-' + str(93, URLSAFE) + 'AA',
  npm: () => 'npm_' + str(36),
  mailgun: () => 'key-' + str(32, HEX),
  shopify: () => 'shpat_' + str(32, HEX),
  pypi: () => 'pypi-AgEIcHlwaS5vcmc' + str(int(60, 80), URLSAFE),
  docker: () => 'dckr_pat_' + str(27, URLSAFE),
  telegram: () => str(10, DIG) + ':AA' + str(33, URLSAFE),
  hex32: () => str(32, HEX),
  hex40: () => str(40, HEX),
  hex64: () => str(64, HEX),
  tok: () => str(int(32, 48)),
  b64secret: () => str(int(40, 60), B64) + pick(['', '=']),
  azureKey: () => str(86, B64) + '==',
  jwt: () => {
    const h = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
    const p = b64url(JSON.stringify({ sub: String(int(1000, 99999)), role: pick(['admin', 'service', 'user']), iat: 1700000000 + int(0, 9999999) }));
    return `${h}.${p}.${str(43, URLSAFE)}`;
  },
  pwd: () => pwd(),
  upwd: () => pwd(true),
};
/** A private key block; the BEGIN line carries the label. */
function pemBlock(kind) {
  const title = pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY']);
  const n = title.startsWith('EC') ? 3 : int(8, 14);
  const body = Array.from({ length: n }, (_, i) => str(i === n - 1 ? int(20, 60) : 64, B64));
  if (title.startsWith('OPENSSH')) body[0] = 'b3BlbnNzaC1rZXktdjEAAAAA' + body[0].slice(24);
  return [S(kind, `-----BEGIN ${title}-----`), ...body, `-----END ${title}-----`];
}
const pubBlock = (title = 'PUBLIC KEY') => [`-----BEGIN ${title}-----`, ...Array.from({ length: 6 }, () => str(64, B64)), str(24, B64) + '==', `-----END ${title}-----`];

// ---------- naming styles ----------
function named(words, style) {
  switch (style) {
    case 'camel': return words[0] + words.slice(1).map(cap).join('');
    case 'snake': return words.join('_');
    case 'kebab': return words.join('-');
    case 'scream': return words.join('_').toUpperCase();
    case 'dot': return words.join('.');
    case 'pascal': return words.map(cap).join('');
    default: return words.join('_');
  }
}

// ---------- file assembly ----------
/** A labelled line. */
function S(kind, text) { return { text, kind }; }
/** A labelled line 35% of the time, else the same setting done safely (so files differ in how they hold it). */
function O(kind, text, alt, p = 0.35) { return rnd() < p ? S(kind, text) : alt; }
const files = [];
const labels = [];
function emit(rel, lines) {
  const flat = lines.flat(Infinity);
  const text = [];
  flat.forEach((l, i) => {
    if (typeof l === 'string') text.push(l);
    else { text.push(l.text); labels.push({ file: rel, line: i + 1, kind: l.kind }); }
  });
  files.push(rel);
  const full = path.join(out, rel);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text.join('\n') + '\n');
}

const HOSTS = ['db.internal', 'pg-primary.prod.svc', '10.0.3.17', 'mysql.corp.example.net', 'cache-01', 'rds-main.c9x2.eu-west-1.rds.amazonaws.com'];
const USERS = ['app', 'admin', 'svc_orders', 'billing', 'root', 'etl_user', 'reporting'];
const host = () => pick(HOSTS);
const user = () => pick(USERS);
function dbUrl() {
  const u = user(); const p = V.upwd();
  return pick([
    `postgres://${u}:${p}@${host()}:5432/orders`,
    `postgresql://${u}:${p}@${host()}/analytics?sslmode=require`,
    `mysql://${u}:${p}@${host()}:3306/shop`,
    `mongodb+srv://${u}:${p}@cluster0.${str(5, LO + DIG)}.mongodb.net/prod?retryWrites=true`,
    `mongodb://${u}:${p}@${host()}:27017/events?authSource=admin`,
    `redis://:${p}@${host()}:6379/0`,
    `rediss://default:${p}@${host()}:6380`,
    `amqp://${u}:${p}@rabbitmq.internal:5672/vhost`,
    `amqps://${u}:${p}@mq.example.net/prod`,
    `mssql://${u}:${p}@sqlsrv01:1433/ledger`,
    `nats://${u}:${p}@nats.internal:4222`,
    `kafka://${u}:${p}@broker-1.internal:9093`,
  ]);
}
const provider = () => pick([
  ['github', V.github], ['github', V.githubPat], ['gitlab', V.gitlab], ['slack', V.slack], ['stripe', V.stripe],
  ['google', V.google], ['sendgrid', V.sendgrid], ['twilio', V.twilio], ['openai', V.openai], ['anthropic', V.anthropic],
  ['npm', V.npm], ['mailgun', V.mailgun], ['shopify', V.shopify], ['pypi', V.pypi], ['docker', V.docker],
]);
const generic = () => pick([
  [['api', 'key'], V.hex32], [['api', 'secret'], V.tok], [['auth', 'token'], V.tok], [['access', 'token'], V.tok],
  [['client', 'secret'], V.tok], [['secret', 'key'], V.b64secret], [['signing', 'secret'], V.hex64], [['webhook', 'secret'], V.hex40],
  [['private', 'token'], V.tok], [['service', 'password'], V.pwd], [['db', 'password'], V.pwd], [['smtp', 'password'], V.pwd],
  [['jwt', 'secret'], V.b64secret], [['encryption', 'key'], V.hex64], [['app', 'secret'], V.tok],
]);
const PLACEHOLDERS = ['<your-api-key>', '${API_KEY}', '{{ api_key }}', '%s', 'changeme', 'xxxxxxxxxxxxxxxxxxxx', 'your_api_key_here', 'REPLACE_ME', '<PASSWORD>', 'TODO', '********', 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX', '{{ .Values.apiKey }}', '$(API_TOKEN)', '#{apiKey}', '[REDACTED]', 'insert-token-here', 'none'];

// ======================================================================
// Templates. Each call writes one file.
// ======================================================================
const T = {};
let n = 0;
const id = () => String(++n).padStart(3, '0');

T.express = () => {
  const [kind, gen] = provider();
  const useEnv = rnd() < 0.3;
  emit(`services/node-api-${id()}/src/server.js`, [
    "const express = require('express');",
    "const session = require('express-session');",
    "const jwt = require('jsonwebtoken');",
    "const { Pool } = require('pg');",
    '',
    'const app = express();',
    useEnv ? "const pool = new Pool({ connectionString: process.env.DATABASE_URL });"
      : S('db-url', `const pool = new Pool({ connectionString: '${dbUrl()}' });`),
    "app.use(session({",
    O('session-secret', `  secret: '${V.tok()}',`, '  secret: process.env.SESSION_SECRET,'),
    '  resave: false,',
    '  saveUninitialized: false,',
    '}));',
    '',
    S(kind, `const ${named([kind, 'token'], 'camel')} = '${gen()}';`),
    "const requestId = '" + uuid() + "';",
    '',
    "app.post('/login', async (req, res) => {",
    "  const { username, password } = req.body;",
    "  if (!password || password.length < 12) return res.status(400).json({ error: 'Password must be at least 12 characters' });",
    "  const row = await pool.query('SELECT id, password_hash FROM users WHERE username = $1', [username]);",
    "  const token = jwt.sign({ sub: row.rows[0].id }, process.env.JWT_SECRET, { expiresIn: '1h' });",
    '  res.json({ token });',
    '});',
    '',
    'app.listen(process.env.PORT || 3000);',
  ]);
};

T.expressJwt = () => {
  const secret = rnd() < 0.5 ? V.b64secret() : V.pwd();
  emit(`services/node-auth-${id()}/lib/tokens.ts`, [
    "import jwt from 'jsonwebtoken';",
    "import { SecretsManagerClient, GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';",
    '',
    S('jwt-secret', `const JWT_SIGNING_KEY = '${secret}';`),
    "const sm = new SecretsManagerClient({ region: 'eu-west-1' });",
    '',
    'export async function refreshSecret(): Promise<string> {',
    "  const out = await sm.send(new GetSecretValueCommand({ SecretId: 'prod/auth/jwt' }));",
    "  return out.SecretString ?? '';",
    '}',
    '',
    'export function issue(userId: string): string {',
    "  return jwt.sign({ sub: userId }, JWT_SIGNING_KEY, { algorithm: 'HS256', expiresIn: '15m' });",
    '}',
    '',
    'export const passwordPolicy = { minLength: 12, requireDigit: true, requireSymbol: true, maxAgeDays: 90 };',
    "export const PASSWORD_RESET_PATH = '/account/password/reset';",
  ]);
};

T.nodeConfigJson = () => {
  const [words, gen] = generic();
  const [k2, g2] = provider();
  emit(`services/node-worker-${id()}/config/production.json`, [
    '{',
    '  "server": { "port": 8080, "host": "0.0.0.0" },',
    '  "database": {',
    `    "host": "${host()}",`,
    `    "user": "${user()}",`,
    O('password', `    "password": "${V.pwd()}",`, '    "password": "${DB_PASSWORD}",'),
    '    "pool": { "min": 2, "max": 10 }',
    '  },',
    '  "integrations": {',
    O(k2, `    "${named([k2, 'api', 'key'], 'camel')}": "${g2()}",`, `    "${named([k2, 'api', 'key'], 'camel')}": "",`),
    O('generic', `    "${named(words, 'camel')}": "${gen()}",`, `    "${named(words, 'camel')}": "${pick(PLACEHOLDERS)}",`),
    `    "tenantId": "${uuid()}",`,
    '    "retries": 3',
    '  },',
    `  "buildSha": "${V.hex40()}"`,
    '}',
  ]);
};

T.nodeConfigDefault = () => {
  emit(`services/node-worker-${id()}/config/default.json`, [
    '{',
    '  "database": {',
    '    "host": "localhost",',
    '    "user": "postgres",',
    `    "password": "${pick(PLACEHOLDERS)}"`,
    '  },',
    `  "apiKey": "${pick(PLACEHOLDERS)}",`,
    '  "auth": { "passwordMinLength": 10, "tokenTtlSeconds": 3600 },',
    `  "featureFlags": { "newCheckout": true, "rotateApiKeys": false },`,
    `  "cacheKey": "v2-${str(8, HEX)}"`,
    '}',
  ]);
};

T.flask = () => {
  const [kind, gen] = provider();
  emit(`services/flask-${id()}/app/__init__.py`, [
    'import os',
    'from flask import Flask',
    'from flask_sqlalchemy import SQLAlchemy',
    '',
    'app = Flask(__name__)',
    O('flask-secret', `app.config["SECRET_KEY"] = "${V.tok()}"`, 'app.config["SECRET_KEY"] = os.environ["FLASK_SECRET_KEY"]'),
    O('db-url', `app.config["SQLALCHEMY_DATABASE_URI"] = "${dbUrl()}"`, 'app.config["SQLALCHEMY_DATABASE_URI"] = os.getenv("DATABASE_URL", "sqlite:///local.db")'),
    'app.config["MAIL_USERNAME"] = os.environ.get("MAIL_USERNAME")',
    'app.config["MAIL_PASSWORD"] = os.environ.get("MAIL_PASSWORD", "")',
    S(kind, `${named([kind, 'key'], 'scream')} = "${gen()}"`),
    'db = SQLAlchemy(app)',
    '',
    'PASSWORD_MIN_LENGTH = 12',
    'ERROR_BAD_PASSWORD = "The password you entered is incorrect."',
  ]);
};

T.flaskSafe = () => {
  emit(`services/flask-${id()}/app/config.py`, [
    'import os',
    'import hvac',
    '',
    'class Config:',
    '    SECRET_KEY = os.environ["SECRET_KEY"]',
    '    SQLALCHEMY_DATABASE_URI = os.getenv("DATABASE_URL", "sqlite:///dev.db")',
    '    STRIPE_API_KEY = os.environ.get("STRIPE_API_KEY")',
    '',
    'def vault_password():',
    '    client = hvac.Client(url="https://vault.internal:8200", token=os.environ["VAULT_TOKEN"])',
    '    return client.secrets.kv.v2.read_secret_version(path="db")["data"]["data"]["password"]',
    '',
    'class TestConfig(Config):',
    '    SECRET_KEY = "test"',
    `    WTF_CSRF_SECRET_KEY = "${pick(PLACEHOLDERS)}"`,
    '    PASSWORD_HASH_ROUNDS = 4',
  ]);
};

T.django = () => {
  const dj = 'django-insecure-' + str(50, LO + DIG + '!@#%^&*(-_=+)');
  emit(`services/django-${id()}/mysite/settings.py`, [
    'from pathlib import Path',
    'import os',
    '',
    'BASE_DIR = Path(__file__).resolve().parent.parent',
    S('django-secret', `SECRET_KEY = '${dj}'`),
    'DEBUG = False',
    "ALLOWED_HOSTS = ['app.example.com']",
    '',
    'DATABASES = {',
    "    'default': {",
    "        'ENGINE': 'django.db.backends.postgresql',",
    "        'NAME': 'shop',",
    `        'USER': '${user()}',`,
    O('password', `        'PASSWORD': '${V.pwd()}',`, "        'PASSWORD': os.environ['DB_PASSWORD'],"),
    `        'HOST': '${host()}',`,
    "        'PORT': '5432',",
    '    }',
    '}',
    '',
    "EMAIL_HOST = 'smtp.sendgrid.net'",
    "EMAIL_HOST_USER = 'apikey'",
    O('sendgrid', `EMAIL_HOST_PASSWORD = '${V.sendgrid()}'`, "EMAIL_HOST_PASSWORD = os.environ.get('SENDGRID_API_KEY', '')"),
    '',
    'AUTH_PASSWORD_VALIDATORS = [',
    "    {'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator', 'OPTIONS': {'min_length': 12}},",
    "    {'NAME': 'django.contrib.auth.password_validation.CommonPasswordValidator'},",
    ']',
    "PASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']",
  ]);
};

T.djangoSafe = () => {
  emit(`services/django-${id()}/mysite/settings_prod.py`, [
    'import environ',
    'env = environ.Env()',
    "SECRET_KEY = env('DJANGO_SECRET_KEY')",
    "DATABASES = {'default': env.db('DATABASE_URL')}",
    "EMAIL_HOST_PASSWORD = env('EMAIL_HOST_PASSWORD', default='')",
    "AWS_SECRET_ACCESS_KEY = os.environ.get('AWS_SECRET_ACCESS_KEY')",
    "SESSION_COOKIE_NAME = 'sessionid'",
    "CSRF_COOKIE_NAME = 'csrftoken'",
    "PASSWORD_RESET_TIMEOUT = 3600",
    `STATIC_VERSION = '${V.hex40()}'`,
  ]);
};

T.springProps = () => {
  const [kind, gen] = provider();
  emit(`services/spring-${id()}/src/main/resources/application-prod.properties`, [
    'server.port=8443',
    `spring.datasource.url=jdbc:postgresql://${host()}:5432/orders`,
    `spring.datasource.username=${user()}`,
    S('password', `spring.datasource.password=${V.pwd()}`),
    'spring.jpa.hibernate.ddl-auto=validate',
    'spring.mail.host=smtp.office365.com',
    'spring.mail.username=noreply@example.com',
    O('smtp-password', `spring.mail.password=${V.pwd()}`, 'spring.mail.password=${MAIL_PASSWORD}'),
    `spring.rabbitmq.password=\${RABBIT_PASSWORD}`,
    O(kind, `app.integrations.${kind}.api-key=${gen()}`, `app.integrations.${kind}.api-key=`),
    'app.security.password.min-length=12',
    'management.endpoints.web.exposure.include=health,info',
  ]);
};

T.springYaml = () => {
  const oauth = V.tok();
  emit(`services/spring-${id()}/src/main/resources/application.yml`, [
    'spring:',
    '  datasource:',
    `    url: jdbc:mysql://${host()}:3306/inventory?useSSL=true`,
    `    username: ${user()}`,
    O('password', `    password: ${V.pwd()}`, '    password: ${DB_PASSWORD}'),
    '  security:',
    '    oauth2:',
    '      client:',
    '        registration:',
    '          okta:',
    `            client-id: 0oa${str(17)}`,
    S('oauth-client-secret', `            client-secret: ${oauth}`),
    '  redis:',
    '    password: ${REDIS_PASSWORD:}',
    'app:',
    '  jwt:',
    O('jwt-secret', `    secret: ${V.b64secret()}`, '    secret: ${JWT_SECRET}'),
    '    expiration-ms: 86400000',
    '  password-policy:',
    '    min-length: 12',
    '    history: 5',
  ]);
};

T.springJava = () => {
  emit(`services/spring-${id()}/src/main/java/com/example/billing/PaymentClient.java`, [
    'package com.example.billing;',
    '',
    'import org.springframework.beans.factory.annotation.Value;',
    'import org.springframework.stereotype.Component;',
    '',
    '@Component',
    'public class PaymentClient {',
    S('stripe', `    private static final String STRIPE_KEY = "${V.stripe()}";`),
    '    @Value("${payments.webhook-secret}")',
    '    private String webhookSecret;',
    `    private static final String MERCHANT_ID = "${uuid()}";`,
    S('generic', `    private final String partnerApiSecret = "${V.tok()}";`),
    '    private static final String PASSWORD_FIELD = "password";',
    '',
    '    public String authHeader() {',
    '        return "Bearer " + System.getenv("PAYMENTS_TOKEN");',
    '    }',
    '}',
  ]);
};

T.javaJdbc = () => {
  const p = V.pwd();
  emit(`services/legacy-${id()}/src/main/java/com/example/dao/Db.java`, [
    'package com.example.dao;',
    '',
    'import java.sql.Connection;',
    'import java.sql.DriverManager;',
    '',
    'public final class Db {',
    '    public static Connection open() throws Exception {',
    pick([
      S('password', `        return DriverManager.getConnection("jdbc:sqlserver://${host()}:1433;databaseName=ledger", "${user()}", "${p}");`),
      S('password', `        return DriverManager.getConnection("jdbc:oracle:thin:@${host()}:1521/ORCL", "${user()}", "${p}");`),
      S('password', `        return DriverManager.getConnection("jdbc:mysql://${host()}/shop?user=${user()}&password=${V.upwd()}");`),
    ]),
    '    }',
    '    public static Connection openFromEnv() throws Exception {',
    '        return DriverManager.getConnection(System.getenv("JDBC_URL"), System.getenv("DB_USER"), System.getenv("DB_PASSWORD"));',
    '    }',
    '}',
  ]);
};

T.laravelEnv = () => {
  const appKey = 'base64:' + b64(str(32, AN));
  emit(`services/laravel-${id()}/.env.production`, [
    'APP_NAME=Storefront',
    'APP_ENV=production',
    S('laravel-app-key', `APP_KEY=${appKey}`),
    'APP_DEBUG=false',
    'DB_CONNECTION=mysql',
    `DB_HOST=${host()}`,
    'DB_PORT=3306',
    'DB_DATABASE=storefront',
    `DB_USERNAME=${user()}`,
    O('password', `DB_PASSWORD="${V.pwd()}"`, 'DB_PASSWORD='),
    'REDIS_PASSWORD=null',
    'MAIL_MAILER=smtp',
    'MAIL_HOST=smtp.mailgun.org',
    O('smtp-password', `MAIL_PASSWORD=${V.pwd()}`, 'MAIL_PASSWORD=null'),
    O('mailgun', `MAILGUN_SECRET=${V.mailgun()}`, 'MAILGUN_SECRET='),
    rnd() < 0.4 ? [S('aws', `AWS_ACCESS_KEY_ID=${V.awsId()}`), S('aws', `AWS_SECRET_ACCESS_KEY=${V.awsSecret()}`)] : ['AWS_ACCESS_KEY_ID=', 'AWS_SECRET_ACCESS_KEY='],
    'AWS_DEFAULT_REGION=eu-central-1',
    `PUSHER_APP_ID=${int(1000000, 1999999)}`,
  ]);
};

T.laravelEnvExample = () => {
  emit(`services/laravel-${id()}/.env.example`, [
    'APP_NAME=Laravel',
    'APP_KEY=',
    'DB_PASSWORD=',
    'MAIL_PASSWORD=null',
    'AWS_ACCESS_KEY_ID=',
    'AWS_SECRET_ACCESS_KEY=',
    `STRIPE_SECRET=${pick(PLACEHOLDERS)}`,
    `PUSHER_APP_SECRET=${pick(PLACEHOLDERS)}`,
    'SESSION_LIFETIME=120',
  ]);
};

T.laravelPhp = () => {
  emit(`services/laravel-${id()}/config/services.php`, [
    '<?php',
    '',
    'return [',
    "    'mailgun' => [",
    "        'domain' => env('MAILGUN_DOMAIN'),",
    "        'secret' => env('MAILGUN_SECRET'),",
    '    ],',
    "    'stripe' => [",
    "        'key' => env('STRIPE_KEY'),",
    S('stripe', `        'secret' => env('STRIPE_SECRET', '${V.stripe()}'),`),
    '    ],',
    "    'github' => [",
    `        'client_id' => 'Iv1.${str(16, HEX)}',`,
    S('oauth-client-secret', `        'client_secret' => '${V.hex40()}',`),
    "        'redirect' => 'https://shop.example.com/auth/github/callback',",
    '    ],',
    '];',
  ]);
};

T.railsDb = () => {
  const real = rnd() < 0.5;
  emit(`services/rails-${id()}/config/database.yml`, [
    'default: &default',
    '  adapter: postgresql',
    '  encoding: unicode',
    '  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>',
    '',
    'development:',
    '  <<: *default',
    '  database: app_development',
    '',
    'production:',
    '  <<: *default',
    '  database: app_production',
    `  username: ${user()}`,
    real ? S('password', `  password: ${V.pwd()}`) : '  password: <%= ENV["APP_DATABASE_PASSWORD"] %>',
    `  host: ${host()}`,
  ]);
};

T.railsInit = () => {
  emit(`services/rails-${id()}/config/initializers/integrations.rb`, [
    S('stripe', `Stripe.api_key = "${V.stripe()}"`),
    'Rails.configuration.stripe = { publishable_key: ENV["STRIPE_PUBLISHABLE_KEY"] }',
    '',
    'Twilio.configure do |config|',
    `  config.account_sid = "AC${str(32, HEX)}"`,
    O('twilio', `  config.auth_token = "${V.hex32()}"`, '  config.auth_token = ENV.fetch("TWILIO_AUTH_TOKEN")'),
    'end',
    '',
    'Sidekiq.configure_server do |config|',
    O('redis-url', `  config.redis = { url: "${`redis://:${V.upwd()}@${host()}:6379/1`}" }`, '  config.redis = { url: ENV["REDIS_URL"] }'),
    'end',
    'Devise.setup { |c| c.password_length = 12..128 }',
    'Rails.application.credentials.dig(:aws, :secret_access_key)',
  ]);
};

T.goService = () => {
  const [kind, gen] = provider();
  emit(`services/go-${id()}/internal/config/config.go`, [
    'package config',
    '',
    'import (',
    '\t"database/sql"',
    '\t"os"',
    '',
    '\t"github.com/redis/go-redis/v9"',
    ')',
    '',
    'const (',
    S(kind, `\t${named([kind, 'token'], 'camel')} = "${gen()}"`),
    '\tdefaultTimeout = 30',
    `\tbuildCommit = "${V.hex40()}"`,
    ')',
    '',
    'func Open() (*sql.DB, error) {',
    O('password', `\treturn sql.Open("postgres", "host=${host()} user=${user()} password=${V.upwd()} dbname=orders sslmode=require")`, '\treturn sql.Open("postgres", os.Getenv("DATABASE_DSN"))'),
    '}',
    '',
    'func Cache() *redis.Client {',
    '\treturn redis.NewClient(&redis.Options{',
    '\t\tAddr:     "cache-01:6379",',
    O('password', `\t\tPassword: "${V.pwd()}",`, '\t\tPassword: os.Getenv("REDIS_PASSWORD"),'),
    '\t\tDB:       0,',
    '\t})',
    '}',
    '',
    'func APIKey() string { return os.Getenv("API_KEY") }',
  ]);
};

T.goSafe = () => {
  emit(`services/go-${id()}/internal/auth/hash.go`, [
    'package auth',
    '',
    'import "golang.org/x/crypto/bcrypt"',
    '',
    'const MinPasswordLength = 12',
    'const passwordHeader = "X-Password-Reset-Token"',
    '',
    '// test vector from the bcrypt package docs is not a credential of ours',
    `var knownHash = "$2a$10$${str(53, AN + './')}"`,
    `var emptySHA256 = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"`,
    '',
    'func Check(hash, password string) bool {',
    '\treturn bcrypt.CompareHashAndPassword([]byte(hash), []byte(password)) == nil',
    '}',
  ]);
};

T.ghActions = () => {
  const hard = rnd() < 0.6;
  const [kind, gen] = provider();
  emit(`.github/workflows/deploy-${id()}.yml`, [
    'name: deploy',
    'on:',
    '  push:',
    '    branches: [main]',
    'jobs:',
    '  build:',
    '    runs-on: ubuntu-latest',
    '    env:',
    '      NODE_ENV: production',
    '      SONAR_TOKEN: ${{ secrets.SONAR_TOKEN }}',
    hard ? S(kind, `      ${named([kind, 'token'], 'scream')}: ${gen()}`) : '      NPM_TOKEN: ${{ secrets.NPM_TOKEN }}',
    '    steps:',
    `      - uses: actions/checkout@${V.hex40()}`,
    '      - uses: docker/login-action@v3',
    '        with:',
    '          username: deploybot',
    hard ? S('docker', `          password: ${V.docker()}`) : '          password: ${{ secrets.DOCKERHUB_TOKEN }}',
    '      - run: npm ci && npm test',
    '      - run: ./scripts/deploy.sh --env prod',
    '        env:',
    '          AWS_ACCESS_KEY_ID: ${{ secrets.AWS_ACCESS_KEY_ID }}',
    '          AWS_SECRET_ACCESS_KEY: ${{ secrets.AWS_SECRET_ACCESS_KEY }}',
  ]);
};

T.gitlabCi = () => {
  const hard = rnd() < 0.6;
  emit(`ci/gitlab-${id()}/.gitlab-ci.yml`, [
    'stages: [test, deploy]',
    'variables:',
    '  POSTGRES_DB: test',
    '  POSTGRES_USER: runner',
    '  POSTGRES_PASSWORD: runner',
    hard ? S('db-url', `  DATABASE_URL: "${dbUrl()}"`) : '  DATABASE_URL: "postgres://runner:runner@postgres:5432/test"',
    'test:',
    '  stage: test',
    '  image: node:20',
    '  services: [postgres:16]',
    '  script:',
    '    - npm ci',
    '    - npm test',
    'deploy:',
    '  stage: deploy',
    '  script:',
    '    - echo "$CI_REGISTRY_PASSWORD" | docker login -u "$CI_REGISTRY_USER" --password-stdin $CI_REGISTRY',
    hard ? S('gitlab', `    - curl --header "PRIVATE-TOKEN: ${V.gitlab()}" https://gitlab.example.com/api/v4/projects/42/releases`) : '    - curl --header "JOB-TOKEN: $CI_JOB_TOKEN" https://gitlab.example.com/api/v4/projects/42/releases',
    '  only: [main]',
  ]);
};

T.jenkins = () => {
  emit(`ci/jenkins-${id()}/Jenkinsfile`, [
    'pipeline {',
    '  agent any',
    '  environment {',
    "    REGISTRY_CREDS = credentials('registry-creds')",
    S('generic', `    DEPLOY_API_KEY = '${V.hex32()}'`),
    '  }',
    '  stages {',
    "    stage('Test') { steps { sh 'mvn -B verify' } }",
    "    stage('Publish') {",
    '      steps {',
    O('nexus-password', `        sh "mvn deploy -Dnexus.username=ci -Dnexus.password=${V.upwd()}"`, '        sh "mvn deploy -Dnexus.username=ci -Dnexus.password=$NEXUS_PASSWORD"'),
    O('api-key-header', `        sh "curl -fsS -H 'X-Api-Key: ${V.tok()}' https://hooks.internal/deploy"`, `        sh "curl -fsS -H 'X-Api-Key: $DEPLOY_KEY' https://hooks.internal/deploy"`),
    "        withCredentials([string(credentialsId: 'sonar', variable: 'SONAR_TOKEN')]) { sh 'mvn sonar:sonar -Dsonar.login=$SONAR_TOKEN' }",
    '      }',
    '    }',
    '  }',
    '}',
  ]);
};

T.circle = () => {
  emit(`ci/circle-${id()}/.circleci/config.yml`, [
    'version: 2.1',
    'jobs:',
    '  build:',
    '    docker:',
    '      - image: cimg/python:3.12',
    '      - image: cimg/postgres:16.0',
    '        environment:',
    '          POSTGRES_USER: circleci',
    '          POSTGRES_PASSWORD: ""',
    '    steps:',
    '      - checkout',
    '      - run: pip install -r requirements.txt',
    S('pypi', `      - run: twine upload dist/* -u __token__ -p ${V.pypi()}`),
    S('slack-webhook', `      - run: curl -X POST -d '{"text":"built"}' ${V.slackHook()}`),
    '      - run: echo "$GCLOUD_SERVICE_KEY" | gcloud auth activate-service-account --key-file=-',
  ]);
};

T.terraform = () => {
  const withDefault = rnd() < 0.5;
  emit(`infra/terraform-${id()}/main.tf`, [
    'provider "aws" {',
    '  region     = "eu-west-1"',
    rnd() < 0.5 ? [S('aws', `  access_key = "${V.awsId()}"`), S('aws', `  secret_key = "${V.awsSecret()}"`)] : '  profile    = "prod"',
    '}',
    '',
    'variable "db_password" {',
    '  type      = string',
    '  sensitive = true',
    withDefault ? S('password', `  default   = "${V.pwd()}"`) : '',
    '}',
    '',
    'resource "aws_db_instance" "main" {',
    '  engine            = "postgres"',
    '  instance_class    = "db.t3.medium"',
    '  username          = "dbadmin"',
    '  password          = var.db_password',
    '  allocated_storage = 50',
    '}',
    '',
    'resource "aws_iam_user" "ci" { name = "ci-deployer" }',
    'resource "random_password" "redis" { length = 32 special = false }',
  ]);
};

T.terraformSafe = () => {
  emit(`infra/terraform-${id()}/rds.tf`, [
    'data "aws_secretsmanager_secret_version" "db" {',
    '  secret_id = "prod/rds/master"',
    '}',
    '',
    'resource "aws_db_instance" "reporting" {',
    '  username = "reporter"',
    '  password = jsondecode(data.aws_secretsmanager_secret_version.db.secret_string)["password"]',
    '  kms_key_id = "arn:aws:kms:eu-west-1:123456789012:key/' + uuid() + '"',
    '}',
    '',
    'resource "azurerm_key_vault_secret" "api" {',
    '  name         = "partner-api-key"',
    '  value        = random_password.api.result',
    '  key_vault_id = azurerm_key_vault.main.id',
    '}',
    'output "password_min_length" { value = 16 }',
  ]);
};

T.tfvars = () => {
  emit(`infra/terraform-${id()}/prod.auto.tfvars`, [
    'environment = "prod"',
    'instance_count = 3',
    S('password', `db_master_password = "${V.pwd()}"`),
    O('datadog', `datadog_api_key = "${V.hex32()}"`, 'datadog_api_key = "" # set in TF_VAR_datadog_api_key'),
    O('azure-storage', `storage_connection_string = "DefaultEndpointsProtocol=https;AccountName=stprod${str(6, LO + DIG)};AccountKey=${V.azureKey()};EndpointSuffix=core.windows.net"`, 'storage_connection_string = null'),
    `vpc_id = "vpc-${str(17, HEX)}"`,
  ]);
};

T.ansible = () => {
  emit(`infra/ansible-${id()}/group_vars/production.yml`, [
    '---',
    'app_user: deploy',
    'app_port: 8080',
    O('password', `mysql_root_password: ${V.pwd()}`, 'mysql_root_password: "{{ vault_mysql_root_password }}"'),
    'postgres_password: "{{ vault_postgres_password }}"',
    O('password', `rabbitmq_default_pass: "${V.pwd()}"`, 'rabbitmq_default_pass: "{{ vault_rabbitmq_pass }}"'),
    'smtp:',
    '  host: smtp.gmail.com',
    '  user: alerts@example.com',
    S('smtp-password', `  password: "${str(16, LO)}"`),
    `ssh_known_host_fingerprint: "SHA256:${str(43, B64)}"`,
    'ntp_servers: [0.pool.ntp.org, 1.pool.ntp.org]',
  ]);
};

T.ansibleVault = () => {
  emit(`infra/ansible-${id()}/group_vars/vault.yml`, [
    '$ANSIBLE_VAULT;1.1;AES256',
    ...Array.from({ length: 8 }, () => str(80, DIG.slice(0, 10) + 'abcdef')),
  ]);
};

T.helm = () => {
  emit(`deploy/helm-${id()}/values-prod.yaml`, [
    'replicaCount: 3',
    'image:',
    '  repository: registry.example.com/shop/api',
    `  tag: "${str(7, HEX)}"`,
    'postgresql:',
    '  auth:',
    '    username: shop',
    S('password', `    password: "${V.pwd()}"`),
    O('password', `    postgresPassword: ${V.pwd()}`, '    postgresPassword: ""'),
    '    existingSecret: ""',
    'redis:',
    '  auth:',
    '    enabled: true',
    '    existingSecret: redis-auth',
    'ingress:',
    '  annotations:',
    '    cert-manager.io/cluster-issuer: letsencrypt',
    'env:',
    '  - name: SENTRY_DSN',
    (`    value: https://${str(32, HEX)}@o${int(100000, 999999)}.ingest.sentry.io/${int(1000000, 9999999)}`),
    '  - name: API_KEY',
    '    valueFrom:',
    '      secretKeyRef: { name: api, key: key }',
  ]);
};

T.k8sSecret = () => {
  const p = V.pwd();
  emit(`deploy/k8s-${id()}/secret.yaml`, [
    'apiVersion: v1',
    'kind: Secret',
    'metadata:',
    '  name: app-secrets',
    'type: Opaque',
    'data:',
    `  username: ${b64(user())}`,
    S('password', `  password: ${b64(p)}`),
    O('generic', `  api-key: ${b64(V.hex32())}`, '  api-key: ""'),
    'stringData:',
    O('db-url', `  DATABASE_URL: ${dbUrl()}`, '  DATABASE_URL: ""'),
  ]);
};

T.k8sDeploy = () => {
  const hard = rnd() < 0.5;
  emit(`deploy/k8s-${id()}/deployment.yaml`, [
    'apiVersion: apps/v1',
    'kind: Deployment',
    'metadata:',
    '  name: orders',
    'spec:',
    '  template:',
    '    spec:',
    '      containers:',
    '        - name: orders',
    `          image: registry.example.com/orders@sha256:${V.hex64()}`,
    '          env:',
    '            - name: DB_PASSWORD',
    '              valueFrom:',
    '                secretKeyRef: { name: db, key: password }',
    '            - name: OPENAI_API_KEY',
    hard ? S('openai', `              value: "${V.openai()}"`) : '              value: ""',
    '            - name: LOG_LEVEL',
    '              value: info',
    '            - name: TENANT_ID',
    `              value: "${uuid()}"`,
  ]);
};

T.k8sConfigMap = () => {
  emit(`deploy/k8s-${id()}/configmap.yaml`, [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata: { name: web-config }',
    'data:',
    '  PASSWORD_MIN_LENGTH: "12"',
    '  AUTH_PROVIDER: oidc',
    '  OIDC_ISSUER: https://login.example.com',
    `  OIDC_CLIENT_ID: ${uuid()}`,
    `  GIT_SHA: ${V.hex40()}`,
    '  ca.crt: |',
    ...pubBlock('CERTIFICATE').map((l) => '    ' + l),
  ]);
};

T.compose = () => {
  emit(`deploy/compose-${id()}/docker-compose.yml`, [
    'services:',
    '  db:',
    '    image: postgres:16',
    '    environment:',
    S('password', `      POSTGRES_PASSWORD: ${V.pwd()}`),
    '  mysql:',
    '    image: mysql:8',
    '    environment:',
    O('password', `      - MYSQL_ROOT_PASSWORD=${V.pwd()}`, '      - MYSQL_ROOT_PASSWORD_FILE=/run/secrets/mysql_root'),
    '      - MYSQL_DATABASE=shop',
    '  app:',
    '    build: .',
    '    environment:',
    O('db-url', `      DATABASE_URL: ${dbUrl()}`, '      DATABASE_URL: postgres://app:${POSTGRES_PASSWORD}@db:5432/app'),
    '      REDIS_URL: redis://cache:6379/0',
    '      SECRET_KEY: ${SECRET_KEY:?set it}',
    '    command: ["gunicorn", "--bind", "0.0.0.0:8000", "app:app"]',
    '  minio:',
    '    image: minio/minio',
    '    environment:',
    '      MINIO_ROOT_USER: admin',
    O('password', `      MINIO_ROOT_PASSWORD: ${V.pwd()}`, '      MINIO_ROOT_PASSWORD: ${MINIO_ROOT_PASSWORD}'),
  ]);
};

T.composeDev = () => {
  emit(`deploy/compose-${id()}/docker-compose.override.yml`, [
    'services:',
    '  db:',
    '    environment:',
    '      POSTGRES_PASSWORD: ${POSTGRES_PASSWORD:-postgres}',
    '  app:',
    '    environment:',
    '      - DATABASE_URL=postgres://postgres:${POSTGRES_PASSWORD}@db:5432/app',
    '      - API_KEY=${API_KEY}',
    '    env_file: .env',
  ]);
};

T.dockerfile = () => {
  const hard = rnd() < 0.7;
  emit(`docker/app-${id()}/Dockerfile`, [
    'FROM node:20-alpine AS build',
    'WORKDIR /app',
    hard ? S('npm', `ARG NPM_TOKEN=${V.npm()}`) : 'ARG NPM_TOKEN',
    'RUN echo "//registry.npmjs.org/:_authToken=${NPM_TOKEN}" > .npmrc && npm ci && rm .npmrc',
    'COPY . .',
    'RUN npm run build',
    '',
    'FROM node:20-alpine',
    'ENV NODE_ENV=production \\',
    '    PORT=8080',
    hard ? S('generic', `ENV PARTNER_API_KEY=${V.hex40()}`) : 'ENV PARTNER_API_KEY=""',
    `LABEL org.opencontainers.image.revision="${V.hex40()}"`,
    'COPY --from=build /app/dist ./dist',
    'CMD ["node", "dist/index.js"]',
  ]);
};

T.npmrc = () => {
  emit(`packages/pkg-${id()}/.npmrc`, [
    'registry=https://registry.npmjs.org/',
    S('npm', `//registry.npmjs.org/:_authToken=${V.npm()}`),
    '@corp:registry=https://npm.corp.example.com/',
    O('password', `//npm.corp.example.com/:_password=${b64(V.pwd())}`, '//npm.corp.example.com/:_password=${NPM_CORP_PASSWORD}'),
    'always-auth=true',
  ]);
};

T.notebook = () => {
  const [kind, gen] = provider();
  const cell = (src) => [
    '  {',
    '   "cell_type": "code",',
    '   "execution_count": ' + int(1, 30) + ',',
    '   "metadata": {},',
    '   "outputs": [],',
    '   "source": [',
    ...src.map((s, i) => (typeof s === 'string'
      ? `    ${JSON.stringify(s + (i < src.length - 1 ? '\n' : ''))}${i < src.length - 1 ? ',' : ''}`
      : S(s.kind, `    ${JSON.stringify(s.text + (i < src.length - 1 ? '\n' : ''))}${i < src.length - 1 ? ',' : ''}`))),
    '   ]',
    '  }',
  ];
  emit(`notebooks/analysis-${id()}.ipynb`, [
    '{',
    ' "cells": [',
    cell(['import pandas as pd', 'import sqlalchemy as sa', S('db-url', `engine = sa.create_engine("${dbUrl()}")`)]),
    ' ,',
    cell([`import ${kind === 'openai' ? 'openai' : 'requests'}`, S(kind, `${named([kind, 'api', 'key'], 'snake')} = "${gen()}"`), 'df = pd.read_sql("select * from orders", engine)']),
    ' ,',
    cell(['import os', 'token = os.environ["HF_TOKEN"]', `run_id = "${uuid()}"`]),
    ' ],',
    ' "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},',
    ' "nbformat": 4,',
    ' "nbformat_minor": 5',
    '}',
  ]);
};

T.notebookSafe = () => {
  emit(`notebooks/eda-${id()}.ipynb`, [
    '{',
    ' "cells": [',
    '  {"cell_type": "markdown", "metadata": {}, "source": ["# Exploration\\n", "Set `API_KEY` in your environment first."]},',
    '  {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [{"output_type": "display_data", "data": {"image/png": "' + str(400, B64) + '"}, "metadata": {}}], "source": ["api_key = getpass.getpass(\\"API key: \\")\\n", "plt.plot(x, y)"]}',
    ' ],',
    ' "metadata": {},',
    ' "nbformat": 4,',
    ' "nbformat_minor": 5',
    '}',
  ]);
};

T.androidStrings = () => {
  emit(`mobile/android-${id()}/app/src/main/res/values/strings.xml`, [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<resources>',
    '    <string name="app_name">Courier</string>',
    '    <string name="password_hint">Password</string>',
    '    <string name="error_password_short">Your password must be at least 8 characters.</string>',
    '    <string name="forgot_password">Forgot your password?</string>',
    S('google', `    <string name="google_maps_key" translatable="false">${V.google()}</string>`),
    O('generic', `    <string name="backend_api_secret" translatable="false">${V.tok()}</string>`, '    <string name="backend_api_secret" translatable="false">@string/placeholder</string>'),
    `    <string name="default_web_client_id">${int(100000000000, 999999999999)}-${str(32, LO + DIG)}.apps.googleusercontent.com</string>`,
    '</resources>',
  ]);
};

T.gradleProps = () => {
  emit(`mobile/android-${id()}/gradle.properties`, [
    'org.gradle.jvmargs=-Xmx2048m',
    'android.useAndroidX=true',
    'MYAPP_UPLOAD_STORE_FILE=upload.keystore',
    'MYAPP_UPLOAD_KEY_ALIAS=upload',
    S('password', `MYAPP_UPLOAD_STORE_PASSWORD=${V.pwd()}`),
    O('password', `MYAPP_UPLOAD_KEY_PASSWORD=${V.pwd()}`, 'MYAPP_UPLOAD_KEY_PASSWORD=changeme'),
    S('generic', `artifactoryApiKey=${'AKCp8' + str(68)}`),
    'kotlin.code.style=official',
  ]);
};

T.plist = () => {
  emit(`mobile/ios-${id()}/App/Config.plist`, [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
    '<plist version="1.0">',
    '<dict>',
    '    <key>CFBundleShortVersionString</key>',
    '    <string>4.2.1</string>',
    '    <key>API_BASE_URL</key>',
    '    <string>https://api.example.com</string>',
    '    <key>API_SECRET</key>',
    O('generic', `    <string>${V.tok()}</string>`, '    <string>$(API_SECRET)</string>'),
    '    <key>NSFaceIDUsageDescription</key>',
    '    <string>Use Face ID instead of your password.</string>',
    '    <key>REVENUECAT_KEY</key>',
    '    <string>$(REVENUECAT_KEY)</string>',
    '</dict>',
    '</plist>',
  ]);
};

T.xmlConfig = () => {
  emit(`services/dotnet-${id()}/Web.config`, [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<configuration>',
    '  <connectionStrings>',
    S('password', `    <add name="Main" connectionString="Server=${host()};Database=Ledger;User Id=${user()};Password=${V.upwd()};" providerName="System.Data.SqlClient" />`),
    '    <add name="Local" connectionString="Server=(localdb)\\mssqllocaldb;Database=Ledger;Trusted_Connection=True;" />',
    '  </connectionStrings>',
    '  <appSettings>',
    O('generic', `    <add key="PaymentGatewaySecret" value="${V.tok()}" />`, '    <add key="PaymentGatewaySecret" value="#{PaymentGatewaySecret}#" />'),
    '    <add key="PasswordMinLength" value="12" />',
    `    <add key="InstrumentationKey" value="${uuid()}" />`,
    '  </appSettings>',
    '  <smtp from="noreply@example.com">',
    S('smtp-password', `    <network host="smtp.example.com" port="587" userName="noreply@example.com" password="${V.upwd()}" />`),
    '  </smtp>',
    '</configuration>',
  ]);
};

T.appsettings = () => {
  emit(`services/dotnet-${id()}/appsettings.Production.json`, [
    '{',
    '  "ConnectionStrings": {',
    S('password', `    "Default": "Host=${host()};Port=5432;Database=crm;Username=${user()};Password=${V.upwd()}"`),
    '  },',
    '  "AzureAd": {',
    `    "TenantId": "${uuid()}",`,
    `    "ClientId": "${uuid()}",`,
    S('oauth-client-secret', `    "ClientSecret": "${str(3, AN)}8Q~${str(34, URLSAFE + '.~')}"`),
    '  },',
    '  "Storage": {',
    O('azure-storage', `    "ConnectionString": "DefaultEndpointsProtocol=https;AccountName=crm${str(6, LO)};AccountKey=${V.azureKey()};EndpointSuffix=core.windows.net"`, '    "ConnectionString": "UseDevelopmentStorage=true"'),
    '  },',
    '  "Logging": { "LogLevel": { "Default": "Information" } }',
    '}',
  ]);
};

T.sqlSeed = () => {
  emit(`db/seeds/seed-${id()}.sql`, [
    '-- seed data for staging',
    "INSERT INTO roles (id, name) VALUES (1, 'admin'), (2, 'user');",
    `INSERT INTO users (email, password_hash, role_id) VALUES ('ops@example.com', '$2b$12$${str(53, AN + './')}', 1);`,
    `INSERT INTO users (email, password_hash, role_id) VALUES ('qa@example.com', '${V.hex64()}', 2);`,
    S('generic', `INSERT INTO api_clients (name, client_id, client_secret) VALUES ('partner-portal', '${uuid()}', '${V.tok()}');`),
    S('password', `CREATE USER reporting WITH PASSWORD '${V.pwd()}';`),
    O('password', `ALTER USER app_rw IDENTIFIED BY "${V.upwd()}";`, 'ALTER USER app_rw IDENTIFIED BY VALUES :pw_hash;'),
    `INSERT INTO settings (key, value) VALUES ('password_min_length', '12'), ('support_email', 'help@example.com');`,
    `UPDATE integrations SET webhook_secret = NULL WHERE id = 7;`,
  ]);
};

T.sqlMigration = () => {
  emit(`db/migrations/${20240000 + int(100, 1231)}_${id()}_users.sql`, [
    'CREATE TABLE users (',
    '  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),',
    '  email text NOT NULL UNIQUE,',
    '  password_hash text NOT NULL,',
    '  api_token_digest text,',
    "  created_at timestamptz NOT NULL DEFAULT now()",
    ');',
    "COMMENT ON COLUMN users.password_hash IS 'argon2id hash, never the password';",
    `INSERT INTO schema_versions (version, checksum) VALUES (12, '${V.hex64()}');`,
  ]);
};

T.logFile = () => {
  const ts = () => `2024-0${int(1, 9)}-1${int(0, 9)}T${int(10, 23)}:${int(10, 59)}:${int(10, 59)}.${int(100, 999)}Z`;
  emit(`logs/app-${id()}.log.1`, [
    `${ts()} INFO  request_id=${uuid()} GET /health 200 2ms`,
    `${ts()} INFO  request_id=${uuid()} POST /login 401 user=ops@example.com reason="invalid password"`,
    O('jwt', `${ts()} DEBUG outgoing headers: {"Authorization": "Bearer ${V.jwt()}", "Accept": "application/json"}`, `${ts()} DEBUG outgoing headers: {"Authorization": "Bearer ***", "Accept": "application/json"}`),
    `${ts()} WARN  password reset requested for user_id=${int(1000, 9999)}`,
    O('db-url', `${ts()} ERROR could not connect to ${dbUrl()}: connection refused`, `${ts()} ERROR could not connect to postgres://orders@${host()}:5432/orders: connection refused`),
    `${ts()} INFO  deployed commit ${V.hex40()}`,
    O('password', `${ts()} DEBUG login payload: username=admin&password=${V.upwd()}&remember=1`, `${ts()} DEBUG login payload: username=admin&password=********&remember=1`),
    `${ts()} INFO  cache key sha256=${V.hex64()}`,
    `${ts()} INFO  Authorization header: Bearer [REDACTED]`,
  ]);
};

T.logClean = () => {
  const lines = [];
  for (let i = 0; i < 12; i++) lines.push(`10.0.${int(0, 9)}.${int(1, 254)} - - [12/Mar/2024:10:${int(10, 59)}:${int(10, 59)} +0000] "GET /api/v1/items/${uuid()}?page=${int(1, 9)} HTTP/1.1" 200 ${int(100, 9000)} "-" "Mozilla/5.0" trace=${str(32, HEX)}`);
  emit(`logs/access-${id()}.txt`, lines);
};

T.shellHistory = () => {
  emit(`home/dev${id()}/.bash_history`, [
    'ls -la',
    'cd ~/src/shop',
    'git pull',
    O('password', `mysql -h ${host()} -u root -p${V.upwd()} shop`, `mysql -h ${host()} -u root -p shop`),
    O('password', `psql "postgresql://${user()}:${V.upwd()}@${host()}:5432/orders"`, 'psql "$DATABASE_URL"'),
    rnd() < 0.5 ? [S('aws', `export AWS_ACCESS_KEY_ID=${V.awsId()}`), S('aws', `export AWS_SECRET_ACCESS_KEY=${V.awsSecret()}`)] : ['aws configure --profile prod', 'export AWS_PROFILE=prod'],
    'aws s3 ls',
    O('docker', `docker login -u deploybot -p ${V.docker()} docker.io`, 'docker login -u deploybot --password-stdin < ~/.config/docker-token'),
    O('basic-auth', `curl -u admin:${V.upwd()} https://jenkins.internal/api/json`, 'curl -u admin https://jenkins.internal/api/json'),
    'export EDITOR=vim',
    'history | grep password',
    'kubectl get secret db -o jsonpath="{.data.password}" | base64 -d',
    'exit',
  ]);
};

T.zshHistory = () => {
  emit(`home/ops${id()}/.zsh_history`, [
    `: 1710000${int(100, 999)}:0;kubectl config use-context prod`,
    S('password', `: 1710000${int(100, 999)}:0;redis-cli -h cache-01 -a ${V.upwd()} INFO`),
    S('github', `: 1710000${int(100, 999)}:0;git clone https://x-access-token:${V.github()}@github.com/corp/infra.git`),
    O('password', `: 1710000${int(100, 999)}:0;helm upgrade api ./chart --set postgresql.auth.password=${V.upwd()}`, `: 1710000${int(100, 999)}:0;helm upgrade api ./chart -f secrets.yaml`),
    `: 1710000${int(100, 999)}:0;vault kv get -field=password secret/db`,
    `: 1710000${int(100, 999)}:0;openssl rand -hex 32`,
  ]);
};

T.readme = () => {
  emit(`docs/guide-${id()}/README.md`, [
    '# Payments service',
    '',
    '## Configuration',
    '',
    'Copy `.env.example` to `.env` and fill in:',
    '',
    '```bash',
    'export STRIPE_API_KEY=your_api_key_here',
    'export DATABASE_URL=postgres://user:password@localhost:5432/payments',
    'export WEBHOOK_SECRET=<your-webhook-secret>',
    '```',
    '',
    'The AWS examples below use the documentation keys (these are examples, not real keys):',
    '',
    '```',
    'aws_access_key_id = AKIAIOSFODNN7EXAMPLE',
    'aws_secret_access_key = wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    '```',
    '',
    '## Troubleshooting',
    '',
    'If staging returns 401, check the token we use there:',
    '',
    '```',
    S('generic', `curl -H "Authorization: Bearer ${V.tok()}" https://staging-api.example.com/v1/charges`),
    '```',
    '',
    'Passwords must be at least 12 characters and are hashed with argon2id.',
  ]);
};

T.docsRunbook = () => {
  emit(`docs/runbooks/runbook-${id()}.md`, [
    '# On-call runbook: reporting database',
    '',
    '| Setting | Value |',
    '|---|---|',
    `| host | ${host()} |`,
    '| user | reporting |',
    S('password', `| password | \`${V.pwd()}\` |`),
    '',
    'Connect with:',
    '',
    '```sh',
    O('password', `PGPASSWORD='${V.pwd()}' psql -h ${host()} -U reporting analytics`, 'PGPASSWORD="$(vault kv get -field=password secret/reporting)" psql -h localhost -U reporting analytics'),
    '```',
    '',
    'Rotate via `vault write database/rotate-root/reporting`.',
  ]);
};

T.docsSafe = () => {
  emit(`docs/api-${id()}/authentication.md`, [
    '# Authentication',
    '',
    'Send your key in the `X-Api-Key` header:',
    '',
    '```http',
    'GET /v1/orders HTTP/1.1',
    'Host: api.example.com',
    'X-Api-Key: <YOUR_API_KEY>',
    '```',
    '',
    'Or with basic auth: `curl -u "$USER:$PASSWORD" https://api.example.com`.',
    '',
    'Example response:',
    '',
    '```json',
    `{ "id": "${uuid()}", "token_type": "bearer", "access_token": "{{ access_token }}", "expires_in": 3600 }`,
    '```',
    '',
    'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.',
    'An example key looks like `sk_live_` followed by 24 characters, e.g. `sk_live_EXAMPLEKEY000000000000`.',
  ]);
};

T.pythonClient = () => {
  const [kind, gen] = provider();
  const style = pick(['snake', 'scream']);
  emit(`services/py-${id()}/clients/partner.py`, [
    'import base64',
    'import requests',
    '',
    O('basic-auth', `AUTH = "Basic " + "${b64(`${user()}:${V.upwd()}`)}"`, 'AUTH = "Basic " + base64.b64encode(f"{os.environ[\'PARTNER_USER\']}:{os.environ[\'PARTNER_PASS\']}".encode()).decode()'),
    S(kind, `${named([kind, 'api', 'key'], style)} = "${gen()}"`),
    '',
    'def fetch(order_id):',
    '    headers = {',
    '        "Authorization": AUTH,',
    O('generic', `        "X-Api-Key": "${V.hex32()}",`, '        "X-Api-Key": os.environ["PARTNER_API_KEY"],'),
    `        "X-Request-Id": "${uuid()}",`,
    '    }',
    '    return requests.get(f"https://partner.example.com/orders/{order_id}", headers=headers, timeout=10)',
    '',
    'def send_webhook(payload):',
    S('slack-webhook', `    requests.post("${V.slackHook()}", json=payload)`),
  ]);
};

T.pythonScript = () => {
  emit(`scripts/ops-${id()}/backup.py`, [
    '#!/usr/bin/env python3',
    'import subprocess',
    '',
    'def dump():',
    '    subprocess.run([',
    '        "pg_dump",',
    `        "--host=${host()}",`,
    '        "--username=backup",',
    '    ], check=True, env={',
    O('password', `        "PGPASSWORD": "${V.pwd()}",`, '        "PGPASSWORD": os.environ["BACKUP_PGPASSWORD"],'),
    '    })',
    '',
    'def upload(path):',
    O('password', `    cmd = ["rclone", "copy", path, "remote:backups", "--password=${V.upwd()}"]`, '    cmd = ["rclone", "copy", path, "remote:backups", "--password-command=pass show rclone"]'),
    '    subprocess.run(cmd, check=True)',
    '',
    'if __name__ == "__main__":',
    '    dump()',
  ]);
};

T.nodeDocker = () => {
  emit(`scripts/ops-${id()}/start-db.js`, [
    "const Docker = require('dockerode');",
    'const docker = new Docker();',
    'async function main() {',
    '  await docker.createContainer({',
    "    Image: 'postgres:16',",
    S('password', `    Env: ['POSTGRES_USER=app', 'POSTGRES_PASSWORD=${V.upwd()}', 'POSTGRES_DB=app'],`),
    "    HostConfig: { PortBindings: { '5432/tcp': [{ HostPort: '5432' }] } },",
    '  });',
    '}',
    "const defaults = ['PASSWORD=', 'API_KEY=${API_KEY}'];",
    'main();',
  ]);
};

T.shellScript = () => {
  emit(`scripts/ops-${id()}/deploy.sh`, [
    '#!/usr/bin/env bash',
    'set -euo pipefail',
    '',
    'REGION=${AWS_REGION:-eu-west-1}',
    O('password', `DB_PASS='${V.pwd()}'`, 'DB_PASS="$(cat /run/secrets/db_pass)"'),
    S(...(() => { const [k, g] = provider(); return [k, `export ${named([k, 'token'], 'scream')}="${g()}"`]; })()),
    'API_KEY="${API_KEY:?API_KEY must be set}"',
    'ADMIN_PASSWORD=$(aws secretsmanager get-secret-value --secret-id prod/admin --query SecretString --output text)',
    '',
    O('password', `mysqladmin --user=root --password="${V.upwd()}" create shop || true`, 'mysqladmin --user=root --password="$DB_ROOT_PASS" create shop || true'),
    'sha256sum -c checksums.txt',
    `echo "release ${V.hex40()}"`,
  ]);
};

T.privateKeyFile = () => {
  emit(`infra/keys-${id()}/deploy_key`, pemBlock('private-key'));
};

T.privateKeyInCode = () => {
  emit(`services/node-signer-${id()}/src/keys.js`, [
    "// service account key for signing GCS URLs",
    'const serviceAccount = {',
    '  type: "service_account",',
    `  project_id: "shop-prod-${str(6, LO + DIG)}",`,
    `  private_key_id: "${V.hex40()}",`,
    S('private-key', `  private_key: "-----BEGIN PRIVATE KEY-----\\n${str(64, B64)}\\n${str(64, B64)}\\n${str(40, B64)}\\n-----END PRIVATE KEY-----\\n",`),
    `  client_email: "signer@shop-prod.iam.gserviceaccount.com",`,
    '};',
    'module.exports = { serviceAccount };',
  ]);
};

T.publicKeys = () => {
  emit(`infra/keys-${id()}/public.pem`, pubBlock(pick(['PUBLIC KEY', 'CERTIFICATE', 'RSA PUBLIC KEY'])));
};

T.authorizedKeys = () => {
  emit(`infra/keys-${id()}/authorized_keys`, [
    `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${str(43, B64)} alice@laptop`,
    `ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ${str(300, B64)} deploy@ci`,
  ]);
};

T.testVectors = () => {
  emit(`services/crypto-${id()}/test/hmac.test.ts`, [
    "import { hmacSha256 } from '../src/hmac';",
    '',
    "describe('hmac', () => {",
    "  it('matches RFC 4231 case 2', () => {",
    "    const key = 'Jefe';",
    "    const data = 'what do ya want for nothing?';",
    "    expect(hmacSha256(key, data)).toBe('5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843');",
    '  });',
    "  it('rejects empty passwords', () => {",
    "    expect(() => login('user', '')).toThrow('password required');",
    '  });',
    `  const fixtureId = '${uuid()}';`,
    `  const imagePng = 'data:image/png;base64,${str(120, B64)}';`,
    '});',
  ]);
};

T.i18n = () => {
  emit(`web/locales-${id()}/en.json`, [
    '{',
    '  "login": {',
    '    "password": "Password",',
    '    "password_placeholder": "Enter your password",',
    '    "password_too_short": "Password must be at least {{min}} characters",',
    '    "api_key_label": "API key",',
    '    "api_key_help": "You can find your API key under Settings > Developers.",',
    '    "token_expired": "Your session token has expired. Please sign in again.",',
    '    "secret_question": "What was the name of your first pet?"',
    '  }',
    '}',
  ]);
};

T.frontendEnv = () => {
  emit(`web/app-${id()}/.env.local`, [
    'NEXT_PUBLIC_API_URL=https://api.example.com',
    `NEXT_PUBLIC_SENTRY_RELEASE=${V.hex40()}`,
    O('generic', `NEXTAUTH_SECRET=${V.b64secret()}`, 'NEXTAUTH_SECRET='),
    O('oauth-client-secret', `GITHUB_CLIENT_SECRET=${V.hex40()}`, 'GITHUB_CLIENT_SECRET='),
    `GITHUB_CLIENT_ID=Iv1.${str(16, HEX)}`,
    O('stripe-webhook', `STRIPE_WEBHOOK_SECRET=${V.stripeWh()}`, 'STRIPE_WEBHOOK_SECRET=whsec_...'),
    S(...(() => { const [k, g] = provider(); return [k, `${named([k, 'api', 'key'], 'scream')}=${g()}`]; })()),
    'FEATURE_NEW_ONBOARDING=true',
  ]);
};

T.frontendTs = () => {
  emit(`web/app-${id()}/src/lib/analytics.ts`, [
    "import { createClient } from '@supabase/supabase-js';",
    '',
    `export const supabase = createClient('https://${str(20, LO)}.supabase.co', process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY!);`,
    S('generic', `const adminClient = createClient('https://${str(20, LO)}.supabase.co', '${V.jwt()}');`),
    '',
    'export const config = {',
    O('generic', `  'api-secret': '${V.tok()}',`, "  'api-secret': process.env.API_SECRET ?? '',"),
    `  'cache-buster': '${str(8, HEX)}',`,
    "  'password-field': 'password',",
    '};',
    '',
    'export async function login(user: string, password: string) {',
    "  return fetch('/api/login', { method: 'POST', body: JSON.stringify({ user, password }) });",
    '}',
  ]);
};

T.telegramBot = () => {
  emit(`services/bots-${id()}/bot.py`, [
    'from telegram.ext import Application',
    '',
    S('telegram', `BOT_TOKEN = "${V.telegram()}"`),
    S('discord-webhook', `ALERT_WEBHOOK = "${V.discordHook()}"`),
    'app = Application.builder().token(BOT_TOKEN).build()',
  ]);
};

T.aiClient = () => {
  emit(`services/ai-${id()}/llm.py`, [
    'from anthropic import Anthropic',
    'from openai import OpenAI',
    '',
    S('anthropic', `claude = Anthropic(api_key="${V.anthropic()}")`),
    S('openai', `gpt = OpenAI(api_key="${V.openai()}")`),
    'fallback = OpenAI(api_key=os.environ["OPENAI_API_KEY"])',
    'MODEL = "claude-sonnet-4"',
  ]);
};

T.awsCredentials = () => {
  emit(`home/dev${id()}/.aws/credentials`, [
    '[default]',
    S('aws', `aws_access_key_id = ${V.awsId()}`),
    S('aws', `aws_secret_access_key = ${V.awsSecret()}`),
    'region = eu-west-1',
    '',
    '[sandbox]',
    'credential_process = aws-vault exec sandbox --json',
  ]);
};

T.netrc = () => {
  emit(`home/dev${id()}/.netrc`, [
    'machine github.com',
    '  login ci-bot',
    S('github', `  password ${V.github()}`),
    'machine api.heroku.com',
    '  login ops@example.com',
    S('heroku', `  password ${uuid()}`),
  ]);
};

T.pgpass = () => {
  emit(`home/dev${id()}/.pgpass`, [
    S('password', `${host()}:5432:orders:${user()}:${V.upwd()}`),
    S('password', `localhost:5432:*:postgres:${V.upwd()}`),
  ]);
};

T.gitConfig = () => {
  emit(`repos/mirror-${id()}/git-config`, [
    '[core]',
    '\trepositoryformatversion = 0',
    '[remote "origin"]',
    S('gitlab', `\turl = https://oauth2:${V.gitlab()}@gitlab.example.com/platform/api.git`),
    '\tfetch = +refs/heads/*:refs/remotes/origin/*',
    '[remote "upstream"]',
    '\turl = git@github.com:corp/api.git',
  ]);
};

T.lockfile = () => {
  const lines = ['{', '  "name": "web",', '  "lockfileVersion": 3,', '  "packages": {'];
  for (let i = 0; i < 8; i++) {
    lines.push(`    "node_modules/pkg-${str(5, LO)}": {`, `      "version": "1.${int(0, 9)}.${int(0, 9)}",`,
      `      "resolved": "https://registry.npmjs.org/pkg/-/pkg-1.0.0.tgz",`, `      "integrity": "sha512-${str(86, B64)}=="`, '    },');
  }
  lines.push('    "": {}', '  }', '}');
  emit(`web/app-${id()}/package-lock.json`, lines);
};

T.goSum = () => {
  const lines = [];
  for (let i = 0; i < 10; i++) lines.push(`github.com/${str(6, LO)}/${str(5, LO)} v1.${int(0, 20)}.${int(0, 9)} h1:${str(43, B64)}=`);
  emit(`services/go-${id()}/go.sum`, lines);
};

T.featureFlags = () => {
  emit(`config/flags-${id()}.yaml`, [
    'flags:',
    '  password_less_login: { enabled: true, rollout: 20 }',
    '  rotate_api_keys: false',
    '  show_secret_santa_banner: true',
    'password_policy:',
    '  min_length: 14',
    '  require_uppercase: true',
    '  max_age_days: 365',
    'token:',
    '  ttl: 3600',
    '  algorithm: RS256',
    `  kid: "${str(16, HEX)}"`,
    'secret_rotation_days: 30',
  ]);
};

T.placeholdersYaml = () => {
  emit(`config/templates-${id()}/app.yaml.tpl`, [
    'database:',
    '  password: "{{ .Env.DB_PASSWORD }}"',
    `  api_key: ${pick(PLACEHOLDERS)}`,
    `  token: "${pick(PLACEHOLDERS)}"`,
    '  secret: ${VAULT_SECRET}',
    `  client_secret: "${pick(PLACEHOLDERS)}"`,
    '  webhook_secret: "<set in vault>"',
    '  smtp_password: "%(smtp_password)s"',
    '  private_key_path: /etc/app/keys/signing.pem',
  ]);
};

T.base64Assets = () => {
  emit(`web/app-${id()}/src/icons.ts`, [
    `export const logo = 'data:image/svg+xml;base64,${b64('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="' + int(1, 5) + '"/></svg>')}';`,
    `export const font = '${str(200, B64)}';`,
    `export const iconHash = '${V.hex64()}';`,
    `export const nonce = 'n-${str(16, HEX)}';`,
  ]);
};

T.yamlNestedProvider = () => {
  const [kind, gen] = provider();
  emit(`config/integrations-${id()}.yaml`, [
    'integrations:',
    `  ${kind}:`,
    '    enabled: true',
    '    credentials:',
    S(kind, `      ${pick(['token', 'api_key', 'apiKey', 'secret'])}: ${gen()}`),
    '  webhooks:',
    O('webhook-secret', `    signing-secret: ${V.hex40()}`, '    signing-secret: ${WEBHOOK_SIGNING_SECRET}'),
    '    url: https://hooks.example.com/in',
    `    id: ${uuid()}`,
  ]);
};

T.tomlConfig = () => {
  emit(`services/rust-${id()}/config/prod.toml`, [
    '[server]',
    'bind = "0.0.0.0:8080"',
    '',
    '[database]',
    S('db-url', `url = "${dbUrl()}"`),
    'max_connections = 20',
    '',
    '[auth]',
    S('jwt-secret', `jwt_secret = "${V.b64secret()}"`),
    'token_ttl = "15m"',
    'password_min_length = 12',
  ]);
};

T.iniConfig = () => {
  emit(`services/legacy-${id()}/conf/app.ini`, [
    '[mail]',
    'host = smtp.example.com',
    'port = 587',
    'user = alerts',
    S('smtp-password', `pass = ${V.pwd()}`),
    '',
    '[ldap]',
    'bind_dn = cn=svc,dc=example,dc=com',
    O('password', `bind_password = ${V.pwd()}`, 'bind_password = %(LDAP_BIND_PASSWORD)s'),
    '',
    '[security]',
    'password_hash = argon2id',
    'secret_key = ',
  ]);
};

T.kubeconfig = () => {
  emit(`infra/kube-${id()}/kubeconfig.yaml`, [
    'apiVersion: v1',
    'kind: Config',
    'clusters:',
    '- cluster:',
    `    certificate-authority-data: ${str(200, B64)}`,
    '    server: https://k8s.example.com:6443',
    '  name: prod',
    'users:',
    '- name: ci',
    '  user:',
    S('k8s-token', `    token: ${V.jwt()}`),
  ]);
};

T.phpCode = () => {
  emit(`services/php-${id()}/src/Mailer.php`, [
    '<?php',
    'namespace App;',
    '',
    'use PHPMailer\\PHPMailer\\PHPMailer;',
    '',
    'final class Mailer {',
    '    public function create(): PHPMailer {',
    '        $m = new PHPMailer(true);',
    "        $m->Host = 'smtp.example.com';",
    "        $m->Username = 'noreply@example.com';",
    S('smtp-password', `        $m->Password = '${V.pwd()}';`),
    '        return $m;',
    '    }',
    '}',
    O('generic', `define('PAYMENT_API_SECRET', '${V.tok()}');`, "define('PAYMENT_API_SECRET', getenv('PAYMENT_API_SECRET'));"),
    "$db = new PDO(getenv('DSN'), getenv('DB_USER'), getenv('DB_PASS'));",
  ]);
};

T.kotlinCode = () => {
  emit(`mobile/android-${id()}/app/src/main/java/com/example/net/Api.kt`, [
    'package com.example.net',
    '',
    'object Api {',
    '    const val BASE_URL = "https://api.example.com/"',
    S('generic', `    private const val CLIENT_SECRET = "${V.tok()}"`),
    '    val apiKey: String get() = BuildConfig.API_KEY',
    '    const val PASSWORD_MIN = 8',
    '}',
  ]);
};

T.swiftCode = () => {
  emit(`mobile/ios-${id()}/App/Secrets.swift`, [
    'import Foundation',
    '',
    'enum Keys {',
    S('generic', `    static let backendSharedSecret = "${V.tok()}"`),
    '    static let apiBase = URL(string: "https://api.example.com")!',
    '    static let keychainService = "com.example.app.password"',
    '}',
  ]);
};

T.sentryEtc = () => {
  emit(`web/app-${id()}/sentry.client.config.js`, [
    "import * as Sentry from '@sentry/nextjs';",
    `Sentry.init({ dsn: 'https://${str(32, HEX)}@o${int(100000, 999999)}.ingest.sentry.io/${int(1000000, 9999999)}', tracesSampleRate: 0.1 });`,
  ]);
};

T.httpFile = () => {
  const basic = b64(`${user()}:${V.upwd()}`);
  emit(`docs/http-${id()}/requests.http`, [
    '### Create order',
    'POST https://api.example.com/v1/orders',
    'Content-Type: application/json',
    S('basic-auth', `Authorization: Basic ${basic}`),
    '',
    '{ "sku": "A-100", "qty": 2 }',
    '',
    '### Partner callback',
    'POST https://partner.example.com/callback',
    O('generic', `X-Api-Key: ${V.hex40()}`, 'X-Api-Key: {{partnerKey}}'),
    '',
    '### Local',
    'GET http://localhost:8080/health',
    'Authorization: Bearer {{token}}',
  ]);
};

T.javaPropsXml = () => {
  emit(`services/maven-${id()}/settings.xml`, [
    '<settings>',
    '  <servers>',
    '    <server>',
    '      <id>nexus-releases</id>',
    '      <username>deployer</username>',
    S('password', `      <password>${V.pwd()}</password>`),
    '    </server>',
    '    <server>',
    '      <id>nexus-snapshots</id>',
    '      <username>${env.NEXUS_USER}</username>',
    '      <password>${env.NEXUS_PASSWORD}</password>',
    '    </server>',
    '  </servers>',
    '</settings>',
  ]);
};

T.cliFlags = () => {
  emit(`scripts/ops-${id()}/Makefile`, [
    'IMAGE ?= registry.example.com/shop/api',
    'REGISTRY_PASSWORD ?=',
    '',
    'login:',
    S('password', `\tdocker login registry.example.com --username ci --password ${V.upwd()}`),
    '',
    'migrate:',
    O('password', `\tflyway -url=jdbc:postgresql://${host()}/orders -user=flyway -password=${V.upwd()} migrate`, '\tflyway -url=jdbc:postgresql://localhost/orders -user=flyway -password=$(FLYWAY_PASSWORD) migrate'),
    '',
    'test:',
    '\tgo test ./... -count=1',
  ]);
};

T.openapi = () => {
  emit(`docs/api-${id()}/openapi.yaml`, [
    'openapi: 3.0.3',
    'info: { title: Orders, version: 1.4.0 }',
    'components:',
    '  securitySchemes:',
    '    ApiKeyAuth: { type: apiKey, in: header, name: X-API-Key }',
    '    BasicAuth: { type: http, scheme: basic }',
    '  schemas:',
    '    Login:',
    '      type: object',
    '      required: [username, password]',
    '      properties:',
    '        username: { type: string, example: jane.doe }',
    '        password: { type: string, format: password, minLength: 12, example: "<password>" }',
    '        api_key: { type: string, description: Key from the dashboard, example: "YOUR_API_KEY" }',
    `        order_id: { type: string, format: uuid, example: "${uuid()}" }`,
  ]);
};

T.changelog = () => {
  const lines = ['# Changelog', ''];
  for (let i = 0; i < 6; i++) lines.push(`- ${pick(['Rotate API keys on a schedule', 'Fix password reset email', 'Store tokens hashed', 'Upgrade pg to 8.11', 'Add secret scanning to CI'])} (${str(7, HEX)}, ${V.hex40()})`);
  lines.push('', `Release checksum (sha256): ${V.hex64()}`);
  emit(`docs/changes-${id()}/CHANGELOG.md`, lines);
};

T.pyConstants = () => {
  emit(`services/py-${id()}/app/constants.py`, [
    'PASSWORD_MIN_LENGTH = 12',
    'TOKEN_HEADER = "X-Auth-Token"',
    'API_KEY_PREFIX = "ak_"',
    'SECRET_NAME = "prod/orders/db"',
    `DEFAULT_TENANT = "${uuid()}"`,
    `SCHEMA_HASH = "${V.hex40()}"`,
    `EMPTY_MD5 = "d41d8cd98f00b204e9800998ecf8427e"`,
    `ICON = "${str(80, B64)}"`,
    'PASSWORD_RESET_SUBJECT = "Reset your password"',
    'AUTH_TOKEN_TTL = 3600',
  ]);
};

T.csvData = () => {
  const lines = ['id,sku,name,price,checksum'];
  for (let i = 0; i < 10; i++) lines.push(`${uuid()},SKU-${str(8, UP + DIG)},${cap(pick(WORDS))} ${cap(pick(WORDS))},${int(1, 300)}.${int(10, 99)},${V.hex32()}`);
  emit(`db/fixtures/products-${id()}.csv`, lines);
};

// ---------- the mix ----------
const MIX = {
  express: 2, expressJwt: 3, nodeConfigJson: 2, nodeConfigDefault: 6, flask: 3, flaskSafe: 5, django: 2, djangoSafe: 4,
  springProps: 2, springYaml: 2, springJava: 2, javaJdbc: 2, laravelEnv: 2, laravelEnvExample: 4, laravelPhp: 2,
  railsDb: 3, railsInit: 1, goService: 2, goSafe: 5, ghActions: 4, gitlabCi: 4, jenkins: 2, circle: 1,
  terraform: 2, terraformSafe: 4, tfvars: 1, ansible: 2, ansibleVault: 2, helm: 2, k8sSecret: 2, k8sDeploy: 4, k8sConfigMap: 4,
  compose: 2, composeDev: 4, dockerfile: 3, npmrc: 2, notebook: 2, notebookSafe: 4, androidStrings: 2, gradleProps: 1,
  plist: 2, xmlConfig: 1, appsettings: 2, sqlSeed: 2, sqlMigration: 4, logFile: 2, logClean: 6, shellHistory: 2,
  zshHistory: 1, readme: 3, docsRunbook: 2, docsSafe: 6, pythonClient: 2, pythonScript: 1, nodeDocker: 2, shellScript: 1,
  privateKeyFile: 3, privateKeyInCode: 2, publicKeys: 5, authorizedKeys: 3, testVectors: 7, i18n: 5, frontendEnv: 2,
  frontendTs: 2, telegramBot: 1, aiClient: 2, awsCredentials: 2, netrc: 1, pgpass: 1, gitConfig: 2, lockfile: 4, goSum: 4,
  featureFlags: 6, placeholdersYaml: 6, base64Assets: 5, yamlNestedProvider: 2, tomlConfig: 2, iniConfig: 2, kubeconfig: 2,
  phpCode: 2, kotlinCode: 2, swiftCode: 2, sentryEtc: 3, httpFile: 2, javaPropsXml: 2, cliFlags: 2,
  openapi: 5, changelog: 4, pyConstants: 5, csvData: 4,
};

fs.rmSync(out, { recursive: true, force: true });
// Interleave the templates so ids are mixed across families.
const queue = [];
for (const [name, count] of Object.entries(MIX)) for (let i = 0; i < count; i++) queue.push(name);
for (let i = queue.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [queue[i], queue[j]] = [queue[j], queue[i]]; }
for (const name of queue) T[name]();
fs.writeFileSync(path.join(out, 'LABELS.json'), JSON.stringify(labels, null, 1) + '\n');
const byKind = {};
for (const l of labels) byKind[l.kind] = (byKind[l.kind] ?? 0) + 1;
console.log(`${files.length} files, ${labels.length} credentials`);
console.log(Object.entries(byKind).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k}:${v}`).join(' '));

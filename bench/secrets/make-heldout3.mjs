#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout3/: a third held-out set for the secrets scanner, written blind
 * (without reading the scanner, its rules or its other corpora). Seeded, so reruns give the same
 * files. Every credential is random text from the PRNG below; none is a real key.
 *
 *   node bench/secrets/make-heldout3.mjs [--seed N]
 *
 * Source files in eight languages and config in seven formats; each file mixes zero to two planted
 * credentials with realistic non-secrets (placeholders, env and secret-manager reads, hashes,
 * UUIDs used as ids, base64 blobs, public keys, test vectors, prose about passwords) written in
 * the same syntactic places. LABELS.json lists {file, line, kind} for each credential (1-based).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALNUM, B64, cap, DIG, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout3');
const { rnd, int, pick, from, hex, alnum, uuid } = seededRandom(seedFromArgs(3303));
const b64 = (n) => { const s = from(B64, n); return s + '='.repeat((4 - (n % 4)) % 4); };
const WORDS = ['maple', 'orbit', 'falcon', 'copper', 'lantern', 'glacier', 'thistle', 'harbor', 'ember', 'quartz', 'willow', 'saffron', 'cobalt', 'meadow'];
function password() {
  switch (int(5)) {
    case 0: return `${cap(pick(WORDS))}${pick(['!', '#', '$', '%', '&', '*'])}${from(DIG, 3)}${cap(pick(WORDS))}`;
    case 1: return alnum(14 + int(10));
    case 2: return `${pick(WORDS)}-${pick(WORDS)}-${from(DIG, 2)}${pick(['!', '?', '@'])}`;
    case 3: return from(ALNUM, 1) + from(ALNUM + '!@#%^*_-', 17 + int(8));
    default: return `${cap(pick(WORDS))}${from(DIG, 4)}${pick(['!', '.', '#'])}`;
  }
}

// Vendor tokens: shape only, random payloads.
const VENDORS = [
  ['github', 'githubToken', () => `ghp_${alnum(36)}`],
  ['github', 'ghPat', () => `github_pat_${alnum(22)}_${alnum(59)}`],
  ['gitlab', 'gitlabToken', () => `glpat-${from(ALNUM + '_-', 20)}`],
  ['slack', 'slackBotToken', () => `xoxb-${from(DIG, 12)}-${from(DIG, 13)}-${alnum(24)}`],
  ['stripe', 'stripeSecretKey', () => `sk_live_${alnum(24 + int(70) % 76)}`],
  ['stripe', 'stripeRestricted', () => `rk_live_${alnum(34)}`],
  ['google', 'mapsApiKey', () => `AIza${from(ALNUM + '_-', 35)}`],
  ['sendgrid', 'sendgridKey', () => `SG.${from(ALNUM + '_-', 22)}.${from(ALNUM + '_-', 43)}`],
  ['twilio', 'twilioApiKey', () => `SK${hex(32)}`],
  ['npm', 'npmToken', () => `npm_${alnum(36)}`],
  ['mailgun', 'mailgunKey', () => `key-${hex(32)}`],
  ['openai', 'openaiKey', () => `sk-proj-${from(ALNUM + '_-', 48)}`],
  ['anthropic', 'anthropicKey', () => `sk-ant-api03-${from(ALNUM + '_-', 93)}AA`],
  ['shopify', 'shopifyToken', () => `shpat_${hex(32)}`],
  ['digitalocean', 'doToken', () => `dop_v1_${hex(64)}`],
  ['huggingface', 'hfToken', () => `hf_${from(LOW + UP, 34)}`],
  ['pypi', 'pypiToken', () => `pypi-AgEIcHlwaS5vcmc${from(ALNUM + '_-', 60)}`],
  ['telegram', 'telegramBotToken', () => `${from(DIG, 10)}:AA${from(ALNUM + '_-', 33)}`],
  ['datadog', 'datadogApiKey', () => hex(32)],
  ['sentry', 'sentryAuthToken', () => `sntrys_${b64(80).replace(/[+/=]/g, 'x')}`],
  ['linear', 'linearApiKey', () => `lin_api_${alnum(40)}`],
  ['square', 'squareToken', () => `EAAA${from(ALNUM + '-_', 60)}`],
  ['atlassian', 'jiraApiToken', () => `ATATT3xFfGF0${from(ALNUM + '_-', 180)}=${hex(8).toUpperCase()}`],
  ['postman', 'postmanKey', () => `PMAK-${hex(24)}-${hex(34)}`],
  ['heroku', 'herokuApiKey', () => uuid()],
];

/** A credential: kind (label), a natural identifier, a value. */
function credential() {
  const r = int(10);
  if (r < 4) {
    const name = pick(['password', 'dbPassword', 'adminPassword', 'smtpPass', 'redisPassword', 'ldapBindPassword', 'mqPassword', 'passwd', 'keystorePassword', 'clientSecret']);
    return { kind: name === 'clientSecret' ? 'client-secret' : 'password', name, value: name === 'clientSecret' ? alnum(32) : password() };
  }
  const [vendor, name, make] = pick(VENDORS);
  return { kind: `token:${vendor}`, name, value: make() };
}
const snake = (s) => s.replace(/([A-Z])/g, '_$1').toLowerCase();
const screaming = (s) => snake(s).toUpperCase();
const pascal = (s) => s[0].toUpperCase() + s.slice(1);

/** Placeholders and look-alikes that are not credentials. */
function placeholder(name) {
  return pick([
    'changeme', `<${screaming(name)}>`, `\${${screaming(name)}}`, `{{ ${snake(name)} }}`, 'your-api-key-here',
    'REPLACE_ME', 'xxxxxxxxxxxxxxxxxxxxxxxx', '********', '', `YOUR_${screaming(name)}`, '%s', '<redacted>',
    `\${${screaming(name)}:?must be set}`, 'TODO', `<insert ${snake(name).replace(/_/g, ' ')}>`, 'sk_live_XXXXXXXXXXXXXXXXXXXXXXXX',
    'ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx', `{${name}}`, '$(cat /run/secrets/db)', 'none',
  ]);
}

// ---- lines that carry a value, per language -------------------------------------------------
// Each returns one line (or [line, ...] with the value on the first line).
const SRC = {
  ts: [
    (c, v) => `const ${c.name} = "${v}";`,
    (c, v) => `export const settings = {\n  region: 'eu-west-1',\n  ${c.name}: '${v}',\n};`,
    (c, v) => `export async function connect(host, ${c.name} = "${v}") {\n  return new ApiClient({ host, key: ${c.name} });\n}`,
    (c, v) => `export const http = axios.create({\n  baseURL: BASE_URL,\n  headers: { Authorization: \`Bearer ${v}\` },\n});`,
    (c, v) => `export class Keys {\n  static ${screaming(c.name)} = '${v}';\n}`,
    (c, v) => `const client = new ApiClient({ baseUrl: BASE_URL, ${c.name}: "${v}" });`,
    (c, v) => `const mailer = createMailer()\n  .setApiKey("${v}")\n  .build();`,
  ],
  py: [
    (c, v) => `${screaming(c.name)} = "${v}"`,
    (c, v) => `SETTINGS = {\n    "host": "db.internal",\n    "${snake(c.name)}": "${v}",\n}`,
    (c, v) => `class Client:\n    def __init__(self, host="localhost", ${snake(c.name)}="${v}"):\n        self.host = host`,
    (c, v) => `def fetch(url):\n    resp = requests.get(url, headers={"X-Api-Key": "${v}"}, timeout=10)\n    return resp.json()`,
    (c, v) => `conn = psycopg2.connect(host="db.internal", user="svc", password='${v}')`,
    (c, v) => `@dataclass\nclass Settings:\n    ${snake(c.name)}: str = "${v}"`,
  ],
  java: [
    (c, v) => `    private static final String ${screaming(c.name)} = "${v}";`,
    (c, v) => `    @Value("\${app.${snake(c.name)}:${v}}")\n    private String ${c.name};`,
    (c, v) => `    DataSource dataSource() {\n        return DataSourceBuilder.create()\n                .username("app")\n                .password("${v}")\n                .build();\n    }`,
    (c, v) => `    void init(ApiClient client) {\n        client.setApiKey("${v}");\n    }`,
    (c, v) => `    void auth(HttpURLConnection conn) {\n        conn.setRequestProperty("Authorization", "Bearer ${v}");\n    }`,
    (c, v) => `    DataSource ds(Factory factory) {\n        return factory.create("jdbc:postgresql://db:5432/app", "app", "${v}");\n    }`,
  ],
  go: [
    (c, v) => `\tclient := &Client{\n\t\t${pascal(c.name)}: "${v}",\n\t}`,
    (c, v) => `\tconst ${c.name} = "${v}"`,
    (c, v) => `\treq.Header.Set("Authorization", "Bearer ${v}")`,
    (c, v) => `\tcfg := &Config{Host: "10.0.3.7", User: "deploy", ${pascal(c.name)}: "${v}"}`,
  ],
  php: [
    (c, v) => `$config = [\n    '${snake(c.name)}' => '${v}',\n];`,
    (c, v) => `define('${screaming(c.name)}', '${v}');`,
    (c, v) => `$pdo = new PDO($dsn, 'app_user', '${v}');`,
    (c, v) => `$${c.name} = "${v}";`,
  ],
  rb: [
    (c, v) => `  Client.configure do |config|\n    config.${snake(c.name)} = "${v}"\n  end`,
    (c, v) => `  DEFAULTS = {\n    ${snake(c.name)}: '${v}',\n  }.freeze`,
    (c, v) => `  REDIS = Redis.new(host: "cache.internal", password: "${v}")`,
    (c, v) => `  ${screaming(c.name)} = "${v}".freeze`,
  ],
  cs: [
    (c, v) => `            const string ${pascal(c.name)} = "${v}";`,
    (c, v) => `            var cred = new NetworkCredential("svc-reports", "${v}");`,
    (c, v) => `            client.DefaultRequestHeaders.Add("X-Api-Key", "${v}");`,
    (c, v) => `            var opts = new ClientOptions\n            {\n                ${pascal(c.name)} = "${v}",\n            };`,
  ],
  rs: [
    (c, v) => `    const ${screaming(c.name)}: &str = "${v}";`,
    (c, v) => `    let pool = PgPoolOptions::new()\n        .username("app")\n        .password("${v}")\n        .connect_lazy()?;`,
    (c, v) => `    let cfg = Config {\n        ${snake(c.name)}: "${v}".to_string(),\n        ..Default::default()\n    };`,
    (c, v) => `    let req = client.get(URL)\n        .header("Authorization", format!("Bearer {}", "${v}"));`,
  ],
};
const CFG = {
  yaml: [(c, v) => `    ${snake(c.name)}: ${/^[A-Za-z0-9]/.test(v) ? v : `'${v}'`}`, (c, v) => `  ${c.name}: "${v}"`],
  json: [(c, v) => `    "${c.name}": "${v}",`],
  toml: [(c, v) => `${snake(c.name)} = "${v}"`],
  ini: [(c, v) => `${snake(c.name)} = ${v}`],
  env: [(c, v) => `${screaming(c.name)}=${v}`, (c, v) => `export ${screaming(c.name)}="${v}"`],
  properties: [(c, v) => `app.${snake(c.name).replace(/_/g, '-')}=${v}`, (c, v) => `spring.datasource.${c.kind === 'password' ? 'password' : 'api-key'}=${v}`],
  xml: [(c, v) => `    <add key="${pascal(c.name)}" value="${v}" />`, (c, v) => `  <${c.name}>${v}</${c.name}>`],
};

// Non-secret lines per language (env reads, secret managers, ids, hashes, prose).
const BENIGN = {
  ts: () => pick([
    `const apiKey = process.env.PAYMENTS_API_KEY ?? '';`,
    `const password = await secrets.getSecretValue({ SecretId: 'prod/db/password' });`,
    `const requestId = '${uuid()}';`,
    `const checksum = '${hex(64)}'; // sha256 of release tarball`,
    `export const LABELS = { password: 'Password', confirm: 'Confirm your password', forgot: 'Forgot password?' };`,
    `const pixel = 'data:image/png;base64,${b64(96)}';`,
    `const commit = '${hex(40)}';`,
    `if (password.length < 12) throw new Error('password must be at least 12 characters');`,
    `const tokenUrl = 'https://auth.example.com/oauth/token';`,
  ]),
  py: () => pick([
    `API_KEY = os.environ["PAYMENTS_API_KEY"]`,
    `password = os.getenv("DB_PASSWORD", "")`,
    `secret = client.access_secret_version(name="projects/p/secrets/db-password/versions/latest")`,
    `TENANT_ID = "${uuid()}"`,
    `EXPECTED_DIGEST = "${hex(64)}"`,
    `# HMAC-SHA256 test vector from RFC 4231 case 2`,
    `ERRORS = {"password_too_short": _("Your password must contain at least 10 characters.")}`,
    `ICON = "${b64(120)}"`,
  ]),
  java: () => pick([
    `    private final String apiKey = System.getenv("PAYMENTS_API_KEY");`,
    `    @Value("\${spring.datasource.password}")\n    private String dbPassword;`,
    `    private static final String PASSWORD_PARAM = "password";`,
    `    private static final UUID ORG_ID = UUID.fromString("${uuid()}");`,
    `    private final String pwd = vault.read("secret/data/app").getData().get("password");`,
    `    private static final String SHA256_EMPTY = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855";`,
    `    void check(String p) {\n        if (p.isEmpty()) throw new IllegalArgumentException("Password must not be empty");\n    }`,
  ]),
  go: () => pick([
    `\tapiKey := os.Getenv("PAYMENTS_API_KEY")`,
    `\tpassword, err := sm.GetSecretValue(ctx, "prod/db/password")`,
    `\tconst traceID = "${uuid()}"`,
    `\tconst wantSum = "${hex(64)}"`,
    `\treturn errors.New("password must be at least 12 characters")`,
    `\tPasswordEnv: "DB_PASSWORD",`,
  ]),
  php: () => pick([
    `$db = ['password' => env('DB_PASSWORD')];`,
    `$apiKey = getenv('STRIPE_SECRET');`,
    `$messages = ['reset' => 'We have emailed your password reset link!'];`,
    `$orderId = '${uuid()}';`,
    `$hash = '${hex(40)}';`,
  ]),
  rb: () => pick([
    `  config.api_key = ENV.fetch("PAYMENTS_API_KEY")`,
    `  DB_PASSWORD = Rails.application.credentials.dig(:db, :password)`,
    `  ACCOUNT_ID = "${uuid()}"`,
    `  # validates :password, length: { minimum: 12 }, confirmation: true`,
    `  DIGEST = "${hex(64)}"`,
  ]),
  cs: () => pick([
    `            var apiKey = Environment.GetEnvironmentVariable("PAYMENTS_API_KEY");`,
    `            var password = configuration["Database:Password"];`,
    `            var secret = await secretClient.GetSecretAsync("db-password");`,
    `            var tenantId = Guid.Parse("${uuid()}");`,
    `            ModelState.AddModelError("Password", "The password is incorrect.");`,
  ]),
  rs: () => pick([
    `    let api_key = std::env::var("PAYMENTS_API_KEY").expect("PAYMENTS_API_KEY not set");`,
    `    const SHA256_HELLO: &str = "2cf24dba5fb0a30e26e83b2ac5b9e29e1b161e5c1fa7425e73043362938b9824";`,
    `    let id = Uuid::parse_str("${uuid()}")?;`,
    `    if password.is_empty() {\n        return Err(anyhow!("password must not be empty"));\n    }`,
  ]),
};

// ---- file shells -------------------------------------------------------------------------------
const SHELL = {
  ts: (name, body) => [`import { ApiClient } from './api';`, `import { logger } from '../logger';`, ``, `// ${name} service wiring`, ...body, ``, `export default {};`],
  py: (name, body) => [`import os`, `import requests`, `import psycopg2`, ``, `"""${name} integration."""`, ``, ...body, ``],
  java: (name, body) => [`package com.acme.${name.toLowerCase()};`, ``, `import java.util.UUID;`, ``, `public class ${pascal(name)}Config {`, ...body, `}`],
  go: (name, body) => [`package ${name.toLowerCase()}`, ``, `import (`, `\t"errors"`, `\t"os"`, `)`, ``, `func setup() {`, ...body, `}`],
  php: (name, body) => [`<?php`, ``, `namespace App\\${pascal(name)};`, ``, `$dsn = 'pgsql:host=db.internal;dbname=app';`, ...body],
  rb: (name, body) => [`# frozen_string_literal: true`, ``, `module ${pascal(name)}`, ...body, `end`],
  cs: (name, body) => [`using System;`, `using System.Net;`, ``, `namespace Acme.${pascal(name)}`, `{`, `    public class ${pascal(name)}Client`, `    {`, `        public void Configure(HttpClient client)`, `        {`, ...body, `        }`, `    }`, `}`],
  rs: (name, body) => [`use std::env;`, ``, `pub fn build_${name.toLowerCase()}() -> Result<Client> {`, ...body, `}`],
  yaml: (name, body) => [`# ${name} settings`, `${name.toLowerCase()}:`, `  enabled: true`, `  credentials:`, ...body, `  timeout: 30s`],
  json: (name, body) => [`{`, `  "service": "${name.toLowerCase()}",`, `  "auth": {`, ...body, `    "retries": 3`, `  }`, `}`],
  toml: (name, body) => [`[${name.toLowerCase()}]`, `endpoint = "https://${name.toLowerCase()}.internal:8443"`, ...body],
  ini: (name, body) => [`[${name.toLowerCase()}]`, `host = ${name.toLowerCase()}.internal`, `port = 5432`, ...body],
  env: (name, body) => [`# ${name}`, `NODE_ENV=production`, `LOG_LEVEL=info`, ...body],
  properties: (name, body) => [`# ${name}`, `server.port=8080`, `spring.datasource.url=jdbc:postgresql://db:5432/${name.toLowerCase()}`, ...body],
  xml: (name, body) => [`<?xml version="1.0" encoding="utf-8"?>`, `<configuration>`, `  <appSettings>`, ...body, `  </appSettings>`, `</configuration>`],
};
const EXT = { ts: ['ts', 'js', 'tsx', 'mjs'], py: ['py'], java: ['java'], go: ['go'], php: ['php'], rb: ['rb'], cs: ['cs'], rs: ['rs'], yaml: ['yaml', 'yml'], json: ['json'], toml: ['toml'], ini: ['ini', 'cfg'], env: ['env'], properties: ['properties'], xml: ['config', 'xml'] };
const DIRS = ['src', 'services', 'app', 'lib', 'pkg', 'internal', 'config', 'deploy', 'modules/billing', 'cmd/worker'];
const NAMES = ['billing', 'ledger', 'notify', 'search', 'reports', 'ingest', 'gateway', 'catalog', 'mailer', 'inventory', 'audit', 'payouts'];

// Special multi-line credentials: AWS pairs, private keys, connection strings.
function connectionString() {
  const p = password().replace(/[@:/?#%&;^*]/g, '') + from(DIG, 2);
  const u = pick(['app', 'svc_orders', 'admin', 'etl', 'reporter']);
  return pick([
    `postgres://${u}:${p}@pg-primary.internal:5432/orders`,
    `postgresql://${u}:${p}@10.12.0.4/analytics?sslmode=require`,
    `mysql://${u}:${p}@mysql.internal:3306/shop`,
    `mongodb+srv://${u}:${p}@cluster0.ab12c.mongodb.net/prod?retryWrites=true`,
    `redis://:${p}@cache.internal:6379/0`,
    `rediss://default:${p}@redis-prod.internal:6380`,
    `amqp://${u}:${p}@rabbit.internal:5672/vhost`,
    `Server=tcp:sql01.internal,1433;Database=Billing;User Id=${u};Password=${p};Encrypt=True;`,
    `jdbc:mysql://db.internal:3306/app?user=${u}&password=${p}`,
    `nats://${u}:${p}@nats.internal:4222`,
    `clickhouse://${u}:${p}@ch.internal:9000/events`,
    `mssql://${u}:${p}@sql.internal:1433/crm`,
    `Host=pg.internal;Port=5432;Username=${u};Password=${p};Database=crm`,
    `smtp://${u}:${p}@smtp.mailhost.internal:587`,
    `DefaultEndpointsProtocol=https;AccountName=acmeprod${int(90)};AccountKey=${b64(86)}==;EndpointSuffix=core.windows.net`,
  ]);
}
function privateKeyBlock() {
  const type = pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY']);
  const lines = [`-----BEGIN ${type}-----`];
  for (let i = 0; i < 6; i++) lines.push(b64(64).slice(0, 64));
  lines.push(`-----END ${type}-----`);
  return lines;
}
const awsId = () => `AKIA${from('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 16)}`;
const awsSecret = () => from(ALNUM + '+/', 40);

const files = [];
const labels = [];
let creds = 0;
function emit(file, lines) {
  const text = [];
  lines.forEach((l) => {
    if (typeof l === 'object' && l) { labels.push({ file, line: text.length + 1, kind: l.kind }); creds++; text.push(l.text); }
    else text.push(l);
  });
  files.push([file, text.join('\n') + '\n']);
}
let serial = 0;
const fname = (lang, name) => `${pick(DIRS)}/${name}_${++serial}.${pick(EXT[lang])}`;

// 1. Source and config files with 0-2 planted tokens/passwords among benign lines.
const langs = Object.keys(SRC), cfgs = Object.keys(CFG);
for (let i = 0; i < 80; i++) {
  const isSrc = i % 3 !== 2;
  const lang = isSrc ? langs[i % langs.length] : pick(cfgs);
  const writers = isSrc ? SRC[lang] : CFG[lang];
  const name = pick(NAMES);
  const body = [];
  const nCred = pick([0, 0, 1, 1, 2]);
  const nPh = 1 + int(2);
  const slots = [];
  for (let k = 0; k < nCred; k++) slots.push('cred');
  for (let k = 0; k < nPh; k++) slots.push('ph');
  for (let k = 0; k < 2 + int(3); k++) slots.push('benign');
  slots.sort(() => rnd() - 0.5);
  for (const s of slots) {
    const c = credential();
    if (s === 'cred') {
      let done = false;
      for (const l of pick(writers)(c, c.value).split('\n')) {
        if (!done && l.includes(c.value)) { body.push({ kind: c.kind, text: l }); done = true; } else body.push(l);
      }
    } else if (s === 'ph') body.push(...pick(writers)(c, placeholder(c.name)).split('\n'));
    else if (isSrc) body.push(...BENIGN[lang]().split('\n'));
  }
  emit(fname(lang, name), SHELL[lang](name, body));
}

// 2. Connection strings in many places.
for (let i = 0; i < 18; i++) {
  const cs = connectionString();
  const lang = pick(['ts', 'py', 'java', 'go', 'cs', 'yaml', 'env', 'json', 'properties', 'rb']);
  const line = {
    ts: `const pool = new Pool({ connectionString: "${cs}" });`,
    py: `DATABASE_URL = "${cs}"`,
    java: `    private final String url = "${cs}";`,
    go: `\tdsn := "${cs}"`,
    cs: `            optionsBuilder.UseSqlServer("${cs}");`,
    yaml: `    url: "${cs}"`,
    env: `DATABASE_URL=${cs}`,
    json: `    "connectionString": "${cs}",`,
    properties: `app.datasource.url=${cs}`,
    rb: `  url: "${cs}",`,
  }[lang];
  const phLine = {
    ts: `const replica = process.env.REPLICA_URL || 'postgres://localhost:5432/dev';`,
    py: `FALLBACK_URL = "postgres://user:password@localhost:5432/dbname"`,
    java: `    private final String docs = "mysql://<user>:<password>@<host>:3306/<db>";`,
    go: `\t// dsn format: postgres://USER:PASSWORD@HOST:PORT/DB`,
    cs: `            var local = "Server=(localdb)\\\\mssqllocaldb;Database=Dev;Trusted_Connection=True;";`,
    yaml: `    replica: "\${REPLICA_URL}"`,
    env: `CACHE_URL=redis://localhost:6379/0`,
    json: `    "replica": "postgres://\${PGUSER}:\${PGPASSWORD}@\${PGHOST}/app",`,
    properties: `app.cache.url=redis://\${REDIS_USER}:\${REDIS_PASSWORD}@redis:6379`,
    rb: `  replica: ENV["REPLICA_URL"],`,
  }[lang];
  const name = pick(NAMES);
  emit(fname(lang, name), SHELL[lang](name, rnd() < 0.5 ? [{ kind: 'connection-string', text: line }, phLine] : [phLine, { kind: 'connection-string', text: line }]));
}

// 3. AWS pairs (both lines labelled).
for (let i = 0; i < 7; i++) {
  const id = awsId(), sk = awsSecret();
  const lang = ['py', 'ts', 'java', 'env', 'ini', 'yaml', 'go'][i];
  const pair = {
    py: [`session = boto3.Session(`, { kind: 'aws-access-key', text: `    aws_access_key_id="${id}",` }, { kind: 'aws-secret-key', text: `    aws_secret_access_key="${sk}",` }, `    region_name="eu-west-1")`],
    ts: [`const s3 = new S3Client({ region: 'us-east-1', credentials: {`, { kind: 'aws-access-key', text: `  accessKeyId: '${id}',` }, { kind: 'aws-secret-key', text: `  secretAccessKey: '${sk}',` }, `} });`],
    java: [`    private final AwsBasicCredentials creds = AwsBasicCredentials.create(`, { kind: 'aws-access-key', text: `            "${id}",` }, { kind: 'aws-secret-key', text: `            "${sk}");` }],
    env: [{ kind: 'aws-access-key', text: `AWS_ACCESS_KEY_ID=${id}` }, { kind: 'aws-secret-key', text: `AWS_SECRET_ACCESS_KEY=${sk}` }, `AWS_REGION=eu-central-1`],
    ini: [`[default]`, { kind: 'aws-access-key', text: `aws_access_key_id = ${id}` }, { kind: 'aws-secret-key', text: `aws_secret_access_key = ${sk}` }],
    yaml: [`  aws:`, { kind: 'aws-access-key', text: `    accessKeyId: ${id}` }, { kind: 'aws-secret-key', text: `    secretAccessKey: ${sk}` }],
    go: [`\tcreds := credentials.NewStaticCredentialsProvider(`, { kind: 'aws-access-key', text: `\t\t"${id}",` }, { kind: 'aws-secret-key', text: `\t\t"${sk}",` }, `\t\t"")`],
  }[lang];
  const name = pick(NAMES);
  emit(fname(lang, name), SHELL[lang](name, [...pair, lang === 'py' ? `ROLE_ARN = "arn:aws:iam::${from(DIG, 12)}:role/deploy"` : '']));
}

// 4. Private keys (BEGIN line labelled) in PEM files, source strings and YAML blocks; public keys apart.
for (let i = 0; i < 6; i++) {
  const [begin, ...rest] = privateKeyBlock();
  const where = i % 3;
  if (where === 0) emit(`deploy/keys/${pick(NAMES)}_${++serial}.pem`, [{ kind: 'private-key', text: begin }, ...rest]);
  else if (where === 1) emit(`config/${pick(NAMES)}_${++serial}.yaml`, [`tls:`, `  cert: /etc/ssl/certs/app.crt`, `  key: |`, { kind: 'private-key', text: `    ${begin}` }, ...rest.map((l) => `    ${l}`)]);
  else emit(`src/${pick(NAMES)}_${++serial}.py`, [`SIGNING_KEY = """`, { kind: 'private-key', text: begin }, ...rest, `"""`, ``, `def sign(payload):`, `    return jwt.encode(payload, SIGNING_KEY, algorithm="RS256")`]);
}
for (let i = 0; i < 4; i++) {
  const body = Array.from({ length: 5 }, () => b64(64).slice(0, 64));
  if (i % 2) emit(`deploy/keys/${pick(NAMES)}_${++serial}.pub`, [`ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${alnum(43)} deploy@ci`]);
  else emit(`config/${pick(NAMES)}_${++serial}_public.pem`, [`-----BEGIN PUBLIC KEY-----`, ...body, `-----END PUBLIC KEY-----`]);
}

// 5. Webhooks and bearer JWTs in HTTP client code.
for (let i = 0; i < 5; i++) {
  const hook = `https://hooks.slack.com/services/T${from(UP + DIG, 10)}/B${from(UP + DIG, 10)}/${alnum(24)}`;
  emit(fname('ts', 'alerts'), SHELL.ts('alerts', [`export async function notify(text: string) {`, { kind: 'webhook', text: `  await fetch("${hook}", { method: "POST", body: JSON.stringify({ text }) });` }, `}`]));
}
for (let i = 0; i < 4; i++) {
  const jwt = `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${b64(60).replace(/[+/=]/g, 'A')}.${from(ALNUM + '_-', 43)}`;
  const lang = ['py', 'go', 'cs', 'rs'][i];
  const line = { py: `r = httpx.get(API, headers={"Authorization": "Bearer ${jwt}"})`, go: `\treq.Header.Add("Authorization", "Bearer ${jwt}")`, cs: `            request.Headers.Authorization = new AuthenticationHeaderValue("Bearer", "${jwt}");`, rs: `    let req = client.get(URL).bearer_auth("${jwt}");` }[lang];
  emit(fname(lang, 'sync'), SHELL[lang]('sync', [...BENIGN[lang]().split('\n'), { kind: 'jwt', text: line }]));
}

// 6. Files with no credential at all: docs, i18n, lockfile-like hashes, test vectors, fixtures of ids.
const docs = () => [`# Configuring authentication`, ``, `Set \`DB_PASSWORD\` in the environment; never commit a password.`, `The API key is read from \`PAYMENTS_API_KEY\`. Rotate your token every 90 days.`, ``, '```bash', `export PAYMENTS_API_KEY=<your-api-key>`, `export DB_PASSWORD='changeme'`, '```', ``, `| Setting | Example |`, `|---|---|`, `| password | \`********\` |`, `| api_key | \`sk_live_...\` |`];
for (let i = 0; i < 5; i++) emit(`docs/auth_${++serial}.md`, docs());
for (let i = 0; i < 5; i++) emit(`locales/${pick(['en', 'de', 'fr'])}_${++serial}.json`, [`{`, `  "login.password": "Password",`, `  "login.password.hint": "At least 12 characters, one digit",`, `  "login.token.expired": "Your session token has expired",`, `  "settings.apiKey.label": "API key",`, `  "settings.apiKey.placeholder": "sk_live_xxxxxxxxxxxx"`, `}`]);
for (let i = 0; i < 3; i++) emit(`src/vendor_${++serial}.lock.json`, [`{`, ...Array.from({ length: 6 }, () => `  "pkg-${alnum(6).toLowerCase()}": { "version": "1.${int(9)}.${int(20)}", "integrity": "sha512-${b64(86)}==", "resolved": "https://registry.npmjs.org/x/-/x-1.0.0.tgz" },`), `  "end": {}`, `}`]);
emit(`src/crypto/hmac_vectors_${++serial}.py`, [`# RFC 4231 test case 2`, `KEY = b"Jefe"`, `DATA = b"what do ya want for nothing?"`, `EXPECTED = "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"`, ``, `def test_vector():`, `    assert hmac.new(KEY, DATA, hashlib.sha256).hexdigest() == EXPECTED`]);
emit(`src/ids_${++serial}.ts`, [`export const TENANTS = [`, ...Array.from({ length: 8 }, () => `  { id: '${uuid()}', region: '${pick(['eu', 'us', 'ap'])}', sha: '${hex(40)}' },`), `];`]);
emit(`app/assets_${++serial}.js`, [`export const LOGO = "data:image/svg+xml;base64,${b64(200)}";`, `export const FONT_HASH = "${hex(64)}";`]);
emit(`config/sealed_${++serial}.yaml`, [`apiVersion: bitnami.com/v1alpha1`, `kind: SealedSecret`, `spec:`, `  encryptedData:`, `    password: AgB${b64(200).replace(/[+/=]/g, 'Q')}`]);
emit(`deploy/helm_${++serial}.yaml`, [`env:`, `  - name: DB_PASSWORD`, `    valueFrom:`, `      secretKeyRef:`, `        name: db-credentials`, `        key: password`, `  - name: API_TOKEN`, `    value: "{{ .Values.apiToken }}"`]);
emit(`.github/workflows/deploy_${++serial}.yml`, [`jobs:`, `  deploy:`, `    steps:`, `      - run: ./deploy.sh`, `        env:`, `          NPM_TOKEN: \${{ secrets.NPM_TOKEN }}`, `          AWS_SECRET_ACCESS_KEY: \${{ secrets.AWS_SECRET_ACCESS_KEY }}`]);
emit(`src/forms_${++serial}.tsx`, [`export function Login() {`, `  return <input type="password" name="password" placeholder="Enter your password" autoComplete="current-password" />;`, `}`]);
emit(`app/models/user_${++serial}.rb`, [`class User < ApplicationRecord`, `  has_secure_password`, `  PASSWORD_FORMAT = /\\A(?=.*\\d)(?=.*[a-z]).{12,}\\z/`, `end`]);

fs.rmSync(out, { recursive: true, force: true });
for (const [file, text] of files) {
  fs.mkdirSync(path.join(out, path.dirname(file)), { recursive: true });
  fs.writeFileSync(path.join(out, file), text);
}
fs.writeFileSync(path.join(out, 'LABELS.json'), JSON.stringify(labels, null, 1) + '\n');
console.log(`heldout3: ${files.length} files, ${creds} credentials`);

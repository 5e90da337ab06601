#!/usr/bin/env node
/**
 * Writes the labelled secrets corpus under bench/secrets/corpus (committed; re-running it with the
 * same seed writes the same files). Each template plants secrets among look-alikes that must stay
 * quiet: hashes, UUIDs, placeholders, environment reads, templates, test fixtures, base64 images,
 * lockfile integrity lines, documentation examples. Every secret value below is random and fake.
 *
 * labels.json lists, per file, the line of every planted secret that a scanner should report (a
 * key block: its BEGIN line; an AWS key pair: both lines)
 * (severity above informative) and the rule expected to report it (`generic-secret` for generic).
 * Known-hard cases are labelled too (they count against recall when missed).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const OUT = path.join(here, 'corpus');

// Seeded PRNG (mulberry32) so the corpus is reproducible.
let seed = 0x5eed1234;
function random() {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const SETS = {
  alnum: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789',
  b32: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567',
  hex: '0123456789abcdef',
  b64: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/',
  b64url: 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_',
  digits: '0123456789',
  pw: 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789!#%&*+-=?@^_',
};
const r = (set, n) => Array.from({ length: n }, () => SETS[set][Math.floor(random() * SETS[set].length)]).join('');
const pick = (list) => list[Math.floor(random() * list.length)];
const uuid = () => `${r('hex', 8)}-${r('hex', 4)}-4${r('hex', 3)}-a${r('hex', 3)}-${r('hex', 12)}`;
const b64url = (o) => Buffer.from(JSON.stringify(o)).toString('base64url');

// Secret makers.
const S = {
  password: () => r('pw', 10) + r('digits', 1) + '!' + r('alnum', 3),
  aws: () => 'AKIA' + r('b32', 16),
  awsSecret: () => r('b64', 40).replace(/^[+/]/, 'Q'),
  github: () => 'ghp_' + r('alnum', 36),
  githubFine: () => `github_pat_${r('alnum', 22)}_${r('alnum', 59)}`,
  gitlab: () => 'glpat-' + r('alnum', 20),
  npm: () => 'npm_' + r('alnum', 36),
  pypi: () => 'pypi-AgEIcHlwaS5vcmc' + r('b64url', 140),
  stripe: () => 'sk_live_' + r('alnum', 34),
  slackBot: () => `xoxb-${r('digits', 12)}-${r('digits', 13)}-${r('alnum', 24)}`,
  slackHook: () => `https://hooks.slack.com/services/T${r('upper', 8)}/B${r('upper', 10)}/${r('alnum', 24)}`,
  twilio: () => r('hex', 32),
  sendgrid: () => `SG.${r('b64url', 22)}.${r('b64url', 43)}`,
  mailgun: () => 'key-' + r('hex', 32),
  openai: () => `sk-proj-${r('b64url', 74)}T3BlbkFJ${r('b64url', 74)}`,
  anthropic: () => `sk-ant-api03-${r('b64url', 93)}AA`,
  hf: () => 'hf_' + r('alnum', 34),
  google: () => 'AIza' + r('b64url', 35),
  shopify: () => 'shpat_' + r('hex', 32),
  square: () => 'EAAA' + r('b64url', 60),
  discord: () => `M${r('b64url', 25)}.${r('b64url', 6)}.${r('b64url', 38)}`,
  telegram: () => `${r('digits', 10)}:AA${r('b64url', 33)}`,
  heroku: () => uuid(),
  digitalocean: () => 'dop_v1_' + r('hex', 64),
  datadog: () => r('hex', 32),
  sentryDsn: () => `https://${r('hex', 32)}:${r('hex', 32)}@o${r('digits', 6)}.ingest.sentry.io/${r('digits', 7)}`,
  atlassian: () => `ATATT3${r('b64url', 170)}=${r('hex', 8).toUpperCase()}`,
  azureKey: () => r('b64', 86) + '==',
  jwt: () => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url({ sub: r('digits', 9), scope: 'admin', exp: 1893456000 })}.${r('b64url', 43)}`,
  vault: () => 'hvs.' + r('b64url', 95),
  databricks: () => 'dapi' + r('hex', 32),
  pemBody: (n) => r('b64', n).match(/.{1,64}/g),
  hexSecret: (n) => r('hex', n),
  alnumSecret: (n) => r('alnum', n),
};
const pem = (label, n) => {
  const body = S.pemBody(n);
  return { text: `-----BEGIN ${label}-----\n${body.join('\n')}\n-----END ${label}-----\n`, first: body[0] };
};

// Look-alikes.
const sha256 = () => r('hex', 64);
const sha1 = () => r('hex', 40);
const md5 = () => r('hex', 32);
const sri = () => 'sha512-' + r('b64', 86) + '==';
const pngBase64 = () => 'iVBORw0KGgoAAAANSUhEUgAA' + r('b64', 600);

/** A template returns { path, text, secrets: [{ value, rule }] }; value is a substring on the secret's line. */
const templates = [];
const T = (fn) => templates.push(fn);

T((i) => {
  const pw = S.password(), stripe = S.stripe();
  return {
    path: `services/billing-${i}/.env`,
    text: `# billing service\nNODE_ENV=production\nPORT=80${i}0\nDB_HOST=db.internal\nDB_USER=billing\nDB_PASSWORD=${pw}\nSTRIPE_SECRET_KEY=${stripe}\nSTRIPE_PUBLISHABLE_KEY=pk_live_${r('alnum', 24)}\nREDIS_URL=redis://cache:6379/0\nSESSION_SECRET=\${SESSION_SECRET}\nLOG_LEVEL=info\nREQUEST_ID_HEADER=x-request-id\nBUILD_SHA=${sha1()}\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }, { value: stripe, rule: 'stripe-secret-key' }],
  };
});
T((i) => ({
  path: `services/app-${i}/.env.example`,
  text: `DB_PASSWORD=changeme\nSTRIPE_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nGITHUB_TOKEN=<your-github-token>\nAWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nAWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nAPI_KEY=\nJWT_SECRET=replace-me-with-a-long-random-string\nSENTRY_DSN=https://examplePublicKey@o0.ingest.sentry.io/0\n`,
  secrets: [],
}));
T((i) => {
  const pw = S.password();
  return {
    path: `deploy/stack-${i}/docker-compose.yml`,
    text: `version: "3.9"\nservices:\n  db:\n    image: postgres@sha256:${sha256()}\n    environment:\n      POSTGRES_USER: app\n      POSTGRES_PASSWORD: ${pw}\n      POSTGRES_DB: app\n  api:\n    image: ghcr.io/acme/api:1.${i}.0\n    environment:\n      DATABASE_URL: postgres://app:\${POSTGRES_PASSWORD}@db:5432/app\n      API_TOKEN: \${API_TOKEN}\n      TRACE_ID: ${uuid()}\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});
T((i) => {
  const pw = Buffer.from(S.password()).toString('base64');
  return {
    path: `k8s/overlays/prod-${i}/db-secret.yaml`,
    text: `apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-credentials\n  annotations:\n    checksum/config: ${sha256()}\ntype: Opaque\ndata:\n  username: YmlsbGluZw==\n  password: ${pw}\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});
T((i) => ({
  path: `.github/workflows/release-${i}.yml`,
  text: `name: release\non: [push]\njobs:\n  publish:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@${sha1()}\n      - uses: actions/setup-node@${sha1()}\n      - run: npm publish\n        env:\n          NODE_AUTH_TOKEN: \${{ secrets.NPM_TOKEN }}\n          GITHUB_TOKEN: \${{ secrets.GITHUB_TOKEN }}\n`,
  secrets: [],
}));
T((i) => {
  const tok = S.gitlab();
  return {
    path: `infra/ci-${i}/.gitlab-ci.yml`,
    text: `variables:\n  DOCKER_DRIVER: overlay2\n  RELEASE_TOKEN: "${tok}"\n\nbuild:\n  script:\n    - docker login -u gitlab-ci-token -p $CI_JOB_TOKEN $CI_REGISTRY\n    - echo "checksum ${sha256()}"\n`,
    secrets: [{ value: tok, rule: 'gitlab-token' }],
  };
});
T((i) => {
  const pw = S.password();
  return {
    path: `src/main/resources/application-${i}.properties`,
    text: `server.port=8080\nspring.datasource.url=jdbc:postgresql://db:5432/orders\nspring.datasource.username=orders\nspring.datasource.password=${pw}\nspring.datasource.password.file=/run/secrets/db\napp.jwt.expiration=3600\nmanagement.endpoints.web.exposure.include=health\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});
T((i) => {
  const jwtSecret = S.alnumSecret(48);
  return {
    path: `src/main/resources/application-prod-${i}.yml`,
    text: `spring:\n  datasource:\n    password: \${DB_PASSWORD:}\n    username: \${DB_USER:app}\napp:\n  jwt:\n    secret: ${jwtSecret}\n    issuer: orders\n  cache:\n    key-prefix: orders\n`,
    secrets: [{ value: jwtSecret, rule: 'generic-secret' }],
  };
});
T((i) => {
  const pw = S.alnumSecret(18);
  return {
    path: `src/Billing.Api${i}/appsettings.Production.json`,
    text: `{\n  "Logging": { "LogLevel": { "Default": "Warning" } },\n  "ConnectionStrings": {\n    "Default": "Server=sql01;Database=Billing;User Id=billing_app;Password=${pw};TrustServerCertificate=true"\n  },\n  "Jwt": { "Issuer": "billing", "KeyId": "${uuid()}" },\n  "AllowedHosts": "*"\n}\n`,
    secrets: [{ value: pw, rule: 'connection-string-password' }],
  };
});
T((i) => ({
  path: `packages/ui-${i}/package.json`,
  text: `{\n  "name": "@acme/ui-${i}",\n  "version": "2.${i}.1",\n  "scripts": { "build": "tsc", "test": "vitest" },\n  "dependencies": { "react": "18.3.1", "clsx": "2.1.1" },\n  "publishConfig": { "registry": "https://npm.pkg.github.com" },\n  "gitHead": "${sha1()}"\n}\n`,
  secrets: [],
}));
T((i) => {
  const deps = Array.from({ length: 12 }, (_, k) => `    "node_modules/pkg-${i}-${k}": {\n      "version": "1.${k}.0",\n      "resolved": "https://registry.npmjs.org/pkg-${i}-${k}/-/pkg-${i}-${k}-1.${k}.0.tgz",\n      "integrity": "${sri()}"\n    }`).join(',\n');
  return { path: `apps/web-${i}/package-lock.json`, text: `{\n  "name": "web",\n  "lockfileVersion": 3,\n  "packages": {\n${deps}\n  }\n}\n`, secrets: [] };
});
T((i) => {
  const deps = Array.from({ length: 10 }, (_, k) => `lib-${k}@^1.0.0:\n  version "1.${k}.${i}"\n  resolved "https://registry.yarnpkg.com/lib-${k}/-/lib-${k}-1.${k}.${i}.tgz#${sha1()}"\n  integrity ${sri()}\n`).join('\n');
  return { path: `apps/admin-${i}/yarn.lock`, text: `# yarn lockfile v1\n\n${deps}`, secrets: [] };
});
T((i) => {
  const key = 'django-insecure-' + r('pw', 40).replace(/['\\]/g, 'x');
  return {
    path: `backend/site${i}/settings.py`,
    text: `import os\nfrom pathlib import Path\n\nBASE_DIR = Path(__file__).resolve().parent.parent\nSECRET_KEY = '${key}'\nDEBUG = False\nALLOWED_HOSTS = ['api.acme.io']\nDATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.postgresql',\n        'NAME': 'app',\n        'USER': 'app',\n        'PASSWORD': os.environ.get('DB_PASSWORD', ''),\n        'HOST': os.environ['DB_HOST'],\n    }\n}\nAUTH_PASSWORD_VALIDATORS = [{'NAME': 'django.contrib.auth.password_validation.MinimumLengthValidator'}]\nPASSWORD_HASHERS = ['django.contrib.auth.hashers.Argon2PasswordHasher']\n`,
    secrets: [{ value: key, rule: 'generic-secret' }],
  };
});
T((i) => {
  const tok = S.github();
  return {
    path: `tools/sync_issues_${i}.py`,
    text: `import os\nimport requests\n\nAPI = "https://api.github.com"\n# The token used to be read from the environment:\n# token = os.getenv("GITHUB_TOKEN")\nHEADERS = {"Authorization": "token ${tok}", "Accept": "application/vnd.github+json"}\n\n\ndef issues(repo):\n    return requests.get(f"{API}/repos/{repo}/issues", headers=HEADERS, timeout=10).json()\n`,
    secrets: [{ value: tok, rule: 'github-token' }],
  };
});
T((i) => {
  const id = S.aws(), secret = S.awsSecret();
  return {
    path: `jobs/export_${i}/upload.py`,
    text: `import boto3\n\n\ndef client():\n    return boto3.client(\n        "s3",\n        aws_access_key_id="${id}",\n        aws_secret_access_key="${secret}",\n        region_name="eu-west-1",\n    )\n`,
    secrets: [{ value: id, rule: 'aws-access-key-id' }, { value: secret, rule: 'aws-access-key-id' }],
  };
});
T((i) => {
  const tok = S.github();
  return {
    path: `tests/integration/test_client_${i}.py`,
    text: `import pytest\n\nFAKE_PASSWORD = "${S.password()}"\nTOKEN = "${tok}"\n\n\ndef test_login(client):\n    assert client.login("alice", FAKE_PASSWORD)\n`,
    secrets: [], // test fixture: generic skipped, provider informative
  };
});
T((i) => {
  const key = S.google();
  return {
    path: `web/src/firebase-${i}.js`,
    text: `import { initializeApp } from 'firebase/app';\n\nconst firebaseConfig = {\n  apiKey: "${key}",\n  authDomain: "acme-${i}.firebaseapp.com",\n  projectId: "acme-${i}",\n  appId: "1:${r('digits', 12)}:web:${r('hex', 22)}",\n  measurementId: "G-${r('upper', 10)}",\n};\n\nexport const app = initializeApp(firebaseConfig);\n`,
    secrets: [{ value: key, rule: 'google-api-key' }],
  };
});
T((i) => {
  const secret = S.alnumSecret(32);
  return {
    path: `api/src/auth-${i}.js`,
    text: `const jwt = require('jsonwebtoken');\nconst crypto = require('crypto');\n\nconst SECRET = process.env.JWT_SECRET;\n\nfunction issue(user) {\n  return jwt.sign({ sub: user.id }, '${secret}', { expiresIn: '1h' });\n}\n\nfunction etag(body) {\n  return crypto.createHash('sha1').update(body).digest('hex');\n}\n\nmodule.exports = { issue, etag, SECRET };\n`,
    secrets: [{ value: secret, rule: 'generic-secret' }],
  };
});
T((i) => {
  const key = S.stripe();
  return {
    path: `server/src/payments/stripe-client-${i}.ts`,
    text: `import Stripe from 'stripe';\n\nconst CHECKSUM = '${md5()}';\nconst REQUEST_NAMESPACE = '${uuid()}';\n\nexport class PaymentsClient {\n  private readonly stripeKey = '${key}';\n  private readonly client = new Stripe(this.stripeKey, { apiVersion: '2024-06-20' });\n}\n`,
    secrets: [{ value: key, rule: 'stripe-secret-key' }],
  };
});
T((i) => ({
  path: `web/src/components/LoginForm${i}.tsx`,
  text: `import { useState } from 'react';\n\nconst PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\\d).{12,}$/;\nconst labels = { password: 'Mot de passe', token: 'Jeton', confirmPassword: 'Confirmer le mot de passe' };\n\nexport function LoginForm() {\n  const [password, setPassword] = useState('');\n  const passwordInputId = 'login-password-input';\n  return <input type="password" id={passwordInputId} placeholder="Password" value={password} onChange={(e) => setPassword(e.target.value)} />;\n}\n`,
  secrets: [],
}));
T((i) => {
  const secret = S.alnumSecret(40);
  return {
    path: `src/main/java/com/acme/orders${i}/PaymentGateway.java`,
    text: `package com.acme.orders${i};\n\nimport org.springframework.beans.factory.annotation.Value;\n\npublic class PaymentGateway {\n    private static final String API_SECRET = "${secret}";\n    private static final String ENDPOINT = "https://pay.acme.io/v2";\n\n    @Value("\${payments.password}")\n    private String password;\n\n    private final String apiKey = System.getenv("PAYMENTS_API_KEY");\n}\n`,
    secrets: [{ value: secret, rule: 'generic-secret' }],
  };
});
T((i) => {
  const pw = S.password();
  return {
    path: `src/main/java/com/acme/report${i}/ReportDao.java`,
    text: `package com.acme.report${i};\n\nimport java.sql.Connection;\nimport java.sql.DriverManager;\n\nclass ReportDao {\n    Connection open() throws Exception {\n        String url = "jdbc:mysql://reports:3306/reports";\n        return DriverManager.getConnection(url, "reporter", "${pw}");\n    }\n}\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});
T((i) => ({
  path: `src/test/java/com/acme/report${i}/ReportDaoTest.java`,
  text: `package com.acme.report${i};\n\nclass ReportDaoTest {\n    private static final String PASSWORD = "${S.password()}";\n    private static final String API_KEY = "${S.alnumSecret(32)}";\n}\n`,
  secrets: [],
}));
T((i) => {
  const tok = S.npm();
  return {
    path: `docker/builder-${i}/Dockerfile`,
    text: `FROM node:20-alpine AS build\nARG NPM_TOKEN\nENV NODE_ENV=production\nENV NPM_CONFIG_TOKEN=${tok}\nWORKDIR /app\nCOPY package*.json ./\nRUN echo "//registry.npmjs.org/:_authToken=\${NPM_TOKEN}" > .npmrc && npm ci\nCOPY . .\nRUN npm run build\nLABEL org.opencontainers.image.revision=${sha1()}\n`,
    secrets: [{ value: tok, rule: 'npm-access-token' }],
  };
});
T((i) => {
  const hook = S.slackHook();
  return {
    path: `scripts/notify-${i}.sh`,
    text: `#!/usr/bin/env bash\nset -euo pipefail\nexport VAULT_ADDR=https://vault.internal:8200\nexport DB_PASSWORD="$(vault kv get -field=password secret/db)"\nexport SLACK_WEBHOOK_URL="${hook}"\nexport CHECKSUM=${sha256()}\ncurl -sS -X POST -H 'Content-type: application/json' --data '{"text":"deployed"}' "$SLACK_WEBHOOK_URL"\n`,
    secrets: [{ value: hook.split('/services/')[1], rule: 'slack-webhook-url' }],
  };
});
T((i) => {
  const pw = S.password();
  return {
    path: `terraform/env-${i}/main.tf`,
    text: `resource "aws_db_instance" "orders" {\n  identifier        = "orders-${i}"\n  engine            = "postgres"\n  username          = "orders"\n  password          = "${pw}"\n  skip_final_snapshot = true\n}\n\nresource "aws_db_instance" "audit" {\n  password = var.audit_db_password\n  source_code_hash = filebase64sha256("lambda.zip")\n}\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});
T((i) => {
  const tok = S.digitalocean();
  return {
    path: `terraform/do-${i}/terraform.tfvars`,
    text: `region = "ams3"\ndroplet_size = "s-2vcpu-4gb"\ndo_token = "${tok}"\nssh_fingerprint = "${r('hex', 2)}:${r('hex', 2)}:${r('hex', 2)}:${r('hex', 2)}"\n`,
    secrets: [{ value: tok, rule: 'digitalocean-token' }],
  };
});
T((i) => {
  const key = S.openai();
  const cells = [
    { cell_type: 'markdown', metadata: {}, source: ['# Churn analysis\n', 'Uses the OpenAI API.'] },
    { cell_type: 'code', metadata: {}, execution_count: 1, outputs: [], source: ['import openai\n', `openai.api_key = "${key}"\n`] },
    { cell_type: 'code', metadata: {}, execution_count: 2, outputs: [{ output_type: 'display_data', data: { 'image/png': pngBase64(), 'text/plain': ['<Figure size 640x480>'] }, metadata: {} }], source: ['plot(df)\n'] },
  ];
  return { path: `notebooks/churn-${i}.ipynb`, text: JSON.stringify({ cells, metadata: { kernelspec: { name: 'python3' } }, nbformat: 4, nbformat_minor: 5 }, null, 1) + '\n', secrets: [{ value: key, rule: 'openai-api-key' }] };
});
T((i) => {
  const hf = S.hf();
  const cells = [
    { cell_type: 'code', metadata: {}, execution_count: 1, outputs: [], source: ['from huggingface_hub import login\n', `login(token="${hf}")\n`, `api_key = os.environ["HF_API_KEY"]\n`] },
    { cell_type: 'code', metadata: {}, execution_count: 2, outputs: [{ output_type: 'stream', name: 'stdout', text: [`run id ${uuid()}\n`, `sha ${sha256()}\n`] }], source: ['print(run)\n'] },
  ];
  return { path: `notebooks/finetune-${i}.ipynb`, text: JSON.stringify({ cells, metadata: {}, nbformat: 4, nbformat_minor: 5 }, null, 1) + '\n', secrets: [{ value: hf, rule: 'huggingface-token' }] };
});
T((i) => ({
  path: `docs/guide-${i}/configuration.md`,
  text: `# Configuration\n\nSet your credentials in \`.env\`:\n\n\`\`\`bash\nexport AWS_ACCESS_KEY_ID=AKIAIOSFODNN7EXAMPLE\nexport AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY\nexport STRIPE_SECRET_KEY=sk_live_...\nexport GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\nexport DB_PASSWORD=<your-password>\n\`\`\`\n\nA JWT looks like \`eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c\`.\n\nThe password must be at least 12 characters. Release ${sha1()}.\n`,
  secrets: [],
}));
T((i) => {
  const tok = S.slackBot();
  return {
    path: `docs/runbooks/incident-${i}.md`,
    text: `# Incident ${i}\n\nThe bot was restarted with:\n\n\`\`\`\nSLACK_BOT_TOKEN=${tok} node bot.js\n\`\`\`\n\nTrace id ${uuid()}.\n`,
    secrets: [{ value: tok, rule: 'slack-token' }],
  };
});
T((i) => {
  const pw = S.alnumSecret(20);
  return {
    path: `legacy/portal-${i}/Web.config`,
    text: `<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n    <add key="Environment" value="Production" />\n    <add key="SmtpPassword" value="${pw}" />\n    <add key="CacheKeyPrefix" value="portal" />\n  </appSettings>\n  <system.web>\n    <machineKey validation="HMACSHA256" />\n  </system.web>\n</configuration>\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});
T((i) => {
  const pw = S.password().replace(/[<>&]/g, 'x');
  return {
    path: `build/maven-${i}/settings.xml`,
    text: `<settings>\n  <servers>\n    <server>\n      <id>releases</id>\n      <username>deployer</username>\n      <password>${pw}</password>\n    </server>\n    <server>\n      <id>snapshots</id>\n      <username>deployer</username>\n      <password>\${env.MAVEN_PASSWORD}</password>\n    </server>\n  </servers>\n</settings>\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});
T((i) => ({
  path: `services/core-${i}/pom.xml`,
  text: `<project>\n  <modelVersion>4.0.0</modelVersion>\n  <groupId>com.acme</groupId>\n  <artifactId>core-${i}</artifactId>\n  <version>1.${i}.0</version>\n  <properties>\n    <checksum.sha1>${sha1()}</checksum.sha1>\n    <keystore.password>\${env.KEYSTORE_PASSWORD}</keystore.password>\n    <token.header>X-Auth-Token</token.header>\n  </properties>\n</project>\n`,
  secrets: [],
}));
T((i) => {
  const tok = S.npm();
  return {
    path: `packages/sdk-${i}/.npmrc`,
    text: `registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${tok}\n@acme:registry=https://npm.pkg.github.com\n//npm.pkg.github.com/:_authToken=\${GITHUB_TOKEN}\n`,
    secrets: [{ value: tok, rule: 'npm-access-token' }],
  };
});
T((i) => {
  const tok = S.pypi();
  return { path: `release/py-${i}/.pypirc`, text: `[distutils]\nindex-servers = pypi\n\n[pypi]\nusername = __token__\npassword = ${tok}\n`, secrets: [{ value: tok.slice(0, 30), rule: 'pypi-upload-token' }] };
});
T((i) => {
  const label = pick(['RSA PRIVATE KEY', 'PRIVATE KEY', 'EC PRIVATE KEY', 'OPENSSH PRIVATE KEY']);
  const key = pem(label, label.startsWith('EC') ? 160 : 1600);
  return { path: `ops/keys-${i}/deploy_key.pem`, text: key.text, secrets: [{ value: `-----BEGIN ${label}-----`, rule: { 'RSA PRIVATE KEY': 'private-key-rsa', 'PRIVATE KEY': 'private-key-pkcs8', 'EC PRIVATE KEY': 'private-key-ec', 'OPENSSH PRIVATE KEY': 'private-key-openssh' }[label] }] };
});
T((i) => {
  const body = S.pemBody(1600);
  const escaped = `-----BEGIN PRIVATE KEY-----\\n${body.join('\\n')}\\n-----END PRIVATE KEY-----\\n`;
  return {
    path: `deploy/gcp-${i}/service-account.json`,
    text: `{\n  "type": "service_account",\n  "project_id": "acme-prod-${i}",\n  "private_key_id": "${sha1()}",\n  "private_key": "${escaped}",\n  "client_email": "ci@acme-prod-${i}.iam.gserviceaccount.com",\n  "client_id": "${r('digits', 21)}",\n  "token_uri": "https://oauth2.googleapis.com/token"\n}\n`,
    secrets: [{ value: '"private_key":', rule: 'gcp-service-account-key' }],
  };
});
T((i) => ({
  path: `ops/tls-${i}/server.crt`,
  text: `-----BEGIN CERTIFICATE-----\n${S.pemBody(1200).join('\n')}\n-----END CERTIFICATE-----\n-----BEGIN PUBLIC KEY-----\n${S.pemBody(392).join('\n')}\n-----END PUBLIC KEY-----\n`,
  secrets: [],
}));
T((i) => ({
  path: `test/fixtures/keys-${i}/rsa.pem`,
  text: pem('RSA PRIVATE KEY', 1600).text,
  secrets: [], // test fixture: informative
}));
T((i) => {
  const data = Buffer.from(pem('RSA PRIVATE KEY', 1600).text).toString('base64');
  return {
    path: `ops/kube-${i}/kubeconfig.yaml`,
    text: `apiVersion: v1\nkind: Config\nclusters:\n- cluster:\n    certificate-authority-data: ${Buffer.from(r('b64', 600)).toString('base64')}\n    server: https://k8s.acme.io\n  name: prod\nusers:\n- name: admin\n  user:\n    client-key-data: ${data}\n`,
    secrets: [{ value: 'client-key-data', rule: 'private-key-base64' }],
  };
});
T((i) => {
  const t = S.jwt();
  return { path: `scripts/smoke-${i}.sh`, text: `#!/bin/sh\ncurl -fsS https://api.acme.io/v1/health \\\n  -H "Authorization: Bearer ${t}" \\\n  -H "X-Request-Id: ${uuid()}"\n`, secrets: [{ value: t, rule: 'jwt' }] };
});
T((i) => ({
  path: `web/public/assets/app-${i}.min.js`,
  text: `!function(){var e="${r('alnum', 24)}",t={primary:"#${r('hex', 6)}",accent:"#${r('hex', 6)}"},n="${sha256()}";window.__BUILD__={id:"${uuid()}",hash:n,theme:t,nonce:e}}();\n`,
  secrets: [],
}));
T((i) => {
  const key = S.alnumSecret(32);
  return {
    path: `cmd/worker${i}/config.go`,
    text: `package main\n\nimport "os"\n\nconst apiKey = "${key}"\n\nvar dbPassword = os.Getenv("DB_PASSWORD")\n\nconst buildSHA = "${sha1()}"\n`,
    secrets: [{ value: key, rule: 'generic-secret' }],
  };
});
T((i) => {
  const tok = S.sendgrid();
  return {
    path: `mailer/send_${i}.py`,
    text: `import os\nfrom sendgrid import SendGridAPIClient\n\nclient = SendGridAPIClient("${tok}")\nFROM = os.environ.get("MAIL_FROM", "noreply@acme.io")\n`,
    secrets: [{ value: tok, rule: 'sendgrid-api-key' }],
  };
});
T((i) => {
  const tok = S.twilio();
  return {
    path: `services/sms-${i}/.env`,
    text: `TWILIO_ACCOUNT_SID=AC${r('hex', 32)}\nTWILIO_AUTH_TOKEN=${tok}\nTWILIO_FROM=+15550100${i}\n`,
    secrets: [{ value: tok, rule: 'twilio-auth-token' }],
  };
});
T((i) => {
  const pw = S.alnumSecret(20);
  return {
    path: `backend/reporting${i}/db.py`,
    text: `import os\nfrom sqlalchemy import create_engine\n\nDEFAULT_URL = "postgresql://reporter:${pw}@reports-db.internal:5432/reports"\nLOCAL_URL = "postgresql://postgres:postgres@localhost:5432/reports"\nengine = create_engine(os.environ.get("DATABASE_URL", LOCAL_URL))\n`,
    secrets: [{ value: pw, rule: 'database-url-password' }],
  };
});
T((i) => {
  const tok = S.anthropic();
  return { path: `ai/summarise-${i}.ts`, text: `import Anthropic from '@anthropic-ai/sdk';\n\nconst client = new Anthropic({ apiKey: '${tok}' });\nconst model = 'claude-sonnet';\nexport default client;\n`, secrets: [{ value: tok, rule: 'anthropic-api-key' }] };
});
T((i) => ({
  path: `release/SHA256SUMS-${i}.txt`,
  text: Array.from({ length: 8 }, (_, k) => `${sha256()}  vigil-${i}.${k}.0-linux-amd64.tar.gz`).join('\n') + '\n',
  secrets: [],
}));
T((i) => ({
  path: `go-mod-${i}/go.sum`,
  text: Array.from({ length: 8 }, (_, k) => `github.com/acme/mod${k} v1.${k}.0 h1:${r('b64', 43)}=\ngithub.com/acme/mod${k} v1.${k}.0/go.mod h1:${r('b64', 43)}=`).join('\n') + '\n',
  secrets: [],
}));
T((i) => ({
  path: `CHANGELOG-${i}.md`,
  text: `# Changelog\n\n## 1.${i}.0\n\n- Rotate the password hashing cost (${sha1().slice(0, 7)})\n- Token refresh fixed (${sha1()})\n- New API key scopes, see #${100 + i}\n`,
  secrets: [],
}));
T((i) => {
  const tok = S.datadog();
  return { path: `ops/monitoring-${i}/datadog.yaml`, text: `datadog:\n  site: datadoghq.eu\n  api_key: ${tok}\n  tags:\n    - env:prod\n    - build:${sha1()}\n`, secrets: [{ value: tok, rule: 'datadog-api-key' }] };
});
T((i) => ({
  path: `ansible/group_vars/prod-${i}.yml`,
  text: `db_user: app\ndb_password: "{{ vault_db_password }}"\napi_token: "{{ lookup('env', 'API_TOKEN') }}"\nvault_encrypted: !vault |\n  $ANSIBLE_VAULT;1.1;AES256\n  ${r('hex', 64)}\n  ${r('hex', 64)}\n`,
  secrets: [],
}));
T((i) => {
  const dsn = S.sentryDsn();
  return { path: `web/src/sentry-${i}.ts`, text: `import * as Sentry from '@sentry/node';\n\nSentry.init({\n  dsn: '${dsn}',\n  release: '${sha1()}',\n});\n`, secrets: [{ value: dsn.slice(8, 40), rule: 'sentry-dsn-secret' }] };
});
T((i) => {
  const k = S.azureKey();
  return { path: `src/Functions${i}/local.settings.json`, text: `{\n  "IsEncrypted": false,\n  "Values": {\n    "AzureWebJobsStorage": "DefaultEndpointsProtocol=https;AccountName=fn${i}store;AccountKey=${k};EndpointSuffix=core.windows.net",\n    "FUNCTIONS_WORKER_RUNTIME": "node"\n  }\n}\n`, secrets: [{ value: k, rule: 'azure-storage-account-key' }] };
});
T((i) => ({
  path: `src/Functions${i}/local.settings.dev.json`,
  text: `{\n  "Values": {\n    "AzureWebJobsStorage": "UseDevelopmentStorage=true",\n    "Emulator": "DefaultEndpointsProtocol=http;AccountName=devstoreaccount1;AccountKey=Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==;BlobEndpoint=http://127.0.0.1:10000/devstoreaccount1;"\n  }\n}\n`,
  secrets: [],
}));
T((i) => {
  const d = S.discord(), tg = S.telegram();
  return { path: `bots/chat-${i}/config.json`, text: `{\n  "discord": { "token": "${d}", "guild": "${r('digits', 18)}" },\n  "telegram": { "bot_token": "${tg}" },\n  "build": "${sha256()}"\n}\n`, secrets: [{ value: d, rule: 'discord-bot-token' }, { value: tg, rule: 'telegram-bot-token' }] };
});
T((i) => {
  const v = S.vault(), db = S.databricks();
  return { path: `pipelines/etl-${i}/env.sh`, text: `#!/bin/sh\nexport VAULT_TOKEN=${v}\nexport DATABRICKS_HOST=https://adb-${r('digits', 16)}.azuredatabricks.net\nexport DATABRICKS_TOKEN=${db}\nexport RUN_ID=${uuid()}\n`, secrets: [{ value: v, rule: 'vault-token' }, { value: db, rule: 'databricks-token' }] };
});
T((i) => {
  const s = S.shopify(), sq = S.square();
  return { path: `shop/integrations-${i}.yaml`, text: `shopify:\n  store: acme-${i}.myshopify.com\n  access_token: ${s}\nsquare:\n  environment: production\n  access_token: ${sq}\n  location_id: L${r('upper', 12)}\n`, secrets: [{ value: s, rule: 'shopify-access-token' }, { value: sq, rule: 'square-access-token' }] };
});
T((i) => {
  const a = S.atlassian(), h = S.heroku();
  return { path: `tools/jira-sync-${i}/.env`, text: `JIRA_URL=https://acme.atlassian.net\nJIRA_USER=bot@acme.io\nJIRA_API_TOKEN=${a}\nHEROKU_API_KEY=${h}\nREQUEST_ID=${uuid()}\n`, secrets: [{ value: a, rule: 'atlassian-api-token' }, { value: h, rule: 'heroku-api-key' }] };
});
T((i) => {
  const m = S.mailgun(), f = S.githubFine();
  return { path: `ops/release-${i}/config.ini`, text: `[mail]\nprovider = mailgun\ndomain = mg.acme.io\napi_key = ${m}\n\n[github]\nowner = acme\ntoken = ${f}\nrelease_sha = ${sha1()}\n`, secrets: [{ value: m, rule: 'mailgun-api-key' }, { value: f, rule: 'github-fine-grained-pat' }] };
});
T((i) => {
  const pw = S.password();
  return {
    path: `src/main/java/com/acme/mail${i}/MailConfig.java`,
    text: `package com.acme.mail${i};\n\nimport java.util.Properties;\n\nclass MailConfig {\n    Properties smtp() {\n        Properties p = new Properties();\n        p.put("mail.smtp.host", "smtp.acme.io");\n        p.put("mail.smtp.password", "${pw}");\n        p.put("mail.smtp.password.encoding", "UTF-8");\n        return p;\n    }\n}\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});
T((i) => ({
  path: `src/main/java/com/acme/util${i}/Hashes.java`,
  text: `package com.acme.util${i};\n\nclass Hashes {\n    static final String EMPTY_SHA256 = "${sha256()}";\n    static final String TOKEN_HEADER = "X-Auth-Token";\n    static final String PASSWORD_PARAM = "password";\n    static final String DEFAULT_PASSWORD_POLICY = "min=12,upper=1,digit=1";\n    static final String KEY_ALGORITHM = "RSA/ECB/OAEPWithSHA-256AndMGF1Padding";\n}\n`,
  secrets: [],
}));
T((i) => ({
  path: `web/src/__tests__/api-${i}.test.ts`,
  text: `import { describe, it } from 'vitest';\n\nconst token = '${S.jwt()}';\nconst apiKey = '${S.alnumSecret(32)}';\n\ndescribe('api', () => { it('works', () => {}); });\n`,
  secrets: [],
}));
T((i) => ({
  path: `web/src/config/defaults-${i}.ts`,
  text: `export const defaults = {\n  apiKey: process.env.API_KEY ?? '',\n  token: import.meta.env.VITE_TOKEN,\n  secret: \`\${process.env.SECRET}\`,\n  password: '',\n  sessionKey: 'vigil.session',\n  tokenStorageKey: 'auth_token',\n  clientSecret: '********',\n  privateKey: undefined,\n};\n`,
  secrets: [],
}));
T((i) => {
  const pw = S.password();
  return {
    path: `scripts/seed_${i}.py`,
    text: `import psycopg2\n\nconn = psycopg2.connect(\n    host="db.internal",\n    user="seed",\n    password="${pw}",\n    dbname="app",\n)\nrow_id = "${uuid()}"\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});
T((i) => ({
  path: `docs/api-${i}/authentication.md`,
  text: `# Authentication\n\nSend the key in a header:\n\n\`\`\`http\nGET /v1/scans HTTP/1.1\nAuthorization: Bearer <your-api-key>\n\`\`\`\n\n| field | example |\n|---|---|\n| id | \`${uuid()}\` |\n| sha | \`${sha256()}\` |\n| token | \`vgl_xxxxxxxxxxxxxxxx\` |\n`,
  secrets: [],
}));
T((i) => ({
  path: `web/src/styles/theme-${i}.css`,
  text: `:root {\n  --primary: #${r('hex', 6)};\n  --accent: #${r('hex', 6)};\n}\n.logo { background: url("data:image/png;base64,${pngBase64()}"); }\n`,
  secrets: [],
}));
T((i) => {
  const pw = S.password();
  return {
    path: `config/mysql-${i}/my.cnf`,
    text: `[client]\nuser = backup\npassword = ${pw}\nhost = mysql.internal\n\n[mysqld]\ninnodb_buffer_pool_size = 1G\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});

// Harder shapes and more look-alikes.
T((i) => {
  const pw = S.password().replace(/'/g, 'x'), salt = r('alnum', 64);
  return {
    path: `wordpress-${i}/wp-config.php`,
    text: `<?php\ndefine( 'DB_NAME', 'wordpress' );\ndefine( 'DB_USER', 'wp' );\ndefine( 'DB_PASSWORD', '${pw}' );\ndefine( 'DB_HOST', getenv('DB_HOST') );\ndefine( 'AUTH_KEY', '${salt}' );\n$table_prefix = 'wp_';\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }, { value: salt, rule: 'generic-secret' }],
  };
});
T((i) => {
  const pw = S.alnumSecret(16);
  return {
    path: `src/Acme.Mail${i}/SmtpSettings.cs`,
    text: `namespace Acme.Mail${i};\n\npublic static class SmtpSettings\n{\n    public const string Host = "smtp.acme.io";\n    public const string Password = "${pw}";\n    public static readonly string ApiKey = Environment.GetEnvironmentVariable("SMTP_API_KEY");\n}\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});
T((i) => {
  const pw = S.alnumSecret(18);
  return { path: `ops/pip-${i}/pip.conf`, text: `[global]\nindex-url = https://deploy:${pw}@pypi.acme.io/simple\ntimeout = 60\n`, secrets: [{ value: pw, rule: 'url-credentials' }] };
});
T((i) => {
  const pw = S.alnumSecret(20);
  return { path: `home-${i}/.netrc`, text: `machine api.acme.io\n  login deploy\n  password ${pw}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `scripts/backup-${i}.sh`, text: `#!/bin/sh\n# nightly backup\ncurl -fsS -u backup:${pw} https://backup.acme.io/api/run\n`, secrets: [{ value: pw, rule: 'cli-basic-auth' }] };
});
T((i) => {
  const key = S.google();
  return { path: `android/app-${i}/src/main/res/values/strings.xml`, text: `<resources>\n  <string name="app_name">Acme</string>\n  <string name="api_key_hint">Enter your API key</string>\n  <string name="google_maps_key">${key}</string>\n  <string name="password_label">Password</string>\n</resources>\n`, secrets: [{ value: key, rule: 'google-api-key' }] };
});
T((i) => ({
  path: `web/src/i18n/de-${i}.json`,
  text: `{\n  "password": "Passwort",\n  "password_confirm": "Passwort bestätigen",\n  "token_expired": "Sitzung abgelaufen",\n  "apiKeyHelp": "Schlüssel eingeben",\n  "secret": "Geheimnis",\n  "forgotPassword": "Passwort vergessen?"\n}\n`,
  secrets: [],
}));
T((i) => ({
  path: `backend/auth${i}/constants.py`,
  text: `TOKEN_URL = "https://oauth2.googleapis.com/token"\nSECRET_NAME = "prod/app/db"\nPASSWORD_RESET_TEMPLATE = "emails/password_reset.html"\nAPI_KEY_HEADER = "X-Api-Key"\nSECRET_KEY_FALLBACKS = []\nDEFAULT_TOKEN_TTL = 3600\nTOKEN_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"\nPASSWORD_SALT_ROUNDS = "12"\n`,
  secrets: [],
}));
T((i) => ({
  path: `db/seeds/users-${i}.json`,
  text: `[\n  { "id": "${uuid()}", "email": "alice@acme.io", "password": "$2b$12$${r('b64', 53).replace(/\+/g, '.')}" },\n  { "id": "${uuid()}", "email": "bob@acme.io", "password": "pbkdf2_sha256$600000$${r('alnum', 22)}$${r('b64', 44)}" }\n]\n`,
  secrets: [],
}));
T((i) => ({
  path: `api/openapi-${i}.yaml`,
  text: `openapi: 3.0.3\ncomponents:\n  securitySchemes:\n    apiKey:\n      type: apiKey\n      in: header\n      name: X-API-Key\n    bearerAuth:\n      type: http\n      scheme: bearer\n      bearerFormat: JWT\n  schemas:\n    Login:\n      properties:\n        password:\n          type: string\n          format: password\n          example: "<password>"\n        token:\n          type: string\n          example: eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c\n`,
  secrets: [],
}));
T((i) => ({
  path: `web/src/lib/crypto-${i}.js`,
  text: `const crypto = require('crypto');\n\nconst KEY = 'user:settings:v2';\nconst tokenPattern = /^[a-z0-9]{32}$/;\nconst apiKeyHeader = 'X-Api-Key';\n\nfunction hmac(secret, body) {\n  return crypto.createHmac('sha256', secret).update(body).digest('hex');\n}\n\nconst TEST_VECTOR = Buffer.from('${r('hex', 40)}', 'hex');\nmodule.exports = { KEY, tokenPattern, apiKeyHeader, hmac, TEST_VECTOR };\n`,
  secrets: [],
}));
T((i) => ({
  path: `apps/mobile-${i}/pnpm-lock.yaml`,
  text: `lockfileVersion: '9.0'\n\npackages:\n\n` + Array.from({ length: 8 }, (_, k) => `  lib-${k}@1.${k}.0:\n    resolution: {integrity: ${sri()}}\n    engines: {node: '>=18'}\n`).join('\n'),
  secrets: [],
}));
T((i) => ({
  path: `web/src/__mocks__/auth-${i}.js`,
  text: `module.exports = {\n  token: '${S.github()}',\n  password: '${S.password()}',\n  privateKey: '${r('b64', 64)}',\n};\n`,
  secrets: [],
}));
T((i) => ({
  path: `services/app-${i}/.env.template`,
  text: `SECRET_KEY=a-long-random-string-here\nDATABASE_URL=postgres://USER:PASSWORD@HOST:5432/DB\nSMTP_PASSWORD=\nOAUTH_CLIENT_SECRET=your-client-secret\nSIGNING_KEY=generate-with-openssl-rand-hex-32\n`,
  secrets: [],
}));
T((i) => {
  const pw = S.password();
  return {
    path: `ruby/app-${i}/config/initializers/mailer.rb`,
    text: `ActionMailer::Base.smtp_settings = {\n  address: 'smtp.acme.io',\n  user_name: 'mailer',\n  password: '${pw}',\n  authentication: :plain,\n  api_key: ENV.fetch('MAILER_API_KEY', nil)\n}\n`,
    secrets: [{ value: pw, rule: 'generic-secret' }],
  };
});
T((i) => ({
  path: `web/dist/app-${i}.js.map`,
  text: JSON.stringify({ version: 3, file: 'app.js', sources: ['src/app.ts'], names: ['token', 'password', 'apiKey'], mappings: Array.from({ length: 40 }, () => r('b64', 6)).join(';') + ';AAAA,SAAS,OAAO' }) + '\n',
  secrets: [],
}));

// Batch 2: written after the detector was tuned on the templates above, and measured once
// before any change (see RESULTS.md), to show how the scanner does on cases it was not tuned on.
T((i) => {
  const k = S.alnumSecret(40);
  return { path: `flask-app-${i}/app/__init__.py`, text: `from flask import Flask\n\napp = Flask(__name__)\napp.config['SECRET_KEY'] = '${k}'\napp.config['SESSION_COOKIE_SECURE'] = True\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(32);
  return { path: `angular-${i}/src/environments/environment.prod.ts`, text: `export const environment = {\n  production: true,\n  apiUrl: 'https://api.acme.io',\n  mapsApiKey: '${k}',\n  buildId: '${uuid()}',\n};\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `src/main/java/com/acme/cfg${i}/DbConfig.java`, text: `package com.acme.cfg${i};\n\nclass DbConfig {\n    DataSource dataSource() {\n        return DataSourceBuilder.create()\n            .url("jdbc:postgresql://db/app")\n            .username("app")\n            .password("${pw}")\n            .build();\n    }\n}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `tools/report_${i}.py`, text: `import requests\n\nresp = requests.get("https://reports.acme.io/api/v1/daily", auth=("reporter", "${pw}"), timeout=30)\nprint(resp.status_code)\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.alnumSecret(14);
  return { path: `ops/db-${i}/restore.sh`, text: `#!/bin/sh\nmysql -h db.internal -u root -p${pw} app < dump.sql\n`, secrets: [{ value: pw, rule: 'cli-password-argument' }] };
});
T((i) => {
  const pw = S.alnumSecret(16);
  return { path: `legacy/spring-${i}/applicationContext.xml`, text: `<beans>\n  <bean id="dataSource" class="org.apache.commons.dbcp2.BasicDataSource">\n    <property name="url" value="jdbc:mysql://db/app"/>\n    <property name="username" value="app"/>\n    <property name="password" value="${pw}"/>\n  </bean>\n</beans>\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const id = S.aws(), secret = S.awsSecret();
  return { path: `terraform/legacy-${i}/provider.tf`, text: `provider "aws" {\n  region     = "us-east-1"\n  access_key = "${id}"\n  secret_key = "${secret}"\n}\n`, secrets: [{ value: id, rule: 'aws-access-key-id' }, { value: secret, rule: 'aws-access-key-id' }] };
});
T((i) => {
  const k = S.openai();
  const cells = [{ cell_type: 'code', metadata: {}, execution_count: 1, outputs: [], source: ['import os\n', `os.environ["OPENAI_API_KEY"] = "${k}"\n`] }];
  return { path: `notebooks/eval-${i}.ipynb`, text: JSON.stringify({ cells, metadata: {}, nbformat: 4, nbformat_minor: 5 }, null, 1) + '\n', secrets: [{ value: k, rule: 'openai-api-key' }] };
});
T((i) => {
  const pw = S.alnumSecret(18);
  return { path: `cmd/sync${i}/main.go`, text: `package main\n\nvar cfg = Config{\n\tHost:     "db.internal",\n\tUser:     "sync",\n\tPassword: "${pw}",\n}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `src/Acme.Ftp${i}/Uploader.cs`, text: `var client = new WebClient();\nclient.Credentials = new NetworkCredential("uploader", "${pw}");\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const h = S.hexSecret(64);
  return { path: `services/webhooks-${i}/.env.production`, text: `HMAC_SECRET=${h}\nWEBHOOK_URL=https://hooks.acme.io/in\n`, secrets: [{ value: h, rule: 'generic-secret' }] };
});
T((i) => {
  const h = S.hexSecret(128);
  return { path: `rails-${i}/config/secrets.yml`, text: `production:\n  secret_key_base: ${h}\n  host: acme.io\n`, secrets: [{ value: h, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `mobile-${i}/App.kt`, text: `object Config {\n    val apiHost = "https://api.acme.io"\n    val adminPassword = "${pw}"\n}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
// Batch 2 look-alikes.
T((i) => ({
  path: `backend/accounts${i}/views.py`,
  text: `import getpass\nimport secrets\nfrom django.conf import settings\n\npassword = getpass.getpass()\napi_key = settings.API_KEY\nSECRET_KEY = secrets.token_hex(32)\ntoken = request.headers.get("X-Auth-Token")\nPASSWORD_REGEX = r"^(?=.*[A-Z])(?=.*\\d).{8,}$"\n"""Set password = "Xk9!mQ2#vL7pR4zT" in the admin to test."""\n`,
  secrets: [],
}));
T((i) => ({
  path: `web/src/store/auth-${i}.ts`,
  text: `export const LOGIN_PASSWORD_RESET = 'auth/passwordReset';\nexport const TOKEN_REFRESHED = 'auth/tokenRefreshed';\ntype Creds = { password: string; token?: string };\nconst secret = crypto.randomUUID();\nconst token = req.headers['x-auth-token'];\nconst publicKey = 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE${r('b64', 40)}';\nexport const storyArgs = { password: 'Passw0rd!' };\n`,
  secrets: [],
}));
T((i) => ({
  path: `src/main/java/com/acme/dto${i}/TokenResponse.java`,
  text: `package com.acme.dto${i};\n\nclass TokenResponse {\n    @JsonProperty("access_token") private String accessToken;\n    @JsonProperty("refresh_token") private String refreshToken;\n    private static final String PASSWORD_FIELD = "passwordHash";\n    String password = new String(System.console().readPassword());\n}\n`,
  secrets: [],
}));
T((i) => ({
  path: `helm/chart-${i}/values.yaml`,
  text: `image:\n  tag: "sha-${sha1().slice(0, 12)}"\nauth:\n  password: ""\n  existingSecret: db-credentials\n  secretKeys:\n    adminPasswordKey: admin-password\n    userPasswordKey: user-password\n  token: null\n  jwtSecret: \${JWT_SECRET:-changeme}\nsecurityContext:\n  runAsUser: 1001\n`,
  secrets: [],
}));
T((i) => ({
  path: `db/dumps/users-${i}.sql`,
  text: `INSERT INTO users (id, email, password) VALUES ('${uuid()}', 'a@acme.io', '$2a$10$${r('b64', 53).replace(/\+/g, '.')}');\nINSERT INTO api_keys (id, key_hash) VALUES ('${uuid()}', '${sha256()}');\n`,
  secrets: [],
}));
T((i) => ({
  path: `ops/ssh-${i}/authorized_keys`,
  text: `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${r('b64', 43)} deploy@ci\nssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ${r('b64', 340)} ops@bastion\n`,
  secrets: [],
}));
T((i) => ({
  path: `.github/workflows/deploy-${i}.yml`,
  text: `jobs:\n  deploy:\n    steps:\n      - uses: azure/login@v2\n        with:\n          client-secret: \${{ secrets.AZURE_CLIENT_SECRET }}\n          token: \${{ github.token }}\n      - run: ./deploy.sh\n        env:\n          API_KEY: \${{ vars.API_KEY }}\n`,
  secrets: [],
}));
T((i) => ({
  path: `web/src/i18n/es-${i}.yaml`,
  text: `login:\n  password: "Contraseña"\n  forgot_password: "¿Olvidaste tu contraseña?"\n  token_expired: "La sesión ha caducado"\n  api_key: "Clave de API"\n`,
  secrets: [],
}));

// Batch 3: also held out (written after batch 2's fixes, measured once before any change).
T((i) => {
  const t = `xoxp-${r('digits', 11)}-${r('digits', 12)}-${r('digits', 13)}-${r('hex', 32)}`;
  return { path: `k8s/base-${i}/notifier-configmap.yaml`, text: `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: notifier\ndata:\n  SLACK_CHANNEL: "#alerts"\n  SLACK_TOKEN: "${t}"\n`, secrets: [{ value: t, rule: 'slack-token' }] };
});
T((i) => {
  const k = S.alnumSecret(32);
  return { path: `pipelines/geo_${i}.py`, text: `from geocoder import Client\n\nclient = Client(api_key="${k}", timeout=10)\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(40);
  return { path: `web/src/api/http-${i}.js`, text: `import axios from 'axios';\n\nexport const http = axios.create({\n  baseURL: 'https://api.acme.io',\n  headers: { Authorization: 'Bearer ${k}' },\n});\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `ops/pg-${i}/.env`, text: `PGHOST=db.internal\nPGUSER=etl\nPGPASSWORD=${pw}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password().replace(/"/g, 'x');
  return { path: `svc-${i}/config.toml`, text: `[server]\nport = 8080\n\n[database]\nuser = "svc"\npassword = "${pw}"\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `scripts/migrate_${i}.py`, text: `creds = {"user": "migrator", "pass": "${pw}"}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const t = 'ghs_' + r('alnum', 36);
  return { path: `ci/mirror-${i}/gitconfig`, text: `[remote "origin"]\n\turl = https://x-access-token:${t}@github.com/acme/app.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n`, secrets: [{ value: t, rule: 'github-token' }] };
});
T((i) => {
  const k = S.alnumSecret(40);
  return { path: `postman/collection-${i}.json`, text: `{\n  "info": { "name": "Acme API", "_postman_id": "${uuid()}" },\n  "auth": {\n    "type": "bearer",\n    "bearer": [ { "key": "token", "value": "${k}", "type": "string" } ]\n  }\n}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password().replace(/[&<>"]/g, 'x');
  return { path: `legacy/site-${i}/Web.Release.config`, text: `<configuration>\n  <connectionStrings>\n    <add name="Default" connectionString="Data Source=sql01;Initial Catalog=Shop;User ID=shop;Password=${pw};" />\n  </connectionStrings>\n</configuration>\n`, secrets: [{ value: pw, rule: 'connection-string-password' }] };
});
// Batch 3 look-alikes.
T((i) => ({
  path: `backend/auth${i}/tokens.py`,
  text: `from enum import Enum\nimport jwt\n\nclass TokenType(Enum):\n    ACCESS = "access_token"\n    REFRESH = "refresh_token"\n\nPASSWORD_MIN_LENGTH = 12\nTOKEN = "YOUR_TOKEN_HERE"\nclient_secret = "MY_CLIENT_SECRET"\nSECRET_KEY = os.environ.get("SECRET_KEY", "dev-only-insecure-key")\n\ndef issue(payload, secret):\n    return jwt.encode(payload, secret, algorithm="HS256")\n`,
  secrets: [],
}));
T((i) => ({
  path: `infra/cfn-${i}/template.yaml`,
  text: `Resources:\n  Db:\n    Type: AWS::RDS::DBInstance\n    Properties:\n      MasterUsername: admin\n      MasterUserPassword: !Sub '{{resolve:secretsmanager:\${DbSecret}:SecretString:password}}'\n  Api:\n    Properties:\n      ApiKey: !Ref ApiKeyParameter\n      Secret: "{{ .Values.secret }}"\n`,
  secrets: [],
}));
T((i) => ({
  path: `web/src/forms/schema-${i}.ts`,
  text: `import { z } from 'zod';\n\nexport const signup = z.object({\n  password: z.string().min(8),\n  apiKey: z.string().regex(/^[A-Za-z0-9]{32}$/),\n});\nconst token = 'ghp_' + randomString(36);\nexport const jsonSchema = { password: { type: 'string', minLength: 8 } };\nconst secretOrKey = process.env.JWT_SECRET;\nconst apiKey = '';\n`,
  secrets: [],
}));
T((i) => ({
  path: `terraform/rds-${i}/main.tf`,
  text: `resource "random_password" "db" {\n  length = 32\n}\n\nresource "aws_db_instance" "db" {\n  password = random_password.db.result\n}\n`,
  secrets: [],
}));
T((i) => ({
  path: `backend/app${i}/conftest.py`,
  text: `import pytest\n\nADMIN_PASSWORD = "${S.password()}"\n\n@pytest.fixture\ndef admin(db):\n    return db.create_user("admin", ADMIN_PASSWORD)\n`,
  secrets: [],
}));
T((i) => ({
  path: `data/exports/sessions-${i}.csv`,
  text: `session_id,user_id,token_hash,created\n` + Array.from({ length: 10 }, () => `${uuid()},${r('digits', 6)},${sha256()},2024-05-0${1 + Math.floor(random() * 9)}`).join('\n') + '\n',
  secrets: [],
}));
T((i) => ({
  path: `ruby/app-${i}/config/initializers/secrets.rb`,
  text: `Rails.application.configure do\n  config.x.password = SecureRandom.hex(16)\n  config.x.api_key = ENV["API_KEY"]\n  config.x.token = Rails.application.credentials.token\nend\n`,
  secrets: [],
}));

// Batch 4: held out like batches 2 and 3 (first-run numbers in RESULTS.md).
T((i) => {
  const pw = S.password();
  return { path: `dev-${i}/docker-compose.override.yml`, text: `services:\n  mysql:\n    image: mysql:8\n    environment:\n      - MYSQL_DATABASE=app\n      - MYSQL_ROOT_PASSWORD=${pw}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.stripe();
  return { path: `functions-${i}/serverless.yml`, text: `service: billing\nprovider:\n  name: aws\n  environment:\n    STRIPE_KEY: ${k}\n    STAGE: \${sls:stage}\n`, secrets: [{ value: k, rule: 'stripe-secret-key' }] };
});
T((i) => {
  const k = S.alnumSecret(48);
  return { path: `src/Shop.Api${i}/appsettings.json`, text: `{\n  "Jwt": {\n    "Issuer": "shop",\n    "Key": "${k}"\n  }\n}\n`, secrets: [{ value: k, rule: 'generic-secret' }] }; // hard: the name is the parent's
});
T((i) => {
  const h = S.hexSecret(32);
  return { path: `slackbot-${i}/settings.py`, text: `SLACK_SIGNING_SECRET = "${h}"\nSLACK_APP_ID = "A${r('upper', 10)}"\n`, secrets: [{ value: h, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `rails-${i}/config/database.yml`, text: `default: &default\n  adapter: postgresql\n  password: <%= ENV['DB_PASSWORD'] %>\n\nproduction:\n  <<: *default\n  password: ${pw}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const auth = Buffer.from(`deploy:${S.password()}`).toString('base64');
  return { path: `publish-${i}/.npmrc`, text: `registry=https://npm.acme.io/\n_auth=${auth}\nalways-auth=true\n`, secrets: [{ value: auth, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.alnumSecret(14);
  return { path: `src/main/java/com/acme/legacy${i}/Db.java`, text: `class Db {\n    static final String URL = "jdbc:mysql://db:3306/app?user=app&password=${pw}&useSSL=true";\n}\n`, secrets: [{ value: pw, rule: 'connection-string-password' }] };
});
T((i) => {
  const tok = S.twilio();
  return { path: `notify-${i}/sms.js`, text: `const twilio = require('twilio');\nconst client = twilio('AC${r('hex', 32)}', '${tok}');\n`, secrets: [{ value: tok, rule: 'twilio-auth-token' }] };
});
T((i) => {
  const k = S.awsSecret();
  return { path: `cmd/uploader${i}/main.go`, text: `package main\n\nimport "os"\n\nfunc init() {\n\tos.Setenv("AWS_SECRET_ACCESS_KEY", "${k}")\n}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password().replace(/"/g, 'x');
  return { path: `ops/win-${i}/join-domain.ps1`, text: `$user = "ACME\\\\svc-join"\n$password = ConvertTo-SecureString "${pw}" -AsPlainText -Force\n$cred = New-Object System.Management.Automation.PSCredential($user, $password)\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = 'dckr_pat_' + r('b64url', 27);
  return { path: `.github/workflows/image-${i}.yml`, text: `jobs:\n  push:\n    steps:\n      - uses: docker/login-action@v3\n        with:\n          username: acme\n          password: "${pw}"\n`, secrets: [{ value: pw, rule: 'docker-hub-token' }] };
});
T((i) => {
  const pw = S.password().replace(/'/g, 'x');
  return { path: `db/migrations/00${i}_users.sql`, text: `CREATE USER reporting WITH PASSWORD '${pw}';\nGRANT SELECT ON ALL TABLES IN SCHEMA public TO reporting;\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(32);
  return { path: `ci/jenkins-${i}/Jenkinsfile`, text: `pipeline {\n  agent any\n  stages {\n    stage('notify') {\n      steps {\n        sh "curl -fsS -H 'X-API-Key: ${k}' https://status.acme.io/api/deploy"\n      }\n    }\n  }\n}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
// Batch 4 look-alikes.
T((i) => ({
  path: `lib-${i}/.travis.yml`,
  text: `language: node_js\nenv:\n  global:\n    - secure: "${r('b64', 340)}="\n    - NODE_ENV=test\n`,
  secrets: [],
}));
T((i) => ({
  path: `web/templates/layout-${i}.html`,
  text: `<!doctype html>\n<html>\n<head>\n  <meta name="csrf-token" content="${r('alnum', 40)}">\n  <link rel="stylesheet" href="/app.css" integrity="${sri()}">\n</head>\n<body><input type="password" name="password" autocomplete="current-password"></body>\n</html>\n`,
  secrets: [],
}));
T((i) => ({
  path: `docs/deploy-${i}/environment.md`,
  text: `| variable | meaning |\n|---|---|\n| DB_PASSWORD | Password for the database user |\n| API_TOKEN | Token from the admin console (Settings → API) |\n| SECRET_KEY | 50 random characters, e.g. from \`openssl rand -base64 48\` |\n`,
  secrets: [],
}));
T((i) => ({
  path: `src/main/java/com/acme/sec${i}/JwtConfig.java`,
  text: `class JwtConfig {\n    @Value("\${jwt.secret}")\n    private String secret;\n    private static final String SECRET_KEY_ALGORITHM = "HmacSHA256";\n    byte[] digest = MessageDigest.getInstance("SHA-256").digest("password".getBytes());\n}\n`,
  secrets: [],
}));

// Batch 5: held out (first-run numbers in RESULTS.md).
T((i) => {
  const pw = S.alnumSecret(16);
  return { path: `ansible/inventory-${i}.ini`, text: `[db]\ndb1 ansible_host=10.0.${i}.5 ansible_user=admin ansible_password=${pw}\n\n[web]\nweb1 ansible_host=10.0.${i}.6\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `django-${i}/project/settings/prod.py`, text: `DATABASES = {\n    'default': {\n        'ENGINE': 'django.db.backends.mysql',\n        'NAME': 'shop',\n        'USER': 'shop',\n        'PASSWORD': '${pw.replace(/'/g, 'x')}',\n    }\n}\n`, secrets: [{ value: pw.replace(/'/g, 'x'), rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.alnumSecret(20);
  return { path: `api-${i}/src/config.js`, text: `export default {\n  port: 3000,\n  mongoUri: 'mongodb+srv://admin:${pw}@cluster0.x1y2z.mongodb.net/shop',\n};\n`, secrets: [{ value: pw, rule: 'database-url-password' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `src/main/java/com/acme/tls${i}/Tls.java`, text: `class Tls {\n    static void init() {\n        System.setProperty("javax.net.ssl.keyStorePassword", "${pw}");\n    }\n}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `mailer-${i}/config.json`, text: `{\n  "smtp": { "host": "smtp.acme.io", "user": "mailer", "pass": "${pw}" }\n}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password().replace(/'/g, 'x');
  return { path: `jobs/etl_${i}.py`, text: `import pymysql\n\nconn = pymysql.connect(host='db.internal', user='etl', passwd='${pw}', db='warehouse')\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.alnumSecret(18);
  return { path: `src/Shop.Data${i}/ShopContext.cs`, text: `protected override void OnConfiguring(DbContextOptionsBuilder optionsBuilder)\n    => optionsBuilder.UseSqlServer("Server=sql01;Database=Shop;User Id=sa;Password=${pw};");\n`, secrets: [{ value: pw, rule: 'connection-string-password' }] };
});
T((i) => {
  const k = S.stripe();
  return { path: `rails-${i}/config/initializers/stripe.rb`, text: `Stripe.api_key = '${k}'\n`, secrets: [{ value: k, rule: 'stripe-secret-key' }] };
});
T((i) => {
  const h = S.hexSecret(64);
  return { path: `svc-${i}/config/app.yaml`, text: `server:\n  port: 8080\nsecrets:\n  jwt: ${h}\n`, secrets: [{ value: h, rule: 'generic-secret' }] }; // hard: the secret-ness is in the parent key
});
T((i) => {
  const pw = S.password().replace(/"/g, 'x');
  return { path: `terraform/vars-${i}/variables.tf`, text: `variable "db_password" {\n  type    = string\n  default = "${pw}"\n}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] }; // hard: name in the block header
});
T((i) => {
  const pw = S.password().replace(/'/g, 'x');
  return { path: `php-${i}/config/database.php`, text: `<?php\nreturn [\n    'host' => 'db',\n    'username' => 'shop',\n    'password' => '${pw}',\n];\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(40);
  return { path: `tools/backup-${i}/credentials.ini`, text: `[credentials]\nuser = backup\nsecret = ${k}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
// Batch 5 look-alikes.
T((i) => ({
  path: `web-${i}/src/features.ts`,
  text: `// @ts-nocheck\nexport const features = { passwordless: true, tokenRotation: 'weekly' };\nconst KEYS = ['id', 'name'];\nexport const api_keys: string[] = [];\nconst SECRET_KEY = env('SECRET_KEY');\n`,
  secrets: [],
}));
T((i) => ({
  path: `auth-${i}/oidc.yaml`,
  text: `issuer: https://login.acme.io\ntoken_endpoint: https://login.acme.io/oauth/token\npasswordPolicy:\n  minLength: 12\napi_keys: []\n`,
  secrets: [],
}));
T((i) => ({
  path: `terraform/vars-${i}/sensitive.tf`,
  text: `variable "api_token" {\n  type      = string\n  sensitive = true\n}\n\noutput "token_arn" {\n  value = aws_secretsmanager_secret.token.arn\n}\n`,
  secrets: [],
}));

// Batch 6: held out, code through the tree (first-run numbers in RESULTS.md).
T((i) => {
  const k = S.alnumSecret(32), e = S.alnumSecret(24);
  return { path: `svc${i}/app/settings.py`, text: `import os\n\n\nclass Settings:\n    api_token: str = "${k}"\n    debug: bool = False\n\n\nos.environ["PAYMENTS_API_KEY"] = "${e}"\n`, secrets: [{ value: k, rule: 'generic-secret' }, { value: e, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password().replace(/"/g, 'x'), k = S.awsSecret();
  return { path: `svc${i}/app/clients.py`, text: `import boto3\nimport redis\n\ncache = redis.Redis(host="cache", port=6379, password="${pw}")\ns3 = boto3.client("s3", aws_secret_access_key="${k}")\n`, secrets: [{ value: pw, rule: 'generic-secret' }, { value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password().replace(/'/g, 'x');
  return { path: `mail${i}/src/transport.js`, text: `const nodemailer = require('nodemailer');\n\nmodule.exports = nodemailer.createTransport({\n  host: 'smtp.acme.io',\n  auth: { user: 'mailer', pass: '${pw}' },\n});\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(32);
  return { path: `sdk${i}/src/client.ts`, text: `export class WeatherClient {\n  constructor(private readonly apiKey = "${k}") {}\n}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(32);
  return { path: `web${i}/src/geo.js`, text: `export async function geocode(q) {\n  const res = await fetch(\`https://geo.acme.io/v1?q=\${q}\`, { headers: { 'X-Api-Key': '${k}' } });\n  return res.json();\n}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password().replace(/'/g, 'x');
  return { path: `web${i}/src/report.ts`, text: `import axios from 'axios';\n\nexport const fetchReport = () => axios.get('https://reports.acme.io/daily', { auth: { username: 'reporter', password: '${pw}' } });\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `src/main/java/com/acme/http${i}/RestConfig.java`, text: `class RestConfig {\n    RestTemplate rest(RestTemplateBuilder builder) {\n        return builder.additionalInterceptors(new BasicAuthenticationInterceptor("svc", "${pw}")).build();\n    }\n}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `src/main/java/com/acme/user${i}/Seed.java`, text: `class Seed {\n    private String password = "${pw}";\n    private String username = "admin";\n}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
// Batch 6 look-alikes.
T((i) => ({
  path: `cli${i}/login.py`,
  text: `import string\n\npassword = input("Password: ")\nPASSWORD_CHARS = string.ascii_letters + string.digits\nHEADERS = {"Authorization": f"Bearer {TOKEN}"}\nassert response.json()["token"] == "expected-token-value"\n`,
  secrets: [],
}));
T((i) => ({
  path: `web${i}/src/session.ts`,
  text: `// @ts-nocheck\nconst token = localStorage.getItem('token');\nconst secretKey: string = process.env.SECRET_KEY!;\nconst message = t('password.tooShort');\nconst apiKey = crypto.randomBytes(16).toString('hex');\nexport const fakeUser = { password: faker.internet.password() };\n`,
  secrets: [],
}));
T((i) => ({
  path: `src/main/java/com/acme/web${i}/LoginController.java`,
  text: `class LoginController {\n    private static final String TOKEN_PREFIX = "Bearer ";\n    String login(HttpServletRequest request) {\n        String password = request.getParameter("password");\n        String token = request.getHeader("X-Auth-Token");\n        return password + token;\n    }\n}\n`,
  secrets: [],
}));

// Batch 7: held out, mixed languages and formats (first-run numbers in RESULTS.md).
T((i) => {
  const k = Buffer.from(r('alnum', 32)).toString('base64');
  return { path: `next-${i}/.env.local`, text: `NEXT_PUBLIC_API_URL=https://api.acme.io\nNEXTAUTH_URL=https://acme.io\nNEXTAUTH_SECRET=${k}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const k = 'GOCSPX-' + r('b64url', 28);
  return { path: `oauth-${i}/credentials.json`, text: `{"installed":{"client_id":"${r('digits', 12)}-${r('lowernum' in SETS ? 'alnum' : 'alnum', 32).toLowerCase()}.apps.googleusercontent.com","project_id":"acme-${i}","client_secret":"${k}","redirect_uris":["http://localhost"]}}\n`, secrets: [{ value: k, rule: 'google-oauth-client-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(32);
  return { path: `firmware-${i}/src/config.h`, text: `#ifndef CONFIG_H\n#define CONFIG_H\n#define WIFI_SSID "acme-iot"\n#define API_KEY "${k}"\n#define TOKEN_MAX_LEN 64\n#endif\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password().replace(/"/g, 'x');
  return { path: `php-${i}/src/Db.php`, text: `<?php\n$host = "db";\n$password = "${pw}";\n$conn = new mysqli($host, "shop", $password, "shop");\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(32);
  return { path: `rs-${i}/src/main.rs`, text: `const API_TOKEN: &str = "${k}";\n\nfn main() {\n    println!("{}", API_TOKEN.len());\n}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(32);
  return { path: `dotnet-${i}/secrets.json`, text: `{\n  "Stripe:SecretKey": "${k}",\n  "Logging:LogLevel": "Warning"\n}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.password().replace(/'/g, 'x');
  return { path: `perl-${i}/backup.pl`, text: `use strict;\nmy $user = 'backup';\nmy $password = '${pw}';\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(32);
  return { path: `deploy-${i}/Makefile`, text: `REGISTRY := ghcr.io/acme\nDEPLOY_TOKEN := ${k}\nTOKEN_FILE := .token\n\ndeploy:\n\tcurl -H "Authorization: Bearer $(DEPLOY_TOKEN)" https://deploy.acme.io\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(40);
  return { path: `api-${i}/requests.http`, text: `### list scans\nGET https://api.acme.io/v1/scans\nAuthorization: Bearer ${k}\nAccept: application/json\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.alnumSecret(20);
  return { path: `stack-${i}/docker-compose.yml`, text: `services:\n  redis:\n    image: redis:7\n    command: redis-server --requirepass ${pw}\n  cache2:\n    environment:\n      requirepass: \${REDIS_PASSWORD}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});

// Batch 8: held out, a mix weighted towards the common shapes (first-run numbers in RESULTS.md).
T((i) => {
  const k = S.sendgrid();
  return { path: `mailer-${i}/.env.staging`, text: `MAIL_FROM=noreply@acme.io\nSENDGRID_API_KEY=${k}\n`, secrets: [{ value: k, rule: 'sendgrid-api-key' }] };
});
T((i) => {
  const pw = S.password().replace(/"/g, 'x');
  return { path: `node-svc-${i}/config/default.json`, text: `{\n  "port": 3000,\n  "db": {\n    "host": "db",\n    "password": "${pw}"\n  }\n}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(40), g = S.github();
  return { path: `bots-${i}/release.py`, text: `API_KEY = "${k}"\nGITHUB_TOKEN = "${g}"\n`, secrets: [{ value: k, rule: 'generic-secret' }, { value: g, rule: 'github-token' }] };
});
T((i) => {
  const pw = S.password();
  return { path: `svc-${i}/src/main/resources/application.yaml`, text: `spring.datasource.url: jdbc:postgresql://db/app\nspring.datasource.password: ${pw}\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(40);
  S.alnumSecret(48); // kept: the generator's sequence (and so the whole corpus) depends on this draw
  return { path: `svc-${i}/src/Keys.java`, text: `class Keys {\n    private static final String SECRET = "${k}";\n}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const j = S.alnumSecret(48);
  return { path: `api-${i}/src/auth/constants.ts`, text: `export const JWT_SECRET = '${j}';\nexport const JWT_TTL = '1h';\n`, secrets: [{ value: j, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(32);
  return { path: `go-svc-${i}/client.go`, text: `package main\n\nfunc client() {\n\ttoken := "${k}"\n\t_ = token\n}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const t = S.gitlab();
  return { path: `builder-${i}/Dockerfile`, text: `FROM alpine\nRUN git clone https://oauth2:${t}@gitlab.com/acme/tools.git /opt/tools\n`, secrets: [{ value: t, rule: 'gitlab-token' }] };
});
T((i) => {
  const h = S.hexSecret(128);
  return { path: `rails-${i}/config/environments/production.rb`, text: `Rails.application.configure do\n  config.secret_key_base = "${h}"\nend\n`, secrets: [{ value: h, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.alnumSecret(16);
  return { path: `tomcat-${i}/conf/context.xml`, text: `<Context>\n  <Resource name="jdbc/app" auth="Container" type="javax.sql.DataSource" username="app" password="${pw}" url="jdbc:mysql://db/app"/>\n</Context>\n`, secrets: [{ value: pw, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.alnumSecret(32);
  return { path: `svc-${i}/src/main/resources/app.properties`, text: `app.api.url=https://maps.acme.io\napp.api.key=${k}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const k = S.awsSecret();
  return { path: `ops-${i}/aws.yaml`, text: `aws:\n  region: eu-west-1\n  secret_access_key: ${k}\n`, secrets: [{ value: k, rule: 'generic-secret' }] };
});
T((i) => {
  const pw = S.alnumSecret(18);
  return { path: `etl-${i}/mongo.py`, text: `from pymongo import MongoClient\n\nclient = MongoClient("mongodb://admin:${pw}@mongo:27017/?authSource=admin")\n`, secrets: [{ value: pw, rule: 'database-url-password' }] };
});
// Batch 8 look-alikes.
T((i) => ({
  path: `node-svc-${i}/config/custom-environment-variables.json`,
  text: `{\n  "db": {\n    "password": "DB_PASSWORD",\n    "host": "DB_HOST"\n  },\n  "apiKey": "MAPS_API_KEY"\n}\n`,
  secrets: [],
}));
T((i) => ({
  path: `k8s/sealed-${i}/db-sealedsecret.yaml`,
  text: `apiVersion: bitnami.com/v1alpha1\nkind: SealedSecret\nmetadata:\n  name: db\nspec:\n  encryptedData:\n    password: AgB${r('b64', 400)}==\n    token: AgC${r('b64', 400)}==\n`,
  secrets: [],
}));
T((i) => ({
  path: `secrets-${i}/prod.enc.yaml`,
  text: `db:\n  password: ENC[AES256_GCM,data:${r('b64', 24)},iv:${r('b64', 43)}=,tag:${r('b64', 22)}==,type:str]\nsops:\n  version: 3.8.1\n`,
  secrets: [],
}));
T((i) => ({
  path: `svc-${i}/.env.test`,
  text: `DB_PASSWORD=test\nAPI_KEY=test-key\nSECRET_HEADER=x-webhook-signature\n`,
  secrets: [],
}));

function lineOf(text, value) {
  const index = text.indexOf(value);
  if (index < 0) throw new Error(`planted value not found: ${value.slice(0, 20)}`);
  return text.slice(0, index).split('\n').length;
}

fs.rmSync(OUT, { recursive: true, force: true });
const labels = {};
let files = 0;
const VARIANTS = 3;
for (let v = 1; v <= VARIANTS; v++) {
  for (const template of templates) {
    const { path: rel, text, secrets } = template(v);
    const full = path.join(OUT, rel);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    // tsconfig.json type-checks bench/**/*.ts; corpus files are data that import packages the project does not have.
    const body = rel.endsWith('.ts') ? `// @ts-nocheck\n${text}` : text;
    fs.writeFileSync(full, body);
    labels[rel] = secrets.map(({ value, rule }) => ({ line: lineOf(body, value), rule }));
    files++;
  }
}
fs.writeFileSync(path.join(here, 'labels.json'), JSON.stringify({ files, labels }, null, 1) + '\n');
console.log(`wrote ${files} files, ${Object.values(labels).flat().length} labelled secrets`);

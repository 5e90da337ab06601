/**
 * Shapes the first blind held-out set (bench/secrets/heldout1) found missing or noisy: base64-encoded
 * credentials, unencrypted OpenSSH keys, SQLAlchemy driver URLs, literals converted to bytes,
 * [name, value] entries, login(user, password), header directives, Postman key/value objects,
 * auth-method names, minified bundles. Values are generated here, never copied.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets, scanSecretsAsync } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

/** Seeded: every run draws the same values, so a failure reproduces. */
const random = seededRandom(1101);

const SECRET = 'q8T!vR3zLm9Kx2Wp';
const TOKEN = 'Zt4Kq9LmV2xR7pWn3bYc8HdJ5sFg6aQe';
const alnum = (n: number): string => random.alnum(n);
const b64 = (text: string): string => Buffer.from(text).toString('base64');

const found = (path: string, content: string) => scanSecrets({ path, content }).map((f) => `${f.ruleId}:${f.lineNumber}`);
async function genericLines(path: string, content: string): Promise<number[]> {
  return (await scanSecretsAsync({ path, content })).filter((f) => f.ruleId === 'generic-secret').map((f) => f.lineNumber);
}

describe('base64-encoded credentials', () => {
  it('a provider token inside a Kubernetes Secret data value is reported on that line, masked', () => {
    const stripe = `sk_live_${alnum(24)}`;
    const yaml = `apiVersion: v1\nkind: Secret\ndata:\n  STRIPE_KEY: ${b64(stripe)}\n  HOST: ${b64('db.internal.example')}\n`;
    const findings = scanSecrets({ path: 'deploy/secret.yaml', content: yaml });
    expect(findings.map((f) => `${f.ruleId}:${f.lineNumber}`)).toEqual(['stripe-secret-key:4']);
    expect(JSON.stringify(findings)).not.toContain(stripe);
    expect(JSON.stringify(findings)).not.toContain(b64(stripe));
  });

  it('a docker config (JSON, base64) whose auth entry encodes user:password is reported', () => {
    const config = JSON.stringify({ auths: { 'registry.example.io': { auth: b64(`ci:${SECRET}`) } } });
    expect(found('deploy/regcred.yaml', `data:\n  .dockerconfigjson: ${b64(config)}\n`)).toEqual(['generic-secret:2']);
  });

  it('encoded non-secrets stay quiet: placeholders, hosts, binary, SRI hashes', () => {
    const yaml = `data:\n  STRIPE_KEY: ${b64('sk_live_xxxxxxxxxxxxxxxxxxxxxxxx')}\n  HOST: ${b64('db.internal.example')}\n  BLOB: ${random.bytes(60).toString('base64')}\n`;
    expect(found('deploy/secret.yaml', yaml)).toEqual([]);
    expect(found('package-lock.json', `{"integrity": "sha512-${random.bytes(64).toString('base64')}"}\n`)).toEqual([]);
  });
});

describe('key blocks', () => {
  it('an unencrypted OpenSSH key, whose header holds a run of zero bytes, is reported', () => {
    const field = (s: string): Buffer => Buffer.concat([Buffer.from([0, 0, 0, s.length]), Buffer.from(s)]);
    const header = Buffer.concat([Buffer.from('openssh-key-v1\0'), field('none'), field('none'), field(''), Buffer.from([0, 0, 0, 1])]);
    const body = Buffer.concat([header, random.bytes(360)]).toString('base64').match(/.{1,70}/g) ?? [];
    expect(body[0]).toMatch(/A{8}/);
    const key = ['-----BEGIN OPENSSH PRIVATE KEY-----', ...body, '-----END OPENSSH PRIVATE KEY-----', ''].join('\n');
    expect(found('deploy/id_ed25519', key).map((f) => f.split(':')[0])).toEqual(['private-key-openssh']);
    const filler = ['-----BEGIN OPENSSH PRIVATE KEY-----', 'b3BlbnNzaC1rZXktdjE' + 'A'.repeat(64), 'A'.repeat(64), '-----END OPENSSH PRIVATE KEY-----'].join('\n');
    expect(found('docs/key.md', filler)).toEqual([]);
  });
});

describe('connection URLs with a driver', () => {
  it('SQLAlchemy `dialect+driver://` URLs carry their password like any other', () => {
    expect(found('app/db.py', `engine = create_engine("postgresql+psycopg2://etl:${TOKEN}@warehouse.internal:5432/dw")\n`)).toEqual(['database-url-password:1']);
    expect(found('.env', 'DATABASE_URL=mysql+pymysql://shop:${DB_PASSWORD}@db/shop\n')).toEqual([]);
  });
});

describe('generic secrets in code shapes', () => {
  it('literals converted to bytes are judged as assigned: Python b"", Buffer.from, .encode(), Go []byte', async () => {
    expect(await genericLines('app/sign.py', `HMAC_KEY = b"${TOKEN}"\n`)).toEqual([1]);
    expect(await genericLines('app/sign.py', `SIGNING_KEY = "${TOKEN}".encode()\n`)).toEqual([1]);
    expect(await genericLines('src/crypto.ts', `const ENCRYPTION_KEY = Buffer.from('${TOKEN}', 'utf8');\n`)).toEqual([1]);
    expect(await genericLines('src/crypto.ts', `const label = Buffer.from('${TOKEN}', 'utf8');\n`)).toEqual([]);
    expect(await genericLines('internal/auth/config.go', `var Default = Config{\n\tSigningKey: []byte("${TOKEN}"),\n}\n`)).toEqual([2]);
  });

  it('[name, value] entries and login(user, password)', async () => {
    expect(await genericLines('src/qb.ts', `export const cfg = new Map([\n  ['clientId', 'abc'],\n  ['clientSecret', '${TOKEN}'],\n]);\n`)).toEqual([3]);
    expect(await genericLines('src/qb.ts', `const pairs = [['label', '${TOKEN}']];\n`)).toEqual([]);
    expect(await genericLines('app/ftp.py', `ftp.login("billing", "${SECRET}")\n`)).toEqual([1]);
    expect(await genericLines('app/ftp.py', 'ftp.login(user, password)\n')).toEqual([]);
  });

  it('auth methods named by the credential they carry: apiKeyAuth, tokenAuth', async () => {
    expect(await genericLines('src/dd.ts', `const c = { authMethods: { apiKeyAuth: '${alnum(32)}' } };\n`)).toEqual([1]);
    expect(await genericLines('src/dd.ts', `const c = { basicAuth: true, oauth: '${alnum(32)}' };\n`)).toEqual([]);
  });
});

describe('generic secrets in configuration shapes', () => {
  it('Authorization set by a directive (nginx, Apache) without a colon', () => {
    // Basic credentials are reported by the rule for them (their base64 decodes to user:password).
    expect(found('deploy/nginx/site.conf', `location / {\n  proxy_set_header Authorization "Basic ${b64(`svc:${SECRET}`)}";\n}\n`)).toEqual(['http-basic-authorization:2']);
    expect(found('deploy/nginx/site.conf', 'proxy_set_header Authorization $http_authorization;\n')).toEqual([]);
  });

  it('Postman-style {key, value} objects written over several lines', () => {
    const json = JSON.stringify({ auth: { type: 'bearer', bearer: [{ key: 'token', value: TOKEN, type: 'string' }] } }, null, 2);
    expect(found('tools/api.postman_collection.json', json)).toEqual([`generic-secret:${json.split('\n').findIndex((l) => l.includes(TOKEN)) + 1}`]);
    const placeholder = JSON.stringify({ header: [{ key: 'token', value: '{{apiToken}}' }] }, null, 2);
    expect(found('tools/api.postman_collection.json', placeholder)).toEqual([]);
  });

  it('long options in exec form', () => {
    expect(found('docker-compose.yml', `services:\n  redis:\n    command: ["redis-server", "--requirepass", "${TOKEN}"]\n`)).toEqual(['generic-secret:3']);
    expect(found('docker-compose.yml', 'services:\n  redis:\n    command: ["redis-server", "--requirepass", "$REDIS_PASSWORD"]\n')).toEqual([]);
  });

  it('minified bundles get no generic detection (provider tokens are still reported)', () => {
    const bundle = `!function(){const n={token:"${alnum(43)}",nonce:"${alnum(32)}"};return n}();\n`;
    expect(found('public/vendor/chart.min.js', bundle)).toEqual([]);
    expect(found('public/vendor/app.min.js', `var k="ghp_${alnum(36)}";\n`)).toEqual(['github-token:1']);
  });
});

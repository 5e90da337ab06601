/**
 * Shapes the second blind held-out set (bench/secrets/heldout2) found missing: sources under a
 * `com/example` package, passwords that look like `word.Random123`, random lower-case passwords,
 * environment entries in lists, single-dash options, settings tables in Markdown, property-list
 * key/string pairs, SQL inserts, .pgpass files, UUID passwords, more broker URL schemes, redis-cli
 * and libpq keyword/value strings. Values are generated here, never copied.
 */
import { describe, expect, it } from 'vitest';
import { scanSecretsAsync, scanSecrets } from '../../../src/engine/secrets/index.js';
import { isTestFixturePath } from '../../../src/engine/secrets/file-kinds.js';
import { seededRandom } from '../../helpers/seeded-random.js';

/** Seeded: every run draws the same values, so a failure reproduces. */
const random = seededRandom(2202);

const alnum = (n: number): string => random.alnum(n);
const found = (path: string, content: string) => scanSecrets({ path, content }).map((f) => `${f.ruleId}:${f.lineNumber}`);
async function foundParsed(path: string, content: string): Promise<string[]> {
  return (await scanSecretsAsync({ path, content })).map((f) => `${f.ruleId}:${f.lineNumber}`);
}

describe('where a file sits', () => {
  it('a `com/example` package folder is not a folder of examples; `examples/` and `com/example/test/` still are', () => {
    expect(isTestFixturePath('services/billing/src/main/java/com/example/billing/PaymentClient.java')).toBe(false);
    expect(isTestFixturePath('app/src/main/java/org/sample/net/Api.kt')).toBe(false);
    expect(isTestFixturePath('examples/billing/PaymentClient.java')).toBe(true);
    expect(isTestFixturePath('src/test/java/com/example/billing/PaymentClientTest.java')).toBe(true);
    expect(isTestFixturePath('src/main/java/com/example/test/Fixtures.java')).toBe(true);
  });

  it('a hard-coded secret in a com.example class is reported at its own severity', async () => {
    const java = `package com.example.billing;\nclass PaymentClient {\n    private final String partnerApiSecret = "${alnum(40)}";\n}\n`;
    const findings = await scanSecretsAsync({ path: 'src/main/java/com/example/billing/PaymentClient.java', content: java });
    expect(findings.map((f) => `${f.ruleId}:${f.lineNumber}:${f.severity}`)).toEqual(['generic-secret:3:medium']);
  });
});

describe('values judged', () => {
  it('`word.Random123` is a password, not a member expression; real expressions stay quiet', async () => {
    const pw = `willow.${alnum(7)}${100 + (random.bytes(1)[0] % 900)}`;
    expect(await foundParsed('lib/tokens.ts', `const JWT_SIGNING_KEY = '${pw}';\n`)).toEqual(['generic-secret:1']);
    expect(found('config/production.json', `{\n  "password": "${pw}"\n}\n`)).toEqual(['generic-secret:2']);
    expect(found('db/seed.sql', `CREATE USER reporting WITH PASSWORD '${pw}';\n`)).toEqual(['generic-secret:1']);
    for (const expression of ['settings.DB_PASSWORD', 'this.config.apiKey2', 'process.env.SESSION_SECRET', 'Config.getDBPassword()']) {
      expect(found('config/app.yaml', `password: "${expression}"\n`)).toEqual([]);
    }
  });

  it('random lower-case letters (an app password) are a password; words are not', () => {
    const letters = 'bcdfghjklmnpqrstvwxz';
    const appPassword = Array.from(random.bytes(16), (b) => letters[b % letters.length]).join('').replace(/^./, 'a');
    expect(found('group_vars/prod.yml', `smtp:\n  password: "${appPassword}"\n`)).toEqual(['generic-secret:2']);
    expect(found('group_vars/prod.yml', 'smtp:\n  password: "correcthorsebattery"\n  token: "authorizationheader"\n')).toEqual([]);
  });

  it('a UUID is a password under a password name, but an id under token and key names', () => {
    const uuid = '9b2f4c1e-7a3d-4e8b-a1c6-5d0f2e9b7c43';
    expect(found('home/.netrc', `machine api.heroku.com\n  login ops@example.com\n  password ${uuid}\n`)).toEqual(['generic-secret:3']);
    expect(found('config.yaml', `session_token: "${uuid}"\nclient_key: "${uuid}"\n`)).toEqual([]);
  });
});

describe('places a value is written', () => {
  it('`NAME=value` entries of a list: JS, Python, Java and YAML', async () => {
    const pw = alnum(16);
    expect(await foundParsed('scripts/start-db.js', `docker.createContainer({ Env: ['POSTGRES_USER=app', 'POSTGRES_PASSWORD=${pw}'] });\n`)).toEqual(['generic-secret:1']);
    expect(await foundParsed('scripts/run.py', `subprocess.run(cmd, env=["PGHOST=db", "PGPASSWORD=${pw}"])\n`)).toEqual(['generic-secret:1']);
    expect(await foundParsed('src/main/java/Run.java', `class Run { String[] env = {"API_TOKEN=${alnum(32)}"}; }\n`)).toEqual(['generic-secret:1']);
    expect(found('docker-compose.yml', `services:\n  db:\n    environment:\n      - "MYSQL_PASSWORD=${pw}"\n`)).toEqual(['generic-secret:4']);
    expect(await foundParsed('scripts/start-db.js', "const env = ['POSTGRES_PASSWORD=${POSTGRES_PASSWORD}', 'API_KEY='];\n")).toEqual([]);
  });

  it('single-dash options: `-Dnexus.password=…`, `-password=…`', () => {
    const pw = alnum(16);
    expect(found('Jenkinsfile', `sh "mvn deploy -Dnexus.username=ci -Dnexus.password=${pw}"\n`)).toEqual(['generic-secret:1']);
    expect(found('Makefile', `migrate:\n\tflyway -url=jdbc:postgresql://db/orders -user=flyway -password=${pw} migrate\n`)).toEqual(['generic-secret:2']);
    expect(found('Makefile', 'migrate:\n\tflyway -user=flyway -password=$(FLYWAY_PASSWORD) migrate\n')).toEqual([]);
  });

  it('a Markdown settings table', () => {
    expect(found('docs/runbook.md', `| Setting | Value |\n|---|---|\n| password | \`${alnum(14)}#\` |\n`)).toEqual(['generic-secret:3']);
    expect(found('docs/api.md', '| Field | Type | Meaning |\n|---|---|---|\n| password | string | The password of the user |\n| token | `<token>` | from the dashboard |\n')).toEqual([]);
  });

  it('a property list key followed by its string', () => {
    const plist = `<dict>\n    <key>API_SECRET</key>\n    <string>${alnum(40)}</string>\n    <key>REVENUECAT_KEY</key>\n    <string>$(REVENUECAT_KEY)</string>\n</dict>\n`;
    expect(found('App/Config.plist', plist)).toEqual(['generic-secret:3']);
  });

  it('SQL inserts name each value by its column', () => {
    const sql = `INSERT INTO api_clients (name, client_id, client_secret) VALUES ('portal', '3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f', '${alnum(40)}'), ('cli', 'x', NULL);\n`;
    expect(found('db/seeds/seed.sql', sql)).toEqual(['generic-secret:1']);
    expect(found('db/seeds/seed.sql', "INSERT INTO settings (key, value) VALUES ('password_min_length', '12');\n")).toEqual([]);
    const dump = [
      'INSERT INTO users (id, email, password_hash, api_token) VALUES',
      "  (1, 'a@example.io', '$2b$12$" + alnum(53) + "', '" + alnum(40) + "'),",
      "  (2, 'b@example.io', '$2b$12$" + alnum(53) + "', NULL);",
      "SELECT 'not a tuple';",
    ].join('\n');
    expect(found('db/dump.sql', dump)).toEqual(['generic-secret:2']);
  });

  it('.pgpass entries, which name no field', () => {
    expect(found('home/.pgpass', `db.internal:5432:orders:app:${alnum(18)}\nlocalhost:5432:*:postgres:${alnum(18)}\n`)).toEqual(['generic-secret:1', 'generic-secret:2']);
    expect(found('home/.pgpass', '# host:port:database:user:password\n')).toEqual([]);
  });
});

describe('rules widened', () => {
  it('broker and SQL Server URLs, redis-cli -a, libpq keyword/value strings', () => {
    const pw = alnum(18);
    expect(found('config/prod.toml', `url = "kafka://reporting:${pw}@broker-1.internal:9093"\n`)).toEqual(['database-url-password:1']);
    expect(found('.env', `DB=mssql://admin:${pw}@sqlsrv01:1433/ledger\n`)).toEqual(['database-url-password:1']);
    expect(found('notes.txt', `redis-cli -h cache-01 -a ${pw} INFO\n`)).toEqual(['cli-password-argument:1']);
    expect(found('internal/config.go', `return sql.Open("postgres", "host=db user=billing password=${pw} dbname=orders sslmode=require")\n`)).toEqual(['connection-string-password:1']);
  });
});

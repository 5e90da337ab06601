/**
 * Shapes the fifth blind held-out set (bench/secrets/heldout5) found missing or misjudged: provider
 * formats (LangSmith, age, Notion, Figma, Supabase, PlanetScale, Contentful, Dropbox, Asana, GitLab
 * trigger and registration tokens), passwords given to well-known APIs (StackExchange.Redis strings,
 * Go MySQL DSNs, Perl DBI, LDAP binds, SMTP auth), URLs of more schemes (mysql2, snowflake, sftp),
 * values named by their surroundings (Terraform secret resources, Gradle buildConfigField, answer-file
 * `<Value>`), SQL and PowerShell statements, ASP.NET machine keys, a password in a Markdown code span,
 * and public values (RevenueCat SDK keys).
 * Values come from a seeded generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets, scanSecretsAsync } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

/** Seeded: every run draws the same values, so a failure reproduces. */
const random = seededRandom(5505);
const next = random.next;
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const ALNUM = LOWER + LOWER.toUpperCase() + '0123456789';
const HEX = '0123456789abcdef';
const URLSAFE = ALNUM + '-_';
const digits = (n: number): string => from('123456789', 1) + from('0123456789', n - 1);
/** A password with upper, lower and digits that no placeholder check can mistake. */
const password = (): string => `Qz${from(ALNUM, 12)}7k`;
const found = (path: string, content: string): string[] => scanSecrets({ path, content }).map((f) => `${f.ruleId}:${f.lineNumber}`);

describe('provider formats', () => {
  it('LangSmith, age, Figma, Supabase, PlanetScale and Contentful tokens', () => {
    const env = [
      `LANGCHAIN_API_KEY=lsv2_pt_${from(HEX, 32)}_${from(HEX, 10)}`,
      `SOPS_AGE_KEY=AGE-SECRET-KEY-1${from('QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L', 58)}`,
      `FIGMA_TOKEN=figd_${from(URLSAFE, 40)}`,
      `SUPABASE_ACCESS_TOKEN=sbp_${from(HEX, 40)}`,
      `DATABASE_PASSWORD=pscale_pw_${from(URLSAFE, 43)}`,
      `CONTENTFUL_MANAGEMENT_TOKEN=CFPAT-${from(URLSAFE, 43)}`,
    ].join('\n');
    expect(found('deploy/prod.env', env + '\n')).toEqual([
      'langsmith-api-key:1', 'age-secret-key:2', 'figma-access-token:3', 'supabase-access-token:4', 'planetscale-token:5', 'contentful-management-token:6',
    ]);
  });

  it('an age public recipient and a documented prefix are not secret keys', () => {
    expect(found('backup.sh', `age -r age1${from('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)} -o dump.age dump.sql\n`)).toEqual([]);
    expect(found('README.md', 'Set `SOPS_AGE_KEY` to your `AGE-SECRET-KEY-1...` line.\n')).toEqual([]);
  });

  it('Notion tokens in either format; an identifier that starts with secret_ is not one', () => {
    const md = `- Notion export: \`secret_${from(ALNUM, 43)}\`\n- new format: \`ntn_${digits(11)}${from(ALNUM, 35)}\`\n`;
    expect(found('docs/onboarding.md', md)).toEqual(['notion-integration-token:1', 'notion-integration-token:2']);
    expect(found('app.py', 'secret_key_base = os.environ["SECRET_KEY_BASE"]\n')).toEqual([]);
  });

  it('Dropbox short-lived and Asana personal tokens passed to their clients', () => {
    const py = `import asana, dropbox\ndbx = dropbox.Dropbox("sl.${from(URLSAFE, 138)}")\nclient = asana.Client.access_token("2/${digits(16)}/${digits(16)}:${from(HEX, 32)}")\n`;
    expect(found('integrations/clients.py', py)).toEqual(['dropbox-access-token:2', 'asana-access-token:3']);
    expect(found('nginx.conf', `ssl.${from(URLSAFE, 138)}\n`)).toEqual([]);
  });

  it('GitLab pipeline trigger tokens and legacy runner registration tokens', () => {
    const ci = `deploy:\n  script:\n    - curl -X POST -F token=glptt-${from(HEX, 40)} -F ref=main https://gitlab.example.org/api/v4/projects/4/trigger/pipeline\n`;
    expect(found('.gitlab-ci.yml', ci)).toEqual(['gitlab-token:3']);
    expect(found('register.sh', `gitlab-runner register --registration-token GR1348941${from(URLSAFE, 20)} --executor shell\n`)).toEqual(['gitlab-token:1']);
  });
});

describe('passwords given to well-known APIs', () => {
  it('a StackExchange.Redis configuration string with password=', () => {
    const key = `${from(ALNUM, 43)}=`;
    const json = `{\n  "ConnectionStrings": {\n    "Redis": "shop.redis.cache.windows.net:6380,password=${key},ssl=True,abortConnect=False"\n  }\n}\n`;
    expect(found('appsettings.json', json)).toEqual(['redis-connection-string-password:3']);
    expect(found('appsettings.json', '{ "Redis": "localhost:6379,password={0},ssl=False" }\n')).toEqual([]);
  });

  it('a Go MySQL DSN, Perl DBI->connect, an LDAP bind and smtp.PlainAuth', () => {
    expect(found('config.go', `var dsn = "app:${password()}@tcp(mysql.internal:3306)/app?parseTime=true"\n`)).toEqual(['go-mysql-dsn-password:1']);
    expect(found('lib/DB.pm', `my $dbh = DBI->connect("dbi:mysql:database=crm", "crm", "${password()}", { RaiseError => 1 });\n`)).toEqual(['dbi-connect-password:1']);
    expect(found('ldap.go', `err := conn.Bind("CN=svc,OU=Service,DC=corp,DC=local", "${password()}")\n`)).toEqual(['ldap-bind-password:1']);
    expect(found('mail.go', `var auth = smtp.PlainAuth("", "alerts@acme.example", "${password()}", "smtp.acme.example")\n`)).toEqual(['smtp-auth-password:1']);
    expect(found('config.go', 'dsn := fmt.Sprintf("%s:%s@tcp(%s)/%s", user, pass, host, name)\n')).toEqual([]);
    expect(found('ldap.go', 'err := conn.Bind("cn=admin,dc=example,dc=org", os.Getenv("LDAP_PASSWORD"))\n')).toEqual([]);
  });

  it('mysql2, snowflake and sftp URLs with a password', () => {
    expect(found('config/database.yml', `analytics:\n  url: mysql2://reader:${password()}@analytics.internal/shop\n`)).toEqual(['database-url-password:2']);
    expect(found('etl.py', `engine = create_engine("snowflake://LOADER:${password()}@acme-eu1/RAW/PUBLIC")\n`)).toEqual(['database-url-password:1']);
    expect(found('upload.ts', `export const mirror = 'sftp://acme:${password()}@files.partner.example/out';\n`)).toEqual(['url-credentials:1']);
  });
});

describe('values named by their surroundings', () => {
  it('Terraform resources that store a secret; a String SSM parameter is configuration', () => {
    const pw = password();
    const tf = `resource "azurerm_key_vault_secret" "sql" {\n  name         = "sql-admin-password"\n  value        = "${pw}"\n  key_vault_id = azurerm_key_vault.main.id\n}\n\nresource "aws_ssm_parameter" "key" {\n  name  = "/app/partner"\n  type  = "SecureString"\n  value = "${from(ALNUM, 40)}"\n}\n\nresource "aws_ssm_parameter" "region" {\n  name  = "/app/region-tag"\n  type  = "String"\n  value = "${from(ALNUM, 40)}"\n}\n`;
    expect(found('infra/main.tf', tf)).toEqual(['generic-secret:3', 'generic-secret:10']);
    expect(found('infra/main.tf', 'resource "azurerm_key_vault_secret" "sg" {\n  name  = "sendgrid"\n  value = var.sendgrid_api_key\n}\n')).toEqual([]);
  });

  it('an Android buildConfigField or resValue named by its second argument', () => {
    const gradle = `android {\n  defaultConfig {\n    buildConfigField("String", "PARTNER_SECRET", "\\"${from(ALNUM, 32)}\\"")\n    buildConfigField("String", "API_BASE", "\\"https://api.example.org\\"")\n    resValue("string", "partner_api_key", "${from(ALNUM, 32)}")\n  }\n}\n`;
    expect(found('app/build.gradle.kts', gradle)).toEqual(['generic-secret:3', 'generic-secret:5']);
  });

  it('a Windows answer file: <Value> under a password element; PlainText alone says nothing', () => {
    const xml = `<UserAccounts>\n  <AdministratorPassword>\n    <Value>${password()}</Value>\n    <PlainText>true</PlainText>\n  </AdministratorPassword>\n</UserAccounts>\n<Display>\n  <Value>${from(ALNUM, 20)}</Value>\n</Display>\n`;
    expect(found('unattend.xml', xml)).toEqual(['generic-secret:3']);
  });

  it('ASP.NET machineKey validation and decryption keys', () => {
    const hexUp = (n: number) => from(HEX, n).toUpperCase();
    const config = `<system.web>\n  <machineKey validationKey="${hexUp(128)}"\n              decryptionKey="${hexUp(48)}" validation="HMACSHA256" decryption="AES" />\n</system.web>\n`;
    expect(found('web.config', config)).toEqual(['generic-secret:2', 'generic-secret:3']);
  });
});

describe('statements and prose', () => {
  it('T-SQL CREATE LOGIN and an Oracle IDENTIFIED BY in a migration', () => {
    expect(found('V3__login.sql', `CREATE LOGIN [svc] WITH PASSWORD = N'${password()}', CHECK_POLICY = ON;\n`)).toEqual(['generic-secret:1']);
    expect(found('V4__user.sql', `CREATE USER app IDENTIFIED BY "${password()}"\n  DEFAULT TABLESPACE users;\n`)).toEqual(['generic-secret:1']);
  });

  it('PowerShell ConvertTo-SecureString with a literal; Read-Host is not one', () => {
    expect(found('deploy.ps1', `$secure = ConvertTo-SecureString '${password()}' -AsPlainText -Force\n`)).toEqual(['generic-secret:1']);
    expect(found('deploy.ps1', '$secure = Read-Host -AsSecureString -Prompt "Password"\n')).toEqual([]);
  });

  it('the word password followed by a code span in Markdown; placeholders in it are not reported', () => {
    expect(found('docs/onboarding.md', `- Shared staging admin: user \`stage\`, password \`${password()}\`\n`)).toEqual(['generic-secret:1']);
    expect(found('docs/setup.md', 'Set the password `<your-password>` and the password `$DB_PASSWORD`.\n')).toEqual([]);
  });
});

describe('the judge: passphrases and stored password forms', () => {
  const WORDS = ['larch', 'osprey', 'basalt', 'fennel', 'kestrel', 'marlin', 'sorrel', 'umber', 'yarrow', 'cinder', 'egret', 'heron'];
  const word = () => WORDS[Math.floor(next() * WORDS.length)];

  it('a passphrase of random words under a password name is a password', () => {
    const phrase = `${word()}-${word()}-${word()}-${digits(2)}`;
    expect(found('config/application-prod.yml', `spring:\n  datasource:\n    password: '${phrase}'\n`)).toEqual(['generic-secret:3']);
    const cap = (w: string) => w[0].toUpperCase() + w.slice(1);
    expect(found('.my.cnf', `[client]\nuser=backup\npassword="${cap(word())}.${cap(word())}.${cap(word())}.${digits(2)}"\n`)).toEqual(['generic-secret:3']);
    // Dotted lower-case words without a number read as a property name, as before.
    expect(found('app.yml', 'password: mail.smtp.relay.host\n')).toEqual([]);
  });

  it('instructions and stand-ins written as words are not passphrases; tokens are never passphrases', () => {
    expect(found('config.yml', 'password: generate-with-openssl-rand\n')).toEqual([]);
    expect(found('config.yml', 'password: local-dev-only-1\n')).toEqual([]);
    expect(found('config.yml', 'db_password: rotate-me-before-launch\n')).toEqual([]);
    expect(found('config.yml', `api_token: ${word()}-${word()}-${word()}-${digits(2)}\n`)).toEqual([]);
  });

  it('PostgreSQL role verifiers and Maven encrypted passwords are not passwords', () => {
    const b64 = (n: number) => from(ALNUM + '+/', n);
    const sql = `ALTER ROLE app PASSWORD 'md5${from(HEX, 32)}';\nALTER ROLE app2 PASSWORD 'SCRAM-SHA-256$4096:${b64(22)}==$${b64(43)}=:${b64(43)}=';\nALTER ROLE app3 PASSWORD '${password()}';\n`;
    expect(found('V6__roles.sql', sql)).toEqual(['generic-secret:3']);
    expect(found('settings.xml', `<server>\n  <id>nexus</id>\n  <password>{${b64(44)}=}</password>\n</server>\n`)).toEqual([]);
  });
});

describe('a (user, password) pair named by its use', () => {
  it('a settings constant ending in AUTH holds the pair a driver takes; a pair of ids is not', async () => {
    const py = `NEO4J_URI = "bolt://neo4j.internal:7687"\nNEO4J_AUTH = ("neo4j", "${password()}")\nTIMEOUTS = ("connect", "${password()}")\n`;
    // Python is read through its syntax tree, as the engine scans it.
    const findings = await scanSecretsAsync({ path: 'app/settings.py', content: py });
    expect(findings.map((f) => `${f.ruleId}:${f.lineNumber}`)).toEqual(['generic-secret:2']);
  });
});

describe('key files', () => {
  it("Rails' master.key and per-environment keys; another .key file or an all-zero key is not reported", () => {
    expect(found('config/master.key', `${from(HEX, 32)}\n`)).toEqual(['generic-secret:1']);
    expect(found('shop/config/credentials/production.key', from(HEX, 32))).toEqual(['generic-secret:1']);
    expect(found('certs/master.key', `${from(HEX, 32)}\n`)).toEqual([]);
    expect(found('config/master.key', `${'0'.repeat(32)}\n`)).toEqual([]);
  });
});

describe('public values', () => {
  it('RevenueCat public SDK keys in a plist', () => {
    const plist = `<dict>\n\t<key>RevenueCatAPIKey</key>\n\t<string>appl_${from(ALNUM, 27)}</string>\n</dict>\n`;
    expect(found('Info.plist', plist)).toEqual([]);
  });
});

/**
 * Shapes the fourth blind held-out set (bench/secrets/heldout4) found missing: passwords after
 * `sshpass -p ` and `docker login -p`, Azure SAS connection strings, Google OAuth client secrets,
 * Firebase Cloud Messaging server keys, Facebook access tokens, PHP mysqli/PDO passwords, hand-built
 * `Basic` values under any name, the `Token` scheme,
 * index assignments (`ENV["X"] = "…"`) and XML elements named by an attribute in code and config
 * read without a tree, OkHttp `Credentials.basic`, and random values that hold a `<`.
 * Values are generated here.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets } from '../../../src/engine/secrets/index.js';
import { isPlaceholder } from '../../../src/engine/secrets/placeholders.js';
import { seededRandom } from '../../helpers/seeded-random.js';

/** Seeded: every run draws the same values, so a failure reproduces. */
const random = seededRandom(4404);

const alnum = (n: number): string => random.alnum(n);
const urlsafe = (n: number): string => random.urlsafe(n);
const b64 = (s: string): string => Buffer.from(s).toString('base64');
const found = (path: string, content: string) => scanSecrets({ path, content }).map((f) => `${f.ruleId}:${f.lineNumber}`);
/** A password with upper, lower and digits that no placeholder check can mistake. */
const password = (): string => `Qz${alnum(12)}7k`;

describe('passwords on command lines', () => {
  it('sshpass -p takes its password as the next argument; -e reads the environment', () => {
    const pw = password();
    expect(found('Jenkinsfile', `stage('x') {\n  sh "sshpass -p '${pw}' ssh root@10.0.3.12 uptime"\n}\n`)).toEqual(['cli-password-argument:2']);
    expect(found('deploy.sh', 'sshpass -e ssh root@10.0.3.12 uptime\n')).toEqual([]);
  });

  it('docker and podman login with -p or --password; stdin and variables are not reported', () => {
    const pw = password();
    const ci = `build:\n  script:\n    - docker login -u ci -p ${pw} registry.example.com\n    - docker push registry.example.com/app\n`;
    expect(found('.gitlab-ci.yml', ci)).toEqual(['cli-password-argument:3']);
    expect(found('login.sh', `podman login --password=${pw} quay.io\n`)).toEqual(['cli-password-argument:1']);
    expect(found('.gitlab-ci.yml', 'script:\n  - docker login -u ci -p "$CI_REGISTRY_PASSWORD" registry.example.com\n')).toEqual([]);
    expect(found('.gitlab-ci.yml', 'script:\n  - echo "$P" | docker login -u ci --password-stdin registry.example.com\n')).toEqual([]);
    expect(found('run.sh', 'docker run -p 8080:8080 registry.example.com/app\n')).toEqual([]);
  });
});

describe('provider shapes', () => {
  it('an Azure Service Bus / Event Hubs SharedAccessKey in a connection string', () => {
    const key = `${random.bytes(32).toString('base64')}`;
    expect(key).toMatch(/=$/);
    const json = `{\n  "ConnectionStrings": {\n    "Bus": "Endpoint=sb://shop.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${key}"\n  }\n}\n`;
    expect(found('appsettings.json', json)).toEqual(['azure-shared-access-key:3']);
    expect(found('appsettings.json', '{ "Bus": "Endpoint=sb://x.servicebus.windows.net/;SharedAccessKeyName=Root;SharedAccessKey=${SB_KEY}" }\n')).toEqual([]);
  });

  it('a Google OAuth client secret passed positionally', () => {
    const rb = `Rails.application.config.middleware.use OmniAuth::Builder do\n  provider :google_oauth2,\n           "123-abc.apps.googleusercontent.com",\n           "GOCSPX-${urlsafe(28)}"\nend\n`;
    expect(found('config/initializers/omniauth.rb', rb)).toEqual(['google-oauth-client-secret:4']);
    expect(found('.env.example', 'GOOGLE_CLIENT_SECRET=GOCSPX-xxxxxxxxxxxxxxxxxxxxxxxxxxxx\n')).toEqual([]);
  });

  it('a Firebase Cloud Messaging server key, not a device registration token', () => {
    const key = `AAAA${urlsafe(7)}:APA91b${urlsafe(134)}`;
    expect(found('.env.production', `APP=1\nFCM_SERVER_KEY=${key}\n`)).toEqual(['firebase-cloud-messaging-server-key:2']);
    expect(found('push.ts', `const to = ['APA91b${urlsafe(134)}'];\n`)).toEqual([]);
  });
});

describe('positional passwords and long-lived tokens', () => {
  it('the third argument of new mysqli / mysqli_connect / new PDO', () => {
    const pw = password();
    expect(found('app/Legacy/OrderExport.php', `<?php\n$m = new mysqli('10.0.3.12', 'export', '${pw}', 'shop');\n`)).toEqual(['php-database-password:2']);
    expect(found('app/db.php', `<?php\n$pdo = new PDO('mysql:host=db;dbname=shop', 'shop', '${pw}');\n`)).toEqual(['php-database-password:2']);
    expect(found('app/db.php', "<?php\n$m = new mysqli($host, $user, getenv('DB_PASSWORD'), 'shop');\n")).toEqual([]);
    expect(found('app/db.php', '<?php\n$m = mysqli_connect("localhost", "root", "password", "test");\n')).toEqual([]);
  });

  it('a Facebook Graph access token, not a Square EAAA token nor a run inside base64', () => {
    const token = `EAAG${alnum(180)}`;
    expect(found('Integrations/FacebookAds.cs', `var auth = new AuthenticationHeaderValue("Bearer",\n    "${token}");\n`)).toEqual(['facebook-access-token:2']);
    expect(found('img.ts', `const img = 'data:image/png;base64,iVBORw0KGgo/${token}';\n`)).toEqual([]);
  });
});

describe('credentials named by what carries them, not by a variable name', () => {
  it('a hand-built Basic value decodes to user:password whatever it is assigned to', () => {
    const header = b64(`harbor:${password()}`);
    expect(found('src/freight.ts', `const AUTH_HEADER = 'Basic ${header}';\n`)).toEqual(['http-basic-authorization:1']);
    expect(found('src/freight.ts', `const AUTH_HEADER = 'Basic ${b64('user:password')}';\n`)).toEqual([]);
    expect(found('src/freight.ts', `const AUTH_HEADER = 'Basic ${b64('deploy:deploy')}';\n`)).toEqual([]);
    expect(found('src/freight.ts', "const AUTH_HEADER = 'Basic ' + Buffer.from(`${u}:${p}`).toString('base64');\n")).toEqual([]);
  });

  it('the Token scheme (Django REST framework, PagerDuty `Token token=`) precedes the credential', () => {
    const go = `package alert\n\nfunc h(req *http.Request) {\n\treq.Header.Set("Authorization", "Token token=${alnum(20)}")\n}\n`;
    expect(found('internal/alert/pagerduty.go', go)).toEqual(['generic-secret:4']);
    expect(found('internal/alert/pagerduty.go', 'req.Header.Set("Authorization", "Token token=" + key)\n')).toEqual([]);
  });
});

describe('index assignments and XML names in text read without a tree', () => {
  it('ENV["X"] = "…" (Ruby, fastlane) and $config[\'x\'] = \'…\' (PHP); comparisons are not assignments', () => {
    const pw = password();
    expect(found('fastlane/Fastfile', `lane :beta do\n  ENV["MATCH_PASSWORD"] = "${pw}"\nend\n`)).toEqual(['generic-secret:2']);
    expect(found('application/config/database.php', `<?php\n$db['default']['password'] = '${pw}';\n`)).toEqual(['generic-secret:2']);
    expect(found('fastlane/Fastfile', `abort if ENV["MATCH_PASSWORD"] == "${pw}"\n`)).toEqual([]);
    expect(found('fastlane/Fastfile', 'ENV["MATCH_PASSWORD"] = ENV.fetch("CI_MATCH_PASSWORD")\n')).toEqual([]);
  });

  it('Android string resources and Hibernate properties are named by their name attribute', () => {
    const secret = alnum(40);
    const xml = `<resources>\n    <string name="app_name">Harbor</string>\n    <string name="partner_client_secret">${secret}</string>\n</resources>\n`;
    expect(found('app/src/main/res/values/secrets.xml', xml)).toEqual(['generic-secret:3']);
    const cfg = `<hibernate-configuration><session-factory>\n  <property name="hibernate.connection.password">${password()}</property>\n</session-factory></hibernate-configuration>\n`;
    expect(found('src/main/resources/hibernate.cfg.xml', cfg)).toEqual(['generic-secret:2']);
    expect(found('app/src/main/res/values/strings.xml', '<resources>\n  <string name="password_hint">Password</string>\n  <string name="api_key_label">API key</string>\n</resources>\n')).toEqual([]);
  });

  it('OkHttp Credentials.basic("user", "password") in Kotlin', () => {
    const kt = `class BankClient {\n    private val auth = Credentials.basic("recon", "${password()}")\n}\n`;
    expect(found('src/main/kotlin/BankClient.kt', kt)).toEqual(['generic-secret:2']);
    expect(found('src/main/kotlin/BankClient.kt', 'private val auth = Credentials.basic(user, pass)\n')).toEqual([]);
  });
});

describe('angle brackets', () => {
  it('a name in angle brackets is a placeholder; a `<` among random punctuation is not', () => {
    for (const p of ['<your-key>', '<YourStrong@Passw0rd>', 'sk_live_<key>', '<generate with bin/rails secret>', '<bot-token']) expect(isPlaceholder(p)).toBe(true);
    expect(isPlaceholder('dV]~4.:xpi+CshSZ,MgZ[n]bZO-x%G(%:>:%y;rJ<!mFof/nUO{$ava~]:iCK')).toBe(false);
    const salt = `${alnum(20)}(%:>:%y;rJ<!m${alnum(20)}`;
    expect(found('wp-config.php', `<?php\ndefine( 'SECURE_AUTH_KEY',  '${salt}' );\n`)).toEqual(['generic-secret:2']);
  });
});

/**
 * Shapes from the second round on the first held-out set (bench/secrets/heldout1): a provider's
 * public field named like a credential (Pusher's app key), the `test:` section of configuration split
 * by environment, credentials in the query of a connection URL, Cloudinary's credential URL, and a
 * provider client built with an options object. Values are generated here.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets } from '../../../src/engine/secrets/index.js';
import { environmentSections } from '../../../src/engine/secrets/environment-sections.js';
import { isPublicProviderField } from '../../../src/engine/secrets/public-fields.js';

// Seeded, so a run never draws one of the rare values the generic judge finds too regular.
let seed = 0x5ec2e75;
function rand(): number {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const draw = (alphabet: string, n: number): string => Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join('');
const alnum = (n: number): string => draw('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', n);
const hex = (n: number): string => draw('0123456789abcdef', n);
const found = (path: string, content: string) => scanSecrets({ path, content }).map((f) => `${f.ruleId}:${f.lineNumber}:${f.severity}`);

describe("a provider's public field", () => {
  it('knows the public half of a pair by provider and field, wherever the provider is named', () => {
    for (const name of ['PUSHER_APP_KEY', 'MIX_PUSHER_APP_KEY', 'pusherKey', 'pusher.key', 'pusher.app_key', 'ALGOLIA_SEARCH_KEY', 'algoliaSearchApiKey', 'CLOUDINARY_API_KEY', 'MIXPANEL_TOKEN']) {
      expect(isPublicProviderField(name), name).toBe(true);
    }
    for (const name of ['PUSHER_APP_SECRET', 'pusher.secret', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_API_KEY', 'CLOUDINARY_API_SECRET', 'MIXPANEL_API_SECRET', 'APP_KEY', 'STRIPE_KEY']) {
      expect(isPublicProviderField(name), name).toBe(false);
    }
  });

  it('the app key is quiet, the app secret beside it is reported', () => {
    // Fixed values (generated for this test): about one random 20-hex value in 16 has too little
    // entropy for the generic judge, which is not what this test is about.
    const [key, secret] = ['ea05bf67f4e62f02657d', '0820c6917d969b81474f'];
    const env = `PUSHER_APP_ID=3012817\nPUSHER_APP_KEY=${key}\nPUSHER_APP_SECRET=${secret}\n`;
    expect(found('.env.production', env)).toEqual(['generic-secret:3:medium']);
    const yaml = `pusher:\n  app_id: "1234567"\n  key: ${key}\n  secret: ${secret}\n`;
    expect(found('config/pusher.yml', yaml)).toEqual(['generic-secret:4:medium']);
  });
});

describe("Mapbox's public and secret tokens", () => {
  // Mapbox tokens: a prefix, the base64url of a small JSON naming the account, and a random part.
  const token = (prefix: string) => `${prefix}.${Buffer.from(JSON.stringify({ u: 'acme-maps', a: alnum(25) })).toString('base64url')}.${alnum(22)}`;

  it('a pk. token under a Mapbox name is quiet; an sk. token under the same name is reported', () => {
    expect(isPublicProviderField('mapboxToken', token('pk'))).toBe(true);
    expect(isPublicProviderField('MAPBOX_ACCESS_TOKEN', token('pk'))).toBe(true);
    expect(isPublicProviderField('mapboxToken', token('sk'))).toBe(false);
    expect(isPublicProviderField('mapboxToken')).toBe(false);
    const config = (value: string) => `export const config = {\n  apiBase: '/api',\n  mapboxToken: '${value}',\n};\n`;
    expect(found('apps/web/src/config.ts', config(token('pk')))).toEqual([]);
    expect(found('apps/web/src/config.ts', config(token('sk')))).not.toEqual([]);
  });
});

describe('configuration split by environment', () => {
  const railsSecrets = (dev: string, test: string) =>
    `development:\n  secret_key_base: ${dev}\n\ntest:\n  secret_key_base: ${test}\n\nproduction:\n  secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>\n`;

  it('the test section gets the test-fixture policy; development is reported', () => {
    expect(found('config/secrets.yml', railsSecrets(hex(128), hex(128)))).toEqual(['generic-secret:2:medium']);
  });

  it('a provider token in the test section is informative, a generic value there is not reported', () => {
    const token = `ghp_${alnum(36)}`;
    const yaml = `default: &default\n  adapter: postgresql\n\ntest:\n  <<: *default\n  password: ${alnum(18)}\n  github_token: ${token}\nproduction:\n  <<: *default\n  password: ${alnum(18)}\n`;
    expect(found('config/database.yml', yaml)).toEqual(['github-token:7:informative', 'generic-secret:10:medium']);
  });

  it('reads JSON split by environment (Sequelize config.json)', () => {
    const json = JSON.stringify(
      {
        development: { username: 'app', password: alnum(18), host: 'db.internal' },
        test: { username: 'app', password: alnum(18), host: '127.0.0.1' },
        production: { username: 'app', password: alnum(18), host: 'db.prod.internal' },
      },
      null,
      2,
    );
    expect(found('config/config.json', json)).toEqual(['generic-secret:4:medium', 'generic-secret:14:medium']);
  });

  it('a `test:` key is no environment without another environment beside it', () => {
    const yaml = `test:\n  password: ${alnum(18)}\nbuild:\n  script: make\n`;
    expect(found('ci/pipeline.yml', yaml)).toEqual(['generic-secret:2:medium']);
    const sections = environmentSections(yaml, 'yaml');
    expect(sections.inTestSection(yaml.indexOf('password'))).toBe(false);
  });

  it('the section ends at the next top-level line', () => {
    const yaml = `test:\n  a: 1\nproduction:\n  b: 2\n`;
    const sections = environmentSections(yaml, 'yaml');
    expect(sections.inTestSection(yaml.indexOf('a: 1'))).toBe(true);
    expect(sections.inTestSection(yaml.indexOf('b: 2'))).toBe(false);
  });
});

describe('credentials in connection URLs and provider clients', () => {
  it("Cloudinary's credential URL is reported on its line; templates are not", () => {
    const url = `cloudinary://${'8' + hex(14).replace(/[a-f]/g, '3')}:${alnum(27)}@acme-media`;
    expect(found('services/media/.env', `CLOUDINARY_URL=${url}\n`)).toEqual(['cloudinary-url:1:high']);
    expect(found('services/media/.env', 'CLOUDINARY_URL=cloudinary://${CLOUDINARY_API_KEY}:${CLOUDINARY_API_SECRET}@acme\n')).toEqual([]);
  });

  it("a Redis DSN's `auth=` query parameter is a password (phpredis session.save_path); web URLs are not read", () => {
    const pw = alnum(24);
    const ini = `[PHP]\nsession.save_handler = redis\nsession.save_path = "tcp://cache.internal:6379?weight=1&auth=${pw}"\n`;
    const findings = scanSecrets({ path: 'config/php.ini', content: ini });
    expect(findings.map((f) => `${f.ruleId}:${f.lineNumber}`)).toEqual(['redis-url-auth:3']);
    expect(findings[0].codeSnippet).not.toContain(pw);
    expect(found('README.md', `[![cov](https://codecov.io/gh/acme/app/badge.svg?auth=${pw})](https://codecov.io)\n`)).toEqual([]);
    expect(found('config/php.ini', 'session.save_path = "tcp://cache.internal:6379?auth=${REDIS_PASSWORD}"\n')).toEqual([]);
  });

  it("a Heroku key given to the provider's client in an options object", () => {
    const key = `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`;
    const js = `const Heroku = require('heroku-client');\n\nconst heroku = new Heroku({ token: '${key}' });\n`;
    expect(found('services/scheduler/src/heroku.js', js)).toEqual(['heroku-api-key:3:high']);
    expect(found('services/scheduler/src/heroku.js', "const heroku = new Heroku({ token: process.env.HEROKU_API_KEY });\n")).toEqual([]);
  });
});

describe('positional arguments named by the parameters declared in the file (code read without a tree)', () => {
  it('a C# record filled positionally, with `new T(…)` and target-typed `new(…)`', () => {
    const key = hex(32);
    const cs = [
      'namespace Acme.Billing;',
      'public record PartnerOptions(string BaseUrl, string ApiKey);',
      'public static class Partners',
      '{',
      `    public static readonly PartnerOptions Prod = new("https://partner.example.com", "${key}");`,
      `    public static PartnerOptions Eu() => new PartnerOptions("https://eu.partner.example.com", "${hex(32)}");`,
      '    public static PartnerOptions FromEnv() => new(Environment.GetEnvironmentVariable("PARTNER_URL")!, Environment.GetEnvironmentVariable("PARTNER_KEY")!);',
      '}',
    ].join('\n');
    const findings = scanSecrets({ path: 'src/Billing/Partners.cs', content: `${cs}\n` });
    expect(findings.map((f) => `${f.ruleId}:${f.lineNumber}`)).toEqual(['generic-secret:5', 'generic-secret:6']);
    expect(findings[0].column).toBe(cs.split('\n')[4].indexOf(key) + 1);
  });

  it('a Kotlin class and a C# constructor; literals in other parameters and undeclared types stay quiet', () => {
    const secret = alnum(28);
    const kt = `class SmtpConfig(val host: String, val port: Int, private val password: String)\n\nval mail = SmtpConfig("smtp.acme.io", 587, "${secret}")\n`;
    expect(found('src/main/kotlin/Mail.kt', kt)).toEqual(['generic-secret:3:medium']);
    const cs = `public class Client {\n    public Client(string region, string secretKey) { }\n}\nvar c = new Client("${alnum(20)}", Config.Secret);\nvar d = new Other("${alnum(20)}", "${alnum(28)}");\n`;
    expect(found('src/Client.cs', cs)).toEqual([]);
  });
});

describe('recorded HTTP interactions under test fixtures', () => {
  const cassette = (uri: string, token: string) =>
    `interactions:\n  - request:\n      uri: ${uri}\n      headers:\n        Authorization: ["token ${token}"]\n    response:\n      status: { code: 200 }\n`;

  it('a provider token recorded in a request to a public host keeps its severity', () => {
    const token = `gho_${alnum(36)}`;
    expect(found('test/fixtures/recorded/github-api.yaml', cassette('https://api.github.com/user', token))).toEqual(['github-token:5:critical']);
  });

  it('a request to a local or documentation host is a mock: informative, as in any fixture', () => {
    const token = `gho_${alnum(36)}`;
    expect(found('test/fixtures/recorded/mock.yaml', cassette('http://localhost:8080/user', token))).toEqual(['github-token:5:informative']);
    expect(found('test/fixtures/recorded/mock.yaml', cassette('https://api.example.com/user', token))).toEqual(['github-token:5:informative']);
    // Not a recording: the fixture policy applies whatever URL the file names.
    expect(found('test/fixtures/config.yaml', `url: https://api.github.com\ntoken: ${token}\n`)).toEqual(['github-token:2:informative']);
  });
});

describe('a login written in prose (Markdown and plain text)', () => {
  it('a login word then `user` / `password` in code spans: the password, on its line', () => {
    const pw = `Harbor${alnum(6)}42!`;
    const md = `# Runbook\n\n1. Ask IT for a laptop.\n2. The staging admin login is \`admin\` / \`${pw}\` (rotate after the demo).\n`;
    const findings = scanSecrets({ path: 'docs/runbook.md', content: md });
    expect(findings.map((f) => `${f.ruleId}:${f.lineNumber}`)).toEqual(['generic-secret:4']);
    expect(findings[0].codeSnippet).not.toContain(pw);
    expect(found('ops/NOTES.txt', `Credentials for the lab switch: \`netops\`:\`${pw}\`\n`)).toEqual(['generic-secret:1:medium']);
  });

  it('stand-ins, a pair without a login word, and code stay quiet', () => {
    const pw = `Harbor${alnum(6)}42!`;
    expect(found('README.md', 'Log in with `admin` / `admin` or `user` / `password`.\n')).toEqual([]);
    expect(found('README.md', `Compare \`left\` / \`${pw}\` in the diff view.\n`)).toEqual([]);
    expect(found('src/login.ts', `const hint = \`login is \${user}\` / \`${pw}\`;\n`)).toEqual([]);
  });
});

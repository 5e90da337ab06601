/**
 * Shapes the tenth blind held-out set (bench/secrets/heldout10, a web agency's client sites) found
 * missing or misjudged: WordPress keys and salts (blanks in the alphabet, `NONCE_KEY`,
 * `LOGGED_IN_SALT`), Drupal's `hash_salt`, Magento's `'crypt' => ['key' => …]`, handover tables with a
 * Password column, Laravel `env('X', '…')` defaults, passwords handed to `Hash::make`, lftp's
 * `-u user,pass`, and the WooCommerce, Mollie and Brevo key shapes; and false alarms on Magento's
 * encrypted config values and salted hashes, FileZilla's encrypted passwords, search-only keys,
 * Adyen client keys, Shopify API keys and Storefront tokens, Google's published reCAPTCHA test key,
 * and a local container's password that repeats its user name.
 * Values come from a seeded generator, so a failure reproduces.
 */
import { describe, expect, it } from 'vitest';
import { scanSecrets, scanSecretsAsync } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

const random = seededRandom(10010);
const from = random.from;
const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const ALNUM = LOWER + UPPER + DIGITS;
const B64 = ALNUM + '+/';
const HEX = '0123456789abcdef';
const SALT_CHARS = ALNUM + '!@#$%^&*()-_[]{}<>~`+=,.;:/?|';
const password = (): string => `${from(UPPER, 2)}${from(ALNUM, 10)}_${from(ALNUM, 6)}`;
/** A WordPress salt: 64 characters with a blank or two inside, never at either end. */
const wpSalt = (): string => `${from(SALT_CHARS, 20)} ${from(SALT_CHARS, 25)} ${from(SALT_CHARS, 17)}`;
const found = (path: string, content: string): string[] =>
  scanSecrets({ path, content }).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);
const foundAsync = async (path: string, content: string): Promise<string[]> =>
  (await scanSecretsAsync({ path, content })).filter((f) => f.severity !== 'informative').map((f) => `${f.ruleId}:${f.lineNumber}`);

describe('application keys and salts of PHP frameworks', () => {
  it('all eight WordPress keys and salts, blanks and all; the sample file’s phrase is a placeholder', () => {
    const names = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];
    const config = names.map((n) => `define( '${n}', '${wpSalt()}' );`).join('\n') + '\n';
    expect(found('wp-config.php', config)).toEqual(names.map((_, i) => `generic-secret:${i + 1}`));
    const sample = names.map((n) => `define( '${n}', 'put your unique phrase here' );`).join('\n') + '\n';
    expect(found('wp-config-sample.php', sample)).toEqual([]);
  });

  it('a sentence under a key name is still not a key', () => {
    expect(found('config.php', "define( 'AUTH_KEY', 'Generate these at the WordPress.org secret-key service, then paste them here' );\n")).toEqual([]);
  });

  it("Drupal's hash_salt and CakePHP's Security.salt; a user record's salt is not a secret", () => {
    expect(found('web/sites/default/settings.php', `<?php\n$settings['hash_salt'] = '${from(ALNUM + '-_', 74)}';\n`)).toEqual(['generic-secret:2']);
    expect(found('config/app_local.php', `<?php\nreturn [\n    'Security' => [\n        'salt' => env('SECURITY_SALT', '${from(HEX, 64)}'),\n    ],\n];\n`)).toEqual(['generic-secret:4']);
    expect(found('fixtures/users.yml', `admin:\n  salt: ${from(ALNUM, 22)}\n  hash: ${from(HEX, 64)}\n`)).toEqual([]);
  });

  it("CakePHP's Security.salt written as a literal is named by the array it sits in; a record's salt array is not", () => {
    const app = `<?php\nreturn [\n    'Security' => [\n        'salt' => '${from(HEX, 48)}',\n    ],\n];\n`;
    expect(found('config/app.php', app)).toEqual(['generic-secret:4']);
    const fixture = `<?php\nreturn [\n    'member' => [\n        'salt' => '${from(HEX, 48)}',\n    ],\n];\n`;
    expect(found('tests/Fixture/members.php', fixture)).toEqual([]);
  });

  it("Magento's crypt key is named by the array it sits in; a bare `key` elsewhere is not a secret", () => {
    const env = `<?php\nreturn [\n    'crypt' => [\n        'key' => '${from(LOWER + DIGITS, 32)}'\n    ],\n    'cache' => [\n        'key' => '${from(LOWER + DIGITS, 32)}'\n    ],\n];\n`;
    expect(found('app/etc/env.php', env)).toEqual(['generic-secret:4']);
  });

  it("Magento's encrypted config values and salted admin hashes are not passwords", () => {
    const env = `<?php\nreturn ['system' => ['default' => ['payment' => ['braintree' => [\n    'private_key' => '0:3:${from(B64, 64)}'\n]]]]];\n`;
    expect(found('app/etc/env.php', env)).toEqual([]);
    const sql = `INSERT INTO \`admin_user\` (\`user_id\`, \`username\`, \`password\`) VALUES (1, 'admin', '${from(HEX, 64)}:${from(ALNUM, 32)}:3_32_2_67108864');\n`;
    expect(found('db/admin_user.sql', sql)).toEqual([]);
  });
});

describe('Laravel and other PHP code read as text', () => {
  it("the default of env('X', '…') is committed with the code; config('x', '…') and an empty default are not", () => {
    expect(found('config/services.php', `<?php\nreturn ['hcaptcha' => [\n    'secret' => env('HCAPTCHA_SECRET', '0x${from(HEX, 40)}'),\n]];\n`)).toEqual(['generic-secret:3']);
    expect(found('config/database.php', "<?php\nreturn ['password' => env('DB_PASSWORD', '')];\n")).toEqual([]);
    expect(found('app/Http/Kernel.php', `<?php\n$key = config('services.token', '${from(ALNUM, 24)}');\n`)).toEqual([]);
  });

  it('a password handed to Hash::make or bcrypt where an account is created; a random one is not', () => {
    const seeder = (expr: string) => `<?php\nUser::create([\n    'email' => 'admin@shop.test',\n    'password' => ${expr},\n]);\n`;
    expect(found('database/seeders/AdminSeeder.php', seeder(`Hash::make('${password()}')`))).toEqual(['generic-secret:4']);
    expect(found('database/seeders/AdminSeeder.php', seeder(`bcrypt('${password()}')`))).toEqual(['generic-secret:4']);
    expect(found('database/seeders/AdminSeeder.php', seeder('Hash::make(Str::random(32))'))).toEqual([]);
    expect(found('database/seeders/AdminSeeder.php', seeder("Hash::make('password')"))).toEqual([]);
  });
});

describe('logins in notes and command lines', () => {
  it('every cell of a Password column of a Markdown table; notes in the column are not passwords', () => {
    const note = `| What | Where | User | Password |\n|------|-------|------|----------|\n| WordPress admin | https://shop.test/wp-admin | \`agency\` | \`${password()}\` |\n| cPanel | https://shop.test:2083 | \`shop\` | in 1Password (Clients vault) |\n| Mailchimp | https://login.mailchimp.com | \`web@shop.test\` | ${password()} |\n| Host | https://panel.test | \`root\` | — |\n`;
    expect(found('HANDOVER.md', note)).toEqual(['generic-secret:3', 'generic-secret:5']);
  });

  it('a table without a secret column is not read for passwords', () => {
    expect(found('docs/hosts.md', `| Host | Build id |\n|---|---|\n| web1 | ${from(ALNUM, 24)} |\n`)).toEqual([]);
  });

  it("lftp's -u user,password; a password from the environment is not one", () => {
    expect(found('sync.sh', `lftp -u shop,${from(ALNUM, 16)} ftp.shop.test -e "mirror /www /srv/www; quit"\n`)).toEqual(['cli-basic-auth:1']);
    expect(found('sync.sh', 'lftp -u shop,"$FTP_PASS" ftp.shop.test\n')).toEqual([]);
  });

  it("FileZilla's base64 password is one; its master-password encrypted form is not", () => {
    const server = (pass: string) => `<FileZilla3>\n  <Servers>\n    <Server>\n      <Host>ftp.shop.test</Host>\n      <User>shop</User>\n      ${pass}\n    </Server>\n  </Servers>\n</FileZilla3>\n`;
    expect(found('sitemanager.xml', server(`<Pass encoding="base64">${Buffer.from(password()).toString('base64')}</Pass>`))).toEqual(['generic-secret:6']);
    expect(found('sitemanager.xml', server(`<Pass encoding="crypt" pubkey="${from(B64, 60)}">${from(B64, 64)}</Pass>`))).toEqual([]);
  });

  it("a local container's password that repeats its user name is the tool's default; a chosen one is reported", () => {
    expect(found('.lando.yml', 'services:\n  database:\n    creds:\n      user: drupal10\n      password: drupal10\n      database: drupal10\n')).toEqual([]);
    expect(found('.lando.yml', `services:\n  database:\n    creds:\n      user: drupal10\n      password: ${password()}\n`)).toEqual(['generic-secret:5']);
  });
});

describe('provider shapes of shops and mailers', () => {
  it('WooCommerce consumer keys and secrets, Mollie live keys, Brevo API and SMTP keys', () => {
    expect(found('.env', `WC_CONSUMER_KEY=ck_${from(HEX, 40)}\nWC_CONSUMER_SECRET=cs_${from(HEX, 40)}\n`)).toEqual(['woocommerce-api-key:1', 'woocommerce-api-key:2']);
    expect(found('.env', `MOLLIE_KEY=live_${from(ALNUM, 30)}\n`)).toEqual(['mollie-api-key:1']);
    expect(found('.env', `BREVO_SMTP_KEY=xsmtpsib-${from(HEX, 64)}-${from(ALNUM, 16)}\n`)).toEqual(['brevo-api-key:1']);
  });

  it("public halves: search-only keys, Adyen's client key, Shopify's API key and Storefront token", () => {
    const php = `<?php\nreturn [\n    'algolia' => [\n        'search_api_key' => '${from(HEX, 32)}',\n        'admin_api_key' => '${from(HEX, 32)}',\n    ],\n    'client_key' => 'live_${from(UPPER + DIGITS, 32)}',\n];\n`;
    expect(found('config.php', php)).toEqual(['generic-secret:5']);
    expect(found('.env', `SHOPIFY_API_KEY=${from(HEX, 32)}\nSHOPIFY_API_SECRET=${from(HEX, 32)}\nSHOPIFY_STOREFRONT_ACCESS_TOKEN=${from(HEX, 32)}\n`)).toEqual(['generic-secret:2']);
  });

  it('a Storefront token named by the object it is a property of (JavaScript tree)', async () => {
    const js = `export const storefront = { domain: 'shop.myshopify.com', token: '${from(HEX, 32)}' };\nexport const admin = { domain: 'shop.myshopify.com', token: '${from(HEX, 32)}' };\n`;
    expect(await foundAsync('src/config.js', js)).toEqual(['generic-secret:2']);
  });

  it("Google's published reCAPTCHA test secret protects nothing; a site's own secret is reported", () => {
    expect(found('local_settings.py.example', 'RECAPTCHA_PRIVATE_KEY = "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe"\n')).toEqual([]);
    expect(found('local_settings.py', `RECAPTCHA_PRIVATE_KEY = "6L${from(ALNUM + '-_', 38)}"\n`)).toEqual(['generic-secret:1']);
  });
});

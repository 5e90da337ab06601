#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout10/: a tenth held-out set for the secrets scanner, written blind
 * (without reading the scanner or its rules). Seeded, so reruns give the same files. Every
 * credential is random text from seeded-random.mjs in the provider's published shape; none is real.
 *
 *   node bench/secrets/make-heldout10.mjs [--seed N]
 *
 * Unlike heldout1–9 the set is a web agency's repository of client sites: WordPress (classic
 * wp-config.php and Bedrock .env, theme and plugin settings, WooCommerce option dumps), Drupal
 * (settings.php, settings.local.php, exported config YAML), Magento 2 (app/etc/env.php, auth.json),
 * Laravel (.env, config/*.php, seeders, Deployer), Rails (database.yml, secrets.yml, plain
 * credentials, Capistrano), Django (settings.py, local_settings.py, django-environ .env), Shopify and
 * Jamstack shops, and the agency's own tooling: FTP/SFTP client configurations (Sublime SFTP,
 * remote-ftp, VS Code SFTP, FileZilla with base64 passwords), cron scripts, SQL dumps, handover notes.
 * Careful authors leave placeholders, environment reads, public keys (publishable, site, search-only,
 * client ids), password hashes (.htpasswd, phpass, bcrypt, Drupal, Django, Magento), encrypted values,
 * test card numbers and identifiers in the same places.
 * The plant/label/write mechanics are shared with make-heldout5.mjs to make-heldout9.mjs (planted-set.mjs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordMakers, plantedSet } from './planted-set.mjs';
import { ALNUM, B64, cap, DIG, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout10');
const draw = seededRandom(seedFromArgs(10010));
const { rnd, int, pick, from, hex, uuid } = draw;
const chance = (p) => rnd() < p;
const { cred, leakOr, file, writeSet } = plantedSet(chance);

const WORDS = ['harbour', 'copper', 'meadow', 'lantern', 'orchid', 'granite', 'falcon', 'saffron', 'willow', 'ember',
  'pebble', 'juniper', 'marble', 'thistle', 'cobalt', 'hazel', 'quartz', 'bramble', 'tundra', 'velvet', 'cedar', 'plover'];
const { password, plainPassword } = passwordMakers(draw, WORDS, {
  length: [12, 9], plainLength: [14, 8], plainHead: 5, plainMiddle: [6, 4],
});

const URLSAFE = ALNUM + '-_';
const SALT_CHARS = ALNUM + '!@#$%^&*()-_ []{}<>~`+=,.;:/?|';
const DJANGO_CHARS = LOW + DIG + '!@#$%^&*(-_=+)';
const CRYPT = './' + ALNUM;
const b64 = (bytes) => {
  const n = Math.ceil(bytes / 3) * 4;
  const pad = (3 - (bytes % 3)) % 3;
  return from(B64, n - pad) + '='.repeat(pad);
};
const b64text = (s) => Buffer.from(s).toString('base64');
const b64url = (s) => Buffer.from(s).toString('base64url');
const digits = (n) => from('123456789', 1) + from(DIG, n - 1);

// ---- provider-shaped values (secret and public) ----
const V = {
  stripeSk: () => (chance(0.5) ? 'sk_live_51' + from(ALNUM, 97) : 'sk_live_' + from(ALNUM, 24)),
  stripePk: () => (chance(0.5) ? 'pk_live_51' + from(ALNUM, 97) : 'pk_live_' + from(ALNUM, 24)),
  stripeRk: () => 'rk_live_51' + from(ALNUM, 97),
  whsec: () => 'whsec_' + from(ALNUM, 32),
  paypalId: () => 'A' + from(URLSAFE, 79),
  paypalSecret: () => 'E' + from(URLSAFE, 79),
  braintreePriv: () => hex(32),
  braintreePub: () => from(LOW + DIG, 16),
  braintreeMerchant: () => from(LOW + DIG, 16),
  adyenKey: () => 'AQE' + from(B64, 89) + '==-' + from(B64, 43) + '=-' + from(ALNUM + '%<>', 16),
  adyenHmac: () => hex(64).toUpperCase(),
  adyenClient: () => 'live_' + from(UP + DIG, 32),
  mollie: () => 'live_' + from(ALNUM, 30),
  squareToken: () => 'EAAA' + from(URLSAFE, 60),
  squareSecret: () => 'sq0csp-' + from(URLSAFE, 43),
  squareAppId: () => 'sq0idp-' + from(URLSAFE, 22),
  mailgun: () => (chance(0.5) ? 'key-' + hex(32) : `${hex(32)}-${hex(8)}-${hex(8)}`),
  sendgrid: () => 'SG.' + from(URLSAFE, 22) + '.' + from(URLSAFE, 43),
  mailchimp: () => `${hex(32)}-us${1 + int(21)}`,
  brevo: () => `xkeysib-${hex(64)}-${from(ALNUM, 16)}`,
  brevoSmtp: () => `xsmtpsib-${hex(64)}-${from(ALNUM, 16)}`,
  recaptcha: () => '6L' + from(URLSAFE, 38),
  hcaptchaSecret: () => '0x' + hex(40),
  google: () => 'AIza' + from(URLSAFE, 35),
  algolia: () => hex(32),
  algoliaApp: () => from(UP + DIG, 10),
  pusherKey: () => hex(20),
  twilioSid: () => 'AC' + hex(32),
  awsId: () => 'AKIA' + from(UP + '234567', 16),
  awsSecret: () => from(B64, 40),
  shpat: () => 'shpat_' + hex(32),
  shpss: () => 'shpss_' + hex(32),
  ghp: () => 'ghp_' + from(ALNUM, 36),
  fbSecret: () => hex(32),
  googleClientId: () => `${digits(12)}-${from(LOW + DIG, 32)}.apps.googleusercontent.com`,
  googleSecret: () => 'GOCSPX-' + from(URLSAFE, 28),
  newrelic: () => hex(36) + 'NRAL',
  slack: () => `https://hooks.slack.com/services/T${from(UP + DIG, 8)}/B${from(UP + DIG, 10)}/${from(ALNUM, 24)}`,
  telegram: () => `${digits(10)}:AA${from(URLSAFE, 33)}`,
  wooKey: () => 'ck_' + hex(40),
  wooSecret: () => 'cs_' + hex(40),
  mapbox: (kind, user) => `${kind}.${b64url(JSON.stringify({ u: user, a: from(LOW + DIG, 25) }))}.${from(URLSAFE, 22)}`,
  laravelKey: () => 'base64:' + b64(32),
  railsBase: () => hex(128),
  django: () => from(DJANGO_CHARS, 50),
  drupalSalt: () => from(URLSAFE, 74),
  magentoKey: () => (chance(0.5) ? from(LOW + DIG, 32) : 'base64' + b64(32)),
  wpSalt: () => from(SALT_CHARS, 64).replace(/^ | $/g, 'x'),
  jwt: () => from(ALNUM, 64),
  cloudflare: () => from(URLSAFE, 40),
  sentryDsn: () => `https://${hex(32)}@o${digits(6)}.ingest.sentry.io/${digits(7)}`,
  cloudinary: (cloud) => `cloudinary://${digits(15)}:${from(URLSAFE, 27)}@${cloud}`,
  paypalApiPassword: () => from(UP + DIG, 16),
  paypalSignature: () => 'A' + from(ALNUM + '-.', 55),
};
// ---- hashes and identifiers that are never credentials ----
const H = {
  phpass: () => '$P$B' + from(CRYPT, 30),
  bcrypt: () => '$2y$10$' + from(CRYPT, 53),
  apr1: () => `$apr1$${from(CRYPT, 8)}$${from(CRYPT, 22)}`,
  sha1: () => '{SHA}' + b64(20),
  drupal: () => '$S$E' + from(CRYPT, 51),
  django: () => `pbkdf2_sha256$600000$${from(ALNUM, 22)}$${b64(32)}`,
  magento: () => `${hex(64)}:${from(ALNUM, 32)}:3_32_2_67108864`,
  magentoEnc: () => '0:3:' + b64(48),
  uuid,
};
const TEST_CARDS = ['4242 4242 4242 4242', '4000 0025 0000 3155', '5555 5555 5555 4444', '4111 1111 1111 1111', '3782 822463 10005', '4000 0000 0000 9995'];
const year = () => 2022 + int(4);
const date = () => `${year()}-${String(1 + int(12)).padStart(2, '0')}-${String(1 + int(28)).padStart(2, '0')}`;
const ip = () => `${pick(['51', '46', '178', '185', '94'])}.${int(255)}.${int(255)}.${1 + int(253)}`;
const PEOPLE = ['tom', 'priya', 'lukas', 'amara', 'jess', 'dmitri', 'sofia', 'kwame'];
const AGENCY = 'brightpixel';

function privateKey() {
  const body = Array.from({ length: 6 }, () => b64(52)).join('\n');
  return { begin: '-----BEGIN OPENSSH PRIVATE KEY-----', text: `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n${body}\n-----END OPENSSH PRIVATE KEY-----` };
}

// ---- shared files every site has ----
function deployClients(dir, c) {
  const remote = `/var/www/${c.slug}/${c.docroot}`;
  const host = pick([`ftp.${c.domain}`, `${c.slug}.${pick(['krystal', 'siteground', 'cpanel-host'])}.net`, ip()]);
  const user = pick([c.slug.replace(/-/g, '').slice(0, 10), 'deploy', `${c.slug.split('-')[0]}_ftp`]);
  const which = int(3);
  if (which === 0) {
    const pw = plainPassword();
    const pwLine = leakOr(0.6, 'sftp-password', `    "password": "${pw}",`, 'Sublime SFTP saved password', chance(0.5) ? '    //"password": "password",' : '    "password": "",');
    file(`${dir}/sftp-config.json`, `{
    // The tab key will cycle through the settings when first created
    // Visit https://codexns.io/products/sftp_for_subime/settings for help

    // sftp, ftp or ftps
    "type": "sftp",

    "save_before_upload": true,
    "upload_on_save": false,
    "sync_down_on_open": false,
    "sync_skip_deletes": false,
    "sync_same_age": true,
    "confirm_downloads": false,
    "confirm_sync": true,
    "confirm_overwrite_newer": false,

    "host": "${host}",
    "user": "${user}",
${pwLine}
    //"port": "22",

    "remote_path": "${remote}/",
    "ignore_regexes": [
        "\\\\.sublime-(project|workspace)", "sftp-config(-alt\\\\d?)?\\\\.json",
        "sftp-settings\\\\.json", "/venv/", "\\\\.svn/", "\\\\.hg/", "\\\\.git/",
        "\\\\.bzr", "_darcs", "CVS", "\\\\.DS_Store", "Thumbs\\\\.db", "desktop\\\\.ini"
    ],
    //"file_permissions": "664",
    //"dir_permissions": "775",

    "connect_timeout": 30,
    //"keepalive": 120,
    //"ftp_passive_mode": true,
    ${pwLine.includes('""') || pwLine.includes('//') ? '"ssh_key_file": "~/.ssh/id_ed25519",' : '//"ssh_key_file": "~/.ssh/id_rsa",'}
}`);
  } else if (which === 1) {
    const pw = plainPassword();
    const secure = chance(0.6);
    file(`${dir}/.ftpconfig`, `{
    "protocol": "${secure ? 'sftp' : 'ftp'}",
    "host": "${host}",
    "port": ${secure ? 22 : 21},
    "user": "${user}",
${leakOr(0.6, 'ftp-password', `    "pass": "${pw}",`, 'remote-ftp .ftpconfig password', '    "pass": "",')}
    "promptForPass": ${chance(0.5) ? 'false' : 'true'},
    "remote": "${remote}",
    "local": "",
    "agent": "",
    "privatekey": "",
    "passphrase": "",
    "hosthash": "",
    "ignorehost": true,
    "connTimeout": 10000,
    "keepalive": 10000,
    "keyboardInteractive": false,
    "keyboardInteractiveForPass": false,
    "remoteCommand": "",
    "remoteShell": "",
    "watch": [],
    "watchTimeout": 500
}`);
  } else {
    const pw = password();
    const leak = chance(0.55);
    file(`${dir}/.vscode/sftp.json`, `{
    "name": "${c.name} production",
    "host": "${host}",
    "protocol": "sftp",
    "port": 22,
    "username": "${user}",
${leak ? `    "password": "${cred('sftp-password', pw, 'VS Code SFTP extension password')}",` : '    "privateKeyPath": "~/.ssh/id_ed25519",'}
    "remotePath": "${remote}",
    "uploadOnSave": ${chance(0.5)},
    "useTempFile": false,
    "openSsh": false,
    "ignore": [".vscode", ".git", ".DS_Store", "node_modules"]
}`);
  }
}

function htpasswd(dir) {
  const lines = PEOPLE.slice(int(4)).slice(0, 2 + int(3)).map((p) => `${p}:${pick([H.apr1, H.apr1, H.bcrypt, H.sha1])()}`);
  file(`${dir}/.htpasswd`, [`client:${H.apr1()}`, ...lines].join('\n'));
}

function htaccess(dir, protect) {
  file(`${dir}/.htaccess`, `${protect ? `AuthType Basic
AuthName "Staging - authorised users only"
AuthUserFile /var/www/.htpasswd-staging
Require valid-user

` : ''}# BEGIN WordPress
<IfModule mod_rewrite.c>
RewriteEngine On
RewriteRule .* - [E=HTTP_AUTHORIZATION:%{HTTP:Authorization}]
RewriteBase /
RewriteRule ^index\\.php$ - [L]
RewriteCond %{REQUEST_FILENAME} !-f
RewriteCond %{REQUEST_FILENAME} !-d
RewriteRule . /index.php [L]
</IfModule>
# END WordPress

<Files wp-config.php>
  Require all denied
</Files>
Header set Strict-Transport-Security "max-age=31536000; includeSubDomains"`);
}

function gitignore(dir, extra) {
  file(`${dir}/.gitignore`, ['/vendor/', '/node_modules/', '.DS_Store', '*.log', ...extra].join('\n'));
}

function handover(c, entries) {
  const rows = [];
  for (const e of entries) {
    const pw = e.plain ? plainPassword() : password();
    if (chance((e.p ?? 0.5) * 0.7)) rows.push(`| ${e.what} | ${e.url} | \`${e.user}\` | \`${cred('handover-login', pw, `${e.what} login in a handover note`)}\` |`);
    else rows.push(`| ${e.what} | ${e.url} | \`${e.user}\` | ${pick(['in 1Password (Clients vault)', 'ask the client', 'reset link sent to client', '*see Bitwarden*', '—'])} |`);
  }
  file(`clients/${c.slug}/HANDOVER.md`, `# ${c.name} — handover notes

Prepared by ${cap(pick(PEOPLE))} on ${date()} when the site moved to the ${pick(['retainer', 'care plan', 'in-house team'])}.

## Logins

| What | Where | User | Password |
|------|-------|------|----------|
${rows.join('\n')}

Passwords marked "1Password" are shared with the client's marketing lead. Rotate everything after handover.

## Hosting

- Production: ${c.domain}, PHP ${pick(['8.1', '8.2', '8.3'])}, nightly backups to S3 (bucket \`${AGENCY}-backups/${c.slug}\`).
- Staging: staging.${c.domain} behind basic auth (users in \`.htpasswd\`, hashes only).
- DNS is with ${pick(['Cloudflare', 'the registrar', '123-reg'])}; ask before touching MX records.

## Payments

Stripe test mode uses card ${pick(TEST_CARDS)} (any future expiry, CVC 123). Never put the live secret key in this file.`);
}

// ---- WordPress ----
const SALT_NAMES = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'];

function wpSalts(mode, quote = "'") {
  if (mode === 'leak') return SALT_NAMES.map((n) => `define( '${n}', ${quote}${cred('wp-salt', V.wpSalt(), 'WordPress authentication key/salt')}${quote} );`).join('\n');
  if (mode === 'placeholder') return SALT_NAMES.map((n) => `define( '${n}',${' '.repeat(17 - n.length)}'put your unique phrase here' );`).join('\n');
  if (mode === 'env') return SALT_NAMES.map((n) => `define( '${n}', getenv( 'WP_${n}' ) );`).join('\n');
  return "require_once __DIR__ . '/wp-salt.php'; // generated on the server, not in git";
}

function wpConfig(c, dir) {
  const db = c.slug.replace(/-/g, '_').slice(0, 14) + '_wp';
  const user = pick([db.slice(0, 12), 'wp_' + from(LOW, 6), c.slug.split('-')[0] + '_usr']);
  const pw = password();
  const dbpw = leakOr(0.6, 'db-password', `'${pw}'`, 'WordPress DB_PASSWORD in wp-config.php', pick(["getenv( 'WORDPRESS_DB_PASSWORD' )", "$_SERVER['DB_PASSWORD']", "getenv( 'DB_PASSWORD' ) ?: ''"]));
  const saltMode = pick(['leak', 'placeholder', 'env', 'include']);
  const extras = [];
  if (chance(0.5)) extras.push(`define( 'WP_REDIS_HOST', '127.0.0.1' );\ndefine( 'WP_REDIS_PORT', 6379 );\ndefine( 'WP_REDIS_PASSWORD', ${leakOr(0.5, 'redis-password', `'${plainPassword()}'`, 'Redis Object Cache password', "getenv( 'REDIS_PASSWORD' )")} );\ndefine( 'WP_CACHE_KEY_SALT', '${c.slug}:' );`);
  if (chance(0.6)) {
    const mailer = pick(['smtp', 'mailgun', 'sendgrid', 'sendinblue']);
    const lines = [`define( 'WPMS_ON', true );`, `define( 'WPMS_MAILER', '${mailer}' );`, `define( 'WPMS_MAIL_FROM', 'noreply@${c.domain}' );`];
    if (mailer === 'smtp') lines.push(`define( 'WPMS_SMTP_HOST', 'smtp.office365.com' );`, `define( 'WPMS_SMTP_USER', 'noreply@${c.domain}' );`, `define( 'WPMS_SMTP_PASS', ${leakOr(0.6, 'smtp-password', `'${password()}'`, 'WP Mail SMTP password constant', "'' /* set in the plugin screen */")} );`);
    if (mailer === 'mailgun') lines.push(`define( 'WPMS_MAILGUN_API_KEY', ${leakOr(0.6, 'mailgun-api-key', `'${V.mailgun()}'`, 'Mailgun API key constant', "getenv( 'MAILGUN_API_KEY' )")} );`, `define( 'WPMS_MAILGUN_DOMAIN', 'mg.${c.domain}' );`, `define( 'WPMS_MAILGUN_REGION', 'EU' );`);
    if (mailer === 'sendgrid') lines.push(`define( 'WPMS_SENDGRID_API_KEY', ${leakOr(0.6, 'sendgrid-api-key', `'${V.sendgrid()}'`, 'SendGrid API key constant', "'SG.xxxxxxxxxxxxxxxxxxxxxx.xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'")} );`);
    if (mailer === 'sendinblue') lines.push(`define( 'WPMS_SENDINBLUE_API_KEY', ${leakOr(0.6, 'brevo-api-key', `'${V.brevo()}'`, 'Brevo (Sendinblue) API key constant', "getenv( 'BREVO_API_KEY' )")} );`);
    extras.push(lines.join('\n'));
  }
  if (chance(0.4)) {
    const leak = chance(0.6);
    extras.push(`define( 'AS3CF_SETTINGS', serialize( array(
    'provider' => 'aws',
    'access-key-id' => ${leak ? `'${cred('aws-access-key', V.awsId(), 'WP Offload Media access key id')}'` : "getenv( 'S3_UPLOADS_KEY' )"},
    'secret-access-key' => ${leak ? `'${cred('aws-secret-key', V.awsSecret(), 'WP Offload Media secret access key')}'` : "getenv( 'S3_UPLOADS_SECRET' )"},
    'bucket' => '${c.slug}-media',
    'region' => 'eu-west-2',
) ) );`);
  }
  if (chance(0.35)) extras.push(`define( 'JWT_AUTH_SECRET_KEY', ${leakOr(0.5, 'jwt-secret', `'${V.jwt()}'`, 'JWT Authentication plugin signing secret', "'your-top-secret-key'")} );\ndefine( 'JWT_AUTH_CORS_ENABLE', true );`);
  file(`${dir}/wp-config.php`, `<?php
/**
 * The base configuration for WordPress
 *
 * This file contains the following configurations: database settings, secret keys,
 * database table prefix and ABSPATH.
 *
 * @package WordPress
 */

// ** Database settings - You can get this info from your web host ** //
/** The name of the database for WordPress */
define( 'DB_NAME', '${db}' );

/** Database username */
define( 'DB_USER', '${user}' );

/** Database password */
define( 'DB_PASSWORD', ${dbpw} );

/** Database hostname */
define( 'DB_HOST', '${pick(['localhost', '127.0.0.1', 'localhost:/var/run/mysqld/mysqld.sock', `${c.slug}.c${from(LOW + DIG, 10)}.eu-west-2.rds.amazonaws.com`])}' );

/** Database charset to use in creating database tables. */
define( 'DB_CHARSET', 'utf8mb4' );

/** The database collate type. Don't change this if in doubt. */
define( 'DB_COLLATE', '' );

/**#@+
 * Authentication unique keys and salts.
 *
 * You can generate these using the {@link https://api.wordpress.org/secret-key/1.1/salt/ WordPress.org secret-key service}.
 *
 * @since 2.6.0
 */
${wpSalts(saltMode)}
/**#@-*/

$table_prefix = 'wp${from(LOW + DIG, 3)}_';

define( 'WP_DEBUG', false );
define( 'WP_ENVIRONMENT_TYPE', 'production' );
define( 'DISALLOW_FILE_EDIT', true );

${extras.join('\n\n')}

/* That's all, stop editing! Happy publishing. */

/** Absolute path to the WordPress directory. */
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}

/** Sets up WordPress vars and included files. */
require_once ABSPATH . 'wp-settings.php';`);
  return { db, user };
}

function wpConfigSample(dir) {
  file(`${dir}/wp-config-sample.php`, `<?php
// ** Database settings - You can get this info from your web host ** //
/** The name of the database for WordPress */
define( 'DB_NAME', 'database_name_here' );

/** Database username */
define( 'DB_USER', 'username_here' );

/** Database password */
define( 'DB_PASSWORD', 'password_here' );

/** Database hostname */
define( 'DB_HOST', 'localhost' );

define( 'DB_CHARSET', 'utf8' );
define( 'DB_COLLATE', '' );

${wpSalts('placeholder')}

$table_prefix = 'wp_';
define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';`);
}

function bedrock(c, dir) {
  const pw = password();
  const leakSalts = chance(0.3);
  const salts = SALT_NAMES.map((n) => `${n}='${leakSalts ? cred('wp-salt', V.wpSalt().replace(/'/g, 'q'), 'Bedrock salt in .env') : ''}'`).join('\n');
  file(`${dir}/.env`, `DB_NAME='${c.slug.replace(/-/g, '_')}'
DB_USER='${c.slug.split('-')[0]}'
DB_PASSWORD='${cred('db-password', pw, 'Bedrock DB_PASSWORD in .env')}'

# Optionally, you can use a data source name (DSN)
# When using a DSN, you can remove the DB_NAME, DB_USER, DB_PASSWORD, and DB_HOST variables
# DATABASE_URL='mysql://database_user:database_password@database_host:database_port/database_name'

# Optional database variables
DB_HOST='${pick(['localhost', '127.0.0.1', 'mysql'])}'
# DB_PREFIX='wp_'

WP_ENV='production'
WP_HOME='https://${c.domain}'
WP_SITEURL="\${WP_HOME}/wp"

# Specify optional debug.log path
# WP_DEBUG_LOG='/path/to/debug.log'

# Generate your keys here: https://roots.io/salts.html
${salts}

ACF_PRO_KEY=''
${leakOr(0.5, 'stripe-secret-key', `STRIPE_SECRET_KEY='${V.stripeSk()}'`, 'Stripe secret key in Bedrock .env', "STRIPE_SECRET_KEY=''")}
STRIPE_PUBLISHABLE_KEY='${V.stripePk()}'`);
  file(`${dir}/.env.example`, `DB_NAME='database_name'
DB_USER='database_user'
DB_PASSWORD='database_password'

# Optionally, you can use a data source name (DSN)
# DATABASE_URL='mysql://database_user:database_password@database_host:database_port/database_name'

DB_HOST='localhost'
WP_ENV='development'
WP_HOME='http://${c.slug}.test'
WP_SITEURL="\${WP_HOME}/wp"

# Generate your keys here: https://roots.io/salts.html
${SALT_NAMES.map((n) => `${n}='generateme'`).join('\n')}

STRIPE_SECRET_KEY='sk_live_xxxxxxxxxxxxxxxxxxxxxxxx'
STRIPE_PUBLISHABLE_KEY='pk_live_xxxxxxxxxxxxxxxxxxxxxxxx'`);
  file(`${dir}/config/application.php`, `<?php
/**
 * Your base production configuration goes in this file. Environment-specific
 * overrides go in their respective config/environments/{{WP_ENV}}.php file.
 */

use Roots\\WPConfig\\Config;
use function Env\\env;

$root_dir = dirname(__DIR__);
$webroot_dir = $root_dir . '/web';

$env_files = file_exists($root_dir . '/.env.local') ? ['.env', '.env.local'] : ['.env'];
$dotenv = Dotenv\\Dotenv::createUnsafeImmutable($root_dir, $env_files, false);
if (file_exists($root_dir . '/.env')) {
    $dotenv->load();
    $dotenv->required(['WP_HOME', 'WP_SITEURL']);
    if (!env('DATABASE_URL')) {
        $dotenv->required(['DB_NAME', 'DB_USER', 'DB_PASSWORD']);
    }
}

define('WP_ENV', env('WP_ENV') ?: 'production');

Config::define('WP_HOME', env('WP_HOME'));
Config::define('WP_SITEURL', env('WP_SITEURL'));

Config::define('DB_NAME', env('DB_NAME'));
Config::define('DB_USER', env('DB_USER'));
Config::define('DB_PASSWORD', env('DB_PASSWORD') ?? '');
Config::define('DB_HOST', env('DB_HOST') ?: 'localhost');
Config::define('DB_CHARSET', 'utf8mb4');
Config::define('DB_COLLATE', '');
$table_prefix = env('DB_PREFIX') ?: 'wp_';

${SALT_NAMES.map((n) => `Config::define('${n}', env('${n}'));`).join('\n')}

Config::define('AUTOMATIC_UPDATER_DISABLED', true);
Config::define('DISABLE_WP_CRON', env('DISABLE_WP_CRON') ?: false);
Config::define('DISALLOW_FILE_EDIT', true);

Config::apply();

if (!defined('ABSPATH')) {
    define('ABSPATH', $webroot_dir . '/wp/');
}`);
}

function theme(c, dir) {
  const t = `${dir}/wp-content/themes/${c.slug.split('-')[0]}-theme`;
  const site = V.recaptcha();
  const recaptchaLeak = chance(0.5);
  const mapsLeak = chance(0.4);
  file(`${t}/style.css`, `/*
Theme Name: ${c.name}
Theme URI: https://${c.domain}
Author: ${cap(AGENCY)} Studio
Version: ${1 + int(3)}.${int(10)}.${int(10)}
Text Domain: ${c.slug}
*/
:root { --brand: #${hex(6)}; --accent: #${hex(6)}; }`);
  file(`${t}/functions.php`, `<?php
/**
 * ${c.name} theme setup.
 */

const ${c.prefix}_RECAPTCHA_SITE_KEY = '${site}';
${recaptchaLeak ? `const ${c.prefix}_RECAPTCHA_SECRET = '${cred('recaptcha-secret', V.recaptcha(), 'reCAPTCHA secret key hard-coded in a theme')}';` : `define( '${c.prefix}_RECAPTCHA_SECRET', get_option( '${c.prefix.toLowerCase()}_recaptcha_secret', '' ) );`}

add_action( 'wp_enqueue_scripts', function () {
	wp_enqueue_style( '${c.slug}', get_stylesheet_uri(), array(), '${hex(8)}' );
	wp_enqueue_script( 'recaptcha', 'https://www.google.com/recaptcha/api.js?render=' . ${c.prefix}_RECAPTCHA_SITE_KEY, array(), null, true );
	if ( is_page( 'contact' ) ) {
		wp_enqueue_script( 'google-maps', 'https://maps.googleapis.com/maps/api/js?key=${mapsLeak ? cred('google-maps-key', V.google(), 'Google Maps JavaScript API key in a theme') : "' . rawurlencode( get_option( 'maps_api_key' ) ) . '"}&callback=initMap', array(), null, true );
	}
} );

function ${c.prefix.toLowerCase()}_verify_recaptcha( $token ) {
	$response = wp_remote_post( 'https://www.google.com/recaptcha/api/siteverify', array(
		'body' => array(
			'secret'   => ${c.prefix}_RECAPTCHA_SECRET,
			'response' => $token,
			'remoteip' => $_SERVER['REMOTE_ADDR'] ?? '',
		),
	) );
	$body = json_decode( wp_remote_retrieve_body( $response ), true );
	return ! empty( $body['success'] ) && ( $body['score'] ?? 0 ) >= 0.5;
}

add_filter( 'acf/settings/google_api_key', function () {
	return get_option( 'maps_api_key' );
} );`);
  file(`${t}/template-parts/contact-form.php`, `<form class="contact" method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
	<?php wp_nonce_field( 'contact', '_contact_nonce' ); ?>
	<input type="hidden" name="action" value="${c.slug}_contact">
	<label>Name <input name="name" required></label>
	<label>Email <input type="email" name="email" required></label>
	<label>Message <textarea name="message"></textarea></label>
	<div class="h-captcha" data-sitekey="${uuid()}"></div>
	<button class="g-recaptcha" data-sitekey="<?php echo esc_attr( ${c.prefix}_RECAPTCHA_SITE_KEY ); ?>" data-callback="onSubmit">Send</button>
</form>`);
}

function agencyPlugin(c, dir) {
  const p = `${dir}/wp-content/plugins/${AGENCY}-integrations`;
  const list = hex(10);
  const providers = [];
  const mc = chance(0.6);
  providers.push(`	'mailchimp' => array(
		'api_key' => ${mc ? `'${cred('mailchimp-api-key', V.mailchimp(), 'Mailchimp API key in plugin settings')}'` : "defined( 'MAILCHIMP_API_KEY' ) ? MAILCHIMP_API_KEY : ''"},
		'list_id' => '${list}',
	),`);
  const pay = pick(['stripe', 'paypal', 'square', 'mollie', 'braintree']);
  if (pay === 'stripe') providers.push(`	'stripe' => array(
		'publishable_key' => '${V.stripePk()}',
		'secret_key'      => ${leakOr(0.6, 'stripe-secret-key', `'${V.stripeSk()}'`, 'Stripe secret key in plugin settings', "getenv( 'STRIPE_SECRET_KEY' )")},
		'webhook_secret'  => ${leakOr(0.5, 'stripe-webhook-secret', `'${V.whsec()}'`, 'Stripe webhook signing secret', "getenv( 'STRIPE_WEBHOOK_SECRET' )")},
	),`);
  if (pay === 'paypal') providers.push(`	'paypal' => array(
		'mode'          => 'live',
		'client_id'     => '${V.paypalId()}',
		'client_secret' => ${leakOr(0.6, 'paypal-client-secret', `'${V.paypalSecret()}'`, 'PayPal REST client secret', "getenv( 'PAYPAL_CLIENT_SECRET' )")},
	),`);
  if (pay === 'square') providers.push(`	'square' => array(
		'application_id' => '${V.squareAppId()}',
		'location_id'    => 'L${from(UP + DIG, 12)}',
		'access_token'   => ${leakOr(0.6, 'square-access-token', `'${V.squareToken()}'`, 'Square production access token', "getenv( 'SQUARE_ACCESS_TOKEN' )")},
	),`);
  if (pay === 'mollie') providers.push(`	'mollie' => array(
		'profile_id' => 'pfl_${from(ALNUM, 10)}',
		'api_key'    => ${leakOr(0.6, 'mollie-api-key', `'${V.mollie()}'`, 'Mollie live API key', "getenv( 'MOLLIE_API_KEY' )")},
	),`);
  if (pay === 'braintree') providers.push(`	'braintree' => array(
		'environment' => 'production',
		'merchant_id' => '${V.braintreeMerchant()}',
		'public_key'  => '${V.braintreePub()}',
		'private_key' => ${leakOr(0.6, 'braintree-private-key', `'${V.braintreePriv()}'`, 'Braintree private key', "getenv( 'BRAINTREE_PRIVATE_KEY' )")},
	),`);
  if (chance(0.5)) providers.push(`	'algolia' => array(
		'application_id' => '${V.algoliaApp()}',
		'search_api_key' => '${V.algolia()}',
		'admin_api_key'  => ${leakOr(0.6, 'algolia-admin-key', `'${V.algolia()}'`, 'Algolia admin API key', "getenv( 'ALGOLIA_ADMIN_KEY' )")},
	),`);
  if (chance(0.4)) providers.push(`	'telegram' => array(
		'bot_token' => ${leakOr(0.6, 'telegram-bot-token', `'${V.telegram()}'`, 'Telegram bot token for order alerts', "getenv( 'TELEGRAM_BOT_TOKEN' )")},
		'chat_id'   => '-100${digits(10)}',
	),`);
  file(`${p}/config.php`, `<?php
/**
 * Settings for the ${AGENCY} integrations plugin on ${c.domain}.
 * Loaded by ${AGENCY}-integrations.php; values can be overridden from wp-config.php.
 */
defined( 'ABSPATH' ) || exit;

return array(
${providers.join('\n')}
	'cache_ttl' => HOUR_IN_SECONDS,
);`);
  file(`${p}/${AGENCY}-integrations.php`, `<?php
/**
 * Plugin Name: ${cap(AGENCY)} Integrations
 * Description: Newsletter, payments and search glue for ${c.name}.
 * Version: 2.${int(9)}.${int(9)}
 */
defined( 'ABSPATH' ) || exit;

$${AGENCY}_settings = require __DIR__ . '/config.php';

add_action( 'rest_api_init', function () use ( $${AGENCY}_settings ) {
	register_rest_route( '${AGENCY}/v1', '/subscribe', array(
		'methods'             => 'POST',
		'permission_callback' => '__return_true',
		'callback'            => function ( WP_REST_Request $request ) use ( $${AGENCY}_settings ) {
			$key = $${AGENCY}_settings['mailchimp']['api_key'];
			$dc  = substr( $key, strpos( $key, '-' ) + 1 );
			return wp_remote_post( "https://{$dc}.api.mailchimp.com/3.0/lists/{$${AGENCY}_settings['mailchimp']['list_id']}/members", array(
				'headers' => array( 'Authorization' => 'Basic ' . base64_encode( 'anystring:' . $key ) ),
				'body'    => wp_json_encode( array( 'email_address' => sanitize_email( $request['email'] ), 'status' => 'pending' ) ),
			) );
		},
	) );
} );`);
  if (chance(0.5)) {
    const mailer = pick(['mailgun', 'sendgrid', 'postmark']);
    const keyLine = {
      mailgun: () => `    "api_key": "${leakOr(0.6, 'mailgun-api-key', V.mailgun(), 'Mailgun key in a WP Mail SMTP settings export', '')}",\n    "domain": "mg.${c.domain}",\n    "region": "EU"`,
      sendgrid: () => `    "api_key": "${leakOr(0.6, 'sendgrid-api-key', V.sendgrid(), 'SendGrid key in a WP Mail SMTP settings export', '')}",\n    "domain": ""`,
      postmark: () => `    "api_key": "${leakOr(0.6, 'postmark-token', uuid(), 'Postmark server API token in a WP Mail SMTP settings export', '')}",\n    "message_stream": "outbound"`,
    }[mailer]();
    file(`${dir}/wp-content/uploads/${AGENCY}-exports/wp-mail-smtp-settings.json`, `{
  "mail": {
    "from_email": "hello@${c.domain}",
    "from_name": "${c.name}",
    "mailer": "${mailer}",
    "return_path": true,
    "from_email_force": true
  },
  "${mailer}": {
${keyLine}
  },
  "logs": { "enabled": true, "log_email_content": false },
  "general": { "summary_report_email_disabled": true, "uninstall": false }
}`);
  }
}

function wooTools(c, dir) {
  const key = chance(0.6);
  file(`${dir}/tools/stock-sync/.env`, `# Pulls stock levels from the warehouse CSV into WooCommerce every 15 minutes.
WC_URL=https://${c.domain}
${key ? `WC_CONSUMER_KEY=${cred('woocommerce-consumer-key', V.wooKey(), 'WooCommerce REST consumer key')}` : 'WC_CONSUMER_KEY='}
${key ? `WC_CONSUMER_SECRET=${cred('woocommerce-consumer-secret', V.wooSecret(), 'WooCommerce REST consumer secret')}` : 'WC_CONSUMER_SECRET='}
WAREHOUSE_CSV=/srv/ftp/warehouse/stock.csv
DRY_RUN=false`);
  file(`${dir}/tools/stock-sync/sync.js`, `import fs from 'node:fs';
import WooCommerceRestApi from '@woocommerce/woocommerce-rest-api';
import 'dotenv/config';

const api = new WooCommerceRestApi.default({
  url: process.env.WC_URL,
  consumerKey: process.env.WC_CONSUMER_KEY,
  consumerSecret: process.env.WC_CONSUMER_SECRET,
  version: 'wc/v3',
});

const rows = fs.readFileSync(process.env.WAREHOUSE_CSV, 'utf8').trim().split('\\n').slice(1);
for (const row of rows) {
  const [sku, qty] = row.split(',');
  const { data } = await api.get('products', { sku });
  if (data[0] && process.env.DRY_RUN !== 'true') await api.put(\`products/\${data[0].id}\`, { stock_quantity: Number(qty) });
}`);
}

function wpDump(c, dir, db) {
  const rows = [];
  const users = ['admin', ...PEOPLE.slice(0, 2 + int(4)), 'shop_manager'];
  users.forEach((u, i) => rows.push(`INSERT INTO \`wp_users\` VALUES (${i + 1},'${u}','${pick([H.phpass, H.phpass, H.bcrypt])()}','${u}','${u}@${c.domain}','','${date()} 09:${10 + int(49)}:00','',0,'${cap(u)}');`));
  const opts = [
    `INSERT INTO \`wp_options\` VALUES (1,'siteurl','https://${c.domain}','yes');`,
    `INSERT INTO \`wp_options\` VALUES (2,'home','https://${c.domain}','yes');`,
    `INSERT INTO \`wp_options\` VALUES (3,'blogname','${c.name}','yes');`,
    `INSERT INTO \`wp_options\` VALUES (4,'admin_email','webmaster@${c.domain}','yes');`,
    `INSERT INTO \`wp_options\` VALUES (5,'db_version','57155','yes');`,
    `INSERT INTO \`wp_options\` VALUES (6,'recaptcha_site_key','${V.recaptcha()}','yes');`,
  ];
  if (c.woo) {
    const sk = V.stripeSk();
    const pk = V.stripePk();
    const leak = chance(0.6);
    const skPart = leak ? cred('stripe-secret-key', sk, 'Stripe secret key in the WooCommerce gateway option of a SQL dump') : '';
    opts.push(`INSERT INTO \`wp_options\` VALUES (7,'woocommerce_stripe_settings','a:7:{s:7:"enabled";s:3:"yes";s:8:"testmode";s:2:"no";s:15:"publishable_key";s:${pk.length}:"${pk}";s:10:"secret_key";s:${skPart.length}:"${skPart}";s:15:"test_secret_key";s:0:"";s:12:"statement_descriptor";s:${Math.min(22, c.name.length)}:"${c.name.slice(0, 22)}";}','yes');`);
    opts.push(`INSERT INTO \`wp_options\` VALUES (8,'woocommerce_currency','GBP','yes');`);
  }
  opts.push(`INSERT INTO \`wp_options\` VALUES (9,'maps_api_key','${leakOr(0.3, 'google-maps-key', V.google(), 'Google Maps key stored in wp_options', '')}','yes');`);
  const grant = chance(0.5);
  const gpw = password().replace(/'/g, '');
  file(`${dir}/db/${db}-${date()}.sql`, `-- MySQL dump 10.13  Distrib 8.0.36, for Linux (x86_64)
--
-- Host: localhost    Database: ${db}
-- ------------------------------------------------------
-- Server version	8.0.36-0ubuntu0.22.04.1

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!40101 SET NAMES utf8mb4 */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;
${chance(0.5) ? `-- Restored for local dev. After import log in as admin / ${cred('sql-admin-password', plainPassword(), 'plain admin password noted in a SQL dump header')}` : '-- Restored for local dev. After import run: wp user update admin --user_pass=<new password>'}

${grant ? `CREATE USER IF NOT EXISTS '${db.slice(0, 16)}'@'localhost' IDENTIFIED BY '${cred('sql-user-password', gpw, 'MySQL user created with a literal password in a dump')}';\nGRANT ALL PRIVILEGES ON \`${db}\`.* TO '${db.slice(0, 16)}'@'localhost';` : `-- user ${db.slice(0, 16)} is created by the Ansible role (password in vault)`}

DROP TABLE IF EXISTS \`wp_users\`;
CREATE TABLE \`wp_users\` (
  \`ID\` bigint unsigned NOT NULL AUTO_INCREMENT,
  \`user_login\` varchar(60) NOT NULL DEFAULT '',
  \`user_pass\` varchar(255) NOT NULL DEFAULT '',
  \`user_nicename\` varchar(50) NOT NULL DEFAULT '',
  \`user_email\` varchar(100) NOT NULL DEFAULT '',
  \`user_url\` varchar(100) NOT NULL DEFAULT '',
  \`user_registered\` datetime NOT NULL DEFAULT '0000-00-00 00:00:00',
  \`user_activation_key\` varchar(255) NOT NULL DEFAULT '',
  \`user_status\` int NOT NULL DEFAULT '0',
  \`display_name\` varchar(250) NOT NULL DEFAULT '',
  PRIMARY KEY (\`ID\`)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

LOCK TABLES \`wp_users\` WRITE;
${rows.join('\n')}
UNLOCK TABLES;

DROP TABLE IF EXISTS \`wp_options\`;
LOCK TABLES \`wp_options\` WRITE;
${opts.join('\n')}
UNLOCK TABLES;

-- Dump completed on ${date()} 03:00:0${int(9)}`);
}

function wordpressSite(c) {
  const dir = `clients/${c.slug}`;
  let db = c.slug.replace(/-/g, '_') + '_wp';
  if (c.bedrock) bedrock(c, dir);
  else {
    db = wpConfig(c, dir).db;
    if (chance(0.5)) wpConfigSample(dir);
  }
  theme(c, c.bedrock ? `${dir}/web` : dir);
  agencyPlugin(c, c.bedrock ? `${dir}/web` : dir);
  if (c.woo) wooTools(c, dir);
  wpDump(c, dir, db);
  htaccess(dir, chance(0.5));
  if (chance(0.6)) htpasswd(dir);
  deployClients(dir, c);
  gitignore(dir, c.bedrock ? ['.env', '/web/wp', '/web/app/uploads/*'] : ['wp-config.php', 'wp-content/uploads/', 'sftp-config.json']);
  if (chance(0.5)) {
    const gh = chance(0.5);
    file(`${dir}/auth.json`, `{
    "http-basic": {
        "composer.deliciousbrains.com": {
            "username": "${hex(32)}",
            "password": "${leakOr(0.7, 'composer-auth', hex(32), 'Delicious Brains composer licence password in auth.json', '')}"
        }
    }${gh ? `,
    "github-oauth": {
        "github.com": "${cred('github-token', V.ghp(), 'GitHub token in composer auth.json')}"
    }` : ''}
}`);
  }
  file(`${dir}/README.md`, `# ${c.name}

${c.bedrock ? 'Bedrock' : 'WordPress'} site for ${c.name}, built by ${cap(AGENCY)}.

## Local setup

1. \`composer install\`
2. Copy ${c.bedrock ? '`.env.example` to `.env`' : '`wp-config-sample.php` to `wp-config.php`'} and fill in the database details.
3. \`wp db import db/latest.sql && wp search-replace https://${c.domain} http://${c.slug}.test\`

Default local login after import: \`admin\` / ${chance(0.4) ? `\`${cred('handover-login', plainPassword(), 'WordPress admin password in a README')}\`` : 'reset it with `wp user update admin --user_pass=...`'}.

Test payments with ${pick(TEST_CARDS)} and any CVC. Site id ${uuid()}.`);
  handover(c, [
    { what: 'WordPress admin', url: `https://${c.domain}/wp-admin`, user: `${AGENCY}_admin`, p: 0.5 },
    { what: 'cPanel', url: `https://${c.domain}:2083`, user: c.slug.replace(/-/g, '').slice(0, 8), p: 0.4 },
    { what: 'Mailchimp', url: 'https://login.mailchimp.com', user: `marketing@${c.domain}`, p: 0.3 },
  ]);
}

// ---- Drupal ----
function drupalSite(c) {
  const dir = `clients/${c.slug}`;
  const s = `${dir}/web/sites/default`;
  const pw = password();
  file(`${s}/settings.php`, `<?php

// phpcs:ignoreFile

/**
 * @file
 * Drupal site-specific configuration file.
 */

$databases = [];

$databases['default']['default'] = [
  'database' => '${c.slug.replace(/-/g, '_')}',
  'username' => '${c.slug.split('-')[0]}_drupal',
  'password' => ${leakOr(0.6, 'db-password', `'${pw}'`, 'Drupal database password in settings.php', "getenv('DRUPAL_DB_PASSWORD')")},
  'prefix' => '',
  'host' => '${pick(['localhost', '127.0.0.1', 'mariadb.internal'])}',
  'port' => '3306',
  'isolation_level' => 'READ COMMITTED',
  'namespace' => 'Drupal\\\\mysql\\\\Driver\\\\Database\\\\mysql',
  'driver' => 'mysql',
  'autoload' => 'core/modules/mysql/src/Driver/Database/mysql/',
];

/**
 * Salt for one-time login links, cancel links, form tokens, etc.
 */
$settings['hash_salt'] = ${leakOr(0.6, 'drupal-hash-salt', `'${V.drupalSalt()}'`, 'Drupal hash_salt in settings.php', "file_get_contents('/var/www/private/salt.txt')")};

$settings['update_free_access'] = FALSE;
$settings['config_sync_directory'] = '../config/sync';
$settings['file_private_path'] = '/var/www/private';
$settings['trusted_host_patterns'] = [
  '^${c.domain.replace(/\./g, '\\.')}$',
  '^www\\.${c.domain.replace(/\./g, '\\.')}$',
];

${chance(0.6) ? `$config['smtp.settings']['smtp_host'] = 'smtp.${pick(['sendgrid.net', 'mailgun.org', 'postmarkapp.com'])}';
$config['smtp.settings']['smtp_username'] = 'apikey';
$config['smtp.settings']['smtp_password'] = ${leakOr(0.6, 'smtp-password', `'${password()}'`, 'SMTP password override in Drupal settings.php', "getenv('SMTP_PASSWORD')")};` : '// SMTP credentials are set per environment in settings.local.php.'}

$settings['entity_update_batch_size'] = 50;

if (file_exists($app_root . '/' . $site_path . '/settings.local.php')) {
  include $app_root . '/' . $site_path . '/settings.local.php';
}`);
  file(`${s}/settings.local.php`, `<?php

// phpcs:ignoreFile

/**
 * Local development override configuration.
 */
assert_options(ASSERT_ACTIVE, TRUE);
$settings['container_yamls'][] = DRUPAL_ROOT . '/sites/development.services.yml';
$config['system.logging']['error_level'] = 'verbose';
$config['system.performance']['css']['preprocess'] = FALSE;
$config['system.performance']['js']['preprocess'] = FALSE;
$settings['cache']['bins']['render'] = 'cache.backend.null';
$settings['skip_permissions_hardening'] = TRUE;

${chance(0.5) ? `$databases['default']['default']['host'] = 'database';\n$databases['default']['default']['password'] = ${leakOr(0.6, 'db-password', `'${password()}'`, 'staging DB password in settings.local.php', "'drupal10'")};` : "$databases['default']['default']['host'] = 'database';"}
$config['recaptcha.settings']['secret_key'] = ${leakOr(0.5, 'recaptcha-secret', `'${V.recaptcha()}'`, 'reCAPTCHA secret override in settings.local.php', "''")};`);
  file(`${dir}/.lando.yml`, `name: ${c.slug}
recipe: drupal10
config:
  webroot: web
  php: '8.2'
  database: mariadb:10.6
services:
  database:
    creds:
      user: drupal10
      password: drupal10
      database: drupal10`);
  file(`${dir}/config/sync/system.site.yml`, `uuid: ${uuid()}
name: '${c.name}'
mail: web@${c.domain}
slogan: ''
page:
  403: ''
  404: /node/${1 + int(90)}
  front: /node/1
admin_compact_mode: false
weight_select_max: 100
default_langcode: en
_core:
  default_config_hash: ${from(URLSAFE, 43)}`);
  file(`${dir}/config/sync/recaptcha.settings.yml`, `site_key: ${V.recaptcha()}
secret_key: ${leakOr(0.5, 'recaptcha-secret', V.recaptcha(), 'reCAPTCHA secret key in exported Drupal config', "''")}
verify_hostname: false
use_globally: false
widget:
  noscript: false
_core:
  default_config_hash: ${from(URLSAFE, 43)}`);
  file(`${dir}/config/sync/smtp.settings.yml`, `smtp_on: true
smtp_host: smtp.office365.com
smtp_hostbackup: ''
smtp_port: '587'
smtp_protocol: tls
smtp_autotls: true
smtp_timeout: 30
smtp_username: web@${c.domain}
smtp_password: ${leakOr(0.5, 'smtp-password', `'${password().replace(/'/g, '')}'`, 'SMTP password in exported Drupal config', "''")}
smtp_from: web@${c.domain}
smtp_fromname: '${c.name}'
smtp_client_hostname: ''
smtp_debugging: false
_core:
  default_config_hash: ${from(URLSAFE, 43)}`);
  file(`${dir}/config/sync/mailchimp.settings.yml`, `api_key: ${leakOr(0.5, 'mailchimp-api-key', V.mailchimp(), 'Mailchimp API key in exported Drupal config', "''")}
api_classname: Mailchimp\\Mailchimp
batch_limit: 100
cron: true
webhook_hash: ${hex(32)}
optin_check_email_msg: 'Please check your email to confirm your subscription.'`);
  file(`${dir}/config/sync/geolocation_google_maps.settings.yml`, `google_map_api_key: ${leakOr(0.5, 'google-maps-key', V.google(), 'Google Maps key in exported Drupal config', "''")}
google_map_api_server_key: ''
google_map_custom_url_parameters:
  region: GB
  language: en
use_current_language: false`);
  file(`${dir}/drush/sites/self.site.yml`, `prod:
  host: ${ip()}
  user: deploy
  root: /var/www/${c.slug}/web
  uri: https://${c.domain}
stage:
  host: stage.${c.domain}
  user: deploy
  root: /var/www/${c.slug}-stage/web
  uri: https://stage.${c.domain}`);
  file(`${dir}/config/sync/core.extension.yml`, `module:
  admin_toolbar: 0
  block: 0
  ckeditor5: 0
  config: 0
  field: 0
  geolocation_google_maps: 0
  mailchimp: 0
  node: 0
  recaptcha: 0
  smtp: 0
  system: 0
  user: 0
  standard: 1000
theme:
  claro: 0
  olivero: 0
profile: standard`);
  file(`${dir}/db/users-export.csv`, ['uid,name,mail,pass,status', ...['admin', ...PEOPLE.slice(2, 5)].map((u, i) => `${i + 1},${u},${u}@${c.domain},${H.drupal()},1`)].join('\n'));
  gitignore(dir, ['/web/core/', '/web/modules/contrib/', '/web/sites/*/settings.local.php', '/web/sites/*/files/']);
  if (chance(0.6)) htpasswd(dir);
  deployClients(dir, c);
  handover(c, [
    { what: 'Drupal admin (uid 1)', url: `https://${c.domain}/user/login`, user: 'admin', p: 0.5 },
    { what: 'Acquia / host panel', url: 'https://cloud.acquia.com', user: `ops@${AGENCY}.studio`, p: 0.3 },
  ]);
}

// ---- Magento ----
function magentoSite(c) {
  const dir = `clients/${c.slug}`;
  const leakAmqp = chance(0.5);
  const leakRedis = chance(0.5);
  file(`${dir}/app/etc/env.php`, `<?php
return [
    'backend' => [
        'frontName' => 'admin_${from(LOW + DIG, 6)}'
    ],
    'remote_storage' => [
        'driver' => 'file'
    ],
    'queue' => [
        'consumers_wait_for_messages' => 1,
        'amqp' => [
            'host' => 'rabbitmq.internal',
            'port' => '5672',
            'user' => 'magento',
            'password' => ${leakAmqp ? `'${cred('amqp-password', plainPassword(), 'RabbitMQ password in Magento env.php')}'` : "''"},
            'virtualhost' => '/'
        ]
    ],
    'crypt' => [
        'key' => ${leakOr(0.7, 'magento-crypt-key', `'${V.magentoKey()}'`, 'Magento encryption key in env.php', "''")}
    ],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => '${pick(['localhost', 'mysql.internal', '10.0.3.12'])}',
                'dbname' => '${c.slug.replace(/-/g, '_')}',
                'username' => 'magento',
                'password' => ${leakOr(0.8, 'db-password', `'${password()}'`, 'Magento database password in env.php', "''")},
                'model' => 'mysql4',
                'engine' => 'innodb',
                'initStatements' => 'SET NAMES utf8;',
                'active' => '1',
                'driver_options' => [
                    1014 => false
                ]
            ]
        ]
    ],
    'resource' => [
        'default_setup' => [
            'connection' => 'default'
        ]
    ],
    'x-frame-options' => 'SAMEORIGIN',
    'MAGE_MODE' => 'production',
    'session' => [
        'save' => 'redis',
        'redis' => [
            'host' => 'redis.internal',
            'port' => '6379',
            'password' => ${leakRedis ? `'${cred('redis-password', plainPassword(), 'Redis session password in Magento env.php')}'` : "''"},
            'timeout' => '2.5',
            'persistent_identifier' => '',
            'database' => '2',
            'compression_threshold' => '2048',
            'compression_library' => 'gzip',
            'log_level' => '4',
            'max_concurrency' => '6',
            'break_after_frontend' => '5',
            'break_after_adminhtml' => '30',
            'first_lifetime' => '600',
            'bot_first_lifetime' => '60',
            'bot_lifetime' => '7200',
            'disable_locking' => '0',
            'min_lifetime' => '60',
            'max_lifetime' => '2592000'
        ]
    ],
    'cache' => [
        'frontend' => [
            'default' => [
                'id_prefix' => '${hex(3)}_',
                'backend' => 'Magento\\\\Framework\\\\Cache\\\\Backend\\\\Redis',
                'backend_options' => [
                    'server' => 'redis.internal',
                    'database' => '0',
                    'port' => '6379',
                    'password' => '',
                    'compress_data' => '1'
                ]
            ]
        ],
        'allow_parallel_generation' => false
    ],
    'system' => [
        'default' => [
            'payment' => [
                'braintree' => [
                    'merchant_id' => '${V.braintreeMerchant()}',
                    'public_key' => '${H.magentoEnc()}',
                    'private_key' => '${H.magentoEnc()}'
                ]
            ],
            'web' => [
                'secure' => [
                    'base_url' => 'https://${c.domain}/'
                ]
            ]
        ]
    ],
    'directories' => [
        'document_root_is_pub' => true
    ],
    'install' => [
        'date' => '${pick(['Tue', 'Wed', 'Thu'])}, ${1 + int(28)} Mar ${year()} 10:22:31 +0000'
    ]
];`);
  file(`${dir}/app/etc/config.php`, `<?php
return [
    'modules' => [
        'Magento_Store' => 1,
        'Magento_Directory' => 1,
        'Magento_Theme' => 1,
        'Magento_Customer' => 1,
        'Magento_Catalog' => 1,
        'Magento_Sales' => 1,
        'PayPal_Braintree' => 1,
        'Adyen_Payment' => ${int(2)},
        'Magento_TwoFactorAuth' => 1
    ],
    'system' => [
        'default' => [
            'general' => ['locale' => ['code' => 'en_GB']],
            'currency' => ['options' => ['base' => 'GBP', 'default' => 'GBP', 'allow' => 'GBP,EUR']]
        ]
    ]
];`);
  file(`${dir}/auth.json`, `{
    "http-basic": {
        "repo.magento.com": {
            "username": "${hex(32)}",
            "password": "${leakOr(0.7, 'composer-auth', hex(32), 'Magento Marketplace private key in auth.json', '<private-key>')}"
        }
    }
}`);
  file(`${dir}/app/code/Agency/Adyen/etc/adyen.env.php`, `<?php
// Adyen credentials for the headless checkout bridge (${c.name}).
return [
    'environment'  => 'live',
    'live_prefix'  => '${hex(16)}-${pick(['Brightpixel', 'Agency'])}',
    'merchant'     => '${c.name.replace(/[^A-Za-z]/g, '')}ECOM',
    'client_key'   => '${V.adyenClient()}',
    'api_key'      => ${leakOr(0.6, 'adyen-api-key', `'${V.adyenKey()}'`, 'Adyen API key', "getenv('ADYEN_API_KEY')")},
    'hmac_key'     => ${leakOr(0.5, 'adyen-hmac-key', `'${V.adyenHmac()}'`, 'Adyen notification HMAC key', "getenv('ADYEN_HMAC_KEY')")},
];`);
  const pw = plainPassword();
  file(`${dir}/db/core_config_data-${date()}.sql`, `-- core_config_data export (selected paths)
INSERT INTO \`core_config_data\` (\`scope\`, \`scope_id\`, \`path\`, \`value\`) VALUES ('default', 0, 'payment/braintree/private_key', '${H.magentoEnc()}');
INSERT INTO \`core_config_data\` (\`scope\`, \`scope_id\`, \`path\`, \`value\`) VALUES ('default', 0, 'payment/braintree/merchant_id', '${V.braintreeMerchant()}');
INSERT INTO \`core_config_data\` (\`scope\`, \`scope_id\`, \`path\`, \`value\`) VALUES ('default', 0, 'payment/adyen_abstract/client_key_live', '${V.adyenClient()}');
INSERT INTO \`core_config_data\` (\`scope\`, \`scope_id\`, \`path\`, \`value\`) VALUES ('default', 0, 'smtp/general/password', '${H.magentoEnc()}');
INSERT INTO \`core_config_data\` (\`scope\`, \`scope_id\`, \`path\`, \`value\`) VALUES ('default', 0, 'recaptcha_frontend/type_recaptcha_v3/public_key', '${V.recaptcha()}');
INSERT INTO \`core_config_data\` (\`scope\`, \`scope_id\`, \`path\`, \`value\`) VALUES ('default', 0, 'recaptcha_frontend/type_recaptcha_v3/private_key', '${leakOr(0.5, 'recaptcha-secret', V.recaptcha(), 'reCAPTCHA private key stored unencrypted in core_config_data', H.magentoEnc())}');
INSERT INTO \`admin_user\` (\`user_id\`, \`firstname\`, \`lastname\`, \`email\`, \`username\`, \`password\`, \`is_active\`) VALUES (1, 'Store', 'Admin', 'admin@${c.domain}', 'admin', '${H.magento()}', 1);
INSERT INTO \`admin_user\` (\`user_id\`, \`firstname\`, \`lastname\`, \`email\`, \`username\`, \`password\`, \`is_active\`) VALUES (2, '${cap(PEOPLE[3])}', 'Dev', '${PEOPLE[3]}@${AGENCY}.studio', '${PEOPLE[3]}', '${H.magento()}', 1);
${chance(0.6) ? `-- staging admin reset: bin/magento admin:user:create --admin-user=agency --admin-password='${cred('sql-admin-password', pw, 'admin password in a SQL export comment')}'` : "-- staging admin reset: bin/magento admin:user:create --admin-user=agency --admin-password=\"$ADMIN_PASSWORD\""}`);
  const slackLeak = chance(0.5);
  file(`${dir}/deploy.php`, `<?php
namespace Deployer;

require 'recipe/magento2.php';
require 'contrib/slack.php';

set('repository', 'git@bitbucket.org:${AGENCY}/${c.slug}.git');
set('keep_releases', 4);
set('static_content_locales', 'en_GB en_US');
set('magento_themes', ['Magento/luma', '${cap(c.slug.split('-')[0])}/default']);
set('slack_webhook', ${slackLeak ? `'${cred('slack-webhook', V.slack(), 'Slack incoming webhook in deploy.php')}'` : "getenv('SLACK_WEBHOOK')"});

host('production')
    ->setHostname('${ip()}')
    ->setRemoteUser('deploy')
    ->setDeployPath('/var/www/${c.slug}')
    ->set('branch', 'main');

host('staging')
    ->setHostname('staging.${c.domain}')
    ->setRemoteUser('deploy')
    ->setDeployPath('/var/www/${c.slug}-staging')
    ->set('branch', 'develop');

after('deploy:failed', 'deploy:unlock');
after('deploy:success', 'slack:notify:success');`);
  file(`${dir}/pub/.user.ini`, 'memory_limit = 2G\nmax_execution_time = 18000\nsession.auto_start = off\nzlib.output_compression = on');
  file(`${dir}/nginx.conf`, `upstream fastcgi_backend { server unix:/run/php/php8.2-fpm.sock; }
server {
    listen 443 ssl http2;
    server_name ${c.domain} www.${c.domain};
    set $MAGE_ROOT /var/www/${c.slug}/current;
    ssl_certificate /etc/letsencrypt/live/${c.domain}/fullchain.pem;
    ssl_certificate_key /etc/letsencrypt/live/${c.domain}/privkey.pem;
    include /var/www/${c.slug}/current/nginx.conf.sample;
}`);
  gitignore(dir, ['/app/etc/env.php', '/auth.json', '/pub/media/', '/var/', '/generated/']);
  deployClients(dir, c);
  handover(c, [
    { what: 'Magento admin', url: `https://${c.domain}/admin_xyz`, user: 'agency', p: 0.5 },
    { what: 'Adyen Customer Area', url: 'https://ca-live.adyen.com', user: `${c.slug}-admin`, p: 0.4 },
    { what: 'RabbitMQ management', url: 'https://rabbitmq.internal:15672', user: 'magento', p: 0.4, plain: true },
  ]);
}

// ---- Laravel ----
function laravelSite(c) {
  const dir = `clients/${c.slug}`;
  const app = cap(c.slug.split('-')[0]);
  const lines = [];
  const L = (p, kind, key, value, why, safe = '') => lines.push(chance(p) ? `${key}=${cred(kind, value, why)}` : `${key}=${safe}`);
  lines.push(`APP_NAME=${app}`, 'APP_ENV=production');
  L(0.75, 'laravel-app-key', 'APP_KEY', V.laravelKey(), 'Laravel APP_KEY in .env');
  lines.push('APP_DEBUG=false', `APP_URL=https://${c.domain}`, '', 'LOG_CHANNEL=stack', 'LOG_LEVEL=error', '', 'DB_CONNECTION=mysql', 'DB_HOST=127.0.0.1', 'DB_PORT=3306', `DB_DATABASE=${c.slug.replace(/-/g, '_')}`, `DB_USERNAME=${c.slug.split('-')[0]}`);
  const dbpw = password();
  L(0.8, 'db-password', 'DB_PASSWORD', /[#$ ]/.test(dbpw) ? `"${dbpw}"` : dbpw, 'Laravel DB_PASSWORD in .env');
  lines.push('', 'BROADCAST_DRIVER=pusher', 'CACHE_DRIVER=redis', 'QUEUE_CONNECTION=redis', 'SESSION_DRIVER=redis', 'SESSION_LIFETIME=120', '', 'REDIS_HOST=127.0.0.1');
  L(0.4, 'redis-password', 'REDIS_PASSWORD', plainPassword(), 'Redis password in Laravel .env', 'null');
  lines.push('REDIS_PORT=6379', '', 'MAIL_MAILER=smtp', 'MAIL_HOST=smtp.mailgun.org', 'MAIL_PORT=587', `MAIL_USERNAME=postmaster@mg.${c.domain}`);
  L(0.6, 'smtp-password', 'MAIL_PASSWORD', plainPassword(), 'SMTP password in Laravel .env', 'null');
  lines.push('MAIL_ENCRYPTION=tls', `MAIL_FROM_ADDRESS="hello@${c.domain}"`, 'MAIL_FROM_NAME="${APP_NAME}"', '', `MAILGUN_DOMAIN=mg.${c.domain}`);
  L(0.6, 'mailgun-api-key', 'MAILGUN_SECRET', V.mailgun(), 'Mailgun secret in Laravel .env');
  lines.push('MAILGUN_ENDPOINT=api.eu.mailgun.net', '', `PUSHER_APP_ID=${digits(7)}`, `PUSHER_APP_KEY=${V.pusherKey()}`);
  L(0.6, 'pusher-secret', 'PUSHER_APP_SECRET', hex(20), 'Pusher app secret');
  lines.push('PUSHER_APP_CLUSTER=eu', '', 'VITE_PUSHER_APP_KEY="${PUSHER_APP_KEY}"', 'VITE_PUSHER_APP_CLUSTER="${PUSHER_APP_CLUSTER}"', '');
  if (c.pay === 'stripe') {
    lines.push(`STRIPE_KEY=${V.stripePk()}`);
    L(0.7, 'stripe-secret-key', 'STRIPE_SECRET', V.stripeSk(), 'Stripe secret in Laravel Cashier .env');
    L(0.5, 'stripe-webhook-secret', 'STRIPE_WEBHOOK_SECRET', V.whsec(), 'Stripe webhook secret');
  } else if (c.pay === 'mollie') {
    L(0.7, 'mollie-api-key', 'MOLLIE_KEY', V.mollie(), 'Mollie API key in .env');
  } else {
    lines.push('PAYPAL_MODE=live', `PAYPAL_LIVE_CLIENT_ID=${V.paypalId()}`);
    L(0.7, 'paypal-client-secret', 'PAYPAL_LIVE_CLIENT_SECRET', V.paypalSecret(), 'PayPal live client secret');
    lines.push(`PAYPAL_LIVE_API_USERNAME=${c.slug.split('-')[0]}_api1.${c.domain}`);
    L(0.6, 'paypal-api-password', 'PAYPAL_LIVE_API_PASSWORD', V.paypalApiPassword(), 'PayPal classic NVP API password');
    L(0.6, 'paypal-api-signature', 'PAYPAL_LIVE_API_SECRET', V.paypalSignature(), 'PayPal classic NVP API signature');
  }
  lines.push('', `TWILIO_SID=${V.twilioSid()}`);
  L(0.6, 'twilio-auth-token', 'TWILIO_AUTH_TOKEN', hex(32), 'Twilio auth token');
  lines.push(`TWILIO_FROM=+44${from(DIG, 10)}`, '', `ALGOLIA_APP_ID=${V.algoliaApp()}`);
  L(0.6, 'algolia-admin-key', 'ALGOLIA_SECRET', V.algolia(), 'Algolia admin key used by Laravel Scout');
  lines.push(`VITE_ALGOLIA_SEARCH_KEY=${V.algolia()}`, '');
  L(0.5, 'cloudinary-url', 'CLOUDINARY_URL', V.cloudinary(c.slug.replace(/-/g, '')), 'Cloudinary URL with API secret');
  lines.push(`CLOUDINARY_UPLOAD_PRESET=${c.slug}_unsigned`, '');
  lines.push(`GOOGLE_CLIENT_ID=${V.googleClientId()}`);
  L(0.5, 'google-oauth-secret', 'GOOGLE_CLIENT_SECRET', V.googleSecret(), 'Google OAuth client secret for Socialite');
  lines.push(`FACEBOOK_CLIENT_ID=${digits(15)}`);
  L(0.5, 'facebook-app-secret', 'FACEBOOK_CLIENT_SECRET', V.fbSecret(), 'Facebook app secret for Socialite');
  lines.push('');
  L(0.4, 'jwt-secret', 'JWT_SECRET', V.jwt(), 'tymon/jwt-auth signing secret');
  lines.push(`SENTRY_LARAVEL_DSN=${V.sentryDsn()}`, 'SENTRY_TRACES_SAMPLE_RATE=0.1');
  file(`${dir}/.env`, lines.join('\n'));
  file(`${dir}/.env.example`, `APP_NAME=${app}
APP_ENV=local
APP_KEY=
APP_DEBUG=true
APP_URL=http://${c.slug}.test

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=${c.slug.replace(/-/g, '_')}
DB_USERNAME=root
DB_PASSWORD=

REDIS_PASSWORD=null
MAIL_MAILER=log
MAIL_PASSWORD=null
MAILGUN_SECRET=
PUSHER_APP_ID=
PUSHER_APP_KEY=
PUSHER_APP_SECRET=
STRIPE_KEY=pk_test_xxxxxxxxxxxxxxxxxxxxxxxx
STRIPE_SECRET=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
TWILIO_AUTH_TOKEN=your_auth_token
ALGOLIA_SECRET=
CLOUDINARY_URL=cloudinary://<api_key>:<api_secret>@<cloud_name>
GOOGLE_CLIENT_SECRET=
JWT_SECRET=changeme`);
  const fallback = chance(0.35);
  file(`${dir}/config/services.php`, `<?php

return [

    /*
    |--------------------------------------------------------------------------
    | Third Party Services
    |--------------------------------------------------------------------------
    */

    'mailgun' => [
        'domain' => env('MAILGUN_DOMAIN'),
        'secret' => env('MAILGUN_SECRET'),
        'endpoint' => env('MAILGUN_ENDPOINT', 'api.mailgun.net'),
        'scheme' => 'https',
    ],

    'postmark' => [
        'token' => env('POSTMARK_TOKEN'${chance(0.4) ? `, '${cred('postmark-token', uuid(), 'Postmark server token as an env() fallback')}'` : ''}),
    ],

    'ses' => [
        'key' => env('AWS_ACCESS_KEY_ID'),
        'secret' => env('AWS_SECRET_ACCESS_KEY'),
        'region' => env('AWS_DEFAULT_REGION', 'eu-west-2'),
    ],

    'stripe' => [
        'key' => env('STRIPE_KEY'),
        'secret' => env('STRIPE_SECRET'${fallback ? `, '${cred('stripe-secret-key', V.stripeSk(), 'Stripe secret key as an env() fallback')}'` : ''}),
    ],

    'square' => [
        'application_id' => env('SQUARE_APPLICATION_ID', '${V.squareAppId()}'),
        'application_secret' => env('SQUARE_APPLICATION_SECRET'${chance(0.4) ? `, '${cred('square-app-secret', V.squareSecret(), 'Square OAuth application secret as an env() fallback')}'` : ''}),
        'location_id' => env('SQUARE_LOCATION_ID', 'L${from(UP + DIG, 12)}'),
    ],

    'google' => [
        'client_id' => env('GOOGLE_CLIENT_ID'),
        'client_secret' => env('GOOGLE_CLIENT_SECRET'),
        'redirect' => env('APP_URL').'/auth/google/callback',
        'maps_key' => env('GOOGLE_MAPS_KEY', '${chance(0.5) ? cred('google-maps-key', V.google(), 'Google Maps key as an env() fallback') : ''}'),
    ],

    'hcaptcha' => [
        'sitekey' => env('HCAPTCHA_SITEKEY', '${uuid()}'),
        'secret' => env('HCAPTCHA_SECRET'${chance(0.5) ? `, '${cred('hcaptcha-secret', V.hcaptchaSecret(), 'hCaptcha secret as an env() fallback')}'` : ''}),
    ],

];`);
  file(`${dir}/config/database.php`, `<?php

use Illuminate\\Support\\Str;

return [
    'default' => env('DB_CONNECTION', 'mysql'),
    'connections' => [
        'mysql' => [
            'driver' => 'mysql',
            'url' => env('DATABASE_URL'),
            'host' => env('DB_HOST', '127.0.0.1'),
            'port' => env('DB_PORT', '3306'),
            'database' => env('DB_DATABASE', 'forge'),
            'username' => env('DB_USERNAME', 'forge'),
            'password' => env('DB_PASSWORD', ''),
            'unix_socket' => env('DB_SOCKET', ''),
            'charset' => 'utf8mb4',
            'collation' => 'utf8mb4_unicode_ci',
            'prefix' => '',
            'strict' => true,
        ],
        'legacy' => [
            'driver' => 'mysql',
            'host' => '${ip()}',
            'database' => '${c.slug.split('-')[0]}_old',
            'username' => 'readonly',
            'password' => ${leakOr(0.5, 'db-password', `'${password()}'`, 'legacy database password hard-coded in config/database.php', "env('LEGACY_DB_PASSWORD')")},
            'charset' => 'utf8',
        ],
    ],
    'redis' => [
        'client' => env('REDIS_CLIENT', 'phpredis'),
        'options' => [
            'prefix' => env('REDIS_PREFIX', Str::slug(env('APP_NAME', 'laravel'), '_').'_database_'),
        ],
        'default' => [
            'host' => env('REDIS_HOST', '127.0.0.1'),
            'password' => env('REDIS_PASSWORD'),
            'port' => env('REDIS_PORT', '6379'),
            'database' => env('REDIS_DB', '0'),
        ],
    ],
];`);
  file(`${dir}/config/app.php`, `<?php

return [
    'name' => env('APP_NAME', '${app}'),
    'env' => env('APP_ENV', 'production'),
    'debug' => (bool) env('APP_DEBUG', false),
    'url' => env('APP_URL', 'http://localhost'),
    'timezone' => 'Europe/London',
    'locale' => 'en',
    'key' => env('APP_KEY'),
    'cipher' => 'AES-256-CBC',
    'previous_keys' => [
        ...array_filter(explode(',', env('APP_PREVIOUS_KEYS', ''))),
    ],
];`);
  const seedPw = plainPassword();
  file(`${dir}/database/seeders/AdminUserSeeder.php`, `<?php

namespace Database\\Seeders;

use App\\Models\\User;
use Illuminate\\Database\\Seeder;
use Illuminate\\Support\\Facades\\Hash;
use Illuminate\\Support\\Str;

class AdminUserSeeder extends Seeder
{
    public function run(): void
    {
        User::updateOrCreate(['email' => 'admin@${c.domain}'], [
            'name' => '${app} Admin',
            'password' => ${chance(0.5) ? `Hash::make('${cred('seeded-admin-password', seedPw, 'production admin password in a seeder')}')` : "Hash::make(env('ADMIN_PASSWORD', Str::random(32)))"},
            'is_admin' => true,
        ]);

        User::factory()->count(10)->create(['password' => '${H.bcrypt()}']);
    }
}`);
  file(`${dir}/app/Services/PaymentGateway.php`, `<?php

namespace App\\Services;

use Stripe\\StripeClient;

class PaymentGateway
{
    private StripeClient $stripe;

    public function __construct()
    {
        $this->stripe = new StripeClient(config('services.stripe.secret'));
    }

    public function charge(int $pence, string $paymentMethod, string $email): string
    {
        // Test with ${pick(TEST_CARDS)}; 3-D Secure with 4000 0027 6000 3184.
        $intent = $this->stripe->paymentIntents->create([
            'amount' => $pence,
            'currency' => 'gbp',
            'payment_method' => $paymentMethod,
            'receipt_email' => $email,
            'confirm' => true,
            'idempotency_key' => '${uuid()}',
        ]);
        return $intent->id;
    }
}`);
  file(`${dir}/phpunit.xml`, `<?xml version="1.0" encoding="UTF-8"?>
<phpunit bootstrap="vendor/autoload.php" colors="true">
    <testsuites>
        <testsuite name="Feature"><directory>tests/Feature</directory></testsuite>
    </testsuites>
    <php>
        <env name="APP_ENV" value="testing"/>
        <env name="APP_KEY" value="base64:${Buffer.alloc(32).toString('base64')}"/>
        <env name="BCRYPT_ROUNDS" value="4"/>
        <env name="DB_CONNECTION" value="sqlite"/>
        <env name="DB_DATABASE" value=":memory:"/>
        <env name="MAIL_MAILER" value="array"/>
        <env name="STRIPE_SECRET" value="sk_test_dummy"/>
    </php>
</phpunit>`);
  const dbRoot = plainPassword();
  file(`${dir}/docker-compose.yml`, `services:
  app:
    build: .
    env_file: .env
    ports:
      - "8080:80"
  mysql:
    image: mysql:8.0
    environment:
      MYSQL_DATABASE: ${c.slug.replace(/-/g, '_')}
      MYSQL_USER: ${c.slug.split('-')[0]}
      MYSQL_PASSWORD: \${DB_PASSWORD}
      MYSQL_ROOT_PASSWORD: ${leakOr(0.5, 'db-password', dbRoot, 'MySQL root password in docker-compose.yml', '${DB_ROOT_PASSWORD:?set in .env}')}
    volumes:
      - mysql:/var/lib/mysql
  redis:
    image: redis:7-alpine
    command: ["redis-server", "--requirepass", "\${REDIS_PASSWORD}"]
volumes:
  mysql: {}`);
  const encKey = chance(0.5);
  file(`${dir}/.github/workflows/deploy.yml`, `name: Deploy
on:
  push:
    branches: [main]
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: shivammathur/setup-php@v2
        with:
          php-version: '8.3'
      - run: composer install --no-dev --prefer-dist
      - run: php artisan env:decrypt --env=production --key=\${{ env.LARAVEL_ENV_ENCRYPTION_KEY }}
        env:
          LARAVEL_ENV_ENCRYPTION_KEY: ${encKey ? cred('laravel-env-encryption-key', V.laravelKey(), 'key that decrypts the committed .env.production.encrypted') : '${{ secrets.LARAVEL_ENV_ENCRYPTION_KEY }}'}
      - uses: deployphp/action@v1
        with:
          private-key: \${{ secrets.DEPLOY_KEY }}
          dep: deploy production`);
  file(`${dir}/.env.production.encrypted`, b64text(JSON.stringify({ iv: b64(16), value: b64(600), mac: hex(64), tag: '' })));
  file(`${dir}/deploy.php`, `<?php
namespace Deployer;

require 'recipe/laravel.php';

set('application', '${app}');
set('repository', 'git@github.com:${AGENCY}/${c.slug}.git');
set('keep_releases', 5);
add('shared_files', ['.env']);
add('shared_dirs', ['storage']);

host('production')
    ->set('hostname', '${ip()}')
    ->set('remote_user', 'forge')
    ->set('deploy_path', '~/${c.domain}');

task('db:backup', function () {
    run('mysqldump -u ${c.slug.split('-')[0]} -p{{db_password}} ${c.slug.replace(/-/g, '_')} | gzip > ~/backups/{{release_name}}.sql.gz');
});
set('db_password', ${leakOr(0.5, 'db-password', `'${plainPassword()}'`, 'database password set in deploy.php', "getenv('DEPLOY_DB_PASSWORD')")});

after('deploy:failed', 'deploy:unlock');`);
  gitignore(dir, ['.env', '.env.backup', '.env.production', '/storage/*.key', '/public/hot']);
  deployClients(dir, c);
  handover(c, [
    { what: 'Laravel Nova', url: `https://${c.domain}/nova`, user: `admin@${c.domain}`, p: 0.5 },
    { what: 'Forge', url: 'https://forge.laravel.com', user: `ops@${AGENCY}.studio`, p: 0.3 },
  ]);
}

// ---- Rails ----
function railsSite(c) {
  const dir = `clients/${c.slug}`;
  const app = c.slug.replace(/-/g, '_');
  const stagePw = plainPassword();
  file(`${dir}/config/database.yml`, `default: &default
  adapter: postgresql
  encoding: unicode
  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>

development:
  <<: *default
  database: ${app}_development

test:
  <<: *default
  database: ${app}_test

staging:
  <<: *default
  database: ${app}_staging
  username: ${app}
  password: ${leakOr(0.6, 'db-password', stagePw, 'staging database password in database.yml', `<%= ENV["${app.toUpperCase()}_DATABASE_PASSWORD"] %>`)}
  host: staging-db.${c.domain}

production:
  <<: *default
  database: ${app}_production
  username: ${app}
  password: <%= ENV["${app.toUpperCase()}_DATABASE_PASSWORD"] %>
  host: <%= ENV.fetch("DATABASE_HOST", "localhost") %>`);
  file(`${dir}/config/secrets.yml`, `# Be sure to restart your server when you modify this file.
# Make sure the secrets in this file are kept private.

shared:
  google_maps_browser_key: ${leakOr(0.5, 'google-maps-key', V.google(), 'Google Maps key in secrets.yml', '<%= ENV["GOOGLE_MAPS_KEY"] %>')}

staging:
  secret_key_base: ${leakOr(0.7, 'rails-secret-key-base', V.railsBase(), 'secret_key_base for staging in secrets.yml', '<%= ENV["SECRET_KEY_BASE"] %>')}
  stripe_secret_key: ${leakOr(0.5, 'stripe-secret-key', V.stripeSk(), 'Stripe secret key in secrets.yml', '<%= ENV["STRIPE_SECRET_KEY"] %>')}
  stripe_publishable_key: ${V.stripePk()}

production:
  secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>
  stripe_secret_key: <%= ENV["STRIPE_SECRET_KEY"] %>
  stripe_publishable_key: ${V.stripePk()}`);
  file(`${dir}/config/credentials.yml.enc`, `${b64(420)}--${b64(12)}--${b64(16)}`);
  if (chance(0.6)) file(`${dir}/config/master.key`, cred('rails-master-key', hex(32), 'Rails master.key committed'));
  const plainCreds = chance(0.6);
  file(`${dir}/config/credentials/staging.yml${plainCreds ? '' : '.example'}`, plainCreds ? `# Decrypted copy of config/credentials/staging.yml.enc (bin/rails credentials:show -e staging)
secret_key_base: ${cred('rails-secret-key-base', V.railsBase(), 'secret_key_base in a decrypted credentials copy')}

aws:
  access_key_id: ${cred('aws-access-key', V.awsId(), 'AWS access key id in decrypted Rails credentials')}
  secret_access_key: ${cred('aws-secret-key', V.awsSecret(), 'AWS secret in decrypted Rails credentials')}

sendgrid:
  api_key: ${cred('sendgrid-api-key', V.sendgrid(), 'SendGrid key in decrypted Rails credentials')}

braintree:
  merchant_id: ${V.braintreeMerchant()}
  public_key: ${V.braintreePub()}
  private_key: ${cred('braintree-private-key', V.braintreePriv(), 'Braintree private key in decrypted Rails credentials')}` : `# Copy to staging.yml, fill in, then: bin/rails credentials:edit -e staging
secret_key_base: <generate with bin/rails secret>

aws:
  access_key_id: AKIAXXXXXXXXXXXXXXXX
  secret_access_key: <secret>

sendgrid:
  api_key: SG.xxxxxxxx

braintree:
  merchant_id: your_merchant_id
  public_key: your_public_key
  private_key: your_private_key`);
  file(`${dir}/config/storage.yml`, `local:
  service: Disk
  root: <%= Rails.root.join("storage") %>

amazon:
  service: S3
  access_key_id: <%= Rails.application.credentials.dig(:aws, :access_key_id) %>
  secret_access_key: <%= Rails.application.credentials.dig(:aws, :secret_access_key) %>
  region: eu-west-2
  bucket: ${c.slug}-<%= Rails.env %>

cloudinary:
  service: Cloudinary
  folder: <%= Rails.env %>`);
  const btLeak = chance(0.5);
  file(`${dir}/config/initializers/payments.rb`, `# frozen_string_literal: true

Stripe.api_key = Rails.application.credentials.dig(:stripe, :secret_key) || ENV.fetch("STRIPE_SECRET_KEY")
Stripe.api_version = "2024-06-20"

Braintree::Configuration.environment = :production
Braintree::Configuration.merchant_id = "${V.braintreeMerchant()}"
Braintree::Configuration.public_key = "${V.braintreePub()}"
Braintree::Configuration.private_key = ${btLeak ? `"${cred('braintree-private-key', V.braintreePriv(), 'Braintree private key in a Rails initializer')}"` : 'Rails.application.credentials.dig(:braintree, :private_key)'}

Rails.application.config.x.gateway_token = ${chance(0.4) ? `"${cred('braintree-access-token', `access_token$production$${V.braintreeMerchant()}$${hex(32)}`, 'Braintree PayPal access token')}"` : 'ENV["BRAINTREE_ACCESS_TOKEN"]'}`);
  file(`${dir}/config/initializers/cloudinary.rb`, `Cloudinary.config_from_url(${leakOr(0.5, 'cloudinary-url', `"${V.cloudinary(app.replace(/_/g, ''))}"`, 'Cloudinary URL in an initializer', 'ENV.fetch("CLOUDINARY_URL")')})
Cloudinary.config do |config|
  config.secure = true
  config.cdn_subdomain = true
end`);
  const pw = password().replace(/"/g, '');
  const pwAuth = chance(0.5);
  file(`${dir}/config/deploy/production.rb`, `server "${ip()}", user: "deploy", roles: %w{app db web}
server "${ip()}", user: "deploy", roles: %w{app}

set :branch, "main"
set :rails_env, "production"

set :ssh_options, {
  forward_agent: false,
${pwAuth ? `  auth_methods: %w(password),\n  password: "${cred('deploy-password', pw, 'Capistrano SSH password')}",` : '  keys: %w(~/.ssh/id_ed25519),\n  auth_methods: %w(publickey),'}
  user: "deploy"
}`);
  file(`${dir}/config/deploy.rb`, `lock "~> 3.18.0"

set :application, "${app}"
set :repo_url, "git@github.com:${AGENCY}/${c.slug}.git"
set :deploy_to, "/home/deploy/${app}"
set :rbenv_ruby, File.read(".ruby-version").strip
append :linked_files, "config/master.key", "config/database.yml"
append :linked_dirs, "log", "tmp/pids", "tmp/cache", "tmp/sockets", "public/system", "storage"
set :keep_releases, 5
set :slackistrano, {
  klass: Slackistrano::Messaging::Default,
  webhook: ${leakOr(0.5, 'slack-webhook', `"${V.slack()}"`, 'Slack webhook in Capistrano config', 'ENV["SLACK_DEPLOY_WEBHOOK"]')}
}`);
  file(`${dir}/Gemfile`, `source "https://rubygems.org"
ruby "3.3.${int(6)}"
gem "rails", "~> 7.1.3"
gem "pg", "~> 1.5"
gem "puma", ">= 5.0"
gem "stripe"
gem "braintree"
gem "cloudinary"
group :development do
  gem "capistrano", "~> 3.18", require: false
  gem "capistrano-rails", require: false
  gem "slackistrano", require: false
end`);
  file(`${dir}/.env`, `# foreman / dotenv for local development
DATABASE_URL=${leakOr(0.5, 'database-url', `postgres://${app}:${plainPassword()}@${pick(['db.', 'pg.'])}${c.domain}:5432/${app}_staging`, 'Postgres URL with password in .env', `postgres://localhost/${app}_development`)}
REDIS_URL=redis://localhost:6379/0
TWILIO_ACCOUNT_SID=${V.twilioSid()}
TWILIO_AUTH_TOKEN=${leakOr(0.5, 'twilio-auth-token', hex(32), 'Twilio auth token in .env', '')}
MAPBOX_PUBLIC_TOKEN=${V.mapbox('pk', app.split('_')[0])}
MAPBOX_SECRET_TOKEN=${leakOr(0.5, 'mapbox-secret-token', V.mapbox('sk', app.split('_')[0]), 'Mapbox secret (sk.) token', '')}`);
  file(`${dir}/db/seeds.rb`, `# Demo data. Passwords are random unless ADMIN_PASSWORD is set.
admin = User.find_or_initialize_by(email: "admin@${c.domain}")
admin.password = ${chance(0.5) ? `"${cred('seeded-admin-password', plainPassword(), 'admin password in db/seeds.rb')}"` : 'ENV.fetch("ADMIN_PASSWORD") { SecureRandom.base58(24) }'}
admin.save!

Order.create!(number: "${uuid()}", card_last4: "4242", total_pence: 1999)`);
  gitignore(dir, ['/config/master.key', '/config/credentials/*.key', '/log/*', '/tmp/*', '.env']);
  handover(c, [
    { what: 'ActiveAdmin', url: `https://${c.domain}/admin`, user: `admin@${c.domain}`, p: 0.5 },
    { what: 'Heroku / Hatchbox', url: 'https://app.hatchbox.io', user: `ops@${AGENCY}.studio`, p: 0.3 },
  ]);
}

// ---- Django ----
function djangoSite(c) {
  const dir = `clients/${c.slug}`;
  const pkg = c.slug.replace(/-/g, '_');
  file(`${dir}/${pkg}/settings.py`, `"""
Django settings for ${pkg} project.
"""
import os
from pathlib import Path

import environ

BASE_DIR = Path(__file__).resolve().parent.parent
env = environ.Env(DEBUG=(bool, False))
environ.Env.read_env(BASE_DIR / ".env")

SECRET_KEY = env("DJANGO_SECRET_KEY")
DEBUG = env("DEBUG")
ALLOWED_HOSTS = ["${c.domain}", "www.${c.domain}"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "anymail",
    "django_recaptcha",
    "${pkg}.core",
]

DATABASES = {"default": env.db("DATABASE_URL", default="sqlite:///db.sqlite3")}

EMAIL_BACKEND = "anymail.backends.mailgun.EmailBackend"
ANYMAIL = {
    "MAILGUN_API_KEY": env("MAILGUN_API_KEY", default=""),
    "MAILGUN_SENDER_DOMAIN": "mg.${c.domain}",
    "MAILGUN_API_URL": "https://api.eu.mailgun.net/v3",
}

RECAPTCHA_PUBLIC_KEY = "${V.recaptcha()}"
RECAPTCHA_PRIVATE_KEY = os.environ.get("RECAPTCHA_PRIVATE_KEY", "")

STRIPE_PUBLISHABLE_KEY = "${V.stripePk()}"
STRIPE_SECRET_KEY = os.environ["STRIPE_SECRET_KEY"]

PASSWORD_HASHERS = ["django.contrib.auth.hashers.PBKDF2PasswordHasher"]
STATIC_URL = "static/"
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

try:
    from .local_settings import *  # noqa: F401,F403
except ImportError:
    pass`);
  const dbpw = password().replace(/"/g, '');
  file(`${dir}/${pkg}/local_settings.py`, `# Server-specific overrides. Copied to the box by hand; see local_settings.py.example.
DEBUG = False

SECRET_KEY = ${leakOr(0.7, 'django-secret-key', `"${V.django()}"`, 'Django SECRET_KEY in local_settings.py', 'open("/etc/' + pkg + '/secret_key").read().strip()')}

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "${pkg}",
        "USER": "${pkg}",
        "PASSWORD": ${leakOr(0.7, 'db-password', `"${dbpw}"`, 'Django DATABASES PASSWORD in local_settings.py', 'os.environ["DB_PASSWORD"]')},
        "HOST": "localhost",
        "PORT": "5432",
    }
}

EMAIL_HOST = "smtp.sendgrid.net"
EMAIL_HOST_USER = "apikey"
EMAIL_HOST_PASSWORD = ${leakOr(0.6, 'sendgrid-api-key', `"${V.sendgrid()}"`, 'SendGrid key as EMAIL_HOST_PASSWORD', 'os.environ.get("SENDGRID_API_KEY", "")')}
EMAIL_PORT = 587
EMAIL_USE_TLS = True

RECAPTCHA_PUBLIC_KEY = "${V.recaptcha()}"
RECAPTCHA_PRIVATE_KEY = ${leakOr(0.6, 'recaptcha-secret', `"${V.recaptcha()}"`, 'django-recaptcha private key', '""')}

BREVO_API_KEY = ${leakOr(0.5, 'brevo-api-key', `"${V.brevo()}"`, 'Brevo API key for newsletters', 'None')}
NEW_RELIC_LICENSE_KEY = ${leakOr(0.4, 'newrelic-license-key', `"${V.newrelic()}"`, 'New Relic licence key', 'None')}
${chance(0.5) ? `ADYEN_API_KEY = ${leakOr(0.6, 'adyen-api-key', `"${V.adyenKey()}"`, 'Adyen API key for donations', 'None')}\nADYEN_CLIENT_KEY = "${V.adyenClient()}"\nADYEN_MERCHANT_ACCOUNT = "${pkg.replace(/_/g, '').toUpperCase()}ECOM"` : `SQUARE_ACCESS_TOKEN = ${leakOr(0.6, 'square-access-token', `"${V.squareToken()}"`, 'Square access token for donations', 'None')}\nSQUARE_APPLICATION_ID = "${V.squareAppId()}"`}`);
  file(`${dir}/${pkg}/local_settings.py.example`, `DEBUG = True
SECRET_KEY = "change-me"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "${pkg}",
        "USER": "${pkg}",
        "PASSWORD": "",
        "HOST": "localhost",
    }
}
EMAIL_HOST_PASSWORD = "<sendgrid api key>"
RECAPTCHA_PRIVATE_KEY = "6LeIxAcTAAAAAGG-vFI1TnRWxMZNFuojJ4WifJWe"  # Google's published test key
STRIPE_SECRET_KEY = "sk_test_..."`);
  file(`${dir}/.env`, `DEBUG=off
DJANGO_SECRET_KEY=${leakOr(0.5, 'django-secret-key', `'${V.django().replace(/'/g, '')}'`, 'Django secret key in django-environ .env', '')}
DATABASE_URL=${leakOr(0.6, 'database-url', `postgres://${pkg}:${plainPassword()}@127.0.0.1:5432/${pkg}`, 'database URL with password', `postgres://${pkg}@127.0.0.1:5432/${pkg}`)}
MAILGUN_API_KEY=${leakOr(0.5, 'mailgun-api-key', V.mailgun(), 'Mailgun key in .env', '')}
SENTRY_DSN=${V.sentryDsn()}`);
  file(`${dir}/${pkg}/core/fixtures/users.json`, JSON.stringify(['admin', ...PEOPLE.slice(1, 4)].map((u, i) => ({
    model: 'auth.user', pk: i + 1,
    fields: { username: u, password: H.django(), email: `${u}@${c.domain}`, is_staff: true, is_superuser: i === 0, date_joined: `${date()}T10:00:00Z` },
  })), null, 2));
  file(`${dir}/${pkg}/core/payments.py`, `import stripe
from django.conf import settings

stripe.api_key = settings.STRIPE_SECRET_KEY


def create_donation(amount_pence: int, email: str) -> str:
    """Creates a PaymentIntent; test with ${pick(TEST_CARDS)}."""
    intent = stripe.PaymentIntent.create(
        amount=amount_pence,
        currency="gbp",
        receipt_email=email,
        metadata={"campaign": "${uuid()}"},
    )
    return intent.client_secret`);
  file(`${dir}/requirements.txt`, 'Django==5.0.6\ndjango-environ==0.11.2\ndjango-anymail[mailgun]==10.3\ndjango-recaptcha==4.0.0\nstripe==9.9.0\npsycopg[binary]==3.1.19\ngunicorn==22.0.0');
  file(`${dir}/manage.py`, `#!/usr/bin/env python
import os
import sys

if __name__ == "__main__":
    os.environ.setdefault("DJANGO_SETTINGS_MODULE", "${pkg}.settings")
    from django.core.management import execute_from_command_line
    execute_from_command_line(sys.argv)`);
  gitignore(dir, ['.env', '*.pyc', '__pycache__/', 'local_settings.py', '/media/']);
  deployClients(dir, c);
  handover(c, [
    { what: 'Django admin', url: `https://${c.domain}/admin/`, user: 'admin', p: 0.5 },
    { what: 'DigitalOcean droplet (root)', url: ip(), user: 'root', p: 0.4, plain: true },
  ]);
}

// ---- Shopify / Jamstack ----
function shopSite(c) {
  const dir = `clients/${c.slug}`;
  file(`${dir}/.env`, `# Custom app "${c.name} ERP sync" (Shopify admin > Apps > Develop apps)
SHOPIFY_STORE_DOMAIN=${c.slug}.myshopify.com
SHOPIFY_API_KEY=${hex(32)}
SHOPIFY_API_SECRET=${leakOr(0.6, 'shopify-shared-secret', V.shpss(), 'Shopify app API secret key', '')}
SHOPIFY_ADMIN_ACCESS_TOKEN=${leakOr(0.7, 'shopify-access-token', V.shpat(), 'Shopify Admin API access token', '')}
SHOPIFY_STOREFRONT_ACCESS_TOKEN=${hex(32)}
ALGOLIA_APP_ID=${V.algoliaApp()}
ALGOLIA_SEARCH_ONLY_KEY=${V.algolia()}
ALGOLIA_ADMIN_KEY=${leakOr(0.6, 'algolia-admin-key', V.algolia(), 'Algolia admin key in .env', '')}
KLAVIYO_PUBLIC_KEY=${from(UP + DIG, 6)}`);
  file(`${dir}/shopify.app.toml`, `client_id = "${hex(32)}"
name = "${c.name} ERP sync"
application_url = "https://${c.slug}-sync.netlify.app"
embedded = false

[access_scopes]
scopes = "read_products,write_inventory,read_orders"

[auth]
redirect_urls = ["https://${c.slug}-sync.netlify.app/auth/callback"]

[webhooks]
api_version = "2024-04"`);
  file(`${dir}/netlify.toml`, `[build]
  command = "npm run build"
  publish = "dist"
  functions = "netlify/functions"

[build.environment]
  NODE_VERSION = "20"
  PUBLIC_STRIPE_KEY = "${V.stripePk()}"

[[redirects]]
  from = "/api/*"
  to = "/.netlify/functions/:splat"
  status = 200`);
  const leakFn = chance(0.5);
  file(`${dir}/netlify/functions/checkout.js`, `import Stripe from 'stripe';

const stripe = new Stripe(${leakFn ? `'${cred('stripe-secret-key', V.stripeSk(), 'Stripe secret key in a serverless function')}'` : 'process.env.STRIPE_SECRET_KEY'}, { apiVersion: '2024-06-20' });
const endpointSecret = ${chance(0.5) ? `'${cred('stripe-webhook-secret', V.whsec(), 'Stripe webhook secret in a serverless function')}'` : 'process.env.STRIPE_WEBHOOK_SECRET'};

export async function handler(event) {
  if (event.path.endsWith('/webhook')) {
    const evt = stripe.webhooks.constructEvent(event.body, event.headers['stripe-signature'], endpointSecret);
    return { statusCode: 200, body: evt.id };
  }
  const { items } = JSON.parse(event.body);
  const session = await stripe.checkout.sessions.create({
    mode: 'payment',
    line_items: items.map((i) => ({ price: i.price, quantity: i.qty })),
    success_url: 'https://${c.domain}/thanks?session={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://${c.domain}/basket',
  });
  return { statusCode: 200, body: JSON.stringify({ url: session.url }) };
}`);
  file(`${dir}/src/config.js`, `// Public keys only: everything here ships to the browser.
export const stripePublishableKey = '${V.stripePk()}';
export const algolia = { appId: '${V.algoliaApp()}', searchKey: '${V.algolia()}', index: '${c.slug}_products' };
export const storefront = { domain: '${c.slug}.myshopify.com', token: '${hex(32)}' };
export const hcaptchaSiteKey = '${uuid()}';
export const mapboxToken = '${V.mapbox('pk', c.slug.split('-')[0])}';
export const paypalClientId = '${V.paypalId()}';`);
  const leakAdmin = chance(0.5);
  file(`${dir}/scripts/reindex.mjs`, `import algoliasearch from 'algoliasearch';
import products from '../dist/products.json' with { type: 'json' };

// Admin key: needed to write the index. Never import this file from src/.
const client = algoliasearch('${V.algoliaApp()}', ${leakAdmin ? `'${cred('algolia-admin-key', V.algolia(), 'Algolia admin key in an indexing script')}'` : 'process.env.ALGOLIA_ADMIN_KEY'});
const index = client.initIndex('${c.slug}_products');
await index.replaceAllObjects(products, { autoGenerateObjectIDIfNotExist: true });
console.log(\`indexed \${products.length} products\`);`);
  file(`${dir}/theme/config/settings_data.json`, JSON.stringify({
    current: { colors_accent_1: `#${hex(6)}`, type_header_font: 'assistant_n4', social_instagram_link: `https://instagram.com/${c.slug}`, google_maps_api_key: '', cart_type: 'drawer', sections: { header: { type: 'header', settings: { logo_width: 120 } } } },
    presets: { Default: {} },
  }, null, 2));
  file(`${dir}/package.json`, JSON.stringify({ name: c.slug, private: true, type: 'module', scripts: { build: 'vite build', reindex: 'node scripts/reindex.mjs' }, dependencies: { stripe: '^15.0.0', algoliasearch: '^4.23.0' } }, null, 2));
  gitignore(dir, ['.env', 'dist/', '.netlify/']);
  handover(c, [
    { what: 'Shopify staff account', url: `https://${c.slug}.myshopify.com/admin`, user: `dev@${AGENCY}.studio`, p: 0.5 },
    { what: 'Netlify', url: 'https://app.netlify.com', user: `ops@${AGENCY}.studio`, p: 0.3 },
  ]);
}

// ---- the clients ----
const mk = (slug, name, domain, stack, extra = {}) => ({ slug, name, domain, stack, docroot: 'public_html', prefix: slug.split('-')[0].toUpperCase(), ...extra });
const CLIENTS = [
  mk('harbour-bakery', 'Harbour Bakery', 'harbourbakery.co.uk', 'wp', { woo: true }),
  mk('northside-dental', 'Northside Dental', 'northsidedental.co.uk', 'wp'),
  mk('pinewood-hotel', 'Pinewood Hotel', 'pinewoodhotel.com', 'wp', { bedrock: true }),
  mk('clarke-law', 'Clarke & Reed Solicitors', 'clarkereed.law', 'wp'),
  mk('meadow-florist', 'Meadow Florist', 'meadowflorist.co.uk', 'wp', { woo: true }),
  mk('bluefin-yachts', 'Bluefin Yachts', 'bluefinyachts.com', 'wp', { bedrock: true, woo: true }),
  mk('summit-gym', 'Summit Gym', 'summitgym.fit', 'wp'),
  mk('riverside-vets', 'Riverside Vets', 'riversidevets.co.uk', 'wp', { woo: true }),
  mk('city-museum', 'City Museum', 'citymuseum.org.uk', 'drupal'),
  mk('county-library', 'County Libraries', 'countylibraries.gov.uk', 'drupal'),
  mk('heritage-trust', 'Heritage Trust', 'heritagetrust.org', 'drupal'),
  mk('alpine-outdoor', 'Alpine Outdoor', 'alpineoutdoor.com', 'magento'),
  mk('velvet-fashion', 'Velvet Fashion', 'velvetfashion.co.uk', 'magento'),
  mk('tutorhub', 'TutorHub', 'tutorhub.app', 'laravel', { pay: 'stripe' }),
  mk('fleetwise', 'Fleetwise', 'fleetwise.io', 'laravel', { pay: 'mollie' }),
  mk('booking-portal', 'Lakeside Booking', 'book.lakesidecabins.com', 'laravel', { pay: 'paypal' }),
  mk('ticketbox', 'Ticketbox', 'ticketbox.events', 'laravel', { pay: 'stripe' }),
  mk('craftbeer-club', 'Craft Beer Club', 'craftbeerclub.co.uk', 'rails'),
  mk('plant-shop', 'The Plant Shop', 'theplantshop.com', 'rails'),
  mk('gallery-archive', 'Gallery Archive', 'galleryarchive.org', 'django'),
  mk('charity-donate', 'Hope Charity Donations', 'donate.hopecharity.org', 'django'),
  mk('surfwax-store', 'Surfwax Store', 'surfwax.store', 'shop'),
  mk('tea-collective', 'Tea Collective', 'teacollective.co', 'shop'),
];

for (const c of CLIENTS) {
  if (c.stack === 'wp') wordpressSite(c);
  if (c.stack === 'drupal') drupalSite(c);
  if (c.stack === 'magento') magentoSite(c);
  if (c.stack === 'laravel') laravelSite(c);
  if (c.stack === 'rails') railsSite(c);
  if (c.stack === 'django') djangoSite(c);
  if (c.stack === 'shop') shopSite(c);
}

// ---- the agency's own tooling ----
function filezilla() {
  const servers = CLIENTS.slice(0, 12).map((c) => {
    const mode = pick(['pass', 'pass', 'ask', 'key', 'pass']);
    const pw = plainPassword();
    const pass = mode === 'pass' ? `\n\t\t\t<Pass encoding="base64">${cred('filezilla-password', b64text(pw), 'FileZilla saved password (base64)')}</Pass>` : '';
    return `\t\t<Server>
\t\t\t<Host>ftp.${c.domain}</Host>
\t\t\t<Port>${mode === 'key' ? 22 : 21}</Port>
\t\t\t<Protocol>${mode === 'key' ? 1 : 0}</Protocol>
\t\t\t<Type>0</Type>
\t\t\t<User>${c.slug.replace(/-/g, '').slice(0, 10)}</User>${pass}
\t\t\t<Logontype>${mode === 'pass' ? 1 : mode === 'ask' ? 2 : 5}</Logontype>${mode === 'key' ? '\n\t\t\t<Keyfile>C:\\Users\\agency\\.ssh\\id_ed25519.ppk</Keyfile>' : ''}
\t\t\t<EncodingType>Auto</EncodingType>
\t\t\t<BypassProxy>0</BypassProxy>
\t\t\t<Name>${c.name}</Name>
\t\t\t<RemoteDir>1 0 11 public_html</RemoteDir>
\t\t\t<SyncBrowsing>0</SyncBrowsing>
\t\t</Server>`;
  });
  file('agency/filezilla/sitemanager.xml', `<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
\t<Servers>
${servers.join('\n')}
\t</Servers>
</FileZilla3>`);
  const recent = CLIENTS.slice(12, 16).map((c, i) => `\t\t<Server>
\t\t\t<Host>${ip()}</Host>
\t\t\t<Port>21</Port>
\t\t\t<Protocol>0</Protocol>
\t\t\t<Type>0</Type>
\t\t\t<User>${c.slug.split('-')[0]}</User>
${i % 2 === 0 ? `\t\t\t<Pass encoding="base64">${cred('filezilla-password', b64text(plainPassword()), 'FileZilla recent server password (base64)')}</Pass>` : '\t\t\t<Pass encoding="crypt" pubkey="' + from(B64, 60) + '">' + from(B64, 64) + '</Pass>'}
\t\t\t<Logontype>1</Logontype>
\t\t</Server>`);
  file('agency/filezilla/recentservers.xml', `<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
\t<RecentServers>
${recent.join('\n')}
\t</RecentServers>
</FileZilla3>`);
}

function cron() {
  const lines = CLIENTS.filter((c) => ['wp', 'magento', 'laravel'].includes(c.stack)).slice(0, 10).map((c) => {
    const db = c.slug.replace(/-/g, '_');
    const kind = int(4);
    if (kind === 0) return `15 3 * * * MYSQL_PWD=${leakOr(0.6, 'mysql-cli-password', plainPassword(), 'MYSQL_PWD in a crontab line', '"$(cat /root/.secrets/' + db + ')"')} /usr/bin/mysqldump -u backup ${db} | gzip > /backups/${db}-$(date +\\%F).sql.gz`;
    if (kind === 1) return `*/5 * * * * curl -fsS -u ${leakOr(0.6, 'basic-auth-url', `cron:${plainPassword()}`, 'basic-auth credentials for wp-cron in a crontab', 'cron:"$CRON_PASS"')} https://staging.${c.domain}/wp-cron.php?doing_wp_cron >/dev/null`;
    if (kind === 2) return `*/10 * * * * wget -q -O - https://${c.domain}/wp-cron.php?doing_wp_cron >/dev/null 2>&1`;
    return `0 4 * * 0 /usr/local/bin/wp --path=/var/www/${c.slug} db optimize --quiet`;
  });
  file('agency/cron/crontab.txt', `# m h dom mon dow command  (backup box: backup01)
MAILTO=ops@${AGENCY}.studio
SHELL=/bin/bash
${lines.join('\n')}
30 2 * * * /opt/${AGENCY}/bin/backup-sites.sh >> /var/log/backup-sites.log 2>&1`);
  const pw = plainPassword();
  const leak = chance(0.6);
  file('agency/cron/backup-sites.sh', `#!/usr/bin/env bash
# Nightly dump of every client database to S3. Runs from crontab on backup01.
set -euo pipefail

BUCKET="s3://${AGENCY}-backups"
STAMP="$(date +%F)"
DB_USER="backup"
${leak ? `DB_PASS='${cred('mysql-cli-password', pw, 'backup user password in a cron script')}'` : 'DB_PASS="$(aws ssm get-parameter --name /backup/mysql --with-decryption --query Parameter.Value --output text)"'}

for db in $(mysql -u "$DB_USER" -p"$DB_PASS" -N -e 'SHOW DATABASES' | grep -Ev '^(mysql|sys|information_schema|performance_schema)$'); do
  mysqldump --single-transaction -u "$DB_USER" -p"$DB_PASS" "$db" | gzip > "/tmp/$db-$STAMP.sql.gz"
  aws s3 cp "/tmp/$db-$STAMP.sql.gz" "$BUCKET/$db/" --storage-class STANDARD_IA
  rm -f "/tmp/$db-$STAMP.sql.gz"
done

curl -fsS -X POST -H 'Content-type: application/json' --data '{"text":"backups done"}' ${leakOr(0.5, 'slack-webhook', V.slack(), 'Slack webhook in a cron script', '"$SLACK_WEBHOOK_URL"')}`);
  file('agency/cron/renew-certs.sh', `#!/usr/bin/env bash
set -euo pipefail
certbot renew --quiet --deploy-hook "systemctl reload nginx"
find /etc/letsencrypt/live -name 'cert.pem' -mtime -1 -print`);
  file('agency/cron/sync-uploads.sh', `#!/usr/bin/env bash
# Mirrors a client's uploads from the old shared host (FTP only) to the new VPS.
set -euo pipefail
lftp -u ${leakOr(0.6, 'ftp-password', `harbour,${plainPassword()}`, 'FTP user,password on an lftp command line', 'harbour,"$OLD_FTP_PASS"')} ftp.harbourbakery.co.uk -e "mirror --only-newer /public_html/wp-content/uploads /var/www/harbour-bakery/wp-content/uploads; quit"`);
}

function agencyMisc() {
  const env = [];
  env.push(`# ${cap(AGENCY)} internal tooling (status page, deploy bot, invoice sync)`);
  env.push(`SLACK_WEBHOOK_URL=${leakOr(0.7, 'slack-webhook', V.slack(), 'Slack webhook in the agency .env', '')}`);
  env.push(`GITHUB_TOKEN=${leakOr(0.7, 'github-token', V.ghp(), 'GitHub token in the agency .env', '')}`);
  env.push(`CLOUDFLARE_API_TOKEN=${leakOr(0.6, 'cloudflare-api-token', V.cloudflare(), 'Cloudflare API token', '')}`);
  env.push(`CLOUDFLARE_ZONE_ID=${hex(32)}`);
  env.push(`TELEGRAM_BOT_TOKEN=${leakOr(0.5, 'telegram-bot-token', V.telegram(), 'Telegram bot token', '')}`);
  env.push(`BREVO_SMTP_KEY=${leakOr(0.5, 'brevo-api-key', V.brevoSmtp(), 'Brevo SMTP key', '')}`);
  env.push(`POSTMARK_SERVER_TOKEN=${leakOr(0.6, 'postmark-token', uuid(), 'Postmark server token', '')}`);
  env.push(`POSTMARK_MESSAGE_STREAM=outbound`);
  env.push(`STATUSPAGE_PAGE_ID=${from(LOW + DIG, 12)}`);
  env.push(`XERO_TENANT_ID=${uuid()}`);
  file('agency/tools/.env', env.join('\n'));
  file('agency/tools/.env.example', `SLACK_WEBHOOK_URL=https://hooks.slack.com/services/XXX/YYY/ZZZ
GITHUB_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
CLOUDFLARE_API_TOKEN=
CLOUDFLARE_ZONE_ID=
TELEGRAM_BOT_TOKEN=123456789:AAxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
BREVO_SMTP_KEY=xsmtpsib-...
POSTMARK_SERVER_TOKEN=00000000-0000-0000-0000-000000000000`);
  const key = privateKey();
  const leakKey = chance(0.7);
  if (leakKey) {
    cred('private-key', key.text, 'deploy SSH private key committed', key.begin);
    file('agency/ssh/deploy_ed25519', key.text);
  }
  file('agency/ssh/deploy_ed25519.pub', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${from(B64, 43)} deploy@${AGENCY}`);
  file('agency/ssh/known_hosts', CLIENTS.slice(0, 6).map((c) => `${c.domain},${ip()} ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB${from(B64, 88)}=`).join('\n'));
  file('agency/ansible/group_vars/all/vault.yml', `$ANSIBLE_VAULT;1.1;AES256\n${Array.from({ length: 8 }, () => hex(80)).join('\n')}`);
  file('agency/ansible/group_vars/webservers.yml', `mysql_root_password: "{{ vault_mysql_root_password }}"
php_version: "8.2"
nginx_worker_processes: auto
wordpress_sites:
${CLIENTS.slice(0, 4).map((c) => `  ${c.slug}:\n    db_password: "{{ vault_${c.slug.replace(/-/g, '_')}_db_password }}"\n    site_hosts: ["${c.domain}"]`).join('\n')}`);
  file('agency/ansible/host_vars/backup01.yml', `backup_mysql_user: backup
backup_mysql_password: ${leakOr(0.5, 'mysql-cli-password', `"${plainPassword()}"`, 'backup MySQL password in Ansible host_vars', '"{{ vault_backup_mysql_password }}"')}
backup_retention_days: 30
backup_s3_bucket: ${AGENCY}-backups`);
  file('agency/docs/onboarding.md', `# Onboarding a new site

1. Ask the client for hosting access. Never email passwords: use the 1Password share link.
2. Create \`wp-config.php\` from the sample. Example values (replace them all):

\`\`\`php
define( 'DB_PASSWORD', 'your-db-password' );
define( 'AUTH_KEY', 'put your unique phrase here' );
define( 'WPMS_SMTP_PASS', '<smtp password>' );
\`\`\`

3. Stripe: create a restricted key (\`rk_live_...\`) with only the permissions the site needs.
4. reCAPTCHA: the **site key** goes in the theme (it is public); the **secret key** goes in \`wp-config.php\` via \`getenv()\`.
5. Algolia: front ends get the *search-only* key; only the indexer has the admin key.
6. Test cards: ${TEST_CARDS.join(', ')}. Declined: 4000 0000 0000 0002.

Ticket template id: ${uuid()}`);
  file('agency/docs/payments-testing.md', `# Testing payments

| Provider | Sandbox credentials | Notes |
|---|---|---|
| Stripe | test mode keys in each project's \`.env.example\` | card ${TEST_CARDS[0]}, CVC 123 |
| PayPal | sandbox buyer \`sb-buyer@personal.example.com\`, password in 1Password | use the sandbox client id |
| Adyen | test card 4111 1111 4555 1142, expiry 03/30, CVC 737 | HMAC key per environment |
| Mollie | \`test_\` keys only, never \`live_\` in docs | iDEAL test bank |
| Square | sandbox application id \`sandbox-sq0idb-${from(URLSAFE, 22)}\` | card 4111 1111 1111 1111 |

Idempotency keys are UUIDs (e.g. \`${uuid()}\`).`);
  const rk = chance(0.6);
  file('agency/tools/invoice-sync/config.json', `{
  "xero": { "tenantId": "${uuid()}", "clientId": "${hex(32).toUpperCase()}" },
  "stripe": {
    "account": "acct_${from(ALNUM, 16)}",
    "restrictedKey": "${rk ? cred('stripe-restricted-key', V.stripeRk(), 'Stripe restricted key in invoice sync config') : ''}"
  },
  "mailchimp": { "server": "us${1 + int(20)}", "audience": "${hex(10)}" },
  "schedule": "0 6 * * 1"
}`);
  file('agency/tools/status-page/monitors.yml', CLIENTS.map((c) => `- name: ${c.name}\n  url: https://${c.domain}\n  interval: ${pick([60, 120, 300])}\n  id: ${uuid()}`).join('\n'));
  file('agency/README.md', `# ${cap(AGENCY)} Studio — client sites

One folder per client under \`clients/\`. Agency tooling under \`agency/\`.

- Secrets belong in 1Password and the server's environment, not in git. Older projects predate that rule; see each HANDOVER.md.
- Deploy keys: \`agency/ssh/*.pub\` are the public halves.
- Staging sites are behind basic auth; the \`.htpasswd\` files here only hold hashes.`);
}

filezilla();
cron();
agencyMisc();

const README = `# heldout10: a web agency's client sites

Written blind by \`bench/secrets/make-heldout10.mjs\` (seed 10010): the generator was written and the set
committed before the writer read the scanner or its rules. Every credential is random text in the
provider's published shape; none is real.

Score: \`node bench/secrets/measure.mjs --corpus bench/secrets/heldout10\` (after \`npm run build\`).
Blind (before anyone read the scanner, engine at \`c9781eef\`): recall 0.803 (192/239), 26 false alarms
in 342 files (15.20 per 200). After the fixes recorded in BENCHMARKS.md ("Secrets, tenth held-out set"):
0.971 (232/239), no false alarm. No label was changed after the blind run.
The set's own \`.gitignore\` files hide some of its files (\`.env\`, \`wp-config.php\`, \`auth.json\`, ...):
add a regenerated set with \`git add -f\`.
LABELS.json: one entry per credential, \`{file, line, kind, why}\`; a multi-line private key is labelled
on its BEGIN line; two credentials are never on one line. This file is part of the set.

## Labelling rules (credentials)

- Literal passwords wherever they appear: wp-config.php DB_PASSWORD and WPMS_SMTP_PASS, Drupal
  \`$databases\` and SMTP settings, Magento env.php (db, redis, amqp), Laravel .env and config fallbacks
  (\`env('X', 'literal')\`), database.yml, Django DATABASES, docker-compose root passwords, Deployer and
  Capistrano, FTP/SFTP client configurations, FileZilla \`<Pass encoding="base64">\`, crontab and shell
  (\`MYSQL_PWD=\`, \`-p'...'\`, \`curl -u user:pass\`, \`lftp -u user,pass\`), SQL \`IDENTIFIED BY\`, admin
  passwords written in SQL dump comments, seeders and READMEs, handover-note login tables.
- Application secrets: WordPress / Bedrock keys and salts (every one of the eight lines), Drupal hash_salt,
  Magento crypt key, Laravel APP_KEY and env-encryption key, Rails secret_key_base and master.key, Django
  SECRET_KEY, JWT signing secrets.
- Provider secrets: Stripe sk_live / rk_live / whsec, PayPal client secret and classic API password and
  signature, Braintree private key and access token, Adyen API and HMAC keys, Mollie live keys, Square
  access token and application secret, Shopify shpat_/shpss_, Mailgun, SendGrid, Postmark server tokens
  (a UUID: labelled by its key name), Mailchimp, Brevo, reCAPTCHA and hCaptcha secret keys, Algolia
  admin keys, Cloudinary URLs, Pusher app secrets, Twilio auth tokens, AWS key pairs (both lines),
  WooCommerce consumer key and secret (both lines), Google API keys (including Maps browser keys),
  Google OAuth and Facebook app secrets, Mapbox sk. tokens, GitHub tokens, Cloudflare API tokens,
  Telegram bot tokens, New Relic licence keys, Slack webhooks, Composer auth.json passwords, SSH private keys.

## Not credentials (never labelled)

- Public values: Stripe pk_live, PayPal client id, Adyen client key, Braintree merchant id and public key,
  Square application and location ids, reCAPTCHA and hCaptcha site keys, Algolia app ids and search-only
  keys, Pusher app keys, Twilio account SIDs, Shopify API keys / client ids and Storefront tokens, Mapbox
  pk. tokens, Google OAuth client ids, Facebook app ids, GA / pixel ids, Sentry DSNs, composer usernames.
- Hashes: .htpasswd ($apr1$, {SHA}, bcrypt), WordPress phpass, Drupal $S$, Django pbkdf2, Magento
  hash:salt:version, bcrypt in factories.
- Encrypted or indirect values: Magento \`0:3:...\` config values, Rails credentials.yml.enc, Laravel
  .env.production.encrypted, Ansible vault files, FileZilla \`encoding="crypt"\`, env()/getenv()/ENV reads,
  \`{{ vault_... }}\`, \`\${VAR}\`, Rails credentials.dig.
- Placeholders and well-known values: \`put your unique phrase here\`, \`password_here\`, \`generateme\`,
  \`your-top-secret-key\`, \`xxxx\` keys, Google's published reCAPTCHA test key, Lando's local \`drupal10\`
  container password, the all-zero phpunit APP_KEY, test card numbers, UUIDs, hex ids, known_hosts and
  public SSH keys.
`;
writeSet(out, README);

#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout16/: a sixteenth held-out set for the secrets scanner, written blind
 * (without reading the scanner, its rules or the other sets). Seeded, so reruns give the same files.
 * Every credential is random text from seeded-random.mjs in the provider's published shape; none is real.
 *
 *   node bench/secrets/make-heldout16.mjs [--seed N]
 *
 * The set is the backend monorepo of a payments company: Java Spring Boot and Kotlin services
 * (application.yml / .properties, bootstrap.yml, clients in code, Flyway SQL migrations seeding API
 * clients), Kubernetes manifests and Secrets (base64 `data`, plain `stringData`), Helm values,
 * Terraform (.tf, .tfvars, backend configs), HashiCorp Vault and Consul configs, Ansible inventories
 * (vaulted and plain vars), Jenkinsfiles and GitLab CI, Docker Compose, nginx and HAProxy configs,
 * Postman and Insomnia collections, IntelliJ HTTP client scratch files and env files, and ops scripts.
 *
 * Labelling decisions. Credentials: database passwords (in properties, YAML, URLs and DSNs), JKS and
 * PKCS12 store and key passwords, payment processor secret keys (Stripe secret/restricted keys and
 * webhook secrets, Adyen API keys and HMAC keys, Braintree private keys, PayPal client secrets, Square
 * access tokens, Checkout.com secret keys, GoCardless live tokens, Plaid secrets), bank SFTP passwords
 * and private keys, HSM partition PINs and passwords, webhook signing secrets, OAuth client secrets,
 * JWT signing keys, SMTP passwords and SendGrid/Mailgun keys, Twilio auth tokens, AWS secret keys,
 * Vault tokens, Consul ACL tokens (UUID-shaped, but bearer tokens) and gossip encryption keys, Azure
 * storage keys, RabbitMQ/Kafka/Redis passwords, Jasypt master passwords, Sonar/Nexus/GitLab tokens,
 * basic-auth credentials in proxy configs, plaintext API client secrets in SQL seeds, base64 values of
 * Kubernetes Secret `data` when they decode to a credential, private keys (label on the BEGIN line).
 * NOT credentials: public client ids and publishable keys (Stripe pk_, Adyen client keys, PayPal
 * sandbox client ids, Plaid client ids), Stripe's documented public test key, test card numbers,
 * Ansible Vault ciphertext, Spring Cloud Config `{cipher}` and Jasypt `ENC(...)` ciphertext, bcrypt and
 * SHA-256 hashes of client secrets, htpasswd hashes, certificates and public keys, SSH host keys,
 * UUIDs (request ids, merchant ids, trace ids), base64 images and logos, Kubernetes Secret `data` that
 * decodes to usernames/hosts/ports, version strings, git SHAs, checksums, placeholders and environment,
 * Vault template, Helm, Terraform variable, Ansible Jinja and CI secret references.
 * A label is the line a scanner should report: the line holding the value.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { entrySet, S } from './entry-set.mjs';
import { ALNUM, B64, cap, DIG, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout16');
const { rnd, int, pick, from, hex, alnum, uuid } = seededRandom(seedFromArgs(16016));
const chance = (p) => rnd() < p;

const { files, file, writeAll } = entrySet(out);
/** Either the planted entry or the careful author's line (placeholder or environment read). */
const leakOr = (p, secretEntry, safeText) => (chance(p) ? secretEntry : safeText);

// ---- value makers ----
const WORDS = ['ledger', 'falcon', 'copper', 'harbor', 'quartz', 'meridian', 'saffron', 'tundra', 'violet', 'anchor',
  'cobalt', 'juniper', 'orbit', 'pelican', 'raven', 'summit', 'willow', 'zenith', 'bramble', 'citadel', 'ember', 'glacier'];
const SYM = '!#%*-_+=?@';
const URLSAFE = ALNUM + '-_';
const UPHEX = '0123456789ABCDEF';
const B32 = UP + '234567';
const b64 = (bytes) => {
  const n = Math.ceil(bytes / 3) * 4;
  const pad = (3 - (bytes % 3)) % 3;
  return from(B64, n - pad) + '='.repeat(pad);
};
const digits = (n) => from('123456789', 1) + from(DIG, n - 1);
const base64 = (s) => Buffer.from(s).toString('base64');
/** Passwords people type or generators make. */
const password = () => {
  switch (int(5)) {
    case 0: return cap(pick(WORDS)) + pick('!#%*') + cap(pick(WORDS)) + digits(2 + int(3));
    case 1: return from(ALNUM + SYM, 16 + int(10));
    case 2: return pick(WORDS) + '-' + pick(WORDS) + '-' + pick(WORDS) + '-' + digits(2);
    case 3: return hex(24 + int(9));
    default: return alnum(18 + int(14));
  }
};
/** A password safe inside a URI, a shell word, a properties value. */
const plainPw = () => {
  switch (int(3)) {
    case 0: return alnum(16 + int(12));
    case 1: return cap(pick(WORDS)) + digits(3) + cap(pick(WORDS)) + digits(2);
    default: return alnum(6) + '_' + alnum(10 + int(6));
  }
};
const K = {
  stripeSecret: () => 'sk_live_51' + alnum(97),
  stripeRestricted: () => 'rk_live_51' + alnum(97),
  stripeWebhook: () => 'whsec_' + alnum(32),
  adyenApiKey: () => 'AQE' + from(ALNUM, 4) + 'mfxK' + from(ALNUM + '+/', 60) + '=-' + from(ALNUM + '+/', 43) + '=-' + from(ALNUM + '<>[]', 16),
  adyenHmac: () => from(UPHEX, 64),
  braintreePrivate: () => hex(32),
  paypalSecret: () => 'E' + from(URLSAFE, 79),
  squareToken: () => 'EAAA' + from(URLSAFE, 60),
  checkoutSecret: () => 'sk_' + uuid(),
  gocardless: () => 'live_' + from(URLSAFE, 40),
  plaidSecret: () => hex(30),
  twilioToken: () => hex(32),
  sendgrid: () => 'SG.' + from(URLSAFE, 22) + '.' + from(URLSAFE, 43),
  mailgun: () => 'key-' + hex(32),
  awsAk: () => 'AKIA' + from(B32, 16),
  awsSk: () => from(ALNUM + '/+', 40),
  vaultToken: () => 'hvs.' + from(URLSAFE, 24 + int(70)),
  consulToken: () => uuid(),
  gossip: () => b64(32),
  azureKey: () => b64(64),
  jwtKey: () => b64(48),
  webhookSecret: () => (chance(0.5) ? hex(64) : b64(32)),
  oauthSecret: () => from(URLSAFE, 40 + int(8)),
  sonar: () => 'squ_' + hex(40),
  glpat: () => 'glpat-' + from(URLSAFE, 20),
  nexus: () => plainPw(),
  slackHook: () => `https://hooks.slack.com/services/T${from(UP + DIG, 8)}/B${from(UP + DIG, 10)}/${alnum(24)}`,
  hsmPin: () => (chance(0.5) ? from(ALNUM, 12 + int(6)) : `${from(ALNUM, 4)}-${from(ALNUM, 4)}-${from(ALNUM, 4)}-${from(ALNUM, 4)}`),
  datadog: () => hex(32),
  pagerduty: () => from(URLSAFE, 20),
};
// Non-secrets that look like secrets.
const N = {
  stripePk: () => 'pk_live_51' + alnum(97),
  adyenClientKey: () => 'live_' + from(UP + DIG, 32),
  plaidClientId: () => hex(24),
  paypalClientId: () => 'A' + from(URLSAFE, 79),
  bcrypt: () => '$2a$12$' + from(ALNUM + './', 53),
  sha256: () => hex(64),
  gitSha: () => hex(40),
  version: () => `${1 + int(5)}.${int(20)}.${int(10)}`,
  png: () => 'iVBORw0KGgoAAAANSUhEUgAA' + from(B64, 200 + int(200)),
  ansibleVault: () => ['$ANSIBLE_VAULT;1.1;AES256', ...Array.from({ length: 6 + int(6) }, () => hex(80)), hex(20 + int(50))].join('\n'),
  cipher: () => '{cipher}' + hex(64 + 32 * int(3)),
  jasypt: () => 'ENC(' + b64(48) + ')',
  htpasswd: () => '$apr1$' + from(ALNUM, 8) + '$' + from(ALNUM + './', 22),
  sshHostKey: () => 'AAAAC3NzaC1lZDI1NTE5AAAAI' + from(B64, 43),
  merchantId: () => uuid(),
};
const STRIPE_DOC_TEST = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
const TEST_CARDS = ['4242424242424242', '4000056655665556', '5555555555554444', '378282246310005'];
const AWS_EXAMPLE = ['AKIAIOSFODNN7EXAMPLE', 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY'];

const pemBody = (n) => Array.from({ length: n }, () => from(B64, 64)).join('\n') + '\n' + from(B64, 28) + '==';
const pkcs8 = () => `-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ${from(B64, 14)}\n${pemBody(24)}\n-----END PRIVATE KEY-----`;
const rsaKey = () => `-----BEGIN RSA PRIVATE KEY-----\nMIIEowIBAAKCAQEA${from(B64, 48)}\n${pemBody(23)}\n-----END RSA PRIVATE KEY-----`;
const opensshKey = () => `-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n${Array.from({ length: 4 }, () => from(B64, 70)).join('\n')}\n${from(B64, 20)}=\n-----END OPENSSH PRIVATE KEY-----`;
const cert = () => `-----BEGIN CERTIFICATE-----\nMIIDQTCCAimgAwIBAgITBmyfz5m/jAo54vB4ikPmljZbyjANBgkqhkiG9w0BAQsF\n${pemBody(16)}\n-----END CERTIFICATE-----`;
const pubKey = () => `-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA${from(B64, 20)}\n${pemBody(5)}\n-----END PUBLIC KEY-----`;
const indent = (text, n) => text.split('\n').map((l) => ' '.repeat(n) + l).join('\n');

const CO = 'tallypay';
const DOMAIN = 'tallypay.io';
const ENVS = ['dev', 'staging', 'prod'];
const dbHost = (svc, env) => `${svc}-${env}.cluster-${from(LOW + DIG, 12)}.eu-west-1.rds.amazonaws.com`;

// ---- a service: [name, language, database, integrations] ----
const SERVICES = [
  ['payments-gateway', 'java', 'postgresql', ['stripe', 'adyen', 'jks', 'hsm']],
  ['ledger', 'kotlin', 'postgresql', ['kafka', 'jks']],
  ['merchant-onboarding', 'java', 'mysql', ['plaid', 'smtp', 'oauth']],
  ['payouts', 'kotlin', 'postgresql', ['sftp', 'gocardless', 'hsm']],
  ['fraud-scoring', 'kotlin', 'postgresql', ['redis', 'kafka']],
  ['settlement-batch', 'java', 'oracle', ['sftp', 'jks']],
  ['card-vault', 'java', 'postgresql', ['hsm', 'jks', 'vault']],
  ['notifications', 'kotlin', 'mysql', ['smtp', 'twilio', 'webhook']],
  ['checkout-api', 'java', 'postgresql', ['braintree', 'paypal', 'square', 'checkout']],
  ['disputes', 'kotlin', 'postgresql', ['stripe', 'webhook', 'oauth']],
  ['fx-rates', 'kotlin', 'postgresql', ['redis', 'webhook', 'oauth']],
  ['kyc-verification', 'java', 'mysql', ['oauth', 'plaid', 'smtp']],
  ['treasury', 'kotlin', 'postgresql', ['sftp', 'hsm', 'jks']],
  ['acquirer-bridge', 'java', 'postgresql', ['adyen', 'jks', 'hsm', 'square']],
];
const pkgOf = (svc) => `io.${CO}.${svc.replace(/-/g, '')}`;
const jdbc = (db, svc, env) => {
  if (db === 'mysql') return `jdbc:mysql://${svc}-${env}-db.internal:3306/${svc.replace(/-/g, '_')}?useSSL=true`;
  if (db === 'oracle') return `jdbc:oracle:thin:@//ora-${env}.internal:1521/SETTLE`;
  return `jdbc:postgresql://${dbHost(svc, env)}:5432/${svc.replace(/-/g, '_')}`;
};

/** application.yml: the shared defaults, reading secrets from the environment. */
function applicationYml(dir, svc, db, integ) {
  file(`${dir}/src/main/resources/application.yml`, [
    'spring:',
    `  application:\n    name: ${svc}`,
    '  datasource:',
    `    url: \${DB_URL:${jdbc(db, svc, 'dev').replace(/amazonaws\.com/, 'amazonaws.com')}}`,
    `    username: \${DB_USERNAME:${svc.replace(/-/g, '_')}}`,
    '    password: ${DB_PASSWORD:}',
    '    hikari:\n      maximum-pool-size: 20',
    '  jpa:\n    open-in-view: false',
    integ.includes('kafka') ? ['  kafka:', '    bootstrap-servers: ${KAFKA_BOOTSTRAP:localhost:9092}', '    properties:', '      sasl.mechanism: SCRAM-SHA-512',
      '      sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username="${KAFKA_USER}" password="${KAFKA_PASSWORD}";'] : null,
    integ.includes('smtp') ? ['  mail:', '    host: email-smtp.eu-west-1.amazonaws.com', '    port: 587', '    username: ${SMTP_USERNAME}', '    password: ${SMTP_PASSWORD}'] : null,
    'server:',
    '  port: 8080',
    integ.includes('jks') ? ['  ssl:', '    enabled: true', '    key-store: classpath:keystore/server.p12', '    key-store-type: PKCS12', '    key-store-password: ${KEYSTORE_PASSWORD}', '    key-alias: ' + svc] : null,
    'management:',
    '  endpoints:\n    web:\n      exposure:\n        include: health,info,prometheus',
    `info:\n  build:\n    version: ${N.version()}\n    commit: ${N.gitSha()}`,
    integ.includes('stripe') ? ['stripe:', `  publishable-key: ${N.stripePk()}`, '  secret-key: ${STRIPE_SECRET_KEY}', '  webhook-secret: ${STRIPE_WEBHOOK_SECRET}'] : null,
    integ.includes('adyen') ? ['adyen:', '  environment: LIVE', `  merchant-account: TallyPayECOM`, `  client-key: ${N.adyenClientKey()}`, '  api-key: ${ADYEN_API_KEY}'] : null,
    integ.includes('plaid') ? ['plaid:', '  environment: production', `  client-id: ${N.plaidClientId()}`, '  secret: ${PLAID_SECRET}'] : null,
  ]);
}

/** application-prod.yml or .properties: where the leaks live. */
function applicationProd(dir, svc, db, integ) {
  const user = svc.replace(/-/g, '_') + '_app';
  if (chance(0.5)) {
    file(`${dir}/src/main/resources/application-prod.yml`, [
      'spring:',
      '  datasource:',
      `    url: ${jdbc(db, svc, 'prod')}`,
      `    username: ${user}`,
      leakOr(0.8, S('database-password', 'production datasource password in application-prod.yml', `    password: ${password().replace(/[#:]/g, 'x')}`), '    password: ${DB_PASSWORD}'),
      integ.includes('kafka') ? ['  kafka:', '    properties:', leakOr(0.7, S('kafka-password', 'Kafka SASL password in a JAAS line', `      sasl.jaas.config: org.apache.kafka.common.security.scram.ScramLoginModule required username="${svc}" password="${plainPw()}";`), '      sasl.jaas.config: ${KAFKA_JAAS}')] : null,
      integ.includes('redis') ? ['  data:', '    redis:', `      host: ${svc}-prod.cache.internal`, leakOr(0.8, S('redis-password', 'Redis password in application-prod.yml', `      password: ${plainPw()}`), '      password: ${REDIS_PASSWORD}')] : null,
      integ.includes('smtp') ? ['  mail:', `    username: ${'AKIA' + from(B32, 16)}`, leakOr(0.8, S('smtp-password', 'SES SMTP password in application-prod.yml', `    password: B${from(ALNUM + '/+', 43)}`), '    password: ${SMTP_PASSWORD}')] : null,
      integ.includes('jks') ? ['server:', '  ssl:', leakOr(0.8, S('keystore-password', 'PKCS12 key-store password in application-prod.yml', `    key-store-password: ${plainPw()}`), '    key-store-password: ${KEYSTORE_PASSWORD}'),
        chance(0.5) ? leakOr(0.7, S('keystore-password', 'trust-store password in application-prod.yml', `    trust-store-password: ${plainPw()}`), '    trust-store-password: changeit') : null] : null,
      integ.includes('stripe') ? ['stripe:', leakOr(0.8, S('stripe-secret-key', 'Stripe live secret key', `  secret-key: ${K.stripeSecret()}`), '  secret-key: ${STRIPE_SECRET_KEY}'),
        leakOr(0.8, S('stripe-webhook-secret', 'Stripe webhook signing secret', `  webhook-secret: ${K.stripeWebhook()}`), '  webhook-secret: ${STRIPE_WEBHOOK_SECRET}')] : null,
      integ.includes('adyen') ? ['adyen:', leakOr(0.8, S('adyen-api-key', 'Adyen API key', `  api-key: ${K.adyenApiKey()}`), '  api-key: ${ADYEN_API_KEY}'),
        leakOr(0.8, S('adyen-hmac-key', 'Adyen notification HMAC key', `  hmac-key: ${K.adyenHmac()}`), '  hmac-key: ${ADYEN_HMAC_KEY}')] : null,
      integ.includes('plaid') ? ['plaid:', leakOr(0.8, S('plaid-secret', 'Plaid production secret', `  secret: ${K.plaidSecret()}`), '  secret: ${PLAID_SECRET}')] : null,
      integ.includes('oauth') ? ['security:', '  oauth2:', `    client-id: ${svc}-service`, leakOr(0.8, S('oauth-client-secret', 'OAuth client secret for the service', `    client-secret: ${K.oauthSecret()}`), '    client-secret: ${OAUTH_CLIENT_SECRET}')] : null,
      integ.includes('hsm') ? ['hsm:', '  provider: luna', '  slot: 2', leakOr(0.8, S('hsm-pin', 'HSM partition PIN', `  partition-pin: ${K.hsmPin()}`), '  partition-pin: ${HSM_PIN}')] : null,
      integ.includes('sftp') ? ['bank:', '  sftp:', `    host: sftp.${pick(['barclays-bpe', 'hsbcnet-files', 'ing-sepa', 'lloyds-bacs'])}.example.net`, '    port: 22', `    username: tallypay_${from(LOW + DIG, 6)}`,
        leakOr(0.8, S('sftp-password', 'bank SFTP password', `    password: ${plainPw()}`), '    password: ${BANK_SFTP_PASSWORD}')] : null,
      integ.includes('twilio') ? ['twilio:', `  account-sid: AC${hex(32)}`, leakOr(0.8, S('twilio-auth-token', 'Twilio auth token', `  auth-token: ${K.twilioToken()}`), '  auth-token: ${TWILIO_AUTH_TOKEN}')] : null,
      integ.includes('webhook') ? ['webhooks:', '  signing:', '    algorithm: HmacSHA256', leakOr(0.8, S('webhook-signing-secret', 'outbound webhook signing secret', `    secret: ${K.webhookSecret()}`), '    secret: ${WEBHOOK_SIGNING_SECRET}')] : null,
      'logging:\n  level:\n    root: INFO',
    ]);
  } else {
    file(`${dir}/src/main/resources/application-prod.properties`, [
      `spring.datasource.url=${jdbc(db, svc, 'prod')}`,
      `spring.datasource.username=${user}`,
      leakOr(0.8, S('database-password', 'production datasource password in application-prod.properties', `spring.datasource.password=${password()}`), 'spring.datasource.password=${DB_PASSWORD}'),
      integ.includes('kafka') ? leakOr(0.7, S('kafka-password', 'Kafka SASL password in a JAAS property', `spring.kafka.properties.sasl.jaas.config=org.apache.kafka.common.security.scram.ScramLoginModule required username="${svc}" password="${plainPw()}";`), 'spring.kafka.properties.sasl.jaas.config=${KAFKA_JAAS}') : null,
      integ.includes('redis') ? leakOr(0.8, S('redis-password', 'Redis password in properties', `spring.data.redis.password=${plainPw()}`), 'spring.data.redis.password=${REDIS_PASSWORD}') : null,
      integ.includes('smtp') ? ['spring.mail.host=smtp.sendgrid.net', 'spring.mail.username=apikey', leakOr(0.8, S('sendgrid-api-key', 'SendGrid key as SMTP password', `spring.mail.password=${K.sendgrid()}`), 'spring.mail.password=${SENDGRID_API_KEY}')] : null,
      integ.includes('jks') ? ['server.ssl.key-store=classpath:keystore/server.jks', leakOr(0.8, S('keystore-password', 'JKS key-store password in properties', `server.ssl.key-store-password=${plainPw()}`), 'server.ssl.key-store-password=${KEYSTORE_PASSWORD}'),
        leakOr(0.6, S('keystore-password', 'JKS key password in properties', `server.ssl.key-password=${plainPw()}`), 'server.ssl.key-password=')] : null,
      integ.includes('stripe') ? [`stripe.publishable-key=${N.stripePk()}`, leakOr(0.8, S('stripe-secret-key', 'Stripe restricted key in properties', `stripe.api-key=${K.stripeRestricted()}`), 'stripe.api-key=${STRIPE_API_KEY}')] : null,
      integ.includes('adyen') ? [leakOr(0.8, S('adyen-api-key', 'Adyen API key in properties', `adyen.api-key=${K.adyenApiKey()}`), 'adyen.api-key=${ADYEN_API_KEY}')] : null,
      integ.includes('plaid') ? [`plaid.client-id=${N.plaidClientId()}`, leakOr(0.8, S('plaid-secret', 'Plaid secret in properties', `plaid.secret=${K.plaidSecret()}`), 'plaid.secret=${PLAID_SECRET}')] : null,
      integ.includes('oauth') ? [`spring.security.oauth2.client.registration.partner.client-id=${svc}-${from(LOW + DIG, 6)}`, leakOr(0.8, S('oauth-client-secret', 'OAuth client secret in properties', `spring.security.oauth2.client.registration.partner.client-secret=${K.oauthSecret()}`), 'spring.security.oauth2.client.registration.partner.client-secret=${PARTNER_CLIENT_SECRET}')] : null,
      integ.includes('hsm') ? ['hsm.library=/usr/safenet/lunaclient/lib/libCryptoki2_64.so', 'hsm.slot-label=payments-prod', leakOr(0.8, S('hsm-pin', 'HSM crypto-officer password in properties', `hsm.password=${K.hsmPin()}`), 'hsm.password=${HSM_PASSWORD}')] : null,
      integ.includes('sftp') ? [`bank.sftp.host=mft.${pick(['natwest', 'santander', 'rabobank'])}-corporate.example.net`, 'bank.sftp.user=TLYPAY01', leakOr(0.8, S('sftp-password', 'bank SFTP password in properties', `bank.sftp.password=${plainPw()}`), 'bank.sftp.password=${BANK_SFTP_PASSWORD}'),
        'bank.sftp.private-key=file:/etc/tallypay/keys/bank_sftp_ed25519'] : null,
      integ.includes('twilio') ? [`twilio.account-sid=AC${hex(32)}`, leakOr(0.8, S('twilio-auth-token', 'Twilio auth token in properties', `twilio.auth-token=${K.twilioToken()}`), 'twilio.auth-token=${TWILIO_AUTH_TOKEN}')] : null,
      integ.includes('webhook') ? [leakOr(0.8, S('webhook-signing-secret', 'webhook signing secret in properties', `webhooks.signing-secret=${K.webhookSecret()}`), 'webhooks.signing-secret=${WEBHOOK_SECRET}')] : null,
      'logging.level.root=INFO',
      `app.build.sha=${N.gitSha()}`,
    ]);
  }
}

function bootstrapYml(dir, svc) {
  const style = int(3);
  file(`${dir}/src/main/resources/bootstrap.yml`, [
    'spring:',
    `  application:\n    name: ${svc}`,
    '  cloud:',
    style === 0 ? ['    vault:', `      uri: https://vault.${DOMAIN}:8200`, '      authentication: TOKEN',
      leakOr(0.75, S('vault-token', 'Vault token in bootstrap.yml', `      token: ${K.vaultToken()}`), '      token: ${VAULT_TOKEN}'), '      kv:\n        enabled: true\n        backend: secret']
      : style === 1 ? ['    config:', `      uri: https://config.${DOMAIN}`, '      username: config-reader',
        leakOr(0.75, S('config-server-password', 'Spring Cloud Config server password in bootstrap.yml', `      password: ${plainPw()}`), '      password: ${CONFIG_SERVER_PASSWORD}')]
        : ['    consul:', `      host: consul.${DOMAIN}`, '      port: 8501', '      config:', '        enabled: true', '        format: YAML',
          leakOr(0.75, S('consul-acl-token', 'Consul ACL token in bootstrap.yml', `        acl-token: ${K.consulToken()}`), '        acl-token: ${CONSUL_HTTP_TOKEN}')],
    'encrypt:',
    chance(0.5) ? leakOr(0.6, S('config-encrypt-key', 'Spring Cloud Config symmetric encryption key', `  key: ${alnum(32)}`), '  key: ${ENCRYPT_KEY}') : '  key-store:\n    location: classpath:/config-server.jks\n    alias: config\n    password: ${CONFIG_KEYSTORE_PASSWORD}',
  ]);
}

/** Dev and test profiles: local or placeholder values only. */
function devAndTestProfiles(dir, svc, db) {
  file(`${dir}/src/main/resources/application-dev.properties`, [
    `spring.datasource.url=jdbc:${db === 'mysql' ? 'mysql' : 'postgresql'}://localhost:${db === 'mysql' ? 3306 : 5432}/${svc.replace(/-/g, '_')}`,
    'spring.datasource.username=dev',
    'spring.datasource.password=dev',
    `stripe.api-key=${STRIPE_DOC_TEST}`,
    `test.card.number=${pick(TEST_CARDS)}`,
    'spring.mail.password=',
    'app.webhook.secret=changeme',
    'logging.level.io.tallypay=DEBUG',
  ]);
  file(`${dir}/src/test/resources/application-test.yml`, [
    'spring:',
    '  datasource:',
    '    url: jdbc:h2:mem:testdb;MODE=PostgreSQL',
    '    username: sa',
    '    password:',
    'stripe:',
    `  secret-key: ${STRIPE_DOC_TEST}`,
    `  webhook-secret: whsec_test_placeholder`,
    'hsm:\n  partition-pin: 0000',
  ]);
}

function sourceFiles(dir, svc, lang, integ) {
  const pkg = pkgOf(svc);
  const base = `${dir}/src/main/${lang}/${pkg.replace(/\./g, '/')}`;
  const cls = svc.split('-').map(cap).join('');
  if (lang === 'java') {
    file(`${base}/${cls}Application.java`, [
      `package ${pkg};`, '',
      'import org.springframework.boot.SpringApplication;',
      'import org.springframework.boot.autoconfigure.SpringBootApplication;', '',
      '@SpringBootApplication',
      `public class ${cls}Application {`,
      '    public static void main(String[] args) {',
      `        SpringApplication.run(${cls}Application.class, args);`,
      '    }',
      '}',
    ]);
  } else {
    file(`${base}/${cls}Application.kt`, [
      `package ${pkg}`, '',
      'import org.springframework.boot.autoconfigure.SpringBootApplication',
      'import org.springframework.boot.runApplication', '',
      '@SpringBootApplication',
      `class ${cls}Application`, '',
      `fun main(args: Array<String>) {\n    runApplication<${cls}Application>(*args)\n}`,
    ]);
  }
  // A provider client written in code, sometimes with a hard-coded key.
  const provider = integ.find((i) => ['braintree', 'paypal', 'square', 'checkout', 'gocardless', 'stripe', 'plaid', 'twilio'].includes(i));
  if (provider) {
    const secretLine = {
      braintree: () => lang === 'java'
        ? [`    private static final String MERCHANT_ID = "${from(LOW + DIG, 16)}";`, `    private static final String PUBLIC_KEY = "${from(LOW + DIG, 16)}";`,
          leakOr(0.8, S('braintree-private-key', 'Braintree private key in a Java constant', `    private static final String PRIVATE_KEY = "${K.braintreePrivate()}";`), '    private static final String PRIVATE_KEY = System.getenv("BRAINTREE_PRIVATE_KEY");')]
        : [`    private val merchantId = "${from(LOW + DIG, 16)}"`, leakOr(0.8, S('braintree-private-key', 'Braintree private key in Kotlin', `    private val privateKey = "${K.braintreePrivate()}"`), '    private val privateKey = System.getenv("BRAINTREE_PRIVATE_KEY")')],
      paypal: () => [`    private static final String CLIENT_ID = "${N.paypalClientId()}";`,
        leakOr(0.8, S('paypal-client-secret', 'PayPal live client secret in code', `    private static final String CLIENT_SECRET = "${K.paypalSecret()}";`), '    private static final String CLIENT_SECRET = System.getenv("PAYPAL_CLIENT_SECRET");')],
      square: () => [leakOr(0.8, S('square-access-token', 'Square production access token in code', lang === 'java' ? `    private final String accessToken = "${K.squareToken()}";` : `    private val accessToken = "${K.squareToken()}"`),
        lang === 'java' ? '    private final String accessToken = System.getenv("SQUARE_ACCESS_TOKEN");' : '    private val accessToken = System.getenv("SQUARE_ACCESS_TOKEN")')],
      checkout: () => [leakOr(0.8, S('checkout-secret-key', 'Checkout.com secret key in code', `    static final String SECRET_KEY = "${K.checkoutSecret()}";`), '    static final String SECRET_KEY = System.getenv("CKO_SECRET_KEY");'),
        `    static final String PUBLIC_KEY = "pk_${uuid()}";`],
      gocardless: () => [leakOr(0.8, S('gocardless-access-token', 'GoCardless live access token in Kotlin', `    private val accessToken = "${K.gocardless()}"`), '    private val accessToken = System.getenv("GC_ACCESS_TOKEN")')],
      stripe: () => [lang === 'java' ? leakOr(0.6, S('stripe-secret-key', 'Stripe secret key assigned in Java', `        Stripe.apiKey = "${K.stripeSecret()}";`), '        Stripe.apiKey = props.getSecretKey();')
        : leakOr(0.6, S('stripe-secret-key', 'Stripe secret key assigned in Kotlin', `        Stripe.apiKey = "${K.stripeSecret()}"`), '        Stripe.apiKey = props.secretKey')],
      plaid: () => [`    private static final String PLAID_CLIENT_ID = "${N.plaidClientId()}";`, leakOr(0.7, S('plaid-secret', 'Plaid secret in a Java constant', `    private static final String PLAID_SECRET = "${K.plaidSecret()}";`), '    private static final String PLAID_SECRET = System.getenv("PLAID_SECRET");')],
      twilio: () => [`    private val accountSid = "AC${hex(32)}"`, leakOr(0.7, S('twilio-auth-token', 'Twilio auth token in Kotlin', `    private val authToken = "${K.twilioToken()}"`), '    private val authToken = System.getenv("TWILIO_AUTH_TOKEN")')],
    }[provider]();
    const name = `${cap(provider)}Client`;
    file(`${base}/client/${name}.${lang === 'java' ? 'java' : 'kt'}`, [
      `package ${pkg}.client${lang === 'java' ? ';' : ''}`, '',
      lang === 'java' ? `public class ${name} {` : `class ${name} {`,
      `    // Request ids are UUIDs; idempotency keys are per request.`,
      lang === 'java' ? `    private static final String DEFAULT_REQUEST_ID = "${uuid()}";` : `    private val defaultRequestId = "${uuid()}"`,
      secretLine,
      lang === 'java' ? `    private static final String USER_AGENT = "${CO}-${svc}/${N.version()}";` : `    private val userAgent = "${CO}-${svc}/${N.version()}"`,
      '}',
    ]);
  }
  // A signing config: the JWT key is sometimes inline.
  if (chance(0.5)) {
    file(`${base}/config/JwtConfig.${lang === 'java' ? 'java' : 'kt'}`, [
      `package ${pkg}.config${lang === 'java' ? ';' : ''}`, '',
      lang === 'java' ? 'public class JwtConfig {' : 'object JwtConfig {',
      lang === 'java' ? `    public static final String ISSUER = "https://auth.${DOMAIN}";` : `    const val ISSUER = "https://auth.${DOMAIN}"`,
      lang === 'java' ? `    public static final String KEY_ID = "${uuid()}";` : `    const val KEY_ID = "${uuid()}"`,
      leakOr(0.7, S('jwt-signing-key', 'JWT HMAC signing key in code', lang === 'java' ? `    private static final String SIGNING_KEY = "${K.jwtKey()}";` : `    private const val SIGNING_KEY = "${K.jwtKey()}"`),
        lang === 'java' ? '    private static final String SIGNING_KEY = System.getenv("JWT_SIGNING_KEY");' : '    private val SIGNING_KEY = System.getenv("JWT_SIGNING_KEY")'),
      '}',
    ]);
  }
  // A test with documented test keys and cards.
  file(`${dir}/src/test/${lang}/${pkg.replace(/\./g, '/')}/${cls}Test.${lang === 'java' ? 'java' : 'kt'}`, [
    `package ${pkg}${lang === 'java' ? ';' : ''}`, '',
    lang === 'java' ? `class ${cls}Test {` : `class ${cls}Test {`,
    lang === 'java' ? `    static final String TEST_KEY = "${STRIPE_DOC_TEST}";` : `    private val testKey = "${STRIPE_DOC_TEST}"`,
    lang === 'java' ? `    static final String CARD = "${pick(TEST_CARDS)}";` : `    private val card = "${pick(TEST_CARDS)}"`,
    lang === 'java' ? `    static final String MERCHANT = "${N.merchantId()}";` : `    private val merchant = "${N.merchantId()}"`,
    '}',
  ]);
}

function buildFiles(dir, svc, lang) {
  if (lang === 'java') {
    file(`${dir}/pom.xml`, [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<project xmlns="http://maven.apache.org/POM/4.0.0">',
      '  <modelVersion>4.0.0</modelVersion>',
      `  <groupId>io.${CO}</groupId>`,
      `  <artifactId>${svc}</artifactId>`,
      `  <version>${N.version()}-SNAPSHOT</version>`,
      `  <parent>\n    <groupId>org.springframework.boot</groupId>\n    <artifactId>spring-boot-starter-parent</artifactId>\n    <version>3.2.${int(6)}</version>\n  </parent>`,
      `  <properties>\n    <java.version>21</java.version>\n    <stripe.version>24.${int(20)}.0</stripe.version>\n  </properties>`,
      '</project>',
    ]);
  } else {
    file(`${dir}/build.gradle.kts`, [
      'plugins {',
      `    id("org.springframework.boot") version "3.2.${int(6)}"`,
      `    kotlin("jvm") version "1.9.2${int(4)}"`,
      '}',
      `group = "io.${CO}"`,
      `version = "${N.version()}"`,
      'dependencies {',
      '    implementation("org.springframework.boot:spring-boot-starter-web")',
      `    implementation("com.stripe:stripe-java:24.${int(20)}.0")`,
      '}',
    ]);
  }
  file(`${dir}/Dockerfile`, [
    'FROM eclipse-temurin:21-jre-alpine',
    `LABEL org.opencontainers.image.revision=${N.gitSha()}`,
    'ENV SPRING_PROFILES_ACTIVE=prod',
    chance(0.25) ? leakOr(0.8, S('keystore-password', 'key-store password baked into a Dockerfile ENV', `ENV KEYSTORE_PASSWORD=${plainPw()}`), 'ARG KEYSTORE_PASSWORD') : null,
    'COPY target/*.jar /app/app.jar',
    'ENTRYPOINT ["java", "-jar", "/app/app.jar"]',
  ]);
  file(`${dir}/src/main/resources/logback-spring.xml`, [
    '<configuration>',
    '  <appender name="JSON" class="ch.qos.logback.core.ConsoleAppender">',
    '    <encoder class="net.logstash.logback.encoder.LogstashEncoder"/>',
    '  </appender>',
    '  <root level="INFO"><appender-ref ref="JSON"/></root>',
    '</configuration>',
  ]);
}

function migrations(dir) {
  const mig = `${dir}/src/main/resources/db/migration`;
  file(`${mig}/V1__init.sql`, [
    `CREATE TABLE api_client (`,
    '  id UUID PRIMARY KEY,',
    '  client_id VARCHAR(64) NOT NULL UNIQUE,',
    '  client_secret_hash VARCHAR(100) NOT NULL,',
    '  scopes TEXT NOT NULL',
    ');',
    'CREATE TABLE merchant (id UUID PRIMARY KEY, name TEXT NOT NULL, mcc CHAR(4));',
  ]);
  file(`${mig}/V2__seed_api_clients.sql`, [
    '-- Seed the partner API clients. Secrets are stored as bcrypt hashes.',
    'INSERT INTO api_client (id, client_id, client_secret_hash, scopes) VALUES',
    `  ('${uuid()}', 'reconciliation-${from(LOW, 5)}', '${N.bcrypt()}', 'ledger:read'),`,
    `  ('${uuid()}', 'backoffice-${from(LOW, 5)}', '${N.bcrypt()}', 'merchant:write');`,
    `INSERT INTO merchant (id, name, mcc) VALUES ('${N.merchantId()}', 'Demo Coffee Ltd', '5814');`,
  ]);
  if (chance(0.6)) {
    file(`${mig}/V3__seed_internal_clients.sql`, [
      '-- Internal clients used by the batch jobs.',
      leakOr(0.75, S('api-client-secret', 'plaintext client secret seeded in a migration',
        `INSERT INTO oauth_client_details (client_id, client_secret, scope, authorized_grant_types) VALUES ('settlement-job', '${K.oauthSecret()}', 'batch', 'client_credentials');`),
      `INSERT INTO oauth_client_details (client_id, client_secret, scope, authorized_grant_types) VALUES ('settlement-job', '{bcrypt}${N.bcrypt()}', 'batch', 'client_credentials');`),
      `INSERT INTO webhook_endpoint (id, url, secret_sha256) VALUES ('${uuid()}', 'https://hooks.partner.example/${from(LOW, 6)}', '${N.sha256()}');`,
      chance(0.5) ? leakOr(0.7, S('database-password', 'database role password in a migration', `CREATE USER reporting_ro WITH PASSWORD '${plainPw()}';`), "CREATE USER reporting_ro WITH PASSWORD NULL;") : null,
    ]);
  }
}

function k8s(dir, svc, db, integ) {
  const ns = 'payments';
  file(`${dir}/k8s/deployment.yaml`, [
    'apiVersion: apps/v1', 'kind: Deployment', 'metadata:', `  name: ${svc}`, `  namespace: ${ns}`,
    'spec:', '  replicas: 3', '  template:', '    metadata:', '      annotations:',
    `        checksum/config: ${N.sha256()}`,
    '        vault.hashicorp.com/agent-inject: "true"',
    `        vault.hashicorp.com/agent-inject-secret-db: "database/creds/${svc}"`,
    '    spec:', '      containers:', `        - name: ${svc}`, `          image: registry.${DOMAIN}/${svc}:${N.version()}`,
    '          env:', '            - name: SPRING_PROFILES_ACTIVE', '              value: prod',
    '            - name: DB_PASSWORD', '              valueFrom:', '                secretKeyRef:', `                  name: ${svc}-db`, '                  key: password',
    chance(0.3) ? ['            - name: JAVA_TOOL_OPTIONS', leakOr(0.8, S('keystore-password', 'trust-store password on a JVM command line in a Deployment',
      `              value: "-Djavax.net.ssl.trustStore=/etc/ssl/truststore.jks -Djavax.net.ssl.trustStorePassword=${plainPw()}"`), '              value: "-Djavax.net.ssl.trustStore=/etc/ssl/truststore.jks"')] : null,
    chance(0.3) ? ['            - name: DATADOG_API_KEY', leakOr(0.7, S('datadog-api-key', 'Datadog API key as a plain env value', `              value: "${K.datadog()}"`), '              valueFrom: { secretKeyRef: { name: datadog, key: api-key } }')] : null,
  ]);
  const pw = password();
  const user = svc.replace(/-/g, '_') + '_app';
  const secretData = [];
  secretData.push(`  username: ${base64(user)}`);
  secretData.push(`  host: ${base64(`${svc}-prod-db.internal`)}`);
  secretData.push(`  port: ${base64('5432')}`);
  secretData.push(leakOr(0.85, S('database-password', 'base64 database password in a Kubernetes Secret', `  password: ${base64(pw)}`), `  password: ${base64('REPLACE_ME')}`));
  if (integ.includes('stripe')) secretData.push(leakOr(0.8, S('stripe-secret-key', 'base64 Stripe key in a Kubernetes Secret', `  stripe-secret-key: ${base64(K.stripeSecret())}`), null));
  if (integ.includes('hsm')) secretData.push(leakOr(0.8, S('hsm-pin', 'base64 HSM PIN in a Kubernetes Secret', `  hsm-pin: ${base64(K.hsmPin())}`), null));
  if (integ.includes('webhook')) secretData.push(leakOr(0.8, S('webhook-signing-secret', 'base64 webhook signing secret in a Kubernetes Secret', `  webhook-secret: ${base64(K.webhookSecret())}`), null));
  file(`${dir}/k8s/secret.yaml`, [
    'apiVersion: v1', 'kind: Secret', 'metadata:', `  name: ${svc}-db`, `  namespace: ${ns}`, 'type: Opaque', 'data:', secretData,
  ]);
  if (chance(0.4)) {
    file(`${dir}/k8s/secret-tls.yaml`, [
      'apiVersion: v1', 'kind: Secret', 'metadata:', `  name: ${svc}-mtls`, 'type: kubernetes.io/tls', 'stringData:',
      '  tls.crt: |', indent(cert(), 4),
      '  tls.key: |', leakOr(0.85, S('private-key', 'TLS private key in a Kubernetes Secret', indent(pkcs8(), 4)), '    # injected by cert-manager'),
    ]);
  }
  file(`${dir}/k8s/configmap.yaml`, [
    'apiVersion: v1', 'kind: ConfigMap', 'metadata:', `  name: ${svc}-config`, 'data:',
    `  SPRING_PROFILES_ACTIVE: prod`, `  MERCHANT_DEFAULT_ID: "${N.merchantId()}"`, `  STRIPE_PUBLISHABLE_KEY: "${N.stripePk()}"`,
    `  BUILD_SHA: "${N.gitSha()}"`, '  DB_PASSWORD_FILE: /vault/secrets/db',
    `  LOGO_PNG_BASE64: "${N.png()}"`,
  ]);
}

function helm(dir, svc, integ) {
  file(`${dir}/helm/values.yaml`, [
    `image:\n  repository: registry.${DOMAIN}/${svc}\n  tag: "${N.version()}"`,
    'replicaCount: 2',
    'env:', '  SPRING_PROFILES_ACTIVE: prod',
    'secrets:', '  dbPassword: ""', '  existingSecret: ""',
    'podAnnotations:', `  checksum/secret: ${N.sha256()}`,
  ]);
  for (const env of ['staging', 'prod']) {
    file(`${dir}/helm/values-${env}.yaml`, [
      `ingress:\n  enabled: true\n  host: ${svc}.${env === 'prod' ? '' : env + '.'}${DOMAIN}`,
      'secrets:',
      leakOr(env === 'prod' ? 0.5 : 0.7, S('database-password', `database password in Helm values-${env}.yaml`, `  dbPassword: "${password()}"`), `  existingSecret: ${svc}-db`),
      integ.includes('oauth') ? leakOr(0.7, S('oauth-client-secret', 'OAuth client secret in Helm values', `  oauthClientSecret: ${K.oauthSecret()}`), '  oauthClientSecret: "{{ .Values.global.oauthSecret }}"') : null,
      integ.includes('redis') ? ['redis:', '  auth:', leakOr(0.7, S('redis-password', 'Redis password in Helm values', `    password: ${plainPw()}`), '    existingSecret: redis-auth')] : null,
      integ.includes('kafka') && env === 'prod' ? ['kafka:', '  sasl:', '    user: ledger', leakOr(0.7, S('kafka-password', 'Kafka SASL password in Helm values', `    password: ${plainPw()}`), '    passwordSecret: kafka-ledger')] : null,
      'resources:\n  limits:\n    memory: 1Gi',
    ]);
  }
}

function jenkinsfile(dir, svc) {
  file(`${dir}/Jenkinsfile`, [
    'pipeline {',
    '  agent { label "maven" }',
    '  environment {',
    "    NEXUS_CREDS = credentials('nexus-deployer')",
    chance(0.5) ? leakOr(0.7, S('sonar-token', 'SonarQube token in a Jenkinsfile', `    SONAR_TOKEN = '${K.sonar()}'`), "    SONAR_TOKEN = credentials('sonar-token')") : null,
    '  }',
    '  stages {',
    "    stage('build') { steps { sh 'mvn -B verify' } }",
    "    stage('publish') {",
    '      steps {',
    chance(0.4) ? leakOr(0.7, S('nexus-password', 'Nexus password on a mvn command line', `        sh 'mvn deploy -Dnexus.user=deployer -Dnexus.password=${plainPw()}'`), "        sh 'mvn deploy -s settings.xml'") : "        sh 'mvn deploy -s settings.xml'",
    chance(0.3) ? leakOr(0.7, S('slack-webhook', 'Slack webhook in a Jenkinsfile', `        sh "curl -X POST -d '{\\"text\\":\\"${svc} deployed\\"}' ${K.slackHook()}"`), "        slackSend channel: '#deploys', message: 'deployed'") : null,
    '      }',
    '    }',
    '  }',
    '}',
  ]);
}

function httpScratch(dir, svc, integ) {
  const lines = [
    `### Health\nGET https://${svc}.staging.${DOMAIN}/actuator/health`, '',
    `### Create payment\nPOST https://${svc}.staging.${DOMAIN}/v1/payments`,
    'Content-Type: application/json',
    'Authorization: Bearer {{token}}',
    `Idempotency-Key: ${uuid()}`, '',
    `{ "amount": 1299, "currency": "EUR", "card": "${pick(TEST_CARDS)}" }`, '',
  ];
  if (chance(0.5)) {
    lines.push('### Token (client credentials)', `POST https://auth.${DOMAIN}/oauth2/token`, 'Content-Type: application/x-www-form-urlencoded', '',
      leakOr(0.7, S('oauth-client-secret', 'client secret in an HTTP scratch request body', `grant_type=client_credentials&client_id=${svc}-cli&client_secret=${K.oauthSecret()}`), 'grant_type=client_credentials&client_id={{client_id}}&client_secret={{client_secret}}'), '');
  }
  if (integ.includes('stripe') && chance(0.6)) {
    lines.push('### Stripe balance', 'GET https://api.stripe.com/v1/balance',
      leakOr(0.7, S('stripe-secret-key', 'Stripe secret key in an HTTP scratch file', `Authorization: Bearer ${K.stripeSecret()}`), `Authorization: Bearer ${STRIPE_DOC_TEST}`), '');
  }
  if (chance(0.3)) {
    lines.push('### Admin (basic)', `GET https://${svc}.staging.${DOMAIN}/admin/metrics`,
      leakOr(0.8, S('basic-auth', 'basic-auth header with an admin password', `Authorization: Basic ${base64('admin:' + plainPw())}`), 'Authorization: Basic {{admin_basic}}'), '');
  }
  file(`${dir}/http/requests.http`, lines);
  file(`${dir}/http/http-client.env.json`, [
    '{', '  "staging": {', `    "host": "https://${svc}.staging.${DOMAIN}",`, `    "merchantId": "${N.merchantId()}",`, `    "client_id": "${svc}-cli"`, '  }', '}',
  ]);
  if (chance(0.5)) {
    file(`${dir}/http/http-client.private.env.json`, [
      '{', '  "staging": {',
      leakOr(0.85, S('oauth-client-secret', 'client secret in an HTTP client private env file', `    "client_secret": "${K.oauthSecret()}",`), '    "client_secret": "",'),
      `    "token": ""`, '  }', '}',
    ]);
  }
}

function readme(dir, svc) {
  file(`${dir}/README.md`, [
    `# ${svc}`, '',
    'Run locally with `SPRING_PROFILES_ACTIVE=dev ./mvnw spring-boot:run`.', '',
    'Secrets come from Vault (`secret/data/' + svc + '`). For local work export:', '',
    '```bash', 'export DB_PASSWORD=dev', `export STRIPE_SECRET_KEY=${STRIPE_DOC_TEST}`, 'export WEBHOOK_SECRET=<your-local-secret>', '```', '',
    `Test cards: ${TEST_CARDS.slice(0, 2).join(', ')}. AWS example keys in docs: ${AWS_EXAMPLE[0]}.`,
  ]);
}

function openapi(dir, svc) {
  file(`${dir}/src/main/resources/openapi.yaml`, [
    'openapi: 3.0.3', `info:\n  title: ${svc}\n  version: ${N.version()}`,
    'components:', '  securitySchemes:', '    apiKey:', '      type: apiKey', '      in: header', '      name: X-Api-Key',
    '  schemas:', '    Payment:', '      type: object', '      properties:', '        id:', '          type: string', `          example: ${uuid()}`,
    '        apiKey:', '          type: string', '          example: sk_live_xxxxxxxxxxxxxxxxxxxxxxxx',
    '        webhookSecret:', '          type: string', '          example: whsec_...',
  ]);
}

function service([svc, lang, db, integ]) {
  const dir = `services/${svc}`;
  buildFiles(dir, svc, lang);
  applicationYml(dir, svc, db, integ);
  applicationProd(dir, svc, db, integ);
  bootstrapYml(dir, svc);
  devAndTestProfiles(dir, svc, db);
  sourceFiles(dir, svc, lang, integ);
  migrations(dir);
  k8s(dir, svc, db, integ);
  helm(dir, svc, integ);
  jenkinsfile(dir, svc);
  httpScratch(dir, svc, integ);
  readme(dir, svc);
  openapi(dir, svc);
  if (integ.includes('sftp')) sftpKeys(dir, svc);
}

function sftpKeys(dir, svc) {
  file(`${dir}/deploy/bank/known_hosts`, [
    `sftp.bank-one.example.net ssh-ed25519 ${N.sshHostKey()}`,
    `mft.bank-two.example.net ssh-ed25519 ${N.sshHostKey()}`,
  ]);
  file(`${dir}/deploy/bank/upload.sh`, [
    '#!/usr/bin/env bash',
    'set -euo pipefail',
    `FILE="out/${svc}-$(date +%Y%m%d).xml"`,
    leakOr(0.7, S('sftp-password', 'bank SFTP password in an sshpass command', `sshpass -p '${plainPw()}' sftp -oBatchMode=no TLYPAY01@sftp.bank-one.example.net <<< "put $FILE /inbound/"`),
      'sshpass -e sftp -oBatchMode=no TLYPAY01@sftp.bank-one.example.net <<< "put $FILE /inbound/"'),
  ]);
  if (chance(0.7)) file(`${dir}/deploy/bank/id_ed25519`, [leakOr(0.9, S('private-key', 'bank SFTP OpenSSH private key', opensshKey()), '# key is mounted from Vault at deploy time')]);
  file(`${dir}/deploy/bank/id_ed25519.pub`, [`ssh-ed25519 ${N.sshHostKey()} payouts@${DOMAIN}`]);
}

// ---- infrastructure ----
function terraform() {
  for (const env of ENVS) {
    const d = `infra/terraform/envs/${env}`;
    file(`${d}/main.tf`, [
      'terraform {', '  required_version = ">= 1.6"', '  backend "s3" {}', '}', '',
      'provider "aws" {', '  region = "eu-west-1"',
      env === 'dev' ? [leakOr(0.7, S('aws-access-key', 'AWS access key id in a provider block', `  access_key = "${K.awsAk()}"`), '  profile = "tallypay-dev"'),
        leakOr(0.7, S('aws-secret-key', 'AWS secret key in a provider block', `  secret_key = "${K.awsSk()}"`), null)] : null,
      '}', '',
      'module "ledger_db" {', '  source = "../../modules/rds"', `  name = "ledger-${env}"`, '  password = var.db_password', '}', '',
      'resource "aws_secretsmanager_secret_version" "stripe" {', '  secret_id = aws_secretsmanager_secret.stripe.id',
      leakOr(env === 'prod' ? 0.6 : 0.3, S('stripe-secret-key', 'Stripe key written into a Terraform resource', `  secret_string = "${K.stripeSecret()}"`), '  secret_string = var.stripe_secret_key'), '}',
      '', 'resource "aws_db_instance" "reporting" {', '  engine = "postgres"', '  username = "reporting"',
      leakOr(0.5, S('database-password', 'database master password in a Terraform resource', `  password = "${password().replace(/["\\$]/g, 'q')}"`), '  manage_master_user_password = true'), '}',
    ]);
    file(`${d}/variables.tf`, [
      'variable "db_password" {', '  type      = string', '  sensitive = true', '}',
      'variable "stripe_secret_key" {', '  type      = string', '  sensitive = true', '  default   = ""', '}',
      'variable "api_key_placeholder" {', '  default = "REPLACE_WITH_REAL_KEY"', '}',
    ]);
    file(`${d}/terraform.tfvars`, [
      `environment = "${env}"`, `vpc_cidr = "10.${int(200)}.0.0/16"`,
      leakOr(0.75, S('database-password', 'database password in terraform.tfvars', `db_password = "${password().replace(/["\\$]/g, 'z')}"`), '# db_password is set via TF_VAR_db_password'),
      env !== 'dev' ? leakOr(0.6, S('datadog-api-key', 'Datadog API key in tfvars', `datadog_api_key = "${K.datadog()}"`), 'datadog_api_key = ""') : null,
      env === 'prod' ? leakOr(0.7, S('pagerduty-token', 'PagerDuty API token in tfvars', `pagerduty_token = "${K.pagerduty()}"`), null) : null,
      `ami_id = "ami-${hex(17)}"`, `kms_key_id = "${uuid()}"`,
    ]);
    file(`${d}/backend.hcl`, [
      `bucket = "tallypay-tfstate-${env}"`, `key = "${env}/terraform.tfstate"`, 'region = "eu-west-1"', `dynamodb_table = "tf-locks-${env}"`,
      env === 'prod' && chance(0.6) ? [S('aws-access-key', 'AWS access key id in a backend config', `access_key = "${K.awsAk()}"`), S('aws-secret-key', 'AWS secret key in a backend config', `secret_key = "${K.awsSk()}"`)] : null,
    ]);
    file(`${d}/outputs.tf`, ['output "db_endpoint" {', '  value = module.ledger_db.endpoint', '}', 'output "db_password" {', '  value     = module.ledger_db.password', '  sensitive = true', '}']);
  }
  for (const mod of ['rds', 'kms', 'sftp', 'vpc']) {
    const d = `infra/terraform/modules/${mod}`;
    file(`${d}/main.tf`, [
      mod === 'rds' ? ['resource "aws_db_instance" "this" {', '  identifier = var.name', '  username   = "master"', '  password   = var.password', '}'] : null,
      mod === 'kms' ? ['resource "aws_kms_key" "this" {', '  description = "payments data key"', '  enable_key_rotation = true', '}'] : null,
      mod === 'sftp' ? ['resource "aws_transfer_user" "bank" {', '  server_id = aws_transfer_server.this.id', '  user_name = "bank"', '}',
        'resource "aws_transfer_ssh_key" "bank" {', '  server_id = aws_transfer_server.this.id', '  user_name = "bank"', `  body      = "ssh-ed25519 ${N.sshHostKey()} bank"`, '}'] : null,
      mod === 'vpc' ? ['module "vpc" {', '  source  = "terraform-aws-modules/vpc/aws"', `  version = "${N.version()}"`, '}'] : null,
    ]);
    file(`${d}/variables.tf`, ['variable "name" { type = string }', mod === 'rds' ? 'variable "password" {\n  type      = string\n  sensitive = true\n}' : null]);
  }
  file('infra/terraform/azure/backend.tf', [
    'terraform {', '  backend "azurerm" {', '    resource_group_name  = "tfstate"', '    storage_account_name = "tallypaytfstate"', '    container_name       = "tfstate"', '    key                  = "dr.tfstate"',
    leakOr(0.8, S('azure-storage-key', 'Azure storage account key in a backend block', `    access_key           = "${K.azureKey()}"`), null), '  }', '}',
  ]);
  file('infra/terraform/.terraform.lock.hcl', [
    'provider "registry.terraform.io/hashicorp/aws" {', `  version = "5.${int(40)}.0"`, '  hashes = [',
    ...Array.from({ length: 4 }, () => `    "h1:${b64(32)}",`), ...Array.from({ length: 3 }, () => `    "zh:${hex(64)}",`), '  ]', '}',
  ]);
  file('infra/terraform/pg-backend/backend.tf', [
    'terraform {', '  backend "pg" {',
    leakOr(0.8, S('database-password', 'password in a pg backend connection string', `    conn_str = "postgres://terraform:${plainPw()}@tfstate-db.internal/terraform_backend?sslmode=require"`), '    # conn_str from PG_CONN_STR'),
    '  }', '}',
  ]);
}

function vaultConsul() {
  file('infra/vault/config.hcl', [
    'storage "consul" {', '  address = "127.0.0.1:8500"', '  path    = "vault/"',
    leakOr(0.8, S('consul-acl-token', 'Consul ACL token in Vault storage config', `  token   = "${K.consulToken()}"`), null), '}', '',
    'listener "tcp" {', '  address = "0.0.0.0:8200"', '  tls_cert_file = "/etc/vault/tls/vault.crt"', '  tls_key_file  = "/etc/vault/tls/vault.key"', '}', '',
    'seal "awskms" {', '  region     = "eu-west-1"', `  kms_key_id = "${uuid()}"`,
    leakOr(0.6, S('aws-secret-key', 'AWS secret key in a Vault seal stanza', `  secret_key = "${K.awsSk()}"`), null), '}',
  ]);
  file('infra/vault/seal-transit.hcl', [
    'seal "transit" {', '  address = "https://vault-transit.internal:8200"',
    leakOr(0.8, S('vault-token', 'Vault token in a transit seal stanza', `  token = "${K.vaultToken()}"`), '  # token from VAULT_TOKEN'),
    '  key_name = "autounseal"', '  mount_path = "transit/"', '}',
  ]);
  for (const p of ['payments-gateway', 'ledger', 'payouts', 'card-vault']) {
    file(`infra/vault/policies/${p}.hcl`, [
      `path "secret/data/${p}/*" {`, '  capabilities = ["read"]', '}', `path "database/creds/${p}" {`, '  capabilities = ["read"]', '}',
    ]);
  }
  file('infra/vault/agent/templates/db.ctmpl', [
    '{{ with secret "database/creds/ledger" }}', 'spring.datasource.username={{ .Data.username }}', 'spring.datasource.password={{ .Data.password }}', '{{ end }}',
  ]);
  file('infra/vault/agent/templates/stripe.ctmpl', ['{{ with secret "secret/data/payments-gateway/stripe" }}STRIPE_SECRET_KEY={{ .Data.data.secret_key }}{{ end }}']);
  file('infra/vault/agent/agent.hcl', [
    'auto_auth {', '  method "kubernetes" {', '    config = { role = "payments" }', '  }', '}',
    'template {', '  source      = "/etc/vault/templates/db.ctmpl"', '  destination = "/vault/secrets/db.properties"', '}',
  ]);
  file('infra/vault/init-notes.md', [
    '# Vault init (staging)', '',
    'Unseal keys are held by three officers; never paste them here.', '',
    leakOr(0.6, S('vault-token', 'Vault root token written into notes', `Initial root token (revoke after setup!): ${K.vaultToken()}`), 'Initial root token: revoked on 2025-03-02'),
    '', `Cluster id: ${uuid()}`,
  ]);
  for (const dc of ['eu-west-1', 'eu-central-1', 'dr']) {
    file(`infra/consul/${dc}/consul.hcl`, [
      `datacenter = "${dc}"`, 'data_dir = "/opt/consul"',
      leakOr(0.75, S('consul-gossip-key', 'Consul gossip encryption key', `encrypt = "${K.gossip()}"`), '# encrypt set from /etc/consul.d/gossip.hcl'),
      'acl {', '  enabled = true', '  default_policy = "deny"', '  tokens {',
      dc !== 'dr' ? leakOr(0.7, S('consul-acl-token', 'Consul agent ACL token', `    agent = "${K.consulToken()}"`), '    # agent token via CONSUL_HTTP_TOKEN') : null,
      dc === 'eu-west-1' ? leakOr(0.7, S('consul-acl-token', 'Consul initial management token', `    initial_management = "${K.consulToken()}"`), null) : null,
      '  }', '}',
      `node_id = "${uuid()}"`,
      'ports { https = 8501 }',
    ]);
  }
  file('infra/consul/services/ledger.json', [
    '{', '  "service": {', '    "name": "ledger",', `    "id": "ledger-${uuid()}",`, '    "port": 8080,',
    '    "check": { "http": "https://localhost:8080/actuator/health", "interval": "10s" }', '  }', '}',
  ]);
}

function ansible() {
  for (const env of ENVS) {
    const d = `infra/ansible/inventories/${env}`;
    file(`${d}/hosts.ini`, ['[sftp_gateway]', `sftp-gw-01.${env}.internal`, '[hsm_clients]', `hsm-client-0${1 + int(3)}.${env}.internal`, '[all:vars]', 'ansible_user=deploy']);
    file(`${d}/group_vars/all/vault.yml`, [N.ansibleVault()]);
    file(`${d}/group_vars/all/vars.yml`, [
      `env_name: ${env}`,
      'db_password: "{{ vault_db_password }}"',
      'rabbitmq_user: payments',
      env === 'dev' ? leakOr(0.8, S('rabbitmq-password', 'RabbitMQ password in plain group vars', `rabbitmq_password: ${plainPw()}`), 'rabbitmq_password: "{{ vault_rabbitmq_password }}"') : 'rabbitmq_password: "{{ vault_rabbitmq_password }}"',
      `hsm_server_cert_sha256: ${N.sha256()}`,
      env !== 'prod' ? leakOr(0.7, S('hsm-pin', 'HSM partition password in plain group vars', `hsm_partition_password: "${K.hsmPin()}"`), 'hsm_partition_password: "{{ vault_hsm_partition_password }}"') : 'hsm_partition_password: "{{ vault_hsm_partition_password }}"',
      'smtp_relay: email-smtp.eu-west-1.amazonaws.com',
      leakOr(0.5, S('smtp-password', 'SMTP relay password in plain group vars', `smtp_password: ${plainPw()}`), 'smtp_password: "{{ lookup(\'env\', \'SMTP_PASSWORD\') }}"'),
    ]);
    file(`${d}/host_vars/sftp-gw-01.yml`, [
      'sftp_users:', '  - name: bank_inbound', '    home: /srv/sftp/inbound',
      leakOr(0.6, S('sftp-password', 'SFTP user password in host vars', `    password: "${plainPw()}"`), '    password_hash: "' + '$6$' + from(ALNUM, 16) + '$' + from(ALNUM + './', 86) + '"'),
      '  - name: bank_outbound', '    home: /srv/sftp/outbound', '    password: "{{ vault_sftp_outbound_password }}"',
    ]);
  }
  const roles = {
    postgres: ['postgres_version: 16', 'postgres_listen: "*"', leakOr(0.7, S('database-password', 'postgres superuser password in role defaults', `postgres_superuser_password: ${password().replace(/[#:{}]/g, 'p')}`), 'postgres_superuser_password: "{{ vault_pg_superuser_password }}"'), 'postgres_admin_password: changeme'],
    rabbitmq: ['rabbitmq_version: 3.12.12', 'rabbitmq_erlang_cookie: "{{ vault_erlang_cookie }}"', 'rabbitmq_default_user: guest', 'rabbitmq_default_pass: guest'],
    luna_client: ['luna_client_version: 10.7.1', 'luna_slot: 2', leakOr(0.8, S('hsm-pin', 'HSM crypto-officer PIN in role defaults', `luna_co_pin: "${K.hsmPin()}"`), 'luna_co_pin: "{{ vault_luna_co_pin }}"')],
    sftp_gateway: ['sftp_port: 22', 'sftp_chroot: /srv/sftp', `sftp_host_key_fingerprint: SHA256:${from(B64, 43)}`],
    node_exporter: [`node_exporter_version: ${N.version()}`, `node_exporter_checksum: sha256:${N.sha256()}`],
  };
  for (const [role, lines] of Object.entries(roles)) {
    file(`infra/ansible/roles/${role}/defaults/main.yml`, ['---', lines]);
    file(`infra/ansible/roles/${role}/tasks/main.yml`, ['---', `- name: install ${role}`, '  ansible.builtin.package:', `    name: ${role.replace('_', '-')}`, '    state: present']);
  }
  file('infra/ansible/roles/rabbitmq/templates/rabbitmq.conf.j2', [
    'default_user = {{ rabbitmq_user }}', 'default_pass = {{ rabbitmq_password }}', 'listeners.ssl.default = 5671',
  ]);
  file('infra/ansible/roles/postgres/templates/pgpass.j2', [
    '{{ postgres_host }}:5432:*:postgres:{{ postgres_superuser_password }}',
  ]);
  file('infra/ansible/playbooks/site.yml', ['---', '- hosts: all', '  roles:', '    - node_exporter', '- hosts: sftp_gateway', '  roles:', '    - sftp_gateway', '- hosts: hsm_clients', '  roles:', '    - luna_client']);
  file('infra/ansible/ansible.cfg', ['[defaults]', 'inventory = inventories/dev/hosts.ini', 'vault_password_file = ~/.ansible/vault_pass.txt', 'host_key_checking = True']);
  file('infra/ansible/.vault_pass.txt', [leakOr(0.7, S('ansible-vault-password', 'Ansible Vault password file committed', password()), 'REPLACE_ME')]);
}

function ci() {
  file('.gitlab-ci.yml', [
    'stages: [build, test, deploy]',
    'variables:',
    '  MAVEN_OPTS: "-Dmaven.repo.local=.m2/repository"',
    '  DOCKER_DRIVER: overlay2',
    leakOr(0.7, S('nexus-password', 'Nexus password in GitLab CI variables', `  NEXUS_PASSWORD: "${plainPw()}"`), '  NEXUS_PASSWORD: $NEXUS_PASSWORD'),
    `  SONAR_HOST_URL: https://sonar.${DOMAIN}`,
    leakOr(0.6, S('sonar-token', 'Sonar token in GitLab CI variables', `  SONAR_TOKEN: ${K.sonar()}`), '  SONAR_TOKEN: $SONAR_TOKEN'),
    'build:', '  stage: build', '  image: maven:3.9-eclipse-temurin-21', '  script:', '    - mvn -B -s ci/settings.xml package',
    'deploy:prod:', '  stage: deploy', '  script:',
    leakOr(0.6, S('gitlab-token', 'GitLab access token on a git remote in CI', `    - git push https://oauth2:${K.glpat()}@gitlab.${DOMAIN}/platform/releases.git HEAD:main`), '    - git push https://gitlab-ci-token:${CI_JOB_TOKEN}@gitlab.' + DOMAIN + '/platform/releases.git HEAD:main'),
    '    - helm upgrade --install payments ./charts/payments -f values-prod.yaml',
    '  only: [main]',
  ]);
  file('ci/settings.xml', [
    '<settings>', '  <servers>', '    <server>', '      <id>tallypay-releases</id>', '      <username>deployer</username>',
    leakOr(0.7, S('nexus-password', 'Maven server password in settings.xml', `      <password>${plainPw()}</password>`), '      <password>${env.NEXUS_PASSWORD}</password>'),
    '    </server>', '    <server>', '      <id>tallypay-snapshots</id>', '      <username>${env.NEXUS_USER}</username>', '      <password>${env.NEXUS_PASSWORD}</password>', '    </server>', '  </servers>', '</settings>',
  ]);
  file('ci/gitlab/deploy-k8s.yml', [
    '.deploy:', '  image: bitnami/kubectl:1.29', '  variables:', '    KUBE_NAMESPACE: payments',
    leakOr(0.6, S('kube-token', 'Kubernetes service account token in CI', `    KUBE_TOKEN: eyJhbGciOiJSUzI1NiIsImtpZCI6Ii${from(URLSAFE, 60)}.eyJpc3MiOiJrdWJlcm5ldGVzL3NlcnZpY2VhY2NvdW50Ii${from(URLSAFE, 300)}.${from(URLSAFE, 342)}`), '    KUBE_TOKEN: $KUBE_DEPLOY_TOKEN'),
    '  script:', '    - kubectl --token "$KUBE_TOKEN" apply -f k8s/',
  ]);
  file('ci/Jenkinsfile.release', [
    'pipeline {', '  agent any', '  stages {', "    stage('tag') {", '      steps {',
    "        withCredentials([usernamePassword(credentialsId: 'git-bot', usernameVariable: 'U', passwordVariable: 'P')]) {",
    "          sh 'git push https://$U:$P@git.tallypay.io/platform/monorepo.git --tags'", '        }',
    leakOr(0.5, S('docker-registry-password', 'registry password on a docker login command', `        sh 'docker login -u ci-bot -p ${plainPw()} registry.${DOMAIN}'`), "        sh 'echo $REG_PW | docker login -u ci-bot --password-stdin registry." + DOMAIN + "'"),
    '      }', '    }', '  }', '}',
  ]);
}

function compose() {
  file('docker-compose.yml', [
    'services:', '  postgres:', '    image: postgres:16', '    environment:', '      POSTGRES_USER: tallypay', '      POSTGRES_PASSWORD: postgres',
    '  rabbitmq:', '    image: rabbitmq:3.12-management', '    environment:', '      RABBITMQ_DEFAULT_USER: guest', '      RABBITMQ_DEFAULT_PASS: guest',
    '  vault:', '    image: hashicorp/vault:1.15', '    environment:', '      VAULT_DEV_ROOT_TOKEN_ID: root', '    cap_add: [IPC_LOCK]',
    '  localstack:', '    image: localstack/localstack:3', '    environment:', `      AWS_ACCESS_KEY_ID: ${AWS_EXAMPLE[0]}`, `      AWS_SECRET_ACCESS_KEY: ${AWS_EXAMPLE[1]}`,
  ]);
  file('deploy/compose/docker-compose.staging.yml', [
    'services:', '  ledger:', `    image: registry.${DOMAIN}/ledger:${N.version()}`, '    environment:',
    '      SPRING_PROFILES_ACTIVE: staging',
    leakOr(0.8, S('database-password', 'database URL with password in compose', `      DB_URL: postgresql://ledger_app:${plainPw()}@ledger-staging-db.internal:5432/ledger`), '      DB_URL: postgresql://ledger_app@ledger-staging-db.internal:5432/ledger'),
    '  rabbitmq:', '    image: rabbitmq:3.12', '    environment:', '      RABBITMQ_DEFAULT_USER: payments',
    leakOr(0.8, S('rabbitmq-password', 'RabbitMQ password in staging compose', `      RABBITMQ_DEFAULT_PASS: ${plainPw()}`), '      RABBITMQ_DEFAULT_PASS: ${RABBITMQ_PASS:?}'),
    '  redis:', '    image: redis:7', leakOr(0.7, S('redis-password', 'redis --requirepass in compose', `    command: ["redis-server", "--requirepass", "${plainPw()}"]`), '    command: ["redis-server", "--requirepass", "${REDIS_PASSWORD}"]'),
  ]);
  file('deploy/compose/.env.example', ['DB_PASSWORD=', 'STRIPE_SECRET_KEY=sk_live_...', 'REDIS_PASSWORD=<set me>', 'RABBITMQ_PASS=changeme']);
  file('deploy/compose/docker-compose.reporting.yml', [
    'services:', '  metabase:', '    image: metabase/metabase:v0.48.0', '    environment:', '      MB_DB_TYPE: postgres', '      MB_DB_USER: metabase',
    leakOr(0.7, S('database-password', 'Metabase DB password in compose', `      MB_DB_PASS: ${plainPw()}`), '      MB_DB_PASS_FILE: /run/secrets/mb_db_pass'),
    leakOr(0.6, S('encryption-key', 'Metabase encryption secret key in compose', `      MB_ENCRYPTION_SECRET_KEY: ${b64(32)}`), null),
  ]);
}

function proxies() {
  file('deploy/nginx/conf.d/partner-api.conf', [
    'upstream gateway { server payments-gateway:8080; }',
    'server {', '  listen 443 ssl;', `  server_name partners.${DOMAIN};`,
    '  ssl_certificate /etc/nginx/tls/partners.crt;', '  ssl_certificate_key /etc/nginx/tls/partners.key;',
    '  location /v1/ {', '    proxy_pass http://gateway;',
    leakOr(0.7, S('basic-auth', 'basic-auth credentials in a proxy header', `    proxy_set_header Authorization "Basic ${base64('gateway-proxy:' + plainPw())}";`), '    proxy_set_header Authorization $http_authorization;'),
    `    proxy_set_header X-Request-Id $request_id;`, '  }', '}',
  ]);
  file('deploy/nginx/conf.d/fx-rates.conf', [
    'server {', '  listen 80;', '  location /rates/ {', '    proxy_pass https://fx-provider.example.com/v2/;',
    leakOr(0.7, S('api-key', 'provider API key in an nginx header', `    proxy_set_header X-Api-Key "${alnum(40)}";`), '    proxy_set_header X-Api-Key $fx_api_key;'),
    '  }', '}',
  ]);
  file('deploy/nginx/conf.d/admin.conf', [
    'server {', '  listen 443 ssl;', `  server_name admin.${DOMAIN};`, '  auth_basic "ops";', '  auth_basic_user_file /etc/nginx/htpasswd;', '}',
  ]);
  file('deploy/nginx/htpasswd', [`ops:${N.htpasswd()}`, `audit:${N.htpasswd()}`]);
  file('deploy/nginx/nginx.conf', ['worker_processes auto;', 'events { worker_connections 4096; }', 'http {', '  include conf.d/*.conf;', '  server_tokens off;', '}']);
  file('deploy/haproxy/haproxy.cfg', [
    'global', '  log stdout format raw local0', 'defaults', '  mode http', '  timeout connect 5s',
    'userlist ops', `  user admin password $6$${from(ALNUM, 16)}$${from(ALNUM + './', 86)}`,
    leakOr(0.6, S('haproxy-password', 'HAProxy insecure-password user', `  user viewer insecure-password ${plainPw()}`), '  user viewer password $6$' + from(ALNUM, 16) + '$' + from(ALNUM + './', 86)),
    'listen stats', '  bind :8404', '  stats enable', '  stats uri /stats',
    leakOr(0.75, S('haproxy-password', 'HAProxy stats auth credentials', `  stats auth admin:${plainPw()}`), '  stats http-request auth unless { http_auth(ops) }'),
    'backend ledger', '  server l1 ledger-1.internal:8080 check', '  server l2 ledger-2.internal:8080 check',
  ]);
  file('deploy/haproxy/certs/README.md', ['Certificates are fetched by the ACME sidecar. Fingerprint:', `SHA256 ${N.sha256()}`]);
}

function postman() {
  const envs = [['staging', 0.8], ['sandbox', 0.3], ['prod-readonly', 0.7]];
  for (const [env, p] of envs) {
    const vals = [
      ['baseUrl', `https://api.${env === 'prod-readonly' ? '' : env + '.'}${DOMAIN}`, null],
      ['merchantId', N.merchantId(), null],
      ['clientId', `postman-${env}`, null],
      ['clientSecret', K.oauthSecret(), 'OAuth client secret in a Postman environment value'],
      ['stripePublishableKey', N.stripePk(), null],
      ['adyenApiKey', K.adyenApiKey(), 'Adyen API key in a Postman environment value'],
    ];
    const lines = ['{', `  "id": "${uuid()}",`, `  "name": "TallyPay ${env}",`, '  "values": ['];
    vals.forEach(([key, value, why], i) => {
      const last = i === vals.length - 1;
      lines.push('    {', `      "key": "${key}",`);
      const leak = why && chance(p);
      const v = why && !leak ? '' : value;
      if (leak) lines.push(S(key === 'clientSecret' ? 'oauth-client-secret' : 'adyen-api-key', why, `      "value": "${v}",`));
      else lines.push(`      "value": "${v}",`);
      lines.push(`      "type": "${why ? 'secret' : 'default'}",`, '      "enabled": true', last ? '    }' : '    },');
    });
    lines.push('  ],', '  "_postman_variable_scope": "environment"', '}');
    file(`tools/postman/${env}.postman_environment.json`, lines);
  }
  for (const coll of ['payments', 'payouts', 'disputes', 'onboarding']) {
    const auth = chance(0.6);
    file(`tools/postman/${coll}.postman_collection.json`, [
      '{', '  "info": {', `    "_postman_id": "${uuid()}",`, `    "name": "${coll}",`, '    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"', '  },',
      '  "auth": {', '    "type": "bearer",', '    "bearer": [', '      {', '        "key": "token",',
      auth ? S('bearer-token', 'live bearer token saved in a Postman collection', `        "value": "${pick([K.stripeSecret, K.squareToken])()}",`) : '        "value": "{{accessToken}}",',
      '        "type": "string"', '      }', '    ]', '  },',
      '  "item": [', '    {', `      "name": "list ${coll}",`, '      "request": {', '        "method": "GET",',
      '        "header": [', `          { "key": "X-Request-Id", "value": "${uuid()}" },`, `          { "key": "Accept", "value": "application/json" }`, '        ],',
      `        "url": "{{baseUrl}}/v1/${coll}"`, '      }', '    }', '  ]', '}',
    ]);
  }
  file('tools/insomnia/export.yaml', [
    '_type: export', '__export_format: 4', 'resources:',
    `  - _id: env_${hex(32)}`, '    _type: environment', '    name: staging', '    data:', `      base_url: https://api.staging.${DOMAIN}`,
    leakOr(0.75, S('gocardless-access-token', 'GoCardless token in an Insomnia environment', `      gocardless_token: ${K.gocardless()}`), '      gocardless_token: ""'),
    leakOr(0.75, S('checkout-secret-key', 'Checkout.com secret key in an Insomnia environment', `      cko_secret_key: ${K.checkoutSecret()}`), '      cko_secret_key: "{{ _.cko_secret }}"'),
    `      cko_public_key: pk_${uuid()}`,
    `  - _id: req_${hex(32)}`, '    _type: request', '    name: Create payout', '    method: POST', '    url: "{{ _.base_url }}/v1/payouts"',
    '    authentication:', '      type: basic', '      username: payouts-cli',
    leakOr(0.7, S('basic-auth', 'basic-auth password in an Insomnia request', `      password: ${plainPw()}`), '      password: "{{ _.payouts_password }}"'),
  ]);
  file('tools/insomnia/workspace.json', [
    '{', '  "_type": "export",', '  "resources": [', `    { "_id": "wrk_${hex(32)}", "_type": "workspace", "name": "TallyPay" },`,
    `    { "_id": "req_${hex(32)}", "_type": "request", "url": "https://api.${DOMAIN}/health", "headers": [{ "name": "X-Trace", "value": "${uuid()}" }] }`, '  ]', '}',
  ]);
}

function scripts() {
  file('scripts/rotate-db-password.sh', [
    '#!/usr/bin/env bash', 'set -euo pipefail', 'NEW_PW="$(openssl rand -base64 24)"',
    'vault kv put secret/ledger/db password="$NEW_PW"',
    'psql "postgresql://admin@ledger-prod-db.internal/ledger" -c "ALTER USER ledger_app PASSWORD \'$NEW_PW\'"',
  ]);
  file('scripts/reconcile.sh', [
    '#!/usr/bin/env bash',
    leakOr(0.7, S('database-password', 'database URL with password in a script', `export PGURL="postgresql://recon:${plainPw()}@ledger-prod-db.internal:5432/ledger"`), 'export PGURL="${PGURL:?set PGURL}"'),
    'psql "$PGURL" -f sql/reconcile.sql',
  ]);
  file('scripts/stripe-replay.sh', [
    '#!/usr/bin/env bash',
    leakOr(0.7, S('stripe-secret-key', 'Stripe key exported in a script', `export STRIPE_API_KEY=${K.stripeRestricted()}`), 'export STRIPE_API_KEY="$(vault kv get -field=key secret/stripe)"'),
    'stripe events resend "$1"',
  ]);
  file('scripts/hsm-smoke.sh', [
    '#!/usr/bin/env bash', 'LUNA=/usr/safenet/lunaclient/bin',
    leakOr(0.7, S('hsm-pin', 'HSM PIN on a cmu command line', `$LUNA/cmu list -slot=2 -password=${K.hsmPin()}`), '$LUNA/cmu list -slot=2 -password="$HSM_PIN"'),
  ]);
  file('scripts/keytool-import.sh', [
    '#!/usr/bin/env bash',
    leakOr(0.75, S('keystore-password', 'key-store password on a keytool command line', `keytool -importcert -alias bank-root -file bank-root.pem -keystore truststore.jks -storepass ${plainPw()} -noprompt`), 'keytool -importcert -alias bank-root -file bank-root.pem -keystore truststore.jks -storepass:env STOREPASS -noprompt'),
    leakOr(0.6, S('keystore-password', 'PKCS12 export password on an openssl command line', `openssl pkcs12 -export -in server.crt -inkey server.key -out server.p12 -passout pass:${plainPw()}`), 'openssl pkcs12 -export -in server.crt -inkey server.key -out server.p12 -passout env:P12_PASS'),
  ]);
  file('scripts/smtp-test.py', [
    'import smtplib', '', `server = smtplib.SMTP("smtp.mailgun.org", 587)`, 'server.starttls()',
    leakOr(0.7, S('smtp-password', 'SMTP password in a test script', `server.login("postmaster@mg.${DOMAIN}", "${plainPw()}")`), `server.login("postmaster@mg.${DOMAIN}", os.environ["SMTP_PASSWORD"])`),
    leakOr(0.6, S('mailgun-api-key', 'Mailgun API key in a script', `MAILGUN_KEY = "${K.mailgun()}"`), 'MAILGUN_KEY = os.environ.get("MAILGUN_KEY", "")'),
  ]);
  file('scripts/load-fixtures.py', [
    'import uuid', '', `MERCHANTS = ["${uuid()}", "${uuid()}"]`, `CARDS = ${JSON.stringify(TEST_CARDS)}`, `STRIPE_TEST_KEY = "${STRIPE_DOC_TEST}"`,
    `LOGO = "data:image/png;base64,${N.png()}"`,
  ]);
  file('scripts/aws-assume.sh', [
    '#!/usr/bin/env bash',
    chance(0.7) ? [S('aws-access-key', 'AWS access key id exported in a script', `export AWS_ACCESS_KEY_ID=${K.awsAk()}`), S('aws-secret-key', 'AWS secret key exported in a script', `export AWS_SECRET_ACCESS_KEY=${K.awsSk()}`)] : 'export AWS_PROFILE=tallypay-ops',
    'aws sts assume-role --role-arn arn:aws:iam::123456789012:role/payments-ops --role-session-name ops',
  ]);
  file('scripts/jasypt.properties', [
    'jasypt.encryptor.algorithm=PBEWITHHMACSHA512ANDAES_256',
    leakOr(0.7, S('jasypt-password', 'Jasypt master password', `jasypt.encryptor.password=${password()}`), 'jasypt.encryptor.password=${JASYPT_PASSWORD}'),
    `spring.datasource.password=${N.jasypt()}`,
    `stripe.secret-key=${N.jasypt()}`,
  ]);
  file('config-repo/ledger-prod.yml', [
    'spring:', '  datasource:', `    password: '${N.cipher()}'`, 'stripe:', `  secret-key: '${N.cipher()}'`,
    'webhooks:', `  secret: '${N.cipher()}'`,
  ]);
  file('config-repo/payouts-prod.yml', [
    'bank:', '  sftp:', `    password: '${N.cipher()}'`,
    chance(0.6) ? S('sftp-password', 'bank SFTP password left unencrypted next to ciphertext', `    backup-password: ${plainPw()}`) : null,
    'hsm:', `  partition-pin: '${N.cipher()}'`,
  ]);
}

function docs() {
  file('docs/runbooks/bank-sftp.md', [
    '# Bank SFTP runbook', '', 'Host keys are in `deploy/bank/known_hosts`. Credentials live in Vault at `secret/payouts/bank`.', '',
    '```', 'sftp -i ~/.ssh/bank_ed25519 TLYPAY01@sftp.bank-one.example.net', '```', '',
    leakOr(0.5, S('sftp-password', 'fallback SFTP password written in a runbook', `Fallback password (bank reset it on 2025-11-03): \`${plainPw()}\``), 'Fallback password: ask the treasury on-call.'),
  ]);
  file('docs/runbooks/hsm.md', ['# HSM', '', 'PINs are split between two officers (M of N = 2 of 3).', `Partition serial: ${digits(10)}`, 'Never write a PIN in this repository.']);
  file('docs/adr/0007-webhook-signatures.md', [
    '# ADR 7: webhook signatures', '', 'We sign with HMAC-SHA256 over `timestamp.body`. Example from the spec:', '',
    '```', 'secret:    whsec_EXAMPLE_DO_NOT_USE', `signature: t=1700000000,v1=${N.sha256()}`, '```',
  ]);
  file('docs/onboarding.md', [
    '# Onboarding', '', 'Sandbox credentials for the partner portal are in 1Password (vault "Payments Eng").', '',
    `Test merchant: \`${N.merchantId()}\``, `Stripe test key (public, from Stripe docs): \`${STRIPE_DOC_TEST}\``,
    `AWS example keys: ${AWS_EXAMPLE[0]} / ${AWS_EXAMPLE[1]}`, '',
    leakOr(0.5, S('database-password', 'staging DB password in onboarding docs', `Staging DB: \`psql postgresql://readonly:${plainPw()}@ledger-staging-db.internal/ledger\``), 'Staging DB: `psql "$STAGING_DB_URL"`'),
  ]);
  file('docs/architecture.md', ['# Architecture', '', `Services: ${SERVICES.map((s) => s[0]).join(', ')}.`, '', `![diagram](data:image/png;base64,${N.png()})`]);
  file('CHANGELOG.md', ['# Changelog', '', ...Array.from({ length: 6 }, () => `- ${N.version()} (${hex(7)}): bump dependencies`)]);
  file('.gitignore', ['target/', 'build/', '.idea/', '*.iml', '.terraform/', 'http-client.private.env.json', '.vault_pass.txt', 'id_ed25519']);
  file('README.md', ['# tallypay backend', '', 'Monorepo of the payments backend.', `Release ${N.version()}`]);
  file('certs/bank-root.pem', [cert()]);
  file('certs/jwt-public.pem', [pubKey()]);
  file('certs/partner-signing.key', [leakOr(0.85, S('private-key', 'partner request signing RSA key', rsaKey()), '# generated at deploy time')]);
}

for (const s of SERVICES) service(s);
terraform();
vaultConsul();
ansible();
ci();
compose();
proxies();
postman();
scripts();
docs();

const labels = writeAll();
const readmeSet = [
  '# heldout16 — a payments company backend monorepo (written blind)',
  '',
  `Generated by bench/secrets/make-heldout16.mjs (seed 16016): ${files.size} files, ${labels.length} planted credentials.`,
  'LABELS.json lists each {file, line, kind, why}. See the generator\'s top comment for what counts as a credential.',
];
fs.writeFileSync(path.join(out, 'README-SET.md'), readmeSet.join('\n') + '\n');
const kinds = new Map();
for (const l of labels) kinds.set(l.kind, (kinds.get(l.kind) ?? 0) + 1);
console.log(`heldout16: ${files.size + 1} files, ${labels.length} labels in ${new Set(labels.map((l) => l.file)).size} files`);
console.log([...kinds].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', '));

#!/usr/bin/env node
/**
 * Writes bench/secrets/heldout11/: an eleventh held-out set for the secrets scanner, written blind
 * (without reading the scanner or its rules). Seeded, so reruns give the same files. Every
 * credential is random text from seeded-random.mjs in the provider's published shape; none is real.
 *
 *   node bench/secrets/make-heldout11.mjs [--seed N]
 *
 * The set is a SaaS integrations company's monorepo ("connectors"): about fifty connectors to
 * third-party APIs (payments, messaging, support and CRM, developer tools, AI, hosting), each written
 * in one of Elixir (config/*.exs), Rust (.rs constants, config.toml), Scala (HOCON application.conf),
 * Kotlin (Ktor application.yaml), Ruby, TypeScript or Python, with recorded HTTP cassettes (VCR YAML in
 * Ruby and Python, Polly HAR JSON, ExVCR JSON, WireMock mappings), OpenAPI specs with example keys,
 * Postman collections and environments, Insomnia exports, .http files, curl snippets in docs and CI
 * configuration. Careful authors leave environment reads, placeholders, redacted headers, obviously
 * fake test values, public identifiers (publishable keys, client ids, account SIDs, DSNs, anon JWTs,
 * Firebase web keys, Discord public keys, Cloudflare zone ids), hashes, checksums, request ids,
 * signatures of recorded webhooks and encrypted blobs in the same places.
 * The plant/label/write mechanics are shared with the earlier writers (planted-set.mjs).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { passwordMakers, plantedSet } from './planted-set.mjs';
import { ALNUM, B64, cap, DIG, LOW, seededRandom, seedFromArgs, UP } from './seeded-random.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, 'heldout11');
const draw = seededRandom(seedFromArgs(11011));
const { rnd, int, pick, from, hex, uuid } = draw;
const chance = (p) => rnd() < p;
const { cred, file, writeSet } = plantedSet(chance);

const WORDS = ['anchor', 'birch', 'canyon', 'delta', 'ember', 'fjord', 'glacier', 'heron', 'indigo', 'jasper',
  'kestrel', 'lagoon', 'mosaic', 'nimbus', 'onyx', 'prairie', 'quill', 'raven', 'sierra', 'tango', 'umber', 'vortex'];
const { password, plainPassword } = passwordMakers(draw, WORDS, {
  length: [12, 10], plainLength: [14, 8], plainHead: 6, plainMiddle: [5, 4],
});

const URLSAFE = ALNUM + '-_';
const UPHEX = '0123456789ABCDEF';
const b64 = (bytes) => {
  const n = Math.ceil(bytes / 3) * 4;
  const pad = (3 - (bytes % 3)) % 3;
  return from(B64, n - pad) + '='.repeat(pad);
};
const b64text = (s) => Buffer.from(s).toString('base64');
const b64url = (s) => Buffer.from(s).toString('base64url');
const digits = (n) => from('123456789', 1) + from(DIG, n - 1);
const jwt = (claims) => `${b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${b64url(JSON.stringify(claims))}.${from(URLSAFE, 43)}`;
const epoch = () => 1690000000 + int(40000000);
const isoDate = () => new Date((1700000000 + int(30000000)) * 1000).toISOString();
const httpDate = () => new Date((1700000000 + int(30000000)) * 1000).toUTCString();

// ---- PEM blocks (random base64 bodies with the real leading bytes of each structure) ----
const PEM_HEAD = {
  'RSA PRIVATE KEY': 'MIIEpAIBAAKCAQEA',
  'PRIVATE KEY': 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ',
  'EC PRIVATE KEY': 'MHcCAQEEI',
  'OPENSSH PRIVATE KEY': 'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
  'PUBLIC KEY': 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA',
  CERTIFICATE: 'MIIDdzCCAl+gAwIBAgIU',
};
const PEM_LEN = { 'RSA PRIVATE KEY': 1590, 'PRIVATE KEY': 1620, 'EC PRIVATE KEY': 160, 'OPENSSH PRIVATE KEY': 360, 'PUBLIC KEY': 360, CERTIFICATE: 1200 };
function pemBody(label) {
  const body = PEM_HEAD[label] + from(B64, PEM_LEN[label] - PEM_HEAD[label].length) + (label.includes('EC') ? '==' : '');
  return body.match(/.{1,64}/g);
}
const pem = (label) => [`-----BEGIN ${label}-----`, ...pemBody(label), `-----END ${label}-----`].join('\n');
const pemOneLine = (label) => `-----BEGIN ${label}-----\\n${pemBody(label).join('\\n')}\\n-----END ${label}-----\\n`;

// ---- provider-shaped values ----
const S = {
  stripeSk: () => (chance(0.5) ? 'sk_live_51' + from(ALNUM, 97) : 'sk_live_' + from(ALNUM, 24)),
  stripeRk: () => 'rk_live_51' + from(ALNUM, 97),
  whsec: () => 'whsec_' + from(ALNUM, 32),
  adyenKey: () => 'AQE' + from(B64, 92) + '==-' + b64(32) + '-' + from(ALNUM + '%;{}()<>', 16),
  adyenHmac: () => from(UPHEX, 64),
  braintreePriv: () => hex(32),
  braintreeToken: () => `access_token$production$${from(LOW + DIG, 16)}$${hex(32)}`,
  paypalSecret: () => 'E' + from(URLSAFE, 79),
  squareToken: () => 'EAAA' + from(URLSAFE, 60),
  squareSecret: () => 'sq0csp-' + from(URLSAFE, 43),
  squareSig: () => from(URLSAFE, 22),
  plaidSecret: () => hex(30),
  plaidAccess: () => `access-production-${uuid()}`,
  paddleKey: () => `pdl_live_apikey_01${from(LOW + DIG, 24)}_${from(ALNUM, 22)}_${from(ALNUM, 3)}`,
  paddleNtf: () => `pdl_ntfset_01${from(LOW + DIG, 24)}_${from(ALNUM, 32)}`,
  twilioToken: () => hex(32),
  twilioApiSecret: () => from(ALNUM, 32),
  vonageSecret: () => from(ALNUM, 16),
  messagebirdKey: () => from(ALNUM, 25),
  messagebirdSigning: () => from(ALNUM, 32),
  sendgrid: () => 'SG.' + from(URLSAFE, 22) + '.' + from(URLSAFE, 43),
  mailgunKey: () => (chance(0.5) ? 'key-' + hex(32) : `${hex(32)}-${hex(8)}-${hex(8)}`),
  mailgunSigning: () => hex(32),
  postmark: () => uuid(),
  mailchimp: () => `${hex(32)}-us${1 + int(21)}`,
  mandrill: () => from(URLSAFE, 22),
  zendesk: () => from(ALNUM, 40),
  zendeskSecret: () => hex(64),
  intercom: () => b64text(`tok:${uuid().replace(/-/g, '_')}:1:0`),
  intercomSecret: () => uuid(),
  hubspotPat: () => `pat-${pick(['na1', 'eu1', 'na2'])}-${uuid()}`,
  hubspotSecret: () => uuid(),
  sfSecret: () => from(UPHEX, 64),
  sfToken: () => '00D' + from(ALNUM, 12) + '!AQ' + from(ALNUM + '._', 94),
  sfRefresh: () => '5Aep861' + from(ALNUM + '._', 80),
  pipedrive: () => hex(40),
  freshdesk: () => from(ALNUM, 20),
  ghp: () => 'ghp_' + from(ALNUM, 36),
  githubPat: () => 'github_pat_11' + from(UP + DIG, 20) + '_' + from(ALNUM, 59),
  ghs: () => 'ghs_' + from(ALNUM, 36),
  githubSecret: () => hex(40),
  githubWebhook: () => (chance(0.5) ? hex(40) : from(ALNUM + '!#%*', 28)),
  glpat: () => 'glpat-' + from(URLSAFE, 20),
  glrt: () => 'glrt-' + from(URLSAFE, 20),
  glptt: () => 'glptt-' + hex(40),
  gldt: () => 'gldt-' + from(URLSAFE, 20),
  bitbucket: () => 'ATBB' + from(ALNUM, 24) + from(UPHEX, 8),
  atlassian: () => 'ATATT3xFfGF0' + from(URLSAFE, 170) + '=' + from(UPHEX, 8),
  linear: () => 'lin_api_' + from(ALNUM, 40),
  linearWh: () => 'lin_wh_' + from(ALNUM, 40),
  asana: () => (chance(0.5) ? `1/${digits(16)}:${hex(32)}` : `2/${digits(16)}/${digits(16)}:${hex(32)}`),
  notion: () => (chance(0.5) ? 'secret_' + from(ALNUM, 43) : 'ntn_' + from(DIG, 11) + from(ALNUM, 35)),
  airtable: () => 'pat' + from(ALNUM, 14) + '.' + hex(64),
  sentryOrg: () => 'sntrys_' + b64text(JSON.stringify({ iat: epoch(), url: 'https://sentry.io', region_url: 'https://us.sentry.io', org: 'connectors-inc' })).replace(/=+$/, '') + '_' + from(ALNUM + '+/', 43),
  sentryUser: () => 'sntryu_' + hex(64),
  ddApi: () => hex(32),
  ddApp: () => hex(40),
  nrUser: () => 'NRAK-' + from(UP + DIG, 27),
  nrLicense: () => hex(36) + 'NRAL',
  nrInsert: () => 'NRII-' + from(URLSAFE, 32),
  pagerduty: () => (chance(0.5) ? 'u+' + from(URLSAFE, 18) : from(URLSAFE, 20)),
  pdRouting: () => hex(32),
  okta: () => '00' + from(URLSAFE, 40),
  oktaSecret: () => from(URLSAFE, 40),
  auth0Secret: () => from(URLSAFE, 64),
  auth0Mgmt: () => `eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCIsImtpZCI6I${from(URLSAFE, 40)}.${b64url(JSON.stringify({ iss: 'https://connectors.us.auth0.com/', sub: from(ALNUM, 32) + '@clients', aud: 'https://connectors.us.auth0.com/api/v2/', iat: 1718000000, exp: 1718086400, scope: 'read:users update:users', gty: 'client-credentials' }))}.${from(URLSAFE, 342)}`,
  shpat: () => 'shpat_' + hex(32),
  shpss: () => 'shpss_' + hex(32),
  discordBot: () => b64url(digits(19)).replace(/=+$/, '') + '.' + from(URLSAFE, 6) + '.' + from(URLSAFE, 38),
  discordHook: () => `https://discord.com/api/webhooks/${digits(19)}/${from(URLSAFE, 68)}`,
  telegram: () => `${digits(10)}:AA${from(URLSAFE, 33)}`,
  xoxb: () => `xoxb-${digits(12)}-${digits(13)}-${from(ALNUM, 24)}`,
  xoxp: () => `xoxp-${digits(12)}-${digits(12)}-${digits(13)}-${hex(32)}`,
  xapp: () => `xapp-1-A${from(UP + DIG, 10)}-${digits(13)}-${hex(64)}`,
  slackHook: () => `https://hooks.slack.com/services/T${from(UP + DIG, 8)}/B${from(UP + DIG, 10)}/${from(ALNUM, 24)}`,
  slackSigning: () => hex(32),
  openai: () => (chance(0.6) ? 'sk-proj-' + from(URLSAFE, 74) + 'T3BlbkFJ' + from(URLSAFE, 74) : 'sk-' + from(ALNUM, 20) + 'T3BlbkFJ' + from(ALNUM, 20)),
  anthropic: () => 'sk-ant-api03-' + from(URLSAFE, 93) + 'AA',
  cohere: () => from(ALNUM, 40),
  cfToken: () => from(URLSAFE, 40),
  cfGlobal: () => hex(37),
  cfOrigin: () => `v1.0-${hex(24)}-${hex(146)}`,
  doToken: () => 'dop_v1_' + hex(64),
  doSpacesId: () => 'DO00' + from(UP + DIG, 16),
  doSpacesSecret: () => from(B64.slice(0, 63), 43),
  heroku: () => (chance(0.5) ? uuid() : 'HRKU-AA' + from(URLSAFE, 58)),
  fly: () => 'fo1_' + from(URLSAFE, 43),
  vercel: () => from(ALNUM, 24),
  supabaseService: (ref) => jwt({ iss: 'supabase', ref, role: 'service_role', iat: 1700000000, exp: 2015576000 }),
  supabaseSecret: () => 'sb_secret_' + from(URLSAFE, 31),
  fcm: () => 'AAAA' + from(URLSAFE, 7) + ':APA91b' + from(URLSAFE, 134),
  google: () => 'GOCSPX-' + from(URLSAFE, 28),
};

// ---- public or harmless look-alikes of the same providers ----
const P = {
  stripePk: () => (chance(0.5) ? 'pk_live_51' + from(ALNUM, 97) : 'pk_live_' + from(ALNUM, 24)),
  stripeAcct: () => 'acct_1' + from(ALNUM, 15),
  stripePrice: () => 'price_1' + from(ALNUM, 23),
  adyenClient: () => 'live_' + from(UP + DIG, 32),
  braintreeMerchant: () => from(LOW + DIG, 16),
  braintreePublic: () => from(LOW + DIG, 16),
  paypalId: () => 'A' + from(URLSAFE, 79),
  paypalWebhookId: () => from(UP + DIG, 17),
  squareApp: () => 'sq0idp-' + from(URLSAFE, 22),
  squareLocation: () => 'L' + from(UP + DIG, 12),
  plaidClient: () => hex(24),
  paddleClient: () => 'live_' + hex(27),
  twilioSid: () => 'AC' + hex(32),
  twilioService: () => 'MG' + hex(32),
  vonageKey: () => hex(8),
  mailchimpList: () => hex(10),
  hubspotPortal: () => digits(8),
  sfConsumerKey: () => '3MVG9' + from(ALNUM + '._', 80),
  githubClientId: () => 'Iv1.' + hex(16),
  githubAppId: () => digits(6),
  oktaClient: () => '0oa' + from(ALNUM, 17),
  auth0Client: () => from(ALNUM, 32),
  shopifyApiKey: () => hex(32),
  shopifyStorefront: () => hex(32),
  discordApp: () => digits(19),
  discordPublicKey: () => hex(64),
  slackClientId: () => `${digits(12)}.${digits(13)}`,
  openaiOrg: () => 'org-' + from(ALNUM, 24),
  cfZone: () => hex(32),
  cfAccount: () => hex(32),
  ddClient: () => 'pub' + hex(32),
  nrBrowser: () => 'NRJS-' + hex(19),
  sentryDsn: () => `https://${hex(32)}@o${digits(6)}.ingest.${pick(['us.', 'de.', ''])}sentry.io/${digits(7)}`,
  firebaseWeb: () => 'AIza' + from(URLSAFE, 35),
  supabaseAnon: (ref) => jwt({ iss: 'supabase', ref, role: 'anon', iat: 1700000000, exp: 2015576000 }),
  supabasePublishable: () => 'sb_publishable_' + from(URLSAFE, 31),
  googleClient: () => `${digits(12)}-${from(LOW + DIG, 32)}.apps.googleusercontent.com`,
};

/** The text an author writes instead of a secret: masked with the prefix kept, or a placeholder. */
function fakeOf(value, prefix = '') {
  const n = Math.max(8, value.length - prefix.length);
  switch (int(7)) {
    case 0: return prefix + 'x'.repeat(n);
    case 1: return prefix + '0'.repeat(n);
    case 2: return prefix + 'X'.repeat(n);
    case 3: return prefix + ('test' + '1234567890').repeat(4).slice(0, n);
    case 4: return prefix + 'EXAMPLE' + '0'.repeat(Math.max(1, n - 7));
    case 5: return prefix + 'fake_' + 'abc123'.repeat(6).slice(0, Math.max(4, n - 5));
    default: return prefix + 'dummy' + 'x'.repeat(Math.max(3, n - 5));
  }
}
const PLACEHOLDERS = ['<your-api-key>', 'YOUR_API_KEY', 'REPLACE_ME', 'changeme', '<token>', '${API_KEY}', '{{api_key}}',
  'xxx', '********', '<redacted>', 'TODO', 'your-secret-here', '<SECRET>', '...'];

// ---- the connectors ----
const SUPA_REF = from(LOW, 20);
const sec = (k, env, kind, make, prefix = '') => ({ k, env, kind, make, prefix });
const pub = (k, env, make) => ({ k, env, make });
const bearer = (v) => ['Authorization', 'Bearer ' + v];
const header = (name, pre = '') => (v) => [name, pre + v];
const basic = (user) => (v) => ['Authorization', 'Basic ' + b64text(`${user}:${v}`)];

const CONNECTORS = [
  { id: 'stripe', name: 'Stripe', lang: 'elixir', host: 'api.stripe.com', path: '/v1/payment_intents', auth: bearer,
    secrets: [sec('secret_key', 'STRIPE_SECRET_KEY', 'stripe', S.stripeSk, 'sk_live_'), sec('restricted_key', 'STRIPE_RESTRICTED_KEY', 'stripe', S.stripeRk, 'rk_live_'),
      sec('webhook_secret', 'STRIPE_WEBHOOK_SECRET', 'stripe-webhook', S.whsec, 'whsec_')],
    publics: [pub('publishable_key', 'STRIPE_PUBLISHABLE_KEY', P.stripePk), pub('account_id', 'STRIPE_ACCOUNT', P.stripeAcct), pub('default_price', 'STRIPE_PRICE_ID', P.stripePrice)] },
  { id: 'adyen', name: 'Adyen', lang: 'scala', host: 'checkout-live.adyenpayments.com', path: '/checkout/v71/payments', auth: header('X-API-Key'),
    secrets: [sec('api_key', 'ADYEN_API_KEY', 'adyen', S.adyenKey, 'AQE'), sec('hmac_key', 'ADYEN_HMAC_KEY', 'adyen', S.adyenHmac)],
    publics: [pub('client_key', 'ADYEN_CLIENT_KEY', P.adyenClient), pub('merchant_account', 'ADYEN_MERCHANT_ACCOUNT', () => 'ConnectorsIncECOM')] },
  { id: 'braintree', name: 'Braintree', lang: 'ruby', host: 'api.braintreegateway.com', path: '/merchants/m/transactions', auth: null,
    secrets: [sec('private_key', 'BRAINTREE_PRIVATE_KEY', 'braintree', S.braintreePriv), sec('access_token', 'BRAINTREE_ACCESS_TOKEN', 'braintree', S.braintreeToken, 'access_token$production$')],
    publics: [pub('merchant_id', 'BRAINTREE_MERCHANT_ID', P.braintreeMerchant), pub('public_key', 'BRAINTREE_PUBLIC_KEY', P.braintreePublic)] },
  { id: 'paypal', name: 'PayPal', lang: 'ts', host: 'api-m.paypal.com', path: '/v2/checkout/orders', auth: null,
    secrets: [sec('client_secret', 'PAYPAL_CLIENT_SECRET', 'paypal', S.paypalSecret)],
    publics: [pub('client_id', 'PAYPAL_CLIENT_ID', P.paypalId), pub('webhook_id', 'PAYPAL_WEBHOOK_ID', P.paypalWebhookId)] },
  { id: 'square', name: 'Square', lang: 'kotlin', host: 'connect.squareup.com', path: '/v2/payments', auth: bearer,
    secrets: [sec('access_token', 'SQUARE_ACCESS_TOKEN', 'square', S.squareToken, 'EAAA'), sec('application_secret', 'SQUARE_APPLICATION_SECRET', 'square', S.squareSecret, 'sq0csp-'),
      sec('webhook_signature_key', 'SQUARE_WEBHOOK_SIGNATURE_KEY', 'square', S.squareSig)],
    publics: [pub('application_id', 'SQUARE_APPLICATION_ID', P.squareApp), pub('location_id', 'SQUARE_LOCATION_ID', P.squareLocation)] },
  { id: 'plaid', name: 'Plaid', lang: 'python', host: 'production.plaid.com', path: '/transactions/sync', auth: header('PLAID-SECRET'),
    secrets: [sec('secret', 'PLAID_SECRET', 'plaid', S.plaidSecret), sec('access_token', 'PLAID_ACCESS_TOKEN', 'plaid', S.plaidAccess, 'access-production-')],
    publics: [pub('client_id', 'PLAID_CLIENT_ID', P.plaidClient)] },
  { id: 'paddle', name: 'Paddle', lang: 'rust', host: 'api.paddle.com', path: '/transactions', auth: bearer,
    secrets: [sec('api_key', 'PADDLE_API_KEY', 'paddle', S.paddleKey, 'pdl_live_apikey_'), sec('notification_secret', 'PADDLE_WEBHOOK_SECRET', 'paddle', S.paddleNtf, 'pdl_ntfset_')],
    publics: [pub('client_token', 'PADDLE_CLIENT_TOKEN', P.paddleClient)] },
  { id: 'twilio', name: 'Twilio', lang: 'ruby', host: 'api.twilio.com', path: '/2010-04-01/Accounts/AC/Messages.json', auth: null,
    secrets: [sec('auth_token', 'TWILIO_AUTH_TOKEN', 'twilio', S.twilioToken), sec('api_key_secret', 'TWILIO_API_SECRET', 'twilio', S.twilioApiSecret)],
    publics: [pub('account_sid', 'TWILIO_ACCOUNT_SID', P.twilioSid), pub('messaging_service_sid', 'TWILIO_MESSAGING_SERVICE_SID', P.twilioService)] },
  { id: 'vonage', name: 'Vonage', lang: 'kotlin', host: 'rest.nexmo.com', path: '/sms/json', auth: null,
    secrets: [sec('api_secret', 'VONAGE_API_SECRET', 'vonage', S.vonageSecret), sec('signature_secret', 'VONAGE_SIGNATURE_SECRET', 'vonage', () => from(ALNUM, 48))],
    publics: [pub('api_key', 'VONAGE_API_KEY', P.vonageKey), pub('application_id', 'VONAGE_APPLICATION_ID', uuid)] },
  { id: 'messagebird', name: 'MessageBird', lang: 'elixir', host: 'rest.messagebird.com', path: '/messages', auth: header('Authorization', 'AccessKey '),
    secrets: [sec('access_key', 'MESSAGEBIRD_ACCESS_KEY', 'messagebird', S.messagebirdKey), sec('signing_key', 'MESSAGEBIRD_SIGNING_KEY', 'messagebird', S.messagebirdSigning)],
    publics: [pub('originator', 'MESSAGEBIRD_ORIGINATOR', () => 'Connectors')] },
  { id: 'sendgrid', name: 'SendGrid', lang: 'python', host: 'api.sendgrid.com', path: '/v3/mail/send', auth: bearer,
    secrets: [sec('api_key', 'SENDGRID_API_KEY', 'sendgrid', S.sendgrid, 'SG.')],
    publics: [pub('from_email', 'SENDGRID_FROM', () => 'notifications@connectors.example.com'), pub('template_id', 'SENDGRID_TEMPLATE_ID', () => 'd-' + hex(32))] },
  { id: 'mailgun', name: 'Mailgun', lang: 'rust', host: 'api.mailgun.net', path: '/v3/mg.connectors.example.com/messages', auth: null,
    secrets: [sec('api_key', 'MAILGUN_API_KEY', 'mailgun', S.mailgunKey), sec('webhook_signing_key', 'MAILGUN_WEBHOOK_SIGNING_KEY', 'mailgun', S.mailgunSigning)],
    publics: [pub('domain', 'MAILGUN_DOMAIN', () => 'mg.connectors.example.com')] },
  { id: 'postmark', name: 'Postmark', lang: 'ts', host: 'api.postmarkapp.com', path: '/email', auth: header('X-Postmark-Server-Token'),
    secrets: [sec('server_token', 'POSTMARK_SERVER_TOKEN', 'postmark', S.postmark), sec('account_token', 'POSTMARK_ACCOUNT_TOKEN', 'postmark', S.postmark)],
    publics: [pub('message_stream', 'POSTMARK_STREAM', () => 'outbound'), pub('template_alias', 'POSTMARK_TEMPLATE', () => 'welcome-v2')] },
  { id: 'mailchimp', name: 'Mailchimp', lang: 'scala', host: 'us21.api.mailchimp.com', path: '/3.0/lists', auth: null,
    secrets: [sec('api_key', 'MAILCHIMP_API_KEY', 'mailchimp', S.mailchimp), sec('mandrill_key', 'MANDRILL_API_KEY', 'mailchimp', S.mandrill)],
    publics: [pub('audience_id', 'MAILCHIMP_AUDIENCE_ID', P.mailchimpList)] },
  { id: 'zendesk', name: 'Zendesk', lang: 'ruby', host: 'connectors.zendesk.com', path: '/api/v2/tickets.json', auth: null,
    secrets: [sec('api_token', 'ZENDESK_API_TOKEN', 'zendesk', S.zendesk), sec('oauth_client_secret', 'ZENDESK_CLIENT_SECRET', 'zendesk', S.zendeskSecret)],
    publics: [pub('subdomain', 'ZENDESK_SUBDOMAIN', () => 'connectors'), pub('agent_email', 'ZENDESK_EMAIL', () => 'integrations@connectors.example.com')] },
  { id: 'intercom', name: 'Intercom', lang: 'ts', host: 'api.intercom.io', path: '/contacts', auth: bearer,
    secrets: [sec('access_token', 'INTERCOM_ACCESS_TOKEN', 'intercom', S.intercom, 'dG9rOj'), sec('client_secret', 'INTERCOM_CLIENT_SECRET', 'intercom', S.intercomSecret)],
    publics: [pub('app_id', 'INTERCOM_APP_ID', () => from(LOW + DIG, 8)), pub('client_id', 'INTERCOM_CLIENT_ID', uuid)] },
  { id: 'hubspot', name: 'HubSpot', lang: 'python', host: 'api.hubapi.com', path: '/crm/v3/objects/contacts', auth: bearer,
    secrets: [sec('private_app_token', 'HUBSPOT_ACCESS_TOKEN', 'hubspot', S.hubspotPat, 'pat-na1-'), sec('client_secret', 'HUBSPOT_CLIENT_SECRET', 'hubspot', S.hubspotSecret)],
    publics: [pub('portal_id', 'HUBSPOT_PORTAL_ID', P.hubspotPortal), pub('client_id', 'HUBSPOT_CLIENT_ID', uuid)] },
  { id: 'salesforce', name: 'Salesforce', lang: 'scala', host: 'connectors.my.salesforce.com', path: '/services/data/v60.0/sobjects/Account', auth: bearer,
    secrets: [sec('consumer_secret', 'SF_CONSUMER_SECRET', 'salesforce', S.sfSecret), sec('access_token', 'SF_ACCESS_TOKEN', 'salesforce', S.sfToken, '00D'),
      sec('refresh_token', 'SF_REFRESH_TOKEN', 'salesforce', S.sfRefresh, '5Aep861')],
    publics: [pub('consumer_key', 'SF_CONSUMER_KEY', P.sfConsumerKey), pub('instance_url', 'SF_INSTANCE_URL', () => 'https://connectors.my.salesforce.com')] },
  { id: 'pipedrive', name: 'Pipedrive', lang: 'elixir', host: 'api.pipedrive.com', path: '/v1/deals', auth: null,
    secrets: [sec('api_token', 'PIPEDRIVE_API_TOKEN', 'pipedrive', S.pipedrive)],
    publics: [pub('company_domain', 'PIPEDRIVE_DOMAIN', () => 'connectors')] },
  { id: 'freshdesk', name: 'Freshdesk', lang: 'kotlin', host: 'connectors.freshdesk.com', path: '/api/v2/tickets', auth: null,
    secrets: [sec('api_key', 'FRESHDESK_API_KEY', 'freshdesk', S.freshdesk)],
    publics: [pub('domain', 'FRESHDESK_DOMAIN', () => 'connectors.freshdesk.com')] },
  { id: 'github', name: 'GitHub', lang: 'rust', host: 'api.github.com', path: '/repos/connectors-inc/connectors/issues', auth: bearer,
    secrets: [sec('token', 'GITHUB_TOKEN', 'github', () => (chance(0.5) ? S.ghp() : S.githubPat()), 'ghp_'), sec('client_secret', 'GITHUB_CLIENT_SECRET', 'github', S.githubSecret),
      sec('webhook_secret', 'GITHUB_WEBHOOK_SECRET', 'github', S.githubWebhook)],
    publics: [pub('client_id', 'GITHUB_CLIENT_ID', P.githubClientId), pub('app_id', 'GITHUB_APP_ID', P.githubAppId)] },
  { id: 'gitlab', name: 'GitLab', lang: 'python', host: 'gitlab.com', path: '/api/v4/projects', auth: header('PRIVATE-TOKEN'),
    secrets: [sec('private_token', 'GITLAB_TOKEN', 'gitlab', S.glpat, 'glpat-'), sec('runner_token', 'GITLAB_RUNNER_TOKEN', 'gitlab', S.glrt, 'glrt-'),
      sec('trigger_token', 'GITLAB_TRIGGER_TOKEN', 'gitlab', S.glptt, 'glptt-'), sec('deploy_token', 'GITLAB_DEPLOY_TOKEN', 'gitlab', S.gldt, 'gldt-')],
    publics: [pub('project_id', 'GITLAB_PROJECT_ID', () => digits(8))] },
  { id: 'bitbucket', name: 'Bitbucket', lang: 'ts', host: 'api.bitbucket.org', path: '/2.0/repositories/connectors-inc', auth: basic('connectors-bot'),
    secrets: [sec('app_password', 'BITBUCKET_APP_PASSWORD', 'bitbucket', S.bitbucket, 'ATBB')],
    publics: [pub('username', 'BITBUCKET_USERNAME', () => 'connectors-bot'), pub('workspace', 'BITBUCKET_WORKSPACE', () => 'connectors-inc')] },
  { id: 'atlassian', name: 'Jira', lang: 'kotlin', host: 'connectors.atlassian.net', path: '/rest/api/3/issue', auth: basic('integrations@connectors.example.com'),
    secrets: [sec('api_token', 'JIRA_API_TOKEN', 'atlassian', S.atlassian, 'ATATT3xFfGF0')],
    publics: [pub('email', 'JIRA_EMAIL', () => 'integrations@connectors.example.com'), pub('cloud_id', 'JIRA_CLOUD_ID', uuid)] },
  { id: 'linear', name: 'Linear', lang: 'ts', host: 'api.linear.app', path: '/graphql', auth: header('Authorization'),
    secrets: [sec('api_key', 'LINEAR_API_KEY', 'linear', S.linear, 'lin_api_'), sec('webhook_secret', 'LINEAR_WEBHOOK_SECRET', 'linear', S.linearWh, 'lin_wh_')],
    publics: [pub('team_id', 'LINEAR_TEAM_ID', uuid)] },
  { id: 'asana', name: 'Asana', lang: 'ruby', host: 'app.asana.com', path: '/api/1.0/tasks', auth: bearer,
    secrets: [sec('personal_access_token', 'ASANA_PAT', 'asana', S.asana)],
    publics: [pub('workspace_gid', 'ASANA_WORKSPACE', () => digits(16))] },
  { id: 'notion', name: 'Notion', lang: 'python', host: 'api.notion.com', path: '/v1/pages', auth: bearer,
    secrets: [sec('integration_token', 'NOTION_TOKEN', 'notion', S.notion, 'secret_')],
    publics: [pub('database_id', 'NOTION_DATABASE_ID', () => hex(32))] },
  { id: 'airtable', name: 'Airtable', lang: 'elixir', host: 'api.airtable.com', path: '/v0/appConnectors/Leads', auth: bearer,
    secrets: [sec('personal_access_token', 'AIRTABLE_PAT', 'airtable', S.airtable, 'pat')],
    publics: [pub('base_id', 'AIRTABLE_BASE_ID', () => 'app' + from(ALNUM, 14))] },
  { id: 'sentry', name: 'Sentry', lang: 'rust', host: 'sentry.io', path: '/api/0/organizations/connectors-inc/issues/', auth: bearer,
    secrets: [sec('auth_token', 'SENTRY_AUTH_TOKEN', 'sentry', () => (chance(0.5) ? S.sentryOrg() : S.sentryUser()), 'sntryu_')],
    publics: [pub('dsn', 'SENTRY_DSN', P.sentryDsn), pub('org', 'SENTRY_ORG', () => 'connectors-inc')] },
  { id: 'datadog', name: 'Datadog', lang: 'scala', host: 'api.datadoghq.com', path: '/api/v2/series', auth: header('DD-API-KEY'),
    secrets: [sec('api_key', 'DD_API_KEY', 'datadog', S.ddApi), sec('app_key', 'DD_APP_KEY', 'datadog', S.ddApp)],
    publics: [pub('client_token', 'DD_CLIENT_TOKEN', P.ddClient), pub('site', 'DD_SITE', () => 'datadoghq.com')] },
  { id: 'newrelic', name: 'New Relic', lang: 'kotlin', host: 'api.newrelic.com', path: '/graphql', auth: header('API-Key'),
    secrets: [sec('user_key', 'NEW_RELIC_API_KEY', 'newrelic', S.nrUser, 'NRAK-'), sec('license_key', 'NEW_RELIC_LICENSE_KEY', 'newrelic', S.nrLicense),
      sec('insert_key', 'NEW_RELIC_INSERT_KEY', 'newrelic', S.nrInsert, 'NRII-')],
    publics: [pub('browser_key', 'NEW_RELIC_BROWSER_KEY', P.nrBrowser), pub('account_id', 'NEW_RELIC_ACCOUNT_ID', () => digits(7))] },
  { id: 'pagerduty', name: 'PagerDuty', lang: 'python', host: 'api.pagerduty.com', path: '/incidents', auth: header('Authorization', 'Token token='),
    secrets: [sec('api_token', 'PAGERDUTY_TOKEN', 'pagerduty', S.pagerduty), sec('routing_key', 'PAGERDUTY_ROUTING_KEY', 'pagerduty', S.pdRouting)],
    publics: [pub('service_id', 'PAGERDUTY_SERVICE_ID', () => 'P' + from(UP + DIG, 6))] },
  { id: 'okta', name: 'Okta', lang: 'scala', host: 'connectors.okta.com', path: '/api/v1/users', auth: header('Authorization', 'SSWS '),
    secrets: [sec('api_token', 'OKTA_API_TOKEN', 'okta', S.okta, '00'), sec('client_secret', 'OKTA_CLIENT_SECRET', 'okta', S.oktaSecret)],
    publics: [pub('client_id', 'OKTA_CLIENT_ID', P.oktaClient), pub('issuer', 'OKTA_ISSUER', () => 'https://connectors.okta.com/oauth2/default')] },
  { id: 'auth0', name: 'Auth0', lang: 'ts', host: 'connectors.us.auth0.com', path: '/api/v2/users', auth: bearer,
    secrets: [sec('client_secret', 'AUTH0_CLIENT_SECRET', 'auth0', S.auth0Secret), sec('management_token', 'AUTH0_MGMT_TOKEN', 'auth0', S.auth0Mgmt, 'eyJ')],
    publics: [pub('client_id', 'AUTH0_CLIENT_ID', P.auth0Client), pub('domain', 'AUTH0_DOMAIN', () => 'connectors.us.auth0.com')] },
  { id: 'shopify', name: 'Shopify', lang: 'ruby', host: 'connectors-store.myshopify.com', path: '/admin/api/2024-04/orders.json', auth: header('X-Shopify-Access-Token'),
    secrets: [sec('admin_token', 'SHOPIFY_ADMIN_TOKEN', 'shopify', S.shpat, 'shpat_'), sec('api_secret', 'SHOPIFY_API_SECRET', 'shopify', S.shpss, 'shpss_')],
    publics: [pub('api_key', 'SHOPIFY_API_KEY', P.shopifyApiKey), pub('storefront_token', 'SHOPIFY_STOREFRONT_TOKEN', P.shopifyStorefront)] },
  { id: 'discord', name: 'Discord', lang: 'rust', host: 'discord.com', path: '/api/v10/channels/1/messages', auth: header('Authorization', 'Bot '),
    secrets: [sec('bot_token', 'DISCORD_BOT_TOKEN', 'discord', S.discordBot), sec('webhook_url', 'DISCORD_WEBHOOK_URL', 'discord-webhook', S.discordHook, 'https://discord.com/api/webhooks/')],
    publics: [pub('application_id', 'DISCORD_APPLICATION_ID', P.discordApp), pub('public_key', 'DISCORD_PUBLIC_KEY', P.discordPublicKey)] },
  { id: 'telegram', name: 'Telegram', lang: 'python', host: 'api.telegram.org', path: '/sendMessage', auth: null,
    secrets: [sec('bot_token', 'TELEGRAM_BOT_TOKEN', 'telegram', S.telegram)],
    publics: [pub('chat_id', 'TELEGRAM_CHAT_ID', () => '-100' + digits(10))] },
  { id: 'slack', name: 'Slack', lang: 'elixir', host: 'slack.com', path: '/api/chat.postMessage', auth: bearer,
    secrets: [sec('bot_token', 'SLACK_BOT_TOKEN', 'slack', S.xoxb, 'xoxb-'), sec('app_token', 'SLACK_APP_TOKEN', 'slack', S.xapp, 'xapp-'),
      sec('signing_secret', 'SLACK_SIGNING_SECRET', 'slack', S.slackSigning), sec('webhook_url', 'SLACK_WEBHOOK_URL', 'slack-webhook', S.slackHook, 'https://hooks.slack.com/services/'),
      sec('client_secret', 'SLACK_CLIENT_SECRET', 'slack', S.slackSigning)],
    publics: [pub('client_id', 'SLACK_CLIENT_ID', P.slackClientId), pub('default_channel', 'SLACK_CHANNEL', () => '#integrations-alerts')] },
  { id: 'openai', name: 'OpenAI', lang: 'python', host: 'api.openai.com', path: '/v1/chat/completions', auth: bearer,
    secrets: [sec('api_key', 'OPENAI_API_KEY', 'openai', S.openai, 'sk-proj-')],
    publics: [pub('organization', 'OPENAI_ORG_ID', P.openaiOrg), pub('model', 'OPENAI_MODEL', () => 'gpt-4o-mini')] },
  { id: 'anthropic', name: 'Anthropic', lang: 'ts', host: 'api.anthropic.com', path: '/v1/messages', auth: header('x-api-key'),
    secrets: [sec('api_key', 'ANTHROPIC_API_KEY', 'anthropic', S.anthropic, 'sk-ant-api03-')],
    publics: [pub('model', 'ANTHROPIC_MODEL', () => 'claude-3-5-sonnet-latest'), pub('api_version', 'ANTHROPIC_VERSION', () => '2023-06-01')] },
  { id: 'cohere', name: 'Cohere', lang: 'rust', host: 'api.cohere.com', path: '/v1/chat', auth: bearer,
    secrets: [sec('api_key', 'COHERE_API_KEY', 'cohere', S.cohere)],
    publics: [pub('model', 'COHERE_MODEL', () => 'command-r-plus')] },
  { id: 'cloudflare', name: 'Cloudflare', lang: 'scala', host: 'api.cloudflare.com', path: '/client/v4/zones/z/purge_cache', auth: bearer,
    secrets: [sec('api_token', 'CLOUDFLARE_API_TOKEN', 'cloudflare', S.cfToken), sec('global_api_key', 'CLOUDFLARE_API_KEY', 'cloudflare', S.cfGlobal),
      sec('origin_ca_key', 'CLOUDFLARE_ORIGIN_CA_KEY', 'cloudflare', S.cfOrigin, 'v1.0-')],
    publics: [pub('zone_id', 'CLOUDFLARE_ZONE_ID', P.cfZone), pub('account_id', 'CLOUDFLARE_ACCOUNT_ID', P.cfAccount)] },
  { id: 'digitalocean', name: 'DigitalOcean', lang: 'ruby', host: 'api.digitalocean.com', path: '/v2/droplets', auth: bearer,
    secrets: [sec('token', 'DIGITALOCEAN_TOKEN', 'digitalocean', S.doToken, 'dop_v1_'), sec('spaces_secret_key', 'SPACES_SECRET_KEY', 'digitalocean', S.doSpacesSecret)],
    publics: [pub('spaces_region', 'SPACES_REGION', () => 'fra1'), pub('spaces_bucket', 'SPACES_BUCKET', () => 'connectors-exports')] },
  { id: 'heroku', name: 'Heroku', lang: 'elixir', host: 'api.heroku.com', path: '/apps', auth: bearer,
    secrets: [sec('api_key', 'HEROKU_API_KEY', 'heroku', S.heroku)],
    publics: [pub('app_name', 'HEROKU_APP', () => 'connectors-sandbox')] },
  { id: 'flyio', name: 'Fly.io', lang: 'rust', host: 'api.machines.dev', path: '/v1/apps', auth: bearer,
    secrets: [sec('api_token', 'FLY_API_TOKEN', 'flyio', S.fly, 'fo1_')],
    publics: [pub('org_slug', 'FLY_ORG', () => 'connectors-inc')] },
  { id: 'vercel', name: 'Vercel', lang: 'ts', host: 'api.vercel.com', path: '/v9/projects', auth: bearer,
    secrets: [sec('token', 'VERCEL_TOKEN', 'vercel', S.vercel)],
    publics: [pub('team_id', 'VERCEL_TEAM_ID', () => 'team_' + from(ALNUM, 24)), pub('project_id', 'VERCEL_PROJECT_ID', () => 'prj_' + from(ALNUM, 28))] },
  { id: 'supabase', name: 'Supabase', lang: 'ts', host: `${SUPA_REF}.supabase.co`, path: '/rest/v1/events', auth: header('apikey'),
    secrets: [sec('service_role_key', 'SUPABASE_SERVICE_ROLE_KEY', 'supabase', () => S.supabaseService(SUPA_REF), 'eyJ'), sec('secret_key', 'SUPABASE_SECRET_KEY', 'supabase', S.supabaseSecret, 'sb_secret_')],
    publics: [pub('anon_key', 'SUPABASE_ANON_KEY', () => P.supabaseAnon(SUPA_REF)), pub('publishable_key', 'SUPABASE_PUBLISHABLE_KEY', P.supabasePublishable),
      pub('url', 'SUPABASE_URL', () => `https://${SUPA_REF}.supabase.co`)] },
  { id: 'firebase', name: 'Firebase', lang: 'kotlin', host: 'fcm.googleapis.com', path: '/fcm/send', auth: header('Authorization', 'key='),
    secrets: [sec('server_key', 'FCM_SERVER_KEY', 'firebase', S.fcm, 'AAAA')],
    publics: [pub('web_api_key', 'FIREBASE_API_KEY', P.firebaseWeb), pub('project_id', 'FIREBASE_PROJECT_ID', () => 'connectors-prod-' + from(LOW + DIG, 5)),
      pub('app_id', 'FIREBASE_APP_ID', () => `1:${digits(12)}:web:${hex(22)}`)] },
  { id: 'google', name: 'Google Workspace', lang: 'ruby', host: 'gmail.googleapis.com', path: '/gmail/v1/users/me/messages', auth: bearer,
    secrets: [sec('client_secret', 'GOOGLE_CLIENT_SECRET', 'google', S.google, 'GOCSPX-'), sec('refresh_token', 'GOOGLE_REFRESH_TOKEN', 'google', () => '1//0' + from(URLSAFE, 99))],
    publics: [pub('client_id', 'GOOGLE_CLIENT_ID', P.googleClient)] },
];

/** The header a request of `c` carries for the value of its first secret (basic auth for those that use it). */
function authHeader(c, value, pubs) {
  if (c.auth) return c.auth(value);
  const user = {
    braintree: pubs.public_key, paypal: pubs.client_id, twilio: pubs.account_sid, vonage: pubs.api_key, mailgun: 'api',
    mailchimp: 'anystring', zendesk: 'integrations@connectors.example.com/token', pipedrive: null, freshdesk: null, telegram: null,
  }[c.id];
  if (c.id === 'freshdesk') return ['Authorization', 'Basic ' + b64text(`${value}:X`)];
  if (user) return ['Authorization', 'Basic ' + b64text(`${user}:${value}`)];
  return ['Authorization', 'Bearer ' + value];
}

const camel = (k) => k.replace(/_([a-z0-9])/g, (_, ch) => ch.toUpperCase());
const kebab = (k) => k.replace(/_/g, '-');
const upper = (k) => k.toUpperCase();
const modName = (c) => c.name.replace(/[^A-Za-z0-9]/g, '');

// ---- per-connector state: one live value per secret, one value per public identifier ----
for (const c of CONNECTORS) {
  c.live = Object.fromEntries(c.secrets.map((s) => [s.k, s.make()]));
  c.pubs = Object.fromEntries(c.publics.map((p) => [p.k, p.make()]));
}

/**
 * How one secret appears in a configuration file: a literal (planted), an environment read with a
 * literal default (planted), an environment read, an environment read with an empty or placeholder
 * default, or a placeholder / obviously fake value.
 */
function slot(c, s, pLeak, where) {
  if (chance(pLeak)) {
    const value = c.live[s.k];
    cred(s.kind, value, `${c.name} ${s.k} literal in ${where}`);
    return { mode: chance(0.3) ? 'fallbackLeak' : 'leak', value };
  }
  const r = rnd();
  if (r < 0.5) return { mode: 'env' };
  if (r < 0.65) return { mode: 'fallbackSafe', value: pick(['', 'changeme', '<set-in-vault>', 'dev-placeholder']) };
  if (r < 0.85) return { mode: 'placeholder', value: pick(PLACEHOLDERS) };
  return { mode: 'placeholder', value: fakeOf(c.live[s.k], s.prefix) };
}

const q = (v) => JSON.stringify(v);

function elixirValue(s, sl) {
  switch (sl.mode) {
    case 'leak': case 'placeholder': return q(sl.value);
    case 'fallbackLeak': case 'fallbackSafe': return `System.get_env(${q(s.env)}, ${q(sl.value)})`;
    default: return pick([`System.fetch_env!(${q(s.env)})`, `System.get_env(${q(s.env)})`, `{:system, ${q(s.env)}}`]);
  }
}
function rubyValue(s, sl) {
  switch (sl.mode) {
    case 'leak': case 'placeholder': return q(sl.value);
    case 'fallbackLeak': case 'fallbackSafe': return `ENV.fetch(${q(s.env)}, ${q(sl.value)})`;
    default: return pick([`ENV.fetch(${q(s.env)})`, `ENV[${q(s.env)}]`, `Rails.application.credentials.dig(:${s.k})`]);
  }
}
function pyValue(s, sl) {
  switch (sl.mode) {
    case 'leak': case 'placeholder': return q(sl.value);
    case 'fallbackLeak': case 'fallbackSafe': return `os.environ.get(${q(s.env)}, ${q(sl.value)})`;
    default: return pick([`os.environ[${q(s.env)}]`, `os.getenv(${q(s.env)})`, `env.str(${q(s.env)})`]);
  }
}
function tsValue(s, sl) {
  const sq = (v) => `'${v.replace(/'/g, "\\'")}'`;
  switch (sl.mode) {
    case 'leak': case 'placeholder': return sq(sl.value);
    case 'fallbackLeak': case 'fallbackSafe': return `process.env.${s.env} ?? ${sq(sl.value)}`;
    default: return pick([`process.env.${s.env}!`, `requireEnv('${s.env}')`, `process.env['${s.env}'] ?? ''`]);
  }
}

/** A connector's configuration file in its language; `variant` is 'prod' or 'dev'. */
function configFile(c, variant) {
  const pLeak = variant === 'prod' ? 0.45 : 0.6;
  const where = variant === 'prod' ? 'production config' : 'development config';
  const secrets = variant === 'prod' ? c.secrets : c.secrets.filter((_, i) => i === 0 || chance(0.5));
  const slots = secrets.map((s) => [s, slot(c, s, pLeak, where)]);
  const M = modName(c);
  const app = `connector_${c.id}`;
  const base = `https://${c.host}`;
  switch (c.lang) {
    case 'elixir': {
      const lines = [`config :${app}, Connectors.${M}.Client,`, `  base_url: ${q(base)},`];
      for (const [s, sl] of slots) lines.push(`  ${s.k}: ${elixirValue(s, sl)},`);
      for (const p of c.publics) lines.push(`  ${p.k}: ${chance(0.7) ? q(c.pubs[p.k]) : `System.get_env(${q(p.env)})`},`);
      lines.push(`  receive_timeout: ${pick(['15_000', '30_000', '5_000'])}`);
      const name = variant === 'prod' ? 'runtime.exs' : pick(['dev.exs', 'dev.secret.exs']);
      const head = variant === 'prod' ? ['import Config', '', 'if config_env() == :prod do', ''] : ['import Config', ''];
      const body = variant === 'prod' ? lines.map((l) => '  ' + l) : lines;
      return [`apps/${app}/config/${name}`, [...head, ...body, '', `${variant === 'prod' ? '  ' : ''}config :${app}, Connectors.${M}.Repo,`,
        variant === 'prod' ? '    pool_size: String.to_integer(System.get_env("POOL_SIZE") || "10")' : '  pool_size: 5',
        ...(variant === 'prod' ? ['end'] : [])].join('\n')];
    }
    case 'rust': {
      if (variant === 'prod') {
        const lines = [`[${c.id}]`, `base_url = ${q(base)}`];
        for (const [s, sl] of slots) {
          if (sl.mode === 'env') lines.push(`${s.k}_env = ${q(s.env)}`);
          else lines.push(`${s.k} = ${q(sl.value ?? '')}`);
        }
        for (const p of c.publics) lines.push(`${p.k} = ${q(c.pubs[p.k])}`);
        lines.push('timeout_secs = 20', '', '[retry]', 'max_attempts = 4', 'backoff_ms = 250');
        return [`crates/${c.id}/config.toml`, lines.join('\n')];
      }
      const lines = ['//! Connection settings for local runs against the live API.', '', 'use std::env;', '',
        `pub const BASE_URL: &str = ${q(base)};`];
      for (const p of c.publics) lines.push(`pub const ${upper(p.k)}: &str = ${q(c.pubs[p.k])};`);
      for (const [s, sl] of slots) {
        if (sl.mode === 'leak' || sl.mode === 'placeholder') lines.push(`pub const ${upper(s.k)}: &str = ${q(sl.value)};`);
        else if (sl.mode === 'env') lines.push('', `pub fn ${s.k}() -> String {`, `    env::var(${q(s.env)}).expect(${q(s.env + ' must be set')})`, '}');
        else lines.push('', `pub fn ${s.k}() -> String {`, `    env::var(${q(s.env)}).unwrap_or_else(|_| ${q(sl.value)}.to_string())`, '}');
      }
      return [`crates/${c.id}/src/settings.rs`, lines.join('\n')];
    }
    case 'scala': {
      const lines = [`connectors.${c.id} {`, `  base-url = ${q(base)}`];
      for (const [s, sl] of slots) {
        if (sl.mode === 'env') lines.push(`  ${kebab(s.k)} = \${${s.env}}`);
        else if (sl.mode.startsWith('fallback')) lines.push(`  ${kebab(s.k)} = ${q(sl.value)}`, `  ${kebab(s.k)} = \${?${s.env}}`);
        else lines.push(`  ${kebab(s.k)} = ${q(sl.value)}`);
      }
      for (const p of c.publics) lines.push(`  ${kebab(p.k)} = ${q(c.pubs[p.k])}`);
      lines.push('  request-timeout = 20s', '  retries = 3', '}');
      const file = variant === 'prod' ? 'application.conf' : 'application.dev.conf';
      const pre = variant === 'prod' ? ['include "reference.conf"', '', 'akka.http.client.idle-timeout = 60s', ''] : ['include "application.conf"', ''];
      return [`services/${c.id}/src/main/resources/${file}`, [...pre, ...lines].join('\n')];
    }
    case 'kotlin': {
      const lines = ['ktor:', '  deployment:', '    port: "$PORT:8080"', '  application:', '    modules:',
        `      - com.connectors.${c.id}.ApplicationKt.module`, '', `${camel(c.id)}:`, `  baseUrl: ${q(base)}`];
      for (const [s, sl] of slots) {
        if (sl.mode === 'env') lines.push(`  ${camel(s.k)}: "$${s.env}"`);
        else if (sl.mode.startsWith('fallback')) lines.push(`  ${camel(s.k)}: "$${s.env}:${sl.value}"`);
        else lines.push(`  ${camel(s.k)}: ${q(sl.value)}`);
      }
      for (const p of c.publics) lines.push(`  ${camel(p.k)}: ${q(c.pubs[p.k])}`);
      const file = variant === 'prod' ? 'application.yaml' : 'application-dev.yaml';
      return [`services/${c.id}/src/main/resources/${file}`, lines.join('\n')];
    }
    case 'ruby': {
      if (variant === 'prod') {
        const lines = ['# frozen_string_literal: true', '', 'Rails.application.config.to_prepare do',
          `  Connectors::${M}.configure do |config|`, `    config.base_url = ${q(base)}`];
        for (const [s, sl] of slots) lines.push(`    config.${s.k} = ${rubyValue(s, sl)}`);
        for (const p of c.publics) lines.push(`    config.${p.k} = ${chance(0.6) ? q(c.pubs[p.k]) : `ENV.fetch(${q(p.env)})`}`);
        lines.push('    config.open_timeout = 5', '  end', 'end');
        return [`apps/rails/config/initializers/${c.id}.rb`, lines.join('\n')];
      }
      const lines = ['default: &default', `  base_url: ${base}`, '  timeout: 20', '', 'development:', '  <<: *default'];
      for (const [s, sl] of slots) {
        if (sl.mode === 'env' || sl.mode.startsWith('fallback')) lines.push(`  ${s.k}: <%= ENV.fetch(${q(s.env)}${sl.mode === 'env' ? '' : ', ' + q(sl.value)}) %>`);
        else lines.push(`  ${s.k}: ${q(sl.value)}`);
      }
      for (const p of c.publics) lines.push(`  ${p.k}: ${q(c.pubs[p.k])}`);
      lines.push('', 'test:', '  <<: *default', `  ${c.secrets[0].k}: ${q(fakeOf(c.live[c.secrets[0].k], c.secrets[0].prefix))}`);
      return [`apps/rails/config/${c.id}.yml`, lines.join('\n')];
    }
    case 'ts': {
      const lines = [variant === 'prod' ? "import { requireEnv } from '../../env';" : "import { requireEnv } from '../../env';", '',
        `export const ${camel(c.id)}Config = {`, `  baseUrl: '${base}',`];
      for (const [s, sl] of slots) lines.push(`  ${camel(s.k)}: ${tsValue(s, sl)},`);
      for (const p of c.publics) lines.push(`  ${camel(p.k)}: '${c.pubs[p.k]}',`);
      lines.push('  timeoutMs: 20_000,', '} as const;', '');
      const file = variant === 'prod' ? 'config.ts' : 'config.local.ts';
      return [`packages/${c.id}/src/${file}`, lines.join('\n')];
    }
    default: {
      const lines = ['"""Settings for the ' + c.name + ' connector."""', 'import os', '', 'from connectors.env import env', '', `BASE_URL = ${q(base)}`];
      for (const [s, sl] of slots) lines.push(`${upper(s.k)} = ${pyValue(s, sl)}`);
      for (const p of c.publics) lines.push(`${upper(p.k)} = ${q(c.pubs[p.k])}`);
      lines.push('TIMEOUT_SECONDS = 20');
      const file = variant === 'prod' ? 'settings.py' : 'settings_local.py';
      return [`connectors/${c.id.replace(/-/g, '_')}/${file}`, lines.join('\n')];
    }
  }
}

// ---- client code: reads its configuration, names headers, carries public constants ----
function clientFile(c) {
  const s0 = c.secrets[0];
  const [hName] = authHeader(c, 'v', c.pubs);
  const M = modName(c);
  const pubLines = c.publics.filter(() => chance(0.5));
  const reqId = uuid();
  switch (c.lang) {
    case 'elixir':
      return [`apps/connector_${c.id}/lib/connectors/${c.id}/client.ex`, [
        `defmodule Connectors.${M}.Client do`, `  @moduledoc "HTTP client for the ${c.name} API (Req based)."`, '',
        `  @user_agent "connectors-${c.id}/1.8.2"`, `  @example_request_id "${reqId}"`,
        ...pubLines.map((p) => `  @default_${p.k} ${q(c.pubs[p.k])}`), '',
        '  def new(opts \\\\ []) do', `    config = Application.fetch_env!(:connector_${c.id}, __MODULE__)`,
        `    Req.new(base_url: config[:base_url], headers: [{${q(hName.toLowerCase())}, auth_value(config[:${s0.k}])}, {"user-agent", @user_agent}])`,
        '    |> Req.merge(opts)', '  end', '',
        `  defp auth_value(nil), do: raise(ArgumentError, "missing ${s0.k} for ${c.name}")`, '  defp auth_value(key), do: key', 'end'].join('\n')];
    case 'rust':
      return [`crates/${c.id}/src/client.rs`, [
        'use reqwest::header::{HeaderMap, HeaderValue};', '', `const USER_AGENT: &str = "connectors-${c.id}/0.9.4";`,
        `/// Header the ${c.name} API reads its credential from.`, `pub const AUTH_HEADER: &str = ${q(hName)};`,
        ...pubLines.map((p) => `pub const DEFAULT_${upper(p.k)}: &str = ${q(c.pubs[p.k])};`), '',
        `pub struct ${M}Client {`, '    http: reqwest::Client,', '    base_url: String,', '}', '',
        `impl ${M}Client {`, `    pub fn new(base_url: &str, ${s0.k}: &str) -> anyhow::Result<Self> {`, '        let mut headers = HeaderMap::new();',
        `        let mut value = HeaderValue::from_str(${s0.k})?;`, '        value.set_sensitive(true);', '        headers.insert(AUTH_HEADER, value);',
        '        let http = reqwest::Client::builder().user_agent(USER_AGENT).default_headers(headers).build()?;',
        '        Ok(Self { http, base_url: base_url.to_string() })', '    }', '}'].join('\n')];
    case 'scala':
      return [`services/${c.id}/src/main/scala/com/connectors/${c.id}/${M}Client.scala`, [
        `package com.connectors.${c.id}`, '', 'import com.typesafe.config.Config', 'import sttp.client3._', '',
        `final class ${M}Client(config: Config) {`, `  private val baseUrl = config.getString("connectors.${c.id}.base-url")`,
        `  private val credential = config.getString("connectors.${c.id}.${kebab(s0.k)}")`,
        ...pubLines.map((p) => `  private val default${cap(camel(p.k))} = ${q(c.pubs[p.k])}`),
        `  private val backend = HttpClientSyncBackend()`, '',
        `  def get(path: String): Response[Either[String, String]] =`,
        `    basicRequest.get(uri"$baseUrl$path").header(${q(hName)}, credential).send(backend)`, '}'].join('\n')];
    case 'kotlin':
      return [`services/${c.id}/src/main/kotlin/com/connectors/${c.id}/${M}Client.kt`, [
        `package com.connectors.${c.id}`, '', 'import io.ktor.client.*', 'import io.ktor.client.request.*', 'import io.ktor.server.config.*', '',
        `class ${M}Client(private val config: ApplicationConfig, private val http: HttpClient) {`,
        `    private val baseUrl = config.property("${camel(c.id)}.baseUrl").getString()`,
        `    private val credential = config.property("${camel(c.id)}.${camel(s0.k)}").getString()`,
        ...pubLines.map((p) => `    private val ${camel(p.k)} = ${q(c.pubs[p.k])}`), '',
        '    suspend fun get(path: String) = http.get(baseUrl + path) {', `        header(${q(hName)}, credential)`,
        `        header("X-Request-Id", ${q(reqId)})`, '    }', '}'].join('\n')];
    case 'ruby':
      return [`apps/rails/app/services/connectors/${c.id}_client.rb`, [
        '# frozen_string_literal: true', '', 'module Connectors', `  class ${M}Client`, `    AUTH_HEADER = ${q(hName)}`,
        ...pubLines.map((p) => `    DEFAULT_${upper(p.k)} = ${q(c.pubs[p.k])}`), '',
        `    def initialize(config = Connectors::${M}.config)`, '      @config = config', '    end', '',
        '    def get(path)', '      Faraday.new(url: @config.base_url) do |f|', `        f.headers[AUTH_HEADER] = @config.${s0.k}`,
        '        f.response :json', '      end.get(path)', '    end', '  end', 'end'].join('\n')];
    case 'ts':
      return [`packages/${c.id}/src/client.ts`, [
        `import { ${camel(c.id)}Config as config } from './config';`, '',
        `const AUTH_HEADER = '${hName}';`, ...pubLines.map((p) => `export const DEFAULT_${upper(p.k)} = '${c.pubs[p.k]}';`), '',
        `export async function ${camel(c.id)}Get<T>(path: string): Promise<T> {`,
        '  const res = await fetch(`${config.baseUrl}${path}`, {',
        `    headers: { [AUTH_HEADER]: String(config.${camel(s0.k)}), 'Idempotency-Key': crypto.randomUUID() },`,
        '  });', '  if (!res.ok) throw new Error(`' + c.name + ' ${res.status}`);', '  return (await res.json()) as T;', '}'].join('\n')];
    default:
      return [`connectors/${c.id}/client.py`, [
        `"""Thin client for the ${c.name} API."""`, 'import httpx', '', 'from . import settings', '',
        `AUTH_HEADER = ${q(hName)}`, ...pubLines.map((p) => `DEFAULT_${upper(p.k)} = ${q(c.pubs[p.k])}`), '', '',
        `def client() -> httpx.Client:`, `    return httpx.Client(`, '        base_url=settings.BASE_URL,',
        `        headers={AUTH_HEADER: settings.${upper(s0.k)}},`, '        timeout=settings.TIMEOUT_SECONDS,', '    )'].join('\n')];
  }
}

// ---- tests with obviously fake values and recorded webhook signatures ----
function testFile(c) {
  const s0 = c.secrets[0];
  const fake = fakeOf(c.live[s0.k], s0.prefix);
  const fake2 = pick(['test-secret', 'not-a-real-secret', 'whsec_test', 'sekrit', 'fake-signing-key']);
  const sig = hex(64);
  const ts = epoch();
  switch (c.lang) {
    case 'elixir':
      return [`apps/connector_${c.id}/test/connectors/${c.id}/client_test.exs`, [
        `defmodule Connectors.${modName(c)}.ClientTest do`, '  use ExUnit.Case, async: true', '',
        `  @fake_key "${fake}"`, `  @signing_secret "${fake2}"`, `  @recorded_signature "${sig}"`, '',
        '  test "sends the credential" do', '    Req.Test.stub(__MODULE__, fn conn -> Req.Test.json(conn, %{ok: true}) end)',
        `    client = Connectors.${modName(c)}.Client.new(plug: {Req.Test, __MODULE__})`, '    assert {:ok, _} = Req.get(client, url: "/")',
        '  end', '', '  test "rejects a bad signature" do',
        `    refute Connectors.Webhooks.valid?("payload", "t=${ts},v1=" <> @recorded_signature, @signing_secret)`, '  end', 'end'].join('\n')];
    case 'rust':
      return [`crates/${c.id}/tests/client.rs`, [
        `use connectors_${c.id}::client::${modName(c)}Client;`, '', `const FAKE_KEY: &str = "${fake}";`,
        `const RECORDED_SIGNATURE: &str = "sha256=${sig}";`, '', '#[tokio::test]', 'async fn builds_with_a_fake_key() {',
        `    let client = ${modName(c)}Client::new("http://127.0.0.1:9", FAKE_KEY);`, '    assert!(client.is_ok());',
        `    assert!(!connectors_core::webhooks::verify(b"{}", RECORDED_SIGNATURE, b"${fake2}"));`, '}'].join('\n')];
    case 'scala':
      return [`services/${c.id}/src/test/scala/com/connectors/${c.id}/${modName(c)}ClientSpec.scala`, [
        `package com.connectors.${c.id}`, '', 'import com.typesafe.config.ConfigFactory', 'import munit.FunSuite', '',
        `class ${modName(c)}ClientSpec extends FunSuite {`, '  private val config = ConfigFactory.parseString(',
        `    """connectors.${c.id} { base-url = "http://localhost:8089", ${kebab(s0.k)} = "${fake}" }"""`, '  )',
        `  test("signature mismatch is rejected") {`, `    assert(!Webhooks.verify("{}", "${sig}", "${fake2}"))`, '  }', '}'].join('\n')];
    case 'kotlin':
      return [`services/${c.id}/src/test/kotlin/com/connectors/${c.id}/${modName(c)}ClientTest.kt`, [
        `package com.connectors.${c.id}`, '', 'import kotlin.test.*', '',
        `private const val FAKE_CREDENTIAL = "${fake}"`, `private const val RECORDED_SIGNATURE = "${sig}"`, '',
        `class ${modName(c)}ClientTest {`, '    @Test', '    fun rejectsForgedWebhook() {',
        `        assertFalse(Webhooks.verify("{}", RECORDED_SIGNATURE, "${fake2}"))`, '        assertTrue(FAKE_CREDENTIAL.isNotBlank())', '    }', '}'].join('\n')];
    case 'ruby':
      return [`apps/rails/spec/services/connectors/${c.id}_client_spec.rb`, [
        '# frozen_string_literal: true', '', "require 'rails_helper'", '',
        `RSpec.describe Connectors::${modName(c)}Client do`, `  let(:config) { OpenStruct.new(base_url: 'https://${c.host}', ${s0.k}: '${fake}') }`, '',
        `  it 'sends the credential header', vcr: { cassette_name: '${c.id}/list' } do`, '    expect(described_class.new(config).get("/").status).to eq(200)', '  end', '',
        "  it 'rejects a forged webhook' do", `    expect(Connectors::Webhooks.valid?('{}', 'sha256=${sig}', '${fake2}')).to be(false)`, '  end', 'end'].join('\n')];
    case 'ts':
      return [`packages/${c.id}/test/client.test.ts`, [
        "import { describe, expect, it, vi } from 'vitest';", '',
        `vi.mock('../src/config', () => ({ ${camel(c.id)}Config: { baseUrl: 'http://localhost:4010', ${camel(s0.k)}: '${fake}' } }));`, '',
        `const RECORDED_SIGNATURE = 'sha256=${sig}';`, '',
        `describe('${c.name} client', () => {`, "  it('rejects a forged webhook', async () => {",
        "    const { verifyWebhook } = await import('../../core/src/webhooks');",
        `    expect(verifyWebhook('{}', RECORDED_SIGNATURE, '${fake2}')).toBe(false);`, '  });', '});'].join('\n')];
    default:
      return [`tests/connectors/test_${c.id}.py`, [
        'import pytest', '', `from connectors.${c.id} import client`, '', `FAKE_KEY = "${fake}"`,
        `RECORDED_SIGNATURE = "${sig}"`, '', '', '@pytest.fixture(autouse=True)', 'def fake_settings(monkeypatch):',
        `    monkeypatch.setattr("connectors.${c.id}.settings.${upper(s0.k)}", FAKE_KEY)`, '', '',
        `@pytest.mark.vcr("${c.id}_list.yaml")`, 'def test_list():', '    assert client.client().get("/").status_code == 200', '', '',
        'from connectors.webhooks import verify', '', '', 'def test_forged_webhook_is_rejected():', `    assert not verify("{}", RECORDED_SIGNATURE, "${fake2}")`].join('\n')];
  }
}

// ---- recorded HTTP interactions ----
/** The credential part of a recorded request: planted (real-looking) or redacted as recorders do. */
function recordedAuth(c, pLeak, where) {
  const s0 = c.secrets[0];
  const value = c.live[s0.k];
  const leak = chance(pLeak);
  let url = `https://${c.host}${c.path}`;
  if (c.id === 'telegram') {
    const tok = leak ? cred(s0.kind, value, `${c.name} token in a recorded URL (${where})`) : pick(['<TELEGRAM_TOKEN>', 'REDACTED', fakeOf(value)]);
    return { url: `https://api.telegram.org/bot${tok}/sendMessage`, headers: [] };
  }
  if (c.id === 'pipedrive') {
    const tok = leak ? cred(s0.kind, value, `${c.name} api_token in a recorded query (${where})`) : pick(['<API_TOKEN>', 'FILTERED', 'x'.repeat(40)]);
    return { url: `${url}?api_token=${tok}&limit=50`, headers: [] };
  }
  const [name, full] = authHeader(c, value, c.pubs);
  if (leak) {
    const shown = full.startsWith('Basic ') ? full.slice(6) : value;
    cred(full.startsWith('Basic ') ? 'basic-auth-header' : s0.kind, full, `${c.name} credential in a recorded ${name} header (${where})`, shown);
    return { url, headers: [[name, full]] };
  }
  const pre = full.startsWith('Basic ') ? 'Basic ' : full.slice(0, full.length - value.length);
  const red = pick(['<REDACTED>', '[FILTERED]', '<AUTH_TOKEN>', '***', `${s0.prefix}****${value.slice(-4)}`, fakeOf(value, s0.prefix), '<%= ENV["' + s0.env + '"] %>']);
  return { url, headers: [[name, pre + red]] };
}

function responseBody() {
  const id = pick([uuid(), hex(24), 'obj_' + from(ALNUM, 24)]);
  return JSON.stringify({ id, object: 'list', created: epoch(), request_id: uuid(), etag: hex(40), livemode: true, data: [{ id: hex(16), status: 'active' }] });
}

function cassette(c, n) {
  const where = 'cassette';
  const { url, headers } = recordedAuth(c, 0.55, where);
  const body = responseBody();
  const op = pick(['list', 'create', 'fetch', 'sync', 'search', 'update'])  + (n ? '_' + n : '');
  const reqHeaders = [...headers, ['User-Agent', `connectors-${c.id}/2.3.1`], ['Accept', 'application/json']];
  if (chance(0.3)) reqHeaders.push(['Idempotency-Key', uuid()]);
  const resHeaders = [['Content-Type', 'application/json'], ['X-Request-Id', uuid()], ['Date', httpDate()]];
  if (chance(0.4)) resHeaders.push(['CF-RAY', `${hex(16)}-${pick(['FRA', 'AMS', 'IAD', 'SJC'])}`]);
  switch (c.lang) {
    case 'ruby':
      return [`apps/rails/spec/fixtures/vcr_cassettes/${c.id}/${op}.yml`, [
        '---', 'http_interactions:', '- request:', `    method: ${pick(['get', 'post'])}`, `    uri: ${url}`, '    body:', '      encoding: UTF-8', "      string: ''",
        '    headers:', ...reqHeaders.flatMap(([k, v]) => [`      ${k}:`, `      - ${v}`]),
        '  response:', '    status:', '      code: 200', '      message: OK', '    headers:', ...resHeaders.flatMap(([k, v]) => [`      ${k}:`, `      - ${v}`]),
        '    body:', '      encoding: UTF-8', `      string: '${body}'`, `  recorded_at: ${httpDate()}`, 'recorded_with: VCR 6.2.0'].join('\n')];
    case 'python':
      return [`tests/cassettes/${c.id}_${op}.yaml`, [
        'interactions:', '- request:', '    body: null', '    headers:', ...reqHeaders.flatMap(([k, v]) => [`      ${k}:`, `      - ${v}`]),
        `    method: ${pick(['GET', 'POST'])}`, `    uri: ${url}`, '  response:', '    body:', `      string: '${body}'`, '    headers:',
        ...resHeaders.flatMap(([k, v]) => [`      ${k}:`, `      - ${v}`]), '    status:', '      code: 200', '      message: OK', 'version: 1'].join('\n')];
    case 'ts': {
      const har = { log: { _recordingName: `${c.name}/${op}`, creator: { comment: 'persister:fs', name: 'Polly.JS', version: '6.0.6' }, entries: [{
        _id: hex(32), _order: 0, cache: {},
        request: { bodySize: 0, cookies: [], headers: reqHeaders.map(([name, value]) => ({ name: name.toLowerCase(), value })), headersSize: 412, httpVersion: 'HTTP/1.1', method: 'GET', queryString: [], url },
        response: { bodySize: body.length, content: { mimeType: 'application/json; charset=utf-8', size: body.length, text: body }, cookies: [],
          headers: resHeaders.map(([name, value]) => ({ name: name.toLowerCase(), value })), headersSize: 380, httpVersion: 'HTTP/1.1', redirectURL: '', status: 200, statusText: 'OK' },
        startedDateTime: isoDate(), time: 120 + int(400), timings: { blocked: -1, connect: -1, dns: -1, receive: 0, send: 0, ssl: -1, wait: 200 } }], pages: [], version: '1.2' } };
      return [`packages/${c.id}/recordings/${c.name.replace(/\W/g, '')}_${hex(8)}/${op}_${hex(8)}/recording.har`, JSON.stringify(har, null, 2)];
    }
    case 'elixir': {
      const ex = [{ request: { body: '', headers: Object.fromEntries(reqHeaders), method: 'get', options: [], request_body: '', url },
        response: { binary: false, body, headers: Object.fromEntries(resHeaders), status_code: 200, type: 'ok' } }];
      return [`apps/connector_${c.id}/test/fixtures/vcr_cassettes/${op}.json`, JSON.stringify(ex, null, 2)];
    }
    default: {
      const wm = { id: uuid(), name: `${c.id}-${op}`, request: { method: 'GET', url: url.replace(/^https:\/\/[^/]+/, ''),
        headers: Object.fromEntries(reqHeaders.slice(0, headers.length).map(([k, v]) => [k, { equalTo: v }])) },
      response: { status: 200, body, headers: Object.fromEntries(resHeaders) }, uuid: uuid(), persistent: true };
      const dir = c.lang === 'rust' ? `crates/${c.id}/tests/fixtures/mappings` : `services/${c.id}/src/test/resources/mappings`;
      return [`${dir}/${op}.json`, JSON.stringify(wm, null, 2)];
    }
  }
}

/** A recorded inbound webhook: the signature headers are HMAC output, not secrets. */
function webhookCassette(c) {
  const ts = epoch();
  const sigs = [['Stripe-Signature', `t=${ts},v1=${hex(64)},v0=${hex(64)}`], ['X-Hub-Signature-256', 'sha256=' + hex(64)],
    ['X-Slack-Signature', 'v0=' + hex(64)], ['X-Twilio-Signature', b64(20)], ['X-Shopify-Hmac-Sha256', b64(32)], ['Paddle-Signature', `ts=${ts};h1=${hex(64)}`],
    ['X-Signature-Ed25519', hex(128)], ['Linear-Signature', hex(64)], ['X-Mailgun-Signature', hex(64)]];
  const [name, value] = pick(sigs);
  const payload = JSON.stringify({ id: 'evt_' + from(ALNUM, 24), type: 'object.updated', created: ts, data: { object: { id: hex(24) } } });
  return [`fixtures/webhooks/${c.id}_${name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}.json`, JSON.stringify({
    description: `Inbound ${c.name} webhook recorded in staging; replayed by the webhook receiver tests`,
    headers: { 'Content-Type': 'application/json', [name]: value, 'X-Request-Id': uuid(), 'User-Agent': `${c.name}-Webhooks/1.0` },
    body: payload, receivedAt: isoDate(),
  }, null, 2)];
}

// ---- documentation: curl snippets with placeholders, now and then a pasted live credential ----
function docFile(c) {
  const s0 = c.secrets[0];
  const value = c.live[s0.k];
  const leak = chance(0.25);
  const [name, full] = authHeader(c, value, c.pubs);
  let curlAuth;
  if (c.id === 'telegram') {
    curlAuth = leak ? cred(s0.kind, value, 'Telegram bot token in a curl example URL') : `$${s0.env}`;
  } else if (leak) {
    if (full.startsWith('Basic ') && chance(0.6)) {
      const user = Buffer.from(full.slice(6), 'base64').toString().split(':')[0];
      curlAuth = `  -u '${user}:${cred(s0.kind, value, `${c.name} key pasted into a curl example`)}' \\`;
    } else {
      curlAuth = `  -H "${name}: ${cred(full.startsWith('Basic ') ? 'basic-auth-header' : s0.kind, full, `${c.name} key pasted into a curl example`, full.startsWith('Basic ') ? full.slice(6) : value)}" \\`;
    }
  } else {
    const ph = pick([`$${s0.env}`, `\${${s0.env}}`, '<YOUR_KEY>', `{{${s0.k}}}`, fakeOf(value, s0.prefix)]);
    curlAuth = full.startsWith('Basic ') ? `  -u "$${c.publics[0]?.env ?? 'USER'}:${ph}" \\` : `  -H "${name}: ${full.slice(0, full.length - value.length)}${ph}" \\`;
  }
  const envRows = c.secrets.map((s) => `| \`${s.env}\` | ${s.k.replace(/_/g, ' ')} | yes | Vault: \`secret/connectors/${c.id}/${s.k}\` |`);
  const pubRows = c.publics.map((p) => `| \`${p.env}\` | ${p.k.replace(/_/g, ' ')} (public) | no | \`${c.pubs[p.k]}\` |`);
  return [`docs/connectors/${c.id}.md`, [
    `# ${c.name} connector`, '', `Talks to \`https://${c.host}\`. Credentials come from Vault through the deploy pipeline; never commit them.`, '',
    '## Configuration', '', '| Variable | Meaning | Secret | Source / example |', '|---|---|---|---|', ...envRows, ...pubRows, '',
    '## Smoke test', '', 'Check the credential before enabling the connector for a tenant:', '', '```bash',
    `curl -sS ${c.id === 'telegram' ? `"https://api.telegram.org/bot${curlAuth}/getMe"` : `https://${c.host}${c.path}`} \\`,
    ...(c.id === 'telegram' ? [] : [curlAuth]), '  -H "Accept: application/json" | jq .', '```', '',
    `Rotating: create the new ${s0.k.replace(/_/g, ' ')} in the ${c.name} dashboard, write it to Vault, redeploy, then revoke the old one.`,
    `A request id such as \`${uuid()}\` in the response headers helps ${c.name} support find a call.`].join('\n')];
}

// ---- OpenAPI specs with example keys ----
function openapiFile(c) {
  const s0 = c.secrets[0];
  const value = c.live[s0.k];
  const [name, full] = authHeader(c, value, c.pubs);
  const example = chance(0.3) ? cred(s0.kind, value, `${c.name} live key used as an OpenAPI example`)
    : pick([fakeOf(value, s0.prefix), `<${s0.env}>`, 'YOUR_API_KEY', `${s0.prefix}...`]);
  const scheme = full.startsWith('Bearer ') ? ['      type: http', '      scheme: bearer'] : full.startsWith('Basic ')
    ? ['      type: http', '      scheme: basic'] : ['      type: apiKey', '      in: header', `      name: ${name}`];
  return [`specs/openapi/${c.id}.yaml`, [
    'openapi: 3.0.3', 'info:', `  title: ${c.name} (subset used by connectors)`, '  version: 2024.06.0', 'servers:', `  - url: https://${c.host}`,
    'security:', '  - credential: []', 'paths:', `  ${c.path.replace(/\/(m|AC|1|z)\//, '/{id}/')}:`, '    get:', `      operationId: list${modName(c)}`,
    '      parameters:', `        - name: ${name}`, '          in: header', '          required: true', '          schema:', '            type: string',
    `          example: ${q(example)}`, '      responses:', "        '200':", '          description: OK', '          headers:', '            X-Request-Id:',
    '              schema:', '                type: string', `              example: ${uuid()}`, 'components:', '  securitySchemes:', '    credential:', ...scheme,
    ...c.publics.slice(0, 1).flatMap((p) => ['  schemas:', `    ${cap(camel(p.k))}:`, '      type: string', `      example: ${q(c.pubs[p.k])}`])].join('\n')];
}

// ---- repository-wide files ----
const allSecrets = CONNECTORS.flatMap((c) => c.secrets.map((s) => ({ c, s })));
const allPublics = CONNECTORS.flatMap((c) => c.publics.map((p) => ({ c, p })));
const sample = (list, n) => {
  const copy = [...list];
  const res = [];
  while (res.length < n && copy.length) res.push(copy.splice(int(copy.length), 1)[0]);
  return res;
};
const dbHost = () => pick(['db.internal.connectors.example.com', 'connectors-prod.cluster-c8x2kq.eu-west-1.rds.amazonaws.com', '10.20.4.17']);

function repoFiles() {
  const add = file;

  add('.gitignore', ['# build output', '_build/', 'deps/', 'target/', 'node_modules/', 'dist/', '__pycache__/', '', '# local credentials',
    '.env', '.env.*', '!.env.example', '*.pem', '*.key', '!certs/public/*.pem', 'secrets/', '.sentryclirc'].join('\n'));
  add('apps/rails/.gitignore', ['/log/*', '/tmp/*', '/config/master.key', '/config/credentials/*.key', '/storage/*'].join('\n'));
  add('packages/.gitignore', ['*.tsbuildinfo', '.npmrc.local', 'coverage/'].join('\n'));

  add('.env.example', ['# Copy to .env and fill in from Vault (vault kv get secret/connectors/<name>)',
    ...allSecrets.slice(0, 40).map(({ c, s }) => `${s.env}=${pick(['', '<from-vault>', 'changeme', fakeOf(c.live[s.k], s.prefix), `your_${s.k}_here`])}`),
    ...allPublics.slice(0, 12).map(({ c, p }) => `${p.env}=${c.pubs[p.k]}`)].join('\n'));

  for (const stage of ['staging', 'production']) {
    const lines = [`# ${stage} values exported from the ops laptop — DO NOT COMMIT`, `NODE_ENV=${stage}`, `DATABASE_URL=postgres://connectors:${cred('password', plainPassword(), `${stage} database URL`)}@${dbHost()}:5432/connectors`];
    for (const { c, s } of sample(allSecrets, stage === 'staging' ? 9 : 12)) {
      const v = chance(0.8) ? cred(s.kind, s.make(), `${c.name} ${s.k} in .env.${stage}`) : pick(['', '${VAULT_' + s.env + '}', 'see-1password']);
      lines.push(`${s.env}=${/[\s#$]/.test(v) ? q(v) : v}`);
    }
    for (const { c, p } of sample(allPublics, 5)) lines.push(`${p.env}=${c.pubs[p.k]}`);
    add(`.env.${stage}`, lines.join('\n'));
  }
  add('.env.test', ['# committed on purpose: fake values for the test suite', ...sample(allSecrets, 14).map(({ c, s }) => `${s.env}=${fakeOf(c.live[s.k], s.prefix)}`),
    'DATABASE_URL=postgres://postgres:postgres@localhost:5432/connectors_test'].join('\n'));

  // docker-compose and Kubernetes
  const redisPass = plainPassword();
  add('deploy/docker-compose.yml', ['services:', '  postgres:', '    image: postgres:16', '    environment:', '      POSTGRES_USER: postgres',
    '      POSTGRES_PASSWORD: postgres', '    ports: ["5432:5432"]', '  redis:', '    image: redis:7',
    `    command: ["redis-server", "--requirepass", "${cred('password', redisPass, 'redis password in compose command')}"]`,
    '  worker:', '    build: ..', '    env_file: ../.env', '    environment:', '      DATABASE_URL: postgres://postgres:postgres@postgres:5432/connectors_dev',
    `      REDIS_URL: redis://:${cred('password', redisPass, 'redis password in worker URL')}@redis:6379/0`,
    '      STRIPE_SECRET_KEY: ${STRIPE_SECRET_KEY:?set it in .env}', '      SLACK_BOT_TOKEN: ${SLACK_BOT_TOKEN}',
    `      AMQP_URL: amqp://connectors:${cred('password', plainPassword(), 'RabbitMQ password in AMQP URL')}@rabbitmq:5672/connectors`].join('\n'));

  const k8s = sample(allSecrets, 6);
  add('deploy/k8s/connectors-secrets.yaml', ['apiVersion: v1', 'kind: Secret', 'metadata:', '  name: connectors-provider-keys', '  namespace: connectors', 'type: Opaque', 'data:',
    ...k8s.slice(0, 4).map(({ c, s }) => { const v = s.make(); const enc = b64text(v); return `  ${s.env}: ${cred(s.kind, enc, `${c.name} ${s.k} base64 in a Kubernetes Secret`)}`; }),
    'stringData:', ...k8s.slice(4).map(({ c, s }) => `  ${s.env}: ${q(cred(s.kind, s.make(), `${c.name} ${s.k} in Kubernetes stringData`))}`),
    `  LOG_LEVEL: info`].join('\n'));
  add('deploy/k8s/sealed-provider-keys.yaml', ['apiVersion: bitnami.com/v1alpha1', 'kind: SealedSecret', 'metadata:', '  name: connectors-provider-keys', '  namespace: connectors',
    'spec:', '  encryptedData:', ...sample(allSecrets, 6).map(({ s }) => `    ${s.env}: AgB${from(B64, 600)}==`), '  template:', '    metadata:', '      name: connectors-provider-keys'].join('\n'));
  add('deploy/k8s/configmap.yaml', ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: connectors-config', 'data:',
    ...sample(allPublics, 8).map(({ c, p }) => `  ${p.env}: ${q(c.pubs[p.k])}`), ...sample(allSecrets, 5).map(({ s }) => `  ${s.env}_FILE: /var/run/secrets/connectors/${s.k}`)].join('\n'));
  add('deploy/secrets.enc.yaml', [...sample(allSecrets, 7).map(({ s }) => `${s.env.toLowerCase()}: ENC[AES256_GCM,data:${b64(30)},iv:${b64(32)},tag:${b64(16)},type:str]`),
    'sops:', '    kms: []', '    age:', `        - recipient: age1${from('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 58)}`, '          enc: |', '            -----BEGIN AGE ENCRYPTED FILE-----',
    ...Array.from({ length: 5 }, () => '            ' + from(B64, 64)), '            -----END AGE ENCRYPTED FILE-----', `    lastmodified: "${isoDate()}"`,
    `    mac: ENC[AES256_GCM,data:${b64(64)},iv:${b64(32)},tag:${b64(16)},type:str]`, '    version: 3.8.1'].join('\n'));
  add('deploy/ansible/group_vars/production/vault.yml', ['$ANSIBLE_VAULT;1.1;AES256', ...Array.from({ length: 14 }, () => hex(80))].join('\n'));
  add('deploy/ansible/group_vars/production/main.yml', ['connectors_release: "2.3.1"', ...sample(allSecrets, 5).map(({ s }) => `${s.k}: "{{ vault_${s.k} }}"`),
    `db_password: "{{ lookup('community.hashi_vault.hashi_vault', 'secret=secret/data/connectors/db:password') }}"`].join('\n'));
  add('apps/rails/config/credentials/production.yml.enc', `${from(B64, 612)}==--${from(B64, 22)}--${from(B64, 22)}==`);

  // CI
  const ciSlack = S.slackHook();
  add('.github/workflows/ci.yml', ['name: ci', 'on: [push, pull_request]', 'jobs:', '  test:', '    runs-on: ubuntu-latest', '    env:',
    '      STRIPE_SECRET_KEY: ${{ secrets.STRIPE_SECRET_KEY }}', '      DD_API_KEY: ${{ secrets.DD_API_KEY }}', `      SENTRY_DSN: ${P.sentryDsn()}`,
    `      NOTION_TOKEN: ${fakeOf(S.notion(), 'secret_')}`, '    steps:', '      - uses: actions/checkout@v4', '      - run: make test', '      - name: notify',
    '        if: failure()', `        run: curl -X POST -H 'Content-type: application/json' --data '{"text":"CI failed"}' ${cred('slack-webhook', ciSlack, 'Slack webhook URL in a CI step')}`].join('\n'));
  add('.github/workflows/deploy.yml', ['name: deploy', 'on:', '  push:', '    branches: [main]', 'jobs:', '  fly:', '    runs-on: ubuntu-latest', '    steps:',
    '      - uses: actions/checkout@v4', '      - uses: superfly/flyctl-actions/setup-flyctl@master', '      - run: flyctl deploy --remote-only', '        env:',
    '          FLY_API_TOKEN: ${{ secrets.FLY_API_TOKEN }}', '  heroku:', '    runs-on: ubuntu-latest', '    steps:', '      - uses: akhileshns/heroku-deploy@v3.13.15', '        with:',
    `          heroku_api_key: ${cred('heroku', S.heroku(), 'Heroku API key inline in a workflow')}`, '          heroku_app_name: connectors-sandbox',
    '          heroku_email: ops@connectors.example.com', '      - name: sentry release', '        env:', `          SENTRY_AUTH_TOKEN: ${cred('sentry', S.sentryUser(), 'Sentry token inline in a workflow')}`,
    '        run: sentry-cli releases new "$GITHUB_SHA"'].join('\n'));
  add('.gitlab-ci.yml', ['stages: [test, trigger]', 'variables:', '  CARGO_HOME: $CI_PROJECT_DIR/.cargo', `  DOCKER_AUTH_CONFIG: $DOCKER_AUTH_CONFIG`, '',
    'test:', '  stage: test', '  image: rust:1.79', '  script: [cargo test --workspace]', '', 'trigger-docs:', '  stage: trigger', '  script:',
    `    - curl -X POST -F token=${cred('gitlab', S.glptt(), 'pipeline trigger token in .gitlab-ci.yml')} -F ref=main https://gitlab.com/api/v4/projects/${digits(8)}/trigger/pipeline`,
    '    - curl -X POST -F token=$DOCS_TRIGGER_TOKEN -F ref=main https://gitlab.com/api/v4/projects/4711/trigger/pipeline'].join('\n'));
  add('.circleci/config.yml', ['version: 2.1', 'jobs:', '  build:', '    docker:', '      - image: cimg/python:3.12', '        auth:', '          username: connectorsci',
    `          password: ${cred('password', password(), 'Docker Hub password in CircleCI config')}`, '    environment:', `      DD_API_KEY: ${cred('datadog', S.ddApi(), 'Datadog key in CircleCI environment')}`,
    '      DD_SITE: datadoghq.eu', '    steps:', '      - checkout', '      - run: pytest -q', 'workflows:', '  main:', '    jobs:', '      - build:', '          context: connectors-prod'].join('\n'));

  // certificates and keys
  add('certs/github-app.private-key.pem', cred('private-key', pem('RSA PRIVATE KEY'), 'GitHub App private key', '-----BEGIN RSA PRIVATE KEY-----'));
  add('services/vonage/src/main/resources/vonage_private.key', cred('private-key', pem('PRIVATE KEY'), 'Vonage application private key', '-----BEGIN PRIVATE KEY-----'));
  add('deploy/keys/deploy_ed25519', cred('private-key', pem('OPENSSH PRIVATE KEY'), 'deploy SSH key', '-----BEGIN OPENSSH PRIVATE KEY-----'));
  add('deploy/keys/deploy_ed25519.pub', `ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI${from(B64, 43)} deploy@connectors`);
  add('certs/public/webhook-ca.pem', pem('CERTIFICATE'));
  add('certs/public/jwt-verify.pem', pem('PUBLIC KEY'));
  add('apps/connector_slack/priv/keys/request_signing.pem', cred('private-key', pem('EC PRIVATE KEY'), 'EC signing key', '-----BEGIN EC PRIVATE KEY-----'));
  const sa = { type: 'service_account', project_id: 'connectors-prod-' + from(LOW + DIG, 5), private_key_id: hex(40), private_key: 'PLACEHOLDER',
    client_email: 'fcm-sender@connectors-prod.iam.gserviceaccount.com', client_id: digits(21), auth_uri: 'https://accounts.google.com/o/oauth2/auth',
    token_uri: 'https://oauth2.googleapis.com/token', auth_provider_x509_cert_url: 'https://www.googleapis.com/oauth2/v1/certs',
    client_x509_cert_url: 'https://www.googleapis.com/robot/v1/metadata/x509/fcm-sender%40connectors-prod.iam.gserviceaccount.com', universe_domain: 'googleapis.com' };
  const saText = JSON.stringify(sa, null, 2).replace('"PLACEHOLDER"', JSON.stringify(pemOneLine('PRIVATE KEY')).replace(/\\\\n/g, '\\n'));
  cred('private-key', saText, 'service account private key (JSON)', '"private_key": "-----BEGIN PRIVATE KEY-----');
  add('services/firebase/src/main/resources/service-account.json', saText);
  const fw = CONNECTORS.find((c) => c.id === 'firebase').pubs;
  add('packages/web/src/firebase.ts', ["import { initializeApp } from 'firebase/app';", '', '// Web config: public by design (restricted by HTTP referrer in the console).',
    'export const app = initializeApp({', `  apiKey: '${fw.web_api_key}',`, `  authDomain: '${fw.project_id}.firebaseapp.com',`, `  projectId: '${fw.project_id}',`,
    `  storageBucket: '${fw.project_id}.appspot.com',`, `  messagingSenderId: '${digits(12)}',`, `  appId: '${fw.app_id}',`, `  measurementId: 'G-${from(UP + DIG, 10)}',`, '});'].join('\n'));
  const sb = CONNECTORS.find((c) => c.id === 'supabase').pubs;
  add('packages/web/src/supabase.ts', ["import { createClient } from '@supabase/supabase-js';", '', `export const supabase = createClient('${sb.url}', '${sb.anon_key}');`,
    `export const publishableKey = '${sb.publishable_key}';`].join('\n'));
  add('packages/web/.sentryclirc', ['[defaults]', 'org=connectors-inc', 'project=web', '', '[auth]', `token=${cred('sentry', S.sentryOrg(), 'Sentry token in .sentryclirc')}`].join('\n'));
  add('services/worker/sentry.properties', ['# self-hosted Sentry, legacy DSN with secret part', `dsn=${cred('sentry', `https://${hex(32)}:${hex(32)}@sentry.internal.connectors.example.com/12`, 'legacy DSN with secret key')}`,
    `defaults.project=worker`, `public.dsn=${P.sentryDsn()}`].join('\n'));
  add('packages/.npmrc', ['@connectors:registry=https://npm.pkg.github.com', `//npm.pkg.github.com/:_authToken=${cred('github', S.ghp(), 'GitHub Packages token in .npmrc')}`,
    `//registry.npmjs.org/:_authToken=${cred('npm', 'npm_' + from(ALNUM, 36), 'npm token in .npmrc')}`].join('\n'));
  add('.npmrc', ['//registry.npmjs.org/:_authToken=${NPM_TOKEN}', 'engine-strict=true'].join('\n'));
  const dockerAuth = b64text(`connectorsci:${password()}`);
  add('deploy/docker/config.json', JSON.stringify({ auths: { 'ghcr.io': { auth: cred('basic-auth-header', dockerAuth, 'registry basic auth in docker config.json') },
    'registry.connectors.example.com': { auth: '' } }, credsStore: 'desktop' }, null, 2));

  // databases
  add('apps/rails/config/database.yml', ['default: &default', '  adapter: postgresql', '  pool: <%= ENV.fetch("RAILS_MAX_THREADS") { 5 } %>', '',
    'development:', '  <<: *default', '  database: connectors_development', '  username: postgres', '  password: postgres', '',
    'test:', '  <<: *default', '  database: connectors_test', '', 'production:', '  <<: *default', '  url: <%= ENV["DATABASE_URL"] %>', '',
    'reporting:', '  <<: *default', `  host: ${dbHost()}`, '  username: reporting_ro', `  password: ${cred('password', password(), 'reporting replica password')}`].join('\n'));
  add('apps/connector_stripe/config/prod.exs', ['import Config', '', 'config :connector_stripe, Connectors.Stripe.Repo,',
    `  url: "ecto://connectors:${cred('password', plainPassword(), 'Ecto URL password')}@${dbHost()}/connectors_prod",`, '  ssl: true', '',
    'config :connectors_web, ConnectorsWeb.Endpoint,', `  secret_key_base: "${cred('secret-key-base', from(ALNUM + '+/', 64), 'Phoenix secret_key_base')}",`,
    '  live_view: [signing_salt: "Kp3vN1xQ"]'].join('\n'));
  add('connectors/db.py', ['import os', '', 'DATABASE_URL = os.environ.get("DATABASE_URL", "postgresql://postgres:postgres@localhost:5432/connectors_dev")',
    `ANALYTICS_URL = "postgresql://analytics:${cred('password', plainPassword(), 'analytics DB URL')}@${dbHost()}:5432/analytics"`,
    'REPLICA_URL = f"postgresql://replica:{os.environ[\'REPLICA_PASSWORD\']}@replica.internal:5432/connectors"'].join('\n'));

  // terraform
  add('infra/terraform/terraform.tfvars', ['region = "fra1"', `cloudflare_api_token = "${cred('cloudflare', S.cfToken(), 'Cloudflare token in tfvars')}"`,
    `cloudflare_zone_id   = "${P.cfZone()}"`, `do_token = "${cred('digitalocean', S.doToken(), 'DigitalOcean token in tfvars')}"`,
    `spaces_access_id = "${cred('digitalocean', S.doSpacesId(), 'Spaces access key id in tfvars')}"`, `spaces_secret_key = "${cred('digitalocean', S.doSpacesSecret(), 'Spaces secret in tfvars')}"`,
    'droplet_size = "s-2vcpu-4gb"'].join('\n'));
  add('infra/terraform/variables.tf', ['variable "cloudflare_api_token" {', '  type      = string', '  sensitive = true', '}', '',
    'variable "do_token" {', '  type      = string', '  sensitive = true', '}', '', 'variable "cloudflare_zone_id" {', '  type    = string', `  default = "${P.cfZone()}"`, '}'].join('\n'));

  // lock files and checksums
  add('mix.lock', ['%{', ...['castore', 'finch', 'jason', 'mint', 'req', 'telemetry', 'plug', 'nimble_options'].map((d) =>
    `  "${d}": {:hex, :${d}, "${1 + int(3)}.${int(9)}.${int(9)}", "${hex(64)}", [:mix], [], "hexpm", "${hex(64)}"},`), '}'].join('\n'));
  add('Cargo.lock', ['# This file is automatically @generated by Cargo.', 'version = 3', '', ...['reqwest', 'serde', 'tokio', 'hmac', 'sha2', 'anyhow'].flatMap((d) =>
    ['[[package]]', `name = "${d}"`, `version = "1.${int(40)}.${int(9)}"`, 'source = "registry+https://github.com/rust-lang/crates.io-index"', `checksum = "${hex(64)}"`, ''])].join('\n'));
  add('requirements.txt', ['httpx==0.27.0 \\', `    --hash=sha256:${hex(64)}`, 'pyjwt==2.8.0 \\', `    --hash=sha256:${hex(64)}`, 'vcrpy==6.0.1 \\', `    --hash=sha256:${hex(64)}`].join('\n'));
  add('packages/package-lock.json', JSON.stringify({ name: 'connectors-packages', lockfileVersion: 3, packages: Object.fromEntries(['@pollyjs/core', 'undici', 'zod', 'jose'].map((d) =>
    [`node_modules/${d}`, { version: `${1 + int(6)}.${int(20)}.${int(9)}`, resolved: `https://registry.npmjs.org/${d}/-/${d.split('/').pop()}.tgz`, integrity: 'sha512-' + b64(64) }])) }, null, 2));
  add('release/SHA256SUMS', ['connectors-cli-linux-amd64', 'connectors-cli-darwin-arm64', 'connectors-cli-windows-amd64.exe'].map((f) => `${hex(64)}  ${f}`).join('\n'));
}

// ---- API tools: Postman, Insomnia, .http files ----
function apiToolFiles() {
  const chosen = sample(CONNECTORS, 14);
  const items = chosen.map((c, i) => {
    const s0 = c.secrets[0];
    const varName = `${c.id}_${s0.k}`;
    const [name, full] = authHeader(c, '{{' + varName + '}}', c.pubs);
    let headerValue = full;
    if (i < 3 && !full.startsWith('Basic ')) headerValue = full.replace('{{' + varName + '}}', cred(s0.kind, s0.make(), `${c.name} literal in a Postman request header`));
    return { name: `${c.name}: ${c.path}`, request: { method: 'GET', header: [{ key: name, value: headerValue, type: 'text' }, { key: 'Accept', value: 'application/json' }],
      url: { raw: `https://${c.host}${c.path}`, protocol: 'https', host: c.host.split('.'), path: c.path.split('/').filter(Boolean) } }, response: [] };
  });
  file('tools/postman/Connectors.postman_collection.json', JSON.stringify({ info: { _postman_id: uuid(), name: 'Connectors — provider smoke tests',
    schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json', _exporter_id: digits(8) }, item: items,
  auth: { type: 'bearer', bearer: [{ key: 'token', value: '{{default_token}}', type: 'string' }] },
  variable: [{ key: 'baseUrl', value: 'https://api.connectors.example.com' }, { key: 'tenant', value: uuid() }] }, null, '\t'));
  const envValues = (leakP, where) => chosen.map((c) => {
    const s0 = c.secrets[0];
    const v = chance(leakP) ? cred(s0.kind, s0.make(), `${c.name} in Postman ${where} environment`) : pick(['', fakeOf(c.live[s0.k], s0.prefix), '<set me>']);
    return { key: `${c.id}_${s0.k}`, value: v, type: 'secret', enabled: true };
  });
  file('tools/postman/environments/production.postman_environment.json', JSON.stringify({ id: uuid(), name: 'Production', values: envValues(0.55, 'production'),
    _postman_variable_scope: 'environment', _postman_exported_at: isoDate(), _postman_exported_using: 'Postman/11.2.0' }, null, '\t'));
  file('tools/postman/environments/sandbox.postman_environment.json', JSON.stringify({ id: uuid(), name: 'Sandbox', values: envValues(0, 'sandbox'),
    _postman_variable_scope: 'environment', _postman_exported_at: isoDate(), _postman_exported_using: 'Postman/11.2.0' }, null, '\t'));

  const ins = sample(CONNECTORS, 8);
  const wrk = 'wrk_' + hex(32);
  const resources = [{ _id: wrk, _type: 'workspace', name: 'Connectors', parentId: null }];
  const envData = {};
  ins.forEach((c, i) => {
    const s0 = c.secrets[0];
    envData[`${c.id}_key`] = i < 4 ? cred(s0.kind, s0.make(), `${c.name} in Insomnia environment`) : `{{ _.vault_${c.id} }}`;
  });
  resources.push({ _id: 'env_' + hex(32), _type: 'environment', parentId: wrk, name: 'Base Environment', data: envData });
  for (const c of ins) {
    const [name] = authHeader(c, 'x', c.pubs);
    resources.push({ _id: 'req_' + hex(32), _type: 'request', parentId: wrk, name: `${c.name} list`, method: 'GET', url: `https://${c.host}${c.path}`,
      headers: [{ name, value: `{{ _.${c.id}_key }}` }], authentication: {}, modified: Date.parse(isoDate()) });
  }
  file('tools/insomnia/connectors.json', JSON.stringify({ _type: 'export', __export_format: 4, __export_date: isoDate(), __export_source: 'insomnia.desktop.app:v2023.5.8', resources }, null, 2));

  for (const group of [['payments', 0, 7], ['messaging', 7, 14], ['crm', 14, 20], ['devtools', 20, 30]]) {
    const list = CONNECTORS.slice(group[1], group[2]).filter(() => chance(0.7));
    const lines = [`# ${group[0]} smoke requests (VS Code REST Client / JetBrains HTTP client)`, ''];
    for (const c of list) {
      const s0 = c.secrets[0];
      const v = chance(0.35) ? cred(s0.kind, s0.make(), `${c.name} token in a .http variable`) : pick([`{{$dotenv ${s0.env}}}`, `{{$processEnv ${s0.env}}}`, fakeOf(c.live[s0.k], s0.prefix)]);
      lines.push(`@${c.id}Key = ${v}`);
    }
    lines.push('');
    for (const c of list) {
      const [name, full] = authHeader(c, `{{${c.id}Key}}`, c.pubs);
      lines.push('###', `# @name ${camel(c.id)}List`, `GET https://${c.host}${c.path}`, `${name}: ${full.startsWith('Basic ') ? 'Basic {{' + c.id + 'Basic}}' : full}`, 'Accept: application/json', '');
    }
    file(`tools/http/${group[0]}.http`, lines.join('\n'));
  }
}

// ---- runbooks and tenant fixtures ----
function runbookFiles() {
  const lines = ['# Key rotation runbook', '', 'Every provider credential lives in Vault under `secret/connectors/<provider>`. To rotate:', '',
    '1. Create the new credential in the provider dashboard.', '2. `vault kv patch secret/connectors/<provider> <field>=-` (reads the value from stdin, never from argv).',
    '3. Redeploy: `fly deploy` / `kubectl rollout restart deploy/connectors-worker`.', '4. Revoke the old credential.', '', '## Last rotations', '',
    '| Provider | Field | Old value (last 4) | Rotated on | By |', '|---|---|---|---|---|'];
  for (const { c, s } of sample(allSecrets, 10)) lines.push(`| ${c.name} | ${s.k} | \`${s.prefix}…${c.live[s.k].slice(-4)}\` | ${isoDate().slice(0, 10)} | ops |`);
  lines.push('', '## Incident 2024-03: key pasted in Slack', '',
    `The leaked ${pick(['Stripe', 'SendGrid', 'Twilio'])} key was revoked within 12 minutes. Audit request id \`${uuid()}\`, Vault lease \`${hex(8)}-${hex(4)}\`.`,
    '', 'Emergency break-glass login for the payments dashboard (shared account, stored in the team vault after the incident):', '',
    '```', `user: payments-breakglass@connectors.example.com`, `pass: ${cred('password', password(), 'break-glass password in a runbook')}`, '```');
  file('docs/runbooks/key-rotation.md', lines.join('\n'));

  const tenants = Array.from({ length: 6 }, (_, i) => {
    const c = pick(CONNECTORS);
    const s0 = c.secrets[0];
    return { tenant_id: uuid(), name: `${cap(pick(WORDS))} ${pick(['GmbH', 'Ltd', 'Inc', 'BV'])}`, connector: c.id,
      credential: i % 3 === 0 ? `enc:v1:${b64(48)}` : `vault:secret/data/tenants/${hex(12)}/${c.id}#${s0.k}`, installed_at: isoDate() };
  });
  file('fixtures/tenants.json', JSON.stringify(tenants, null, 2));
  const oauth = sample(CONNECTORS.filter((c) => ['google', 'hubspot', 'salesforce', 'slack', 'zendesk', 'intercom'].includes(c.id)), 4);
  file('fixtures/oauth_installations.sql', [
    '-- snapshot of connector OAuth installations taken for the migration dry run',
    'INSERT INTO oauth_installations (id, tenant_id, provider, client_id, access_token_ciphertext, refresh_token, created_at) VALUES',
    ...oauth.map((c, i) => {
      const rt = i < 2 ? cred(c.id, (c.secrets.find((s) => s.k === 'refresh_token') ?? c.secrets[0]).make(), `${c.name} token in a SQL snapshot`) : 'NULL';
      return `  ('${uuid()}', '${uuid()}', '${c.id}', '${c.pubs.client_id ?? ''}', '\\x${hex(96)}', ${rt === 'NULL' ? rt : `'${rt}'`}, '${isoDate()}')${i === oauth.length - 1 ? ';' : ','}`;
    })].join('\n'));
}


// ---- scripts with credentials in URLs, webhook subscriptions with signing secrets ----
function scriptFiles() {
  const bb = CONNECTORS.find((c) => c.id === 'bitbucket');
  file('scripts/sync-mirrors.sh', ['#!/usr/bin/env bash', 'set -euo pipefail', '# Mirrors the connectors repo to the partner remotes every night (cron on ops-1).', '',
    `git push --mirror "https://x-access-token:${cred('github', S.ghs(), 'installation token in a git remote URL')}@github.com/connectors-inc/connectors.git"`,
    `git push --mirror "https://connectors-bot:${cred('bitbucket', S.bitbucket(), 'app password in a git remote URL')}@bitbucket.org/${bb.pubs.workspace}/connectors.git"`,
    'git push --mirror "https://oauth2:${GITLAB_MIRROR_TOKEN}@gitlab.com/connectors-inc/connectors.git"',
    `curl -fsS -u "deploy:${cred('password', plainPassword(), 'artifact repository password in curl -u')}" -T dist/connectors.tar.gz https://artifacts.connectors.example.com/releases/`,
    'curl -fsS -u "deploy:$ARTIFACTS_PASSWORD" https://artifacts.connectors.example.com/health'].join('\n'));
  const subs = sample(CONNECTORS, 10).map((c, i) => {
    const secret = i % 2 === 0 ? cred(`${c.id}`, pick([hex(32), from(ALNUM, 40), b64(32)]), `${c.name} webhook signing secret in subscriptions`) : pick(['${WEBHOOK_SECRET_' + upper(c.id) + '}', '', '<generated-on-install>']);
    return [`  - provider: ${c.id}`, `    url: https://${pick(['hooks', 'ingest'])}.connectors.example.com/webhooks/${c.id}`, `    signing_secret: ${q(secret)}`,
      `    events: [${pick(['"*"', '"created", "updated"', '"deleted"'])}]`];
  });
  file('config/webhook_subscriptions.yaml', ['# Inbound webhook endpoints, one per provider (synced to the gateway by scripts/sync-webhooks.ts)', 'subscriptions:', ...subs.flat()].join('\n'));
  file('config/outbound_webhooks.yaml', ['# Customer-facing webhook targets used in the staging demo', 'targets:',
    `  - url: https://demo:${cred('basic-auth-url', plainPassword(), 'basic-auth URL of a webhook target')}@webhooks.partner-one.example.com/connectors`,
    '  - url: https://webhooks.partner-two.example.com/in?sig=${PARTNER_TWO_SIG}', `  - url: https://user:<password>@webhooks.partner-three.example.com/hook`,
    `  - url: https://hooks.example.com/services/${uuid()}`].join('\n'));
}

// ---- assembly ----
for (const c of CONNECTORS) {
  file(...configFile(c, 'prod'));
  if (chance(0.7)) file(...configFile(c, 'dev'));
  file(...clientFile(c));
  if (chance(0.4)) file(...testFile(c));
  file(...cassette(c, 0));
  if (chance(0.35)) file(...cassette(c, 1));
  if (chance(0.25)) file(...webhookCassette(c));
  file(...docFile(c));
  if (chance(0.3)) file(...openapiFile(c));
}
repoFiles();
apiToolFiles();
runbookFiles();
scriptFiles();

writeSet(out, `# heldout11: a SaaS integrations company's connectors monorepo

Written blind by \`bench/secrets/make-heldout11.mjs\` (seed 11011): the generator was written and the set
committed before the writer read the scanner or its rules. Every credential is random text in the
provider's published shape; none is real.

Score: \`node bench/secrets/measure.mjs --corpus bench/secrets/heldout11\` (after \`npm run build\`).
Blind (before anyone read the scanner, engine at \`c5f5c00d\`): recall 0.794 (166/209), 15 false alarms in
360 files (8.33 per 200). After the fixes recorded in BENCHMARKS.md ("Secrets, eleventh held-out set"):
0.990 (207/209), 8 false alarms (4.44 per 200): six are Firebase web API keys, which this set labels public
(Firebase documents them so) but the labelled corpus and heldout1 label as credentials, so the scanner keeps
reporting them. No label was changed after the blind run.
The set's own \`.gitignore\` files hide some of its files (\`.env.*\`, \`*.pem\`, \`*.key\`, \`.sentryclirc\`):
add a regenerated set with \`git add -f\`.
LABELS.json: one entry per credential, \`{file, line, kind, why}\`; a multi-line private key is labelled
on its BEGIN line; two credentials are never on one line. This file is part of the set.

## Labelling rules (credentials)

- Provider secrets in the provider's published shape, wherever they are written as literals: configuration
  (Elixir, Rust TOML and constants, HOCON, Ktor YAML, Rails initializers and YAML, TypeScript, Python),
  literal defaults of environment reads (\`System.get_env("X", "...")\`, \`ENV.fetch("X", "...")\`, HOCON
  value overridden by \`\${?X}\`, Ktor \`"$X:default"\`), .env files, Kubernetes Secrets (base64 \`data\` is
  labelled too), CI files, Postman environments and requests, Insomnia environments, .http variables,
  OpenAPI examples and curl snippets holding a live-looking key, SQL snapshots.
- Key-name-only secrets (no distinctive prefix): Twilio auth token, Plaid secret, Datadog API/app keys,
  Postmark server tokens (UUIDs), Cohere, Vercel, Cloudflare tokens, PagerDuty, Vonage, MessageBird,
  webhook signing secrets, OAuth client secrets (HubSpot and Intercom ones are UUIDs).
- Recorded HTTP interactions (VCR, vcrpy, Polly HAR, ExVCR, WireMock) whose Authorization / API-key header
  or URL holds a real-looking credential; a Basic header is labelled (its base64 decodes to user:secret).
- Private keys (PEM, OpenSSH, JSON-escaped in a service-account file), passwords in URLs and configs,
  Phoenix secret_key_base, Docker registry auth, npm and GitHub Packages tokens, legacy Sentry DSN
  with its secret part.

## Not credentials (look-alikes on purpose)

Environment reads and empty/placeholder defaults, placeholders (\`<your-api-key>\`, \`REPLACE_ME\`,
\`{{api_key}}\`), masked or obviously fake values (\`sk_live_xxxx…\`, \`…EXAMPLE000\`, \`fake_abc123…\`),
redacted recorded headers (\`<REDACTED>\`, \`[FILTERED]\`, prefix + \`****\` + last four), publishable and
client-side keys (Stripe pk_live, Adyen client key, Paddle client token, Datadog client token, New Relic
browser key, Firebase web apiKey, Supabase anon JWT and publishable key, Shopify API key and storefront
token, Square application id, PayPal client id, OAuth client ids), public identifiers (Twilio Account and
Messaging Service SIDs, Vonage api_key, Cloudflare zone/account ids, Discord application id and Ed25519
public key, Slack client id), modern Sentry DSNs (public by design), webhook signatures in recorded
payloads, request ids, ETags, Polly entry ids, lock-file and release checksums, SRI hashes, SOPS /
SealedSecret / Ansible Vault / Rails encrypted credentials, public certificates and SSH public keys,
\`postgres:postgres@localhost\` development defaults, Vault paths.
`);

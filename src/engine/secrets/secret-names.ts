/**
 * Whether an assignment target or key names a secret. For hard-coded secrets this is the one place
 * where the name is the signal: `db_password = "..."` holds a password, `password_length = "..."`
 * does not. We split the name into words and look at how it ends.
 */

const SECRET_LAST_WORDS = new Set([
  'password',
  'passwd',
  'passwort',
  'pwd',
  // `$pw`, `db_pw`, `admin_pw`: the shortest spelling of password.
  'pw',
  'pass',
  // sssd and PAM: `ldap_default_authtok` is the bind password (its type is `ldap_default_authtok_type`).
  'authtok',
  'passphrase',
  'secret',
  'token',
  'apikey',
  'secretkey',
  'privatekey',
  'accesskey',
  'credential',
  'credentials',
  'authorization',
  'bearer',
  'passwords',
  // Redis configuration: the server password and the replica's password for its master.
  'requirepass',
  'masterauth',
  'secrets',
  'tokens',
  'apikeys',
  // A pre-shared key: WPA's `psk` (the WiFi passphrase), TLS-PSK and DTLS device keys (`CONFIG_…_PSK`).
  'psk',
  'presharedkey',
  // LoRaWAN's root and session keys as the specification and LMIC spell them (`APPKEY`, `NWKSKEY`):
  // whoever holds them joins the network as the device or reads its traffic.
  'appkey',
  'nwkkey',
  'appskey',
  'nwkskey',
  // A personal access token (Azure DevOps and GitHub PATs: `$pat`, `AZP_PAT`, `github_pat`).
  'pat',
]);

/** Run-together names: PGPASSWORD, MYSQLPASSWORD, apitoken, clientsecret. */
const SECRET_SUFFIXES = ['password', 'passwd', 'secret', 'token', 'apikey', 'secretkey', 'privatekey', 'accesskey'];

/** `key` alone is too common; it names a secret after one of these words. */
const KEY_QUALIFIERS = new Set([
  'api',
  'secret',
  'private',
  'access',
  'signing',
  'encryption',
  'master',
  'auth',
  'client',
  'app',
  'application',
  'service',
  'account',
  'storage',
  'subscription',
  'license',
  'hmac',
  'jwt',
  'session',
  // ASP.NET `<machineKey validationKey="…" decryptionKey="…">`: they sign and encrypt auth cookies and view state.
  'validation',
  'decryption',
  // Spring Cloud Config's `encrypt.key`: the symmetric key that decrypts every `{cipher}` value.
  'encrypt',
  // Fernet keys (Airflow's `fernet_key`, Superset's) encrypt every stored connection password.
  'fernet',
  // Keys named by the power they carry: Algolia's `admin_key` (writes and deletes indices), FCM's and
  // Segment's `server_key`, PagerDuty's `integration_key` / `routing_key` (they raise incidents).
  'admin',
  'server',
  'integration',
  'routing',
  // Vault's `unseal_keys_b64` / `recovery_keys_b64` (`vault operator init -format=json`): shares of the root key.
  'unseal',
  'recovery',
  // Providers whose only key is a server secret (no public client key shares the name): a nested
  // `honeycomb: {key: …}` or `sendgrid_key` is that provider's API key.
  'honeycomb',
  'sendgrid',
  'mailgun',
  'datadog',
  'pagerduty',
  // WordPress' `NONCE_KEY` signs nonces like `AUTH_KEY` signs cookies; Magento's `'crypt' => ['key' => …]`
  // (read as `crypt_key`) encrypts every stored payment credential.
  'nonce',
  'crypt',
  // A device's symmetric key authenticates it to its hub (Azure IoT Hub and DPS `device_key`,
  // `symmetric_key`); LoRaWAN 1.1's `nwk_key` is the network root key; WireGuard's `PresharedKey`.
  'device',
  'symmetric',
  // A mesh network's shared key (Zigbee2MQTT's `network_key`, Thread's `network_key`): it joins and decrypts the network.
  'network',
  'nwk',
  'preshared',
  // A webhook's `signature_key` (Square) signs what the provider sends; Cloudflare's `origin_ca_key`
  // and a CA's `ca_key` issue certificates.
  'signature',
  'ca',
  // More providers whose every key is a server credential: `pipedrive_key`, `okta_key`, `cohere_key`.
  'pipedrive',
  'okta',
  'cohere',
  'openai',
  'anthropic',
  'postmark',
  'mandrill',
  'vercel',
  'airtable',
  'digitalocean',
  'freshdesk',
  'messagebird',
  // ML and data platforms whose key is the account's API secret (`KAGGLE_KEY`, `wandb_key`, `pinecone_key`).
  // Not Confluent: its `api_key` is the id half of a key/secret pair.
  'kaggle',
  'wandb',
  'pinecone',
  'mistral',
  'groq',
  'replicate',
  'huggingface',
  'langsmith',
  'weaviate',
  'qdrant',
  'neptune',
  // An account's primary or secondary key (Cosmos DB `PrimaryKey`, Storage `secondaryKey`, Event Hubs
  // `primaryKey`): either one is the account key. Azure Maps' and Bing Maps' `…MapsKey` bills the account.
  'primary',
  'secondary',
  'maps',
  // A REST API key (OneSignal's and Parse's `rest_api_key`, spelt `restKey`, `REST_KEY`): it calls the
  // server API with the account's authority, apart from the app id the SDK ships with.
  'rest',
  // Steam's Web API publisher key (`STEAM_PUBLISHER_KEY`): it acts for the publisher on every app it owns.
  'publisher',
  // A symmetric cipher's key named by its algorithm: `AesKey`, `aes_key`, `des3_key`.
  'aes',
  'des',
  'des3',
]);

/**
 * A salt is secret when the application mixes it into what it signs: WordPress' `AUTH_SALT`,
 * `NONCE_SALT`, Drupal's `hash_salt`, CakePHP's `Security.salt`. A bare `salt` (a user record's
 * salt, stored beside its hash) is not, so the word counts only after one of these.
 */
const SALT_QUALIFIERS = new Set(['hash', 'auth', 'nonce', 'security', 'secret', 'app', 'application', 'session', 'cookie', 'signing', 'encryption']);

/**
 * A `pin` is a credential when it unlocks a cryptographic token: an HSM partition or slot
 * (`hsm_pin`, `partition-pin`, Luna's crypto-officer `co_pin`), a PKCS#11 token's `user_pin` /
 * `so_pin`, a SIM or smart card. A bare `pin` or `led_pin` is a GPIO pin number; `cert_pin` a hash.
 */
const PIN_QUALIFIERS = new Set(['hsm', 'partition', 'slot', 'co', 'so', 'user', 'officer', 'pkcs11', 'p11', 'token', 'sim', 'card', 'smartcard', 'crypto', 'admin']);

/** Trailing words that say how a value is encoded, not what it is: `jwt_secret_b64`, `unseal_keys_hex`. */
const ENCODING_WORDS = new Set(['b64', 'base64', 'hex', 'b32', 'base32', 'encoded']);

/** The name's words without digits-only words and without a trailing encoding word. */
function meaningfulWords(name: string): string[] {
  // nameWords splits `b64` into `b`, `64`: join them back before dropping digit-only words.
  const words = nameWords(name).join(' ').replace(/\b(b|base) (64|32)\b/g, '$1$2').split(' ').filter((word) => !/^\d+$/.test(word));
  if (words.length > 1 && ENCODING_WORDS.has(words[words.length - 1])) words.pop();
  return words;
}

/** Tokens that are not credentials: pagination, cancellation, parser tokens. */
const NON_SECRET_TOKEN_QUALIFIERS = new Set([
  'csrf', 'xsrf', 'next', 'page', 'continuation', 'cancel', 'cancellation', 'sync', 'lexer', 'parse', 'parser',
  'start', 'end', 'sas', 'significant', 'last', 'previous', 'prev', 'current', 'first', 'peek', 'lookahead',
  'expected', 'unexpected', 'closing', 'opening', 'separator', 'delimiter', 'cursor', 'pagination',
]);

/** Names of machine-issued credentials (tokens, keys, secrets), as opposed to human passwords. */
export function isMachineCredentialName(name: string): boolean {
  const last = meaningfulWords(name).pop();
  // A bare `auth` is what a tool logs in with (espota's `--auth=…`, npm's `_auth`): a person's password as often as a token.
  // A PIN is typed by an officer at the HSM or token: judged like a password.
  return last !== undefined && !/(?:password|passwd|passwort|pwd|pass|passphrase)$|^(?:pw|authtok|auth|pin)$/.test(last);
}

export function nameWords(name: string): string[] {
  const last = name.split(/[.[\]/:]+/).filter(Boolean).pop() ?? name;
  return last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Za-z])([0-9])/g, '$1 $2')
    .replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Map keys whose every entry is a secret: `secrets.jwt`, `credentials.github`. */
const SECRET_CONTAINERS = new Set(['secrets', 'credentials', 'passwords', 'tokens', 'api_keys', 'apikeys']);

export function isSecretName(name: string): boolean {
  if (name.length === 0 || name.length > 120) return false;
  const segments = name.split('.');
  if (segments.length > 1 && SECRET_CONTAINERS.has(segments[segments.length - 2].toLowerCase())) return true;
  const words = meaningfulWords(name);
  const last = words[words.length - 1];
  // `app.api.key`: a lone `key` is qualified by the segment before it.
  const previous = words[words.length - 2] ?? (segments.length > 1 ? nameWords(segments[segments.length - 2]).pop() : undefined);
  if (!last) return false;
  if (words[0] === 'public' || words[0] === 'publishable') return false;
  // `EncryptedPassword` (a web-deploy profile's DPAPI blob), `encrypted_secret`: ciphertext, not the secret.
  if (words[0] === 'encrypted' && words.length > 1) return false;
  if (last === 'token' && previous !== undefined && NON_SECRET_TOKEN_QUALIFIERS.has(previous)) return false;
  if (SECRET_LAST_WORDS.has(last)) return true;
  if (last === 'pin' && previous !== undefined && PIN_QUALIFIERS.has(previous)) return true;
  // npm's `_auth` (base64 of user:password) and bare `auth` keys.
  if (words.length === 1 && last === 'auth') return true;
  // The credential of an auth method named by what it carries: Datadog's `apiKeyAuth`, `appKeyAuth`, `tokenAuth`.
  if (last === 'auth' && (previous === 'key' || previous === 'token')) return true;
  if (last.length > 6 && SECRET_SUFFIXES.some((suffix) => last.endsWith(suffix)) && !/^(?:next|page|cancel|csrf|xsrf)/.test(last)) return true;
  if ((last === 'key' || last === 'keys') && previous !== undefined && KEY_QUALIFIERS.has(previous)) return true;
  // A list of accepted API keys: Weaviate's `AUTHENTICATION_APIKEY_ALLOWED_KEYS`, `api_key_valid_keys`.
  if (last === 'keys' && words.slice(0, -1).some((word, i) => word === 'apikey' || (word === 'api' && words[i + 1] === 'key'))) return true;
  // Basic-auth `user:password` given as one setting: Kafka Schema Registry's `basic.auth.user.info`.
  if (last === 'info' && previous === 'user' && /auth[._-]?user[._-]?info$/i.test(name)) return true;
  // WordPress' `LOGGED_IN_KEY` / `LOGGED_IN_SALT` sign the logged-in cookie.
  if ((last === 'key' || last === 'salt') && previous === 'in' && words[words.length - 3] === 'logged') return true;
  if (last === 'salt' && previous !== undefined && SALT_QUALIFIERS.has(previous)) return true;
  // The private exponent of an RSA key (`SigningPrivateExponent`, `private_exponent`) is the private key.
  if (last === 'exponent' && previous === 'private') return true;
  // Rails' secret_key_base.
  if (last === 'base' && previous === 'key' && words[words.length - 3] === 'secret') return true;
  return false;
}

/** Words before `key` that say it is public or a lookup key, not a credential. */
const NON_CREDENTIAL_KEY_QUALIFIERS = new Set([
  'public', 'publishable', 'site', 'search', 'foreign', 'sort', 'partition', 'cache', 'idempotency',
  'lookup', 'map', 'object', 'row', 'hash', 'message', 'translation', 'i18n', 'query', 'group', 'index', 'field',
  'column', 'vapid', 'browser', 'dedup', 'dedupe', 'unique', 'composite', 'sharding',
]);

/**
 * A `key` the name does not qualify (`LEGACY_WIDGET_KEY`, `labelPrinterKey`, `STUDIO_TABLET_KEY`):
 * a credential or a lookup key, which only the value tells apart (`isIssuedSecretForUnqualifiedKey`).
 */
export function isUnqualifiedKeyName(name: string): boolean {
  const words = meaningfulWords(name);
  // A bare `key` says nothing of its own: a Pusher app key, an SSH public key, a map's key.
  if (words.pop() !== 'key' || words.length === 0) return false;
  return !words.some((word) => NON_CREDENTIAL_KEY_QUALIFIERS.has(word));
}

/** `server_token`, `account_token`, `access_token`: words before `token` / `key` that say it grants access. */
// Consul and Nomad ACL tokens are UUIDs that carry the policies attached to them (`acl-token`, `acl_token`).
const ACCESS_QUALIFIERS = new Set(['server', 'account', 'access', 'auth', 'private', 'secret', 'bearer', 'acl']);

/**
 * Names under which a UUID is the credential itself, not an id beside one: a `…secret`, or a
 * server / account / access token. Several providers issue UUIDs as credentials (HubSpot and
 * Intercom client secrets, Postmark server and account tokens); a bare `token`, a `session_token`,
 * an `api_key` or a `client_key` holding a UUID is more often an identifier.
 */
export function isUuidCredentialName(name: string): boolean {
  const words = meaningfulWords(name);
  const last = words[words.length - 1];
  const previous = words[words.length - 2];
  if (!isSecretName(name)) return false;
  if (last === 'secret' || last === 'secretkey') return true;
  return (last === 'token' || last === 'key') && previous !== undefined && ACCESS_QUALIFIERS.has(previous);
}

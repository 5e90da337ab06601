/**
 * Forms in which systems store or ship a password that are not the password itself:
 * - PostgreSQL role verifiers, which `CREATE ROLE … PASSWORD '…'` and `ALTER ROLE` accept in place of
 *   the password and `pg_dumpall` writes: `md5` + 32 hex (md5 of password and user name) and
 *   `SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`;
 * - Maven's encrypted server passwords (`mvn --encrypt-password`): base64 in braces, decrypted with
 *   the master password of settings-security.xml that is not in the repository;
 * - values encrypted with a key kept outside the file: Spring Cloud Config `{cipher}…` (hex or
 *   base64, optionally `{cipher}{key:name}…`), WebSphere `{aes}…` (a custom key on the cell), IIS
 *   `[enc:IISCngProvider:…:enc]` (a machine key container), Windows DPAPI blobs (NuGet's
 *   `Password`, publish profiles' `EncryptedPassword`, `ConvertFrom-SecureString` output, in base64
 *   or hex), which only the user or machine that wrote them can decrypt;
 * - Tomcat's `MessageDigestCredentialHandler` output `salt$iterations$digest` (tomcat-users.xml);
 * - JBoss/WildFly masked passwords `MASK-…;salt;iterations` (vault and credential-store options);
 * - Magento's encrypted configuration values `<key version>:<cipher version>:<base64>` (`0:3:…`, what
 *   `core_config_data` and env.php hold for payment and SMTP secrets), decrypted with env.php's crypt key;
 * - salted digests `<hex digest>:<salt>[:<version>]`: Magento customer and admin password hashes
 *   (`sha256:salt:1`, Argon2 `…:3_32_2_67108864`), Magento 1 and osCommerce `md5:salt`.
 */
const POSTGRES_VERIFIER = /^(?:md5[0-9a-f]{32}|SCRAM-SHA-256\$\d{1,7}:[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}:[A-Za-z0-9+/]+={0,2})$/;
const MAVEN_ENCRYPTED = /^\{[A-Za-z0-9+/]{16,}={0,2}\}$/;
const KEYED_CIPHERTEXT = /^(?:\{cipher\}(?:\{[^{}]{1,100}\})?[A-Za-z0-9+/=]{16,}|\{aes\}[A-Za-z0-9+/]{16,}={0,2}|\[enc:[\w.-]{1,60}:[A-Za-z0-9+/]{16,}={0,2}:enc\])$/;
/** DPAPI's blob header (version 1, the DPAPI provider GUID df9d8cd0-1501-11d1-8c7a-00c04fc297eb), base64 or hex. */
const DPAPI_BLOB = /^(?:AQAAANCMnd8BFdERjHoAwE\/Cl\+sBAAAA[A-Za-z0-9+/]{16,}={0,2}|01000000d08c9ddf0115d1118c7a00c04fc297eb[0-9a-f]{16,})$/i;
const TOMCAT_DIGEST = /^[0-9a-f]{8,128}\$\d{1,7}\$[0-9a-f]{32,128}$/i;
const JBOSS_MASKED = /^MASK-[A-Za-z0-9+/.]{8,}={0,2};[^;\s]{8};\d{1,7}$/;

const MAGENTO_ENCRYPTED = /^\d{1,2}:[0-3]:[A-Za-z0-9+/]{16,}={0,2}$/;
const SALTED_DIGEST = /^(?:[0-9a-f]{32}|[0-9a-f]{40}|[0-9a-f]{64}|[0-9a-f]{128}):[A-Za-z0-9./+]{2,64}(?::\d{1,2}(?:_\d{1,10}){0,3})?$/;

export function isStoredPasswordForm(value: string): boolean {
  return POSTGRES_VERIFIER.test(value) || MAVEN_ENCRYPTED.test(value) || KEYED_CIPHERTEXT.test(value) || DPAPI_BLOB.test(value)
    || TOMCAT_DIGEST.test(value) || JBOSS_MASKED.test(value) || MAGENTO_ENCRYPTED.test(value) || SALTED_DIGEST.test(value);
}

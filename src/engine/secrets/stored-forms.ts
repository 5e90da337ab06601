/**
 * Forms in which systems store or ship a password that are not the password itself:
 * - PostgreSQL role verifiers, which `CREATE ROLE … PASSWORD '…'` and `ALTER ROLE` accept in place of
 *   the password and `pg_dumpall` writes: `md5` + 32 hex (md5 of password and user name) and
 *   `SCRAM-SHA-256$<iterations>:<salt>$<StoredKey>:<ServerKey>`;
 * - Maven's encrypted server passwords (`mvn --encrypt-password`): base64 in braces, decrypted with
 *   the master password of settings-security.xml that is not in the repository.
 */
const POSTGRES_VERIFIER = /^(?:md5[0-9a-f]{32}|SCRAM-SHA-256\$\d{1,7}:[A-Za-z0-9+/]+={0,2}\$[A-Za-z0-9+/]+={0,2}:[A-Za-z0-9+/]+={0,2})$/;
const MAVEN_ENCRYPTED = /^\{[A-Za-z0-9+/]{16,}={0,2}\}$/;

export function isStoredPasswordForm(value: string): boolean {
  return POSTGRES_VERIFIER.test(value) || MAVEN_ENCRYPTED.test(value);
}

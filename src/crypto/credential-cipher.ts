/**
 * Repository credentials at rest: AES-256-GCM under the secret key (src/crypto/secret-key.ts),
 * bound to the codebase they belong to (its id is the additional authenticated data, so a sealed
 * value copied onto another codebase does not open). Sealed form: `v1:` + base64url of
 * nonce (12 bytes) ‖ tag (16 bytes) ‖ ciphertext of the JSON `{username, password}`.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { loadConfig } from '../config.js';
import { loadSecretKey, SECRET_KEY_ENV, secretKeyFile, SecretKeyError, type SecretKeySource } from './secret-key.js';

export interface StoredCredentials {
  username: string;
  password: string;
}

const VERSION = 'v1:';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export class CredentialCipher {
  constructor(private readonly source: SecretKeySource) {}

  /** Encrypts the credentials of one codebase (generating the key file if there is no key yet). */
  seal(codebaseId: string, credentials: StoredCredentials): string {
    const key = loadSecretKey(this.source, { create: true });
    if (!key) throw new SecretKeyError('No key to encrypt repository credentials with');
    const nonce = randomBytes(NONCE_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, nonce);
    cipher.setAAD(Buffer.from(codebaseId, 'utf8'));
    const body = Buffer.concat([cipher.update(JSON.stringify({ username: credentials.username, password: credentials.password }), 'utf8'), cipher.final()]);
    return VERSION + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
  }

  /** Decrypts; throws SecretKeyError (naming what to check, never the value) when it cannot. */
  open(codebaseId: string, sealed: string): StoredCredentials {
    const key = loadSecretKey(this.source, { create: false });
    if (!key) {
      throw new SecretKeyError(
        `The credentials of codebase ${codebaseId} are encrypted, but this process has no key: set ${SECRET_KEY_ENV} ` +
          `or provide ${secretKeyFile(this.source.dataDir)} (the same key for every process)`,
      );
    }
    const raw = sealed.startsWith(VERSION) ? Buffer.from(sealed.slice(VERSION.length), 'base64url') : Buffer.alloc(0);
    try {
      if (raw.length < NONCE_BYTES + TAG_BYTES) throw new Error('short');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES));
      decipher.setAAD(Buffer.from(codebaseId, 'utf8'));
      decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
      const text = Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      const parsed = JSON.parse(text) as StoredCredentials;
      return { username: String(parsed.username), password: String(parsed.password) };
    } catch {
      throw new SecretKeyError(
        `The credentials of codebase ${codebaseId} cannot be decrypted with this process's key ` +
          `(is ${SECRET_KEY_ENV} the key they were stored with?)`,
      );
    }
  }
}

/** The cipher of a process: key from its environment, key file in its data directory. */
export function credentialCipherFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  dataDir: string = loadConfig(env).dataDir,
  log: (message: string) => void = (message) => process.stderr.write(`${message}\n`),
): CredentialCipher {
  return new CredentialCipher({ env, dataDir, log, generate: loadConfig(env).database.dialect === 'sqlite' });
}

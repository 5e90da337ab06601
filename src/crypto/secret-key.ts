/**
 * The key that encrypts credentials at rest (src/crypto/credential-cipher.ts). It comes from
 * VIGIL_SECRET_KEY (32 bytes, base64), or, when that is unset, from `secret.key` in the data
 * directory, generated on first need with mode 0600 (the one-command laptop start, SQLite). Every
 * process that reads or writes credentials (serve, worker, admin) must see the same key: with
 * PostgreSQL no key is generated, VIGIL_SECRET_KEY must be set (the same for every process).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SETTINGS } from '../config-schema.js';

export const SECRET_KEY_ENV = SETTINGS.secretKey.env;
export const SECRET_KEY_FILE = 'secret.key';
const KEY_BYTES = 32;

export interface SecretKeySource {
  env: NodeJS.ProcessEnv;
  dataDir: string;
  /** Told once, when a key file is generated. */
  log: (message: string) => void;
  /**
   * Whether a missing key may be generated into the data directory (default true). Off with
   * PostgreSQL: its processes rarely share a data directory, and a key made by one would leave
   * the others unable to open what it sealed.
   */
  generate?: boolean;
}

/** No key can be found or made, or the one given is malformed. The message names the fix. */
export class SecretKeyError extends Error {
  override name = 'SecretKeyError';
}

function decodeKey(text: string, origin: string): Buffer {
  const trimmed = text.trim();
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed) ? Buffer.from(trimmed, trimmed.includes('-') || trimmed.includes('_') ? 'base64url' : 'base64') : undefined;
  if (!key || key.length !== KEY_BYTES) {
    throw new SecretKeyError(`${origin} must be ${KEY_BYTES} bytes in base64 (make one with: openssl rand -base64 32)`);
  }
  return key;
}

export function secretKeyFile(dataDir: string): string {
  return path.join(dataDir, SECRET_KEY_FILE);
}

function readKeyFile(file: string): Buffer | undefined {
  try {
    return decodeKey(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Writes a new key whole into a private temporary file, then links it to its name: the name
 * appears only with its content (an exclusive create followed by a write would let a process
 * starting at the same moment read the file empty), and the link fails if another process
 * published first. False when it did; that process's key is the one to use.
 */
function publishKeyFile(file: string): boolean {
  const pending = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  fs.writeFileSync(pending, `${randomBytes(KEY_BYTES).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    fs.linkSync(pending, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return false;
  } finally {
    fs.rmSync(pending, { force: true });
  }
}

/**
 * The key, or undefined when none is configured and none was generated yet. With `create`, a
 * missing key file is generated (published whole by a link: processes starting together agree).
 */
export function loadSecretKey(source: SecretKeySource, options: { create: boolean }): Buffer | undefined {
  const fromEnv = source.env[SECRET_KEY_ENV];
  if (fromEnv !== undefined && fromEnv !== '') return decodeKey(fromEnv, SECRET_KEY_ENV);
  const file = secretKeyFile(source.dataDir);
  const existing = readKeyFile(file);
  if (existing || !options.create) return existing;
  if (source.generate === false) {
    throw new SecretKeyError(
      `${SECRET_KEY_ENV} is not set: with PostgreSQL, set it (32 bytes, base64: openssl rand -base64 32) ` +
        `to the same value for every vigil process before storing repository credentials`,
    );
  }
  fs.mkdirSync(source.dataDir, { recursive: true, mode: 0o700 });
  if (!publishKeyFile(file)) return readKeyFile(file);
  source.log(
    `vigil: generated the key that encrypts stored repository credentials: ${file} (mode 0600). ` +
      `Keep it with the database; to manage it yourself, set ${SECRET_KEY_ENV} (32 bytes, base64) instead.`,
  );
  return readKeyFile(file);
}

/**
 * At the start of `vigil serve`: a malformed VIGIL_SECRET_KEY stops the start; with SQLite and no
 * variable the data directory's key is made now (announced once, the first time); with PostgreSQL
 * and no variable the log says once that credentials cannot be stored or used.
 */
export function prepareSecretKey(source: SecretKeySource): void {
  const fromEnv = source.env[SECRET_KEY_ENV];
  if (fromEnv !== undefined && fromEnv !== '') {
    decodeKey(fromEnv, SECRET_KEY_ENV);
    return;
  }
  if (source.generate !== false) {
    loadSecretKey(source, { create: true });
    return;
  }
  if (!readKeyFile(secretKeyFile(source.dataDir))) {
    source.log(`vigil: ${SECRET_KEY_ENV} is not set: codebases with https credentials can be neither added nor fetched (PostgreSQL needs the same key in every process)`);
  }
}

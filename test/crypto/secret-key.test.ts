import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { CredentialCipher, credentialCipherFromEnv } from '../../src/crypto/credential-cipher.js';
import { loadSecretKey, prepareSecretKey, SECRET_KEY_FILE, SecretKeyError } from '../../src/crypto/secret-key.js';

const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-key-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('secret key', () => {
  it('takes VIGIL_SECRET_KEY (32 bytes, base64) over the key file, and refuses a malformed one', () => {
    const key = Buffer.alloc(32, 3);
    const source = { env: { VIGIL_SECRET_KEY: key.toString('base64') }, dataDir: tempDir(), log: () => {} };
    expect(loadSecretKey(source, { create: true })).toEqual(key);
    expect(fs.existsSync(path.join(source.dataDir, SECRET_KEY_FILE))).toBe(false);
    for (const bad of [Buffer.alloc(16).toString('base64'), 'not base64 at all!', Buffer.alloc(33).toString('base64')]) {
      expect(() => loadSecretKey({ ...source, env: { VIGIL_SECRET_KEY: bad } }, { create: true })).toThrow(/VIGIL_SECRET_KEY must be 32 bytes in base64/);
    }
  });

  it('generates a 0600 key file once (SQLite laptop start), and reuses it', () => {
    const dataDir = path.join(tempDir(), 'data');
    const logged: string[] = [];
    const first = loadSecretKey({ env: {}, dataDir, log: (m) => logged.push(m) }, { create: true });
    const again = loadSecretKey({ env: {}, dataDir, log: (m) => logged.push(m) }, { create: true });
    expect(first).toHaveLength(32);
    expect(again).toEqual(first);
    expect(fs.statSync(path.join(dataDir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(logged).toHaveLength(1);
    expect(loadSecretKey({ env: {}, dataDir: tempDir(), log: () => {} }, { create: false })).toBeUndefined();
  });

  it('with PostgreSQL generates nothing: sealing without VIGIL_SECRET_KEY is refused with the fix', () => {
    const dataDir = tempDir();
    const cipher = credentialCipherFromEnv({ DATABASE_URL: 'postgres://db/vigil' }, dataDir, () => {});
    expect(() => cipher.seal('cb_1', { username: 'u', password: 'p' })).toThrow(SecretKeyError);
    expect(() => cipher.seal('cb_1', { username: 'u', password: 'p' })).toThrow(/with PostgreSQL, set it/);
    expect(fs.existsSync(path.join(dataDir, SECRET_KEY_FILE))).toBe(false);
    const withKey = credentialCipherFromEnv({ DATABASE_URL: 'postgres://db/vigil', VIGIL_SECRET_KEY: Buffer.alloc(32, 9).toString('base64') }, dataDir);
    const sealed = withKey.seal('cb_1', { username: 'u', password: 'p' });
    expect(withKey.open('cb_1', sealed)).toEqual({ username: 'u', password: 'p' });
  });

  it('refuses to open a tampered or foreign value, without echoing it', () => {
    const cipher = new CredentialCipher({ env: {}, dataDir: tempDir(), log: () => {} });
    const sealed = cipher.seal('cb_1', { username: 'u', password: 'hunter2' });
    const tampered = sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA');
    for (const value of [tampered, 'v1:', 'garbage', sealed.replace('v1:', 'v2:')]) {
      expect(() => cipher.open('cb_1', value)).toThrow(/cannot be decrypted/);
    }
    expect(() => cipher.open('cb_2', sealed)).toThrow(/cannot be decrypted/);
    expect(sealed).not.toContain('hunter2');
  });

  it('at serve start: makes the SQLite key once, stops on a malformed variable, warns once per start with PostgreSQL', () => {
    const dataDir = tempDir();
    const logged: string[] = [];
    const log = (m: string) => logged.push(m);
    prepareSecretKey({ env: {}, dataDir, log });
    prepareSecretKey({ env: {}, dataDir, log });
    expect(fs.statSync(path.join(dataDir, SECRET_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(logged).toHaveLength(1);
    expect(() => prepareSecretKey({ env: { VIGIL_SECRET_KEY: 'short' }, dataDir, log })).toThrow(SecretKeyError);
    const pgDir = tempDir();
    prepareSecretKey({ env: {}, dataDir: pgDir, log, generate: false });
    expect(logged[1]).toMatch(/VIGIL_SECRET_KEY is not set/);
    expect(fs.existsSync(path.join(pgDir, SECRET_KEY_FILE))).toBe(false);
  });

  it('gives every process the same whole key when many start together on an empty data directory', async () => {
    // Separate processes, as three `vigil serve` starting at once (the e2e secrets test once saw
    // one of them read the key file before its creator had written it). `npm test` builds dist/.
    const built = fileURLToPath(new URL('../../dist/crypto/secret-key.js', import.meta.url));
    expect(fs.existsSync(built), 'run npm run build first').toBe(true);
    const program = `
      const { loadSecretKey } = await import(process.argv[1]);
      const dataDir = process.argv[2];
      const start = Number(process.argv[3]);
      while (Date.now() < start) {}
      process.stdout.write(loadSecretKey({ env: {}, dataDir, log: () => {} }, { create: true }).toString('base64'));`;
    const run = (dataDir: string, start: number) =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', program, built, dataDir, String(start)]);
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk) => (out += chunk));
        child.stderr.on('data', (chunk) => (err += chunk));
        child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(err))));
      });
    for (let round = 0; round < 6; round++) {
      const dataDir = path.join(tempDir(), 'data');
      const keys = await Promise.all(Array.from({ length: 6 }, () => run(dataDir, Date.now() + 700)));
      expect(new Set(keys).size).toBe(1);
      expect(Buffer.from(keys[0]!, 'base64')).toHaveLength(32);
      expect(fs.readdirSync(dataDir)).toEqual([SECRET_KEY_FILE]);
    }
  }, 60_000);
});

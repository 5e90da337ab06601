/**
 * Migration 0005 takes credentials out of URLs stored by earlier versions: the URL keeps the
 * address, the credentials are sealed under the key, and neither the rows nor (on SQLite) the
 * database files keep the token in clear.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/store/database.js';
import { CredentialCipher } from '../../src/crypto/credential-cipher.js';
import { migrationProviderFor } from '../../src/store/migrations/index.js';
import { createTestDatabase, engines } from '../helpers/databases.js';

const TOKEN = 'glpat-OldTokenStoredInClear0987654321';

describe.each(engines())('migration 0005 (codebase credentials) on %s', (engine) => {
  it('moves credentials out of stored URLs, encrypted, and leaves other URLs alone', async () => {
    const database = await createTestDatabase(engine);
    const store = openDatabase(database.config);
    const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-key-'));
    const logged: string[] = [];
    const cipher = new CredentialCipher({ env: {}, dataDir: keyDir, log: (m) => logged.push(m) });
    const context = { credentialCipher: () => cipher };
    try {
      const before = await new Migrator({ db: store.db, provider: migrationProviderFor(context) }).migrateTo('0004-issue-versions');
      expect(before.error).toBeUndefined();
      const at = new Date().toISOString();
      await store.db.insertInto('projects').values({ id: 'prj_1', name: 'p', plan: 'enterprise', createdAt: at }).execute();
      const urls: Record<string, string> = {
        cb_token: `https://oauth2:${TOKEN}@git.test/acme/app.git`,
        cb_user_only: `https://${TOKEN}@git.test/acme/other.git`,
        cb_upper: `HTTPS://bob:${TOKEN}@git.test/x.git`,
        cb_plain: 'https://git.test/acme/open.git',
        cb_ssh_password: `ssh://git:${TOKEN}@git.test/acme/app.git`,
        cb_ssh: 'git@git.test:acme/app.git',
        cb_local: '/srv/git/app.git',
      };
      for (const [id, url] of Object.entries(urls)) {
        await (store.db as any)
          .insertInto('codebases')
          .values({ id, projectId: 'prj_1', name: id, url, defaultBranch: null, mirrorPath: null, mirrorFetchedAt: null, mirrorError: null, createdAt: at, updatedAt: at, deletedAt: null })
          .execute();
      }

      await migrateToLatest(store.db, context);

      const rows = await store.db.selectFrom('codebases').select(['id', 'url', 'credentials']).orderBy('id').execute();
      const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
      expect(byId.cb_token).toMatchObject({ url: 'https://git.test/acme/app.git' });
      expect(cipher.open('cb_token', byId.cb_token!.credentials!)).toEqual({ username: 'oauth2', password: TOKEN });
      expect(byId.cb_user_only!.url).toBe('https://git.test/acme/other.git');
      expect(cipher.open('cb_user_only', byId.cb_user_only!.credentials!)).toEqual({ username: TOKEN, password: '' });
      expect(byId.cb_upper!.url).toBe('HTTPS://git.test/x.git');
      expect(byId.cb_ssh_password).toMatchObject({ url: 'ssh://git@git.test/acme/app.git', credentials: null });
      for (const id of ['cb_plain', 'cb_ssh', 'cb_local']) expect(byId[id]).toEqual({ id, url: urls[id], credentials: null });
      expect(JSON.stringify(rows)).not.toContain(TOKEN);
      expect(logged).toHaveLength(1);

      if (engine === 'sqlite') {
        const file = (database.config as { file: string }).file;
        for (const candidate of [file, `${file}-wal`].filter((f) => fs.existsSync(f))) {
          expect(fs.readFileSync(candidate).includes(TOKEN), candidate).toBe(false);
        }
      } else {
        const text = await sql<{ row: string }>`select row_to_json(c)::text as row from codebases c`.execute(store.db);
        expect(text.rows.map((r) => r.row).join('\n')).not.toContain(TOKEN);
      }
    } finally {
      await store.close();
      await database.drop();
      fs.rmSync(keyDir, { recursive: true, force: true });
    }
  });

  it('never asks for a key when no stored URL carries credentials', async () => {
    const database = await createTestDatabase(engine);
    const store = openDatabase(database.config);
    try {
      await migrateToLatest(store.db, {
        credentialCipher: () => {
          throw new Error('the key was asked for');
        },
      });
      const columns = (await store.db.introspection.getTables()).find((t) => t.name === 'codebases')!.columns.map((c) => c.name);
      expect(columns).toContain('credentials');
    } finally {
      await store.close();
      await database.drop();
    }
  });
});

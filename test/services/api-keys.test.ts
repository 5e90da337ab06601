import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authenticateKey, createApiKey } from '../../src/services/api-keys.js';
import { InvalidInputError, NotFoundError } from '../../src/services/errors.js';
import { bootstrapIfEmpty } from '../../src/services/projects.js';
import type { VigilStore } from '../../src/store/database.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { seedProject } from '../helpers/fixtures.js';

describe.each(engines())('API keys on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
  });

  afterAll(async () => {
    await dispose?.();
  });

  it('bootstraps project default with an admin key on an empty database, and only then', async () => {
    const first = await bootstrapIfEmpty(store.db, store.dialect);
    expect(first?.project).toMatchObject({ name: 'default', plan: 'enterprise' });
    expect(await authenticateKey(store.db, first!.key.key)).toMatchObject({ role: 'admin', projectId: first!.project.id, plan: 'enterprise' });
    expect(await bootstrapIfEmpty(store.db, store.dialect)).toBeNull();
  });

  it('stores only the SHA-256 of a key and a short visible prefix', async () => {
    const { projectId } = await seedProject(store.db);
    const { id, key } = await createApiKey(store.db, { projectId, role: 'viewer' });
    const row = await store.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
    expect(row.prefix).toBe(key.slice(0, 12));
    expect(JSON.stringify(row)).not.toContain(key.slice(12));
  });

  it('makes distinct random keys', async () => {
    const { projectId } = await seedProject(store.db);
    const keys = new Set<string>();
    for (let i = 0; i < 20; i++) keys.add((await createApiKey(store.db, { projectId, role: 'viewer' })).key);
    expect(keys.size).toBe(20);
  });

  it('refuses keys for unknown projects and expiry in the past', async () => {
    await expect(createApiKey(store.db, { projectId: 'prj_nope', role: 'admin' })).rejects.toBeInstanceOf(NotFoundError);
    const { projectId } = await seedProject(store.db);
    await expect(createApiKey(store.db, { projectId, role: 'admin', expiresAt: '2000-01-01T00:00:00.000Z' })).rejects.toBeInstanceOf(InvalidInputError);
  });

  it('finds the right key among keys sharing a visible prefix', async () => {
    const { projectId } = await seedProject(store.db);
    const { id, key } = await createApiKey(store.db, { projectId, role: 'developer' });
    // A second row with the same prefix but another hash: authentication must compare hashes.
    await store.db.updateTable('api_keys').set({ prefix: key.slice(0, 12) }).where('id', '=', (await createApiKey(store.db, { projectId, role: 'admin' })).id).execute();
    expect((await authenticateKey(store.db, key))?.keyId).toBe(id);
    expect(await authenticateKey(store.db, key.slice(0, 12) + 'x'.repeat(43 - 8))).toBeNull();
    expect(await authenticateKey(store.db, 'not-a-key')).toBeNull();
    expect(await authenticateKey(store.db, '')).toBeNull();
  });

  it('writes lastUsedAt at most once a minute', async () => {
    const { projectId } = await seedProject(store.db);
    const { id, key } = await createApiKey(store.db, { projectId, role: 'viewer' });
    const lastUsed = async () => (await store.db.selectFrom('api_keys').select('lastUsedAt').where('id', '=', id).executeTakeFirstOrThrow()).lastUsedAt;
    await authenticateKey(store.db, key);
    const first = await lastUsed();
    expect(first).not.toBeNull();
    await new Promise((r) => setTimeout(r, 5));
    await authenticateKey(store.db, key);
    expect(await lastUsed()).toBe(first);
    const old = new Date(Date.now() - 120_000).toISOString();
    await store.db.updateTable('api_keys').set({ lastUsedAt: old }).where('id', '=', id).execute();
    await authenticateKey(store.db, key);
    expect(await lastUsed()).not.toBe(old);
  });
});

/**
 * API keys are compared in constant time, through the service function the API uses
 * (authenticateKey): the secret part of a presented key is only ever compared as a SHA-256 hash,
 * with crypto.timingSafeEqual, and the database never holds a key in clear. The crypto module is
 * the real one, watched (not replaced) to see which comparison runs.
 */
import * as crypto from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { authenticateKey, createApiKey, hashKey } from '../../src/services/api-keys.js';
import { authenticateKeyCached } from '../../src/services/key-cache.js';
import { createProject } from '../../src/services/projects.js';
import { createTestStore } from '../helpers/databases.js';
import { databaseSnapshot } from './snapshot.js';

vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:crypto')>();
  return { ...real, timingSafeEqual: vi.fn(real.timingSafeEqual) };
});

const timingSafeEqual = vi.mocked(crypto.timingSafeEqual);

describe('constant-time comparison of API keys', () => {
  let testStore: Awaited<ReturnType<typeof createTestStore>>;
  let key: string;
  let projectId: string;

  beforeAll(async () => {
    testStore = await createTestStore('sqlite');
    projectId = (await createProject(testStore.store.db, { name: 'keys', plan: 'enterprise' })).id;
    key = (await createApiKey(testStore.store.db, { projectId, role: 'viewer' })).key;
  });

  afterAll(async () => {
    await testStore?.dispose();
  });

  beforeEach(() => {
    timingSafeEqual.mockClear();
  });

  /** The key with one character changed at the given index (the prefix stays, so the row is a candidate). */
  const tampered = (index: number) => key.slice(0, index) + (key[index] === 'A' ? 'B' : 'A') + key.slice(index + 1);

  it('compares the SHA-256 of the presented key with the stored hash through timingSafeEqual, wherever the keys differ', async () => {
    for (const index of [12, 20, key.length - 1]) {
      const presented = tampered(index);
      expect(await authenticateKey(testStore.store.db, presented)).toBeNull();
      expect(timingSafeEqual).toHaveBeenCalledTimes(1);
      const [stored, compared] = timingSafeEqual.mock.calls[0]! as [Buffer, Buffer];
      // Both sides are fixed-length digests: how far the keys agree cannot change the work done.
      expect(stored).toHaveLength(32);
      expect(compared).toEqual(Buffer.from(hashKey(presented), 'hex'));
      expect(stored).toEqual(Buffer.from(hashKey(key), 'hex'));
      timingSafeEqual.mockClear();
    }
  });

  it('accepts the right key through the same comparison', async () => {
    expect(await authenticateKey(testStore.store.db, key)).toMatchObject({ projectId, role: 'viewer' });
    expect(timingSafeEqual).toHaveBeenCalledTimes(1);
    expect(timingSafeEqual.mock.results[0]!.value).toBe(true);
  });

  it('hashes a key once, one way: the SHA-256 of its UTF-8 bytes, in hex, for the stored row and the key cache alike', async () => {
    for (const k of [key, 'vgl_ünïcödé-key-€', '']) {
      expect(hashKey(k)).toBe(crypto.createHash('sha256').update(Buffer.from(k, 'utf8')).digest('hex'));
    }
    // The cached path (key-cache.ts) finds the row stored by createApiKey through the same hash.
    expect(await authenticateKeyCached(testStore.store.db, key)).toMatchObject({ projectId, role: 'viewer' });
    expect(await authenticateKeyCached(testStore.store.db, key)).toMatchObject({ projectId, role: 'viewer' });
    expect(await authenticateKeyCached(testStore.store.db, tampered(20))).toBeNull();
  });

  it('stores only the hash and the short visible prefix, never the key', async () => {
    const stored = JSON.stringify(await databaseSnapshot(testStore.store.db));
    expect(stored).not.toContain(key);
    expect(stored).not.toContain(key.slice(12));
    expect(stored).toContain(hashKey(key));
  });
});

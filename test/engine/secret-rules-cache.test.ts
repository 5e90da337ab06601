/**
 * The engine cache's copy of the built secrets rule pack (src/engine/cache/secret-rules.ts) on a
 * miss, in a fresh process (this file's own module state): the rule files are read once, the key
 * and the pack built from the same texts, and the pack stored is read back as a hit that finds
 * what a pack built from the files finds. fs is the real one, watched (not replaced) to count reads.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { withCachedSecretRules } from '../../src/engine/cache/secret-rules.js';
import { FolderCacheStore } from '../../src/engine/index.js';
import { loadedSecretRules, loadSecretRules } from '../../src/engine/secrets/index.js';
import { buildRuleSet, defaultRulesDir, loadRuleDocuments } from '../../src/engine/secrets/rule-loader.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-secret-rules-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('secrets rule pack cache on a miss', () => {
  it('reads each rule file once, keys and builds the pack from those texts, and stores it', async () => {
    const rulesDir = defaultRulesDir();
    const files = fs.readdirSync(rulesDir).filter((n) => n.endsWith('.yaml') || n.endsWith('.yml'));
    expect(files.length).toBeGreaterThan(30);
    const reads = vi.spyOn(fs, 'readFileSync');
    const store = new FolderCacheStore(dir);
    expect(loadedSecretRules.get()).toBeUndefined();
    const built = await withCachedSecretRules(store, async () => loadSecretRules());
    const ruleReads = reads.mock.calls.map((call) => String(call[0])).filter((p) => p.startsWith(rulesDir + path.sep));
    reads.mockRestore();
    expect(ruleReads.sort()).toEqual(files.map((n) => path.join(rulesDir, n)).sort());
    expect(built).toEqual(buildRuleSet(loadRuleDocuments(rulesDir)));
    await store.settle();
    const stored = fs.readdirSync(dir).flatMap((shard) => fs.readdirSync(path.join(dir, shard)));
    expect(stored).toHaveLength(1);
  });
});

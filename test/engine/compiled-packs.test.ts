/**
 * The build compiles the default rule packs once (src/engine/rules/compiled-packs.ts): a process
 * that scans takes them from one file instead of parsing, validating and self-testing the YAML.
 * They must be exactly what loading gives, and only while the engine and the rule files are the
 * ones they were built from.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { compiledPacksKey, decodeCompiledPacks, encodeCompiledPacks } from '../../src/engine/rules/compiled-packs.js';
import { defaultRulesDir, loadRuleSet } from '../../src/engine/rules/loader.js';
import { buildRuleSet, defaultRuleDocuments } from '../../src/engine/secrets/rule-loader.js';
import { buildCli } from '../e2e/harness.js';

const rulesDir = defaultRulesDir();

describe('compiled rule packs', () => {
  const loaded = { code: loadRuleSet(rulesDir), secrets: buildRuleSet(defaultRuleDocuments()) };
  const key = compiledPacksKey(rulesDir);
  const bytes = encodeCompiledPacks(key, loaded, rulesDir);

  it('decode to exactly the packs loading gives', () => {
    const back = decodeCompiledPacks(bytes, key, rulesDir);
    expect(back?.code).toEqual(loaded.code);
    expect(back?.secrets).toEqual(loaded.secrets);
    expect(back?.code.javascript.rules[0].file.startsWith(rulesDir)).toBe(true);
  });

  it('keep rule files relative, so a moved rules folder gets its own paths', () => {
    const moved = path.join(os.tmpdir(), 'moved-rules');
    const back = decodeCompiledPacks(bytes, key, moved);
    const first = loaded.code.python.rules[0];
    expect(back?.code.python.rules[0].file).toBe(path.join(moved, path.relative(rulesDir, first.file)));
  });

  it('are a miss under another key, and when damaged', () => {
    expect(decodeCompiledPacks(bytes, key.replace(/^./, (c) => (c === '0' ? '1' : '0')), rulesDir)).toBeUndefined();
    const damaged = Buffer.from(bytes);
    damaged[damaged.length - 10] ^= 0xff;
    expect(decodeCompiledPacks(damaged, key, rulesDir)).toBeUndefined();
    expect(decodeCompiledPacks(bytes.subarray(0, bytes.length - 1), key, rulesDir)).toBeUndefined();
  });

  it('have another key once a rule file changes', () => {
    const same = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-rules-'));
    const edited = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-rules-'));
    try {
      fs.cpSync(rulesDir, same, { recursive: true });
      fs.cpSync(rulesDir, edited, { recursive: true });
      expect(compiledPacksKey(same)).toBe(key); // the same files give the same key
      const rule = path.join(edited, path.relative(rulesDir, loaded.code.javascript.rules[0].file));
      fs.writeFileSync(rule, `${fs.readFileSync(rule, 'utf8')}\n# edited\n`);
      expect(compiledPacksKey(edited)).not.toBe(key);
    } finally {
      fs.rmSync(same, { recursive: true, force: true });
      fs.rmSync(edited, { recursive: true, force: true });
    }
  });
});

describe('the build step', () => {
  const dist = path.resolve(import.meta.dirname, '../../dist/engine');
  beforeAll(async () => {
    await buildCli();
    execFileSync(process.execPath, [path.join(dist, 'rules/write-compiled-packs.js')], { stdio: 'pipe' });
  }, 240_000);

  it('writes packs that the built engine takes instead of loading the YAML', async () => {
    const packs = (await import(path.join(dist, 'rules/compiled-packs.js'))) as typeof import('../../src/engine/rules/compiled-packs.js');
    const loader = (await import(path.join(dist, 'rules/loader.js'))) as typeof import('../../src/engine/rules/loader.js');
    const secrets = (await import(path.join(dist, 'secrets/index.js'))) as typeof import('../../src/engine/secrets/index.js');
    const compiled = packs.compiledPacks();
    expect(compiled).toBeDefined();
    expect(loader.ruleSetFor()).toBe(compiled!.code);
    expect(secrets.loadSecretRules()).toBe(compiled!.secrets);
    expect(compiled!.code).toEqual(loader.loadRuleSet(loader.defaultRulesDir()));
  });
});

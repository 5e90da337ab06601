/**
 * The default rule packs (`rules/<family>` and `rules/secrets`) loaded, validated and self-tested at
 * build time and kept next to this module as one v8-serialised frame (`npm run build` runs
 * write-compiled-packs.js). Loading them from the YAML costs about 0.65 CPU s in every process that
 * scans (YAML parsing, schema validation, the secrets self-test): more than the rest of a scan of a
 * small repository. The frame's key is the engine's fingerprint (its code) and the rules folder's
 * (every file under it), so a rule edited after the build, a build made without this step, or a
 * build moved to another Node is a mismatch, and the packs are loaded from the YAML as before. The
 * packs were built by that code from those files, so a hit gives exactly what loading would.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';
import { frame, unframe } from '../cache/frame.js';
import { engineFingerprint, rulesFingerprint } from '../cache/keys.js';
import type { SecretRuleSet } from '../secrets/types.js';
import type { RuleSet } from './loader.js';
import { defaultRulesDir } from './rules-dir.js';

/** The frame's magic: its version changes whenever the payload's layout does. */
const MAGIC = 'VGC1';

export interface CompiledPacks {
  code: RuleSet;
  secrets: SecretRuleSet;
}

/** Where the build writes the packs: beside this module (in `dist/engine/rules/`). */
export function compiledPacksPath(): string {
  return path.join(path.dirname(fileURLToPath(import.meta.url)), 'compiled-packs.bin');
}

export function compiledPacksKey(rulesDir: string): string {
  return createHash('sha256').update(`compiled-packs\0${engineFingerprint()}\0${rulesFingerprint(rulesDir)}`).digest('hex');
}

/** Rule and model file paths are stored relative to the rules folder, so a moved checkout still matches. */
function withFilePaths(code: RuleSet, map: (file: string) => string): RuleSet {
  const out = {} as RuleSet;
  for (const [family, pack] of Object.entries(code) as [keyof RuleSet, RuleSet[keyof RuleSet]][]) {
    out[family] = { ...pack, rules: pack.rules.map((r) => ({ ...r, file: map(r.file) })), modelFiles: pack.modelFiles.map(map) };
  }
  return out;
}

export function encodeCompiledPacks(key: string, packs: CompiledPacks, rulesDir: string): Buffer {
  const code = withFilePaths(packs.code, (file) => path.relative(rulesDir, file));
  return frame(MAGIC, [v8.serialize({ key, code, secrets: packs.secrets })]);
}

/** The packs, or undefined unless `bytes` is an intact frame written under `key`. */
export function decodeCompiledPacks(bytes: Buffer | undefined, key: string, rulesDir: string): CompiledPacks | undefined {
  try {
    const body = unframe(MAGIC, bytes);
    if (!body) return undefined;
    const stored = v8.deserialize(body) as { key?: unknown; code?: RuleSet; secrets?: SecretRuleSet };
    if (stored.key !== key || !stored.code || !stored.secrets) return undefined;
    return { code: withFilePaths(stored.code, (file) => path.join(rulesDir, file)), secrets: stored.secrets };
  } catch {
    return undefined;
  }
}

let memo: { packs: CompiledPacks | undefined } | undefined;

/** The build's packs (read once per thread), or undefined when they do not match the default rules folder. */
export function compiledPacks(): CompiledPacks | undefined {
  if (!memo) {
    const rulesDir = defaultRulesDir();
    let bytes: Buffer | undefined;
    try {
      bytes = fs.readFileSync(compiledPacksPath());
    } catch {
      bytes = undefined; // no build step ran (tests run from the sources): load from the YAML
    }
    memo = { packs: bytes && decodeCompiledPacks(bytes, compiledPacksKey(rulesDir), rulesDir) };
  }
  return memo.packs;
}

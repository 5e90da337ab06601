/**
 * The secrets rule pack, built, kept in the engine cache: a rescan that computes one changed file
 * in a fresh process (`vigil scan`) would otherwise parse the 60 rule files and run every rule's
 * samples through the scanner (about 0.3 CPU s, as much as the rest of a one-file rescan's file
 * pass). The entry is keyed by the engine's fingerprint (its code, hence the loader and the
 * scanner the self-test ran) and the rule documents' text; the pack stored was built and
 * self-tested by that code from that text, so a hit skips both. It is plain data (strings,
 * numbers, regular expressions), v8-serialised in a frame (frame.ts); anything unexpected is a miss.
 * Only the default rules directory is cached (the one scanSecrets uses). Its documents are read
 * once per process (secrets/rule-loader.ts defaultRuleDocuments), so a miss builds the pack from
 * the very texts its key was computed from (a rule file edited between two reads could otherwise
 * store a pack under the key of other texts).
 */
import { createHash } from 'node:crypto';
import v8 from 'node:v8';
import { loadedSecretRules, type SecretRuleSet } from '../secrets/index.js';
import { compiledPacks } from '../rules/compiled-packs.js';
import { defaultRuleDocuments } from '../secrets/rule-loader.js';
import { frame, unframe } from './frame.js';
import { engineFingerprint } from './keys.js';
import type { EngineCacheStore } from './store.js';

/** The magic of the cached pack (frame.ts); its version changes whenever the entry's bytes do. */
export const SECRET_RULES_MAGIC = 'VGS2';

let keyOfProcess: string | undefined;

function secretRulesKey(): string {
  if (!keyOfProcess) {
    const hash = createHash('sha256').update(`secret-rules\0${engineFingerprint()}`);
    for (const d of defaultRuleDocuments()) hash.update(`\0${d.source}\0${d.yaml}`);
    keyOfProcess = hash.digest('hex');
  }
  return keyOfProcess;
}

export function encodeSecretRules(rules: SecretRuleSet): Buffer {
  return frame(SECRET_RULES_MAGIC, [v8.serialize(rules)]);
}

export function decodeSecretRules(bytes: Buffer | undefined): SecretRuleSet | undefined {
  try {
    const body = unframe(SECRET_RULES_MAGIC, bytes);
    if (!body) return undefined;
    const rules = v8.deserialize(body) as SecretRuleSet;
    if (!rules || !Array.isArray(rules.providers) || !(rules.keywordRegex instanceof RegExp) || rules.generic?.kind !== 'generic') return undefined;
    for (const p of rules.providers) if (p?.kind !== 'provider' || !(p.regex instanceof RegExp) || !Array.isArray(p.allow) || !Array.isArray(p.keywords)) return undefined;
    return rules;
  } catch {
    return undefined;
  }
}

/**
 * Around a file pass in this thread: hands the cached pack to the secrets scanner if this thread
 * has none yet, and afterwards stores the pack the pass loaded when the cache had none.
 */
export async function withCachedSecretRules<T>(store: EngineCacheStore, work: () => Promise<T>): Promise<T> {
  // The build's compiled packs, when they match, give the pack without a store round trip (rules/compiled-packs.ts).
  if (loadedSecretRules.get() || compiledPacks()?.secrets) return work();
  let key: string;
  try {
    key = secretRulesKey();
  } catch {
    return work();
  }
  const hit = decodeSecretRules(await store.get(key).catch(() => undefined));
  if (hit) loadedSecretRules.use(hit);
  const out = await work();
  const built = loadedSecretRules.get();
  if (!hit && built) await store.put(key, encodeSecretRules(built)).catch(() => undefined);
  return out;
}

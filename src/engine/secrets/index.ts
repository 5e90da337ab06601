/**
 * Hard-coded secrets detection, called by the engine for every text file of a scan.
 *
 * - `scanSecrets(file, options)` is synchronous. Pass `options.tree` for JS/TS, Python and Java
 *   files the engine already parsed: string literals and the names they are assigned to are then
 *   read from the tree. Without a tree, code is read with the line-based reader.
 * - `scanSecretsAsync(file, options)` parses a code file itself when no tree is given.
 * - A text over SECRETS_CHUNK_CHARS without a tree is scanned in bounded chunks (chunked-scan.ts).
 * - `loadSecretRules()` loads and self-tests rules/secrets once per thread (cached), or takes the
 *   pack the thread that started this one handed over (workerData.secretRules: parallel/pool.ts),
 *   or the one the build compiled (rules/compiled-packs.ts) when it matches the rule files.
 *   The loader itself (rule-loader.ts: parsing, validating against the rule format, self-testing)
 *   is imported from there.
 */
import { workerData } from 'node:worker_threads';
import type { Finding, SourceFile } from '../findings.js';
import { languageOfPath } from '../parse/languages.js';
import { parseSource } from '../parse/parser.js';
import { compiledPacks } from '../rules/compiled-packs.js';
import { scanTextInChunks, SECRETS_CHUNK_CHARS } from './chunked-scan.js';
import { scanText } from './scan-file.js';
import type { SecretRuleSet, SecretScanOptions } from './types.js';

export type { SecretAllowlist, SecretRuleSet, SecretScanOptions, ProviderRule, GenericRule } from './types.js';
export { maskSecret } from './mask.js';

/**
 * The default pack, built and self-tested by the thread that started this one (a worker of
 * parallel/pool.ts): such a thread never imports the loader, whose validators (the TypeBox rule
 * schemas and ajv) cost each worker about 240 ms CPU to import, nor reads and self-tests the rule
 * files again. Any other thread imports the loader and builds the pack on first use.
 */
const handed = (workerData as { secretRules?: SecretRuleSet } | null | undefined)?.secretRules;
const loader = handed ? undefined : await import('./rule-loader.js');

let cached: SecretRuleSet | undefined = handed;

/** Loads, checks and self-tests the secrets rule pack; throws SecretRuleError on a bad rule. */
export function loadSecretRules(dir?: string): SecretRuleSet {
  if (dir === undefined && cached) return cached;
  if (dir === undefined) {
    const built = compiledPacks()?.secrets;
    if (built) return (cached = built);
  }
  if (!loader) throw new Error('this thread was handed the default secrets rule pack and has no rule loader');
  if (dir !== undefined) return loader.buildRuleSet(loader.loadRuleDocuments(dir));
  cached = loader.buildRuleSet(loader.defaultRuleDocuments());
  return cached;
}

/**
 * The default rule pack as loadSecretRules gives it, if this thread has loaded it; and a way to
 * hand it over already built (the engine cache keeps the built pack: cache/secret-rules.ts).
 */
export const loadedSecretRules = {
  get: (): SecretRuleSet | undefined => cached,
  use: (rules: SecretRuleSet): void => {
    cached ??= rules;
  },
};

function textOf(file: SourceFile): string {
  return typeof file.content === 'string' ? file.content : file.content.toString('utf8');
}

export function scanSecrets(file: SourceFile, options: SecretScanOptions = {}): Finding[] {
  const rules = options.rules ?? loadSecretRules();
  const text = textOf(file);
  // A large file (never parsed: it is over the code-analysis limit) is scanned in bounded chunks.
  if (!options.tree && text.length > SECRETS_CHUNK_CHARS) return scanTextInChunks(text, file.path, rules, options);
  return scanText(text, file.path, rules, options);
}

/** Like scanSecrets, but parses JS/TS, Python and Java files itself when no tree is passed. */
export async function scanSecretsAsync(file: SourceFile, options: SecretScanOptions = {}): Promise<Finding[]> {
  if (options.tree) return scanSecrets(file, options);
  const language = options.language ?? languageOfPath(file.path);
  const text = textOf(file);
  // Files over the code-analysis limit are not parsed here either (scanSecrets chunks them).
  if (!language || text.length > SECRETS_CHUNK_CHARS) return scanSecrets({ path: file.path, content: text }, options);
  let tree;
  try {
    tree = (await parseSource(language, text)).tree;
  } catch {
    return scanSecrets(file, options); // parsing never should fail; if it does, the line reader still works
  }
  try {
    return scanSecrets({ path: file.path, content: text }, { ...options, tree, language });
  } finally {
    tree.delete();
  }
}

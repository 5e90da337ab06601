/**
 * `.vigil.yml` (or `.vigil.yaml`) at the root of a scanned tree: what the repository's owners
 * tell the scanner. Every field is optional:
 *
 *   version: 1
 *   exclude:                 # globs of paths never analysed (patterns.ts: run on RE2)
 *     - "vendor/**"
 *   secrets:
 *     allowlist:
 *       paths: ["docs/**"]   # globs never scanned for secrets
 *       patterns: ["EXAMPLE_[A-Z0-9]+"]   # RE2 regexes; a secret whose value or line matches is dropped
 *   disable:                 # rule ids or categories that are not reported
 *     - insecure-randomness
 *   severity:                # rule id or category → severity (a rule id wins over its category)
 *     py-sqli-tainted-query: critical
 *     weak-cryptography: low
 *
 * A file that is not valid YAML or does not follow this shape is an error naming the line and
 * column, never ignored: the scan fails with that reason (RepoConfigError).
 */
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { CATEGORIES, SEVERITIES, type Severity } from '../findings.js';
import { checkGlob, compileUserRegex, MAX_PATTERNS_PER_LIST, PatternError } from './patterns.js';

export const REPO_CONFIG_FILES = ['.vigil.yml', '.vigil.yaml'] as const;

export interface RepoConfig {
  /** Path of the file it was read from. */
  file: string;
  exclude: string[];
  secrets: { allowlist: { paths: string[]; patterns: string[] } };
  disable: string[];
  severity: Record<string, Severity>;
}

export class RepoConfigError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly problem: string,
  ) {
    super(`${file} line ${line}, column ${column}: ${problem}`);
    this.name = 'RepoConfigError';
  }
}

const TOP_KEYS = ['version', 'exclude', 'secrets', 'disable', 'severity'];
/** Rule ids are lower-case words joined by -, . or _ (py-sqli-tainted-query, js.xss.reflected). */
const RULE_OR_CATEGORY = /^[a-z0-9][a-z0-9_.-]*$/i;

export function emptyRepoConfig(file = '.vigil.yml'): RepoConfig {
  return { file, exclude: [], secrets: { allowlist: { paths: [], patterns: [] } }, disable: [], severity: {} };
}

/**
 * Parses and validates the file. With `knownRuleIds`, a name in `disable` or `severity` that is
 * neither a category nor one of those rule ids is an error too (a typo would silently do nothing).
 */
export function parseRepoConfig(text: string, file = '.vigil.yml', knownRuleIds?: ReadonlySet<string>): RepoConfig {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true, prettyErrors: false });
  const fail = (node: Node | null | undefined, problem: string, offset?: number): never => {
    const at = lines.linePos(offset ?? node?.range?.[0] ?? 0);
    throw new RepoConfigError(file, at.line, at.col, problem);
  };
  if (doc.errors.length > 0) {
    const error = doc.errors[0]!;
    const pos = error.linePos?.[0] ?? lines.linePos(error.pos[0]);
    throw new RepoConfigError(file, pos.line, pos.col, `not valid YAML: ${error.message.split('\n')[0]}`);
  }
  const config = emptyRepoConfig(file);
  const root = doc.contents;
  if (root === null || (isScalar(root) && (root.value === null || root.value === ''))) return config; // an empty file
  if (!isMap(root)) return fail(root as Node, 'the file must be a mapping of keys (version, exclude, secrets, disable, severity)');

  const stringList = (node: unknown, what: string, check?: (value: string, node: Node) => void): string[] => {
    if (!isSeq(node)) return fail(node as Node, `${what} must be a list of strings`);
    if (check && node.items.length > MAX_PATTERNS_PER_LIST) fail(node as Node, `${what} has ${node.items.length} entries (at most ${MAX_PATTERNS_PER_LIST})`);
    return node.items.map((item) => {
      if (!isScalar(item) || typeof item.value !== 'string' || item.value.trim() === '') return fail(item as Node, `${what}: each entry must be a non-empty string`);
      check?.(item.value, item);
      return item.value;
    });
  };
  // Checked with the very compilers the scan uses (patterns.ts), so what passes here runs there.
  const pattern = (what: string, compile: (value: string) => unknown, kind: string) => (value: string, node: Node) => {
    try {
      compile(value);
    } catch (error) {
      if (!(error instanceof PatternError)) throw error;
      fail(node, `${what}: "${value}" is not a valid ${kind}: ${error.message}`);
    }
  };
  const ruleOrCategory = (value: string, node: Node) => {
    if (!RULE_OR_CATEGORY.test(value)) fail(node, `"${value}" is not a rule id or a category`);
    if (knownRuleIds && !isCategoryName(value) && !knownRuleIds.has(value)) fail(node, `"${value}" is neither a category nor a rule id of the rule pack`);
  };

  for (const pair of root.items) {
    const keyNode = pair.key as Node;
    const key = isScalar(keyNode) ? String(keyNode.value) : '';
    const value = pair.value as Node | null;
    switch (key) {
      case 'version':
        if (!isScalar(value) || value.value !== 1) fail(value ?? keyNode, 'version must be 1');
        break;
      case 'exclude':
        config.exclude = stringList(value, 'exclude', pattern('exclude', checkGlob, 'glob'));
        break;
      case 'disable':
        config.disable = stringList(value, 'disable', ruleOrCategory);
        break;
      case 'severity': {
        if (!isMap(value)) fail(value ?? keyNode, 'severity must map rule ids or categories to a severity');
        for (const entry of (value as unknown as { items: { key: Node; value: Node | null }[] }).items) {
          const name = isScalar(entry.key) ? String(entry.key.value) : '';
          ruleOrCategory(name, entry.key);
          const level = isScalar(entry.value) ? entry.value.value : undefined;
          if (typeof level !== 'string' || !(SEVERITIES as readonly string[]).includes(level)) {
            fail(entry.value ?? entry.key, `severity of "${name}" must be one of ${SEVERITIES.join(', ')}`);
          }
          config.severity[name] = level as Severity;
        }
        break;
      }
      case 'secrets': {
        if (!isMap(value)) fail(value ?? keyNode, 'secrets must be a mapping with the key allowlist');
        for (const entry of (value as unknown as { items: { key: Node; value: Node | null }[] }).items) {
          const name = isScalar(entry.key) ? String(entry.key.value) : '';
          if (name !== 'allowlist') fail(entry.key, `unknown key "secrets.${name}" (expected allowlist)`);
          if (!isMap(entry.value)) fail(entry.value ?? entry.key, 'secrets.allowlist must be a mapping with paths and/or patterns');
          for (const allow of (entry.value as unknown as { items: { key: Node; value: Node | null }[] }).items) {
            const field = isScalar(allow.key) ? String(allow.key.value) : '';
            if (field === 'paths') config.secrets.allowlist.paths = stringList(allow.value, 'secrets.allowlist.paths', pattern('secrets.allowlist.paths', checkGlob, 'glob'));
            else if (field === 'patterns') config.secrets.allowlist.patterns = stringList(allow.value, 'secrets.allowlist.patterns', pattern('secrets.allowlist.patterns', compileUserRegex, 'regular expression'));
            else fail(allow.key, `unknown key "secrets.allowlist.${field}" (expected paths or patterns)`);
          }
        }
        break;
      }
      default:
        fail(keyNode, `unknown key "${key}" (expected one of ${TOP_KEYS.join(', ')})`);
    }
  }
  return config;
}

/** Whether a name in disable/severity is a category (otherwise it is read as a rule id). */
export function isCategoryName(name: string): boolean {
  return (CATEGORIES as readonly string[]).includes(name);
}

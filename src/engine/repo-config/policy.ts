/**
 * The repository's own policy around one analysis: `.vigil.yml` (excluded paths, secrets
 * allowlist, disabled rules or categories, severity overrides) and inline `vigil-ignore`
 * comments. Both the scan workflow and `vigil scan` call `analyzeWithRepositoryPolicy` instead of
 * `analyzeFiles`, so the two honour the same file the same way.
 *
 * Order: read and validate the config (a bad file throws RepoConfigError naming the line) →
 * leave excluded files out of the analysis → analyse → drop secrets the allowlist covers →
 * drop findings of disabled rules and categories → apply severity overrides → mark findings
 * covered by an inline suppression (kept, with `suppressed` set).
 */
import { analyzeFiles, type AnalyzeOptions } from '../index.js';
import type { Finding, ScanResult, SourceFile } from '../findings.js';
import { loadSecretRules, scanSecretsAsync } from '../secrets/index.js';
import { defaultRulesDir, ruleSetFor } from '../rules/loader.js';
import { codeCommentsByLine } from '../suppressions/code-comments.js';
import { markInlineSuppressions, mentionsMarker } from '../suppressions/inline.js';
import { compileGlobs } from './patterns.js';
import { emptyRepoConfig, isCategoryName, parseRepoConfig, REPO_CONFIG_FILES, type RepoConfig } from './parse.js';

export { RepoConfigError } from './parse.js';

function textOf(file: SourceFile): string {
  return typeof file.content === 'string' ? file.content : file.content.toString('utf8');
}

/** Every rule id the engine can report: the rule packs of every language and the secrets rules. */
export function knownRuleIds(rulesDir?: string): Set<string> {
  const ids = new Set<string>();
  for (const pack of Object.values(ruleSetFor(rulesDir ?? defaultRulesDir()))) for (const loaded of pack.rules) ids.add(loaded.rule.id);
  const secrets = loadSecretRules();
  for (const rule of secrets.providers) ids.add(rule.id);
  ids.add(secrets.generic.id);
  return ids;
}

/** The root `.vigil.yml` among the files, parsed and validated; an empty config when there is none. */
export function repoConfigOf(files: readonly SourceFile[], rulesDir?: string): RepoConfig {
  for (const name of REPO_CONFIG_FILES) {
    const file = files.find((f) => f.path === name);
    if (file) return parseRepoConfig(textOf(file), name, knownRuleIds(rulesDir));
  }
  return emptyRepoConfig();
}

export interface PolicyResult extends ScanResult {
  config: RepoConfig;
  /** Files left out by `exclude`. */
  excluded: string[];
}

const positionKey = (f: Pick<Finding, 'ruleId' | 'filePath' | 'lineNumber' | 'column'>) => `${f.ruleId}\0${f.filePath}\0${f.lineNumber}\0${f.column}`;

/** Secrets the allowlist covers: by path, and by pattern through the secrets module's own allowlist. */
async function dropAllowlistedSecrets(findings: Finding[], files: Map<string, SourceFile>, config: RepoConfig): Promise<Finding[]> {
  const { paths, patterns } = config.secrets.allowlist;
  if (paths.length === 0 && patterns.length === 0) return findings;
  const allowedPath = compileGlobs(paths);
  const isSecret = (f: Finding) => f.category === 'hardcoded-secrets';
  let kept = findings.filter((f) => !(isSecret(f) && allowedPath(f.filePath)));
  if (patterns.length === 0) return kept;
  // Rescan only the files that still have secret findings, with the allowlist; keep what survives.
  const secretFiles = [...new Set(kept.filter(isSecret).map((f) => f.filePath))];
  const surviving = new Set<string>();
  for (const filePath of secretFiles) {
    const file = files.get(filePath);
    if (!file) continue;
    for (const f of await scanSecretsAsync(file, { allowlist: { paths, patterns } })) surviving.add(positionKey(f));
  }
  kept = kept.filter((f) => !isSecret(f) || surviving.has(positionKey(f)));
  return kept;
}

/** Drops disabled rules and categories, applies severity overrides (a rule id wins over a category). */
export function applyRuleSettings(findings: Finding[], config: RepoConfig): Finding[] {
  const disabled = new Set(config.disable);
  const out: Finding[] = [];
  for (const finding of findings) {
    if (disabled.has(finding.ruleId) || disabled.has(finding.category)) continue;
    const override = config.severity[finding.ruleId] ?? (isCategoryName(finding.category) ? config.severity[finding.category] : undefined);
    out.push(override && override !== finding.severity ? { ...finding, severity: override } : finding);
  }
  return out;
}

export type Analyze = (files: SourceFile[], options: AnalyzeOptions) => Promise<ScanResult>;

export async function analyzeWithRepositoryPolicy(
  files: SourceFile[],
  options: AnalyzeOptions = {},
  analyze: Analyze = analyzeFiles,
): Promise<PolicyResult> {
  const config = repoConfigOf(files, options.rulesDir);
  const excludedMatch = compileGlobs(config.exclude);
  // The configuration file itself is not analysed: its allowlist patterns look like secrets.
  const isExcluded = (p: string) => excludedMatch(p) || (REPO_CONFIG_FILES as readonly string[]).includes(p);
  const included = files.filter((f) => !isExcluded(f.path));
  const excluded = files.filter((f) => isExcluded(f.path)).map((f) => f.path);
  const result = await analyze(included, options);
  const byPath = new Map(included.map((f) => [f.path, f]));
  let findings = await dropAllowlistedSecrets(result.findings, byPath, config);
  findings = applyRuleSettings(findings, config);
  // Code files with the marker and a finding get their comments from the parsed tree.
  const comments = new Map<string, ReadonlyMap<number, string>>();
  for (const filePath of new Set(findings.map((f) => f.filePath))) {
    const file = byPath.get(filePath);
    const text = file === undefined ? '' : textOf(file);
    if (!mentionsMarker(text)) continue;
    const parsed = await codeCommentsByLine(filePath, text);
    if (parsed) comments.set(filePath, parsed);
  }
  markInlineSuppressions(
    findings,
    (filePath) => {
      const file = byPath.get(filePath);
      return file === undefined ? undefined : textOf(file);
    },
    (filePath) => comments.get(filePath),
  );
  return { ...result, findings, config, excluded };
}

/**
 * The files to read for a scan of chosen files: the chosen ones plus the root `.vigil.yml` when
 * the branch has one, so the repository's configuration applies to every kind of scan.
 */
export function withRepositoryConfigFile<T extends { filePath: string }>(chosen: readonly T[], listed: readonly T[]): T[] {
  const config = listed.find((f) => (REPO_CONFIG_FILES as readonly string[]).includes(f.filePath));
  if (!config || chosen.some((f) => f.filePath === config.filePath)) return [...chosen];
  return [...chosen, config];
}

/**
 * Secrets in one file with a given rule set: provider rules, then generic assignments, then
 * overlap resolution, the test-fixture policy, the allowlist, and masking into findings.
 */
import type { Finding, Severity } from '../findings.js';
import { languageOfPath } from '../parse/languages.js';
import { compileGlobs, compileUserRegex, type UserRegex } from '../repo-config/patterns.js';
import { buildFinding } from './finding-builder.js';
import { configFormatOf, isLockfile, isTestFixturePath } from './file-kinds.js';
import { findGenericSecrets } from './generic-scan.js';
import { findProviderSecrets } from './provider-scan.js';
import { lineIndex } from './text-lines.js';
import type { SecretAllowlist, SecretCandidate, SecretRuleSet, SecretScanOptions } from './types.js';

function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Overlapping provider matches keep the most specific rule; generic matches yield to any provider match. */
function resolveOverlaps(provider: SecretCandidate[], generic: SecretCandidate[]): SecretCandidate[] {
  const priority = (c: SecretCandidate): number => (c.rule.kind === 'provider' ? c.rule.priority : 0);
  const ordered = [...provider].sort((a, b) => priority(b) - priority(a) || b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: SecretCandidate[] = [];
  const spans = (c: SecretCandidate) => [c, ...(c.extraSecrets ?? [])];
  for (const candidate of ordered) {
    if (kept.some((k) => spans(k).some((s) => overlaps(s, candidate)))) continue;
    kept.push(candidate);
  }
  for (const candidate of generic) {
    if (kept.some((k) => spans(k).some((s) => overlaps(s, candidate)))) continue;
    kept.push(candidate);
  }
  return kept.sort((a, b) => a.start - b.start);
}

const allowMatchers = new WeakMap<SecretAllowlist, { path: (p: string) => boolean; patterns: UserRegex[] }>();

/** The allowlist comes from the scanned repository: its globs and regexes run on RE2 (linear time). */
function compileAllowlist(allowlist: SecretAllowlist): { path: (p: string) => boolean; patterns: UserRegex[] } {
  let compiled = allowMatchers.get(allowlist);
  if (!compiled) {
    compiled = {
      path: compileGlobs(allowlist.paths ?? []),
      patterns: (allowlist.patterns ?? []).map(compileUserRegex),
    };
    allowMatchers.set(allowlist, compiled);
  }
  return compiled;
}

export function isBinaryText(text: string): boolean {
  return text.slice(0, 8000).includes('\u0000');
}

export function scanText(text: string, filePath: string, rules: SecretRuleSet, options: SecretScanOptions = {}): Finding[] {
  const allow = options.allowlist ? compileAllowlist(options.allowlist) : undefined;
  if (allow?.path(filePath)) return [];
  if (isBinaryText(text)) return [];

  const provider = findProviderSecrets(text, rules.providers, rules.keywordRegex);
  const generic = isLockfile(filePath)
    ? []
    : findGenericSecrets(text, configFormatOf(filePath), rules.generic, options.tree, options.language ?? languageOfPath(filePath));
  let candidates = resolveOverlaps(provider, generic);
  if (candidates.length === 0) return [];

  if (isTestFixturePath(filePath)) {
    candidates = candidates.filter((c) => c.rule.inTestFixtures !== 'skip');
    for (const c of candidates) c.severity = 'informative' satisfies Severity;
  }

  const lines = lineIndex(text);
  if (allow && allow.patterns.length > 0) {
    candidates = candidates.filter((c) => {
      const line = lines.positionOf(c.start).line;
      const lineText = text.slice(lines.startOfLine(line), lines.endOfLine(line));
      return !allow.patterns.some((re) => re.test(c.secret) || re.test(lineText));
    });
  }

  const occurrences = new Map<string, number>();
  return candidates.map((candidate) => {
    const key = `${candidate.rule.id}\0${candidate.secret}`;
    const occurrence = occurrences.get(key) ?? 0;
    occurrences.set(key, occurrence + 1);
    return buildFinding(text, filePath, lines, candidate, occurrence);
  });
}

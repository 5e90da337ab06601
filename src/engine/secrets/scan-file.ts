/**
 * Secrets in one file with a given rule set: provider rules, then generic assignments, then
 * overlap resolution, the test-fixture policy, the allowlist, and masking into findings.
 */
import type { Finding, Severity } from '../findings.js';
import { languageOfPath } from '../parse/languages.js';
import { compileGlobs, compileUserRegex, type UserRegex } from '../repo-config/patterns.js';
import { buildFinding } from './finding-builder.js';
import { findEncodedSecrets } from './encoded-scan.js';
import { environmentSections } from './environment-sections.js';
import { configFormatOfText, isApiSpecificationOutsideTests, isLockfile, isMinifiedPath, isTestFixturePath } from './file-kinds.js';
import { findGenericSecrets } from './generic-scan.js';
import { keyFileCandidates } from './key-files.js';
import { findProviderSecrets } from './provider-scan.js';
import { recordedRequests } from './recorded-interactions.js';
import { lineIndex, type LineIndex } from './text-lines.js';
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
    if (kept.some((k) => k !== candidate.partner && spans(k).some((s) => overlaps(s, candidate)))) continue;
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

/** Whether the allowlist's paths cover the file (compiled once per allowlist). */
export function allowlistedPath(filePath: string, options: SecretScanOptions): boolean {
  return options.allowlist ? compileAllowlist(options.allowlist).path(filePath) : false;
}

export function isBinaryText(text: string): boolean {
  return text.slice(0, 8000).includes('\u0000');
}

export function scanText(text: string, filePath: string, rules: SecretRuleSet, options: SecretScanOptions = {}): Finding[] {
  if (allowlistedPath(filePath, options) || isBinaryText(text)) return [];
  const { candidates, lines } = findCandidates(text, filePath, rules, options);
  const occurrences = new Map<string, number>();
  return candidates.map((candidate) => buildFinding(text, filePath, lines, candidate, nextOccurrence(occurrences, candidate)));
}

/** The occurrence index of this secret of this rule in the file (0 for the first), counting it. */
export function nextOccurrence(occurrences: Map<string, number>, candidate: SecretCandidate): number {
  const key = `${candidate.rule.id}\0${candidate.secret}`;
  const occurrence = occurrences.get(key) ?? 0;
  occurrences.set(key, occurrence + 1);
  return occurrence;
}

/** The test-fixture policy for the candidates that are test values: generic dropped, provider informative. */
function asTestValues(candidates: SecretCandidate[], isTestValue: (c: SecretCandidate) => boolean): SecretCandidate[] {
  return candidates.filter((c) => {
    if (!isTestValue(c)) return true;
    if (c.rule.inTestFixtures === 'skip') return false;
    c.severity = 'informative' satisfies Severity;
    return true;
  });
}

/**
 * The secrets of one text (a whole file, or one chunk of a large one) after overlaps, the
 * test-fixture policy and the allowlist patterns, in order; offsets are into `text`.
 * The caller has checked the allowlist's paths and binary content.
 */
export function findCandidates(text: string, filePath: string, rules: SecretRuleSet, options: SecretScanOptions = {}): { candidates: SecretCandidate[]; lines: LineIndex } {
  const allow = options.allowlist ? compileAllowlist(options.allowlist) : undefined;

  const format = configFormatOfText(filePath, text);
  const provider = findProviderSecrets(text, rules.providers, rules.keywordRegex);
  // Lockfiles hold only integrity hashes and URLs; minified bundles are build output whose
  // `token:"…"` properties are library internals: neither gets generic detection.
  const generic = isLockfile(filePath) || isMinifiedPath(filePath)
    ? []
    : [
        ...findGenericSecrets(text, format, rules.generic, options.tree, options.language ?? languageOfPath(filePath)),
        // A key file is its content: Rails' config/master.key.
        ...keyFileCandidates(filePath, text, rules.generic),
      ];
  // Encoded credentials are looked for in configuration and other non-code text (Kubernetes
  // Secrets, docker configs, .env, Helm values): in source code, a base64 value under a secret
  // name is already judged decoded, and a pass over every long identifier of a bundle costs a
  // fifth of the whole scan (measured over node_modules) for no finding. Source maps (`.map`)
  // are generated too: their sources are scanned where they live.
  if (!isLockfile(filePath) && format !== 'code' && !/\.map$/i.test(filePath)) {
    for (const encoded of findEncodedSecrets(text, rules)) (encoded.rule.kind === 'provider' ? provider : generic).push(encoded);
  }
  let candidates = resolveOverlaps(provider, generic);
  const lines = lineIndex(text);
  if (candidates.length === 0) return { candidates, lines };

  if (isTestFixturePath(filePath) && !isApiSpecificationOutsideTests(filePath, text)) {
    // A credential recorded in a request to a real service (a VCR cassette) was live when recorded,
    // whether a provider rule knows its shape or its header names it (`PLAID-SECRET: …`).
    const recorded = recordedRequests(text);
    candidates = asTestValues(candidates, (c) => !recorded.sentToPublicHost(c.start));
  } else {
    // The `test:` section of a file split by environment holds the test suite's sample values.
    const sections = environmentSections(text, format);
    candidates = asTestValues(candidates, (c) => sections.inTestSection(c.start));
  }

  // A provider's public client configuration (Firebase's google-services.json) holds values of the
  // shape the rule reports, published in every copy of the app: kept, at informative.
  const fileName = filePath.replace(/\\/g, '/').split('/').pop() ?? '';
  for (const c of candidates) if (c.rule.kind === 'provider' && c.rule.publicIn.includes(fileName)) c.severity = 'informative' satisfies Severity;

  if (allow && allow.patterns.length > 0) {
    candidates = candidates.filter((c) => {
      const line = lines.positionOf(c.start).line;
      const lineText = text.slice(lines.startOfLine(line), lines.endOfLine(line));
      return !allow.patterns.some((re) => re.test(c.secret) || re.test(lineText));
    });
  }
  return { candidates, lines };
}

/**
 * Reading a SARIF 2.1.0 log from another tool (or from Vigil's own export) into the findings an
 * import records as issues. The log is untrusted input: every text is bounded, paths must be
 * relative to the repository, and results that cannot be placed are skipped with a reason.
 *
 * Identity: Vigil's own fingerprint (partialFingerprints `vigilFingerprint/v1`) is kept as is, so
 * an export imported back meets the same issues. Another tool's result is identified by a hash
 * of the tool, the rule, the path and the tool's own partial fingerprints (or, without them, the
 * snippet or message), never the line, plus an occurrence index among equal results.
 */
import { createHash } from 'node:crypto';
import { CATEGORIES, SEVERITIES, type Severity, type TraceStep } from '../engine/findings.js';
import { InvalidInputError } from './errors.js';
import { FINGERPRINT_KEY } from './export-sarif.js';

export const MAX_IMPORT_RESULTS = 10_000;
const MAX_TRACE_STEPS = 100;

export interface ImportedFinding {
  fingerprint: string;
  ruleId: string;
  title: string;
  description: string;
  remediation: string;
  severity: Severity;
  category: string;
  cwe: string | null;
  filePath: string;
  lineNumber: number;
  columnNumber: number;
  endLineNumber: number;
  codeSnippet: string;
  trace: TraceStep[];
  /** Set when the result carries an accepted suppression: its justification. */
  suppressedReason?: string;
}

export interface SkippedResult {
  run: number;
  result: number;
  reason: string;
}

/** CWE → category, for tools that do not say Vigil's category. */
const CWE_CATEGORY: Record<string, string> = {
  'CWE-89': 'sqli',
  'CWE-79': 'xss',
  'CWE-78': 'command-injection',
  'CWE-77': 'command-injection',
  'CWE-918': 'ssrf',
  'CWE-22': 'path-traversal',
  'CWE-23': 'path-traversal',
  'CWE-639': 'idor',
  'CWE-798': 'hardcoded-secrets',
  'CWE-259': 'hardcoded-secrets',
  'CWE-327': 'weak-cryptography',
  'CWE-328': 'weak-cryptography',
  'CWE-94': 'code-injection',
  'CWE-95': 'code-injection',
  'CWE-601': 'open-redirect',
  'CWE-611': 'xxe',
  'CWE-502': 'insecure-deserialization',
  'CWE-338': 'insecure-randomness',
  'CWE-1321': 'prototype-pollution',
  'CWE-117': 'log-injection',
};

/** A category for results nothing maps: listed and exported, but no rule of Vigil's own has it. */
export const IMPORTED_CATEGORY = 'imported';

type Json = Record<string, any>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown, max: number): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.slice(0, max) : undefined);
const positive = (v: unknown, fallback: number): number => (Number.isInteger(v) && (v as number) >= 1 ? (v as number) : fallback);

function severityOf(result: Json, rule: Json | undefined): Severity {
  const own = result.properties?.severity;
  if ((SEVERITIES as readonly string[]).includes(own)) return own;
  const score = Number(result.properties?.['security-severity'] ?? rule?.properties?.['security-severity']);
  if (Number.isFinite(score) && score > 0) return score >= 9 ? 'critical' : score >= 7 ? 'high' : score >= 4 ? 'medium' : 'low';
  const level = result.level ?? rule?.defaultConfiguration?.level ?? 'warning';
  return level === 'error' ? 'high' : level === 'warning' ? 'medium' : level === 'note' ? 'low' : 'informative';
}

function cweOf(result: Json, rule: Json | undefined): string | null {
  const own = text(result.properties?.cwe, 20);
  if (own && /^CWE-\d+$/.test(own)) return own;
  const tags: unknown[] = [...(rule?.properties?.tags ?? []), ...(result.properties?.tags ?? [])];
  for (const tag of tags) {
    const match = typeof tag === 'string' ? /(?:^|\/)cwe-(\d+)$/i.exec(tag) : null;
    if (match) return `CWE-${match[1]}`;
  }
  return null;
}

/** A repository-relative path from an artifact URI, or undefined when it points elsewhere. */
function repositoryPath(uri: unknown): string | undefined {
  if (typeof uri !== 'string' || uri === '' || uri.length > 4096) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(uri) || uri.startsWith('/') || uri.startsWith('\\')) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(uri);
  } catch {
    return undefined;
  }
  path = path.replace(/^\.\//, '');
  if (path.split('/').some((segment) => segment === '..') || path.includes('\u0000')) return undefined;
  return path;
}

function traceOf(result: Json): TraceStep[] {
  const locations = result.codeFlows?.[0]?.threadFlows?.[0]?.locations;
  if (!Array.isArray(locations)) return [];
  const steps: TraceStep[] = [];
  for (const step of locations.slice(0, MAX_TRACE_STEPS)) {
    const physical = step?.location?.physicalLocation;
    const filePath = repositoryPath(physical?.artifactLocation?.uri);
    if (!filePath) continue;
    steps.push({
      filePath,
      line: positive(physical?.region?.startLine, 1),
      column: positive(physical?.region?.startColumn, 1),
      message: text(step.location?.message?.text, 500) ?? '',
    });
  }
  return steps;
}

function suppressionOf(result: Json): string | undefined {
  if (!Array.isArray(result.suppressions)) return undefined;
  const accepted = result.suppressions.find((s: unknown) => isObject(s) && (s.status === undefined || s.status === 'accepted'));
  if (!accepted) return undefined;
  return text(accepted.justification, 2000) ?? 'Suppressed in the imported SARIF';
}

function hash(parts: unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 40);
}

export function parseSarifForImport(log: unknown): { findings: ImportedFinding[]; skipped: SkippedResult[] } {
  if (!isObject(log)) throw new InvalidInputError('sarif must be a SARIF 2.1.0 log (an object)');
  if (log.version !== '2.1.0') throw new InvalidInputError('sarif.version must be "2.1.0"');
  if (!Array.isArray(log.runs)) throw new InvalidInputError('sarif.runs must be an array');
  const total = log.runs.reduce((n: number, run: unknown) => n + (isObject(run) && Array.isArray(run.results) ? run.results.length : 0), 0);
  if (total > MAX_IMPORT_RESULTS) throw new InvalidInputError(`sarif holds ${total} results; an import takes at most ${MAX_IMPORT_RESULTS}`);

  const findings: ImportedFinding[] = [];
  const skipped: SkippedResult[] = [];
  const occurrences = new Map<string, number>();
  const seen = new Set<string>();
  log.runs.forEach((run: unknown, runIndex: number) => {
    if (!isObject(run) || !Array.isArray(run.results)) return;
    const driver: Json = isObject(run.tool?.driver) ? run.tool.driver : {};
    const tool = text(driver.name, 200) ?? 'unknown tool';
    const rules: Json[] = Array.isArray(driver.rules) ? driver.rules.filter(isObject) : [];
    run.results.forEach((result: unknown, resultIndex: number) => {
      const skip = (reason: string) => skipped.push({ run: runIndex, result: resultIndex, reason });
      if (!isObject(result)) return skip('not an object');
      const rule = (Number.isInteger(result.ruleIndex) ? rules[result.ruleIndex] : undefined) ?? rules.find((r) => r.id === result.ruleId);
      const ruleId = text(result.ruleId, 200) ?? text(result.rule?.id, 200) ?? text(rule?.id, 200);
      if (!ruleId) return skip('no rule id');
      const physical = result.locations?.[0]?.physicalLocation;
      const filePath = repositoryPath(physical?.artifactLocation?.uri);
      if (!filePath) return skip('no location relative to the repository');
      const message = text(result.message?.text, 2000) ?? text(rule?.shortDescription?.text, 2000) ?? ruleId;
      const cwe = cweOf(result, rule);
      const ownCategory = result.properties?.category;
      const category = (CATEGORIES as readonly string[]).includes(ownCategory) ? ownCategory : ((cwe && CWE_CATEGORY[cwe]) ?? IMPORTED_CATEGORY);
      const lineNumber = positive(physical.region?.startLine, 1);
      const snippet = text(physical.region?.snippet?.text, 1000) ?? '';

      let fingerprint = text(result.partialFingerprints?.[FINGERPRINT_KEY], 200);
      if (fingerprint) {
        if (seen.has(fingerprint)) return skip('a second result with the same fingerprint');
      } else {
        const own = isObject(result.partialFingerprints) ? Object.entries(result.partialFingerprints).sort() : [];
        const base = hash([tool, ruleId, filePath, own.length ? own : snippet || message]);
        const index = occurrences.get(base) ?? 0;
        occurrences.set(base, index + 1);
        fingerprint = `sarif-${hash([base, index])}`;
      }
      seen.add(fingerprint);
      findings.push({
        fingerprint,
        ruleId,
        title: text(rule?.shortDescription?.text, 500) ?? message.slice(0, 500),
        description: text(rule?.fullDescription?.text, 10_000) ?? message,
        remediation: text(rule?.help?.text, 10_000) ?? '',
        severity: severityOf(result, rule),
        category,
        cwe,
        filePath,
        lineNumber,
        columnNumber: positive(physical.region?.startColumn, 1),
        endLineNumber: Math.max(lineNumber, positive(physical.region?.endLine, lineNumber)),
        // A secret found by another tool is not masked by it: such snippets are not kept.
        codeSnippet: category === 'hardcoded-secrets' ? '' : snippet,
        trace: traceOf(result),
        suppressedReason: suppressionOf(result),
      });
    });
  });
  return { findings, skipped };
}

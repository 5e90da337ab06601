/**
 * What the engine reports. This is the contract between the engine and everything that uses it
 * (`vigil scan`, the scan workflow, issue reconciliation).
 */
import type { DiagnosticCode } from './diagnostics.js';

export const SEVERITIES = ['critical', 'high', 'medium', 'low', 'informative'] as const;
export type Severity = (typeof SEVERITIES)[number];

/** The spec's eight categories first, then the ones real code needs (see ARCHITECTURE.md). */
export const CATEGORIES = [
  'sqli',
  'xss',
  'command-injection',
  'ssrf',
  'path-traversal',
  'idor',
  'hardcoded-secrets',
  'weak-cryptography',
  'code-injection',
  'nosql-injection',
  'ldap-injection',
  'xpath-injection',
  'template-injection',
  'open-redirect',
  'xxe',
  'insecure-deserialization',
  'insecure-randomness',
  'insecure-cookie',
  'trust-boundary',
  'prototype-pollution',
  'log-injection',
  'insecure-transport',
] as const;
export type Category = (typeof CATEGORIES)[number];

export function severityRank(severity: Severity): number {
  return SEVERITIES.length - SEVERITIES.indexOf(severity); // critical = 5 … informative = 1
}

export interface TraceStep {
  filePath: string;
  line: number;
  column: number;
  /** What happens at this step: "source: req.query.id", "assigned to sql", "sink: connection.query". */
  message: string;
}

export interface Finding {
  ruleId: string;
  category: Category;
  /** Written `CWE-89`. */
  cwe: string;
  /** Every CWE the finding is an instance of, `cwe` first; present only when there are several. */
  cwes?: string[];
  severity: Severity;
  title: string;
  description: string;
  remediation: string;
  filePath: string;
  lineNumber: number;
  column: number;
  endLineNumber: number;
  endColumn: number;
  /** The offending code (secrets masked to their first 4 characters). */
  codeSnippet: string;
  /**
   * Stable identity across rescans: hash of rule id, path, normalised code of the match and an
   * occurrence index among equal matches in the file. Never the line number, so a finding keeps
   * its identity when lines above it move.
   */
  fingerprint: string;
  /** Source-to-sink steps for taint findings; empty for pattern and secret findings. */
  trace: TraceStep[];
  /** Rule-specific message for this occurrence, when more precise than the title. */
  message?: string;
  /**
   * Set when a `vigil-ignore` comment in the scanned code covers this finding (see
   * engine/suppressions/inline.ts): it is reported as suppressed with the comment's reason,
   * never dropped. Added by the repository policy step after the analysis.
   */
  suppressed?: InlineSuppression;
}

export interface InlineSuppression {
  by: 'inline';
  /** The text after the marker (and the optional rule or category); may be empty. */
  reason: string;
  /** 1-based line of the comment. */
  line: number;
}

export interface FileSkip {
  filePath: string;
  reason: 'binary' | 'generated' | 'minified' | 'vendored' | 'lockfile' | 'too-large' | 'unsupported';
  /** For people: size and limit of a too-large file, and whether it was still scanned for secrets. */
  detail?: string;
}

export interface FileDiagnostic {
  filePath: string;
  /** What went wrong, for callers to decide on (engine/diagnostics.ts); never decide from `message`. */
  code: DiagnosticCode;
  line: number;
  column: number;
  message: string;
}

export interface ScanStats {
  filesSeen: number;
  filesAnalysed: number;
  filesSkipped: number;
  skippedByReason: Partial<Record<FileSkip['reason'], number>>;
  linesAnalysed: number;
  durationMs: number;
}

export interface ScanResult {
  findings: Finding[];
  diagnostics: FileDiagnostic[];
  skipped: FileSkip[];
  stats: ScanStats;
}

/** A file handed to the engine by the caller (disk walker for `vigil scan`, git blobs for the workflow). */
export interface SourceFile {
  /** Repository-relative, forward slashes. */
  path: string;
  content: string | Buffer;
  /**
   * The git blob id of `content`, when the caller read it by that id (the workflow reads blobs
   * from the mirror, whose objects git verified when it fetched them): the engine cache then does
   * not hash the content again. Only a SHA-1 id (40 hex digits) is used; it must be the id of
   * exactly these bytes.
   */
  blobId?: string;
}

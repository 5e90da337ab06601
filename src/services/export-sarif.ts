/**
 * Issues as SARIF 2.1.0, through the engine's one SARIF writer (src/engine/report/sarif.ts):
 * each issue becomes the finding it records (rule, fingerprint, trace as codeFlows), and an
 * ignored issue carries a suppression (kind external, accepted) with the reason it was ignored,
 * so triage survives a trip into a code-scanning tool. Used by the export route and `vigil ci`.
 */
import { SEVERITIES, type Category, type Finding, type Severity } from '../engine/findings.js';
import { toSarif } from '../engine/report/sarif.js';
import type { Issue } from './records.js';

/**
 * What an issue must carry to be written as SARIF: the API's issue detail or the service's record.
 * Its fields are the issue's own (records.ts, from the issues table): the detail sent by older
 * servers may lack the optional ones.
 */
export type SarifIssue = Pick<Issue, 'id' | 'category' | 'severity' | 'title' | 'description' | 'remediation' | 'filePath' | 'lineNumber' | 'codeSnippet'> &
  Partial<Pick<Issue, 'ruleId' | 'cwe' | 'columnNumber' | 'endLineNumber' | 'fingerprint' | 'trace'>> & {
    status: string;
    ignoredReason?: string;
  };

/** The SARIF partialFingerprints key Vigil writes and reads back. */
export const FINGERPRINT_KEY = 'vigilFingerprint/v1';

function asSeverity(value: string): Severity {
  return (SEVERITIES as readonly string[]).includes(value) ? (value as Severity) : 'informative';
}

export function issueToFinding(issue: SarifIssue): Finding {
  return {
    ruleId: issue.ruleId ?? `vigil.${issue.category}`,
    // A category or CWE this Vigil does not know is passed through as the server wrote it.
    category: issue.category as Category,
    cwe: issue.cwe ?? '',
    severity: asSeverity(issue.severity),
    title: issue.title,
    description: issue.description,
    remediation: issue.remediation,
    filePath: issue.filePath,
    lineNumber: Math.max(1, issue.lineNumber),
    column: Math.max(1, issue.columnNumber ?? 1),
    endLineNumber: Math.max(1, issue.lineNumber, issue.endLineNumber ?? issue.lineNumber),
    // Issues keep no end column; SARIF reads a region without one as ending with its last line.
    endColumn: undefined as unknown as number,
    codeSnippet: issue.codeSnippet,
    // Issues are unique per (codebase, branch, fingerprint); the id stands in only for a server
    // too old to send the fingerprint.
    fingerprint: issue.fingerprint ?? issue.id,
    trace: (issue.trace ?? []).map((step) => ({ ...step, line: Math.max(1, step.line), column: Math.max(1, step.column) })),
  };
}

export function issuesToSarif(issues: readonly SarifIssue[], toolVersion?: string): object {
  const log = toSarif({ findings: issues.map(issueToFinding), skipped: [] }, { toolVersion }) as { runs: { results: Record<string, unknown>[] }[] };
  const results = log.runs[0].results;
  issues.forEach((issue, i) => {
    results[i].properties = { ...(results[i].properties as object), vigilIssueId: issue.id, status: issue.status };
    if (issue.status === 'ignored') {
      results[i].suppressions = [{ kind: 'external', status: 'accepted', justification: issue.ignoredReason ?? 'Ignored in Vigil' }];
    }
  });
  return log;
}

export function formatIssuesSarif(issues: readonly SarifIssue[], toolVersion?: string): string {
  return `${JSON.stringify(issuesToSarif(issues, toolVersion), null, 2)}\n`;
}

/**
 * What `vigil ci` prints: a summary table of the open issues with a link to each, the same
 * issues as JSON, or as SARIF 2.1.0 for code scanning (services/export-sarif.ts, the same
 * conversion as the export route, over the engine's one SARIF writer).
 */
import { SEVERITIES, severityRank, type Severity } from '../engine/findings.js';
import { formatIssuesSarif } from '../services/export-sarif.js';
import type { IssueDetail, Scan } from '../../packages/client/dist/index.js';

export interface CiOutcome {
  scan: Scan;
  /** The issues reported (open, and introduced when --diff-base is set), most severe first. */
  issues: IssueDetail[];
  /** Open issues of the branch before the --files and --diff-base filters. */
  openTotal: number;
  diffBase?: { ref: string; mergeBase: string; head: string };
  /** The link to an issue for a person reading the report. */
  link: (issueId: string) => string;
}

function asSeverity(value: string): Severity {
  return (SEVERITIES as readonly string[]).includes(value) ? (value as Severity) : 'informative';
}

export function bySeverity(a: { severity: string; filePath: string; lineNumber: number }, b: typeof a): number {
  return (
    severityRank(asSeverity(b.severity)) - severityRank(asSeverity(a.severity)) ||
    a.filePath.localeCompare(b.filePath) ||
    a.lineNumber - b.lineNumber
  );
}

export function atOrAbove(issues: readonly { severity: string }[], threshold: Severity): number {
  return issues.filter((i) => severityRank(asSeverity(i.severity)) >= severityRank(threshold)).length;
}

/** Table cells are one line: a title or path with a newline or control character would break the table. */
function cell(text: string, width?: number): string {
  const flat = text.replace(/[\u0000-\u001f\u007f]+/g, ' ');
  if (width === undefined) return flat;
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

export function formatCiText(outcome: CiOutcome): string {
  const { scan, issues } = outcome;
  const lines: string[] = [];
  const scope = outcome.diffBase ? ` introduced since ${outcome.diffBase.ref} (${outcome.diffBase.mergeBase.slice(0, 12)})` : '';
  lines.push(`Vigil scan ${scan.id} of ${scan.branch}${scan.commitSha ? ` at ${scan.commitSha.slice(0, 12)}` : ''}: ${scan.status}`);
  lines.push(`${issues.length} open issue${issues.length === 1 ? '' : 's'}${scope} (${outcome.openTotal} open on the branch)`);
  if (issues.length > 0) {
    const counts = SEVERITIES.map((s) => [s, issues.filter((i) => i.severity === s).length] as const).filter(([, n]) => n > 0);
    lines.push(counts.map(([s, n]) => `${n} ${s}`).join(', '));
    lines.push('');
    lines.push(`${'SEVERITY'.padEnd(12)}${'ISSUE'.padEnd(48)}${'LOCATION'.padEnd(40)}LINK`);
    for (const issue of issues) {
      lines.push(`${cell(issue.severity, 11)} ${cell(issue.title, 47)} ${cell(`${issue.filePath}:${issue.lineNumber}`, 39)} ${outcome.link(issue.id)}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

export function formatCiJson(outcome: CiOutcome): string {
  const body = {
    scan: outcome.scan,
    diffBase: outcome.diffBase,
    openTotal: outcome.openTotal,
    issues: outcome.issues.map((i) => ({ ...i, link: outcome.link(i.id) })),
  };
  return `${JSON.stringify(body, null, 2)}\n`;
}

export function formatCiSarif(outcome: CiOutcome, toolVersion?: string): string {
  return formatIssuesSarif(outcome.issues, toolVersion);
}

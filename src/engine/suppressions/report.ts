/**
 * How `vigil scan` shows findings that an inline `vigil-ignore` comment covers: not among the
 * findings (and not counted for --fail-on), but listed after them with the reason, so nothing
 * is hidden.
 */
import type { Finding, ScanResult } from '../findings.js';

export function splitSuppressed(result: ScanResult): { active: ScanResult; suppressed: Finding[] } {
  const suppressed = result.findings.filter((f) => f.suppressed);
  if (suppressed.length === 0) return { active: result, suppressed };
  return { active: { ...result, findings: result.findings.filter((f) => !f.suppressed) }, suppressed };
}

export function formatSuppressedText(suppressed: readonly Finding[]): string {
  if (suppressed.length === 0) return '';
  const lines = [`Suppressed by vigil-ignore comments (${suppressed.length}, not counted):`];
  for (const f of suppressed) {
    const reason = f.suppressed?.reason ? `: ${f.suppressed.reason}` : '';
    lines.push(`  SUPPRESSED ${f.severity} ${f.title} [${f.ruleId}] at ${f.filePath}:${f.lineNumber}${reason}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * SARIF marks suppressed results with `suppressions` (kind inSource, SARIF 2.1.0 §3.35), which
 * code-scanning tools show as dismissed instead of alerting. Results are in findings order.
 */
export function addSarifSuppressions(sarif: string, findings: readonly Finding[]): string {
  if (!findings.some((f) => f.suppressed)) return sarif;
  const log = JSON.parse(sarif) as { runs: { results: Record<string, unknown>[] }[] };
  const results = log.runs[0]?.results ?? [];
  findings.forEach((f, i) => {
    if (f.suppressed && results[i]) results[i]!.suppressions = [{ kind: 'inSource', justification: f.suppressed.reason || 'vigil-ignore' }];
  });
  return `${JSON.stringify(log, null, 2)}\n`;
}

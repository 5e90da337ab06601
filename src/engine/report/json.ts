/** The report for programs: findings as the Finding contract, plus scan statistics. */
import type { ScanResult } from '../findings.js';
import { SEVERITIES } from '../findings.js';

export function formatJson(result: ScanResult): string {
  const findingsBySeverity = Object.fromEntries(SEVERITIES.map((s) => [s, result.findings.filter((f) => f.severity === s).length]));
  return `${JSON.stringify(
    {
      findings: result.findings,
      stats: { ...result.stats, findings: result.findings.length, findingsBySeverity, diagnostics: result.diagnostics.length },
      skipped: result.skipped,
      diagnostics: result.diagnostics,
    },
    null,
    2,
  )}\n`;
}

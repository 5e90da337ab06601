/** The report for people: one block per finding with a code frame and the data-flow trace. */
import type { Finding, ScanResult } from '../findings.js';
import { SEVERITIES } from '../findings.js';

export interface TextReportOptions {
  /** Source text of a scanned file, for code frames (undefined: the snippet is shown instead). */
  readSource?: (filePath: string) => string | undefined;
  color?: boolean;
}

const COLORS: Record<string, string> = { critical: '35', high: '31', medium: '33', low: '36', informative: '37' };

function paint(text: string, code: string, on: boolean): string {
  return on ? `\u001b[${code}m${text}\u001b[0m` : text;
}

function codeFrame(source: string, f: Finding, color: boolean): string {
  const lines = source.split('\n');
  const first = Math.max(1, f.lineNumber - 2);
  const last = Math.min(lines.length, Math.max(f.endLineNumber, f.lineNumber) + 2, f.lineNumber + 8);
  const width = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const inMatch = n >= f.lineNumber && n <= f.endLineNumber;
    const gutter = `${inMatch ? '>' : ' '} ${String(n).padStart(width)} | `;
    out.push(paint(gutter, '2', color && !inMatch) + (lines[n - 1] ?? '').replace(/\t/g, '  ').slice(0, 200));
    if (n === f.lineNumber && f.endLineNumber === f.lineNumber) {
      const pad = ' '.repeat(gutter.length + f.column - 1);
      out.push(pad + paint('^'.repeat(Math.max(1, Math.min(80, f.endColumn - f.column))), '31', color));
    }
  }
  return out.join('\n');
}

export function formatText(result: ScanResult, options: TextReportOptions = {}): string {
  const color = options.color ?? false;
  const blocks: string[] = [];
  for (const f of result.findings) {
    const head = `${paint(f.severity.toUpperCase(), COLORS[f.severity] ?? '0', color)} ${f.title} [${f.ruleId}, ${f.cwe}]`;
    const where = `  at ${f.filePath}:${f.lineNumber}:${f.column}`;
    const lines = [head, where];
    if (f.message && f.message !== f.title) lines.push(`  ${f.message}`);
    const source = options.readSource?.(f.filePath);
    lines.push(source !== undefined ? codeFrame(source, f, color) : `    ${f.codeSnippet.split('\n')[0]}`);
    if (f.trace.length) {
      lines.push('  data flow:');
      f.trace.forEach((s, i) => lines.push(`    ${i + 1}. ${s.filePath}:${s.line}:${s.column}  ${s.message}`));
    }
    lines.push(`  fix: ${f.remediation.split('\n')[0]}`);
    blocks.push(lines.join('\n'));
  }
  const skipped = skippedBlock(result);
  if (skipped) blocks.push(skipped);
  blocks.push(summaryLine(result));
  return blocks.join('\n\n') + '\n';
}

/** At most this many skipped files are listed one per line (the JSON report lists them all). */
const MAX_SKIPPED_LISTED = 50;

/** The files not analysed, each with its reason; too-large ones first, as they may hold anything. */
export function skippedBlock(result: ScanResult): string | undefined {
  if (result.skipped.length === 0) return undefined;
  const ordered = [...result.skipped].sort((a, b) => Number(b.reason === 'too-large') - Number(a.reason === 'too-large'));
  const lines = ['Skipped files:'];
  for (const skip of ordered.slice(0, MAX_SKIPPED_LISTED)) lines.push(`  ${skip.filePath}  ${skip.reason}${skip.detail ? ` (${skip.detail})` : ''}`);
  if (ordered.length > MAX_SKIPPED_LISTED) lines.push(`  … and ${ordered.length - MAX_SKIPPED_LISTED} more (--format json lists every one)`);
  return lines.join('\n');
}

export function summaryLine(result: ScanResult): string {
  const counts = SEVERITIES.map((s) => [s, result.findings.filter((f) => f.severity === s).length] as const).filter(([, n]) => n > 0);
  const bySeverity = counts.length ? ` (${counts.map(([s, n]) => `${n} ${s}`).join(', ')})` : '';
  const skipped = Object.entries(result.stats.skippedByReason).map(([r, n]) => `${n} ${r}`).join(', ');
  const parts = [
    `${result.findings.length} finding${result.findings.length === 1 ? '' : 's'}${bySeverity}`,
    `${result.stats.filesAnalysed} file${result.stats.filesAnalysed === 1 ? "" : "s"} analysed (${result.stats.linesAnalysed} lines)`,
    `${result.stats.filesSkipped} skipped${skipped ? ` (${skipped})` : ''}`,
    `${result.diagnostics.length} diagnostics`,
    `${(result.stats.durationMs / 1000).toFixed(1)}s`,
  ];
  return parts.join(', ');
}

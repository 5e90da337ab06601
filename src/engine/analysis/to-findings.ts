/**
 * Turns the analysis' raw findings into the Finding contract: snippet, rule metadata, and a
 * fingerprint that survives line moves (rule, path, normalised code, occurrence index).
 */
import { createHash } from 'node:crypto';
import type { Finding } from '../findings.js';
import { publicTrace } from './build-sites.js';
import type { RawFinding } from './interpreter.js';

const MAX_SNIPPET = 400;

/** Whitespace-insensitive code of a match, so reformatting does not change identity. */
export function normaliseCode(code: string): string {
  return code.replace(/\s+/g, ' ').trim();
}

export function fingerprintOf(ruleId: string, filePath: string, normalisedCode: string, occurrence: number): string {
  return createHash('sha256').update(`${ruleId}\0${filePath}\0${normalisedCode}\0${occurrence}`).digest('hex').slice(0, 32);
}

/** Finding fingerprints with occurrence indexes counted among equal matches of a file, in source order. */
export function assignFingerprints(findings: Finding[]): void {
  const sorted = [...findings].sort((a, b) => a.filePath.localeCompare(b.filePath) || a.lineNumber - b.lineNumber || a.column - b.column);
  const seen = new Map<string, number>();
  for (const f of sorted) {
    const code = normaliseCode(f.codeSnippet);
    const key = `${f.ruleId}\0${f.filePath}\0${code}`;
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    f.fingerprint = fingerprintOf(f.ruleId, f.filePath, code, n);
  }
}

export function toFindings(raw: Iterable<RawFinding>, sources: Map<string, string>): Finding[] {
  const out: Finding[] = [];
  for (const r of raw) {
    const text = sources.get(r.filePath) ?? '';
    let snippet = text.slice(r.loc.startIndex, r.loc.endIndex);
    if (snippet.length > MAX_SNIPPET) snippet = `${snippet.slice(0, MAX_SNIPPET)}…`;
    out.push({
      ruleId: r.rule.id,
      category: r.rule.category,
      cwe: r.rule.cwe,
      ...(r.rule.relatedCwes?.length ? { cwes: [r.rule.cwe, ...r.rule.relatedCwes.filter((c) => c !== r.rule.cwe)] } : {}),
      severity: r.rule.severity,
      title: r.rule.title,
      description: r.rule.description.trim(),
      remediation: r.rule.remediation.trim(),
      filePath: r.filePath,
      lineNumber: r.loc.line,
      column: r.loc.column,
      endLineNumber: r.loc.endLine,
      endColumn: r.loc.endColumn,
      codeSnippet: snippet,
      fingerprint: '',
      trace: publicTrace(r.trace),
      message: r.message ?? (r.trace.length ? `${r.trace[0].message.replace(/^source: /, '')} reaches ${r.trace[r.trace.length - 1].message.replace(/^sink: /, '')}` : undefined),
    });
  }
  return out;
}

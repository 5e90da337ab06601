/**
 * Turns a located secret into a Finding: exact position, masked snippet and message, and a
 * fingerprint from the rule, the path, a hash of the secret and its occurrence index, so it
 * survives lines moving and never carries the secret itself.
 */
import { createHash } from 'node:crypto';
import type { Finding } from '../findings.js';
import { redact } from './mask.js';
import { maskSecret } from './mask.js';
import type { LineIndex } from './text-lines.js';
import type { SecretCandidate } from './types.js';

const SNIPPET_CONTEXT = 80;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The line of the secret with the secret (and any paired secret on it) replaced by its mask. */
function maskedSnippet(text: string, lines: LineIndex, candidate: SecretCandidate): string {
  const line = lines.positionOf(candidate.start).line;
  const lineStart = lines.startOfLine(line);
  const lineEnd = lines.endOfLine(line);
  const before = text.slice(Math.max(lineStart, candidate.start - SNIPPET_CONTEXT), candidate.start);
  const after = candidate.end <= lineEnd ? text.slice(candidate.end, Math.min(lineEnd, candidate.end + SNIPPET_CONTEXT)) : '';
  const secrets = [candidate.secret, ...(candidate.extraSecrets ?? []).map((s) => s.secret)];
  // A paired secret on the same line, or a fragment of a multi-line secret, is masked too.
  let snippet = `${before}${maskSecret(candidate.secret)}${after}`.replace(/\r$/, '');
  snippet = redact(snippet, secrets);
  for (const secret of secrets) {
    for (const part of secret.split(/\r?\n|\\n/)) {
      if (part.length >= 8 && snippet.includes(part)) snippet = snippet.split(part).join(maskSecret(part));
    }
  }
  return snippet;
}

export function buildFinding(
  text: string,
  filePath: string,
  lines: LineIndex,
  candidate: SecretCandidate,
  occurrence: number,
): Finding {
  const { rule } = candidate;
  const startPos = lines.positionOf(candidate.reportFrom ?? candidate.start);
  const endPos = lines.positionOf(candidate.end);
  const secrets = [candidate.secret, ...(candidate.extraSecrets ?? []).map((s) => s.secret)];
  const fingerprint = sha256([rule.id, filePath, sha256(candidate.secret), String(occurrence)].join('\0'));
  return {
    ruleId: rule.id,
    category: rule.category,
    cwe: rule.cwe,
    severity: candidate.severity,
    title: redact(candidate.title ?? rule.title, secrets),
    description: redact(rule.description, secrets),
    remediation: redact(rule.remediation, secrets),
    filePath,
    lineNumber: startPos.line,
    column: startPos.column,
    endLineNumber: endPos.line,
    endColumn: endPos.column,
    codeSnippet: maskedSnippet(text, lines, candidate),
    fingerprint,
    trace: [],
    message: redact(candidate.message, secrets),
  };
}

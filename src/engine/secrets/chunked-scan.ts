/**
 * Secrets in a large text file, scanned in bounded chunks instead of whole: a file over the
 * code-analysis size limit is still scanned for secrets (a key on the last line of a 50 MB dump
 * is still a leaked key), but the scanner's per-text work (the lower-cased copy for the keyword
 * prefilter, the line index, the per-line reads of the generic rule) stays bounded by the chunk.
 *
 * Chunks end after a newline when the chunk holds one (a line longer than a chunk is cut), and
 * each is scanned with OVERLAP characters of context on both sides, so a secret that spans a
 * boundary (a PEM block, a key and its pair a few lines apart) is still seen whole. A candidate
 * counts only in the chunk where it starts, so none is reported twice; positions, occurrence
 * indexes and so fingerprints are those a whole-file scan gives.
 */
import type { Finding } from '../findings.js';
import { buildFinding } from './finding-builder.js';
import { allowlistedPath, findCandidates, isBinaryText, nextOccurrence } from './scan-file.js';
import type { SecretRuleSet, SecretScanOptions } from './types.js';

/** Characters per chunk: the size of text the scanner handles at once (the code-analysis limit). */
export const SECRETS_CHUNK_CHARS = 1024 * 1024;
/** Context on each side of a chunk; longer than any multi-line secret the rules match (PEM blocks). */
const OVERLAP_CHARS = 64 * 1024;

/** Tracks the line and column where a chunk starts, counting newlines once as chunks advance. */
class LineCursor {
  private offset = 0;
  /** Lines before `offset` (0-based line of `offset`). */
  line = 0;
  /** Offset where the line of `offset` starts. */
  lineStart = 0;

  constructor(private readonly text: string) {}

  advanceTo(offset: number): void {
    for (let i = this.text.indexOf('\n', this.offset); i !== -1 && i < offset; i = this.text.indexOf('\n', i + 1)) {
      this.line++;
      this.lineStart = i + 1;
    }
    this.offset = offset;
  }
}

/** Where a chunk starting at `from` with at most `size` characters ends: after its last newline, if it has one. */
function chunkEnd(text: string, from: number, size: number): number {
  const limit = Math.min(text.length, from + size);
  if (limit === text.length) return limit;
  const newline = text.lastIndexOf('\n', limit - 1);
  return newline >= from ? newline + 1 : limit;
}

/** Where the context before `ownStart` begins: OVERLAP back, moved to a line start when one is near. */
function contextStart(text: string, ownStart: number): number {
  if (ownStart === 0) return 0;
  const from = Math.max(0, ownStart - OVERLAP_CHARS);
  const newline = text.indexOf('\n', from);
  return newline !== -1 && newline < ownStart && from > 0 ? newline + 1 : from;
}

export function scanTextInChunks(text: string, filePath: string, rules: SecretRuleSet, options: SecretScanOptions = {}): Finding[] {
  if (allowlistedPath(filePath, options) || isBinaryText(text)) return [];
  const findings: Finding[] = [];
  const occurrences = new Map<string, number>();
  const cursor = new LineCursor(text);
  for (let ownStart = 0; ownStart < text.length; ) {
    const ownEnd = chunkEnd(text, ownStart, SECRETS_CHUNK_CHARS);
    const start = contextStart(text, ownStart);
    const end = chunkEnd(text, ownEnd, OVERLAP_CHARS);
    const chunk = text.slice(start, end);
    cursor.advanceTo(start);
    // A chunk that starts inside a line (a line longer than a chunk) shifts that line's columns.
    const firstLineColumns = start - cursor.lineStart;
    const { candidates, lines } = findCandidates(chunk, filePath, rules, options);
    for (const candidate of candidates) {
      const at = start + candidate.start;
      if (at < ownStart || at >= ownEnd) continue; // reported by the chunk where it starts
      const finding = buildFinding(chunk, filePath, lines, candidate, nextOccurrence(occurrences, candidate));
      if (finding.lineNumber === 1) finding.column += firstLineColumns;
      if (finding.endLineNumber === 1) finding.endColumn += firstLineColumns;
      finding.lineNumber += cursor.line;
      finding.endLineNumber += cursor.line;
      findings.push(finding);
    }
    ownStart = ownEnd;
  }
  return findings;
}

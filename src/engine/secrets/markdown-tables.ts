/**
 * Markdown tables whose header names a secret column: handover notes and runbooks list logins as
 * `| What | URL | User | Password |` with one row per system. Every cell under a column headed
 * `Password`, `Token`, `API key` (anything `isSecretName` accepts) is read as a value of that name and
 * judged like any other, so "in 1Password", "ask the client" or "—" are dropped by the judge.
 * A cell that is one code span is read inside its backquotes.
 */
import type { Assignment } from './assignment.js';
import { isSecretName } from './secret-names.js';

const SEPARATOR_CELL = /^:?-{3,}:?$/;
const MAX_CELLS = 30;
const MAX_ROWS = 500;

/** `|------|:---:|`: the row under a table's header, two cells or more (read without a regex over the line). */
function isSeparatorRow(line: string): boolean {
  const trimmed = line.trim();
  if (!trimmed.includes('|') || trimmed.length > 2000) return false;
  const parts = trimmed.replace(/^\|/, '').replace(/\|$/, '').split('|');
  return parts.length >= 2 && parts.every((part) => SEPARATOR_CELL.test(part.trim()));
}

/** The cells of a table row with their offsets in the row (a row opens and closes with `|`). */
function cells(row: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  let start = row.indexOf('|') + 1;
  if (start === 0) return out;
  for (let bar = row.indexOf('|', start); bar !== -1 && out.length < MAX_CELLS; bar = row.indexOf('|', start)) {
    out.push({ text: row.slice(start, bar), at: start });
    start = bar + 1;
  }
  return out;
}

export function markdownTableAssignments(text: string): Assignment[] {
  if (!text.includes('|')) return [];
  const found: Assignment[] = [];
  const lines = text.split('\n');
  let offset = 0;
  const starts = lines.map((line) => {
    const at = offset;
    offset += line.length + 1;
    return at;
  });
  for (let i = 0; i + 1 < lines.length; i++) {
    if (!lines[i].trimStart().startsWith('|') || !isSeparatorRow(lines[i + 1])) continue;
    const header = cells(lines[i]).map((cell) => cell.text.replace(/[`*_]/g, '').trim());
    const secretColumns = header.map((name, column) => (isSecretName(name) ? column : -1)).filter((column) => column >= 0);
    if (secretColumns.length === 0) continue;
    let row = i + 2;
    for (; row < lines.length && row < i + 2 + MAX_ROWS && lines[row].trimStart().startsWith('|'); row++) {
      // A row with a separator under it heads the next table.
      if (row + 1 < lines.length && isSeparatorRow(lines[row + 1])) break;
      const rowCells = cells(lines[row].replace(/\r$/, ''));
      for (const column of secretColumns) {
        const cell = rowCells[column];
        if (!cell) continue;
        const span = /^\s*`([^`]{1,300})`\s*$/.exec(cell.text);
        const value = span ? span[1] : cell.text.trim();
        if (value === '') continue;
        const within = span ? cell.text.indexOf('`') + 1 : cell.text.indexOf(value);
        found.push({ name: header[column], value, start: starts[row] + cell.at + within });
      }
    }
    // Rows are read once: the next table starts after this one.
    i = row - 1;
  }
  return found;
}

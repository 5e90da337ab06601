/**
 * Issues as CSV (RFC 4180: every field quoted, quotes doubled, CRLF between records) for
 * spreadsheets. A cell whose text starts with = + - @ (or a tab or carriage return) would be
 * run as a formula by a spreadsheet, and titles, paths and reasons come from scanned code and
 * triagers: such a cell is written with a leading apostrophe, which spreadsheets show as text.
 */
import type { ExportedIssue } from './issue-export.js';

export const CSV_COLUMNS = [
  'id',
  'severity',
  'status',
  'title',
  'category',
  'ruleId',
  'cwe',
  'filePath',
  'lineNumber',
  'codebaseId',
  'branch',
  'fingerprint',
  'createdAt',
  'updatedAt',
  'ignoredReason',
] as const;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function formatIssuesCsv(issues: readonly ExportedIssue[]): string {
  const lines = [CSV_COLUMNS.map(csvCell).join(',')];
  for (const issue of issues) {
    lines.push(CSV_COLUMNS.map((column) => csvCell(issue[column])).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * SQL `INSERT INTO t (a, b, c) VALUES (…), (…)` in seeds and dumps: each quoted value is named by
 * its column, so `api_token` or `client_secret` columns are judged like any assignment. The tuples
 * may follow on the INSERT line or on the lines after it (one tuple a line, as dumps write them).
 */
import type { Assignment } from './assignment.js';

const SQL_INSERT = /\bINSERT\s+INTO\s+[\w."`[\]]{1,120}\s*\(([^()]{1,1000})\)\s*VALUES\s*/gi;
const SQL_TUPLE = /\s*\(([^()]{1,4000})\)[ \t]*[,;]?/y;
const SQL_VALUE = /\s*('(?:[^'\r\n]|'')*'|[^,']*)\s*(?:,|$)/y;
/** How many tuple lines after an INSERT are read. */
const MAX_TUPLE_LINES = 500;

function readTuples(columns: string[], text: string, from: number, to: number, found: Assignment[]): number {
  SQL_TUPLE.lastIndex = from;
  let end = from;
  for (let tuple = SQL_TUPLE.exec(text); tuple && tuple.index < to; tuple = SQL_TUPLE.exec(text)) {
    end = SQL_TUPLE.lastIndex;
    const body = tuple[1];
    const bodyStart = tuple.index + tuple[0].indexOf('(') + 1;
    SQL_VALUE.lastIndex = 0;
    for (let i = 0, v = SQL_VALUE.exec(body); v && i < columns.length; i++, v = SQL_VALUE.exec(body)) {
      const raw = v[1];
      if (raw.length >= 2 && raw.startsWith("'")) found.push({ name: columns[i], value: raw.slice(1, -1), start: bodyStart + v.index + v[0].indexOf(raw) + 1 });
      if (SQL_VALUE.lastIndex >= body.length) break;
    }
  }
  return end;
}

/** The named values of the INSERTs that start on the line `[lineStart, lineEnd)` of `text`. */
export function sqlInsertAssignments(text: string, lineStart: number, lineEnd: number): Assignment[] {
  const found: Assignment[] = [];
  const line = text.slice(lineStart, lineEnd);
  SQL_INSERT.lastIndex = 0;
  for (let insert = SQL_INSERT.exec(line); insert; insert = SQL_INSERT.exec(line)) {
    const columns = insert[1].split(',').map((c) => c.trim().replace(/^["`[]|["`\]]$/g, ''));
    const after = lineStart + insert.index + insert[0].length;
    // Tuples on the INSERT line, else on the lines that follow, up to a line that is not one.
    const limit = after < lineEnd ? lineEnd : nthLineEnd(text, lineEnd, MAX_TUPLE_LINES);
    readTuples(columns, text, after, limit, found);
  }
  return found;
}

function nthLineEnd(text: string, from: number, lines: number): number {
  let end = from;
  for (let i = 0; i < lines && end < text.length; i++) {
    const next = text.indexOf('\n', end + 1);
    end = next === -1 ? text.length : next;
  }
  return end;
}

/**
 * Comma-separated tables whose header names a key column and a value column: ESP-IDF's NVS
 * partition CSV (`key,type,encoding,value`, flashed into the device's settings partition), and
 * settings exported as `name,value` rows. Each row's key names its value, as `key=value` would.
 * The caller judges name and value as for any assignment.
 */
import type { Assignment } from './assignment.js';

const MAX_ROWS = 2000;

/** The column index of the first header cell that is one of `names`, or -1. */
function columnOf(header: string[], names: readonly string[]): number {
  return header.findIndex((cell) => names.includes(cell.trim().replace(/^"|"$/g, '').toLowerCase()));
}

export function keyValueTableAssignments(text: string): Assignment[] {
  const firstEnd = text.indexOf('\n');
  const header = (firstEnd === -1 ? text : text.slice(0, firstEnd)).replace(/\r$/, '').split(',');
  const keyColumn = columnOf(header, ['key', 'name', 'setting', 'variable']);
  const valueColumn = columnOf(header, ['value']);
  if (keyColumn === -1 || valueColumn === -1 || header.length > 12) return [];
  const found: Assignment[] = [];
  let start = firstEnd + 1;
  for (let row = 0; firstEnd !== -1 && start < text.length && row < MAX_ROWS; row++) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const line = text.slice(start, end).replace(/\r$/, '');
    // Quoted cells with commas inside are not read: the settings tables this is for have none.
    if (!line.includes('"')) {
      const cells = line.split(',');
      const name = cells[keyColumn]?.trim();
      const value = cells[valueColumn];
      if (name && value && value.trim() !== '' && cells.length <= header.length) {
        const at = cells.slice(0, valueColumn).reduce((n, cell) => n + cell.length + 1, 0);
        const leading = value.length - value.trimStart().length;
        found.push({ name, value: value.trim(), start: start + at + leading });
      }
    }
    start = end + 1;
  }
  return found;
}

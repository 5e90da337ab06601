/**
 * Java `.properties` files, read the way `java.util.Properties.load` reads them: logical lines
 * joined across backslash-newline continuations (leading whitespace of the next line dropped),
 * `#` and `!` comments, a key ending at the first unescaped `=`, `:` or whitespace, escapes
 * (`\t`, `\n`, `\uXXXX`, `\=`…) decoded in keys and values, and later duplicates winning.
 */

export function parseProperties(text: string): Map<string, string> {
  const values = new Map<string, string>();
  for (const line of logicalLines(text)) {
    const { key, value } = splitKeyValue(line);
    values.set(unescape(key), unescape(value));
  }
  return values;
}

/** Natural lines joined into logical lines; comments and blank lines dropped. */
function logicalLines(text: string): string[] {
  const natural = text.split(/\r\n|\r|\n/);
  const out: string[] = [];
  let current: string | undefined;
  for (const raw of natural) {
    const line = raw.replace(/^[ \t\f]+/, ''); // leading whitespace never counts, continuation or not
    if (current === undefined) {
      if (line === '' || line.startsWith('#') || line.startsWith('!')) continue;
    }
    const joined = (current ?? '') + line;
    if (endsWithOddBackslashes(line)) {
      current = joined.slice(0, -1);
    } else {
      out.push(joined);
      current = undefined;
    }
  }
  if (current !== undefined && current !== '') out.push(current);
  return out;
}

function endsWithOddBackslashes(line: string): boolean {
  let count = 0;
  for (let i = line.length - 1; i >= 0 && line[i] === '\\'; i--) count++;
  return count % 2 === 1;
}

function splitKeyValue(line: string): { key: string; value: string } {
  let i = 0;
  let keyEnd = line.length;
  let valueStart = line.length;
  let sawSeparator = false;
  while (i < line.length) {
    const ch = line[i];
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (ch === '=' || ch === ':') {
      keyEnd = i;
      valueStart = i + 1;
      sawSeparator = true;
      break;
    }
    if (ch === ' ' || ch === '\t' || ch === '\f') {
      keyEnd = i;
      valueStart = i + 1;
      break;
    }
    i++;
  }
  let j = valueStart;
  // After whitespace, one `=` or `:` may still separate key and value.
  while (j < line.length && (line[j] === ' ' || line[j] === '\t' || line[j] === '\f')) j++;
  if (!sawSeparator && j < line.length && (line[j] === '=' || line[j] === ':')) {
    j++;
    while (j < line.length && (line[j] === ' ' || line[j] === '\t' || line[j] === '\f')) j++;
  }
  return { key: line.slice(0, keyEnd), value: line.slice(Math.min(j, line.length)) };
}

const ESCAPES: Record<string, string> = { t: '\t', n: '\n', r: '\r', f: '\f' };

function unescape(text: string): string {
  if (!text.includes('\\')) return text;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch !== '\\' || i + 1 >= text.length) {
      out += ch;
      continue;
    }
    const next = text[++i];
    if (next === 'u') {
      const hex = text.slice(i + 1, i + 5);
      if (/^[0-9a-fA-F]{4}$/.test(hex)) {
        out += String.fromCharCode(parseInt(hex, 16));
        i += 4;
      } else {
        out += 'u';
      }
    } else {
      out += ESCAPES[next] ?? next;
    }
  }
  return out;
}

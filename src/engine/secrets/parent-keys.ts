/**
 * The key of the map, object or array a value sits in, for names that mean nothing alone: a bare
 * `key` (`"Jwt": { "Key": … }`, `'crypt' => ['key' => …]`) and values under `encryptedData:`.
 * Each walk back is bounded (PARENT_LOOKBACK characters, 50 YAML lines).
 */

const PARENT_LOOKBACK = 4000;

/** The key of the innermost JSON object around an offset: walks back to the unmatched `{`. */
export function jsonParentKey(text: string, offset: number): string | undefined {
  let depth = 0;
  for (let i = offset - 1; i >= Math.max(0, offset - PARENT_LOOKBACK); i--) {
    const ch = text[i];
    if (ch === '}') depth++;
    else if (ch === '{') {
      if (depth === 0) return /["']?([A-Za-z_][\w.-]{0,60})["']?\s*:\s*$/.exec(text.slice(Math.max(0, i - 80), i))?.[1];
      depth--;
    }
  }
  return undefined;
}

/** The key of the YAML mapping around an offset: the nearest line above with less indentation. */
export function yamlParentKey(text: string, offset: number): string | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const indent = /^[ -]*/.exec(text.slice(lineStart, offset))![0].length;
  let end = lineStart - 1;
  for (let steps = 0; end > 0 && steps < 50; steps++) {
    const start = text.lastIndexOf('\n', end - 1) + 1;
    const line = text.slice(start, end);
    end = start - 1;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const m = /^([ -]*)([A-Za-z_][\w.-]{0,60})\s*:\s*$/.exec(line);
    if (m && m[1].length < indent) return m[2];
    if (/^[ -]*/.exec(line)![0].length < indent) return undefined;
  }
  return undefined;
}

const OPENERS = '[({';
const CLOSERS = '])}';

/**
 * The key of the innermost array or map around an offset in code read as text: PHP
 * `'crypt' => [` / `'crypt' => array(`, Ruby `crypt: {`, JS `crypt: {`. Walks back to the unmatched
 * bracket and reads the name assigned just before it.
 */
export function bracketParentKey(text: string, offset: number): string | undefined {
  let depth = 0;
  for (let i = offset - 1; i >= Math.max(0, offset - PARENT_LOOKBACK); i--) {
    const ch = text[i];
    if (CLOSERS.includes(ch)) depth++;
    else if (OPENERS.includes(ch)) {
      if (depth > 0) {
        depth--;
        continue;
      }
      const before = text.slice(Math.max(0, i - 80), i);
      return /["']?([A-Za-z_][\w.-]{0,60})["']?\s*(?:=>|:|=)\s*(?:array\s*)?$/.exec(before)?.[1];
    }
  }
  return undefined;
}

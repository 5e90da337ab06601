/**
 * `.env` files as dotenv tools read them: `KEY=value` lines, an optional `export ` prefix,
 * `#` comments (whole lines, or after whitespace in an unquoted value), single quotes taken
 * literally, double quotes with `\n`-style escapes and allowed to span lines.
 */

export function parseDotenv(text: string): Map<string, string> {
  const values = new Map<string, string>();
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (line === '' || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_.-]*)\s*[=:]\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = match[1];
    let rest = match[2];
    const quote = rest[0];
    if (quote === '"' || quote === "'" || quote === '`') {
      // A quoted value may continue on the following lines until its closing quote.
      let body = rest.slice(1);
      let close = findClosingQuote(body, quote);
      while (close < 0 && i + 1 < lines.length) {
        body += '\n' + lines[++i];
        close = findClosingQuote(body, quote);
      }
      const value = close >= 0 ? body.slice(0, close) : body;
      values.set(key, quote === '"' ? unescapeDoubleQuoted(value) : value);
      continue;
    }
    const comment = rest.search(/\s#/);
    if (comment >= 0) rest = rest.slice(0, comment);
    values.set(key, rest.trim());
  }
  return values;
}

function findClosingQuote(body: string, quote: string): number {
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '\\' && quote === '"') {
      i++;
      continue;
    }
    if (body[i] === quote) return i;
  }
  return -1;
}

function unescapeDoubleQuoted(value: string): string {
  return value.replace(/\\([nrt"\\])/g, (_, c: string) => ({ n: '\n', r: '\r', t: '\t', '"': '"', '\\': '\\' })[c] ?? c);
}

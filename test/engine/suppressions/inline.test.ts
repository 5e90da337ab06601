import { describe, expect, it } from 'vitest';
import { inlineSuppressionFor, parseMarker } from '../../../src/engine/suppressions/inline.js';

const at = (filePath: string, lineNumber: number, text: string, ruleId = 'py-sqli-tainted-query', category = 'sqli') =>
  inlineSuppressionFor({ filePath, lineNumber, ruleId, category: category as never }, text.split('\n'));

describe('inline vigil-ignore', () => {
  it('drops a comment closer, and reads a marker followed by a long run of spaces at once', () => {
    expect(parseMarker(' vigil-ignore: sqli checked */ ')).toEqual({ scope: 'sqli', reason: 'checked' });
    expect(parseMarker(' vigil-ignore reviewed -->')).toEqual({ reason: 'reviewed' });
    const started = performance.now();
    expect(parseMarker(` vigil-ignore reviewed${' '.repeat(200_000)}x`)?.reason).toMatch(/^reviewed {200000}x$/);
    expect(performance.now() - started).toBeLessThan(2000); // the regex it replaces took minutes here
  });

  it('parses scope and reason', () => {
    expect(parseMarker(' vigil-ignore: sqli value is a constant')).toEqual({ scope: 'sqli', reason: 'value is a constant' });
    expect(parseMarker(' vigil-ignore: py-sqli-tainted-query checked')).toEqual({ scope: 'py-sqli-tainted-query', reason: 'checked' });
    expect(parseMarker(' vigil-ignore reviewed by security')).toEqual({ reason: 'reviewed by security' });
    expect(parseMarker(' vigil-ignore: this is fine')).toEqual({ reason: 'this is fine' });
    expect(parseMarker(' not-vigil-ignore x')).toBeUndefined();
  });

  it('applies on the line and the line before, in comments only', () => {
    expect(at('a.py', 2, 'x = 1\ncur.execute(q)  # vigil-ignore: sqli constant')).toEqual({ by: 'inline', reason: 'constant', line: 2 });
    expect(at('a.py', 2, '# vigil-ignore reviewed\ncur.execute(q)')).toEqual({ by: 'inline', reason: 'reviewed', line: 1 });
    expect(at('a.js', 3, '/**\n * vigil-ignore: sqli ok\n */ db.query(q)')).toMatchObject({ reason: 'ok', line: 2 });
    expect(at('a.js', 2, '/* vigil-ignore: sqli ok */\ndb.query(q)')).toMatchObject({ reason: 'ok' });
    // Two lines above is too far; inside a string it is not a comment.
    expect(at('a.py', 3, '# vigil-ignore reviewed\n\ncur.execute(q)')).toBeUndefined();
    expect(at('a.py', 1, 'cur.execute("# vigil-ignore not a comment" + q)')).toBeUndefined();
    expect(at('a.js', 1, 'db.query("// vigil-ignore no" + q)')).toBeUndefined();
    // A # in JavaScript is no comment.
    expect(at('a.js', 1, 'db.query(q) # vigil-ignore no')).toBeUndefined();
  });

  it('respects the rule or category it names', () => {
    expect(at('a.py', 1, 'cur.execute(q)  # vigil-ignore: xss not this one')).toBeUndefined();
    expect(at('a.py', 1, 'cur.execute(q)  # vigil-ignore: py-other-rule no')).toBeUndefined();
    expect(at('.env', 1, 'KEY=AKIA...  # vigil-ignore: hardcoded-secrets emulator key', 'aws-access-key-id', 'hardcoded-secrets')).toMatchObject({ reason: 'emulator key' });
    expect(at('app.properties', 2, '! vigil-ignore test only\npassword=abc', 'generic-secret', 'hardcoded-secrets')).toMatchObject({ reason: 'test only' });
  });
});

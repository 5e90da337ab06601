import { describe, expect, it } from 'vitest';
import { parseDotenv } from '../../../src/engine/config/dotenv.js';

describe('parseDotenv', () => {
  it('reads plain, exported, quoted and commented assignments', () => {
    const text = [
      '# comment',
      'PLAIN=value',
      'export EXPORTED=yes',
      'SPACED = padded  ',
      'INLINE=abc # trailing comment',
      'HASH_IN_VALUE=abc#def',
      "SINGLE='literal \\n kept'",
      'DOUBLE="line1\\nline2"',
      'EMPTY=',
      'not a pair',
    ].join('\n');
    expect(Object.fromEntries(parseDotenv(text))).toEqual({
      PLAIN: 'value',
      EXPORTED: 'yes',
      SPACED: 'padded',
      INLINE: 'abc',
      HASH_IN_VALUE: 'abc#def',
      SINGLE: 'literal \\n kept',
      DOUBLE: 'line1\nline2',
      EMPTY: '',
    });
  });

  it('reads double-quoted values spanning lines', () => {
    const values = parseDotenv('KEY="-----BEGIN\nabc\n-----END"\nNEXT=1\n');
    expect(values.get('KEY')).toBe('-----BEGIN\nabc\n-----END');
    expect(values.get('NEXT')).toBe('1');
  });
});

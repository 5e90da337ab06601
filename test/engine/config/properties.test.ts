import { describe, expect, it } from 'vitest';
import { parseProperties } from '../../../src/engine/config/properties.js';

describe('parseProperties', () => {
  it('accepts =, : and whitespace as separators, with whitespace around them', () => {
    const values = parseProperties('a=1\nb: 2\nc 3\nd   =   4\ne\t:five\nf=\ng\n');
    expect(Object.fromEntries(values)).toEqual({ a: '1', b: '2', c: '3', d: '4', e: 'five', f: '', g: '' });
  });

  it('skips # and ! comments and blank lines, but only at the start of a logical line', () => {
    const values = parseProperties('# comment\n   ! also comment\n\nurl=http://x/#frag\n');
    expect(Object.fromEntries(values)).toEqual({ url: 'http://x/#frag' });
  });

  it('joins continuation lines and drops the leading whitespace of the next line', () => {
    const values = parseProperties('fruits = apple, \\\n         banana, \\\n    pear\nnext=1\n');
    expect(values.get('fruits')).toBe('apple, banana, pear');
    expect(values.get('next')).toBe('1');
  });

  it('does not treat an even number of trailing backslashes as a continuation', () => {
    const values = parseProperties('path=C:\\\\\nother=2\n');
    expect(values.get('path')).toBe('C:\\');
    expect(values.get('other')).toBe('2');
  });

  it('decodes escapes in keys and values, including unicode escapes', () => {
    const values = parseProperties('key\\ with\\=sep = tab\\there\\n\ngreek=\\u03b1\\u03B2\ncolon\\:key=v\n');
    expect(values.get('key with=sep')).toBe('tab\there\n');
    expect(values.get('greek')).toBe('αβ');
    expect(values.get('colon:key')).toBe('v');
  });

  it('lets a later duplicate win and handles CRLF line endings', () => {
    const values = parseProperties('hash.algorithm=MD5\r\nhash.algorithm=SHA-256\r\n');
    expect(values.get('hash.algorithm')).toBe('SHA-256');
  });

  it('keeps only the first separator as a separator', () => {
    const values = parseProperties('jdbc.url=jdbc:mysql://db:3306/app?useSSL=true\n');
    expect(values.get('jdbc.url')).toBe('jdbc:mysql://db:3306/app?useSSL=true');
  });
});

import { describe, expect, it } from 'vitest';
import { parseBraceFormat } from '../../../src/engine/lower/python/brace-format.js';

describe('str.format formats read for lowering', () => {
  it('splits text and fields: automatic, numbered and keyword fields, accessors, conversions, specs, doubled braces', () => {
    expect(parseBraceFormat("a = '{}' AND b = {:d}")).toEqual([
      { kind: 'text', text: "a = '" },
      { kind: 'field', index: 0, accessors: [], spec: '' },
      { kind: 'text', text: "' AND b = " },
      { kind: 'field', index: 1, accessors: [], spec: ':d' },
    ]);
    expect(parseBraceFormat('{{x}} {0.name!r} {row[city]:>10}')).toEqual([
      { kind: 'text', text: '{x} ' },
      { kind: 'field', index: 0, accessors: ['name'], spec: '' },
      { kind: 'text', text: ' ' },
      { kind: 'field', key: 'row', accessors: ['city'], spec: ':>10' },
    ]);
  });

  it('gives up on what Python rejects or what it cannot follow', () => {
    expect(parseBraceFormat('{} {0}')).toBeUndefined(); // automatic and manual numbering mixed
    expect(parseBraceFormat('{:{width}}')).toBeUndefined(); // a nested field in the spec
    expect(parseBraceFormat('a } b')).toBeUndefined(); // a single closing brace
    expect(parseBraceFormat('{0!x}')).toBeUndefined(); // no such conversion
    expect(parseBraceFormat('{unclosed')).toBeUndefined();
  });
});

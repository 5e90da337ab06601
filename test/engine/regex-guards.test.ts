import { describe, expect, it } from 'vitest';
import { anchoredPatternStrength, pinsUrlHost, sitePathLookaheadMarks, sitePathMarks } from '../../src/engine/analysis/regex-guards.js';
import { NOT_PROTOCOL_RELATIVE } from '../../src/engine/analysis/relative-urls.js';

describe('anchored allow-list patterns', () => {
  it('cleans word-only patterns for every kind, dot-admitting ones for all but paths, requests and redirects', () => {
    expect(anchoredPatternStrength('/^[\\w-]+$/')).toBe('all');
    expect(anchoredPatternStrength('/^[a-z0-9_]{1,32}$/i')).toBe('all');
    expect(anchoredPatternStrength('^\\w+$')).toBe('all');
    expect(anchoredPatternStrength('/^[a-zA-Z0-9.-]{1,253}$/')).toBe('dot');
    expect(anchoredPatternStrength('/^\\w+\\.\\w+$/')).toBe('dot');
  });

  it('a group of word classes repeated is still word characters', () => {
    expect(anchoredPatternStrength('/^[a-z0-9]+(_[a-z0-9]+)*$/')).toBe('all');
    expect(anchoredPatternStrength('/^[a-z]+(?:-[a-z0-9]+|_\\d+)?$/')).toBe('all');
    expect(anchoredPatternStrength('/^[\\w-]+(\\.[a-z]{2,4})$/')).toBe('dot');
    // A group holding a wider class or a wildcard proves nothing.
    expect(anchoredPatternStrength('/^[a-z]+( [a-z]+)*$/')).toBeUndefined();
    expect(anchoredPatternStrength('/^[a-z]+(.+)$/')).toBeUndefined();
  });

  it('proves nothing for unanchored, multiline or wider patterns', () => {
    expect(anchoredPatternStrength('/^[\\w.-]+/')).toBeUndefined();
    expect(anchoredPatternStrength('/[\\w.-]+$/')).toBeUndefined();
    expect(anchoredPatternStrength('/^[\\w.-]+$/m')).toBeUndefined();
    expect(anchoredPatternStrength('/^[\\w ]+$/')).toBeUndefined();
    expect(anchoredPatternStrength('/^.+$/')).toBeUndefined();
    expect(anchoredPatternStrength('/^[^<>]+$/')).toBeUndefined();
  });

  it('a pattern whose fixed beginning is a scheme and a whole host pins the URL to that host', () => {
    expect(pinsUrlHost('/^https:\\/\\/shop\\.example\\//')).toBe(true);
    // Both spellings of an optional character must pin it.
    expect(pinsUrlHost('/^https?:\\/\\/shop\\.example\\//i')).toBe(true);
    expect(pinsUrlHost('^https://cdn\\.example\\.com:8443/')).toBe(true);
    // The host is not closed by a slash: `https://shop.example.evil.test` matches too.
    expect(pinsUrlHost('/^https:\\/\\/shop\\.example/')).toBe(false);
    // A class or a digit class in the host leaves it open.
    expect(pinsUrlHost('/^https:\\/\\/[a-z]+\\.example\\//')).toBe(false);
    expect(pinsUrlHost('/^https:\\/\\/shop\\.example:\\d+\\//')).toBe(false);
    // Unanchored, a top-level alternative, or multiline: other text matches.
    expect(pinsUrlHost('/https:\\/\\/shop\\.example\\//')).toBe(false);
    expect(pinsUrlHost('/^https:\\/\\/shop\\.example\\/|evil/')).toBe(false);
    expect(pinsUrlHost('/^https:\\/\\/shop\\.example\\//m')).toBe(false);
    // A user part before the host (`https://shop.example@evil.test/`) is no host.
    expect(pinsUrlHost('/^https:\\/\\/shop\\.example@evil\\.test\\//')).toBe(false);
  });
});

describe('same-site path checks written with a lookahead', () => {
  it('one slash followed by neither a slash nor a backslash is a site path', () => {
    expect(sitePathLookaheadMarks('/^\\/(?![/\\\\])/')).toHaveLength(3);
    expect(sitePathLookaheadMarks('/^\\/(?!\\/|\\\\)/')).toHaveLength(3);
    expect(sitePathLookaheadMarks('^/(?![\\\\/])')).toHaveLength(3);
  });

  it('proves nothing without the backslash, without the anchor, with multiline or a top-level alternative', () => {
    expect(sitePathLookaheadMarks('/^\\/(?!\\/)/')).toBeUndefined();
    // A sequence, not a choice: `/\` is excluded but `//` is not.
    expect(sitePathLookaheadMarks('/^\\/(?!\\\\\\/)/')).toBeUndefined();
    expect(sitePathLookaheadMarks('/^\\/(?![^a-z])/')).toBeUndefined();
    expect(sitePathLookaheadMarks('/\\/(?![/\\\\])/')).toBeUndefined();
    expect(sitePathLookaheadMarks('/^\\/(?![/\\\\])/m')).toBeUndefined();
    expect(sitePathLookaheadMarks('/^\\/(?![/\\\\])|https?:/')).toBeUndefined();
  });
});

describe('same-site path patterns', () => {
  it('a required first segment without a slash keeps the second character off `/`', () => {
    expect(sitePathMarks('^/[A-Za-z0-9_\\-]+(/[A-Za-z0-9_\\-]+)*\\.php$')).toContain(NOT_PROTOCOL_RELATIVE);
    expect(sitePathMarks('^/[a-z]{1,20}(/[a-z]+)?$')).toContain(NOT_PROTOCOL_RELATIVE);
    // No other slash in the pattern: no `//` either.
    expect(sitePathMarks('^/[\\w-]*$')).toContain(NOT_PROTOCOL_RELATIVE);
  });

  it('an optional first segment or a class admitting `/` lets `//host` through', () => {
    expect(sitePathMarks('^/[a-z]*(/[a-z]+)*$')).not.toContain(NOT_PROTOCOL_RELATIVE);
    expect(sitePathMarks('^/[a-z0-9/_-]*$')).not.toContain(NOT_PROTOCOL_RELATIVE);
    expect(sitePathMarks('^/(/[a-z]+)+$')).not.toContain(NOT_PROTOCOL_RELATIVE);
  });
});

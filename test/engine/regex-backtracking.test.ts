/**
 * Every regular expression the engine runs on scanned content, against text crafted to make it
 * backtrack (test/engine/regex-adversarial.ts says how both are collected and built). A pattern
 * that backtracks exponentially never finishes on a 20,000-character run and fails the time limit;
 * one that takes over 100 ms on it is measured again (best of three) at full and a quarter of the
 * length, and the growth between the two tells linear (×4) from quadratic (×16) and worse. Quadratic patterns are pinned by name below with the
 * reason their input is bounded, so a new one fails here until it is fixed or justified.
 */
import { describe, expect, it } from 'vitest';
import { nameMatches } from '../../src/engine/rules/names.js';
import { adversarialInputs, allEngineRegexes, engineLiteralRegexes, rulePackRegexes, secretRuleRegexes, wildcardNamePatterns } from './regex-adversarial.js';

const LENGTH = 20_000;
/** Above this on a 20,000-character input a pattern is looked at more closely. */
const SLOW_MS = 100;

/**
 * Patterns that are quadratic on a long run of one character, and why that is bounded where
 * they run. Each entry is `where` as collected (rule id or source file and line).
 */
const QUADRATIC_BOUNDED: Record<string, string> = {};

function timeOne(regex: RegExp, input: string): number {
  // A fresh copy: a global or sticky regex keeps lastIndex between runs.
  const copy = new RegExp(regex.source, regex.flags);
  const started = performance.now();
  if (copy.global) {
    for (let match = copy.exec(input); match !== null; match = copy.exec(input)) if (match[0] === '') copy.lastIndex += 1;
  } else {
    copy.test(input);
  }
  return performance.now() - started;
}

/** The best of three: a pause of a busy machine is not the pattern's doing. */
function bestOf3(regex: RegExp, input: string, first = timeOne(regex, input)): number {
  return Math.min(first, timeOne(regex, input), timeOne(regex, input));
}

function growth(regex: RegExp, input: string, first: number): { short: number; long: number } {
  const run = input.slice(0, -1);
  const quarter = `${run.slice(0, run.length / 4)}\u0001`;
  return { short: Math.max(bestOf3(regex, quarter), 0.5), long: bestOf3(regex, input, first) };
}

describe('regular expressions the engine runs on scanned content', () => {
  it('are collected from the rule packs, the secret rules and the engine source', () => {
    // Counts that can only fall if the collection breaks (a pack that stopped loading, a parser that found nothing).
    expect(rulePackRegexes().length).toBeGreaterThanOrEqual(5);
    expect(secretRuleRegexes().length).toBeGreaterThanOrEqual(60);
    expect(engineLiteralRegexes().length).toBeGreaterThanOrEqual(150);
    expect(engineLiteralRegexes().some((r) => r.where.startsWith('src/engine/secrets/'))).toBe(true);
  });

  it('never backtrack catastrophically on long runs of the characters they repeat', { timeout: 300_000 }, () => {
    const quadratic = new Map<string, string>();
    const worse: string[] = [];
    let tried = 0;
    for (const { where, regex } of allEngineRegexes()) {
      for (const input of adversarialInputs(regex, LENGTH)) {
        tried += 1;
        const first = timeOne(regex, input);
        if (first < SLOW_MS) continue;
        const { short, long } = growth(regex, input, first);
        const shown = `${where} /${regex.source}/${regex.flags} on ${JSON.stringify(input.slice(0, 24))}…: ${long.toFixed(0)} ms, ×${(long / short).toFixed(0)} for ×4 length`;
        // Linear grows ×4 with the length, quadratic ×16, anything worse more.
        if (long >= SLOW_MS && long / short > 40) worse.push(shown);
        else if (long >= SLOW_MS && long / short > 8) quadratic.set(where, shown);
        else continue;
        break;
      }
    }
    expect(tried).toBeGreaterThan(10_000);
    expect(worse).toEqual([]);
    const unexplained = [...quadratic.keys()].filter((where) => !(where in QUADRATIC_BOUNDED));
    expect(unexplained.map((where) => quadratic.get(where))).toEqual([]);
  });

  it('match wildcard name patterns of the rules against long hostile names quickly', { timeout: 120_000 }, () => {
    const patterns = wildcardNamePatterns();
    expect(patterns.length).toBeGreaterThan(10);
    const slow: string[] = [];
    for (const pattern of patterns) {
      // Each wildcard stretched over a long run that nearly fits: dots, names, and both mixed.
      for (const filler of ['a', '.', 'a.', 'ab.', '_']) {
        const name = `${pattern.replace(/\*+/g, filler.repeat(LENGTH / filler.length / 2))}!`;
        const started = performance.now();
        nameMatches(pattern, name);
        nameMatches(pattern, filler.repeat(LENGTH / filler.length));
        const ms = performance.now() - started;
        if (ms > SLOW_MS * 3) slow.push(`${pattern} on ${JSON.stringify(name.slice(0, 24))}…: ${ms.toFixed(0)} ms`);
      }
    }
    expect(slow).toEqual([]);
  });
});

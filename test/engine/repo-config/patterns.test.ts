/**
 * Patterns from a repository's .vigil.yml run on RE2 (linear time): hostile regexes and globs on
 * long lines and deep paths finish at once, patterns RE2 cannot run are refused with the entry
 * named, and the glob translation agrees with picomatch (the documented syntax) on ordinary globs.
 */
import picomatch from 'picomatch';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyzeWithRepositoryPolicy, RepoConfigError } from '../../../src/engine/repo-config/policy.js';
import { compileGlobs, compileUserRegex, MAX_PATTERN_LENGTH, MAX_PATTERNS_PER_LIST, PatternError } from '../../../src/engine/repo-config/patterns.js';
import { repoConfigError } from '../../helpers/repo-config.js';

/** Generous, so a loaded CI machine does not flake; a backtracking engine takes minutes or more. */
const BOUND_MS = 2000;
const SLACK = 'xoxb-050576313349-8486707303465-EAlqz9DLiyaREMCA8cRZoBXj';
const HOSTILE_REGEX = '^([A-Za-z0-9_=]+)+$';

function timed<T>(work: () => T): { value: T; ms: number } {
  const started = performance.now();
  const value = work();
  return { value, ms: performance.now() - started };
}

describe('repository regexes', () => {
  it('runs a nested-quantifier pattern on a long line in linear time', () => {
    // 100,000 characters of the class, then one that is not: a backtracking engine tries 2^n splits.
    const line = `${'A'.repeat(100_000)}!`;
    const { value, ms } = timed(() => compileUserRegex(HOSTILE_REGEX).test(line));
    expect(value).toBe(false);
    expect(ms).toBeLessThan(BOUND_MS);
    expect(compileUserRegex(HOSTILE_REGEX).test('ABC=')).toBe(true);
  });

  it('refuses what RE2 cannot run, naming the .vigil.yml entry and its line', () => {
    for (const pattern of ['(?<=key)secret', '(a)\\1', 'x(?=y)', 'a{1001}']) {
      const error = repoConfigError(`secrets:\n  allowlist:\n    patterns:\n      - "ok"\n      - '${pattern}'\n`);
      expect(error.line).toBe(5);
      expect(error.message).toContain(`secrets.allowlist.patterns: "${pattern}" is not a valid regular expression`);
    }
    expect(repoConfigError(`secrets:\n  allowlist:\n    patterns: ["${'a'.repeat(MAX_PATTERN_LENGTH + 1)}"]\n`).message).toContain(`at most ${MAX_PATTERN_LENGTH}`);
    const many = Array.from({ length: MAX_PATTERNS_PER_LIST + 1 }, (_, i) => `"g${i}/**"`).join(', ');
    expect(repoConfigError(`exclude: [${many}]\n`).message).toContain(`exclude has ${MAX_PATTERNS_PER_LIST + 1} entries`);
  });
});

describe('repository globs', () => {
  const deepPath = `${Array.from({ length: 10_000 }, () => 'a').join('/')}/c.js`;
  const hostileGlobs = ['**/a*a*a*a*a*a*a*a*a*a*b', '**/**/**/**/**/**/**/**/x', 'a/**/a/**/a/**/a/**/a/**/b', `{a,a}${'{a,a}'.repeat(30)}`, '**/*a*a*a*a*a*a*a*a*/**/b'];

  it('matches hostile globs against a path 10,000 folders deep in linear time', () => {
    for (const glob of hostileGlobs) {
      const match = compileGlobs([glob]);
      const { value, ms } = timed(() => match(deepPath));
      expect(value, glob).toBe(false);
      expect(ms, glob).toBeLessThan(BOUND_MS);
    }
    const all = compileGlobs(hostileGlobs);
    expect(timed(() => all(deepPath)).ms).toBeLessThan(BOUND_MS);
  });

  it('refuses extglobs (nested quantifiers in picomatch), naming the entry', () => {
    expect(() => compileGlobs(['+(a|aa)+(a|aa)b'])).toThrow(PatternError);
    const error = repoConfigError('exclude:\n  - "src/**"\n  - "*(a|aa)x"\n');
    expect(error.line).toBe(3);
    expect(error.message).toContain('exclude: "*(a|aa)x" is not a valid glob: extglob');
    expect(repoConfigError('secrets:\n  allowlist:\n    paths: ["@(x|y)"]\n').message).toContain('secrets.allowlist.paths: "@(x|y)"');
  });

  it('agrees with picomatch (dot: true) on ordinary globs', () => {
    const globs = ['a/**', '**/b', 'a/**/b', '*.js', 'a*', '**', 'a**b', 'docs/*/x', '{a,b}/*.js', 'a?c', 'vendor/', './a', 'a/**/', '**/*.min.js', '{a,{b,c}}d', 'a/{x}', '\\*a', '!a', 'src/**/*.{js,ts}', '**/test/**', '.env*', '**/.env', '[a-c]x', 'a.b', 'a+b', 'x/**/y/**/z'];
    const paths = ['a', 'a/b', 'a/b/c', 'ab', 'b', 'x/b', 'x/y/b', '.env', 'a.js', 'x/a.js', 'axb', 'ax/b', 'docs/x', 'docs/a/x', 'a/x.js', 'c/x.js', 'abc', 'a/c', 'vendor', 'a/b/', 'x.min.js', 'a/b/x.min.js', 'ad', 'cd', 'a/{x}', 'a/x', '*a', 'src/a.ts', 'src/x/y/a.js', 'src/a.py', 'p/test/q/r', '.env.local', 'k/.env', 'bx', 'dx', 'a.b', 'aXb', 'a+b', 'x/y/z', 'x/1/y/2/z'];
    const differences: string[] = [];
    for (const glob of globs) {
      const reference = picomatch(glob, { dot: true });
      const ours = compileGlobs([glob]);
      for (const path of paths) if (reference(path) !== ours(path)) differences.push(`${glob} ${path}`);
    }
    expect(differences).toEqual([]);
  });
});

describe('hostile .vigil.yml through the repository policy step', () => {
  // Rule packs and grammars load once per process; the bound is for the scan, not for that.
  beforeAll(async () => {
    await analyzeWithRepositoryPolicy([{ path: 'warm.js', content: 'export const x = 1;\n' }, { path: '.env', content: 'A=1\n' }], { parallel: false });
  });

  it('finishes a scan with the hostile allowlist pattern on a long .env line, and with hostile globs on a deep path', async () => {
    // The run of class characters before the first one outside it is what a backtracking engine explodes on.
    const envLine = `${'A'.repeat(50_000)}_TOKEN=${SLACK}\n`;
    const config = ['exclude:', ...hostileGlobsYaml(), 'secrets:', '  allowlist:', `    patterns: ['${HOSTILE_REGEX}']`, '    paths: ["**/**/**/**/**/**/**/**/never"]'].join('\n');
    const files = [
      { path: '.vigil.yml', content: config },
      { path: '.env', content: envLine },
      { path: `${Array.from({ length: 2_000 }, () => 'a').join('/')}/c.js`, content: 'export const x = 1;\n' },
    ];
    const started = performance.now();
    const result = await analyzeWithRepositoryPolicy(files, { parallel: false });
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
    // The pattern does not match the line (it has a '-'), so the token is still reported.
    expect(result.findings.map((f) => [f.filePath, f.ruleId])).toEqual([['.env', expect.stringContaining('slack')]]);
    expect(result.excluded).toEqual(['.vigil.yml']);
  });

  it('fails with the reason when a pattern needs lookbehind', async () => {
    const files = [{ path: '.vigil.yml', content: "secrets:\n  allowlist:\n    patterns: ['(?<=KEY=)abc']\n" }, { path: 'a.py', content: 'x = 1\n' }];
    await expect(analyzeWithRepositoryPolicy(files, { parallel: false })).rejects.toThrow(RepoConfigError);
    await expect(analyzeWithRepositoryPolicy(files, { parallel: false })).rejects.toThrow(/\.vigil\.yml line 3, column \d+: secrets\.allowlist\.patterns: "\(\?<=KEY=\)abc" is not a valid regular expression/);
  });
});

function hostileGlobsYaml(): string[] {
  return ['**/a*a*a*a*a*a*a*a*a*a*b', 'a/**/a/**/a/**/a/**/a/**/b', '**/*a*a*a*a*a*a*a*a*/**/b'].map((g) => `  - "${g}"`);
}

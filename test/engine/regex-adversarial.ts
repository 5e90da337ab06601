/**
 * Every regular expression the engine runs on scanned content, collected where it lives (the
 * rule packs as the loader returns them, the secret rules as their loader compiles them, and every
 * regex literal in src/engine), and the adversarial text that would make a backtracking pattern
 * blow up: long runs of the characters it repeats, after its own literal prefix (a near miss),
 * with no way to complete the match.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { loadRuleSet } from '../../src/engine/rules/loader.js';
import { loadSecretRules } from '../../src/engine/secrets/index.js';

export interface CollectedRegex {
  /** Where it comes from: a rule file or a source file and line. */
  where: string;
  regex: RegExp;
}

function walk(value: unknown, at: string, out: CollectedRegex[], seen = new Set<unknown>()): void {
  if (value === null || typeof value !== 'object' || seen.has(value)) return;
  seen.add(value);
  if (value instanceof RegExp) {
    out.push({ where: at, regex: value });
    return;
  }
  const record = value as Record<string, unknown>;
  // A rule check `{ regex, ignoreCase }` is compiled by src/engine/analysis/checks.ts exactly so.
  if (typeof record.regex === 'string') out.push({ where: at, regex: new RegExp(record.regex, record.ignoreCase ? 'i' : '') });
  const where = typeof record.id === 'string' ? record.id : typeof record.source === 'string' ? record.source : at;
  for (const [key, child] of Object.entries(record)) {
    if (key === 'samples') continue; // test samples of a rule are data, not patterns
    walk(child, where, out, seen);
  }
}

/** The regex conditions of the code rule packs (rules/{javascript,python,java}/**), as loaded. */
export function rulePackRegexes(): CollectedRegex[] {
  const out: CollectedRegex[] = [];
  walk(loadRuleSet(), 'rules', out);
  return out;
}

/** Every RegExp of the secret rules (provider patterns, allow lists, pair patterns), as compiled. */
export function secretRuleRegexes(): CollectedRegex[] {
  const out: CollectedRegex[] = [];
  walk(loadSecretRules(), 'rules/secrets', out);
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** Every regex literal in src/engine, read with the TypeScript parser (not a regex over the source). */
export function engineLiteralRegexes(root = path.resolve('src/engine')): CollectedRegex[] {
  const out: CollectedRegex[] = [];
  for (const file of sourceFiles(root)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
        const text = node.getText(source);
        const end = text.lastIndexOf('/');
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        out.push({ where: `${path.relative(process.cwd(), file)}:${line}`, regex: new RegExp(text.slice(1, end), text.slice(end + 1)) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return out;
}

/**
 * The wildcard name patterns of the code rules and models (`child_process.*`, `**.exec`…), which
 * src/engine/rules/names.ts compiles to regexes and runs on the dotted names of scanned code.
 */
export function wildcardNamePatterns(): string[] {
  const found = new Set<string>();
  const visit = (value: unknown, seen: Set<unknown>): void => {
    if (typeof value === 'string') {
      if (value.includes('*') && /^[\w$.*<>@:-]+$/.test(value)) found.add(value);
      return;
    }
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) if (key !== 'samples') visit(child, seen);
  };
  visit(loadRuleSet(), new Set());
  return [...found].sort();
}

export function allEngineRegexes(): CollectedRegex[] {
  return [...rulePackRegexes(), ...secretRuleRegexes(), ...engineLiteralRegexes()];
}

const BASE_CHARACTERS = [...'aA0 \t\n-_./=:"\'\\+,*#@$(){}[]<>%;|!?&~`', 'é', '\u00a0'];
const CLASS_SAMPLES: Record<string, string[]> = { s: [' ', '\t'], d: ['1'], w: ['a', '_'], S: ['a'], D: ['a'], W: [' ', '-'], n: ['\n'], r: ['\r'], t: ['\t'] };

/** Characters the pattern mentions: its literals, members of its classes and of its escapes. */
function mentionedCharacters(source: string): string[] {
  const found = new Set<string>();
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i] as string;
    if (c === '\\' && i + 1 < source.length) {
      const next = source[i + 1] as string;
      for (const sample of CLASS_SAMPLES[next] ?? [next]) found.add(sample);
      i += 1;
    } else if (!'^$()|?*+{}'.includes(c)) {
      found.add(c);
    }
  }
  return [...found];
}

/**
 * The literal text a pattern starts with, for near misses: leading anchors and group openings
 * skipped, then literal characters (escaped or not) with `?` taken once and `{m,n}` taken n
 * times, up to the first class, group, alternation or open-ended repeat.
 */
function literalPrefix(source: string): string {
  let i = /^(?:\^|\(\?:|\()*/.exec(source)?.[0].length ?? 0;
  let out = '';
  while (i < source.length) {
    let char = source[i] as string;
    if (char === '\\') {
      const next = source[i + 1] ?? '';
      if (/[A-Za-z0-9]/.test(next)) break; // \s, \d, \b...: a class or an assertion
      char = next;
      i += 2;
    } else if (/[A-Za-z0-9_\-:=/@ ,.'"<>!#%&~]/.test(char) && char !== '.') {
      i += 1;
    } else {
      break;
    }
    const repeat = /^(?:\{(\d+)(?:,(\d*))?\}|\?|[*+])/.exec(source.slice(i));
    if (!repeat) {
      out += char;
      continue;
    }
    i += repeat[0].length;
    if (repeat[0] === '?') out += char;
    else if (repeat[1] !== undefined) out += char.repeat(Number(repeat[2] || repeat[1]));
    else {
      out += char;
      break;
    }
  }
  return out;
}

/**
 * The adversarial inputs of one pattern: for each character it mentions (and a base set), a run
 * of `length` of it, and runs of pairs of them, alone and after the pattern's literal prefix and
 * a line start, each ending in a character that completes nothing.
 */
export function adversarialInputs(regex: RegExp, length = 20_000, { pairs = true, base = true } = {}): string[] {
  const mentioned = mentionedCharacters(regex.source);
  const runs = new Set<string>(base ? [...mentioned, ...BASE_CHARACTERS] : mentioned);
  const paired = mentioned.slice(0, 12);
  if (pairs) for (const a of paired) for (const b of paired) if (a !== b) runs.add(a + b);
  const prefix = literalPrefix(regex.source);
  const inputs: string[] = [];
  for (const run of runs) {
    const body = run.repeat(Math.ceil(length / run.length));
    inputs.push(`${body}\u0001`);
    if (prefix) inputs.push(`${prefix}${body}\u0001`);
  }
  return inputs;
}

/**
 * Files for a scan that feed the adversarial runs to every analyser: as string constants in each
 * language (where the rule checks see them), in config and env files (secrets and config
 * parsers) and as plain long lines. Runs are shorter here than in the regex test: the scan
 * test proves the whole path (parsers, lowerers, rule checks, secrets) finishes, the regex test
 * that each pattern is linear.
 */
export function adversarialSourceFiles(): Record<string, string> {
  // Single-character runs of what each pattern mentions, after its prefix: every near miss of the
  // regex test but the two-character runs, at a length a scan can hold all at once.
  const runs = new Set<string>(BASE_CHARACTERS.map((c) => `${c.repeat(1_000)}\u0001`));
  for (const { regex } of allEngineRegexes()) {
    for (const input of adversarialInputs(regex, 1_000, { pairs: false, base: false })) runs.add(input);
  }
  const list = [...runs];
  const quoted = (text: string) => JSON.stringify(text);
  const files: Record<string, string> = {};
  const per = 400;
  for (let start = 0, part = 0; start < list.length; start += per, part += 1) {
    const slice = list.slice(start, start + per);
    files[`js/part${part}.js`] = slice.map((text, i) => `const v${i} = ${quoted(text)};\nrequire('crypto').createCipheriv(v${i}, key, iv);\nexec(v${i});\n`).join('');
    files[`py/part${part}.py`] = slice.map((text, i) => `v${i} = ${quoted(text)}\nhashlib.new(v${i})\n`).join('');
    files[`java/Part${part}.java`] = `class Part${part} {\n${slice.map((text, i) => `  String v${i} = ${quoted(text)}; void f${i}() throws Exception { javax.crypto.Cipher.getInstance(v${i}); }\n`).join('')}}\n`;
    files[`env/part${part}.env`] = slice.map((text, i) => `SECRET_${i}=${text.replace(/\n/g, '\\n')}\n`).join('');
    files[`text/part${part}.txt`] = slice.join('\n');
  }
  return files;
}

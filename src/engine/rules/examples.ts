/**
 * Examples of a rule taken from its annotated fixtures (rules/FORMAT.md, "Fixtures"): the code
 * line after a `ruleid: <id>` comment is a vulnerable example, after `ok: <id>` a safe one, each
 * with the few lines before it (up to a blank line) as context. Known gaps (`todoruleid:`,
 * `todook:`) are not examples. Fixtures are the files beside the rule named `<id>.<ext>` or
 * `<id>.<anything>.<ext>`, the plain `<id>.<ext>` first.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface RuleExample {
  /** The fixture file (its name) or, for a secrets sample, the path it is scanned as. */
  file?: string;
  /** 1-based line of the marked code in the fixture. */
  line?: number;
  /** The example's code, dedented: context lines, then the marked line and its continuation. */
  code: string;
  /** 0-based index, in `code`'s lines, of the line the annotation marks. */
  markedLine?: number;
}

export interface RuleExamples {
  vulnerable: RuleExample[];
  safe: RuleExample[];
}

const ANNOTATION = /^(?:\/\/|#|\{?\/\*|\*|<!--)\s*(todoruleid|todook|ruleid|ok)\s*:\s*([a-z0-9,\s-]+)/;
const CONTEXT_LINES = 3;
const MAX_CONTINUATION = 6;
const MAX_FIXTURE_BYTES = 512 * 1024;

function isComment(line: string): boolean {
  return line.startsWith('//') || line.startsWith('#') || line.startsWith('*') || line.startsWith('/*') || line.startsWith('{/*');
}

/** The fixture files of a rule, the plain `<id>.<ext>` first. */
export function fixtureFiles(ruleFile: string, id: string): string[] {
  const dir = path.dirname(ruleFile);
  const names = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(`${id}.`) && !/\.ya?ml$/.test(name) && name.length > id.length + 1)
    .sort((a, b) => a.split('.').length - b.split('.').length || a.localeCompare(b));
  return names.map((name) => path.join(dir, name)).filter((file) => fs.statSync(file).isFile());
}

/** Brackets opened and not closed on a line (strings are not parsed: a heuristic for layout only). */
function openBrackets(line: string): number {
  let depth = 0;
  for (const ch of line) {
    if (ch === '(' || ch === '[' || ch === '{') depth++;
    else if (ch === ')' || ch === ']' || ch === '}') depth--;
  }
  return depth;
}

function dedent(lines: string[]): string[] {
  const indents = lines.filter((l) => l.trim() !== '').map((l) => /^[ \t]*/.exec(l)![0].length);
  const cut = indents.length ? Math.min(...indents) : 0;
  return lines.map((l) => l.slice(cut).trimEnd());
}

/** The marked line with the lines before it up to a blank line or another annotated case. */
function example(lines: string[], firstMark: number, target: number, file: string, targets: ReadonlySet<number>): RuleExample {
  const before: string[] = [];
  for (let i = firstMark - 1; i >= 0 && before.length < CONTEXT_LINES; i--) {
    const line = lines[i].trim();
    if (line === '' || targets.has(i)) break;
    if (ANNOTATION.test(line)) continue;
    before.unshift(lines[i]);
  }
  const code = [lines[target]];
  let depth = openBrackets(lines[target]);
  for (let i = target + 1; depth > 0 && i < lines.length && code.length <= MAX_CONTINUATION; i++) {
    if (ANNOTATION.test(lines[i].trim())) break;
    code.push(lines[i]);
    depth += openBrackets(lines[i]);
  }
  return { file: path.basename(file), line: target + 1, code: dedent([...before, ...code]).join('\n'), markedLine: before.length };
}

/** Up to `limit` vulnerable and `limit` safe examples of rule `id` from its fixtures. */
export function fixtureExamples(ruleFile: string, id: string, limit: number): RuleExamples {
  const out: RuleExamples = { vulnerable: [], safe: [] };
  for (const file of fixtureFiles(ruleFile, id)) {
    if (out.vulnerable.length >= limit && out.safe.length >= limit) break;
    if (fs.statSync(file).size > MAX_FIXTURE_BYTES) continue;
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    let pending: { mark: string; ids: string[] }[] = [];
    let firstMark = -1;
    const targets = new Set<number>();
    lines.forEach((raw, index) => {
      const line = raw.trim();
      const m = ANNOTATION.exec(line);
      if (m) {
        if (pending.length === 0) firstMark = index;
        pending.push({ mark: m[1], ids: m[2].split(',').map((s) => s.trim()) });
        return;
      }
      if (line === '' || isComment(line)) return;
      if (pending.length) targets.add(index);
      for (const p of pending) {
        if (!p.ids.includes(id)) continue;
        const list = p.mark === 'ruleid' ? out.vulnerable : p.mark === 'ok' ? out.safe : undefined;
        if (list && list.length < limit) list.push(example(lines, firstMark, index, file, targets));
      }
      pending = [];
    });
  }
  return out;
}

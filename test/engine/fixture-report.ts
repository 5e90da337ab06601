/**
 * The rule-fixture runner's bookkeeping (test/engine/rule-fixtures.test.ts): the fixture
 * annotations, the per-language count of known gaps (`todoruleid:` / `todook:`), and the
 * model-coverage report (model rows that no fixture exercised, from the rows the analysis recorded
 * through src/engine/analysis/model-usage.ts). The format of both is described in rules/FORMAT.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML, { isSeq, LineCounter } from 'yaml';
import type { Finding } from '../../src/engine/findings.js';
import type { LanguageFamily } from '../../src/engine/parse/languages.js';
import type { RulePack, RuleSet } from '../../src/engine/rules/loader.js';
import { MODEL_SECTIONS, type ModelFile } from '../../src/engine/rules/schema.js';

export type Mark = 'ruleid' | 'ok' | 'todoruleid' | 'todook';
export interface Annotation {
  file: string;
  line: number;
  mark: Mark;
  ruleId: string;
}

/** Annotations of one fixture file: each comment annotation applies to the next code line. */
export function parseAnnotations(file: string, text: string): Annotation[] {
  const lines = text.split('\n');
  const out: Annotation[] = [];
  const pendingMarks: { mark: Mark; ids: string[] }[] = [];
  lines.forEach((raw, index) => {
    const line = raw.trim();
    const m = /^(?:\/\/|#|\{?\/\*|\*|<!--)\s*(todoruleid|todook|ruleid|ok)\s*:\s*([a-z0-9,\s-]+)/.exec(line);
    if (m) {
      pendingMarks.push({ mark: m[1] as Mark, ids: m[2].split(',').map((s) => s.trim()).filter(Boolean) });
      return;
    }
    if (line === '' || line.startsWith('//') || line.startsWith('#') || line.startsWith('*') || line.startsWith('/*') || line.startsWith('{/*')) return;
    for (const p of pendingMarks) for (const ruleId of p.ids) out.push({ file, line: index + 1, mark: p.mark, ruleId });
    pendingMarks.length = 0;
  });
  return out;
}

/** Known gaps per language family: misses (`todoruleid:`) and false positives (`todook:`) still open. */
export type TodoCounts = Record<string, { todoruleid: number; todook: number }>;

export function countTodo(counts: TodoCounts, family: LanguageFamily, mark: 'todoruleid' | 'todook'): void {
  const c = (counts[family] ??= { todoruleid: 0, todook: 0 });
  c[mark]++;
}

/**
 * Checks each annotation against the findings: `ruleid:` must be reported and `ok:` must not; a
 * `todoruleid:` that is now reported or a `todook:` that no longer is fails until it is promoted.
 * Open todo lines are counted in `counts` and listed in `gaps`.
 */
export function checkAnnotations(
  annotations: readonly Annotation[],
  findings: readonly Finding[],
  family: LanguageFamily,
  counts: TodoCounts,
): { problems: string[]; gaps: string[] } {
  const problems: string[] = [];
  const gaps: string[] = [];
  for (const a of annotations) {
    const hit = findings.find((x) => x.ruleId === a.ruleId && x.filePath === a.file && x.lineNumber === a.line);
    const where = `${a.file}:${a.line}`;
    if (a.mark === 'ruleid' && !hit) problems.push(`${where} expected ${a.ruleId}, not reported`);
    if (a.mark === 'ok' && hit) problems.push(`${where} must not report ${a.ruleId} (${hit.message ?? hit.title})`);
    if (a.mark === 'todoruleid') {
      if (hit) problems.push(`${where} todoruleid: ${a.ruleId} is now reported: promote it to ruleid:`);
      else {
        countTodo(counts, family, 'todoruleid');
        gaps.push(`${where} ${a.ruleId} missed (todoruleid)`);
      }
    }
    if (a.mark === 'todook') {
      if (!hit) problems.push(`${where} todook: ${a.ruleId} is no longer reported: promote it to ok:`);
      else {
        countTodo(counts, family, 'todook');
        gaps.push(`${where} ${a.ruleId} false positive (todook)`);
      }
    }
  }
  return { problems, gaps };
}

export function formatTodoCounts(counts: TodoCounts, families: readonly string[]): string {
  return families.map((f) => `${f}: todoruleid ${counts[f]?.todoruleid ?? 0}, todook ${counts[f]?.todook ?? 0}`).join('; ');
}

/** Where a model row is written, and a one-line description of it. */
export interface RowPlace {
  file: string;
  line: number;
  section: keyof ModelFile;
  summary: string;
}


function names(value: unknown): string {
  const list = Array.isArray(value) ? value : [value];
  const text = list.join(', ');
  return text.length > 90 ? `${text.slice(0, 87)}...` : text;
}

function describeRow(section: string, row: Record<string, unknown>): string {
  const param = row.param as Record<string, unknown> | undefined;
  const ret = row.return as Record<string, unknown> | undefined;
  const subject = row.call ?? row.path ?? row.assign ?? row.member ?? row.type ?? row.export ?? row.classExtends
    ?? param?.annotation ?? param?.functionAnnotation ?? ret?.functionAnnotation;
  const kind = typeof row.kind === 'string' ? ` ${row.kind}` : '';
  return `${section}${kind}: ${subject === undefined ? JSON.stringify(row) : names(subject)}`;
}

/**
 * Every model row of a pack (model files and rule-local `models:`), keyed by the row object the
 * loader produced, with its file and line. Rows are matched to the YAML text by content; a row of
 * the pack that cannot be found there makes the coverage report impossible, so this throws.
 */
export function modelRowPlaces(pack: RulePack, rulesDir: string): Map<object, RowPlace> {
  const written = new Map<string, RowPlace[]>();
  const files = [...pack.modelFiles, ...pack.rules.filter((r) => r.rule.models).map((r) => r.file)];
  for (const file of files) {
    const lineCounter = new LineCounter();
    const doc = YAML.parseDocument(fs.readFileSync(file, 'utf8'), { lineCounter });
    const isRuleFile = !pack.modelFiles.includes(file);
    for (const section of MODEL_SECTIONS) {
      const seq = isRuleFile ? doc.getIn(['models', section], true) : doc.get(section, true);
      if (!isSeq(seq)) continue;
      for (const item of seq.items) {
        const row = (item as YAML.Node).toJS(doc) as Record<string, unknown>;
        const start = (item as YAML.Node).range?.[0] ?? 0;
        const key = `${section}|${JSON.stringify(row)}`;
        const place = { file: path.relative(path.dirname(rulesDir), file), line: lineCounter.linePos(start).line, section, summary: describeRow(section, row) };
        written.set(key, [...(written.get(key) ?? []), place]);
      }
    }
  }
  const places = new Map<object, RowPlace>();
  const missing: string[] = [];
  for (const section of MODEL_SECTIONS) {
    for (const row of pack.models[section] as object[]) {
      const key = `${section}|${JSON.stringify(row)}`;
      const candidates = written.get(key);
      const place = candidates?.shift();
      if (place) places.set(row, place);
      else missing.push(key);
    }
  }
  if (missing.length) throw new Error(`model coverage: ${missing.length} rows of rules/${pack.family} not found in its YAML files, e.g. ${missing[0]}`);
  return places;
}

export interface FamilyCoverage {
  family: LanguageFamily;
  rows: number;
  uncovered: RowPlace[];
}

/** Model rows of each family that no recorded analysis applied. */
export function modelCoverage(ruleSet: RuleSet, applied: ReadonlySet<object>, rulesDir: string): FamilyCoverage[] {
  return Object.values(ruleSet).map((pack) => {
    const places = modelRowPlaces(pack, rulesDir);
    const uncovered = [...places].filter(([row]) => !applied.has(row)).map(([, place]) => place);
    uncovered.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    return { family: pack.family, rows: places.size, uncovered };
  });
}

/** The report file: todo counts and every uncovered row, by family and file. */
export function formatFixtureReport(coverage: FamilyCoverage[], todo: TodoCounts): string {
  const out = [
    '# Rule fixtures: known gaps and model coverage',
    '',
    'Written by `npx vitest run test/engine/rule-fixtures.test.ts` (a complete run only); see rules/FORMAT.md.',
    '',
    '| family | todoruleid | todook | model rows | not exercised by any fixture |',
    '|---|---|---|---|---|',
    ...coverage.map((c) => `| ${c.family} | ${todo[c.family]?.todoruleid ?? 0} | ${todo[c.family]?.todook ?? 0} | ${c.rows} | ${c.uncovered.length} |`),
  ];
  for (const c of coverage) {
    out.push('', `## ${c.family}: ${c.uncovered.length} of ${c.rows} model rows not exercised`, '');
    for (const u of c.uncovered) out.push(`- ${u.file}:${u.line} ${u.summary}`);
  }
  return `${out.join('\n')}\n`;
}

/**
 * The one fixture runner: every rule of every language family (rules/<family>/**) has annotated
 * fixtures beside it (`<id>.<ext>`, and `<id>.<anything>.<ext>` for multi-file cases), analysed
 * together with the configuration files of the same folder. Comment annotations say, for the next
 * code line, what must happen:
 *   ruleid: <id>      the rule must report this line
 *   ok: <id>          the rule must not report it
 *   todoruleid: <id>  a known miss: counted per language; fails once the rule reports it (promote to ruleid:)
 *   todook: <id>      a known false positive: counted; fails once the rule stops reporting it (promote to ok:)
 * The fixture's own rule must report nothing on unannotated lines.
 *
 * The run also records which model rows the analysis applied and, after a complete run, writes the
 * todo counts and the model rows no fixture exercised to bench/engine/FIXTURES.md (printed too).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { recordModelRows } from '../../src/engine/analysis/model-usage.js';
import { analyzeFiles } from '../../src/engine/index.js';
import type { SourceFile } from '../../src/engine/findings.js';
import { languageOfPath } from '../../src/engine/parse/languages.js';
import { defaultRulesDir, ruleSetFor } from '../../src/engine/rules/loader.js';
import { checkAnnotations, formatFixtureReport, formatTodoCounts, modelCoverage, parseAnnotations, type TodoCounts } from './fixture-report.js';

const rulesDir = defaultRulesDir();
// The analysis' own (cached) rule set, so the rows it records are the very objects listed here.
const ruleSet = ruleSetFor(rulesDir);
const CONFIG_FILE = /\.(properties|env|json)$|^\.env/;
const REPORT_FILE = path.join(rulesDir, '..', 'bench', 'engine', 'FIXTURES.md');

const todo: string[] = [];
const todoCounts: TodoCounts = {};
const appliedRows = new Set<object>();
const ruleCount = Object.values(ruleSet).reduce((n, pack) => n + pack.rules.length, 0);
let rulesRun = 0;
afterAll(() => {
  if (todo.length) console.log(`known gaps (todoruleid/todook):\n  ${todo.join('\n  ')}`);
});

for (const pack of Object.values(ruleSet)) {
  describe(`rules/${pack.family}`, () => {
    for (const { rule, file } of pack.rules) {
      it(rule.id, async () => {
        const dir = path.dirname(file);
        const names = fs.readdirSync(dir);
        const fixtureNames = names.filter((n) => (n.startsWith(`${rule.id}.`) && languageOfPath(n) !== undefined));
        expect(fixtureNames, `${rule.id} has no fixture beside it`).not.toEqual([]);
        const files: SourceFile[] = fixtureNames.map((n) => ({ path: n, content: fs.readFileSync(path.join(dir, n), 'utf8') }));
        for (const n of names) if (CONFIG_FILE.test(n)) files.push({ path: n, content: fs.readFileSync(path.join(dir, n), 'utf8') });
        const stopRecording = recordModelRows((row) => appliedRows.add(row));
        const result = await analyzeFiles(files, { parallel: false, secrets: false, rulesDir }).finally(stopRecording);
        rulesRun++;
        const annotations = files.flatMap((f) => (languageOfPath(f.path) ? parseAnnotations(f.path, f.content as string) : []));
        const own = annotations.filter((a) => a.ruleId === rule.id);
        expect(own.some((a) => a.mark === 'ruleid' || a.mark === 'todoruleid'), `${rule.id}: no ruleid case`).toBe(true);
        expect(own.some((a) => a.mark === 'ok' || a.mark === 'todook'), `${rule.id}: no ok case`).toBe(true);

        const { problems, gaps } = checkAnnotations(annotations, result.findings, pack.family, todoCounts);
        todo.push(...gaps);
        for (const f of result.findings) {
          if (f.ruleId !== rule.id) continue;
          const annotated = annotations.some((a) => a.ruleId === f.ruleId && a.file === f.filePath && a.line === f.lineNumber);
          if (!annotated) problems.push(`${f.filePath}:${f.lineNumber} unexpected ${f.ruleId}: ${f.message ?? f.title}`);
        }
        const internal = result.diagnostics.filter((d) => d.code !== 'syntax-error');
        for (const d of internal) problems.push(`${d.filePath}:${d.line} ${d.message}`);
        expect(problems).toEqual([]);
      });
    }
  });
}

describe('fixture reports', () => {
  it('counts the known gaps and lists the model rows no fixture exercised', () => {
    const families = Object.keys(ruleSet);
    console.log(`known gaps per language: ${formatTodoCounts(todoCounts, families)}`);
    // Throws (and fails the run) when a model row cannot be located in its YAML file.
    const coverage = modelCoverage(ruleSet, appliedRows, rulesDir);
    for (const c of coverage) {
      console.log(`model coverage ${c.family}: ${c.rows - c.uncovered.length} of ${c.rows} rows exercised; not exercised:\n  ${c.uncovered.map((u) => `${u.file}:${u.line} ${u.summary}`).join('\n  ')}`);
      expect(c.rows).toBeGreaterThan(0);
    }
    // A filtered run (-t) would under-report coverage: only a complete run writes the report.
    if (rulesRun === ruleCount) {
      expect(appliedRows.size, 'no model row was recorded: the recorder is not wired').toBeGreaterThan(0);
      fs.writeFileSync(REPORT_FILE, formatFixtureReport(coverage, todoCounts));
      console.log(`fixture report written to ${path.relative(process.cwd(), REPORT_FILE)}`);
    }
  });
});

/**
 * The one fixture runner: every rule of every language family (rules/<family>/**) has annotated
 * fixtures beside it (`<id>.<ext>`, and `<id>.<anything>.<ext>` for multi-file cases), analysed
 * together with the configuration files of the same folder. Comment annotations say, for the next
 * code line, what must happen:
 *   ruleid: <id>      the rule must report this line
 *   ok: <id>          the rule must not report it
 *   todoruleid: <id>  a known miss (reported in the summary, does not fail)
 *   todook: <id>      a known false positive (reported in the summary, does not fail)
 * The fixture's own rule must report nothing on unannotated lines.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import type { Finding, SourceFile } from '../../src/engine/findings.js';
import { languageOfPath } from '../../src/engine/parse/languages.js';
import { defaultRulesDir, loadRuleSet } from '../../src/engine/rules/loader.js';

const rulesDir = defaultRulesDir();
const ruleSet = loadRuleSet(rulesDir);
const CONFIG_FILE = /\.(properties|env|json)$|^\.env/;

type Mark = 'ruleid' | 'ok' | 'todoruleid' | 'todook';
interface Annotation {
  file: string;
  line: number;
  mark: Mark;
  ruleId: string;
}

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

const todo: string[] = [];
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
        const result = await analyzeFiles(files, { parallel: false, secrets: false, rulesDir });
        const annotations = files.flatMap((f) => (languageOfPath(f.path) ? parseAnnotations(f.path, f.content as string) : []));
        const own = annotations.filter((a) => a.ruleId === rule.id);
        expect(own.some((a) => a.mark === 'ruleid' || a.mark === 'todoruleid'), `${rule.id}: no ruleid case`).toBe(true);
        expect(own.some((a) => a.mark === 'ok' || a.mark === 'todook'), `${rule.id}: no ok case`).toBe(true);

        const reported = (ruleId: string, f: string, line: number): Finding | undefined =>
          result.findings.find((x) => x.ruleId === ruleId && x.filePath === f && x.lineNumber === line);
        const problems: string[] = [];
        for (const a of annotations) {
          const hit = reported(a.ruleId, a.file, a.line);
          if (a.mark === 'ruleid' && !hit) problems.push(`${a.file}:${a.line} expected ${a.ruleId}, not reported`);
          if (a.mark === 'ok' && hit) problems.push(`${a.file}:${a.line} must not report ${a.ruleId} (${hit.message ?? hit.title})`);
          if (a.mark === 'todoruleid') todo.push(`${a.file}:${a.line} ${a.ruleId} ${hit ? 'now reported: promote to ruleid' : 'missed (todo)'}`);
          if (a.mark === 'todook') todo.push(`${a.file}:${a.line} ${a.ruleId} ${hit ? 'false positive (todo)' : 'now clean: promote to ok'}`);
        }
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

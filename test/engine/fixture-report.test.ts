import { describe, expect, it } from 'vitest';
import { recordModelRows } from '../../src/engine/analysis/model-usage.js';
import type { Finding } from '../../src/engine/findings.js';
import { analyzeFiles } from '../../src/engine/index.js';
import { defaultRulesDir, ruleSetFor } from '../../src/engine/rules/loader.js';
import { checkAnnotations, modelCoverage, modelRowPlaces, parseAnnotations, type TodoCounts } from './fixture-report.js';

const rulesDir = defaultRulesDir();
const ruleSet = ruleSetFor(rulesDir);

const handler = [
  "const express = require('express');",
  "const mysql = require('mysql');",
  'const app = express();',
  'const db = mysql.createConnection({});',
  "app.get('/u', (req, res) => {",
  '  // ruleid: js-sqli-tainted-query',
  "  db.query('SELECT * FROM u WHERE id = ' + req.query.id);",
  '});',
  '',
].join('\n');

describe('todo annotations', () => {
  const finding = (line: number): Finding => ({ ruleId: 'r', filePath: 'a.js', lineNumber: line, title: 't' }) as Finding;
  const annotations = parseAnnotations('a.js', ['// todoruleid: r', 'x()', '// todook: r', 'y()', '// todoruleid: r', 'z()', '// todook: r', 'w()'].join('\n'));

  it('counts open gaps per family and fails todo lines that now pass, asking for promotion', () => {
    const counts: TodoCounts = {};
    // Line 2 (todoruleid) is now reported, line 4 (todook) no longer is; lines 6 and 8 are still gaps.
    const { problems, gaps } = checkAnnotations(annotations, [finding(2), finding(8)], 'python', counts);
    expect(problems).toEqual([
      'a.js:2 todoruleid: r is now reported: promote it to ruleid:',
      'a.js:4 todook: r is no longer reported: promote it to ok:',
    ]);
    expect(gaps).toEqual(['a.js:6 r missed (todoruleid)', 'a.js:8 r false positive (todook)']);
    expect(counts).toEqual({ python: { todoruleid: 1, todook: 1 } });
  });
});

describe('model-row recorder and coverage', () => {
  it('records the rows an analysis applied, and nothing once stopped', async () => {
    const applied = new Set<object>();
    const stop = recordModelRows((row) => applied.add(row));
    const result = await analyzeFiles([{ path: 'app.js', content: handler }], { parallel: false, secrets: false, rulesDir });
    stop();
    expect(result.findings.map((f) => f.ruleId)).toContain('js-sqli-tainted-query');
    const models = ruleSet.javascript.models;
    const querySource = models.sources.find((row) => Array.isArray(row.path) && row.path.includes('express.Request.query'));
    const mysqlSink = models.sinks.find((row) => row.kind === 'sql' && Array.isArray(row.call) && row.call.includes('mysql.Connection.query'));
    expect(querySource && applied.has(querySource)).toBe(true);
    expect(mysqlSink && applied.has(mysqlSink)).toBe(true);
    // Rows the code never touches stay unrecorded.
    expect(models.sources.filter((row) => applied.has(row)).length).toBeLessThan(models.sources.length);

    const after = new Set<object>();
    const stopAfter = recordModelRows((row) => after.add(row));
    stopAfter();
    await analyzeFiles([{ path: 'app.js', content: handler }], { parallel: false, secrets: false, rulesDir });
    expect(after.size).toBe(0);

    const coverage = modelCoverage(ruleSet, applied, rulesDir).find((c) => c.family === 'javascript')!;
    expect(coverage.uncovered.length).toBe(coverage.rows - [...applied].filter((row) => modelRowPlaces(ruleSet.javascript, rulesDir).has(row)).length);
    expect(coverage.uncovered.some((u) => u.summary.includes('express.Request.query'))).toBe(false);
  });

  it('locates every model row of every family in its YAML file', () => {
    for (const pack of Object.values(ruleSet)) {
      const places = modelRowPlaces(pack, rulesDir);
      const total = Object.values(pack.models).reduce((n, rows) => n + rows.length, 0);
      expect(places.size).toBe(total);
      for (const place of places.values()) {
        expect(place.file.startsWith(`rules/${pack.family}/`)).toBe(true);
        expect(place.line).toBeGreaterThan(0);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { notFullyAnalysedPaths } from '../../src/engine/diagnostics.js';
import { analyzeFiles, DEFAULT_FILE_TIME_LIMIT_MS } from '../../src/engine/index.js';

/** Valid code whose analysis runs for seconds: 22 nested loops (each loop body runs twice). */
const SLOW_TO_ANALYSE = `let x = 0;\n${'while (x < 10) {\n'.repeat(22)}x = x + 1;\n${'}\n'.repeat(22)}`;
/** Valid code, under the size limit, that takes a while to parse and lower. */
const LONG_FILE = Array.from({ length: 3_000 }, (_, i) => `const v${i} = compute(${i}, [${i}, 2], { k: 's${i}' });`).join('\n');
const APP = `const express = require('express');
const { exec } = require('child_process');
const app = express();
app.get('/run', (req, res) => {
  exec(req.query.cmd);
  res.send('ok');
});
`;

describe('per-file time limit', () => {
  it('stops the analysis of a pathological file with a file-time-limit diagnostic while the other files are analysed', async () => {
    // How long this machine takes to spend the work budget on the file, now (the rule packs are
    // loaded by a first scan): a fixed limit lost the race to the budget on a quiet machine and
    // won it only under load. A quarter of that time is a limit the clock reaches first.
    await analyzeFiles([{ path: 'src/app.js', content: APP }], { parallel: false, secrets: false });
    const started = performance.now();
    const unlimited = await analyzeFiles([{ path: 'src/loops.js', content: SLOW_TO_ANALYSE }], { parallel: false, secrets: false, fileTimeLimitMs: 600_000 });
    const budgetMs = performance.now() - started;
    expect(unlimited.diagnostics.map((d) => d.code)).toEqual(['analysis-budget-exhausted']);
    const result = await analyzeFiles(
      [
        { path: 'src/loops.js', content: SLOW_TO_ANALYSE },
        { path: 'src/app.js', content: APP },
      ],
      { parallel: false, secrets: false, fileTimeLimitMs: Math.max(10, Math.floor(budgetMs / 4)) },
    );
    const limited = result.diagnostics.filter((d) => d.code === 'file-time-limit');
    expect(limited.map((d) => d.filePath)).toEqual(['src/loops.js']);
    // Not the work budget: the clock stopped it first.
    expect(result.diagnostics.some((d) => d.code === 'analysis-budget-exhausted')).toBe(false);
    expect(result.findings.some((f) => f.filePath === 'src/app.js' && f.category === 'command-injection')).toBe(true);
    // Counted as not fully analysed, so reconciliation never closes its issues.
    expect([...notFullyAnalysedPaths(result)]).toEqual(['src/loops.js']);
  });

  it('skips a file whose parsing and lowering pass the limit, and the limit is configurable', async () => {
    const files = [
      { path: 'src/long.js', content: LONG_FILE },
      { path: 'src/app.js', content: APP },
    ];
    const tight = await analyzeFiles(files, { parallel: false, secrets: false, fileTimeLimitMs: 1 });
    expect(tight.diagnostics.filter((d) => d.code === 'file-time-limit').map((d) => d.filePath)).toContain('src/long.js');
    expect(tight.diagnostics.find((d) => d.filePath === 'src/long.js')!.message).toMatch(/pars/);
    expect(notFullyAnalysedPaths(tight).has('src/long.js')).toBe(true);

    const generous = await analyzeFiles(files, { parallel: false, secrets: false, fileTimeLimitMs: 120_000 });
    expect(generous.diagnostics).toEqual([]);
    expect(generous.findings.some((f) => f.filePath === 'src/app.js' && f.category === 'command-injection')).toBe(true);
    expect(DEFAULT_FILE_TIME_LIMIT_MS).toBeGreaterThanOrEqual(10_000);
  });

  it('reads VIGIL_FILE_TIME_LIMIT_MS (vigil scan and the scan workers pass it to the engine)', () => {
    expect(loadConfig({}).fileTimeLimitMs).toBe(30_000);
    expect(loadConfig({ VIGIL_FILE_TIME_LIMIT_MS: '5000' }).fileTimeLimitMs).toBe(5000);
    expect(() => loadConfig({ VIGIL_FILE_TIME_LIMIT_MS: '0' })).toThrow(/VIGIL_FILE_TIME_LIMIT_MS must be an integer from 1/);
    expect(() => loadConfig({ VIGIL_FILE_TIME_LIMIT_MS: '5s' })).toThrow(/VIGIL_FILE_TIME_LIMIT_MS must be an integer/);
  });
});

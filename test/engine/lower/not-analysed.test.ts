/**
 * A file a lowerer (or the analysis) cannot finish is reported with a diagnostic code that says
 * it was not fully analysed, in this thread and in the engine's worker threads. The scan workflow
 * decides from that code alone that the file's issues must not be closed
 * (test/workflows/unanalysed-files.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { meansNotFullyAnalysed, notFullyAnalysedPaths } from '../../../src/engine/diagnostics.js';
import { analyzeFiles } from '../../../src/engine/index.js';
import { parseSource } from '../../../src/engine/parse/parser.js';
import type { LanguageId } from '../../../src/engine/parse/languages.js';
import { UNANALYSABLE_SOURCES } from './unanalysable-sources.js';

describe('files the engine cannot fully analyse', () => {
  it.each(UNANALYSABLE_SOURCES)('$path ($language) parses cleanly', async ({ language, content }) => {
    const parsed = await parseSource(language as LanguageId, content);
    expect(parsed.diagnostics).toEqual([]);
    parsed.tree.delete();
  });

  for (const parallel of [false, 1] as const) {
    it(`reports each with its not-analysed code (${parallel === false ? 'this thread' : 'worker thread'})`, async () => {
      const result = await analyzeFiles(
        UNANALYSABLE_SOURCES.map((s) => ({ path: s.path, content: s.content })),
        { parallel },
      );
      expect(result.skipped).toEqual([]);
      for (const source of UNANALYSABLE_SOURCES) {
        const codes = result.diagnostics.filter((d) => d.filePath === source.path).map((d) => d.code);
        expect(codes, source.path).toContain(source.code);
        expect(meansNotFullyAnalysed(source.code)).toBe(true);
      }
      expect([...notFullyAnalysedPaths(result)].sort()).toEqual(UNANALYSABLE_SOURCES.map((s) => s.path).sort());
    }, 60_000);
  }

  it('reports a syntax error with its own code, which keeps the file from closing issues', async () => {
    const result = await analyzeFiles([{ path: 'broken.py', content: 'def f(:\n  return 1\n' }, { path: 'fine.py', content: 'x = 1\n' }], { parallel: false });
    expect(result.diagnostics.map((d) => [d.filePath, d.code])).toContainEqual(['broken.py', 'syntax-error']);
    expect([...notFullyAnalysedPaths(result)]).toEqual(['broken.py']);
  });
});

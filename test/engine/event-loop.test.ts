import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';

// A scan runs beside the API and beside the queue's lease renewals: timers must keep firing while
// the engine works, in the per-file pass and in the cross-file analysis alike.
describe('the engine and the event loop', () => {
  it('lets timers run while it analyses many files in this thread', async () => {
    const files = Array.from({ length: 150 }, (_, i) => ({
      path: `src/m${i}.js`,
      content: `const db = require('./db');\nexports.h${i} = function (req, res) {\n  const q = 'SELECT * FROM t WHERE id = ' + req.query.id;\n  for (let k = 0; k < 3; k++) { res.write(String(k)); }\n  return db.query(q);\n};\n`.repeat(8),
    }));
    const phases = { files: 0, analysis: 0 };
    let phase: 'files' | 'analysis' = 'files';
    const timer = setInterval(() => phases[phase]++, 1);
    const started = performance.now();
    try {
      await analyzeFiles(files, {
        parallel: false,
        secrets: false,
        onProgress: (p) => {
          phase = p;
        },
      });
    } finally {
      clearInterval(timer);
    }
    const seconds = (performance.now() - started) / 1000;
    // Without yielding, a synchronous loop lets no timer fire until it ends (0 ticks per phase).
    expect(seconds).toBeGreaterThan(0.1);
    expect(phases.files).toBeGreaterThan(2);
    expect(phases.analysis).toBeGreaterThan(2);
  }, 120_000);
});

/**
 * A module of the project whose default export is a function or class is that function or class
 * where another module imports it by default (`import X from './x.js'`) or requires it whole
 * (`require('./x')` of `module.exports = X`): calls are followed into it and `new X()` builds an
 * instance whose methods run.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';

const handler = (importLine: string, use: string): string =>
  `${importLine}\nexport function h(req, res) {\n  ${use}\n  res.send('queued');\n}\n`;

async function commandFindings(lib: string, main: string): Promise<string[]> {
  const result = await analyzeFiles(
    [
      { path: 'lib.js', content: lib },
      { path: 'main.js', content: main },
    ],
    { parallel: false, secrets: false },
  );
  return result.findings.filter((f) => f.category === 'command-injection').map((f) => `${f.filePath}:${f.lineNumber}`).sort();
}

describe('default exports of the tree', () => {
  it.each([
    ['export default function', `import cp from 'child_process';\nexport default function run(s) {\n  cp.exec(s);\n}\n`, "import run from './lib.js';", 'run(req.query.x);'],
    ['export default class', `import cp from 'child_process';\nexport default class Runner {\n  run(s) { cp.exec(s); }\n}\n`, "import Runner from './lib.js';", 'new Runner().run(req.query.x);'],
    ['a class exported by default later', `import cp from 'child_process';\nclass Runner {\n  run(s) { cp.exec(s); }\n}\nexport default Runner;\n`, "import Runner from './lib';", 'new Runner().run(req.query.x);'],
    ['module.exports = Class', `const cp = require('child_process');\nclass Runner {\n  run(s) { cp.exec(s); }\n}\nmodule.exports = Runner;\n`, "const Runner = require('./lib');", 'new Runner().run(req.query.x);'],
    ['module.exports = function', `const cp = require('child_process');\nfunction run(s) {\n  cp.exec(s);\n}\nmodule.exports = run;\n`, "const run = require('./lib.js');", 'run(req.query.x);'],
  ])('follows a default import of %s', async (_name, lib, importLine, use) => {
    const found = await commandFindings(lib, handler(importLine, use));
    // At the handler's call and at the sink inside the imported module.
    expect(found).toContain('main.js:3');
    expect(found.some((f) => f.startsWith('lib.js:'))).toBe(true);
  });

  it('keeps a namespace import a module: its named exports stay reachable', async () => {
    const lib = `import cp from 'child_process';\nexport function run(s) {\n  cp.exec(s);\n}\nexport default function noop() {}\n`;
    const found = await commandFindings(lib, handler("import * as tools from './lib.js';", 'tools.run(req.query.x);'));
    expect(found).toContain('main.js:3');
  });
});

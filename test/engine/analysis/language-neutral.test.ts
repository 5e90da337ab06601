/**
 * The interpreter's modules never test which language they run (`=== 'python'`) nor match an
 * operator's spelling (`'&&'`, `'is not'`; the IR's own names such as `and` are fine): languages differ only through `languages.ts` traits
 * and the program's name index, and lowerers normalise operators.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(__dirname, '../../../src/engine/analysis');
// module-head.ts is the program's name index too: what it records of a module apart from the IR.
const EXEMPT = new Set(['program.ts', 'module-head.ts', 'languages.ts']);
const LANGUAGE_TEST = /(?:family|language)\s*[!=]==\s*'|'(?:javascript|python|java)'\s*[!=]==/;
const OPERATOR_SPELLING = /\.op\s*[!=]==\s*'(?:&&|\|\||!|===?|!==?|is|is not|\?\?)'/;

describe('analysis modules are language-neutral', () => {
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !EXEMPT.has(f))) {
    it(file, () => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(text).not.toMatch(LANGUAGE_TEST);
      expect(text).not.toMatch(OPERATOR_SPELLING);
    });
  }
});

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenTree, flattenTreeWithCursor } from '../../../src/engine/lower/flat.js';
import { languageOfPath } from '../../../src/engine/parse/languages.js';
import { fastCursorBinding, parseSource } from '../../../src/engine/parse/parser.js';
import { filesUnder } from '../../helpers/source-tree.js';

/** Files of every language from the labelled corpus and this repository, plus broken and non-ASCII code. */
function samples(): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const root = path.resolve(__dirname, '../../../bench/engine/labelled');
  for (const language of fs.readdirSync(root)) {
    const files = filesUnder(path.join(root, language), (name) => languageOfPath(name) !== undefined);
    for (const f of files.slice(0, 12)) out.push({ path: f, text: fs.readFileSync(f, 'utf8') });
  }
  out.push({ path: 'src/engine/lower/flat.ts', text: fs.readFileSync(path.resolve(__dirname, '../../../src/engine/lower/flat.ts'), 'utf8') });
  out.push({ path: 'broken.js', text: 'function f( {\n  const é = "ü😀" + ;\n  if (x { return }\n' });
  out.push({ path: 'deep.py', text: `x = ${'['.repeat(300)}1${']'.repeat(300)}\n` });
  out.push({ path: 'empty.go', text: '' });
  return out;
}

describe('flattenTree', () => {
  it('walks the WASM cursor directly and gives exactly the tree the TreeCursor API gives', async () => {
    let compared = 0;
    for (const sample of samples()) {
      const language = languageOfPath(sample.path)!;
      const { tree } = await parseSource(language, sample.text);
      expect(fastCursorBinding(), 'the fast walk is available with the installed web-tree-sitter').toBeDefined();
      const fast = flattenTree(tree, sample.text);
      const slow = flattenTreeWithCursor(tree, sample.text);
      expect(fast, sample.path).toEqual(slow);
      // The cursor left nothing behind: walking again still gives the same tree.
      expect(flattenTree(tree, sample.text), sample.path).toEqual(slow);
      tree.delete();
      compared++;
    }
    expect(compared).toBeGreaterThan(40);
  });
});

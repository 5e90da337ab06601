import fs from 'node:fs';
import path from 'node:path';
import type { Node } from 'web-tree-sitter';
import { describe, expect, it } from 'vitest';
import { parseSource } from '../../../src/engine/parse/parser.js';
import { copyTree, type PyNode } from '../../../src/engine/lower/python/tree.js';

/** Every node as `type[field]@start-end`, depth first, through web-tree-sitter's own Node API. */
function reference(node: Node, field: string | null, out: string[]): string[] {
  out.push(`${node.type}[${field ?? ''}]${node.isNamed ? '' : '~'}@${node.startIndex}-${node.endIndex}`);
  for (let i = 0; i < node.childCount; i++) reference(node.child(i)!, node.fieldNameForChild(i), out);
  return out;
}

function copied(node: PyNode, field: string | null, out: string[]): string[] {
  out.push(`${node.type}[${field ?? ''}]${node.isNamed ? '' : '~'}@${node.startIndex}-${node.endIndex}`);
  node.children.forEach((c, i) => copied(c, node.childFields[i], out));
  return out;
}

describe('copyTree', () => {
  it('copies types, namedness, offsets and field names exactly as web-tree-sitter reports them', async () => {
    const dir = path.resolve(__dirname, '../../../rules/python');
    const files = ['injection/py-sqli-tainted-query.py', 'injection/py-command-injection.py', 'web/py-xss-tainted-html.py'];
    const broken = 'def f(:\n    x = [1, 2\nmatch y:\n    case {"a": b} if b: pass\nclass A(B, metaclass=M): ...\n';
    const sources = [...files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')), broken];
    for (const source of sources) {
      const { tree } = await parseSource('python', source);
      const { root, comments } = copyTree(tree, source);
      expect(copied(root, null, [])).toEqual(reference(tree.rootNode, null, []));
      expect(comments.map((c) => c.startPosition)).toEqual(
        reference(tree.rootNode, null, [])
          .filter((n) => n.startsWith('comment['))
          .map((n) => {
            const start = Number(n.split('@')[1].split('-')[0]);
            const before = source.slice(0, start);
            return { row: before.split('\n').length - 1, column: start - (before.lastIndexOf('\n') + 1) };
          }),
      );
    }
  });
});

/**
 * Lowers a tree-sitter Python tree into the engine IR (see ../ir/types.ts).
 * Invariant: never throws; anything not understood becomes an `unknown` node keeping its children.
 */
import type { Tree } from 'web-tree-sitter';
import type { ModuleIR } from '../ir/types.js';

export function lowerPython(tree: Tree, source: string, path: string): ModuleIR {
  const root = tree.rootNode;
  const loc = {
    line: 1,
    column: 1,
    endLine: root.endPosition.row + 1,
    endColumn: root.endPosition.column + 1,
    startIndex: 0,
    endIndex: source.length,
  };
  return {
    path,
    language: 'python',
    moduleName: path.replace(/\.py$/, '').split('/').join('.'),
    imports: [],
    exports: {},
    topLevel: { name: '<module>', id: `${path}#<module>`, params: [], body: [], annotations: [], loc },
    functions: [],
    classes: [],
    comments: [],
    diagnostics: [],
  };
}

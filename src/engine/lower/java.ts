/**
 * Lowers a tree-sitter Java tree into the engine IR. (Initial version: module shell only; the
 * full lowering follows.)
 */
import type { Tree } from 'web-tree-sitter';
import type { ModuleIR, Loc } from '../ir/types.js';

export function lowerJava(tree: Tree, source: string, path: string): ModuleIR {
  const root = tree.rootNode;
  const loc: Loc = {
    line: root.startPosition.row + 1,
    column: root.startPosition.column + 1,
    endLine: root.endPosition.row + 1,
    endColumn: root.endPosition.column + 1,
    startIndex: root.startIndex,
    endIndex: root.endIndex,
  };
  void source;
  return {
    path,
    language: 'java',
    imports: [],
    exports: {},
    topLevel: { name: '<module>', id: `${path}#<module>`, params: [], body: [], annotations: [], loc },
    functions: [],
    classes: [],
    comments: [],
    diagnostics: [],
  };
}

/**
 * A tree-sitter tree flattened once into plain objects with one TreeCursor walk.
 * Visiting web-tree-sitter Node objects costs about twice a cursor step (dependencies.md), and
 * lowering visits most nodes more than once, so lowerers work on this copy instead.
 */
import type { Tree } from 'web-tree-sitter';
import type { Loc } from '../ir/types.js';

export interface FlatNode {
  type: string;
  named: boolean;
  /** The field name this node has in its parent (`function`, `arguments`…), or null. */
  field: string | null;
  startIndex: number;
  endIndex: number;
  startRow: number;
  startColumn: number;
  endRow: number;
  endColumn: number;
  isError: boolean;
  children: FlatNode[];
}

export function flattenTree(tree: Tree): FlatNode {
  const cursor = tree.walk();
  const make = (): FlatNode => {
    const start = cursor.startPosition;
    const end = cursor.endPosition;
    return {
      type: cursor.nodeType,
      named: cursor.nodeIsNamed,
      field: cursor.currentFieldName,
      startIndex: cursor.startIndex,
      endIndex: cursor.endIndex,
      startRow: start.row,
      startColumn: start.column,
      endRow: end.row,
      endColumn: end.column,
      isError: cursor.nodeType === 'ERROR' || cursor.nodeIsMissing,
      children: [],
    };
  };
  const root = make();
  const stack: FlatNode[] = [root];
  // Depth-first walk with an explicit stack of the open ancestors; no recursion, so deep trees are fine.
  if (cursor.gotoFirstChild()) {
    for (;;) {
      const node = make();
      stack[stack.length - 1].children.push(node);
      if (cursor.gotoFirstChild()) {
        stack.push(node);
        continue;
      }
      let moved = false;
      while (!moved) {
        if (cursor.gotoNextSibling()) {
          moved = true;
        } else if (cursor.gotoParent()) {
          stack.pop();
          if (stack.length === 0) break;
        } else {
          break;
        }
      }
      if (!moved) break;
    }
  }
  cursor.delete();
  return root;
}

export function locOf(node: FlatNode): Loc {
  return {
    line: node.startRow + 1,
    column: node.startColumn + 1,
    endLine: node.endRow + 1,
    endColumn: node.endColumn + 1,
    startIndex: node.startIndex,
    endIndex: node.endIndex,
  };
}

export function field(node: FlatNode, name: string): FlatNode | undefined {
  for (const child of node.children) if (child.field === name) return child;
  return undefined;
}

export function fields(node: FlatNode, name: string): FlatNode[] {
  return node.children.filter((child) => child.field === name);
}

export function named(node: FlatNode): FlatNode[] {
  return node.children.filter((child) => child.named && child.type !== 'comment');
}

export function textOf(node: FlatNode, source: string): string {
  return source.slice(node.startIndex, node.endIndex);
}

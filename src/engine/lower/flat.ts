/**
 * A tree-sitter tree flattened once into plain objects with one TreeCursor walk.
 * Visiting web-tree-sitter Node objects costs about twice a cursor step (dependencies.md), and
 * lowering visits most nodes more than once, so lowerers work on this copy instead.
 */
import type { Tree, TreeCursor } from 'web-tree-sitter';
import type { Loc } from '../ir/types.js';
import { fastCursorBinding, type CursorBinding } from '../parse/parser.js';
import { LineIndex } from './source-lines.js';

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

export function flattenTree(tree: Tree, source: string): FlatNode {
  const binding = fastCursorBinding();
  return binding ? flattenFast(tree, source, binding) : flattenTreeWithCursor(tree, source);
}

type NodeType = { type: string; named: boolean };

/** Type id → name and namedness, asked of the language once per id (a wasm call each). */
function nodeTypeNames(language: Tree['language']): (id: number) => NodeType {
  // An array by id (the grammar's ids are small integers): one indexed read per node. ERROR's id,
  // 65535, is answered apart so the array stays small and packed.
  const typeNames: (NodeType | undefined)[] = [];
  const error: NodeType = { type: 'ERROR', named: true };
  return (id) => {
    if (id === 65535) return error;
    let t = typeNames[id];
    if (!t) {
      t = { type: language.types[id] ?? 'ERROR', named: language.nodeTypeIsNamed(id) };
      typeNames[id] = t;
    }
    return t;
  };
}

/** A node of the copy, its rows and columns taken from offsets (no Point per node). */
function flatNode(t: NodeType, field: string | null, startIndex: number, endIndex: number, lines: LineIndex): FlatNode {
  const startRow = lines.row(startIndex);
  const endRow = lines.row(endIndex);
  return {
    type: t.type,
    named: t.named,
    field,
    startIndex,
    endIndex,
    startRow,
    startColumn: startIndex - lines.rowStart(startRow),
    endRow,
    endColumn: endIndex - lines.rowStart(endRow),
    isError: t.type === 'ERROR',
    children: [],
  };
}

/** The portable walk through TreeCursor's API (each getter copies the cursor into WASM memory). */
export function flattenTreeWithCursor(tree: Tree, source: string): FlatNode {
  const language = tree.language;
  // Rows and columns come from offsets instead of a Point per node (a wasm call each).
  const lines = new LineIndex(source);
  const typeOf = nodeTypeNames(language);
  const cursor = tree.walk();
  const make = (withField: boolean): FlatNode => {
    const t = typeOf(cursor.nodeTypeId);
    const startIndex = cursor.startIndex;
    const endIndex = cursor.endIndex;
    const fieldId = withField ? cursor.currentFieldId : 0;
    return flatNode(t, fieldId > 0 ? language.fields[fieldId] ?? null : null, startIndex, endIndex, lines);
  };
  const root = make(false);
  const stack: FlatNode[] = [root];
  // Depth-first walk with an explicit stack of the open ancestors; no recursion, so deep trees are fine.
  if (cursor.gotoFirstChild()) {
    for (;;) {
      const node = make(true);
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

/**
 * The same walk as flattenTreeWithCursor, calling the WASM cursor functions directly. TreeCursor's
 * getters copy the cursor's four words into the transfer buffer before each call and back after
 * each move; between our own calls the buffer already holds them, so the copies are skipped (about
 * half the cost of a walk). Nothing else runs on the WASM module during the walk; at the end the
 * cursor object is brought up to date from the buffer and deleted the ordinary way.
 */
function flattenFast(tree: Tree, source: string, b: CursorBinding): FlatNode {
  const language = tree.language;
  const lines = new LineIndex(source);
  const typeOf = nodeTypeNames(language);
  const cursor = tree.walk(); // leaves the new cursor in the transfer buffer
  const t = (tree as unknown as Record<number, number>)[0];
  const make = (withField: boolean): FlatNode => {
    const type = typeOf(b.typeId(t));
    const startIndex = b.startIndex(t);
    const endIndex = b.endIndex(t);
    const fieldId = withField ? b.fieldId(t) : 0;
    return flatNode(type, fieldId > 0 ? language.fields[fieldId] ?? null : null, startIndex, endIndex, lines);
  };
  const root = make(false);
  const stack: FlatNode[] = [root];
  if (b.firstChild(t) === 1) {
    for (;;) {
      const node = make(true);
      stack[stack.length - 1].children.push(node);
      if (b.firstChild(t) === 1) {
        stack.push(node);
        continue;
      }
      let moved = false;
      while (!moved) {
        if (b.nextSibling(t) === 1) {
          moved = true;
        } else if (b.parent(t) === 1) {
          stack.pop();
          if (stack.length === 0) break;
        } else {
          break;
        }
      }
      if (!moved) break;
    }
  }
  const words = cursor as unknown as Record<number, number> & TreeCursor;
  const heap = b.HEAP32;
  for (let i = 0; i < 4; i++) words[i] = heap[(b.transferBuffer >> 2) + i];
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

/**
 * The Python syntax tree copied once into plain objects with one TreeCursor walk.
 *
 * Lowering reads most nodes several times (bindings pre-pass, then lowering); through
 * web-tree-sitter's Node objects every read marshals across the WASM boundary, which cost three
 * times the parse itself. This copy offers the few Node methods the lowerer uses.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Tree } from 'web-tree-sitter';
import { LineIndex, type Point } from '../source-lines.js';

export type { Point } from '../source-lines.js';

const require = createRequire(import.meta.url);
let fieldedTypes: Set<string> | null | undefined;

/**
 * Node types that have fields, from the grammar package's own node-types.json (same version as
 * its wasm). Asking the cursor for a field name costs a WASM round trip per node; children of
 * other types never have one. Null when the file cannot be read: then every node is asked.
 */
function typesWithFields(): Set<string> | null {
  if (fieldedTypes !== undefined) return fieldedTypes;
  try {
    const file = require.resolve('tree-sitter-python/src/node-types.json');
    const types = JSON.parse(fs.readFileSync(file, 'utf8')) as { type: string; fields?: Record<string, unknown> }[];
    fieldedTypes = new Set(types.filter((t) => t.fields && Object.keys(t.fields).length > 0).map((t) => t.type));
  } catch {
    fieldedTypes = null;
  }
  return fieldedTypes;
}

/** The source and where its lines start, shared by every node of one file. */
class SourceText {
  private readonly lines: LineIndex;
  /** Offsets of every `:=` (the only binding inside expressions), ascending. */
  private readonly walruses: number[] = [];

  constructor(readonly text: string) {
    this.lines = new LineIndex(text);
    for (let i = text.indexOf(':='); i >= 0; i = text.indexOf(':=', i + 2)) this.walruses.push(i);
  }

  hasWalrusBetween(start: number, end: number): boolean {
    let low = 0;
    let high = this.walruses.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.walruses[mid] < start) low = mid + 1;
      else high = mid;
    }
    return low < this.walruses.length && this.walruses[low] + 2 <= end;
  }

  /** Row and column of a UTF-16 offset, as web-tree-sitter reports them for string input. */
  point(index: number): Point {
    return this.lines.point(index);
  }

}

export class PyNode {
  readonly children: PyNode[] = [];
  /** Field name of each child, by position (`null` when the child has none). */
  readonly childFields: (string | null)[] = [];
  /** The named children, filled by `copyTree` (most reads want only these). */
  readonly namedChildren: PyNode[] = [];
  /** Whether a comment or a backslash line continuation is among the named children (lowering skips them). */
  hasCommentChild = false;

  constructor(
    readonly type: string,
    readonly isNamed: boolean,
    readonly startIndex: number,
    readonly endIndex: number,
    private readonly source: SourceText,
  ) {}

  get text(): string {
    return this.source.text.slice(this.startIndex, this.endIndex);
  }

  /** Whether the node's text contains `:=` (which may bind a name inside an expression). */
  get hasWalrus(): boolean {
    return this.source.hasWalrusBetween(this.startIndex, this.endIndex);
  }

  // Positions are derived from offsets on demand: reading them through the cursor for every
  // node costs two more WASM round trips per node, and most nodes never need one.
  get startPosition(): Point {
    return this.source.point(this.startIndex);
  }

  get endPosition(): Point {
    return this.source.point(this.endIndex);
  }

  get namedChildCount(): number {
    return this.namedChildren.length;
  }

  childForFieldName(field: string): PyNode | null {
    const i = this.childFields.indexOf(field);
    return i >= 0 ? this.children[i] : null;
  }

  childrenForFieldName(field: string): PyNode[] {
    const out: PyNode[] = [];
    this.childFields.forEach((f, i) => {
      if (f === field) out.push(this.children[i]);
    });
    return out;
  }
}

export interface CopiedTree {
  root: PyNode;
  comments: PyNode[];
}

/**
 * Copies the tree, collecting comments on the way; an explicit stack, so deeply nested code
 * cannot overflow the call stack.
 */
export function copyTree(tree: Tree, source: string): CopiedTree {
  const text = new SourceText(source);
  const cursor = tree.walk();
  const comments: PyNode[] = [];
  // Every cursor property is a round trip into WASM: read the type id once and look the name
  // and namedness up in tables of the language.
  const language = tree.language;
  const typeNames: string[] = [];
  const typeNamed: boolean[] = [];
  const make = (): PyNode => {
    const id = cursor.nodeTypeId;
    let type = typeNames[id];
    if (type === undefined) {
      type = language.nodeTypeForId(id) ?? 'ERROR';
      typeNames[id] = type;
      typeNamed[id] = language.nodeTypeIsNamed(id);
    }
    // The ERROR node's id is outside the grammar's table of named types.
    const isNamed = typeNamed[id] || type === 'ERROR';
    const node = new PyNode(type, isNamed, cursor.startIndex, cursor.endIndex, text);
    if (node.type === 'comment') comments.push(node);
    return node;
  };
  const fielded = typesWithFields();
  const root = make();
  const stack: PyNode[] = [root];
  if (!cursor.gotoFirstChild()) return { root, comments };
  for (;;) {
    const node = make();
    const parent = stack[stack.length - 1];
    parent.children.push(node);
    parent.childFields.push(fielded === null || fielded.has(parent.type) ? cursor.currentFieldName : null);
    if (node.isNamed) {
      parent.namedChildren.push(node);
      if (node.type === 'comment' || node.type === 'line_continuation') parent.hasCommentChild = true;
    }
    if (cursor.gotoFirstChild()) {
      stack.push(node);
      continue;
    }
    for (;;) {
      if (cursor.gotoNextSibling()) break;
      if (!cursor.gotoParent()) return { root, comments };
      stack.pop();
      if (stack.length === 0) return { root, comments };
    }
  }
}

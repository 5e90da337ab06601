/**
 * tree-sitter parsing. Invariant: parsing never fails. A file with syntax errors still
 * yields a tree (with ERROR nodes) plus diagnostics naming where the errors are.
 */
import { createRequire } from 'node:module';
import { Language, Parser, type Node, type Tree } from 'web-tree-sitter';
import type { CodedDiagnostic } from '../diagnostics.js';
import { GRAMMAR_WASM, type LanguageId } from './languages.js';

const require = createRequire(import.meta.url);

let initialised: Promise<void> | undefined;
/**
 * The Emscripten module object web-tree-sitter builds from the options given to Parser.init (it
 * adopts that object and adds the WASM exports and heap views to it). `flat.ts` reads it to walk
 * a tree without the per-call marshalling of TreeCursor's getters; see `fastCursorBinding`.
 */
const binding: Record<string, unknown> = {};
const languages = new Map<LanguageId, Promise<Language>>();
const parsers = new Map<LanguageId, Parser>();

function init(): Promise<void> {
  initialised ??= Parser.init(binding);
  return initialised;
}

async function loadLanguage(id: LanguageId): Promise<Language> {
  await init();
  let loading = languages.get(id);
  if (!loading) {
    loading = Language.load(require.resolve(GRAMMAR_WASM[id]));
    languages.set(id, loading);
  }
  return loading;
}

/** The raw cursor functions of the WASM module (for flat.ts), or undefined if this version lacks them. */
export interface CursorBinding {
  HEAP32: Int32Array;
  transferBuffer: number;
  typeId(tree: number): number;
  fieldId(tree: number): number;
  startIndex(tree: number): number;
  endIndex(tree: number): number;
  firstChild(tree: number): number;
  nextSibling(tree: number): number;
  parent(tree: number): number;
}

let cursorBinding: CursorBinding | null | undefined;

export function fastCursorBinding(): CursorBinding | undefined {
  if (cursorBinding !== undefined) return cursorBinding ?? undefined;
  const b = binding as Record<string, ((tree: number) => number) | Int32Array | undefined>;
  const names = ['_ts_init', '_ts_tree_cursor_current_node_type_id_wasm', '_ts_tree_cursor_current_field_id_wasm', '_ts_tree_cursor_start_index_wasm', '_ts_tree_cursor_end_index_wasm', '_ts_tree_cursor_goto_first_child_wasm', '_ts_tree_cursor_goto_next_sibling_wasm', '_ts_tree_cursor_goto_parent_wasm'];
  if (!initialised || !(b.HEAP32 instanceof Int32Array) || names.some((n) => typeof b[n] !== 'function')) {
    if (initialised) cursorBinding = null;
    return undefined;
  }
  const fn = (name: string) => b[name] as (tree: number) => number;
  cursorBinding = {
    get HEAP32() {
      return binding.HEAP32 as Int32Array; // replaced when the WASM memory grows
    },
    transferBuffer: (fn('_ts_init') as unknown as () => number)(),
    typeId: fn('_ts_tree_cursor_current_node_type_id_wasm'),
    fieldId: fn('_ts_tree_cursor_current_field_id_wasm'),
    startIndex: fn('_ts_tree_cursor_start_index_wasm'),
    endIndex: fn('_ts_tree_cursor_end_index_wasm'),
    firstChild: fn('_ts_tree_cursor_goto_first_child_wasm'),
    nextSibling: fn('_ts_tree_cursor_goto_next_sibling_wasm'),
    parent: fn('_ts_tree_cursor_goto_parent_wasm'),
  };
  return cursorBinding;
}

/** A parser for the language, created once per thread and reused. */
export async function parserFor(id: LanguageId): Promise<Parser> {
  const existing = parsers.get(id);
  if (existing) return existing;
  const language = await loadLanguage(id);
  const parser = new Parser();
  parser.setLanguage(language);
  parsers.set(id, parser);
  return parser;
}

/** Line and column are 1-based. */
export type ParseDiagnostic = CodedDiagnostic;

export interface ParsedFile {
  tree: Tree;
  diagnostics: ParseDiagnostic[];
}

const MAX_DIAGNOSTICS = 20;

/** Thrown when parsing (or a later step of a file's pass) passes the file's deadline. */
export class FileTimeLimitError extends Error {}

/** `deadline` (a performance.now() time) cancels the parse when passed. */
export async function parseSource(id: LanguageId, source: string, deadline = Infinity): Promise<ParsedFile> {
  const parser = await parserFor(id);
  // tree-sitter calls the progress callback as it goes; returning true cancels (null tree).
  const tree = deadline === Infinity ? parser.parse(source) : parser.parse(source, null, { progressCallback: () => performance.now() > deadline });
  if (!tree) {
    // A cancelled parse is kept by the parser and resumed by its next parse() call, whatever text
    // that call passes: reset, so the next file is parsed from its own start.
    parser.reset();
    if (performance.now() > deadline) throw new FileTimeLimitError('parsing passed the per-file time limit');
  }
  if (!tree) throw new Error(`tree-sitter returned no tree for a ${id} file`);
  return { tree, diagnostics: tree.rootNode.hasError ? collectSyntaxErrors(tree.rootNode) : [] };
}

function collectSyntaxErrors(root: Node): ParseDiagnostic[] {
  const found: ParseDiagnostic[] = [];
  const cursor = root.walk();
  let descend = true;
  for (;;) {
    const node = cursor.currentNode;
    if (descend && (node.isError || node.isMissing)) {
      found.push({
        code: 'syntax-error',
        message: node.isMissing ? `syntax error: missing ${node.type}` : 'syntax error',
        line: node.startPosition.row + 1,
        column: node.startPosition.column + 1,
      });
      if (found.length >= MAX_DIAGNOSTICS) break;
      descend = false; // do not report the errors nested inside an error node again
    }
    if (descend && node.hasError && cursor.gotoFirstChild()) continue;
    if (cursor.gotoNextSibling()) {
      descend = true;
      continue;
    }
    let climbed = false;
    while (cursor.gotoParent()) {
      if (cursor.gotoNextSibling()) {
        climbed = true;
        break;
      }
    }
    if (!climbed) break;
    descend = true;
  }
  return found;
}

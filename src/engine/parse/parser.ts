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
const languages = new Map<LanguageId, Promise<Language>>();
const parsers = new Map<LanguageId, Parser>();

function init(): Promise<void> {
  initialised ??= Parser.init();
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

export async function parseSource(id: LanguageId, source: string): Promise<ParsedFile> {
  const parser = await parserFor(id);
  const tree = parser.parse(source);
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

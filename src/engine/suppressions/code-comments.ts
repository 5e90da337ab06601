/**
 * The comments of a code file by line, read from its tree-sitter tree, so that `vigil-ignore` in a
 * string (a Python docstring, a template literal spanning lines) never counts as a comment. Used
 * for the languages the engine parses; other files use the plain-text reading in inline.ts.
 */
import { DEFAULT_MAX_FILE_BYTES } from '../files/skip.js';
import { languageOfPath } from '../parse/languages.js';
import { parseSource } from '../parse/parser.js';

/** 1-based line → the comment text on that line (several comments joined by a space). */
export type CommentsByLine = Map<number, string>;

export async function codeCommentsByLine(filePath: string, text: string): Promise<CommentsByLine | undefined> {
  const language = languageOfPath(filePath);
  // A file over the code-analysis limit is never parsed (here on the caller's thread least of all).
  if (!language || text.length > DEFAULT_MAX_FILE_BYTES) return undefined;
  let parsed;
  try {
    parsed = await parseSource(language, text);
  } catch {
    return undefined; // the plain-text reading applies instead
  }
  const lines = text.split('\n');
  const byLine: CommentsByLine = new Map();
  const cursor = parsed.tree.walk();
  try {
    for (;;) {
      const node = cursor.currentNode;
      if (node.type.includes('comment')) {
        for (let row = node.startPosition.row; row <= node.endPosition.row; row++) {
          const line = lines[row] ?? '';
          const from = row === node.startPosition.row ? node.startPosition.column : 0;
          const to = row === node.endPosition.row ? node.endPosition.column : line.length;
          // Columns are in bytes for tree-sitter; for ASCII comment markers the slice is exact,
          // and a wider slice of a non-ASCII line still holds only this comment's text first.
          const piece = line.slice(from, Math.max(to, from));
          byLine.set(row + 1, byLine.has(row + 1) ? `${byLine.get(row + 1)} ${piece}` : piece);
        }
      } else if (cursor.gotoFirstChild()) {
        continue;
      }
      while (!cursor.gotoNextSibling()) {
        if (!cursor.gotoParent()) return byLine;
      }
    }
  } finally {
    parsed.tree.delete();
  }
}

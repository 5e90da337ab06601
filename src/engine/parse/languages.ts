/**
 * The languages the engine understands, and how a file path maps to one.
 * Grammars are the `.wasm` files shipped inside the grammar packages, so nothing is compiled.
 */
import path from 'node:path';

export type LanguageId = 'javascript' | 'typescript' | 'tsx' | 'python' | 'java' | 'go' | 'php';

/** The rule-pack family of a language: TypeScript and TSX share the JavaScript rules. */
export type LanguageFamily = 'javascript' | 'python' | 'java' | 'go' | 'php';

const EXTENSIONS: Record<string, LanguageId> = {
  '.js': 'javascript',
  '.mjs': 'javascript',
  '.cjs': 'javascript',
  '.jsx': 'javascript',
  '.ts': 'typescript',
  '.mts': 'typescript',
  '.cts': 'typescript',
  '.tsx': 'tsx',
  '.py': 'python',
  '.java': 'java',
  '.go': 'go',
  '.php': 'php',
  '.phtml': 'php',
};

export function languageOfPath(filePath: string): LanguageId | undefined {
  if (filePath.endsWith('.d.ts')) return undefined; // declarations hold no code to analyse
  return EXTENSIONS[path.extname(filePath).toLowerCase()];
}

export function familyOf(language: LanguageId): LanguageFamily {
  if (language === 'python') return 'python';
  if (language === 'java') return 'java';
  if (language === 'go') return 'go';
  if (language === 'php') return 'php';
  return 'javascript';
}

/** Package-relative location of each grammar's wasm file. */
export const GRAMMAR_WASM: Record<LanguageId, string> = {
  javascript: 'tree-sitter-javascript/tree-sitter-javascript.wasm',
  typescript: 'tree-sitter-typescript/tree-sitter-typescript.wasm',
  tsx: 'tree-sitter-typescript/tree-sitter-tsx.wasm',
  python: 'tree-sitter-python/tree-sitter-python.wasm',
  java: 'tree-sitter-java/tree-sitter-java.wasm',
  go: 'tree-sitter-go/tree-sitter-go.wasm',
  php: 'tree-sitter-php/tree-sitter-php.wasm', // the grammar with HTML text around the code
};

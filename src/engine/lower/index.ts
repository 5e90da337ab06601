/** Dispatches a parsed file to its language's lowerer. */
import type { Tree } from 'web-tree-sitter';
import type { ModuleIR } from '../ir/types.js';
import type { LanguageId } from '../parse/languages.js';
import { lowerGo } from './go.js';
import { lowerJava } from './java.js';
import { lowerJavaScript } from './javascript.js';
import { lowerPhp } from './php.js';
import { lowerPython } from './python.js';

export function lowerModule(language: LanguageId, tree: Tree, source: string, path: string): ModuleIR {
  switch (language) {
    case 'javascript':
    case 'typescript':
    case 'tsx':
      return lowerJavaScript(tree, source, path, language);
    case 'python':
      return lowerPython(tree, source, path);
    case 'java':
      return lowerJava(tree, source, path);
    case 'go':
      return lowerGo(tree, source, path);
    case 'php':
      return lowerPhp(tree, source, path);
  }
}

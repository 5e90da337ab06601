/**
 * Lowers a tree-sitter Java tree into the engine IR.
 *
 * Invariant: never throws. Whatever the grammar recovered from a broken file is lowered; what
 * the lowerer does not model becomes `unknown` with its sub-expressions kept.
 *
 * Types of fields, locals, parameters, casts and `new` are resolved to qualified names through
 * the imports (generics stripped, `java.lang` implied), so the analysis can match
 * `stmt.executeQuery(q)` as `java.sql.Statement.executeQuery`. The pieces live in `java/`:
 * `context.ts` (imports, scopes, type resolution), `expressions.ts` (with `names.ts`, `callees.ts`),
 * `statements.ts`, `functions.ts` (classes and members; `methods.ts` their methods), `lambdas.ts`, `annotations.ts`, `literals.ts`, `known-types.ts`.
 */
import type { Tree } from 'web-tree-sitter';
import type { FunctionIR, ImportBinding, ModuleIR } from '../ir/types.js';
import { FileContext, locOf, type JavaDispatch } from './java/context.js';
import { declareClasses, isClassDeclaration, lowerAnonymousClass, lowerClassDeclaration, lowerLocalClass } from './java/functions.js';
import { lowerLambda, lowerMethodReference } from './java/lambdas.js';
import { lowerSwitchExpression, lowerSwitchStatement } from './java/switches.js';
import { syntaxTreeOf, type SyntaxNode as Node } from './java/syntax.js';

/** The lowerers the file context reaches them through (see `JavaDispatch`). */
const DISPATCH: JavaDispatch = {
  lambda: lowerLambda,
  methodReference: lowerMethodReference,
  switchExpression: lowerSwitchExpression,
  switchStatement: lowerSwitchStatement,
  anonymousClass: lowerAnonymousClass,
  localClass: lowerLocalClass,
};

export function lowerJava(tree: Tree, source: string, path: string): ModuleIR {
  const root = syntaxTreeOf(tree, source);
  const file = new FileContext(path, source, DISPATCH);
  const imports: ImportBinding[] = [];
  const topLevel: FunctionIR = { name: '<module>', id: `${path}#<module>`, params: [], body: [], annotations: [], loc: locOf(root) };

  try {
    readHeader(file, root, imports);
    declareClasses(file, root, undefined);
    for (const child of topLevelDeclarations(root)) {
      try {
        lowerClassDeclaration(file, child, undefined);
      } catch (error) {
        file.reportSkipped('a declaration', child, error);
      }
    }
  } catch (error) {
    file.diagnostics.push({ code: 'lowering-failed', message: `java lowering stopped: ${(error as Error).message}`, line: 1, column: 1 });
  }

  const exports: Record<string, string> = {};
  for (const cls of file.classes) {
    if (!cls.qualified.includes('<') && cls.qualified === file.qualify(cls.name)) exports[cls.name] = cls.qualified;
  }
  return {
    path,
    language: 'java',
    ...(file.pkg ? { moduleName: file.pkg } : {}),
    imports: [...imports, ...file.wildcardBindings.values()],
    exports,
    topLevel,
    functions: file.functions,
    classes: file.classes,
    comments: collectComments(root),
    diagnostics: file.diagnostics,
  };
}

/** Class declarations at the top of the file, including those the parser wrapped in ERROR nodes. */
function topLevelDeclarations(root: Node): Node[] {
  const out: Node[] = [];
  for (const child of root.namedChildren) {
    if (!child) continue;
    if (isClassDeclaration(child)) out.push(child);
    else if (child.type === 'ERROR') out.push(...topLevelDeclarations(child));
  }
  return out;
}

/** `package a.b;` and the imports: single-type, on-demand (`.*`) and static. */
function readHeader(file: FileContext, root: Node, imports: ImportBinding[]): void {
  for (const child of root.namedChildren) {
    if (!child) continue;
    if (child.type === 'package_declaration') {
      const name = child.namedChildren.find((c) => c?.type === 'scoped_identifier' || c?.type === 'identifier');
      if (name) file.pkg = name.text.replace(/\s+/g, '');
    } else if (child.type === 'import_declaration') {
      const isStatic = child.children.some((c) => c?.type === 'static');
      const isWildcard = child.namedChildren.some((c) => c?.type === 'asterisk');
      const nameNode = child.namedChildren.find((c) => c?.type === 'scoped_identifier' || c?.type === 'identifier');
      if (!nameNode) continue;
      const qualified = nameNode.text.replace(/\s+/g, '');
      const local = qualified.slice(qualified.lastIndexOf('.') + 1);
      const loc = locOf(child);
      if (isWildcard) {
        if (isStatic) file.staticWildcards.push(qualified);
        else file.wildcardPackages.push(qualified);
      } else if (isStatic) {
        file.staticImports.set(local, qualified);
        imports.push({ local, qualified, loc });
      } else {
        file.singleImports.set(local, qualified);
        imports.push({ local, qualified, loc });
      }
    }
  }
}

function collectComments(root: Node): { text: string; line: number }[] {
  const comments: { text: string; line: number }[] = [];
  const stack: Node[] = [root];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'line_comment' || node.type === 'block_comment') {
      comments.push({ text: node.text, line: node.startPosition.row + 1 });
      continue;
    }
    for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
  }
  return comments;
}

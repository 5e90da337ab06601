/**
 * Lowers JavaScript, TypeScript and TSX trees into the IR.
 *
 * What this resolves: imports (`import`, `require`, destructured requires) into `qualified` names;
 * destructuring into member reads; template literals into `concat`; arrow functions, callbacks,
 * classes, methods and nested functions into FunctionIR; `await` dropped; TypeScript parameter
 * and variable annotations into types resolved through imports; exports (ESM and CommonJS).
 * What it does not understand becomes an `unknown` node that keeps its sub-expressions.
 */
import type { Tree } from 'web-tree-sitter';
import type { FunctionIR, ModuleIR } from '../ir/types.js';
import { flattenTree, locOf } from './flat.js';
import { JsContext, type JsDispatch, type JsLanguage } from './javascript/context.js';
import { commonJsExport, exportStatement } from './javascript/exports.js';
import { classDeclaration, functionNode } from './javascript/functions.js';
import { collectImports } from './javascript/imports.js';
import { block, expressionStatement } from './javascript/statements.js';
import { addInlineFunctionExports } from './javascript/inline-exports.js';

/** The lowerers the context reaches them through (see `JsDispatch`). */
const DISPATCH: JsDispatch = { functionNode, classDeclaration, expressionStatement, block, exportStatement, commonJsExport };

export function lowerJavaScript(tree: Tree, source: string, path: string, language: JsLanguage = 'javascript'): ModuleIR {
  const ctx = new JsContext(source, path, language, DISPATCH);
  const root = flattenTree(tree, source);
  collectImports(ctx, root);
  ctx.scopes.push(new Set());
  const body = block(ctx, root.children);
  const topLevel: FunctionIR = {
    name: '<module>',
    id: `${ctx.path}#<module>`,
    params: [],
    body,
    annotations: [],
    loc: locOf(root),
  };
  ctx.scopes.pop();
  return addInlineFunctionExports({
    path: ctx.path,
    language: ctx.language,
    imports: ctx.imports,
    exports: ctx.exports,
    topLevel,
    functions: ctx.functions,
    classes: ctx.classes,
    comments: ctx.comments,
    diagnostics: [],
  });
}

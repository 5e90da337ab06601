/**
 * Lowers a tree-sitter Python tree into the engine IR (see ../ir/types.ts).
 *
 * Invariant: never throws. Anything not understood becomes an `unknown` node keeping its
 * children; a lowering bug costs one statement and leaves a diagnostic.
 *
 * Conventions for Python (see also ./python/*):
 * - `moduleName` is the dotted path of the file (`app/views.py` → `app.views`, a package's
 *   `__init__.py` is the package, a leading `src/` is dropped).
 * - Names resolve through imports (`from flask import request as r` → `r` qualified
 *   `flask.request`); builtins stay their own name (`open`, `eval`), as rules/FORMAT.md says.
 * - Reads of locals carry `type` from parameter hints, annotated assignments, or a name always
 *   assigned the same class call (`app = Flask(__name__)` → `flask.Flask`); decorators resolve
 *   through it (`@app.route` → annotation qualified `flask.Flask.route`).
 * - Function ids are `module.name#Qual.name` (`app.views#UserView.get`); class `qualified` is
 *   `path#Class`; the top level is `path#<module>`.
 * - Methods drop their receiver parameter; reads of it are `this` (typed with the class).
 * - Comprehensions and `:=` become statements hoisted before the statement using them.
 * - `exports` lists every top-level function and class (anything can be imported in Python).
 */
import type { Tree } from 'web-tree-sitter';
import type { FunctionIR, ModuleIR } from '../ir/types.js';
import { LowerContext, type PythonDispatch } from './python/context.js';
import { lowerBinary, lowerComparison } from './python/binary-operators.js';
import { lowerComprehension } from './python/comprehensions.js';
import { lowerClass, lowerFunction, lowerLambda } from './python/definitions.js';
import { lowerMatch } from './python/match.js';
import { moduleNaming } from './python/imports.js';
import { newScope } from './python/scope.js';
import { collectBindings } from './python/bindings.js';
import { named } from './python/expressions.js';
import { lowerBlock } from './python/statements.js';
import { copyTree } from './python/tree.js';

/** The lowerers the context reaches them through (see `PythonDispatch`). */
const DISPATCH: PythonDispatch = {
  lambda: lowerLambda,
  comprehension: lowerComprehension,
  function: lowerFunction,
  class: lowerClass,
  match: lowerMatch,
  binaryOperator: lowerBinary,
  comparison: lowerComparison,
};

export function lowerPython(tree: Tree, source: string, path: string): ModuleIR {
  const { root, comments } = copyTree(tree, source);
  const naming = moduleNaming(path);
  const moduleScope = newScope('module');
  const ctx = new LowerContext(source, path, naming, moduleScope, DISPATCH);
  const topLevel: FunctionIR = {
    name: '<module>',
    id: `${path}#<module>`,
    params: [],
    body: [],
    annotations: [],
    loc: ctx.loc(root),
  };
  const module: ModuleIR = {
    path,
    language: 'python',
    moduleName: naming.moduleName,
    imports: ctx.imports,
    exports: {},
    topLevel,
    functions: ctx.functions,
    classes: ctx.classes,
    comments: [],
    diagnostics: ctx.diagnostics,
  };
  try {
    const statements = named(root);
    collectBindings(statements, moduleScope, ctx);
    topLevel.body = lowerBlock(statements, ctx);
    for (const stmt of topLevel.body) if (stmt.kind === 'function') module.exports[stmt.fn.name] = stmt.fn.id;
    for (const cls of ctx.classes) {
      if (cls.qualified === `${path}#${cls.name}`) module.exports[cls.name] = cls.qualified;
    }
  } catch (error) {
    ctx.diagnostics.push({ code: 'lowering-failed', message: `python lowering failed: ${(error as Error).message}`, line: 1, column: 1 });
  }
  module.comments = comments.map((c) => ({ text: c.text, line: c.startPosition.row + 1 }));
  return module;
}

/**
 * Lowers a PHP file (`tree-sitter-php`'s grammar with the HTML around the code) into the IR.
 *
 * Only the code is lowered: inline HTML between `?>` and `<?php` is a constant echo and is
 * skipped, `<?= $x ?>` is an `echo` of `$x`, and every location is the file's own line and
 * column. The file's top-level code is the `<module>` function (a PHP page is mostly top-level
 * code reading `$_GET`); functions and classes are global in PHP, so they are exported under
 * their qualified names (`App.Util.slug`) for the analysis to find from other files. The pieces
 * live in `php/`: `context.ts` (namespace, `use`, dispatch), `statements.ts`, `expressions.ts`,
 * `calls.ts`, `strings.ts` (interpolation), `targets.ts` (assignment targets), `functions.ts`.
 */
import type { Tree } from 'web-tree-sitter';
import { PHP_CONSTANT_EXPORT, type ClassIR, type FunctionIR, type ModuleIR, type Stmt } from '../ir/types.js';
import { flattenTree, locOf } from './flat.js';
import { PhpContext, type PhpDispatch } from './php/context.js';
import { classDeclaration, functionNode } from './php/functions.js';
import { block } from './php/statements.js';

const DISPATCH: PhpDispatch = { functionNode, classDeclaration, block };

export function lowerPhp(tree: Tree, source: string, path: string): ModuleIR {
  const ctx = new PhpContext(source, path, DISPATCH);
  const root = flattenTree(tree, source);
  const diagnostics: ModuleIR['diagnostics'] = [];
  let body: FunctionIR['body'] = [];
  try {
    ctx.scope = root;
    body = block(ctx, root.children);
    body.unshift(...ctx.globalsPrologue(locOf(root)));
  } catch (error) {
    diagnostics.push({ code: 'lowering-failed', message: `php lowering stopped: ${(error as Error).message}`, line: 1, column: 1 });
  }
  exportGlobals(body, ctx.exports);
  useTraits(ctx);
  const topLevel: FunctionIR = { name: '<module>', id: `${path}#<module>`, params: [], body, annotations: [], loc: locOf(root) };
  return {
    path,
    language: 'php',
    ...(ctx.namespace ? { moduleName: ctx.namespace } : {}),
    imports: ctx.imports,
    exports: ctx.exports,
    topLevel,
    functions: ctx.functions,
    classes: ctx.classes,
    comments: ctx.comments,
    diagnostics,
  };
}

/**
 * Variables the file's top-level code assigns (`$db = new PDO(…)` in `config.php`) are PHP globals:
 * another file that includes this one, or a function declaring `global $db`, reads them. They are
 * exported under their own name (`$db`), so the analysis finds the value where the name is unbound.
 * Constants the top-level code defines (`define('APP_DIR', __DIR__ . '/')`, `const APP_DIR = …;`)
 * are global the same way, read by any file: exported as `const:NAME` (PHP_CONSTANT_EXPORT).
 */
function exportGlobals(body: Stmt[], exports: Record<string, string>): void {
  for (const s of body) {
    if (s.kind === 'assign' && s.target.kind === 'name' && s.target.name.startsWith('$') && s.target.name !== '$GLOBALS' && !s.target.name.startsWith('$list') && !s.target.name.startsWith('$each')) {
      exports[s.target.name] = s.target.name;
    } else if (s.kind === 'assign' && s.target.kind === 'name' && /^[A-Za-z_]\w*$/.test(s.target.name)) {
      exports[s.target.name] = PHP_CONSTANT_EXPORT + s.target.name;
    } else if (s.kind === 'if') {
      exportGlobals(s.then, exports);
      exportGlobals(s.else, exports);
    } else if (s.kind === 'try') exportGlobals(s.body, exports);
  }
}

/**
 * A trait's methods are the using class's own (PHP copies them in), so `$this->run()` in the class
 * reaches the trait's `run`: each trait declared in this file lends the class the methods it does
 * not declare itself, traits used by traits included.
 */
function useTraits(ctx: PhpContext): void {
  const byName = new Map(ctx.classes.map((c) => [c.qualified, c]));
  const uses = new Map(ctx.traitUses.map((u) => [u.cls, u.traits]));
  const lend = (cls: ClassIR, seen: Set<ClassIR>): void => {
    for (const name of uses.get(cls) ?? []) {
      const trait = byName.get(name);
      if (!trait || seen.has(trait)) continue;
      seen.add(trait);
      lend(trait, seen);
      for (const m of trait.methods) if (!cls.methods.some((own) => own.name.toLowerCase() === m.name.toLowerCase())) cls.methods.push(m);
      for (const f of trait.fields) if (!cls.fields.some((own) => own.name === f.name)) cls.fields.push(f);
    }
  };
  for (const cls of uses.keys()) lend(cls, new Set([cls]));
}

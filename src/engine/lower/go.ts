/**
 * Lowers a tree-sitter Go tree into the engine IR.
 *
 * Invariant: never throws. Whatever the grammar recovered from a broken file is lowered; a
 * declaration that fails to lower becomes a diagnostic and the rest of the file goes on.
 *
 * The file's package-level `var` and `const` declarations are the top-level code; functions,
 * methods and closures are the module's functions; struct and interface types its classes
 * (methods of a type declared in another file of the folder form a class of the same qualified
 * name, which the program reads as one type). The pieces live in `go/`: `context.ts` (imports,
 * the package name, type resolution), `expressions.ts`, `statements.ts`, `declarations.ts`,
 * `strings.ts`.
 */
import type { Tree } from 'web-tree-sitter';
import type { FunctionIR, ImportBinding, ModuleIR } from '../ir/types.js';
import { flattenTree } from './flat.js';
import { defaultImportName, field, GoFile, GoFn, locOf, named, type GoDispatch, type Node } from './go/context.js';
import { lowerFuncLiteral, lowerFunction, lowerMethod, lowerTypeDeclaration } from './go/declarations.js';
import { compiledLiteral } from './go/expressions.js';
import { declaration } from './go/statements.js';

const DISPATCH: GoDispatch = { funcLiteral: lowerFuncLiteral };

export function lowerGo(tree: Tree, source: string, path: string): ModuleIR {
  const root = flattenTree(tree, source);
  const file = new GoFile(path, source, DISPATCH);
  const topLevel: FunctionIR = { name: '<module>', id: `${path}#<module>`, params: [], body: [], annotations: [], loc: locOf(root) };
  const imports: ImportBinding[] = [];
  const comments: { text: string; line: number }[] = [];
  collectComments(file, root, comments);
  try {
    readImports(file, root, imports);
    const top = new GoFn(file);
    notePatterns(file, declarations(root));
    for (const decl of declarations(root)) {
      try {
        if (decl.type === 'function_declaration') lowerFunction(file, decl);
        else if (decl.type === 'method_declaration') lowerMethod(file, decl);
        else if (decl.type === 'type_declaration') lowerTypeDeclaration(file, decl);
        else if (decl.type === 'var_declaration' || decl.type === 'const_declaration') declaration(top, decl, topLevel.body);
      } catch (error) {
        file.diagnostics.push({ code: 'lowering-partial', message: `go lowering skipped a declaration: ${(error as Error).message}`, line: decl.startRow + 1, column: decl.startColumn + 1 });
      }
    }
  } catch (error) {
    file.diagnostics.push({ code: 'lowering-failed', message: `go lowering stopped: ${(error as Error).message}`, line: 1, column: 1 });
  }
  const classes = [...file.classes.values()];
  for (const cls of classes) file.exports[cls.name] ??= cls.qualified;
  return {
    path,
    language: 'go',
    moduleName: file.pkgKey,
    imports,
    exports: file.exports,
    topLevel,
    functions: file.functions,
    classes,
    comments,
    diagnostics: file.diagnostics,
  };
}

/** Top-level declarations, including those the parser wrapped in ERROR nodes. */
/** Package variables initialised with `regexp.MustCompile("…")` (a `var` block or single spec). */
function notePatterns(file: GoFile, decls: Node[]): void {
  for (const decl of decls) {
    if (decl.type !== 'var_declaration') continue;
    const specs = named(decl).flatMap((c) => (c.type === 'var_spec_list' ? named(c) : [c])).filter((c) => c.type === 'var_spec');
    for (const spec of specs) {
      const names = spec.children.filter((c) => c.field === 'name');
      const value = field(spec, 'value');
      const list = value ? (value.type === 'expression_list' ? named(value) : [value]) : [];
      names.forEach((n, i) => {
        const literal = list[i] ? compiledLiteral(file, list[i]) : undefined;
        if (literal) file.patterns.set(file.text(n), literal);
      });
    }
  }
}

function declarations(root: Node): Node[] {
  const out: Node[] = [];
  for (const child of named(root)) {
    if (child.type === 'ERROR') out.push(...declarations(child));
    else out.push(child);
  }
  return out;
}

/** `import "net/http"`, `import m "github.com/gorilla/mux"`; blank and dot imports bind nothing. */
function readImports(file: GoFile, root: Node, imports: ImportBinding[]): void {
  for (const decl of named(root)) {
    if (decl.type !== 'import_declaration') continue;
    const specs = named(decl).flatMap((c) => (c.type === 'import_spec_list' ? named(c) : [c]));
    for (const spec of specs) {
      if (spec.type !== 'import_spec') continue;
      const pathNode = field(spec, 'path');
      if (!pathNode) continue;
      const importPath = file.text(pathNode).slice(1, -1);
      const alias = field(spec, 'name');
      const aliasText = alias ? file.text(alias) : undefined;
      if (aliasText === '_' || aliasText === '.') continue;
      const local = aliasText ?? defaultImportName(importPath);
      file.imports.set(local, importPath);
      imports.push({ local, qualified: importPath, loc: locOf(spec) });
    }
  }
}

function collectComments(file: GoFile, node: Node, out: { text: string; line: number }[]): void {
  const stack = [node];
  while (stack.length) {
    const n = stack.pop()!;
    if (n.type === 'comment') out.push({ text: file.text(n), line: n.startRow + 1 });
    for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
  }
}

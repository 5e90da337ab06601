/**
 * Exports: ESM `export` statements and CommonJS `module.exports` / `exports.x` assignments,
 * mapped to function ids where they name functions.
 */
import type { Stmt } from '../../ir/types.js';
import { field, locOf, named, type FlatNode } from '../flat.js';
import { CLASS_TYPES, type JsContext } from './context.js';
import { expr } from './expressions.js';
import { propertyKey } from './literals.js';
import { statement } from './statements.js';

export function exportStatement(ctx: JsContext, node: FlatNode): Stmt[] {
  const declaration = field(node, 'declaration');
  const value = field(node, 'value');
  const isDefault = node.children.some((c) => !c.named && c.type === 'default');
  if (declaration) {
    const stmts = statement(ctx, declaration);
    const nameNode = field(declaration, 'name');
    if (nameNode) {
      const name = ctx.text(nameNode);
      const fnStmt = stmts.find((s) => s.kind === 'function');
      const id = fnStmt && fnStmt.kind === 'function' ? fnStmt.fn.id : CLASS_TYPES.has(declaration.type) ? `${ctx.path}#${name}` : undefined;
      if (id) {
        ctx.exports[name] = id;
        if (isDefault) ctx.exports.default = id;
      }
    } else {
      for (const declarator of declaration.children.filter((c) => c.type === 'variable_declarator')) {
        const n = field(declarator, 'name');
        if (n?.type === 'identifier') {
          const id = ctx.topFunctions.get(ctx.text(n));
          if (id) ctx.exports[ctx.text(n)] = id;
        }
      }
    }
    return stmts;
  }
  if (value) {
    const lowered = expr(ctx, value);
    if (lowered.kind === 'function') ctx.exports.default = lowered.fn.id;
    else if (lowered.kind === 'name' && ctx.topFunctions.has(lowered.name)) ctx.exports.default = ctx.topFunctions.get(lowered.name)!;
    return [{ kind: 'assign', target: { kind: 'name', name: '$default', loc: locOf(node) }, value: lowered, loc: locOf(node) }];
  }
  const clause = node.children.find((c) => c.type === 'export_clause');
  for (const spec of clause ? clause.children.filter((c) => c.type === 'export_specifier') : []) {
    const local = field(spec, 'name');
    const alias = field(spec, 'alias') ?? local;
    if (!local || !alias) continue;
    const id = ctx.topFunctions.get(ctx.text(local));
    if (id) ctx.exports[ctx.text(alias)] = id;
  }
  return [];
}

/** `module.exports = {a, b}`, `module.exports.f = …`, `exports.f = …`: recorded as exports. */
export function commonJsExport(ctx: JsContext, left: FlatNode, right: FlatNode): void {
  if (ctx.scopes.length !== 1) return;
  const leftText = ctx.text(left);
  const idOf = (node: FlatNode): string | undefined => {
    if (node.type === 'identifier') return ctx.topFunctions.get(ctx.text(node));
    return undefined;
  };
  if (leftText === 'module.exports') {
    if (right.type === 'object') {
      for (const entry of named(right)) {
        if (entry.type === 'shorthand_property_identifier') {
          const id = ctx.topFunctions.get(ctx.text(entry));
          if (id) ctx.exports[ctx.text(entry)] = id;
        } else if (entry.type === 'pair') {
          const key = field(entry, 'key');
          const v = field(entry, 'value');
          const id = v ? idOf(v) : undefined;
          if (key && id) ctx.exports[propertyKey(ctx, key)] = id;
        }
      }
    } else {
      const id = idOf(right);
      if (id) ctx.exports.default = id;
    }
    return;
  }
  const match = /^(?:module\.)?exports\.([A-Za-z_$][\w$]*)$/.exec(leftText);
  if (match) {
    const id = idOf(right);
    if (id) ctx.exports[match[1]] = id;
  }
}

/**
 * Imports: `import` declarations and `require` calls (destructured or not) become import
 * bindings, read before the body so a use above the binding still resolves.
 */
import { field, locOf, named, type FlatNode } from '../flat.js';
import { type JsContext } from './context.js';
import { propertyKey, stringValue } from './literals.js';

export function addImport(ctx: JsContext, local: string, rawQualified: string, node: FlatNode): void {
  // `node:fs` and `fs` are the same module.
  const qualified = rawQualified.startsWith('node:') ? rawQualified.slice(5) : rawQualified;
  ctx.imports.push({ local, qualified, loc: locOf(node) });
  ctx.importMap.set(local, qualified);
}

/** The module name of a `require('x')` call, when that is what the node is. */
export function requireTarget(ctx: JsContext, node: FlatNode | undefined): string | undefined {
  if (!node || node.type !== 'call_expression') return undefined;
  const callee = field(node, 'function');
  if (!callee || callee.type !== 'identifier' || ctx.text(callee) !== 'require') return undefined;
  const args = named(field(node, 'arguments') ?? node);
  if (args.length !== 1 || args[0].type !== 'string') return undefined;
  return stringValue(ctx, args[0]);
}

/** Top-level imports and requires first, so a use above the binding's line still resolves. */
export function collectImports(ctx: JsContext, root: FlatNode): void {
  for (const stmt of root.children) {
    if (stmt.type === 'import_statement') importStatement(ctx, stmt);
    if (stmt.type === 'lexical_declaration' || stmt.type === 'variable_declaration') {
      for (const declarator of stmt.children.filter((c) => c.type === 'variable_declarator')) {
        requireDeclarator(ctx, declarator);
      }
    }
  }
}

export function requireDeclarator(ctx: JsContext, declarator: FlatNode): void {
  const name = field(declarator, 'name');
  let value = field(declarator, 'value');
  if (!name || !value) return;
  // `require('x').y` and `require('x')`
  let suffix = '';
  if (value.type === 'member_expression' && requireTarget(ctx, field(value, 'object')) !== undefined) {
    suffix = '.' + ctx.text(field(value, 'property')!);
    value = field(value, 'object')!;
  }
  const moduleName = requireTarget(ctx, value);
  if (moduleName === undefined) return;
  const base = moduleName + suffix;
  if (name.type === 'identifier') addImport(ctx, ctx.text(name), base, name);
  else if (name.type === 'object_pattern') {
    for (const prop of named(name)) {
      if (prop.type === 'shorthand_property_identifier_pattern') addImport(ctx, ctx.text(prop), `${base}.${ctx.text(prop)}`, prop);
      else if (prop.type === 'pair_pattern') {
        const key = field(prop, 'key');
        const local = field(prop, 'value');
        if (key && local?.type === 'identifier') addImport(ctx, ctx.text(local), `${base}.${propertyKey(ctx, key)}`, local);
      }
    }
  }
}

export function importStatement(ctx: JsContext, node: FlatNode): void {
  const sourceNode = field(node, 'source');
  if (!sourceNode) return;
  const moduleName = stringValue(ctx, sourceNode);
  const clause = node.children.find((c) => c.type === 'import_clause');
  if (!clause) return;
  for (const part of named(clause)) {
    if (part.type === 'identifier') addImport(ctx, ctx.text(part), moduleName, part); // default import
    else if (part.type === 'namespace_import') {
      const id = named(part).find((c) => c.type === 'identifier');
      if (id) addImport(ctx, ctx.text(id), moduleName, id);
    } else if (part.type === 'named_imports') {
      for (const spec of part.children.filter((c) => c.type === 'import_specifier')) {
        const importedName = field(spec, 'name');
        const alias = field(spec, 'alias') ?? importedName;
        if (!importedName || !alias) continue;
        const imported = ctx.text(importedName).replace(/^['"]|['"]$/g, '');
        addImport(ctx, ctx.text(alias), imported === 'default' ? moduleName : `${moduleName}.${imported}`, alias);
      }
    }
  }
}

/**
 * Expressions: every expression form to the IR (calls, members, literals, templates as
 * `concat`, functions and classes as values, JSX); `await` dropped; unknown forms keep their children.
 */
import type { Expr } from '../../ir/types.js';
import { field, locOf, named, type FlatNode } from '../flat.js';
import { unaryOp } from '../operators.js';
import { FUNCTION_TYPES, FUNCTION_DECLARATIONS, type JsContext } from './context.js';
import { requireTarget } from './imports.js';
import { binaryOf, propertyKey, stringValue } from './literals.js';

export function args(ctx: JsContext, node: FlatNode | undefined): Expr[] {
  if (!node) return [];
  if (node.type === 'template_string') {
    // Tagged template: the tag receives the literal parts, then each substitution.
    const subs = node.children.filter((c) => c.type === 'template_substitution').map((s) => expr(ctx, named(s)[0]));
    const strings: Expr = { kind: 'array', elements: [], loc: locOf(node) };
    return [strings, ...subs];
  }
  return named(node).map((a) => expr(ctx, a));
}

export function expr(ctx: JsContext, node: FlatNode | undefined): Expr {
  if (!node) return { kind: 'unknown', note: 'missing', children: [], loc: { line: 1, column: 1, endLine: 1, endColumn: 1, startIndex: 0, endIndex: 0 } };
  const loc = locOf(node);
  switch (node.type) {
    case 'identifier': {
      const name = ctx.text(node);
      if (name === 'undefined') return { kind: 'const', value: null, loc };
      const qualified = ctx.resolveName(name);
      return qualified ? { kind: 'name', name, qualified, loc } : { kind: 'name', name, loc };
    }
    case 'shorthand_property_identifier':
      return { kind: 'name', name: ctx.text(node), qualified: ctx.resolveName(ctx.text(node)), loc };
    case 'this':
      return { kind: 'this', loc };
    case 'super':
      return { kind: 'name', name: 'super', loc };
    case 'undefined':
    case 'null':
      return { kind: 'const', value: null, loc };
    case 'true':
      return { kind: 'const', value: true, loc };
    case 'false':
      return { kind: 'const', value: false, loc };
    case 'number': {
      const value = Number(ctx.text(node).replace(/_/g, '').replace(/n$/, ''));
      return { kind: 'const', value: Number.isNaN(value) ? ctx.text(node) : value, loc };
    }
    case 'string':
      return { kind: 'const', value: stringValue(ctx, node), loc };
    // A regex literal is the constant text `/body/flags`, so a guard can read the pattern it tests with.
    case 'regex':
      return { kind: 'const', value: ctx.text(node), loc };
    case 'template_string': {
      const parts: Expr[] = [];
      let literal = '';
      for (const child of node.children) {
        if (child.type === 'string_fragment') literal += ctx.text(child);
        else if (child.type === 'escape_sequence') literal += unescape(ctx.text(child));
        else if (child.type === 'template_substitution') {
          if (literal) parts.push({ kind: 'const', value: literal, loc });
          literal = '';
          parts.push(expr(ctx, named(child)[0]));
        }
      }
      if (literal || parts.length === 0) parts.push({ kind: 'const', value: literal, loc });
      return parts.length === 1 && parts[0].kind === 'const' ? parts[0] : { kind: 'concat', parts, loc };
    }
    case 'parenthesized_expression':
      return expr(ctx, named(node)[named(node).length - 1]);
    case 'await_expression':
      return expr(ctx, named(node)[0]);
    case 'as_expression':
    case 'satisfies_expression':
    case 'type_assertion': {
      const inner = named(node)[0];
      const typeNode = named(node)[1];
      const type = ctx.resolveType(typeNode);
      const value = expr(ctx, inner);
      return type ? { kind: 'cast', type, value, loc } : value;
    }
    case 'non_null_expression':
      return expr(ctx, named(node)[0]);
    case 'member_expression': {
      const object = expr(ctx, field(node, 'object'));
      const property = field(node, 'property');
      return { kind: 'member', object, property: property ? ctx.text(property) : '', loc };
    }
    case 'subscript_expression': {
      const object = expr(ctx, field(node, 'object'));
      const index = expr(ctx, field(node, 'index'));
      const property = index.kind === 'const' && index.value !== null ? String(index.value) : index;
      return { kind: 'member', object, property, loc };
    }
    case 'call_expression': {
      const required = requireTarget(ctx, node);
      if (required !== undefined) {
        const moduleName = required.startsWith('node:') ? required.slice(5) : required;
        return { kind: 'name', name: moduleName, qualified: moduleName, loc };
      }
      const callee = expr(ctx, field(node, 'function'));
      return { kind: 'call', callee, args: args(ctx, field(node, 'arguments')), loc };
    }
    case 'new_expression':
      return { kind: 'call', callee: expr(ctx, field(node, 'constructor')), args: args(ctx, field(node, 'arguments')), isNew: true, loc };
    case 'binary_expression': {
      const op = ctx.text(field(node, 'operator') ?? node);
      return binaryOf(ctx, op, expr(ctx, field(node, 'left')), expr(ctx, field(node, 'right')), loc);
    }
    case 'unary_expression':
      return { kind: 'unary', op: unaryOp(ctx.text(field(node, 'operator') ?? node)), operand: expr(ctx, field(node, 'argument')), loc };
    case 'update_expression':
      return { kind: 'unary', op: 'increment', operand: expr(ctx, field(node, 'argument')), loc };
    case 'ternary_expression':
      return { kind: 'cond', test: expr(ctx, field(node, 'condition')), then: expr(ctx, field(node, 'consequence')), else: expr(ctx, field(node, 'alternative')), loc };
    case 'assignment_expression':
    case 'augmented_assignment_expression': {
      // An assignment inside an expression: emit it before the statement, read the target after.
      const left = field(node, 'left');
      ctx.pending.push(...ctx.expressionStatement(node));
      return left ? expr(ctx, left) : { kind: 'unknown', children: [], loc };
    }
    case 'sequence_expression': {
      const items = named(node);
      for (const item of items.slice(0, -1)) ctx.pending.push(...ctx.expressionStatement(item));
      return expr(ctx, items[items.length - 1]);
    }
    case 'object':
      return objectLiteral(ctx, node);
    case 'array':
      return { kind: 'array', elements: named(node).map((e) => expr(ctx, e)), loc };
    case 'spread_element':
      return { kind: 'unknown', note: 'spread', children: [expr(ctx, named(node)[0])], loc };
    case 'class':
      ctx.classDeclaration(node);
      return { kind: 'unknown', note: 'class', children: [], loc };
    case 'jsx_element':
    case 'jsx_self_closing_element':
    case 'jsx_fragment':
      return jsx(ctx, node);
    case 'import': // dynamic `import(x)`: a call of the name `import`, so a sink row can name it
      return { kind: 'name', name: 'import', qualified: 'import', loc };
    default:
      if (FUNCTION_TYPES.has(node.type) || FUNCTION_DECLARATIONS.has(node.type)) {
        const nameNode = field(node, 'name');
        return { kind: 'function', fn: ctx.functionNode(node, nameNode ? ctx.text(nameNode) : ''), loc };
      }
      return { kind: 'unknown', note: node.type, children: named(node).filter((c) => c.type !== 'comment').map((c) => expr(ctx, c)), loc };
  }
}

export function objectLiteral(ctx: JsContext, node: FlatNode): Expr {
  const entries: { key: string | Expr | null; value: Expr }[] = [];
  for (const entry of named(node)) {
    if (entry.type === 'pair') {
      const key = field(entry, 'key');
      const value = expr(ctx, field(entry, 'value'));
      if (!key) continue;
      entries.push({ key: key.type === 'computed_property_name' ? computedKey(ctx, key) : propertyKey(ctx, key), value });
    } else if (entry.type === 'shorthand_property_identifier') {
      entries.push({ key: ctx.text(entry), value: expr(ctx, entry) });
    } else if (entry.type === 'spread_element') {
      entries.push({ key: null, value: expr(ctx, named(entry)[0]) });
    } else if (entry.type === 'method_definition') {
      const name = propertyKey(ctx, field(entry, 'name') ?? entry);
      entries.push({ key: name, value: { kind: 'function', fn: ctx.functionNode(entry, name), loc: locOf(entry) } });
    }
  }
  return { kind: 'object', entries, loc: locOf(node) };
}

export function computedKey(ctx: JsContext, node: FlatNode): string | Expr {
  const inner = expr(ctx, named(node)[0]);
  return inner.kind === 'const' && inner.value !== null ? String(inner.value) : inner;
}

/**
 * JSX renders children escaped, so only expressions matter; `dangerouslySetInnerHTML` is the
 * one attribute that writes raw HTML, lowered as a call to `jsx.dangerouslySetInnerHTML` so a
 * sink row can name it. An element whose tag is a component (`<Card note={x} />`, `<ui.Card>`)
 * is React calling that function with its props: lowered as the call `Card({ note: x })`, so a
 * component of the tree runs with what its caller passed (its own `dangerouslySetInnerHTML` sees
 * the request data a server-rendered page handed it). The element's value is the `jsx` note.
 */
export function jsx(ctx: JsContext, node: FlatNode): Expr {
  const children: Expr[] = [];
  // URL attributes navigate only on the page's own elements (`<a href>`, `<iframe src>`): on a
  // component (`<UserLink href={…}>`) they are props, and what the component does with them is its code.
  let intrinsic = true;
  const attributeValue = (valueNode: FlatNode | undefined): Expr | undefined =>
    valueNode?.type === 'jsx_expression' ? expr(ctx, named(valueNode)[0]) : valueNode ? expr(ctx, valueNode) : undefined;
  const visit = (n: FlatNode): void => {
    if (n.type === 'jsx_opening_element' || n.type === 'jsx_self_closing_element') {
      const tag = named(n)[0];
      intrinsic = !!tag && tag.type === 'identifier' && /^[a-z]/.test(ctx.text(tag));
      if (tag && !intrinsic && (tag.type === 'identifier' || tag.type === 'member_expression')) {
        children.push(componentCall(ctx, n, tag, attributeValue));
        return;
      }
    }
    if (n.type === 'jsx_attribute') {
      const [nameNode, valueNode] = named(n);
      const attr = nameNode ? ctx.text(nameNode) : '';
      const value = attributeValue(valueNode);
      if (!value) return;
      if (attr === 'dangerouslySetInnerHTML') {
        const loc = locOf(n);
        children.push({ kind: 'call', callee: { kind: 'name', name: 'jsx.dangerouslySetInnerHTML', qualified: 'jsx.dangerouslySetInnerHTML', loc }, args: [value], loc });
      } else if (intrinsic && /^(href|src|action|formAction)$/.test(attr)) {
        const loc = locOf(n);
        children.push({ kind: 'call', callee: { kind: 'name', name: `jsx.${attr}`, qualified: `jsx.${attr}`, loc }, args: [value], loc });
      } else children.push(value);
      return;
    }
    if (n.type === 'jsx_expression') {
      const inner = named(n)[0];
      if (inner) children.push(expr(ctx, inner));
      return;
    }
    if (n.type === 'jsx_element' || n.type === 'jsx_self_closing_element' || n.type === 'jsx_fragment' || n.type === 'jsx_opening_element') {
      for (const c of named(n)) visit(c);
    }
  };
  visit(node);
  return { kind: 'unknown', note: 'jsx', children, loc: locOf(node) };
}

/** `<Card a={x} {...rest} flag />` as the call `Card({ a: x, ...rest, flag: true })`. */
function componentCall(ctx: JsContext, element: FlatNode, tag: FlatNode, attributeValue: (n: FlatNode | undefined) => Expr | undefined): Expr {
  const loc = locOf(element);
  const entries: { key: string | null; value: Expr }[] = [];
  for (const a of named(element).slice(1)) {
    if (a.type === 'jsx_attribute') {
      const [nameNode, valueNode] = named(a);
      if (!nameNode) continue;
      entries.push({ key: ctx.text(nameNode), value: attributeValue(valueNode) ?? { kind: 'const', value: true, loc: locOf(a) } });
    } else if (a.type === 'jsx_expression') {
      const inner = named(a)[0];
      if (inner?.type === 'spread_element') entries.push({ key: null, value: expr(ctx, named(inner)[0]) });
    }
  }
  return { kind: 'call', callee: expr(ctx, tag), args: [{ kind: 'object', entries, loc }], loc };
}

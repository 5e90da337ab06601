/**
 * Resolving dotted references (`os.path.join`, `app.route`) and type hints through the
 * current scope's imports and known types.
 */
import type { PyNode as Node } from './tree.js';
import type { LowerContext } from './context.js';
import { resolveName } from './scope.js';

/**
 * The qualified dotted name of an identifier or attribute chain whose root is an import or a
 * builtin (`sp.run` with `import subprocess as sp` gives `subprocess.run`). With `viaTypes`,
 * a root local of known type also resolves (`app.route` with `app = Flask()` gives
 * `flask.Flask.route`).
 */
export function resolveDotted(node: Node | null, ctx: LowerContext, viaTypes = false): string | undefined {
  if (!node) return undefined;
  if (node.type === 'identifier') {
    const r = resolveName(node.text, ctx.scope);
    if (r.kind === 'this') return viaTypes ? r.type : undefined;
    return r.qualified ?? (viaTypes ? r.type : undefined);
  }
  if (node.type === 'attribute') {
    const base = resolveDotted(node.childForFieldName('object'), ctx, viaTypes);
    const attr = node.childForFieldName('attribute');
    return base && attr ? `${base}.${attr.text}` : undefined;
  }
  if (node.type === 'dotted_name') {
    const [first, ...rest] = node.namedChildren;
    const base = resolveDotted(first, ctx, viaTypes);
    return base ? [base, ...rest.map((r) => r?.text)].join('.') : undefined;
  }
  return undefined;
}

/**
 * A type hint as text with its names resolved (`Request` → `fastapi.Request`,
 * `Optional[int]` → `typing.Optional[int]`); unresolvable parts stay as written.
 */
export function typeText(node: Node | null, ctx: LowerContext): string | undefined {
  if (!node) return undefined;
  switch (node.type) {
    case 'type':
    case 'parenthesized_expression':
      return node.namedChildCount === 1 ? typeText(node.namedChildren[0], ctx) : node.text;
    case 'identifier':
    case 'attribute':
      return resolveDotted(node, ctx) ?? node.text;
    case 'string': {
      // A forward reference written as a string: resolve the name inside when it is plain.
      const inner = node.text.replace(/^[a-zA-Z]*['"]+|['"]+$/g, '');
      return inner;
    }
    case 'subscript': {
      const head = typeText(node.childForFieldName('value'), ctx) ?? '';
      const args = node.childrenForFieldName('subscript').map((a) => (a ? typeText(a, ctx) ?? a.text : ''));
      return `${head}[${args.join(', ')}]`;
    }
    case 'generic_type': {
      const [head, params] = node.namedChildren;
      const headText = head ? typeText(head, ctx) ?? head.text : '';
      const args = params ? params.namedChildren.map((a) => (a ? typeText(a, ctx) ?? a.text : '')) : [];
      return `${headText}[${args.join(', ')}]`;
    }
    case 'binary_operator':
    case 'union_type': {
      const parts = node.namedChildren.map((a) => (a ? typeText(a, ctx) ?? a.text : ''));
      return parts.join(' | ');
    }
    default:
      return node.text;
  }
}

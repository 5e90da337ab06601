/**
 * The pre-pass that finds which names a scope binds before its code is lowered, because a
 * Python name is local to a function if it is bound anywhere in it, even after its first read.
 */
import type { PyNode as Node } from './tree.js';
import { importBindings, type ModuleNaming } from './imports.js';
import type { Scope } from './scope.js';
import type { LowerContext } from './context.js';
import { resolveDotted, typeText } from './names.js';

const COMPREHENSIONS = new Set([
  'list_comprehension',
  'set_comprehension',
  'dictionary_comprehension',
  'generator_expression',
]);

/** Adds every identifier a target pattern binds (`a`, `a, (b, *c)`; not `a.b` or `a[i]`). */
export function patternNames(node: Node | null, into: Set<string>): void {
  if (!node) return;
  switch (node.type) {
    case 'identifier':
      into.add(node.text);
      return;
    case 'attribute':
    case 'subscript':
      return;
    default:
      for (const child of node.namedChildren) patternNames(child, into);
  }
}

/** Names bound by a `case` pattern: captures, `*rest`, `**rest` and `as` aliases. */
function casePatternNames(node: Node, into: Set<string>): void {
  if (node.type === 'case_pattern' && node.namedChildCount === 1) {
    const only = node.namedChildren[0];
    if (only?.type === 'dotted_name' && only.namedChildCount === 1) {
      into.add(only.text);
      return;
    }
  }
  if (node.type === 'splat_pattern' || node.type === 'as_pattern_target') {
    for (const c of node.namedChildren) if (c?.type === 'identifier') into.add(c.text);
  }
  if (node.type === 'as_pattern') {
    const alias = node.childForFieldName('alias');
    if (alias) patternNames(alias, into);
  }
  if (node.type === 'class_pattern') {
    // The class name is a reference, the arguments may capture.
    for (const c of node.namedChildren.slice(1)) if (c) casePatternNames(c, into);
    return;
  }
  if (node.type === 'keyword_pattern') {
    for (const c of node.namedChildren.slice(1)) if (c) casePatternNames(c, into);
    return;
  }
  for (const c of node.namedChildren) if (c) casePatternNames(c, into);
}

function isStatementLevel(type: string): boolean {
  return (
    type.endsWith('_statement') ||
    type.endsWith('_clause') ||
    type === 'block' ||
    type === 'module' ||
    type === 'decorated_definition' ||
    type === 'with_item' ||
    type === 'ERROR'
  );
}

interface Collected {
  assignedValues: Map<string, (Node | null)[]>;
  annotated: Map<string, Node>;
}

function noteValue(c: Collected, names: Set<string>, value: Node | null): void {
  for (const n of names) {
    const list = c.assignedValues.get(n) ?? [];
    list.push(value);
    c.assignedValues.set(n, list);
  }
}

function visit(node: Node, scope: Scope, ctx: LowerContext, c: Collected, naming: ModuleNaming): void {
  switch (node.type) {
    case 'function_definition':
    case 'class_definition': {
      const name = node.childForFieldName('name');
      if (name) {
        scope.locals.add(name.text);
        noteValue(c, new Set([name.text]), null);
      }
      // Decorators and default values run in this scope, but bind nothing worth tracking.
      return;
    }
    case 'lambda':
      return;
    case 'import_statement':
    case 'import_from_statement':
    case 'future_import_statement': {
      const { bindings, wildcard } = importBindings(node, naming);
      for (const b of bindings) {
        scope.imports.set(b.local, b.qualified);
        if (scope.kind === 'module') ctx.imports.push({ local: b.local, qualified: b.qualified, loc: ctx.loc(b.node) });
      }
      if (wildcard && scope.kind === 'module') scope.wildcards.push(wildcard);
      return;
    }
    case 'global_statement':
    case 'nonlocal_statement':
      for (const id of node.namedChildren) if (id?.type === 'identifier') scope.declaredOuter.add(id.text);
      return;
    case 'assignment': {
      const names = new Set<string>();
      patternNames(node.childForFieldName('left'), names);
      for (const n of names) scope.locals.add(n);
      const right = node.childForFieldName('right');
      const type = node.childForFieldName('type');
      const left = node.childForFieldName('left');
      if (left?.type === 'identifier') {
        if (type) c.annotated.set(left.text, type);
        if (right) noteValue(c, names, right.type === 'assignment' ? null : right);
      } else noteValue(c, names, null);
      if (right) visit(right, scope, ctx, c, naming);
      return;
    }
    case 'augmented_assignment':
    case 'for_statement':
    case 'for_in_clause': {
      const names = new Set<string>();
      patternNames(node.childForFieldName('left'), names);
      for (const n of names) scope.locals.add(n);
      noteValue(c, names, null);
      break;
    }
    case 'named_expression': {
      const name = node.childForFieldName('name');
      if (name) {
        scope.locals.add(name.text);
        noteValue(c, new Set([name.text]), null);
      }
      break;
    }
    case 'as_pattern': {
      // `with x as y`, `except E as e`, `case P as y`
      const names = new Set<string>();
      patternNames(node.childForFieldName('alias'), names);
      for (const n of names) scope.locals.add(n);
      noteValue(c, names, null);
      break;
    }
    case 'case_clause': {
      const names = new Set<string>();
      for (const p of node.namedChildren) if (p?.type === 'case_pattern') casePatternNames(p, names);
      for (const n of names) scope.locals.add(n);
      noteValue(c, names, null);
      break;
    }
    default:
      break;
  }
  if (COMPREHENSIONS.has(node.type)) {
    // Comprehension variables live in their own scope; only `:=` inside leaks out, which is rare.
    return;
  }
  // Inside an expression only `:=` binds a name: skip expressions that have none.
  if (!isStatementLevel(node.type) && !node.hasWalrus) return;
  // Nested definitions are visited for their names only (see the first case above).
  for (const child of node.namedChildren) if (child && child.type !== 'lambda') visit(child, scope, ctx, c, naming);
}

/**
 * Fills `scope` with the bindings of the statements in `body` (not descending into nested
 * functions or classes), then infers the types of names that are always assigned the same
 * constructor call (`app = Flask(__name__)` gives `app` the type `flask.Flask`).
 */
export function collectBindings(body: Node[], scope: Scope, ctx: LowerContext): void {
  const collected: Collected = { assignedValues: new Map(), annotated: new Map() };
  for (const stmt of body) visit(stmt, scope, ctx, collected, ctx.naming);
  ctx.inScope(scope, () => {
    for (const [name, typeNode] of collected.annotated) {
      const text = typeText(typeNode, ctx);
      if (text) scope.types.set(name, text);
    }
    for (const [name, values] of collected.assignedValues) {
      if (scope.types.has(name) || scope.imports.has(name)) continue;
      const type = constructedType(values, ctx);
      if (type) scope.types.set(name, type);
    }
  });
}

/**
 * The class every value is constructed from, when all assignments call the same resolved
 * callable whose last segment is capitalised (PEP 8's spelling of a class, used here only to
 * tell constructors from factory functions; it never decides whether code is vulnerable).
 */
function constructedType(values: (Node | null)[], ctx: LowerContext): string | undefined {
  let found: string | undefined;
  for (const raw of values) {
    let value = raw;
    if (value?.type === 'await') value = value.namedChildren[0] ?? null;
    if (!value || value.type !== 'call') return undefined;
    const callee = resolveDotted(value.childForFieldName('function'), ctx);
    if (!callee) return undefined;
    const last = callee.split('.').pop() ?? '';
    if (!/^[A-Z]/.test(last)) return undefined;
    if (found && found !== callee) return undefined;
    found = callee;
  }
  return found;
}

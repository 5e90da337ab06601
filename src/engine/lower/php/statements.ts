/**
 * PHP statements: blocks (brace and `:`…`end*;` forms alike), `echo` and `<?= ?>` as calls of
 * `echo` (inline HTML between `?>` and `<?php` is a constant echo and is dropped), assignments,
 * `if`/`elseif`/`else`, loops, `switch`, `try`, `return`, `exit`, namespaces and `use`, nested
 * functions and classes. Line numbers are those of the file: the HTML around the code is only skipped.
 */
import type { Expr, Loc, Stmt } from '../../ir/types.js';
import { field, fields, locOf, named, type FlatNode } from '../flat.js';
import { withHoisted } from '../hoisted.js';
import { dotted, type PhpContext } from './context.js';
import { assignment, expr } from './expressions.js';
import { nameCall } from './calls.js';
import { assignTo } from './targets.js';
import { noteHtml, placeEcho } from './html-context.js';

const ENDS_CASE = new Set(['break_statement', 'return_statement', 'continue_statement', 'exit_statement']);
const ASSIGNMENTS = new Set(['assignment_expression', 'reference_assignment_expression', 'augmented_assignment_expression']);
const CLASS_LIKE = new Set(['class_declaration', 'interface_declaration', 'trait_declaration', 'enum_declaration']);

export function block(ctx: PhpContext, nodes: FlatNode[]): Stmt[] {
  const out: Stmt[] = [];
  let echoNext = false;
  for (const node of nodes) {
    if (node.type === 'comment') {
      ctx.comments.push({ text: ctx.text(node), line: node.startRow + 1 });
      continue;
    }
    // `<?=` opens an echo of the expression that follows.
    if (node.type === 'text') noteHtml(ctx, ctx.text(node));
    if (node.type === 'text_interpolation') for (const c of node.children) if (c.type === 'text') noteHtml(ctx, ctx.text(c));
    if (node.type === 'php_tag' || node.type === 'text_interpolation') {
      const tag = node.type === 'php_tag' ? node : node.children.filter((c) => c.type === 'php_tag').pop();
      echoNext = tag !== undefined && ctx.text(tag) === '<?=';
      continue;
    }
    if (!node.named || node.type === 'text' || node.type === 'php_end_tag') continue;
    const echoed = echoNext && node.type === 'expression_statement';
    echoNext = false;
    out.push(...withHoisted(ctx, () => (echoed ? echo(ctx, named(node)) : statement(ctx, node))));
  }
  return out;
}

function echo(ctx: PhpContext, values: FlatNode[]): Stmt[] {
  const items = values.flatMap((v) => (v.type === 'sequence_expression' ? flattenSequence(v) : [v])).filter((v) => v.type !== 'comment');
  return items.map((v) => {
    const loc = locOf(v);
    return { kind: 'expr', expr: nameCall('echo', [placeEcho(ctx, expr(ctx, v))], loc), loc } as Stmt;
  });
}

function flattenSequence(node: FlatNode): FlatNode[] {
  return named(node).flatMap((c) => (c.type === 'sequence_expression' ? flattenSequence(c) : [c]));
}

export function bodyOf(ctx: PhpContext, node: FlatNode | undefined): Stmt[] {
  if (!node) return [];
  if (node.type === 'compound_statement' || node.type === 'colon_block') return ctx.block(node.children);
  return ctx.block([node]);
}

export function statement(ctx: PhpContext, node: FlatNode): Stmt[] {
  const loc = locOf(node);
  switch (node.type) {
    case 'expression_statement': {
      const inner = named(node)[0];
      if (!inner) return [];
      if (ASSIGNMENTS.has(inner.type)) return assignment(ctx, inner);
      // `throw new X(…);` (an expression since PHP 8): the path ends as the other languages' throw does.
      if (inner.type === 'throw_expression') return [{ kind: 'throw', value: named(inner)[0] ? expr(ctx, named(inner)[0]) : undefined, loc }];
      const lowered: Stmt = { kind: 'expr', expr: expr(ctx, inner), loc };
      // Laravel's `abort(404)` throws and WordPress's `wp_die()` / `wp_send_json*()` exit: the path ends.
      return endsRequest(ctx, inner) ? [lowered, { kind: 'expr', expr: nameCall('exit', [], loc), loc }] : [lowered];
    }
    case 'echo_statement':
      return echo(ctx, named(node));
    case 'compound_statement':
    case 'colon_block':
      return ctx.block(node.children);
    case 'if_statement':
      return [ifStatement(ctx, node)];
    case 'return_statement': {
      const value = named(node)[0];
      const lowered = value ? expr(ctx, value) : undefined;
      // `function load(): TemplateWrapper { return $untyped->load(…); }`: the caller gets the declared class.
      const typed: Expr | undefined = lowered && ctx.returnType ? { kind: 'cast', type: ctx.returnType, value: lowered, loc } : lowered;
      return [{ kind: 'return', value: typed, loc }];
    }
    case 'exit_statement':
      return [{ kind: 'expr', expr: nameCall('exit', named(node).map((c) => expr(ctx, c)), loc), loc }];
    case 'break_statement':
      return [{ kind: 'break', loc }];
    case 'continue_statement':
      return [{ kind: 'continue', loc }];
    case 'while_statement':
      return [{ kind: 'loop', test: expr(ctx, field(node, 'condition')), body: bodyOf(ctx, field(node, 'body')), update: [], loc }];
    case 'do_statement': {
      const body = bodyOf(ctx, field(node, 'body'));
      return [...body, { kind: 'loop', test: expr(ctx, field(node, 'condition')), body, update: [], loc }];
    }
    case 'for_statement':
      return forStatement(ctx, node);
    case 'foreach_statement':
      return foreachStatement(ctx, node);
    case 'switch_statement':
      return [switchStatement(ctx, node)];
    case 'try_statement':
      return [tryStatement(ctx, node)];
    case 'function_definition': {
      const nameNode = field(node, 'name');
      const fn = ctx.functionNode(node, nameNode ? ctx.text(nameNode) : '');
      ctx.exports[ctx.inNamespace(fn.name)] = fn.id; // PHP functions are global wherever declared
      return [{ kind: 'function', fn, loc }];
    }
    case 'namespace_definition':
      return namespaceDefinition(ctx, node);
    case 'namespace_use_declaration':
      useDeclaration(ctx, node);
      return [];
    case 'const_declaration':
      return named(node).filter((c) => c.type === 'const_element').flatMap((el) => {
        const [nameNode, valueNode] = named(el);
        return nameNode ? [{ kind: 'assign', target: { kind: 'name', name: ctx.text(nameNode), loc }, value: expr(ctx, valueNode), loc } as Stmt] : [];
      });
    case 'function_static_declaration':
      return named(node).flatMap((decl) => {
        const nameNode = field(decl, 'name');
        const value = field(decl, 'value');
        return nameNode ? assignTo(ctx, nameNode, value ? expr(ctx, value) : { kind: 'const', value: null, loc }, loc, (n) => expr(ctx, n)) : [];
      });
    case 'global_declaration':
    case 'unset_statement':
    case 'empty_statement':
    case 'declare_statement':
    case 'goto_statement':
    case 'named_label_statement':
      return [];
    default:
      if (CLASS_LIKE.has(node.type)) {
        ctx.classDeclaration(node);
        return [];
      }
      return [{ kind: 'unknown', note: node.type, exprs: named(node).filter((c) => c.type !== 'comment').map((c) => expr(ctx, c)), loc }];
  }
}

const ENDS_REQUEST = new Set(['abort', 'wp_die', 'wp_send_json', 'wp_send_json_success', 'wp_send_json_error']);

function endsRequest(ctx: PhpContext, node: FlatNode): boolean {
  const fn = node.type === 'function_call_expression' ? field(node, 'function') : undefined;
  return fn !== undefined && (fn.type === 'name' || fn.type === 'qualified_name') && ENDS_REQUEST.has(ctx.text(fn).replace(/^\\/, '').toLowerCase());
}

/** `if … elseif … else if … else`, in brace or colon form, as nested `if`s. */
function ifStatement(ctx: PhpContext, node: FlatNode): Stmt {
  const loc = locOf(node);
  const test = expr(ctx, field(node, 'condition'));
  const then = bodyOf(ctx, field(node, 'body'));
  const alternatives = fields(node, 'alternative');
  const elseOf = (i: number): Stmt[] => {
    const alt = alternatives[i];
    if (!alt) return [];
    if (alt.type === 'else_if_clause') {
      return [{ kind: 'if', test: expr(ctx, field(alt, 'condition')), then: bodyOf(ctx, field(alt, 'body')), else: elseOf(i + 1), loc: locOf(alt) }];
    }
    return bodyOf(ctx, field(alt, 'body') ?? named(alt)[0]);
  };
  return { kind: 'if', test, then, else: elseOf(0), loc };
}

function forStatement(ctx: PhpContext, node: FlatNode): Stmt[] {
  const loc = locOf(node);
  const asStatements = (n: FlatNode | undefined): Stmt[] => {
    if (!n) return [];
    const items = n.type === 'sequence_expression' ? flattenSequence(n) : [n];
    return items.flatMap((item) => (ASSIGNMENTS.has(item.type) ? assignment(ctx, item) : [{ kind: 'expr', expr: expr(ctx, item), loc: locOf(item) } as Stmt]));
  };
  const prelude = asStatements(field(node, 'initialize'));
  const conditions = fields(node, 'condition');
  const test = conditions.length ? expr(ctx, conditions[conditions.length - 1]) : undefined;
  const update = asStatements(field(node, 'update') ?? field(node, 'increment'));
  return [...prelude, { kind: 'loop', test, body: bodyOf(ctx, field(node, 'body')), update, loc }];
}

/** `foreach ($xs as $v)` iterates elements; `foreach ($xs as $k => $v)` binds keys and elements. */
function foreachStatement(ctx: PhpContext, node: FlatNode): Stmt[] {
  const loc = locOf(node);
  const parts = named(node).filter((c) => c.field !== 'body' && c.type !== 'comment');
  const iterable = expr(ctx, parts[0]);
  const binding = parts[1];
  const body = bodyOf(ctx, field(node, 'body'));
  if (!binding) return [{ kind: 'loop', body, update: [], loc }];
  const lower = (n: FlatNode): Expr => expr(ctx, n);
  if (binding.type === 'pair') {
    const [keyNode, byRefNode] = named(binding);
    const valueNode = byRefNode?.type === 'by_ref' ? named(byRefNode)[0] : byRefNode;
    const tmp = `$each${ctx.temp++}`;
    const keyAssign = keyNode ? assignTo(ctx, keyNode, { kind: 'unknown', note: 'key', children: [{ kind: 'name', name: tmp, loc }], loc }, loc, lower) : [];
    // The key of an element read from input is input too: the key statement reads the element's container.
    if (keyAssign[0]?.kind === 'assign') keyAssign[0].value = { kind: 'unknown', note: 'key', children: [iterable], loc };
    const valueAssign = valueNode ? assignTo(ctx, valueNode, { kind: 'name', name: tmp, loc }, loc, lower) : [];
    const loop: Stmt = { kind: 'loop', each: { target: { kind: 'name', name: tmp, loc }, iterable, over: 'elements' }, body: [...keyAssign, ...valueAssign, ...body], update: [], loc };
    return [loop, ...byReferenceWriteBack(ctx, iterable, byRefNode, loc)];
  }
  const simple = binding.type === 'by_ref' ? named(binding)[0] : binding;
  if (simple?.type === 'variable_name') {
    const loop: Stmt = { kind: 'loop', each: { target: { kind: 'name', name: '$' + ctx.text(simple).replace(/^\$/, ''), loc }, iterable, over: 'elements' }, body, update: [], loc };
    return [loop, ...byReferenceWriteBack(ctx, iterable, binding, loc)];
  }
  const tmp = `$each${ctx.temp++}`;
  const unpack = simple ? assignTo(ctx, simple, { kind: 'name', name: tmp, loc }, loc, lower) : [];
  return [{ kind: 'loop', each: { target: { kind: 'name', name: tmp, loc }, iterable, over: 'elements' }, body: [...unpack, ...body], update: [], loc }];
}

/**
 * `foreach ($ids as &$id) { $id = (int) $id; }` changes the array's elements: after the loop the
 * array variable holds what the element variable was left holding (the array stands for its
 * elements, as for array_walk), so a loop that converts every element leaves a clean array.
 */
function byReferenceWriteBack(ctx: PhpContext, iterable: Expr, binding: FlatNode | undefined, loc: Loc): Stmt[] {
  const element = binding?.type === 'by_ref' ? named(binding)[0] : undefined;
  if (iterable.kind !== 'name' || element?.type !== 'variable_name') return [];
  return [{ kind: 'assign', target: { kind: 'name', name: iterable.name, loc }, value: { kind: 'name', name: '$' + ctx.text(element).replace(/^\$/, ''), loc }, loc }];
}

function switchStatement(ctx: PhpContext, node: FlatNode): Stmt {
  const body = field(node, 'body');
  const cases: { tests: Expr[]; body: Stmt[]; fallsThrough: boolean }[] = [];
  for (const c of body ? named(body) : []) {
    if (c.type !== 'case_statement' && c.type !== 'default_statement') continue;
    const valueNode = field(c, 'value');
    const stmts = named(c).filter((n) => n !== valueNode);
    const last = stmts.filter((n) => n.type !== 'comment').pop();
    cases.push({ tests: valueNode ? [expr(ctx, valueNode)] : [], body: ctx.block(stmts), fallsThrough: !last || !ENDS_CASE.has(last.type) });
  }
  return { kind: 'switch', discriminant: expr(ctx, field(node, 'condition')), cases, loc: locOf(node) };
}

function tryStatement(ctx: PhpContext, node: FlatNode): Stmt {
  const handlers: { param?: string; types?: string[]; body: Stmt[] }[] = [];
  let finallyBody: Stmt[] = [];
  for (const child of named(node)) {
    if (child.type === 'catch_clause') {
      const nameNode = field(child, 'name');
      const typeNode = field(child, 'type');
      const types = typeNode ? named(typeNode).map((t) => ctx.qualifyClass(ctx.text(t))) : undefined;
      handlers.push({ param: nameNode ? '$' + ctx.text(nameNode).replace(/^\$/, '') : undefined, types, body: bodyOf(ctx, field(child, 'body')) });
    } else if (child.type === 'finally_clause') finallyBody = bodyOf(ctx, field(child, 'body') ?? named(child)[0]);
  }
  return { kind: 'try', body: bodyOf(ctx, field(node, 'body')), handlers, finally: finallyBody, loc: locOf(node) };
}

/** `namespace A\B;` applies to what follows; `namespace A\B { … }` to its block. */
function namespaceDefinition(ctx: PhpContext, node: FlatNode): Stmt[] {
  const nameNode = field(node, 'name');
  const body = field(node, 'body');
  const name = nameNode ? dotted(ctx.text(nameNode)) : '';
  if (!body) {
    ctx.namespace = name;
    ctx.uses.clear();
    ctx.functionUses.clear();
    return [];
  }
  const saved = ctx.namespace;
  ctx.namespace = name;
  const out = ctx.block(body.children);
  ctx.namespace = saved;
  return out;
}

/** `use A\B;`, `use A\B as C;`, `use function A\f;`, `use A\{B, C as D};`. */
function useDeclaration(ctx: PhpContext, node: FlatNode): void {
  const kindOf = (n: FlatNode): 'class' | 'function' | 'const' => {
    const t = n.children.find((c) => c.field === 'type' || c.type === 'function' || c.type === 'const');
    const text = t ? ctx.text(t).toLowerCase() : '';
    return text === 'function' ? 'function' : text === 'const' ? 'const' : 'class';
  };
  const declKind = kindOf(node);
  const group = field(node, 'body');
  const prefixNode = named(node).find((c) => c.type === 'namespace_name' || c.type === 'name' || c.type === 'qualified_name');
  const prefix = group && prefixNode ? dotted(ctx.text(prefixNode)) + '.' : '';
  const clauses = group ? named(group) : named(node).filter((c) => c.type === 'namespace_use_clause');
  for (const clause of clauses) {
    if (clause.type !== 'namespace_use_clause') continue;
    const alias = field(clause, 'alias');
    const target = named(clause).find((c) => c !== alias && (c.type === 'qualified_name' || c.type === 'name' || c.type === 'namespace_name'));
    if (!target) continue;
    const qualified = prefix + dotted(ctx.text(target));
    const local = alias ? ctx.text(alias) : qualified.slice(qualified.lastIndexOf('.') + 1);
    const kind = kindOf(clause) === 'class' ? declKind : kindOf(clause);
    ctx.addUse(local, qualified, kind, clause);
  }
}

/**
 * PHP expressions to the IR: variables (`$x`, `$this`, superglobals as members of `$GLOBALS`), literals and interpolating
 * strings, `.` as `concat`, arrays, member and static access, `new`, casts (`(int)` is a number
 * conversion, so it carries no payload), closures, `include`/`require`, backticks. Calls are in
 * `calls.ts`. What is not modelled becomes `unknown` with its children kept.
 */
import type { Expr, Loc } from '../../ir/types.js';
import { field, locOf, named, type FlatNode } from '../flat.js';
import { binaryOp, unaryOp } from '../operators.js';
import { dotted, type PhpContext } from './context.js';
import { hostEquality, noteUrlHost } from './url-hosts.js';
import { placeInMarkup } from './html-context.js';
import { stringLiteral } from './strings.js';
import { assignTo } from './targets.js';
import { callExpression, nameCall } from './calls.js';
import { yieldExpression } from './generators.js';

const SUPERGLOBALS = new Set(['$_GET', '$_POST', '$_REQUEST', '$_COOKIE', '$_FILES', '$_SERVER', '$_SESSION', '$_ENV']);
const NUMERIC_CASTS = new Map([['int', 'int'], ['integer', 'int'], ['float', 'float'], ['double', 'float'], ['real', 'float'], ['bool', 'bool'], ['boolean', 'bool']]);
const INCLUDES = new Set(['include_expression', 'include_once_expression', 'require_expression', 'require_once_expression']);

export function missing(node?: FlatNode): Expr {
  const loc: Loc = node ? locOf(node) : { line: 1, column: 1, endLine: 1, endColumn: 1, startIndex: 0, endIndex: 0 };
  return { kind: 'unknown', note: 'missing', children: [], loc };
}

export function expr(ctx: PhpContext, node: FlatNode | undefined): Expr {
  if (!node) return missing();
  const loc = locOf(node);
  switch (node.type) {
    case 'variable_name': {
      const name = '$' + ctx.text(node).replace(/^\$/, '');
      if (name === '$this') return { kind: 'this', loc };
      // `$_GET` is `$GLOBALS['_GET']`: a member read, so model rows name it (`$GLOBALS._GET`) and
      // reading it whole (`foreach ($_GET as …)`) is a read of the source too.
      if (SUPERGLOBALS.has(name)) ctx.readsSuperglobal = true;
      if (name === '$GLOBALS') ctx.readsSuperglobal = true;
      if (SUPERGLOBALS.has(name)) return { kind: 'member', object: { kind: 'name', name: '$GLOBALS', loc }, property: name.slice(1), loc };
      return { kind: 'name', name, loc };
    }
    case 'by_ref':
    case 'parenthesized_expression':
    case 'error_suppression_expression':
    case 'clone_expression':
    case 'reference_modifier':
      return expr(ctx, named(node)[named(node).length - 1]);
    case 'integer':
    case 'float': {
      const text = ctx.text(node).replace(/_/g, '');
      const value = /^0[0-7]+$/.test(text) ? parseInt(text, 8) : Number(text);
      return { kind: 'const', value: Number.isNaN(value) ? text : value, loc };
    }
    case 'boolean':
      return { kind: 'const', value: ctx.text(node).toLowerCase() === 'true', loc };
    case 'null':
      return { kind: 'const', value: null, loc };
    case 'string':
    case 'encapsed_string':
    case 'heredoc':
    case 'nowdoc':
      return stringLiteral(ctx, node, (part) => expr(ctx, part));
    case 'shell_command_expression':
      // Backticks run the text through the shell, exactly as `shell_exec` does.
      return nameCall('shell_exec', [stringLiteral(ctx, node, (part) => expr(ctx, part))], loc);
    case 'name':
    case 'qualified_name':
      return constantName(ctx, node);
    case 'binary_expression':
      return binary(ctx, node);
    case 'unary_op_expression': {
      const op = node.children.find((c) => !c.named);
      return { kind: 'unary', op: unaryOp(op ? ctx.text(op) : ''), operand: expr(ctx, field(node, 'argument') ?? named(node)[0]), loc };
    }
    case 'update_expression':
      return { kind: 'unary', op: 'increment', operand: expr(ctx, field(node, 'argument') ?? named(node)[0]), loc };
    case 'cast_expression': {
      const type = ctx.text(field(node, 'type') ?? node).toLowerCase();
      const value = expr(ctx, field(node, 'value') ?? named(node)[named(node).length - 1]);
      // A number or boolean conversion leaves no text an attacker chose (a cast to a primitive
      // number type keeps only numeric taint, and its text is digits wherever it is written).
      const primitive = NUMERIC_CASTS.get(type);
      return primitive ? { kind: 'cast', type: primitive, value, loc } : value;
    }
    case 'conditional_expression': {
      const test = expr(ctx, field(node, 'condition'));
      const body = field(node, 'body');
      return { kind: 'cond', test, then: body ? expr(ctx, body) : test, else: expr(ctx, field(node, 'alternative')), loc };
    }
    case 'assignment_expression':
    case 'reference_assignment_expression':
    case 'augmented_assignment_expression': {
      // An assignment used as a value: emit it before the statement, read the target after.
      ctx.pending.push(...assignment(ctx, node));
      const left = field(node, 'left');
      return left && left.type !== 'list_literal' ? expr(ctx, left) : missing(node);
    }
    case 'member_access_expression':
    case 'nullsafe_member_access_expression':
      return { kind: 'member', object: expr(ctx, field(node, 'object')), property: memberName(ctx, field(node, 'name')), loc };
    case 'scoped_property_access_expression':
      return { kind: 'member', object: classRef(ctx, field(node, 'scope') ?? named(node)[0]), property: memberName(ctx, field(node, 'name')), loc };
    case 'class_constant_access_expression': {
      const [scope, nameNode] = named(node);
      const name = nameNode ? ctx.text(nameNode) : '';
      if (name.toLowerCase() === 'class' && scope && scope.type !== 'variable_name') return { kind: 'const', value: ctx.qualifyClass(ctx.text(scope)).replace(/\./g, '\\'), loc };
      return { kind: 'member', object: classRef(ctx, scope), property: name, loc };
    }
    case 'subscript_expression': {
      const [object, index] = named(node);
      const key = index ? expr(ctx, index) : undefined;
      const property = key === undefined ? { kind: 'unknown', note: 'append', children: [], loc } as Expr : key.kind === 'const' && key.value !== null ? String(key.value) : key;
      return { kind: 'member', object: expr(ctx, object), property, loc };
    }
    case 'function_call_expression':
    case 'member_call_expression':
    case 'nullsafe_member_call_expression':
    case 'scoped_call_expression':
    case 'object_creation_expression':
    case 'print_intrinsic':
      return callExpression(ctx, node, (n) => expr(ctx, n), classRef);
    case 'array_creation_expression':
      return arrayLiteral(ctx, node);
    case 'anonymous_function':
    case 'arrow_function':
      return { kind: 'function', fn: ctx.functionNode(node, ''), loc };
    case 'yield_expression':
      return yieldExpression(ctx, node, (n) => expr(ctx, n));
    case 'dynamic_variable_name':
      return { kind: 'unknown', note: 'variable variable', children: named(node).map((c) => expr(ctx, c)), loc };
    case 'match_expression':
      return matchExpression(ctx, node);
    default:
      if (INCLUDES.has(node.type)) return nameCall(node.type.replace(/_expression$/, ''), [expr(ctx, named(node)[0])], loc);
      return { kind: 'unknown', note: node.type, children: named(node).filter((c) => c.type !== 'comment').map((c) => expr(ctx, c)), loc };
  }
}

/** A bare name in value position: a constant (`PHP_EOL`, `CURLOPT_URL`), a magic constant, or `true`/`null` written as names. */
function constantName(ctx: PhpContext, node: FlatNode): Expr {
  const loc = locOf(node);
  const text = ctx.text(node);
  const lower = text.replace(/^\\/, '').toLowerCase();
  if (lower === 'true' || lower === 'false') return { kind: 'const', value: lower === 'true', loc };
  if (lower === 'null') return { kind: 'const', value: null, loc };
  if (text === '__DIR__') return { kind: 'const', value: ctx.path.includes('/') ? ctx.path.slice(0, ctx.path.lastIndexOf('/')) : '.', loc };
  if (text === '__FILE__') return { kind: 'const', value: ctx.path, loc };
  if (lower === 'die' || lower === 'exit') return nameCall('exit', [], loc);
  return { kind: 'name', name: dotted(text), loc };
}

/** `Foo::`, `self::`, `static::`, `parent::`, `$obj::` as the object of a member. */
export function classRef(ctx: PhpContext, node: FlatNode | undefined): Expr {
  if (!node) return missing();
  const loc = locOf(node);
  if (node.type === 'variable_name' || node.type.endsWith('_expression')) return expr(ctx, node);
  const written = ctx.text(node);
  const lower = written.toLowerCase();
  if ((lower === 'self' || lower === 'static') && !ctx.cls) return { kind: 'this', loc };
  const qualified = ctx.qualifyClass(written);
  // An alias is the name the module's scope binds (`use Symfony\…\Cookie as SymfonyCookie`): the
  // simple name of what it stands for may be another import's (`use Illuminate\…\Cookie`).
  const simple = ctx.uses.has(written) ? written : qualified.slice(qualified.lastIndexOf('.') + 1);
  return { kind: 'name', name: simple, qualified, loc };
}

/** `->name` is a constant property; `->$name` and `->{expr}` are computed. */
function memberName(ctx: PhpContext, node: FlatNode | undefined): string | Expr {
  if (!node) return '';
  if (node.type === 'name') return ctx.text(node);
  if (node.type === 'variable_name' && ctx.text(node).startsWith('$') && node.startIndex > 0 && ctx.source[node.startIndex - 1] === ':') {
    return ctx.text(node).slice(1); // `Foo::$bar`: the static property bar
  }
  const value = expr(ctx, node);
  return value.kind === 'const' && value.value !== null ? String(value.value) : value;
}

function binary(ctx: PhpContext, node: FlatNode): Expr {
  const loc = locOf(node);
  const opNode = field(node, 'operator') ?? node.children.find((c) => !c.named);
  const op = opNode ? ctx.text(opNode).toLowerCase() : '';
  const left = expr(ctx, field(node, 'left'));
  const right = expr(ctx, field(node, 'right'));
  if (op === '.') {
    // String building: flatten chains so `a . b . c` is one concat.
    const parts = [...(left.kind === 'concat' ? left.parts : [left]), ...(right.kind === 'concat' ? right.parts : [right])];
    return { kind: 'concat', parts: placeInMarkup(parts), loc };
  }
  if (op === 'instanceof' && right.kind === 'name' && field(node, 'right')?.type !== 'variable_name') {
    const written = ctx.text(field(node, 'right')!);
    return { kind: 'binary', op: 'instanceof', left, right: { kind: 'name', name: written, qualified: ctx.qualifyClass(written), loc: right.loc }, loc };
  }
  if (op === 'xor' || op === '<>') return { kind: 'binary', op: op === '<>' ? 'ne' : 'other', left, right, loc };
  const prefixTest = op === '===' || op === '!==' ? strposAtStart(left, right, loc) ?? strposAtStart(right, left, loc) : undefined;
  if (prefixTest) return op === '===' ? prefixTest : { kind: 'unary', op: 'not', operand: prefixTest, loc };
  const foundTest = op === '===' || op === '!==' ? strposFound(left, right, loc) ?? strposFound(right, left, loc) : undefined;
  if (foundTest) return op === '!==' ? foundTest : { kind: 'unary', op: 'not', operand: foundTest, loc };
  const hostTest = hostEquality(ctx, op, left, right, loc);
  if (hostTest) return hostTest;
  const flags = op === '|' ? flagUnion(left, right) : undefined;
  if (flags) return { kind: 'const', value: flags, loc };
  return arithmetic(op, left, right, loc);
}

/**
 * `strpos($path, $base) === 0`: `$path` starts with `$base` (a prefix check, as `str_starts_with`).
 * Only the strict comparison: `strpos(…) == 0` also holds when `$base` is not found (`false == 0`).
 */
function strposAtStart(call: Expr, zero: Expr, loc: Loc): Expr | undefined {
  if (zero.kind !== 'const' || zero.value !== 0) return undefined;
  if (call.kind !== 'call' || call.callee.kind !== 'name' || call.callee.qualified || call.args.length !== 2) return undefined;
  if (call.callee.name !== 'strpos' && call.callee.name !== 'mb_strpos') return undefined;
  return { kind: 'call', callee: { kind: 'member', object: call.args[0], property: 'startsWith', loc }, args: [call.args[1]], loc };
}

/**
 * `strpos($name, '..') !== false`: `$name` contains `'..'` (a substring check, as `str_contains`).
 * Only the strict comparison with false: `!= false` also fails when the text is found at 0.
 */
function strposFound(call: Expr, no: Expr, loc: Loc): Expr | undefined {
  if (no.kind !== 'const' || no.value !== false) return undefined;
  if (call.kind !== 'call' || call.callee.kind !== 'name' || call.callee.qualified || call.args.length !== 2) return undefined;
  if (call.callee.name !== 'strpos' && call.callee.name !== 'mb_strpos') return undefined;
  return { kind: 'call', callee: { kind: 'member', object: call.args[0], property: 'includes', loc }, args: [call.args[1]], loc };
}

/**
 * `LIBXML_NOENT | LIBXML_DTDLOAD`: a union of named flag constants is the constant text naming
 * them (`LIBXML_NOENT|LIBXML_DTDLOAD`), so a rule can test which flags are set (`regex`); a lone
 * flag stays the name it is (`qualified`). Flags carry no data either way.
 */
function flagUnion(left: Expr, right: Expr): string | undefined {
  const part = (e: Expr): string | undefined => {
    if (e.kind === 'name' && /^[A-Z][A-Z0-9_]*$/.test(e.name)) return e.name;
    if (e.kind === 'const' && typeof e.value === 'string' && /^[A-Z][A-Z0-9_]*(\|[A-Z][A-Z0-9_]*)+$/.test(e.value)) return e.value;
    return undefined;
  };
  const l = part(left);
  const r = part(right);
  return l && r ? `${l}|${r}` : undefined;
}

/**
 * PHP's `+` is never string building (that is `.`): on anything but arrays it yields a number, so
 * it is lowered as a number conversion of the sum. With an array literal or a superglobal (always an
 * array: `$_POST + $defaults`, `$restored + $_SESSION`) on either side it is the array union and stays `add`.
 */
function arithmetic(op: string, left: Expr, right: Expr, loc: Loc): Expr {
  const sum: Expr = { kind: 'binary', op: binaryOp(op), left, right, loc };
  if (op !== '+' || isArray(left) || isArray(right)) return sum;
  return { kind: 'unary', op: 'plus', operand: sum, loc };
}

function isArray(e: Expr): boolean {
  if (e.kind === 'array' || e.kind === 'object') return true;
  return e.kind === 'member' && e.object.kind === 'name' && e.object.name === '$GLOBALS' && typeof e.property === 'string' && SUPERGLOBALS.has(`$${e.property}`);
}

/** `[k => v, …]` / `array(…)`: an object when any key is written, a list otherwise. */
function arrayLiteral(ctx: PhpContext, node: FlatNode): Expr {
  const loc = locOf(node);
  const items = named(node).filter((c) => c.type === 'array_element_initializer');
  const keyed = items.some((item) => named(item).length === 2 && !item.children.some((c) => c.type === 'variadic_unpacking'));
  if (!keyed) return { kind: 'array', elements: items.map((item) => expr(ctx, named(item)[named(item).length - 1])), loc };
  const entries: { key: string | Expr | null; value: Expr }[] = [];
  let nextIndex = 0;
  for (const item of items) {
    const parts = named(item);
    if (parts[0]?.type === 'variadic_unpacking') {
      entries.push({ key: null, value: expr(ctx, named(parts[0])[0]) });
    } else if (parts.length === 2) {
      const key = expr(ctx, parts[0]);
      entries.push({ key: key.kind === 'const' && key.value !== null ? String(key.value) : key, value: expr(ctx, parts[1]) });
    } else entries.push({ key: String(nextIndex++), value: expr(ctx, parts[0]) });
  }
  return { kind: 'object', entries, loc };
}

/** `match ($x) { 1 => a, default => b }`: the value is one of the arms (each arm's test is kept). */
function matchExpression(ctx: PhpContext, node: FlatNode): Expr {
  const loc = locOf(node);
  const subject = expr(ctx, field(node, 'condition'));
  const body = field(node, 'body');
  let result: Expr = { kind: 'const', value: null, loc };
  const arms = body ? named(body).reverse() : [];
  for (const arm of arms) {
    const value = expr(ctx, field(arm, 'return_expression'));
    const conditions = field(arm, 'conditional_expressions');
    if (!conditions) {
      result = value;
      continue;
    }
    // `match (true) { in_array($s, $ok, true) => $s, … }`: each arm is taken when its condition is
    // true, so the condition is the test itself (and narrows as an `if` on it does).
    const onTrue = subject.kind === 'const' && subject.value === true;
    const tests = named(conditions).map((c): Expr => (onTrue ? expr(ctx, c) : { kind: 'binary', op: 'eq', left: subject, right: expr(ctx, c), loc: locOf(c) }));
    const test = tests.reduce((a, b): Expr => ({ kind: 'binary', op: 'or', left: a, right: b, loc }));
    result = { kind: 'cond', test, then: value, else: result, loc };
  }
  return result;
}

/** Assignments as statements: `=`, `=&`, `.=` (string building), `??=` and arithmetic ones; `list()`/`[]` destructuring. */
export function assignment(ctx: PhpContext, node: FlatNode): import('../../ir/types.js').Stmt[] {
  const loc = locOf(node);
  const left = field(node, 'left');
  const right = field(node, 'right');
  if (!left || !right) return [];
  if (left.type === 'variable_name') ctx.urlHosts.delete(ctx.text(left));
  if (node.type !== 'augmented_assignment_expression') {
    const value = expr(ctx, right);
    if (left.type === 'variable_name') noteUrlHost(ctx, ctx.text(left), right, value);
    return assignTo(ctx, left, value, loc, (n) => expr(ctx, n));
  }
  const opNode = field(node, 'operator') ?? node.children.find((c) => !c.named);
  const op = opNode ? ctx.text(opNode).replace(/=$/, '') : '';
  const current = expr(ctx, left);
  const value = expr(ctx, right);
  const combined: Expr = op === '.'
    ? { kind: 'concat', parts: [current, value], loc }
    : arithmetic(op, current, value, loc);
  return assignTo(ctx, left, combined, loc, (n) => expr(ctx, n));
}

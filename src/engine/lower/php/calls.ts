/**
 * PHP calls: functions (qualified through `use function` and the namespace), methods (`->`, `?->`),
 * static calls (`Foo::bar()`, `self::`, `parent::`), `new`, `print`. A few language constructs
 * that look like calls are lowered to the operators they are, so the analysis needs no PHP names:
 * `isset($x)` is `$x != null`, `empty($x)` is `!$x`, `in_array($x, $list)` is membership
 * (`$x in $list`, so an allowlist check narrows like Python's `in`), `str_starts_with($a, $b)` (and
 * `strpos($a, $b) === 0`, expressions.ts) is `$a.startsWith($b)`, `die`/`exit` never return,
 * `array_map('f', $xs)` is `f` applied to `$xs`, `sprintf`/`printf` with a constant format the
 * string they build (`format.ts`, and `vsprintf`/`vprintf` with a list literal), `compact('a', 'b')`
 * the array `['a' => $a, 'b' => $b]`, `curl_setopt_array` with an array literal one `curl_setopt` per option.
 */
import type { Expr, Loc } from '../../ir/types.js';
import { field, locOf, named, type FlatNode } from '../flat.js';
import type { PhpContext } from './context.js';
import { positionalArguments } from './builtin-params.js';
import { formatted } from './format.js';
import { placeEcho } from './html-context.js';
import { membership } from './url-hosts.js';

type Lower = (node: FlatNode) => Expr;

const NUMERIC_FILTERS = new Set(['FILTER_VALIDATE_INT', 'FILTER_VALIDATE_FLOAT', 'FILTER_VALIDATE_BOOLEAN', 'FILTER_VALIDATE_BOOL', 'FILTER_SANITIZE_NUMBER_INT', 'FILTER_SANITIZE_NUMBER_FLOAT']);
type ClassRef = (ctx: PhpContext, node: FlatNode | undefined) => Expr;

export function nameCall(name: string, args: Expr[], loc: Loc): Expr {
  return { kind: 'call', callee: { kind: 'name', name, loc }, args, loc };
}

interface Arguments {
  args: Expr[];
  kwargs?: Record<string, Expr>;
}

/** Positional arguments in order; PHP 8 named arguments (`f(name: $x)`) as keywords (`$name`). */
export function callArguments(ctx: PhpContext, node: FlatNode | undefined, lower: Lower): Arguments {
  const args: Expr[] = [];
  let kwargs: Record<string, Expr> | undefined;
  for (const arg of node ? named(node) : []) {
    if (arg.type === 'comment') continue;
    const nameNode = field(arg, 'name');
    const valueNode = arg.type === 'argument' ? named(arg).filter((c) => c !== nameNode)[0] : arg;
    if (!valueNode) continue;
    const value = valueNode.type === 'variadic_unpacking'
      ? { kind: 'unknown', note: 'spread', children: [lower(named(valueNode)[0] ?? valueNode)], loc: locOf(valueNode) } as Expr
      : lower(valueNode);
    // Keyed as the parameter is named in the IR (`$bio`), so a user function's parameter takes it.
    if (nameNode) (kwargs ??= {})[`$${ctx.text(nameNode)}`] = value;
    else args.push(value);
  }
  return kwargs ? { args, kwargs } : { args };
}

export function callExpression(ctx: PhpContext, node: FlatNode, lower: Lower, classRef: ClassRef): Expr {
  const loc = locOf(node);
  switch (node.type) {
    case 'print_intrinsic':
      return nameCall('print', named(node).map((n) => placeEcho(ctx, lower(n))), loc);
    case 'member_call_expression':
    case 'nullsafe_member_call_expression': {
      const nameNode = field(node, 'name');
      const property = nameNode?.type === 'name' ? ctx.text(nameNode) : nameNode ? lower(nameNode) : '';
      const callee: Expr = { kind: 'member', object: lower(field(node, 'object') ?? node), property, loc: nameNode ? locOf(nameNode) : loc };
      // `$obj->method(...)`: the method as a value bound to the object (first-class callable).
      if (isFirstClassCallable(field(node, 'arguments'))) return callee;
      return { kind: 'call', callee, ...callArguments(ctx, field(node, 'arguments'), lower), loc };
    }
    case 'scoped_call_expression': {
      const nameNode = field(node, 'name');
      const property = nameNode?.type === 'name' ? ctx.text(nameNode) : nameNode ? lower(nameNode) : '';
      const callee: Expr = { kind: 'member', object: classRef(ctx, field(node, 'scope')), property, loc };
      return { kind: 'call', callee, ...callArguments(ctx, field(node, 'arguments'), lower), loc };
    }
    case 'object_creation_expression': {
      const parts = named(node);
      const classNode = parts.find((c) => c.type !== 'arguments' && c.type !== 'comment');
      const argsNode = parts.find((c) => c.type === 'arguments');
      if (!classNode || classNode.type === 'anonymous_class') {
        if (classNode) ctx.classDeclaration(classNode);
        return { kind: 'unknown', note: 'anonymous class', children: callArguments(ctx, argsNode, lower).args, loc };
      }
      const callee = classNode.type === 'name' || classNode.type === 'qualified_name' ? classRef(ctx, classNode) : lower(classNode);
      return { kind: 'call', callee, ...callArguments(ctx, argsNode, lower), isNew: true, loc };
    }
    default:
      return functionCall(ctx, node, lower);
  }
}

function functionCall(ctx: PhpContext, node: FlatNode, lower: Lower): Expr {
  const loc = locOf(node);
  const fnNode = field(node, 'function');
  const { args, kwargs } = callArguments(ctx, field(node, 'arguments'), lower);
  if (!fnNode || (fnNode.type !== 'name' && fnNode.type !== 'qualified_name')) {
    // `$fn($x)`, `($obj->cb)($x)`: a call of a computed function value.
    const computed: Expr = { kind: 'call', callee: fnNode ? lower(fnNode) : { kind: 'unknown', children: [], loc }, args, ...(kwargs ? { kwargs } : {}), loc };
    // `$fn(...)` with a string in `$fn` calls the function it names: before the statement, the name
    // is checked as the callable of `call_user_func` is (the call `php.callable($fn)`).
    if (fnNode?.type === 'variable_name' && computed.callee.kind === 'name') {
      ctx.pending.push({ kind: 'expr', expr: nameCall('php.callable', [computed.callee], locOf(fnNode)), loc });
    }
    return computed;
  }
  const written = ctx.text(fnNode);
  const bare = written.replace(/^\\/, '').toLowerCase();
  // `strlen(...)` (PHP 8.1 first-class callable syntax): the function itself as a value, so
  // `$escape = htmlspecialchars(...); $escape($x)` is a call of htmlspecialchars.
  if (isFirstClassCallable(field(node, 'arguments'))) return functionName(ctx, fnNode);
  // A built-in called with named arguments: the positional call the models read.
  const positional = kwargs ? positionalArguments(bare, args, kwargs, loc) : undefined;
  if (positional) return functionCallOf(ctx, fnNode, bare, positional, loc, lower);
  return functionCallOf(ctx, fnNode, bare, args, loc, lower, kwargs);
}

function functionCallOf(ctx: PhpContext, fnNode: FlatNode, bare: string, args: Expr[], loc: Loc, lower: Lower, kwargs?: Record<string, Expr>): Expr {
  switch (bare) {
    case 'isset':
      // Every argument set: a comparison, so the result carries nothing of the values.
      if (args.length === 0) return { kind: 'const', value: true, loc };
      return args
        .map((a): Expr => ({ kind: 'binary', op: 'ne', left: a, right: { kind: 'const', value: null, loc }, loc }))
        .reduce((a, b): Expr => ({ kind: 'binary', op: 'and', left: a, right: b, loc }));
    case 'empty':
      return { kind: 'unary', op: 'not', operand: args[0] ?? { kind: 'const', value: null, loc }, loc };
    case 'in_array':
      if (args.length >= 2) return membership(ctx, args[0], args[1], loc);
      break;
    case 'array_key_exists':
      // A key check is membership among the array's keys (`array_keys` of an array of known keys
      // folds to them, const-calls.ts), so `array_key_exists($topic, $topics)` is an allow-list.
      if (args.length === 2) return { kind: 'binary', op: 'in', left: args[0], right: nameCall('array_keys', [args[1]], loc), loc };
      break;
    case 'extract':
      extractInto(ctx, args, loc);
      break;
    case 'str_starts_with':
      // A prefix check, as the analysis knows it from other languages (`path.startsWith(root)`).
      if (args.length === 2) return { kind: 'call', callee: { kind: 'member', object: args[0], property: 'startsWith', loc: locOf(fnNode) }, args: [args[1]], loc };
      break;
    case 'str_contains':
      // A substring check, as `s.includes(part)` (`!str_contains($next, '\\')`, `str_contains($name, '..')`).
      if (args.length === 2) return { kind: 'call', callee: { kind: 'member', object: args[0], property: 'includes', loc: locOf(fnNode) }, args: [args[1]], loc };
      break;
    case 'die':
    case 'exit':
      return nameCall('exit', args, loc);
    case 'filter_var':
    case 'filter_input':
      // Validated or sanitised as a number, the value carries no text (a number conversion).
      if (args.some((a) => a.kind === 'name' && NUMERIC_FILTERS.has(a.name))) {
        return { kind: 'unary', op: 'plus', operand: { kind: 'call', callee: { kind: 'name', name: bare, loc: locOf(fnNode) }, args, loc }, loc };
      }
      break;
    case 'sprintf':
    case 'printf': {
      const format = args[0];
      const built = format?.kind === 'const' && typeof format.value === 'string' ? formatted(format.value, args.slice(1), loc) : undefined;
      if (built) return bare === 'sprintf' ? built : nameCall('printf', [placeEcho(ctx, built)], loc);
      break;
    }
    case 'vsprintf':
    case 'vprintf': {
      // The same with the values in a list literal: `vsprintf("… '%s'", [$a, $b])`.
      const format = args[0];
      const values = args[1]?.kind === 'array' ? args[1].elements : undefined;
      const built = format?.kind === 'const' && typeof format.value === 'string' && values ? formatted(format.value, values, loc) : undefined;
      if (built) return bare === 'vsprintf' ? built : nameCall('printf', [placeEcho(ctx, built)], loc);
      break;
    }
    case 'compact': {
      // `compact('path', 'mode')` is the array `['path' => $path, 'mode' => $mode]`.
      const names = args.flatMap((a) => (a.kind === 'const' && typeof a.value === 'string' && /^[A-Za-z_]\w*$/.test(a.value) ? [{ name: a.value, at: a.loc }] : []));
      if (names.length > 0 && names.length === args.length) {
        return { kind: 'object', entries: names.map(({ name, at }) => ({ key: name, value: { kind: 'name', name: `$${name}`, loc: at } })), loc };
      }
      break;
    }
    case 'settype':
      // `settype($id, 'integer')` converts the variable in place: `$id = (int) $id`.
      if (args.length === 2 && (args[0].kind === 'name' || args[0].kind === 'member') && args[1].kind === 'const' && typeof args[1].value === 'string' && /^(int|integer|float|double|bool|boolean)$/i.test(args[1].value)) {
        ctx.pending.push({ kind: 'assign', target: structuredClone(args[0]), value: { kind: 'unary', op: 'plus', operand: args[0], loc }, loc });
        return { kind: 'const', value: true, loc };
      }
      break;
    case 'array_shift':
    case 'array_pop':
    case 'end':
    case 'reset':
      // `array_shift($list)` / `array_pop($list)` take the first / last element out of the variable:
      // lowered as the container operation on it (`array.array_shift(0)`, `array.array_pop()`,
      // rows of models/core.yaml), so the list keeps its other elements at shifted indexes;
      // `end($list)` / `reset($list)` read the last / first element (`array.end()`, `array.reset()`).
      if (args.length === 1 && (args[0].kind === 'name' || args[0].kind === 'member')) {
        return { kind: 'call', callee: { kind: 'member', object: args[0], property: bare, loc: locOf(fnNode) }, args: bare === 'array_shift' ? [{ kind: 'const', value: 0, loc }] : [], loc };
      }
      break;
    case 'array_map':
      // `array_map('intval', $ids)`: the callback applied to the elements; for the data flow that
      // is the callback applied to the array (a sanitizer or a function of the tree is followed).
      if (args.length === 2 && args[0].kind === 'const' && typeof args[0].value === 'string' && /^[A-Za-z_][\w\\]*$/.test(args[0].value)) {
        const callback = ctx.qualifyFunction(args[0].value);
        const callee: Expr = { kind: 'name', name: callback.slice(callback.lastIndexOf('.') + 1), loc: args[0].loc };
        return mappedLiteral(callee, args[1], loc) ?? { kind: 'call', callee, args: [args[1]], loc };
      }
      if (args.length === 2 && args[0].kind === 'function') return mappedLiteral(args[0], args[1], loc) ?? { kind: 'call', callee: args[0], args: [args[1]], loc };
      break;
    case 'array_walk':
    case 'array_walk_recursive':
      // `array_walk($a, fn($value, $key) => …)`: the closure runs with each value and key of the
      // array (the array stands for both, as for array_map; its keys are as tainted as it is), for
      // what it does (a sink, a session write); array_walk itself returns true.
      if (args.length >= 2 && args[1].kind === 'function') {
        ctx.pending.push({ kind: 'expr', expr: { kind: 'call', callee: args[1], args: [args[0], structuredClone(args[0]), ...args.slice(2)], loc }, loc });
        return { kind: 'const', value: true, loc };
      }
      break;
    case 'array_reduce':
      // `array_reduce($a, fn($carry, $item) => …, $initial)`: the closure applied to the carry and
      // the array's items; its result is what the reduction returns.
      if (args.length >= 2 && args[1].kind === 'function') {
        return { kind: 'call', callee: args[1], args: [args[2] ?? { kind: 'const', value: null, loc }, args[0]], loc };
      }
      break;
    case 'file_get_contents':
    case 'fopen':
    case 'file':
      // The `php://input` stream is the raw request body; an uploaded file's content is the client's.
      if (args[0]?.kind === 'const' && typeof args[0].value === 'string' && args[0].value.toLowerCase() === 'php://input') return nameCall('php.input', [], loc);
      if (args[0] && isUploadTmpName(args[0])) return nameCall('php.upload', [], loc);
      break;
    case 'define':
      // `define('NAME', value)` with a constant name: the constant, as `const NAME = value;` is.
      if (args.length >= 2 && args[0].kind === 'const' && typeof args[0].value === 'string' && /^[A-Za-z_]\w*$/.test(args[0].value)) {
        ctx.pending.push({ kind: 'assign', target: { kind: 'name', name: args[0].value, loc: args[0].loc }, value: args[1], loc });
        return { kind: 'const', value: true, loc };
      }
      break;
    case 'curl_setopt_array':
      // `curl_setopt_array($ch, [CURLOPT_URL => $u, …])` is curl_setopt for each entry, in order:
      // lowered so, every row and rule on curl_setopt (the URL fetched, TLS options) sees them.
      if (args.length === 2 && args[1].kind === 'object') {
        for (const entry of args[1].entries) {
          if (entry.key === null || typeof entry.key === 'string') continue;
          ctx.pending.push({ kind: 'expr', expr: nameCall('curl_setopt', [structuredClone(args[0]), entry.key, entry.value], entry.value.loc), loc: entry.value.loc });
        }
        return { kind: 'const', value: true, loc };
      }
      break;
    case 'implode':
    case 'join':
      // `implode(' AND ', $parts)`: the elements with the separator between them. Written as two
      // elements around it, so the text keeps the shape of what each element holds (a clause
      // with its value inside quotes stays so), as a concatenation of the same parts would.
      if (args.length === 2 && args[0].kind === 'const' && typeof args[0].value === 'string') {
        const element = (): Expr => ({ kind: 'member', object: structuredClone(args[1]), property: { kind: 'unknown', note: 'any element', children: [], loc }, loc });
        return { kind: 'concat', parts: [element(), args[0], element()], loc };
      }
      break;
    case 'preg_replace':
      // `preg_replace('/[^A-Za-z0-9_-]/', '', $x)`: what is left is word characters and dashes.
      if (args.length === 3 && args[1].kind === 'const' && args[1].value === '' && args[0].kind === 'const' && typeof args[0].value === 'string' && keepsOnlyWordCharacters(args[0].value)) {
        return nameCall('php.keep_word', [args[2]], loc);
      }
      break;
    case 'parse_str':
      // `parse_str($text, $out)` fills `$out` with what `$text` holds (keys and values).
      if (args.length >= 2 && (args[1].kind === 'name' || args[1].kind === 'member')) {
        ctx.pending.push({ kind: 'assign', target: args[1], value: { kind: 'unknown', note: 'parse_str', children: [args[0]], loc }, loc });
        return { kind: 'const', value: null, loc };
      }
      break;
  }
  return { kind: 'call', callee: functionName(ctx, fnNode), args, ...(kwargs ? { kwargs } : {}), loc };
}

/** The function a call names, qualified by the file's namespace and `use function` imports. */
function functionName(ctx: PhpContext, fnNode: FlatNode): Expr {
  const qualified = ctx.qualifyFunction(ctx.text(fnNode));
  const simple = qualified.slice(qualified.lastIndexOf('.') + 1);
  return qualified === simple ? { kind: 'name', name: simple, loc: locOf(fnNode) } : { kind: 'name', name: simple, qualified, loc: locOf(fnNode) };
}

/** `f(...)`: the argument list is only the placeholder, so this makes a callable and calls nothing. */
export function isFirstClassCallable(argsNode: FlatNode | undefined): boolean {
  const parts = argsNode ? named(argsNode).filter((c) => c.type !== 'comment') : [];
  return parts.length === 1 && parts[0].type === 'variadic_placeholder';
}

/** `$_FILES[…]['tmp_name']`: the temporary file PHP stored an upload in. */
function isUploadTmpName(e: Expr): boolean {
  if (e.kind !== 'member' || e.property !== 'tmp_name') return false;
  let o: Expr = e.object;
  while (o.kind === 'member') {
    if (o.object.kind === 'name' && o.object.name === '$GLOBALS' && o.property === '_FILES') return true;
    o = o.object;
  }
  return false;
}

const EXTRACT_MODES = new Set(['EXTR_OVERWRITE', 'EXTR_SKIP', 'EXTR_IF_EXISTS', 'EXTR_REFS']);
const MAX_EXTRACTED = 200;

/**
 * `extract($arr)` sets a variable for each key of `$arr`. Before the call, every variable the
 * enclosing function (or file) reads becomes what it was or `$arr['<its name>']`: an array
 * literal sets exactly its keys, request data (`extract($_GET)`) may set any of them, an array
 * whose keys the analysis knows sets those (the test is `array_key_exists`). Prefixing
 * modes (`EXTR_PREFIX_*`) are left alone.
 */
function extractInto(ctx: PhpContext, args: Expr[], loc: Loc): void {
  const source = args[0];
  const mode = args[1];
  if (!source || !ctx.scope || (source.kind !== 'name' && source.kind !== 'member' && source.kind !== 'object')) return;
  if (mode && !(mode.kind === 'name' && EXTRACT_MODES.has(mode.name))) return;
  const names = new Set<string>();
  const visit = (n: FlatNode): void => {
    if (names.size >= MAX_EXTRACTED) return;
    if (n.type === 'variable_name') {
      const name = ctx.text(n);
      // The array's own variable keeps its value: only a key of its own name would replace it.
      if (/^\$[A-Za-z_]\w*$/.test(name) && name !== '$this' && name !== '$GLOBALS' && !name.startsWith('$_') && !(source.kind === 'name' && source.name === name)) names.add(name);
      return;
    }
    for (const c of n.children) visit(c);
  };
  visit(ctx.scope);
  // An array literal sets exactly its keys (unless told to skip variables that exist).
  const literal = source.kind === 'object' && source.entries.every((e) => typeof e.key === 'string') ? source : undefined;
  const definite = literal && !(mode?.kind === 'name' && mode.name !== 'EXTR_OVERWRITE');
  for (const name of names) {
    const entry = literal?.entries.find((e) => e.key === name.slice(1));
    if (literal && !entry) continue;
    if (definite && entry) {
      ctx.pending.push({ kind: 'assign', target: { kind: 'name', name, loc }, value: structuredClone(entry.value), loc });
      continue;
    }
    const fromArray: Expr = { kind: 'member', object: structuredClone(source), property: name.slice(1), loc };
    // Whether the key is there: known for an array whose keys are all known (const-calls.ts), so a
    // variable the array has no key for keeps its value (`extract($vars)` beside `$template`).
    const has = nameCall('array_key_exists', [{ kind: 'const', value: name.slice(1), loc }, structuredClone(source)], loc);
    const either: Expr = { kind: 'cond', test: has, then: fromArray, else: { kind: 'name', name, loc }, loc };
    ctx.pending.push({ kind: 'assign', target: { kind: 'name', name, loc }, value: either, loc });
  }
}

/**
 * A pattern that matches every character outside a class of word characters and dashes
 * (`/[^a-z0-9_-]+/i`, `#[^\w-]#`): replacing its matches with nothing leaves no quote, slash, dot,
 * space or markup. The class may hold `\w`, `\d`, `_`, `-`, letters, digits, and ranges that stay
 * within the lower-case letters, the upper-case letters or the digits (`A-z` spans punctuation).
 */
export function keepsOnlyWordCharacters(pattern: string): boolean {
  const m = /^([^\w\s\\])\[\^([^\]]+)\][+*]?\1([a-zA-Z]*)$/.exec(pattern);
  if (!m || m[3].includes('e')) return false;
  const body = m[2];
  const sameClass = (a: string, b: string): boolean => [/[a-z]/, /[A-Z]/, /[0-9]/].some((r) => r.test(a) && r.test(b)) && a <= b;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') {
      if (!/[wd-]/.test(body[i + 1] ?? '')) return false;
      i++;
    } else if (/[A-Za-z0-9]/.test(c) && body[i + 1] === '-' && i + 2 < body.length) {
      if (!sameClass(c, body[i + 2])) return false;
      i += 2;
    } else if (!/[\w-]/.test(c)) return false;
  }
  return true;
}

/**
 * `array_map('trim', [$a, 'x'])` over an array literal: the literal with the callback applied to
 * each element (keys kept), so each element keeps its own value and one tainted element does not
 * taint the others. Undefined when the literal spreads another array.
 */
function mappedLiteral(callee: Expr, array: Expr, loc: Loc): Expr | undefined {
  const apply = (element: Expr): Expr => ({ kind: 'call', callee: structuredClone(callee), args: [element], loc });
  if (array.kind === 'array' && array.elements.every((el) => el.kind !== 'unknown')) return { kind: 'array', elements: array.elements.map(apply), loc };
  if (array.kind === 'object' && array.entries.every((en) => en.key !== null)) return { kind: 'object', entries: array.entries.map((en) => ({ key: en.key, value: apply(en.value) })), loc };
  return undefined;
}

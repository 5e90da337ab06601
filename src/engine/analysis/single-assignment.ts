/**
 * The one expression a local variable is ever assigned in a function body, when there is exactly
 * one such assignment (a `const`, or a `let` never written again), so a guard on the variable can
 * be read as a guard on that expression: `const host = new URL(next, base).hostname;
 * if (host === 'shop.example')` checks the host of `next`. Nested functions are not searched
 * (their assignments are to their own scopes); a variable assigned twice, or in a loop, has none.
 * A declaration without a value (`let url;`) followed by one assignment that every later statement
 * runs after (in the body itself, or in a `try` whose every `catch` leaves the function:
 * `try { url = new URL(raw); } catch { return false; }`) has that assignment as its one value.
 */
import type { Expr, FunctionIR, ModuleIR, Stmt } from '../ir/types.js';

const cache = new WeakMap<FunctionIR, Map<string, Expr | null>>();

export function singleAssignment(fn: FunctionIR, name: string): Expr | undefined {
  return assignments(fn).get(name) ?? undefined;
}

/**
 * Python: the one expression the module's top level assigns `name`, as a function that does not
 * bind the name itself reads it (`HOST_RE = re.compile(…)` at the top, read in a view).
 */
export function moduleConstantDefinition(fn: FunctionIR, module: ModuleIR, name: string): Expr | undefined {
  if (fn.locals?.includes(name) || fn.params.some((p) => p.name === name)) return undefined;
  return singleAssignment(module.topLevel, name);
}

/** Every local assigned exactly once in the body, with its one value. */
export function singleAssignments(fn: FunctionIR): Array<[string, Expr]> {
  return [...assignments(fn)].filter((x): x is [string, Expr] => x[1] !== null);
}

/** Whether the variable is written more than once (or in a loop) in the body: its value may change between reads. */
export function reassigned(fn: FunctionIR, name: string): boolean {
  return assignments(fn).get(name) === null;
}

function assignments(fn: FunctionIR): Map<string, Expr | null> {
  let byName = cache.get(fn);
  if (!byName) {
    byName = new Map();
    collect(fn.body, byName, false, new Set(fn.params.map((p) => p.name)), { definite: true, declaredOnly: new Set() });
    cache.set(fn, byName);
  }
  return byName;
}

/** `definite`: every statement after this body runs after it; `declaredOnly`: names declared without a value and not yet assigned. */
interface Flow {
  definite: boolean;
  declaredOnly: Set<string>;
}

function collect(body: Stmt[], out: Map<string, Expr | null>, inLoop: boolean, params: ReadonlySet<string>, flow: Flow): void {
  const maybe: Flow = { definite: false, declaredOnly: flow.declaredOnly };
  for (const s of body) {
    switch (s.kind) {
      case 'assign':
        if (s.target.kind !== 'name') break;
        if (s.declaredWithoutValue && !out.has(s.target.name) && !inLoop) {
          flow.declaredOnly.add(s.target.name);
          break;
        }
        if (flow.declaredOnly.delete(s.target.name)) {
          out.set(s.target.name, flow.definite && !inLoop ? s.value : null);
          break;
        }
        out.set(s.target.name, out.has(s.target.name) || inLoop || params.has(s.target.name) ? null : s.value);
        break;
      case 'if':
        collect(s.then, out, inLoop, params, maybe);
        collect(s.else, out, inLoop, params, maybe);
        break;
      case 'switch':
        for (const c of s.cases) collect(c.body, out, inLoop, params, maybe);
        break;
      case 'loop':
        if (s.each?.target.kind === 'name') out.set(s.each.target.name, null);
        collect(s.body, out, true, params, maybe);
        collect(s.update, out, true, params, maybe);
        break;
      case 'try':
        // The body's assignments are definite when no handler lets the function go on without them.
        collect(s.body, out, inLoop, params, { definite: flow.definite && s.handlers.length > 0 && s.handlers.every((h) => leaves(h.body)), declaredOnly: flow.declaredOnly });
        for (const h of s.handlers) collect(h.body, out, inLoop, params, maybe);
        collect(s.finally, out, inLoop, params, maybe);
        break;
      default:
        break;
    }
  }
}

/** Whether a block always leaves the function: its last statement returns or throws. */
function leaves(body: Stmt[]): boolean {
  const last = body.at(-1);
  return last?.kind === 'return' || last?.kind === 'throw';
}

/** Variable names read by an expression (members and calls descended; nested functions not). */
export function namesIn(e: Expr): string[] {
  switch (e.kind) {
    case 'name':
      return [e.name];
    case 'member':
      return [...namesIn(e.object), ...(typeof e.property === 'string' ? [] : namesIn(e.property))];
    case 'call':
      return [...namesIn(e.callee), ...e.args.flatMap(namesIn)];
    default:
      return [];
  }
}

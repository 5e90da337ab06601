/**
 * View names that are file paths built at run time from constant pieces, for render rows whose
 * `templateFile` names the file by a path (`pug.renderFile(path.join(__dirname, '../views/receipt.pug'), …)`,
 * `const viewsDir = path.join(__dirname, 'views'); pug.compileFile(path.join(viewsDir, 'receipt.pug'))`).
 *
 * The abstract value of such a path is not constant (`__dirname` is the running folder), but the
 * constant pieces after the last run-time piece are: template lookup is by path suffix
 * (template-sinks.ts), so `views/receipt.pug` finds `server/views/receipt.pug` wherever the program
 * sits. `.` and `..` segments are dropped, as view-settings.ts does for folders. A path whose last
 * piece is not constant (`path.join(dir, req.params.page)`) names no file.
 *
 * `calleeMadeBy`: the called function is a variable holding what a call returned (`const page =
 * pug.compileFile('views/receipt.pug')`, later `page(locals)`); the view is named by that call's
 * argument.
 */
import type { Expr, FunctionIR, ModuleIR } from '../ir/types.js';
import type { CallExpr } from './ir-walk.js';
import { moduleConstantDefinition, singleAssignment } from './single-assignment.js';

const MAX_DEPTH = 3;
const PATH_JOINERS = new Set(['path.join', 'path.resolve', 'path.posix.join', 'path.posix.resolve', 'node:path.join', 'node:path.resolve']);

function definition(name: string, fn: FunctionIR, module: ModuleIR): Expr | undefined {
  return singleAssignment(fn, name) ?? moduleConstantDefinition(fn, module, name);
}

function joinerName(call: Extract<Expr, { kind: 'call' }>): string | undefined {
  const callee = call.callee;
  if (callee.kind === 'name') return callee.qualified;
  if (callee.kind === 'member' && typeof callee.property === 'string' && callee.object.kind === 'name') {
    const base = callee.object.qualified ?? callee.object.name;
    return `${base}.${callee.property}`;
  }
  return undefined;
}

const segments = (text: string): string[] => text.split(/[\\/]+/).filter((s) => s && s !== '.' && s !== '..');

/** The constant trailing segments of a path expression, or undefined when its last piece is not constant. */
function constantTail(e: Expr, fn: FunctionIR, module: ModuleIR, depth: number): string[] | undefined {
  if (depth > MAX_DEPTH) return undefined;
  if (e.kind === 'const') return typeof e.value === 'string' ? segments(e.value) : undefined;
  if (e.kind === 'name') {
    const defined = definition(e.name, fn, module);
    // A name with no single definition (`__dirname`, a parameter) contributes no text before the tail.
    return defined ? constantTail(defined, fn, module, depth + 1) : [];
  }
  if (e.kind !== 'call') return undefined;
  const joiner = joinerName(e);
  if (!joiner || !PATH_JOINERS.has(joiner) || e.args.length === 0) return undefined;
  const out: string[] = [];
  for (const [index, arg] of e.args.entries()) {
    const last = index === e.args.length - 1;
    if (arg.kind === 'const') {
      if (typeof arg.value !== 'string') return undefined;
      out.push(...segments(arg.value));
      continue;
    }
    if (last) return undefined;
    // A run-time piece before the last one restarts the constant tail with what it is known to hold.
    const inner = constantTail(arg, fn, module, depth + 1);
    out.length = 0;
    if (inner) out.push(...inner);
  }
  return out;
}

/** The view path a path-building expression names, when its last piece is constant. */
export function constantViewPath(e: Expr | undefined, fn: FunctionIR, module: ModuleIR): string | undefined {
  if (!e || e.kind === 'const') return undefined;
  const tail = constantTail(e, fn, module, 0);
  return tail?.length ? tail.join('/') : undefined;
}

/** The argument at `arg` of the call whose result the called variable holds (`page(locals)` after `const page = pug.compileFile(…)`). */
export function madeByArgument(call: CallExpr, arg: number, fn: FunctionIR, module: ModuleIR): Expr | undefined {
  if (call.callee.kind !== 'name') return undefined;
  const made = definition(call.callee.name, fn, module);
  return made?.kind === 'call' ? made.args[arg] : undefined;
}

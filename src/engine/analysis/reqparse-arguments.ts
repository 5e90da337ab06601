/**
 * Flask-RESTful / Flask-RESTX `reqparse`: `parser.add_argument("limit", type=int)` declares what
 * `parser.parse_args()` returns. The result holds the declared arguments only, each converted by its
 * `type`: a number or boolean type, a date or range converter of `inputs`, or constant `choices` leave
 * no text the client chose; `type=FileStorage` (`location="files"`) is an upload, typed so its
 * `save()` and `filename` are the upload's; any other argument (`type=str`, none, a function) keeps
 * the request's taint.
 *
 * The declarations read are the `add_argument` calls on the parser's name in the module's top-level
 * code and in the function calling `parse_args` (statements of their own, in order). A parser also
 * changed another way (`replace_argument`, `remove_argument`, `copy`) or with no declaration found is
 * left to the default handling: `parse_args` is request data as a whole (rules/python/models/flask-restful.yaml).
 */
import type { Expr, FunctionIR, ModuleIR, Stmt } from '../ir/types.js';
import { isConstantCollection } from './containers.js';
import { frameFor, moduleEnv, typesOf } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import { deepTaints, tainted, UNKNOWN, type AbsValue } from './values.js';

const PARSER_TYPE = 'flask_restful.reqparse.RequestParser';
const FILE_TYPES = new Set(['werkzeug.datastructures.FileStorage', 'werkzeug.FileStorage']);
const NUMBER_TYPES = new Set(['int', 'float', 'bool', 'decimal.Decimal', 'uuid.UUID']);
/** Converters of `flask_restful.inputs` / `flask_restx.inputs` whose result is no client text. */
const SAFE_INPUTS = new Set(['boolean', 'date', 'datetime_from_iso8601', 'datetime_from_rfc822', 'iso8601interval', 'natural', 'positive', 'int_range', 'date_from_iso8601']);
const INPUT_MODULES = ['flask_restful.inputs.', 'flask_restx.inputs.'];
const OTHER_CHANGES = new Set(['replace_argument', 'remove_argument', 'copy']);

type Call = Extract<Expr, { kind: 'call' }>;
type Kind = 'clean' | 'file' | 'input';

/** `parser.<method>(...)` statements on the name `parser`, in the order written. */
function parserCalls(body: readonly Stmt[], parser: string): Call[] {
  const out: Call[] = [];
  for (const s of body) {
    if (s.kind !== 'expr' || s.expr.kind !== 'call') continue;
    const callee = s.expr.callee;
    if (callee.kind === 'member' && callee.object.kind === 'name' && callee.object.name === parser && typeof callee.property === 'string') out.push(s.expr);
  }
  return out;
}

/** What one declared argument converts its value to. */
function argumentKind(st: AnalysisState, call: Call, module: ModuleIR): Kind {
  const env = moduleEnv(st, module);
  const frame = frameFor(st, module.topLevel, module);
  const choices = call.kwargs?.choices;
  if (choices && isConstantCollection(st.evalExpr(choices, env, frame))) return 'clean';
  const type = call.kwargs?.type;
  if (!type) return 'input';
  const converter = type.kind === 'call' ? type.callee : type;
  const name = st.evalExpr(converter, env, frame).qname ?? (converter.kind === 'name' ? (converter.qualified ?? converter.name) : undefined);
  if (!name) return 'input';
  if (NUMBER_TYPES.has(name)) return 'clean';
  if (FILE_TYPES.has(name)) return 'file';
  const input = INPUT_MODULES.find((m) => name.startsWith(m));
  return input && SAFE_INPUTS.has(name.slice(input.length)) ? 'clean' : 'input';
}

/** The declared arguments of the parser named `parser`, by result key, or undefined when they cannot be told. */
function declared(st: AnalysisState, parser: string, bodies: readonly FunctionIR[], module: ModuleIR): Map<string, Kind> | undefined {
  const out = new Map<string, Kind>();
  for (const fn of bodies) {
    for (const call of parserCalls(fn.body, parser)) {
      const method = (call.callee as Extract<Expr, { kind: 'member' }>).property as string;
      if (OTHER_CHANGES.has(method)) return undefined;
      if (method !== 'add_argument') continue;
      const first = call.args[0];
      if (first?.kind !== 'const' || typeof first.value !== 'string') return undefined;
      const dest = call.kwargs?.dest;
      const key = dest?.kind === 'const' && typeof dest.value === 'string' ? dest.value : first.value.replace(/^-+/, '');
      out.set(key, argumentKind(st, call, module));
    }
  }
  return out.size ? out : undefined;
}

/**
 * What `parser.parse_args()` returns given the declarations, from `data` (the request data the source
 * row gave the call); `data` itself when the call is not one this module can read.
 */
export function reqparseResult(st: AnalysisState, data: AbsValue, method: string | undefined, receiverExpr: Expr | undefined, receiver: AbsValue | undefined, frame: Frame): AbsValue {
  if (method !== 'parse_args' || receiverExpr?.kind !== 'name' || !receiver) return data;
  if (!typesOf(st, receiver, frame.family).includes(PARSER_TYPE)) return data;
  const bodies = frame.fn === frame.module.topLevel ? [frame.fn] : [frame.module.topLevel, frame.fn];
  const args = declared(st, receiverExpr.name, bodies, frame.module);
  if (!args) return data;
  const taints = deepTaints(data);
  const fields = new Map<string, AbsValue>();
  for (const [key, kind] of args) {
    if (kind === 'clean') fields.set(key, UNKNOWN);
    else if (kind === 'file') fields.set(key, { ...tainted(taints), types: [...FILE_TYPES].slice(0, 1) });
    else fields.set(key, tainted(taints));
  }
  return { fields };
}

/**
 * SpEL evaluated in a `SimpleEvaluationContext`. The danger of an expression the request wrote is
 * what evaluation may reach: in the default `StandardEvaluationContext` (`getValue()`,
 * `getValue(root)`) that is `T(java.lang.Runtime)`, constructors and bean references. A
 * `SimpleEvaluationContext` (`forReadOnlyDataBinding()`, `forReadWriteDataBinding()`,
 * `forPropertyAccessors(…)`) resolves none of them: it is Spring's documented way to evaluate
 * untrusted expressions, limited to properties of the root object.
 *
 * Decided from the function holding `parser.parseExpression(text)`: the parsed expression is
 * evaluated at once (`parser.parseExpression(p).getValue(ctx, root)`) or assigned to a variable
 * whose every read evaluates it so, and each evaluation's context (its first argument) has the
 * type `SimpleEvaluationContext` (`types` rows of expressions-scripts.yaml). Any other use
 * (returned, stored, evaluated without a context or in another one) keeps the finding.
 */
import type { Expr, FunctionIR, Stmt } from '../ir/types.js';
import { collect } from './content-digests.js';

type Call = Extract<Expr, { kind: 'call' }>;

const PARSE_METHODS = new Set(['parseExpression', 'parseRaw']);
const EVALUATIONS = new Set(['getValue', 'setValue', 'getValueType', 'getValueTypeDescriptor', 'isWritable']);
export const RESTRICTED_CONTEXT = 'org.springframework.expression.spel.support.SimpleEvaluationContext';

/** True when the expression `call` parses is only ever evaluated in a context of the restricted type. */
export function parsedForRestrictedContext(call: Call, fn: FunctionIR, typesOf: (e: Expr) => readonly string[]): boolean {
  if (call.callee.kind !== 'member' || typeof call.callee.property !== 'string' || !PARSE_METHODS.has(call.callee.property)) return false;
  const exprs: Expr[] = [];
  const stmts: Stmt[] = [];
  collect(fn.body, exprs, stmts);
  const restricted = (use: Call): boolean =>
    use.callee.kind === 'member' && typeof use.callee.property === 'string' && EVALUATIONS.has(use.callee.property) && use.args.length > 0 && typesOf(use.args[0]).includes(RESTRICTED_CONTEXT);
  const onReceiver = (isTarget: (e: Expr) => boolean): Call[] => exprs.filter((e): e is Call => e.kind === 'call' && e.callee.kind === 'member' && isTarget(e.callee.object));
  const direct = onReceiver((o) => o === call);
  if (direct.length) return direct.every(restricted) && !stmts.some((s) => s.kind === 'return' && s.value === call);
  const assigned = stmts.find((s): s is Extract<Stmt, { kind: 'assign' }> => s.kind === 'assign' && s.value === call);
  if (!assigned || assigned.target.kind !== 'name') return false;
  const name = assigned.target.name;
  const isRead = (e: Expr): boolean => e.kind === 'name' && e.name === name;
  const reads = exprs.filter(isRead);
  const uses = onReceiver(isRead);
  return uses.length > 0 && uses.length === reads.length && uses.every(restricted);
}

/**
 * URL rules of Python class-based views, read from a module's IR when its head is computed
 * (module-head.ts), because the class and the call registering it usually live in different files:
 *
 * - Flask pluggable views: `app.add_url_rule("/c/<slug>", view_func=CaseView.as_view("case"))`, also
 *   through a variable (`view = CaseView.as_view("case")`, then `view_func=view` on several rules,
 *   the shape Flask's documentation uses for one class serving a list and an item URL);
 * - Flask-RESTful / Flask-RESTX: `api.add_resource(CaseResource, "/cases/<int:case_id>", "/c/<slug>")`.
 *
 * The Program indexes them by the class's simple name (program.ts `classViewRoutes`); the rules
 * decide which view arguments arrive through a typed converter (route-converters.ts). Only constant
 * rules count: an unknown rule proves nothing about a parameter's type.
 */
import type { Expr, ModuleIR } from '../ir/types.js';
import { forEachCall, forEachNode, type CallExpr } from './ir-walk.js';

export interface ClassViewRoute {
  /** The class as the registering call names it, last segment only (`views.CaseView` → `CaseView`). */
  view: string;
  rule: string;
}

const VIEW_FUNC_POSITION = 2;
const MAX_ROUTES = 64;

/** `CaseView.as_view("case")` → `CaseView`. */
function asViewClass(e: Expr | undefined): string | undefined {
  if (e?.kind !== 'call' || e.callee.kind !== 'member' || e.callee.property !== 'as_view') return undefined;
  return lastSegment(e.callee.object);
}

function lastSegment(e: Expr): string | undefined {
  if (e.kind === 'name') return e.name;
  if (e.kind === 'member' && typeof e.property === 'string') return e.property;
  return undefined;
}

const constText = (e: Expr | undefined): string | undefined => (e?.kind === 'const' && typeof e.value === 'string' ? e.value : undefined);

/** Names bound to `X.as_view(...)` anywhere in the module (`case_view = CaseView.as_view("cases")`). */
function viewVariables(m: ModuleIR): Map<string, string> {
  const out = new Map<string, string>();
  forEachNode([m.topLevel, m.functions], (node) => {
    const st = node as { kind?: string; target?: Expr; value?: Expr };
    if (st.kind === 'assign' && st.target?.kind === 'name') {
      const cls = asViewClass(st.value);
      if (cls) out.set(st.target.name, cls);
    }
  });
  return out;
}

function registered(call: CallExpr, variables: Map<string, string>): ClassViewRoute[] {
  if (call.callee.kind !== 'member') return [];
  if (call.callee.property === 'add_url_rule') {
    const rule = constText(call.kwargs?.rule ?? call.args[0]);
    const viewFunc = call.kwargs?.view_func ?? call.args[VIEW_FUNC_POSITION];
    const view = asViewClass(viewFunc) ?? (viewFunc?.kind === 'name' ? variables.get(viewFunc.name) : undefined);
    return rule !== undefined && view ? [{ view, rule }] : [];
  }
  if (call.callee.property === 'add_resource' && call.args[0]) {
    const view = lastSegment(call.args[0]);
    if (!view) return [];
    return call.args.slice(1).flatMap((a) => {
      const rule = constText(a);
      return rule === undefined ? [] : [{ view, rule }];
    });
  }
  return [];
}

/** The class-based view registrations a Python module makes, in order of appearance. */
export function classViewRoutes(m: ModuleIR): ClassViewRoute[] {
  const out: ClassViewRoute[] = [];
  let variables: Map<string, string> | undefined;
  forEachCall(m, (call) => {
    if (out.length >= MAX_ROUTES || call.callee.kind !== 'member') return;
    if (call.callee.property !== 'add_url_rule' && call.callee.property !== 'add_resource') return;
    out.push(...registered(call, (variables ??= viewVariables(m))));
  });
  return out;
}

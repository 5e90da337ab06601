/**
 * webargs: `@use_args(argmap, location="query")` parses the request with a marshmallow schema made
 * from `argmap` (a dict of fields, a `Schema` class or instance) and passes the result to the view as
 * one more positional argument (after the ones it was called with, so for a Flask view, whose URL
 * values come as keywords, the first; the keyword `arg_name=` instead when given);
 * `@use_kwargs(argmap)` passes each loaded field as a keyword argument of its own. Those parameters
 * are bound by no URL rule, yet they are request input as the fields loaded them: a number, date,
 * UUID or `OneOf` field holds no text the client chose, a plain string field does
 * (marshmallow-schemas.ts decides per field). Decorators apply bottom-up, so with several
 * `@use_args` the one nearest the function fills the first positional parameter. An argmap the
 * analysis cannot read (a callable, a computed value) gives the whole parameter the request's taint.
 */
import type { Annotation, FunctionIR, ModuleIR } from '../ir/types.js';
import { parsedArguments } from './marshmallow-schemas.js';
import { step } from './reporting.js';
import { annotationNames, frameFor, moduleEnv } from './resolve.js';
import type { AnalysisState } from './state.js';
import { tainted, type AbsValue, type Taint } from './values.js';

/** `webargs.flaskparser.use_args`, `webargs.flaskparser.parser.use_kwargs`, and the other frameworks' parsers. */
const USE_ARGS = /^webargs\.\w+\.(?:parser\.)?use_(args|kwargs)$/;

interface Injection {
  decorator: Annotation;
  keywords: boolean;
}

function injections(st: AnalysisState, fn: FunctionIR, module: ModuleIR): Injection[] {
  const out: Injection[] = [];
  for (const a of fn.annotations) {
    if (a.expr?.kind !== 'call') continue;
    const kind = annotationNames(st, a, module).map((n) => USE_ARGS.exec(n)?.[1]).find(Boolean);
    if (kind) out.push({ decorator: a, keywords: kind === 'kwargs' });
  }
  return out;
}

const constText = (a: Annotation, key: string): string | undefined => {
  const v = a.kwargs?.[key];
  return v?.kind === 'const' && typeof v.value === 'string' ? v.value : undefined;
};

/** What the parser passes for a decorator: the loaded fields, or the request's taint as a whole. */
function parsed(st: AnalysisState, a: Annotation, module: ModuleIR, source: Taint): AbsValue {
  const argmap = a.args[0] ?? a.kwargs?.argmap;
  if (!argmap) return tainted([source]);
  const frame = frameFor(st, module.topLevel, module);
  const value = st.evalExpr(argmap, moduleEnv(st, module), frame);
  return parsedArguments(st, value, tainted([source]), frame) ?? tainted([source]);
}

/**
 * The value webargs gives parameter `index` of `fn`, or undefined when no `use_args` /
 * `use_kwargs` decorator fills it.
 */
export function webargsParamValue(st: AnalysisState, fn: FunctionIR, module: ModuleIR, index: number): AbsValue | undefined {
  const p = fn.params[index];
  if (!p || p.rest) return undefined;
  const found = injections(st, fn, module);
  if (!found.length) return undefined;
  const source = (how: string): Taint => ({ kind: 'remote', steps: [step(module, p.loc, `source: parameter ${p.name} (webargs ${how})`)], sanitized: [] });
  // Nearest the function first: its positional argument comes first.
  let position = 0;
  for (const { decorator, keywords } of [...found].reverse()) {
    if (keywords) {
      // Which keywords an unreadable argmap fills is unknown: such a decorator fills none here.
      const field = parsed(st, decorator, module, source('use_kwargs')).fields?.get(p.name);
      if (field) return field;
      continue;
    }
    const named = constText(decorator, 'arg_name');
    const mine = named !== undefined ? named === p.name : position++ === index;
    if (mine) return parsed(st, decorator, module, source('use_args'));
  }
  return undefined;
}

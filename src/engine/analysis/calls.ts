/**
 * Calls and model application: a call's callee is named (through its receiver's qualified name
 * and types), then the rule pack's rows for those names apply in order — sinks, pattern rules,
 * callback parameter types, configuration reads, containers, sanitizers, propagators, sources,
 * return types — and a function or class of the tree is followed. An unknown call passes on the
 * taint of its receiver and arguments.
 */
import { fillFields } from './field-fills.js';
import { bindExtracted, runInclusion } from './file-includes.js';
import { expandPartial } from './partial-calls.js';
import type { Expr } from '../ir/types.js';
import { evalCheck, takeFallbackHit, type CallFacts } from './checks.js';
import { containerOp, isConstantCollection, keyOf } from './containers.js';
import { foldConstantCall } from './const-calls.js';
import { reportPrinted, templateSinkTaints } from './template-sinks.js';
import { mapperMethodOf, mapperStatementCall } from './mybatis-statements.js';
import { isInertJavaType, withoutChosenText } from './java-inert-types.js';
import { readsConstrainedRoute, typedViewArg } from './route-converters.js';
import { Env } from './env.js';
import { callFunction, callUser } from './functions.js';
import { responseBodyTaints } from './return-sinks.js';
import { anonymousClassMade } from './instances.js';
import { rebind } from './narrowing.js';
import { applyStateRows, initialStates } from './object-state.js';
import { rowModelsCall, UNRESOLVED, unresolvedFunctionNames, unresolvedMethodNames } from './unresolved-calls.js';
import { sinkTaints } from './sink-args.js';
import { digestOnlyNamesContent } from './content-digests.js';
import { decodedTaint } from './signature-guards.js';
import { writesNonHtmlResponse } from './response-content.js';
import { renderPhpViews, viewData, viewNameValue } from './php-views.js';
import { runCustomFinder } from './table-mixins.js';
import { responseRetypedNonHtml } from './python-response-type.js';
import { callableArgs } from './callable-args.js';
import { runTypedCallbacks } from './callback-params.js';
import { matchedFields } from './validator-chains.js';
import { constructionsConfined } from './path-confinement.js';
import { stripMethodToSafeAlphabet, stripToSafeAlphabet } from './safe-alphabet.js';
import { returnedBy } from './callback-returns.js';
import { joiCall } from './joi-schemas.js';
import { zodCall } from './zod-schemas.js';
import { marshmallowCall, schemaMadeWithOptions } from './marshmallow-schemas.js';
import { reqparseResult } from './reqparse-arguments.js';
import { boundFormMade } from './django-forms.js';
import { htmlEscapeStep } from './html-escapes.js';
import { overloadForArity } from './overloads.js';
import { pinnedUrlText } from './url-guards.js';
import { parsedForRestrictedContext } from './spel-contexts.js';
import { capture, runSettlers } from './settlers.js';
import { elementKeepingResult, mapResult, reduceResult, runLibraryCallbacks } from './library-callbacks.js';
import { addFinding, reportSink, snippet, step } from './reporting.js';
import { memberNames, typesOf } from './resolve.js';
import { readMemberForCall } from './call-targets.js';
import { queryScopeCall, type ScopeCall } from './query-scopes.js';
import { jobDispatch } from './job-dispatch.js';
import { type AnalysisState, type Frame } from './state.js';
import { isOutputCall, stringValue } from './object-protocols.js';
import { taskDispatch } from './task-dispatch.js';
import { methodsNamed } from './accepting-functions.js';
import { builderAppendStep } from './build-sites.js';
import { printfResult } from './format-text.js';
import { rowReturnTypes } from './type-rows.js';
import { addStep, configuredConstant, configuredFallback, deepTaints, hasTaint, isConst, join, joinAll, sanitize, tainted, UNKNOWN, type AbsValue, type Taint } from './values.js';

export function evalCall(st: AnalysisState, e: Extract<Expr, { kind: 'call' }>, env: Env, frame: Frame): AbsValue {
  const partial = frame.traits.pythonWebIdioms ? expandPartial(e, frame) : undefined; // partial-calls.ts
  if (partial) return evalCall(st, partial, env, frame);
  const queued = frame.traits.pythonWebIdioms ? taskDispatch(st, e, env, frame) : undefined; // task-dispatch.ts
  if (queued) return evalCall(st, queued, env, frame), UNKNOWN; // the caller gets an AsyncResult, not the task's value
  const job = frame.traits.queuedJobs ? jobDispatch(st, e, env, frame) : undefined; // job-dispatch.ts
  if (job) return evalCall(st, job, env, frame), UNKNOWN; // the caller gets a pending dispatch, not the job's value
  const models = frame.models;
  let receiver: AbsValue | undefined;
  let scope: ScopeCall | undefined;
  let calleeValue: AbsValue;
  let names: string[];
  if (e.callee.kind === 'member') {
    receiver = st.evalExpr(e.callee.object, env, frame);
    const key = typeof e.callee.property === 'string' ? e.callee.property : keyOf(st.evalExpr(e.callee.property, env, frame));
    names = key !== undefined ? memberNames(st, receiver, key, frame) : [];
    calleeValue = key !== undefined ? readMemberForCall(st, receiver, key, frame) : UNKNOWN;
    // `Model::scopeName(...)` reached as `Model::name(...)` / `$query->name(...)` (query-scopes.ts).
    scope = !calleeValue.fn && key !== undefined ? queryScopeCall(st, receiver, key, frame) : undefined;
    if (scope) calleeValue = scope.fn;
    // A lambda or method reference is an instance of a functional interface (Java), and a call of
    // its one abstract method (`supplier.get()`, `fn.apply(x)`, `task.run()`) runs it.
    if (frame.traits.functionalInterfaces && receiver.fn && !calleeValue.fn && key !== undefined && !frame.traits.functionalInterfaces.has(key)) calleeValue = { fn: receiver.fn };
    if (key !== undefined) names.push(...unresolvedMethodNames(receiver, calleeValue, key));
  } else {
    calleeValue = st.evalExpr(e.callee, env, frame);
    // `$f = 'htmlspecialchars'; $f($x)`: the function the constant string names.
    if (frame.traits.callsFunctionsByName && e.callee.kind === 'name' && isConst(calleeValue) && typeof calleeValue.const.value === 'string' && /^[A-Za-z_]\w*$/.test(calleeValue.const.value)) {
      calleeValue = st.evalExpr({ kind: 'name', name: calleeValue.const.value, loc: e.callee.loc }, env, frame);
    }
    names = calleeValue.qname ? [calleeValue.qname] : [];
    if (calleeValue.cls) names.push(calleeValue.cls.qualified);
    // A callable value of a modelled type (`const db = knex(cfg); db('users')`) is named by its type.
    // A function compiled by `new Function(…)` is not the constructor when it is called (languages.ts).
    if (!calleeValue.fn && !calleeValue.cls && calleeValue.types) names.push(...calleeValue.types.filter((t) => t !== frame.traits.functionValues?.constructor));
    // Python: calling an instance runs its type's `__call__` (`SessionLocal()` of a `sessionmaker`).
    if (frame.traits.pythonWebIdioms && !calleeValue.fn && !calleeValue.cls && calleeValue.types) names.push(...calleeValue.types.map((t) => `${t}.__call__`));
    names.push(...unresolvedFunctionNames(calleeValue));
  }
  const args = e.args.map((a) => st.evalExpr(a, env, frame));
  if (scope) args.unshift(scope.builder);
  calleeValue = overloadForArity(st, calleeValue, args.length, frame);
  // Output statements print an object as the text its string method gives (PHP `echo $obj`).
  if (isOutputCall(e.callee, frame)) args.forEach((a, i) => (args[i] = stringValue(st, a, e.args[i], frame)));
  if (calleeValue.captures) return capture(calleeValue, args);
  // `request.view_args.get("id")` of a `<int:id>` route: a number (route-converters.ts).
  if (receiver && e.callee.kind === 'member' && e.callee.property === 'get' && isConst(args[0]) && typeof args[0].const.value === 'string' && typedViewArg(st, receiver, args[0].const.value, frame)) return UNKNOWN;
  if (frame.traits.foldsConstantCalls) {
    const folded = foldConstantCall(calleeValue.qname ?? names[0], receiver, e.callee.kind === 'member' && typeof e.callee.property === 'string' ? e.callee.property : undefined, args, frame.traits.foldsConstantCalls);
    if (folded) return folded;
  }
  const method = e.callee.kind === 'member' && typeof e.callee.property === 'string' && !calleeValue.fn ? e.callee.property : undefined;
  // `f.bind(x)`: the same function with `this` fixed; a library function keeps its name (languages.ts).
  if (method && method === frame.traits.functionValues?.bind && receiver && (receiver.fn || receiver.qname || receiver.types)) {
    return receiver.fn ? { ...receiver, fn: { ...receiver.fn, boundThis: args[0] ?? UNKNOWN } } : receiver;
  }
  const stripped = frame.traits.pythonWebIdioms ? stripToSafeAlphabet(names, args) : method ? stripMethodToSafeAlphabet(method, receiver, args, names) : undefined;
  if (stripped) return stripped;
  // A step of a hand-written HTML escaper (html-escapes.ts).
  const escaped = method && !frame.traits.pythonWebIdioms ? htmlEscapeStep(method, receiver, args, (fn, c) => callFunction(st, fn, [c], {}, fn.fn?.boundThis, e.loc, frame, true), frame.traits.textReplaceAll) : undefined;
  if (escaped) return escaped;
  const urlText = method ? pinnedUrlText(method, receiver, args) : undefined; // url-guards.ts
  if (urlText) return urlText;
  const joi = joiCall(names, method, receiver, args); // joi-schemas.ts
  if (joi) return joi;
  const zod = frame.traits.pythonWebIdioms ? undefined : zodCall(names, method, receiver, args); // zod-schemas.ts
  if (zod) return zod;
  const kwargs: Record<string, AbsValue> = {};
  for (const [k, v] of Object.entries(e.kwargs ?? {})) kwargs[k] = st.evalExpr(v, env, frame);
  const schema = frame.traits.pythonWebIdioms ? marshmallowCall(st, names, method, receiver, args, kwargs, frame) : undefined; // marshmallow-schemas.ts
  if (schema) return schema;
  const facts: CallFacts = { args, kwargs, receiver, typesOf: (v) => typesOf(st, v, frame.family), methodsNamed: (v, name) => methodsNamed(st, v, name, frame.family) };
  const modelNames = models.callNames(names); // empty when no row names the call (models.ts)
  // Configuration calls (`factory.setFeature(…)`) mark their receiver; see object-state.ts.
  const configured = applyStateRows(models.states.find(modelNames), facts, receiver);
  if (configured && e.callee.kind === 'member') rebind(st, e.callee.object, configured, env, frame, true);
  let calleeTextCache: string | undefined;
  const calleeText = (): string => (calleeTextCache ??= snippet(st, frame.module, e.callee.loc, 50));

  let modelled = false;
  let ranCallbacks = false;
  // Sinks.
  for (const row of models.sinkCalls.find(modelNames)) {
    const holds = !row.when || evalCheck(row.when, facts);
    if (rowModelsCall(row, names, holds, args[0])) modelled = true;
    if (!holds) continue;
    // Page output in any HTML context (`html-attr`, `html-quoted`… markers) is not HTML once the response says it is not.
    if ((row.kind === 'html' || row.kind.startsWith('html-')) && frame.traits.declaresResponseContentType && writesNonHtmlResponse(e, frame.fn)) continue;
    if (row.kind === 'html' && frame.traits.pythonWebIdioms && responseRetypedNonHtml(e, frame.fn)) continue;
    // A File/Path made here and confined to a folder by its canonical form before use (path-confinement.ts).
    if (row.kind === 'path' && constructionsConfined(frame.fn).has(e)) continue;
    // SpEL text parsed to be evaluated only in a SimpleEvaluationContext (spel-contexts.ts).
    if (row.kind === 'code' && parsedForRestrictedContext(e, frame.fn, (x) => typesOf(st, st.evalExpr(x, env, frame), frame.family))) continue;
    // A plain-PHP view runs with the data as its variables; its own output calls are the sinks (php-views.ts).
    if (row.phpView) {
      renderPhpViews(st, row.phpView, viewNameValue(row.phpView, args, frame), viewData(row.phpView, args, row.args?.[0]), frame);
      continue;
    }
    // A view template file: only the data it prints raw (template-sinks.ts).
    if (row.templateFile) {
      reportPrinted(st, frame, row.kind, templateSinkTaints(st, frame, row, args, kwargs, e), e.loc);
      continue;
    }
    let sinkArgs = row.callbackReturn ? returnedBy(st, e, args, env, frame, models.sourceCalls.find(modelNames), facts) : args;
    if (row.callbackReturn) ranCallbacks = true;
    // A route closure's response: only a returned string is the body (return-sinks.ts).
    if (row.callbackReturn && row.viewResponse) sinkArgs = sinkArgs.map((v) => ({ taints: responseBodyTaints(v) }));
    reportSink(st, frame, row, sinkTaints(row, sinkArgs, kwargs, receiver), e.loc, calleeText);
  }
  // Pattern rules (a fallback a model row's check held through is not theirs).
  takeFallbackHit(facts);
  for (const rule of models.patternCalls.find(modelNames)) {
    if (rule.match.new && !e.isNew) continue;
    if (rule.match.exceptContentDigest && digestOnlyNamesContent(e, frame.fn, frame.module, { usedForContent: (name) => !!st.program.contentUses.get(name)?.length })) continue;
    const holds = evalCheck(rule.match.where, facts);
    const at = takeFallbackHit(facts);
    if (!holds) continue;
    const message = rule.match.message?.replace('{callee}', names[0] ?? calleeText());
    // A constant fallback is fixed where it is written (one finding however many calls use it).
    if (at) addFinding(st, rule, at.filePath, at.loc, [{ filePath: at.filePath, line: at.loc.line, column: at.loc.column, message: 'constant fallback' }, step(frame.module, e.loc, `used by ${calleeText()}`)], message);
    else addFinding(st, rule, frame.module.path, e.loc, [], message);
  }
  // Included files run in this scope; `extract($vars)` binds its keys here (file-includes.ts).
  const inclusion = frame.traits.fileInclusion;
  if (inclusion && e.callee.kind === 'name' && inclusion.calls.has(e.callee.name) && e.args[0]) {
    const returned = runInclusion(st, e.args[0], args[0] ?? UNKNOWN, env, frame);
    if (returned) return returned;
  }
  if (inclusion && args[0] && (names.includes(inclusion.extract) || (e.callee.kind === 'name' && e.callee.name === inclusion.extract))) bindExtracted(args[0], env, inclusion.sigil, e.args[1]);
  // Callback parameter types (route handlers).
  const callbackRows = models.callbackCalls.find(modelNames);
  if (callbackRows.length) runTypedCallbacks(st, e, args, callbackRows, env, frame);
  // Configuration reads by constant key.
  for (const row of models.configCalls.find(modelNames)) {
    const key = row.key !== undefined ? keyOf(args[row.key] ?? UNKNOWN) : undefined;
    if (key !== undefined) {
      // A key this object was given (`props.setProperty(k, v)`) wins over the configuration files.
      const own = receiver?.fields?.get(key);
      if (own !== undefined) return own;
      const value = st.program.config.get(key);
      const fallback = row.default !== undefined && isConst(args[row.default]) ? args[row.default] : undefined;
      if (value !== undefined) return fallback ? configuredFallback(configuredConstant(value), fallback.const!.value, frame.module.path, e.args[row.default!].loc) : configuredConstant(value);
      if (fallback) return fallback;
    }
    return UNKNOWN;
  }
  // Containers.
  const container = models.containers.find(modelNames).find((row) => !row.when || evalCheck(row.when, facts));
  if (container && receiver) {
    if (container.op === 'copy') {
      // The copy has the type the call returns (an Iterator), so its own methods are modelled.
      const typed = models.types.find(modelNames).flatMap((r) => rowReturnTypes(r, args));
      const copy = containerOp('copy', container, receiver, args, e, env);
      return typed.length && copy !== UNKNOWN ? { ...copy, types: [...new Set(typed)] } : copy;
    }
    if (container.op !== 'clear') return containerOp(container.op, container, receiver, args, e, env);
    // Emptied (`list.clear()`, `sb.setLength(0)`): the variable now holds a fresh empty value, so a
    // path that did not empty it still joins its contents back in.
    if (e.callee.kind === 'member') rebind(st, e.callee.object, { types: receiver.types, fields: new Map() }, env, frame, true);
    return UNKNOWN;
  }
  // Sanitizers.
  const sanitizers = models.sanitizerCalls.find(modelNames).filter((row) => !row.when || evalCheck(row.when, facts));
  if (sanitizers.length) {
    const kinds = sanitizers.flatMap((s) => s.kinds);
    const inputs = [...args, ...(receiver && e.callee.kind === 'member' && (!receiver.qname || hasTaint(receiver)) ? [receiver] : [])];
    // The taint of every input, fields included: joining a container with a flag argument drops
    // the fields the flag does not have (`json_encode($config, JSON_HEX_TAG)`).
    const joined = joinAll(inputs);
    const deep = inputs.flatMap((a) => deepTaints(a));
    const input = deep.length ? { ...joined, taints: deep } : joined;
    // A modelled return type still holds (`String(x)` is a string, whatever `x` was).
    const typed = models.types.find(modelNames).filter((r) => !r.when || evalCheck(r.when, facts));
    const cleaned = sanitize(input, kinds);
    // A call that is also a source answers its own data, cleaned like the rest of its result
    // (`filter_input(INPUT_GET, 'q', FILTER_SANITIZE_SPECIAL_CHARS)` is request data escaped for HTML).
    const answered = models.sourceCalls.find(modelNames).filter((row) => !row.args && !row.callbackParams && (!row.when || evalCheck(row.when, facts)));
    const s = answered.length ? step(frame.module, e.loc, `source: ${snippet(st, frame.module, e.loc, 60)}`) : undefined;
    const out = s ? join(cleaned, sanitize(tainted(answered.map((row) => ({ kind: row.kind, steps: [s], sanitized: row.sanitized ?? [], numeric: row.numeric }))), kinds)) : cleaned;
    const typedAs = typed.flatMap((r) => rowReturnTypes(r, args));
    return typedAs.length ? { ...out, types: [...new Set(typedAs)] } : out;
  }
  let result: AbsValue | undefined;
  // Propagators.
  const propagators = models.propagators.find(modelNames);
  if (propagators.length) {
    modelled = true;
    for (const p of propagators) {
      const taints: Taint[] = [];
      for (const from of p.from) {
        if (from === 'args') taints.push(...args.flatMap((a) => deepTaints(a)));
        else if (from === 'receiver') taints.push(...(receiver ? deepTaints(receiver) : []));
        else if (typeof from === 'number' && args[from]) taints.push(...deepTaints(args[from]));
      }
      // A decoder can bring back what earlier escaping or checks took out (signature-guards.ts).
      const passed = p.decodes ? taints.map(decodedTaint) : taints;
      const through = step(frame.module, e.loc, `through ${calleeText()}()`);
      const appended = p.to.includes('receiver') ? builderAppendStep(through, e, (i) => p.from.some((f) => f === 'args' || f === i) && !!args[i] && deepTaints(args[i]).length > 0, st.program.sources.get(frame.module.path) ?? '') : undefined;
      const moved = addStep(passed, appended ?? through);
      for (const to of p.to) {
        if (to === 'receiver' && receiver && !Object.isFrozen(receiver)) {
          receiver.taints = tainted([...(receiver.taints ?? []), ...moved]).taints;
          if (p.fields) fillFields(st, receiver, moved, frame.module); // mass assignment (field-fills.ts)
        }
        else if (typeof to === 'number' && args[to] && !Object.isFrozen(args[to])) args[to].taints = tainted([...(args[to].taints ?? []), ...moved]).taints;
      }
      if (p.to.includes('return')) {
        result = p.to.includes('receiver') && receiver && !Object.isFrozen(receiver) ? receiver : join(result, tainted(moved));
        if (p.printf) result = printfResult(result, args, receiver, frame.traits.literalTypes.string); // format-text.ts
      }
    }
  }
  // Sources.
  const sources = models.sourceCalls.find(modelNames).filter((row) => (!row.when || evalCheck(row.when, facts)) && !readsConstrainedRoute(st, frame, row, args));
  if (sources.length) {
    const s = step(frame.module, e.loc, `source: ${snippet(st, frame.module, e.loc, 60)}`);
    const taintOf = (row: (typeof sources)[number]): Taint => ({ kind: row.kind, steps: [s], sanitized: row.sanitized ?? [], numeric: row.numeric });
    // Rows with `args` write request data into those arguments (out-parameters), not the result.
    for (const row of sources) for (const i of row.args ?? []) if (args[i] && !Object.isFrozen(args[i])) args[i].taints = tainted([...(args[i].taints ?? []), taintOf(row)]).taints;
    // Event handlers given the data (`req.on('data', (chunk) => …)`): run them with it.
    for (const row of ranCallbacks ? [] : sources.filter((r) => r.callbackParams)) {
      for (const arg of callableArgs(st, e.args, args, env, frame)) {
        if (!arg?.fn) continue;
        const params = arg.fn.fn.params.map((_, i) => (row.callbackParams!.includes(i) ? tainted([taintOf(row)]) : UNKNOWN));
        callFunction(st, arg, params, {}, arg.fn.boundThis, e.loc, frame, true);
        ranCallbacks = true;
      }
    }
    const returning = sources.filter((row) => !row.args && !row.callbackParams);
    if (returning.length) result = matchedFields(join(result, tainted(returning.map(taintOf))), names, e, frame);
    // Flask-RESTful `parse_args()`: the declared arguments as their types convert them (reqparse-arguments.ts).
    if (result && frame.traits.pythonWebIdioms) result = reqparseResult(st, result, method, e.callee.kind === 'member' ? e.callee.object : undefined, receiver, frame);
    modelled = true;
  }
  // Modelled return types.
  const typeRows = models.types.find(modelNames).filter((r) => !r.when || evalCheck(r.when, facts));
  let returnTypes: string[] | undefined;
  const typedAs = typeRows.flatMap((r) => rowReturnTypes(r, args));
  if (typedAs.length) returnTypes = [...new Set(typedAs)];
  const fresh = initialStates(typeRows); // states a newly made object starts with (object-state.ts)
  // `find('name', $o)` runs the table's custom finder `findName($query, $o)` (table-mixins.ts).
  if (method && frame.models.mixins.length) runCustomFinder(st, receiver, method, args, returnTypes && { types: returnTypes }, frame, (fn, a) => callFunction(st, fn, a, {}, fn.fn?.boundThis, e.loc, frame, true));
  // A class declared in this body: its methods run in the scope it is made in (captured locals).
  if (calleeValue.cls?.capturesEnclosing) for (const m of calleeValue.cls.methods) if (!st.closures.has(m.id)) st.closures.set(m.id, env);
  // A MyBatis mapper method runs the SQL of its annotation or XML statement (mybatis-statements.ts).
  const mapperMethod = frame.traits.enforcesDeclaredTypes && method && receiver?.types ? mapperMethodOf(st, receiver.types, method, args.length, frame.module) : undefined;
  const mapped = mapperMethod ? mapperStatementCall(st, frame, mapperMethod, args, e) : undefined;
  if (mapped) return mapped;
  // Functions and classes of the tree.
  if (calleeValue.fn || calleeValue.cls) {
    const made = callUser(st, calleeValue, e, args, kwargs, receiver, frame);
    const user = made && calleeValue.cls && frame.traits.pythonWebIdioms ? boundFormMade(st, schemaMadeWithOptions(st, made, e, kwargs, frame), args, kwargs, frame) : made;
    writeBackReferences(st, e, env, frame);
    if (user && frame.traits.enforcesDeclaredTypes && calleeValue.fn && isInertJavaType(st, calleeValue.fn.fn.returnType, frame.module)) return withoutChosenText(user);
    // A scope answers the query it was given: typed as the model, so the next scope of a chain resolves.
    if (user && scope) return { ...(result ? join(result, user) : user), types: scope.builder.types };
    if (user) return result ? join(result, user) : user;
  }
  if (e.isNew && names.length) {
    // `new Set(['a', 'b'])`: a set built from a constant list holds those constants (an allow-list).
    if (COPYING_CONSTRUCTORS.has(names[0]) && args[0] && isConstantCollection(args[0])) return { types: [names[0]], fields: new Map(args[0].fields) };
    // A constructed object has the constructed type; a modelled constructor adds what its rows say.
    if (result) return { ...result, ...fresh, types: [...new Set([...anonymousClassMade(st, e, names[0]), names[0], ...(result.types ?? []), ...(returnTypes ?? [])])], fields: result.fields ?? new Map() };
    const made = [...anonymousClassMade(st, e, names[0]), names[0], ...(returnTypes ?? [])]; // instances.ts
    if (modelled) return { ...fresh, types: made, fields: new Map() };
    const settled = runSettlers(st, args, e.loc, frame);
    return { ...fresh, types: made, fields: new Map(), taints: tainted([...args.flatMap((a) => deepTaints(a)), ...settled]).taints };
  }
  // A modelled library call given a function of the tree runs it (timers, stream and file callbacks).
  if ((result || modelled) && !callbackRows.length && !ranCallbacks) runLibraryCallbacks(st, args, receiver, e, frame);
  if (result) return returnTypes ? { ...result, ...fresh, types: returnTypes } : result;
  if (modelled) return returnTypes ? { ...fresh, types: returnTypes } : UNKNOWN;
  return unknownCall(st, e, receiver, args, kwargs, returnTypes ? { ...fresh, types: returnTypes } : undefined, frame, names);
}

/** Constructors whose instance holds the elements of the collection they are given. */
const COPYING_CONSTRUCTORS = new Set(['Set']);

/**
 * An unknown call passes on the taint of its receiver (a literal list's: its elements') and arguments; callbacks
 * given to it (`items.forEach(x => …)`) see the receiver's contents; a fold's elements reach its result only through
 * its callback. Called by a name imported from app code outside the scan (`../services/auth`): `opaque` (values.ts).
 */
function unknownCall(
  st: AnalysisState,
  e: Extract<Expr, { kind: 'call' }>,
  receiver: AbsValue | undefined,
  args: AbsValue[],
  kwargs: Record<string, AbsValue>,
  typed: AbsValue | undefined,
  frame: Frame,
  names: readonly string[],
): AbsValue {
  const mapped = mapResult(st, e, receiver, args, frame);
  if (mapped) return hasTaint(mapped) ? tainted(deepTaints(mapped), typed ?? {}) : (typed ?? UNKNOWN);
  const kept = elementKeepingResult(st, e, receiver, args, frame);
  if (kept) return kept;
  const literalList = receiver?.types?.includes(frame.traits.literalTypes.array) && receiver.fields;
  const fromArgs = [...args.flatMap((a) => deepTaints(a)), ...Object.values(kwargs).flatMap((a) => deepTaints(a))];
  const passed = [...(literalList ? deepTaints(receiver, 1) : receiver?.taints ?? []), ...fromArgs];
  const reduced = reduceResult(st, e, receiver, args, frame);
  if (reduced) return tainted([...fromArgs, ...(reduced.taints ?? [])], reduced);
  runLibraryCallbacks(st, args, receiver, e, frame);
  if (passed.length === 0) return typed ?? UNKNOWN;
  // Code of the application the scan does not hold (a relative import, or a method no library names
  // called on an object handed in, not on the input itself): what it returns is `opaque`.
  const handedIn = e.callee.kind === 'member' && !(receiver?.taints ?? []).some((t) => !t.param);
  const appCode = names[0]?.startsWith('.') || (handedIn && names.length > 0 && names.every((n) => n.startsWith(`${UNRESOLVED}.`)));
  return tainted(passed, appCode ? { ...typed, opaque: true } : (typed ?? {}));
}

/** PHP `f($sql)` with `function f(&$sql)`: the variable passed takes the parameter's last value (`st.referenceOuts`). */
function writeBackReferences(st: AnalysisState, e: Extract<Expr, { kind: 'call' }>, env: Env, frame: Frame): void {
  const outs = st.referenceOuts;
  st.referenceOuts = undefined;
  outs?.forEach((out, i) => {
    const arg = e.args[i];
    if (out && arg && (arg.kind === 'name' || arg.kind === 'member')) rebind(st, arg, out, env, frame);
  });
}

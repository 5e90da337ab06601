/**
 * Render calls with a constant view name (`render_template("card.html", who=…)`,
 * `res.render('profile', { bio })`, `view('profile', ['bio' => …])`): the sink row's
 * `templateFile` names the framework's template folders and engines; the file the framework
 * would load is found in the Program's template index (template-files.ts, a tracked lookup), its
 * raw output read (template-output.ts), and only the data keys it prints unescaped are sinks.
 * Findings are at the render call and at the template line that prints the value (the sink, as a
 * helper's sink line is reported beside its callers: reporting.ts); the trace ends at that line.
 *
 * Included templates (`{% include %}`, `<%- include() %>`, partials, `@include`) are followed up
 * to MAX_INCLUDE_DEPTH levels: they see the same data. No file found: no sink (the engines
 * escape by default, and an unread template proves nothing).
 */
import type { TraceStep } from '../findings.js';
import type { Loc, ModuleIR } from '../ir/types.js';
import { familyOf } from '../parse/languages.js';
import type { SinkRow } from '../rules/schema.js';
import { normalisePath } from './file-includes.js';
import type { CallExpr } from './ir-walk.js';
import { reportTaints, step } from './reporting.js';
import type { AnalysisState, Frame } from './state.js';
import { endingKey, nearest, type TemplateFile } from './template-files.js';
import { ENGINE_ENDINGS, readTemplate, type MacroArgument, type RawOutput, type TemplateEngine, type TemplateReading } from './template-output.js';
import type { MacroDefinition } from './template-scopes.js';
import { returnedViewNames } from './returned-views.js';
import { deepTaints, isConst, type AbsValue, type Taint } from './values.js';
import { isInertJavaType } from './java-inert-types.js';
import { constantViewPath, madeByArgument } from './view-path-names.js';

const MAX_INCLUDE_DEPTH = 2;
const MAX_FILES = 8;
/** Pages a write every page sees is checked against. */
const MAX_PAGES = 200;

type TemplateSpec = NonNullable<SinkRow['templateFile']>;

interface Loaded {
  file: TemplateFile;
  engine: TemplateEngine;
  /** The template folder the file was found in (includes of the Jinja family resolve from there). */
  root: string;
  /** Every folder the view was looked up in (a Jinja include is looked up in each, as Flask's loader does). */
  folders: readonly string[];
  /** Keys the including template set itself: not the render call's data here. */
  hidden?: readonly string[];
}

/** Readings by engine and text digest: the lookup stays tracked, the regex work is done once. */
const readings = new Map<string, TemplateReading>();

function reading(loaded: Loaded): TemplateReading {
  const key = `${loaded.engine}:${loaded.file.digest}`;
  let r = readings.get(key);
  if (!r) {
    if (readings.size > 2000) readings.clear();
    r = readTemplate(loaded.engine, loaded.file.text);
    readings.set(key, r);
  }
  return r;
}

/**
 * The names a view name stands for in one engine: as written when it has one of the engine's
 * endings (its own, or one the code registers it for: `extra`), else with each ending.
 */
function spellings(engine: TemplateEngine, name: string, extra: readonly string[] = [], claimed: readonly string[] = []): string[] {
  const endings = [...ENGINE_ENDINGS[engine].filter((e) => !claimed.includes(e)), ...extra];
  if (endings.some((e) => name.toLowerCase().endsWith(e))) return [name];
  // Blade names folders with dots (`admin.users` is admin/users.blade.php).
  const base = engine === 'blade' ? name.replace(/\./g, '/') : name;
  return endings.map((e) => base + e);
}

function lookup(st: AnalysisState, key: string | undefined, fromPath: string): TemplateFile[] {
  if (key === undefined || key === '') return [];
  const files = st.program.templates.get(key);
  return files?.length ? nearest(files, fromPath) : [];
}

/** The template files a constant view name loads. */
function resolveView(st: AnalysisState, spec: TemplateSpec, name: string, from: ModuleIR): Loaded[] {
  const clean = name.replace(/^\/+/, '');
  const family = familyOf(from.language);
  const fromPath = from.path;
  const set = spec.setFolders ? (st.program.viewTexts.get(`folders:${family}`) ?? []).map((e) => e.value) : [];
  const registered = spec.setFolders ? (st.program.viewEngines.get(family) ?? []).map((e) => e.value) : [];
  for (const folder of [...set, ...spec.folders]) {
    for (const engine of spec.engines) {
      const extra = registered.filter((r) => r.engine === engine).map((r) => r.ending);
      // An ending the program registers for another engine (`app.engine('html', consolidate.swig)`) is not this one's.
      const claimed = registered.filter((r) => r.engine !== engine).map((r) => r.ending);
      for (const spelled of spellings(engine, clean, extra, claimed)) {
        const files = lookup(st, normalisePath(`${folder}/${spelled}`), fromPath);
        const folders = [...set, ...spec.folders];
        if (files.length) return files.slice(0, MAX_FILES).map((file) => ({ file, engine, folders, root: file.path.slice(0, file.path.length - spelled.length).replace(/\/$/, '') }));
      }
    }
  }
  return [];
}

/** The file an include names, written inside `from`. */
function resolveInclude(st: AnalysisState, from: Loaded, name: string): Loaded | undefined {
  const dir = from.file.path.slice(0, from.file.path.lastIndexOf('/') + 1);
  const { engine, root } = from;
  const rooted = (p: string): string => (root ? `${root}/${p}` : p);
  let candidates: string[];
  switch (engine) {
    case 'ejs':
    case 'pug':
      candidates = spellings(engine, name).map((s) => (name.startsWith('/') ? rooted(s) : dir + s));
      break;
    case 'handlebars':
      candidates = spellings(engine, name).flatMap((s) => [rooted(`partials/${s}`), dir + s]);
      break;
    case 'jsp':
      // `<jsp:include page="/WEB-INF/x.jsp">` is from the web application's root; a relative page from the including page's folder.
      candidates = [name.startsWith('/') ? rooted(name) : dir + name];
      break;
    case 'thymeleaf':
    case 'blade':
      candidates = spellings(engine, name).map(rooted);
      break;
    default:
      candidates = [rooted(name), ...from.folders.map((f) => `${f}/${name}`)];
  }
  for (const c of candidates) {
    const key = normalisePath(c);
    const files = key !== undefined ? st.program.templates.get(key) : undefined;
    if (files?.length) return { file: files[0], engine, root, folders: from.folders, hidden: [...(from.hidden ?? []), ...(reading(from).overrides.get(name) ?? [])] };
  }
  return undefined;
}

/** Every template the view loads: the view, then its includes breadth first, bounded. */
function loadedTemplates(st: AnalysisState, spec: TemplateSpec, name: string, from: ModuleIR): Loaded[] {
  const out = resolveView(st, spec, name, from);
  let level = out.slice();
  for (let depth = 0; depth < MAX_INCLUDE_DEPTH && level.length; depth++) {
    const next: Loaded[] = [];
    for (const t of level) {
      for (const inc of reading(t).includes) {
        if (out.length >= MAX_FILES) return out;
        const found = resolveInclude(st, t, inc);
        if (found && !out.some((o) => o.file.path === found.file.path)) {
          out.push(found);
          next.push(found);
        }
      }
    }
    level = next;
  }
  return out;
}

/** The paths of every template file of the spec's engines in the program, bounded (`everyPage`). */
function everyPage(st: AnalysisState, spec: TemplateSpec): string[] {
  const out: string[] = [];
  for (const engine of spec.engines) {
    for (const ending of ENGINE_ENDINGS[engine]) {
      for (const file of st.program.templates.get(endingKey(ending)) ?? []) if (out.length < MAX_PAGES && !out.includes(file.path)) out.push(file.path);
    }
  }
  return out;
}

/** The value of one data key: a keyword, the value of the key the call sets, or a field of a data object (its `anyField`, or the object itself when its fields are unknown). */
function dataValue(row: SinkRow, key: string, args: AbsValue[], kwargs: Record<string, AbsValue>): AbsValue[] {
  const out: AbsValue[] = [];
  if (row.kwargs?.includes('*')) {
    if (kwargs[key]) out.push(kwargs[key]);
    // `render_template(name, **context)`: the key's entry of each spread mapping.
    for (const [k, spread] of Object.entries(kwargs)) {
      if (!k.startsWith('**')) continue;
      const entry = spread.fields?.get(key) ?? spread.anyField;
      if (entry) out.push(entry);
      else if (!spread.fields) out.push(spread);
    }
  }
  const setKey = row.templateFile?.key;
  if (setKey !== undefined) {
    const named = args[setKey];
    if (isConst(named) && named.const.value === key) for (const i of row.args ?? []) if (args[i]) out.push(args[i]);
    return out;
  }
  for (const i of row.args ?? []) {
    const data = args[i];
    if (!data) continue;
    const field = data.fields?.get(key) ?? data.anyField;
    if (field) out.push(field);
    else if (!data.fields) out.push(data);
  }
  return out;
}

/** The view names a render call stands for: its constant name argument, or the constant strings the function returns. */
function viewNames(st: AnalysisState, spec: TemplateSpec, args: AbsValue[], frame: Frame, call: CallExpr): string[] {
  if (spec.everyPage) return everyPage(st, spec);
  if (spec.returned) return returnedViewNames(frame.fn, spec.viewCalls);
  if (spec.receiverView) {
    // `view('p')->with('a', $a)->with('b', $b)`: step back over the chained calls of this method to the view's own call.
    const method = call.callee.kind === 'member' ? call.callee.property : undefined;
    let receiver = call.callee.kind === 'member' ? call.callee.object : undefined;
    for (let i = 0; i < 8 && receiver?.kind === 'call' && receiver.callee.kind === 'member' && receiver.callee.property === method; i++) receiver = receiver.callee.object;
    const named = receiver?.kind === 'call' && spec.arg !== undefined ? receiver.args[spec.arg] : undefined;
    return named?.kind === 'const' && typeof named.value === 'string' && named.value.length <= 300 ? [named.value] : [];
  }
  if (spec.calleeMadeBy) {
    // `const page = pug.compileFile(…)`, later `page(locals)`: the view is the making call's argument.
    const named = spec.arg !== undefined ? madeByArgument(call, spec.arg, frame.fn, frame.module) : undefined;
    if (named?.kind === 'const') return typeof named.value === 'string' && named.value.length <= 300 ? [named.value] : [];
    const built = constantViewPath(named, frame.fn, frame.module);
    return built ? [built] : [];
  }
  const value = spec.arg !== undefined ? args[spec.arg] : undefined;
  if (isConst(value)) return typeof value.const.value === 'string' && value.const.value.length <= 300 ? [value.const.value] : [];
  // A file path built from the running folder and constant pieces (view-path-names.ts).
  const built = spec.arg !== undefined && spec.pathArg ? constantViewPath(call.args[spec.arg], frame.fn, frame.module) : undefined;
  return built ? [built] : [];
}

/** Taints a render call hands to one raw output of a template, and where the template prints them. */
export interface PrintedTaints {
  taints: Taint[];
  filePath: string;
  loc: Loc;
  /** The template read the request itself: the render call handed nothing, so only the template line is the sink. */
  ownRead?: true;
}

/**
 * The taints a render call hands to raw output of its templates, by the template line that prints
 * them, each with the call and that line in its trace; empty when the view name is not constant or
 * no file is found.
 */
export function templateSinkTaints(st: AnalysisState, frame: Frame, row: SinkRow, args: AbsValue[], kwargs: Record<string, AbsValue>, call: CallExpr): PrintedTaints[] {
  const spec = row.templateFile;
  if (!spec) return [];
  return printedTaints(st, frame, row, viewNames(st, spec, args, frame, call), (key) => dataValue(row, key, args, kwargs), call.loc);
}

/**
 * A handler's `return "view"` (a `return` row with `templateFile.returned`): the views it names
 * print their own request reads raw (Thymeleaf `th:utext="${param.msg}"`) whatever model they are
 * given, so a handler that adds nothing to the model still renders them.
 */
export function returnedViewReads(st: AnalysisState, frame: Frame, row: SinkRow): PrintedTaints[] {
  const spec = row.templateFile;
  if (!spec?.returned) return [];
  return printedTaints(st, frame, row, returnedViewNames(frame.fn, spec.viewCalls), () => [], frame.fn.loc).filter((p) => p.ownRead);
}

/**
 * A class-based view's context (a `return` row with `templateFile.classAttribute`: Django's
 * `get_context_data` returning the data of the template its class names in `template_name`): the
 * taints of the returned mapping's keys that the template prints raw.
 */
export function returnedContextTaints(st: AnalysisState, frame: Frame, row: SinkRow, returned: AbsValue, loc: Loc): PrintedTaints[] {
  const attribute = row.templateFile?.classAttribute;
  if (!attribute) return [];
  const views = classAttributeText(st, frame, attribute);
  const data = (key: string): AbsValue[] => {
    const entry = returned.fields?.get(key) ?? returned.anyField;
    return entry ? [entry] : returned.fields ? [] : [returned];
  };
  return printedTaints(st, frame, row, views, data, loc);
}

/** The constant string a class attribute holds on the running method's class or the nearest base class of the tree setting it. */
function classAttributeText(st: AnalysisState, frame: Frame, attribute: string): string[] {
  let cls = frame.module.classes.find((c) => c.methods.includes(frame.fn));
  let module = frame.module;
  for (let depth = 0; cls && depth < 6; depth++) {
    const value = cls.fields.find((f) => f.name === attribute)?.value;
    if (value) return value.kind === 'const' && typeof value.value === 'string' && value.value.length <= 300 ? [value.value] : [];
    const base = cls.superclass ? st.program.classByName(cls.superclass, module) : undefined;
    cls = base?.cls;
    module = base?.module ?? module;
  }
  return [];
}

/**
 * A write of one data key every view sees (Express `res.locals.banner = v` in a middleware): the
 * taints of `value` that the views the program renders by constant name print raw as `key`.
 */
export function localsSinkTaints(st: AnalysisState, frame: Frame, row: SinkRow, key: string, value: AbsValue, loc: Loc): PrintedTaints[] {
  if (!row.templateFile?.rendered) return [];
  const names = new Set((st.program.viewTexts.get(`rendered:${familyOf(frame.module.language)}`) ?? []).map((e) => e.value));
  // The views' own request reads are reported by their render calls, not once more per written key.
  return printedTaints(st, frame, row, [...names], (k) => (k === key ? [value] : []), loc).filter((p) => !p.ownRead);
}

function printedTaints(st: AnalysisState, frame: Frame, row: SinkRow, views: readonly string[], data: (key: string) => AbsValue[], loc: Loc): PrintedTaints[] {
  const spec = row.templateFile!;
  const out: PrintedTaints[] = [];
  for (const name of views) {
    const loaded = loadedTemplates(st, spec, name, frame.module);
    const macros = new Map(loaded.flatMap((t) => [...reading(t).macros].map(([name, m]) => [name, { ...m, file: t.file.path }] as const)));
    for (const t of loaded) {
      // A macro argument is printed raw where the macro (here or in an imported file) prints that parameter raw.
      const macroRaw = reading(t).macroArgs.filter((a) => macros.get(a.macro)?.raw.some((p) => p.index === a.param || p.name === a.param));
      for (const raw of [...reading(t).raw, ...macroRaw] as (RawOutput | MacroArgument)[]) {
        if (t.hidden?.includes(raw.name)) continue;
        // A JSP read scoped to another attribute scope than the one the call writes (`${sessionScope.x}` after `request.setAttribute`).
        if (raw.scope && raw.scope !== (spec.scope ?? 'request')) continue;
        const taints = data(raw.name).flatMap((v) => (raw.element ? elementsOf(v) : [v]).flatMap((e) => printedMemberTaints(st, e, raw.member, frame.module)));
        if (!taints.length) continue;
        const call = step(frame.module, loc, `passed to ${row.label ?? 'the template'} as \`${raw.name}\``);
        const printed: TraceStep = { filePath: t.file.path, line: raw.line, column: raw.column, message: `sink: ${t.file.path} prints \`${raw.name}\` unescaped` };
        const macroArg = 'macro' in raw ? raw : undefined;
        const inMacro = macroArg ? macroPrint(macros.get(macroArg.macro), macroArg.param) : undefined;
        if (macroArg && inMacro) {
          // The call passes the value to the macro, whose body prints it raw: the trace ends there.
          const passed: TraceStep = { filePath: t.file.path, line: raw.line, column: raw.column, message: `passed to macro ${macroArg.macro} as \`${inMacro.name}\`` };
          const sink: TraceStep = { filePath: inMacro.file, line: inMacro.line, column: inMacro.column, message: `sink: ${inMacro.file} prints \`${inMacro.name}\` unescaped` };
          const at: Loc = { line: raw.line, column: raw.column, endLine: raw.line, endColumn: raw.column + raw.endIndex - raw.startIndex, startIndex: raw.startIndex, endIndex: raw.endIndex };
          out.push({ taints: taints.map((taint) => ({ ...taint, steps: [...taint.steps, call, passed, sink] })), filePath: t.file.path, loc: at });
          continue;
        }
        const at: Loc = { line: raw.line, column: raw.column, endLine: raw.line, endColumn: raw.column + raw.endIndex - raw.startIndex, startIndex: raw.startIndex, endIndex: raw.endIndex };
        out.push({ taints: taints.map((taint) => ({ ...taint, steps: [...taint.steps, call, printed] })), filePath: t.file.path, loc: at });
      }
      for (const read of reading(t).requestReads) out.push(ownRequestRead(t.file.path, read));
    }
  }
  return out;
}

/** Where a macro's body prints the parameter a call fills (by position or keyword) raw. */
function macroPrint(def: (MacroDefinition & { file: string }) | undefined, param: number | string): { file: string; name: string; line: number; column: number } | undefined {
  const p = def?.raw.find((r) => r.index === param || r.name === param);
  return def && p?.line !== undefined ? { file: def.file, name: p.name, line: p.line, column: p.column ?? 1 } : undefined;
}

/**
 * The taints of the part of a data value a template prints: the property it names when the value
 * has it, nothing when the value's class (a Java class of the tree) declares that property as a
 * number, boolean, date or enum (java-inert-types.ts), else the value whole.
 */
function printedMemberTaints(st: AnalysisState, v: AbsValue, member: string | undefined, from: ModuleIR): Taint[] {
  if (member === undefined) return deepTaints(v, 2);
  const own = v.fields?.get(member);
  if (own) return deepTaints(own, 2);
  for (const t of (v.types ?? []).slice(0, 4)) {
    const field = st.program.classByName(t, from)?.cls.fields.find((f) => f.name === member && !f.isStatic);
    if (field && isInertJavaType(st, field.type, from)) return [];
  }
  return deepTaints(v, 2);
}

/**
 * The elements a loop over a collection value walks: its indexed entries and any element, or the
 * value itself when none is known (then the property is looked up on the whole).
 */
function elementsOf(v: AbsValue): AbsValue[] {
  const out = [...(v.fields?.values() ?? [])];
  if (v.anyField) out.push(v.anyField);
  return out.length ? out : [v];
}

/**
 * Reports what a render hands its templates: at the render (the call, the `return`, the write) the
 * taints it passed, and at each template line that prints one raw, the taints printed there. A
 * template's own request reads are reported at its line alone.
 */
export function reportPrinted(st: AnalysisState, frame: Frame, kind: string, printed: readonly PrintedTaints[], loc: Loc): void {
  reportTaints(st, frame, kind, printed.flatMap((p) => (p.ownRead ? [] : p.taints)), frame.module.path, loc);
  for (const p of printed) reportTaints(st, frame, kind, p.taints, p.filePath, p.loc);
}

/** A raw print of the template's own request read: request data from the template line itself. */
function ownRequestRead(filePath: string, read: RawOutput): PrintedTaints {
  const at: Loc = { line: read.line, column: read.column, endLine: read.line, endColumn: read.column + read.endIndex - read.startIndex, startIndex: read.startIndex, endIndex: read.endIndex };
  const steps: TraceStep[] = [
    { filePath, line: read.line, column: read.column, message: 'source: request data read by the template' },
    { filePath, line: read.line, column: read.column, message: `sink: ${filePath} prints it unescaped` },
  ];
  return { taints: [{ kind: 'remote', steps, sanitized: [] }], filePath, loc: at, ownRead: true };
}

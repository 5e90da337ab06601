/**
 * Calls of MyBatis mapper methods. A mapper is a Java interface with no implementation in the tree:
 * MyBatis runs the statement written in an annotation of the method (`@Select("… ${sort}")`,
 * `@Update`, `@Insert`, `@Delete`, also as a `{"<script>", …}` array) or in an XML mapper whose
 * namespace names the interface and whose statement id names the method (mybatis-xml.ts).
 *
 * In that SQL text `#{x}` is a bound parameter and `${x}` is pasted in as it is: the argument a
 * `${x}` reads is an `sql` sink, reported at the `${x}` (the annotation line or the XML line) and,
 * through the usual call-site reporting, where request data entered. Which argument a root names
 * follows MyBatis: the `@Param("x")` value, else the parameter's own name (compiled with
 * `-parameters`, as Spring Boot's build does), `paramN` / `argN`, and with one unannotated
 * parameter a property of that object (or the value itself for a simple type). A parameter
 * declared as a number, boolean, date, UUID or enum cannot carry SQL text (java-inert-types.ts).
 *
 * A `select` statement's result is a stored record (`stored` source), as JPA and JdbcTemplate
 * results are in models/stored-data.yaml.
 */
import type { Annotation, Expr, FunctionIR, Loc, ModuleIR } from '../ir/types.js';
import type { TraceStep } from '../findings.js';
import type { CallExpr } from './ir-walk.js';
import { dollarExpressions, type MapperUse } from './mybatis-xml.js';
import { reportTaints, step } from './reporting.js';
import type { AnalysisState, Frame } from './state.js';
import { isInertJavaType } from './java-inert-types.js';
import { addStep, deepTaints, tainted, UNKNOWN, type AbsValue, type Taint } from './values.js';

const STATEMENT_ANNOTATIONS = new Map([
  ['org.apache.ibatis.annotations.Select', 'select'],
  ['org.apache.ibatis.annotations.Update', 'update'],
  ['org.apache.ibatis.annotations.Insert', 'insert'],
  ['org.apache.ibatis.annotations.Delete', 'delete'],
]);
const PARAM_ANNOTATION = 'org.apache.ibatis.annotations.Param';


interface Statement {
  verb: string;
  filePath: string;
  uses: MapperUse[];
  /** `ns.id` or the method, for trace messages. */
  label: string;
}

/** Every `${…}` of the constant strings of an annotation argument, each at its literal's location. */
function annotationUses(expr: Expr | undefined, out: MapperUse[]): void {
  if (!expr) return;
  if (expr.kind === 'array') for (const e of expr.elements) annotationUses(e, out);
  else if (expr.kind === 'binary' && expr.op === 'add') {
    annotationUses(expr.left, out);
    annotationUses(expr.right, out);
  } else if (expr.kind === 'const' && typeof expr.value === 'string') {
    for (const d of dollarExpressions(expr.value)) {
      const written = d.inner.trim();
      const [head, ...path] = written.split(/[.[]/).map((part) => part.trim());
      out.push({ text: written, roots: [head.split(',')[0].trim()], path, line: expr.loc.line, column: expr.loc.column, startIndex: expr.loc.startIndex, endIndex: expr.loc.endIndex });
    }
  }
}

function annotated(fn: FunctionIR, filePath: string): Statement | undefined {
  for (const a of fn.annotations) {
    const verb = STATEMENT_ANNOTATIONS.get(a.qualified ?? '');
    if (!verb) continue;
    const uses: MapperUse[] = [];
    annotationUses(a.args[0] ?? a.kwargs?.value, uses);
    return { verb, filePath, uses, label: `@${a.name} of ${fn.name}` };
  }
  return undefined;
}

/** The interface a method is declared in (`com.acme.UserMapper#find(1)` → com.acme.UserMapper). */
function declaringType(fn: FunctionIR): string | undefined {
  const hash = fn.id.indexOf('#');
  return hash > 0 ? fn.id.slice(0, hash) : undefined;
}

/** The MyBatis statement a bodiless interface method stands for, if any. */
function statementOf(st: AnalysisState, { fn, filePath }: MapperMethod): Statement | undefined {
  if (fn.body.length || fn.isStatic) return undefined;
  const own = annotated(fn, filePath);
  if (own) return own;
  const owner = declaringType(fn);
  const xml = owner ? st.program.mapperStatements.get(`${owner}.${fn.name}`) : undefined;
  return xml ? { verb: xml.verb, filePath: xml.filePath, uses: xml.uses, label: `${owner}.${fn.name}` } : undefined;
}

function paramAnnotation(annotations: readonly Annotation[]): string | undefined {
  const a = annotations.find((x) => x.qualified === PARAM_ANNOTATION || x.name === 'Param');
  const v = a?.args[0] ?? a?.kwargs?.value;
  return v?.kind === 'const' && typeof v.value === 'string' ? v.value : undefined;
}

/** The value a `${root.path}` reads among the call's arguments; undefined when nothing it names is known. */
function valueRead(inert: (type: string | undefined) => boolean, fn: FunctionIR, args: readonly AbsValue[], root: string, path: readonly string[]): AbsValue | undefined {
  const params = fn.params;
  const names = params.map((p) => paramAnnotation(p.annotations) ?? p.name);
  let index = names.indexOf(root);
  const numbered = /^(?:param(\d+)|arg(\d+))$/.exec(root);
  if (index < 0 && numbered) index = numbered[1] !== undefined ? Number(numbered[1]) - 1 : Number(numbered[2]);
  if (index >= 0 && index < params.length) {
    const arg = args[index] ?? UNKNOWN;
    if (!path.length) return inert(params[index].type) ? UNKNOWN : arg;
    return arg.fields?.get(path[0]) ?? arg.anyField ?? (arg.fields ? UNKNOWN : arg);
  }
  // One parameter without @Param: `${x}` is its property x, or the value itself when it is simple.
  if (params.length === 1 && !paramAnnotation(params[0].annotations)) {
    const arg = args[0] ?? UNKNOWN;
    if (inert(params[0].type)) return UNKNOWN;
    if (root === '_parameter' || root === 'value') return arg;
    return arg.fields?.get(root) ?? arg.anyField ?? (arg.fields ? UNKNOWN : arg);
  }
  return undefined;
}

/**
 * The bodiless method `name` of a receiver typed as an interface of the tree (a mapper has no
 * implementation there, so the ordinary method lookup, which wants a body, finds nothing).
 */
export function mapperMethodOf(st: AnalysisState, types: readonly string[], name: string, arity: number, from: ModuleIR): MapperMethod | undefined {
  for (const t of types.slice(0, 8)) {
    const entry = st.program.classByName(t, from);
    const fn = entry?.cls.signatures?.find((m) => m.name === name && m.params.length === arity && !m.isStatic);
    if (fn && entry) return { fn, filePath: entry.module.path };
  }
  return undefined;
}

/** A bodiless interface method and the file that declares it (where its annotations are written). */
export interface MapperMethod {
  fn: FunctionIR;
  filePath: string;
}

/**
 * A call of a mapper method: its `${…}` arguments reported as SQL sinks, and the value it answers
 * (a stored record for a `select`, else nothing); undefined when the method is no MyBatis statement.
 */
export function mapperStatementCall(st: AnalysisState, frame: Frame, method: MapperMethod, args: readonly AbsValue[], call: CallExpr): AbsValue | undefined {
  const statement = statementOf(st, method);
  const fn = method.fn;
  const declaring = st.program.modules.get(method.filePath);
  const inert = (type: string | undefined): boolean => !!declaring && isInertJavaType(st, type, declaring);
  if (!statement) return undefined;
  for (const use of statement.uses) {
    const taints = use.roots.flatMap((root) => {
      const v = valueRead(inert, fn, args, root, use.path);
      return v ? deepTaints(v, 2) : [];
    });
    if (!taints.length) continue;
    const filePath = statement.filePath;
    const passed = step(frame.module, call.loc, `passed to MyBatis statement ${statement.label} as \`\${${use.text}}\``);
    const pasted: TraceStep = { filePath, line: use.line, column: use.column, message: `sink: \`\${${use.text}}\` is pasted into the SQL text` };
    const at: Loc = { line: use.line, column: use.column, endLine: use.line, endColumn: use.column + (use.endIndex - use.startIndex), startIndex: use.startIndex, endIndex: use.endIndex };
    const withSteps: Taint[] = addStep(addStep(taints, passed), pasted);
    reportTaints(st, frame, 'sql', taints, frame.module.path, call.loc);
    reportTaints(st, frame, 'sql', withSteps, filePath, at);
  }
  if (statement.verb !== 'select') return fn.returnType ? { types: [fn.returnType] } : UNKNOWN;
  const read = step(frame.module, call.loc, `source: rows read by MyBatis statement ${statement.label}`);
  return tainted(addStep([{ kind: 'stored', steps: [], sanitized: [] }], read), fn.returnType ? { types: [fn.returnType] } : {});
}

/**
 * Where a query, command or page was put together. A value composed into text on one line and
 * executed on another (`const sql = "… '" + name + "'"; db.query(sql)`) is a defect of the line that
 * composed it as much as of the line that runs it: that is the line a reviewer fixes, and the line
 * people point at when they name the vulnerable line. So a taint that reaches a sink is reported
 * at the sink and, when the text was built on another line, at the building statement too, with
 * the same trace (like a helper's sink and its caller, reporting.ts).
 *
 * An assignment step keeps the variable it wrote (`assignedTo`) and, when it built text, the
 * statement's location (`built`): plain data, so they survive summaries and the incremental cache;
 * `toFindings` drops both from the public trace.
 */
import type { TraceStep } from '../findings.js';
import type { Expr, Loc, ModuleIR } from '../ir/types.js';
import type { AbsValue } from './values.js';

/** `appends`: text composed in a call's argument onto an existing value (`run(sql + " ORDER BY d")`; passedStep). */
export type AssignStep = TraceStep & { assignedTo?: string; built?: Loc; appends?: true };

/** Where an argument composed text, and whether it composed it onto an existing value (its leftmost part is a variable). */
export interface BuiltArgument {
  loc: Loc;
  appends: boolean;
}

/** A place in a file of the tree: where a finding is reported. */
export interface CodeSite {
  filePath: string;
  loc: Loc;
}

/**
 * An assigned expression that composes text: string concatenation or a template (`concat`, which
 * lowerers emit for plain string building and for `x += y`) or `+`, with text of its own, or a call
 * the analysis saw return built text (its value has a text prefix or skeleton).
 */
export function buildsText(expr: Expr, value: AbsValue): boolean {
  if (expr.kind === 'call') return value.textSkeleton !== undefined || value.textPrefix !== undefined || value.prefix !== undefined;
  // A Go map literal of a named type holding built text (`bson.M{"$where": "this.a == '" + a + "'"}`).
  if (expr.kind === 'cast' && expr.value.kind === 'object') return expr.value.entries.some((en) => composes(en.value));
  return composes(expr);
}

/** String concatenation (or `+`) with text of its own. */
function composes(expr: Expr): boolean {
  return (expr.kind === 'concat' || (expr.kind === 'binary' && expr.op === 'add')) && holdsLiteralText(expr);
}

/**
 * Whether composed text has text of its own: a non-empty string literal among its parts, or a
 * format call on one (`fmt.Sprintf(" AND c = '%s'", c)`, `"… {}".format(x)`). Appending chunks of
 * a request body (`raw += chunk`) builds nothing.
 */
function holdsLiteralText(expr: Expr): boolean {
  const literal = (e: Expr | undefined): boolean => e?.kind === 'const' && typeof e.value === 'string' && e.value.trim() !== '';
  switch (expr.kind) {
    case 'concat':
      return expr.parts.some(holdsLiteralText);
    case 'binary':
      return expr.op === 'add' && (holdsLiteralText(expr.left) || holdsLiteralText(expr.right));
    case 'call':
      return literal(expr.args[0]) || (expr.callee.kind === 'member' && literal(expr.callee.object));
    default:
      return literal(expr);
  }
}

/** Composed text that begins with a variable (`sql + " ORDER BY d"`): more text added to an existing value. */
export function appendsToValue(expr: Expr): boolean {
  let first: Expr = expr;
  for (;;) {
    if (first.kind === 'concat' && first.parts.length) first = first.parts[0];
    else if (first.kind === 'binary' && first.op === 'add') first = first.left;
    else break;
  }
  return first !== expr && (first.kind === 'name' || first.kind === 'member');
}

/**
 * Where to report a building statement that spans lines: the one line holding its tainted parts
 * (`. "<p>" . $note . "</p>"` of a three-line concatenation), else the whole statement. `tainted`
 * tells whether a part carries request data without running it again (names and members only).
 */
export function buildLocation(expr: Expr, statement: Loc, source: string, tainted: (part: Expr) => boolean): Loc {
  if (statement.endLine === statement.line) return statement;
  const lines = new Set<number>();
  const parts: Expr[] = [expr];
  let partLoc: Loc | undefined;
  while (parts.length) {
    const part = parts.pop()!;
    if (part.kind === 'concat') parts.push(...part.parts);
    else if (part.kind === 'binary' && part.op === 'add') parts.push(part.left, part.right);
    else if ((part.kind === 'name' || part.kind === 'member') && tainted(part)) {
      lines.add(part.loc.line);
      partLoc = part.loc;
    }
  }
  if (lines.size !== 1 || !partLoc) return statement;
  return lineAround(source, partLoc);
}

/**
 * Where a taint was made: its first step's line, without indentation. For a predictable random
 * generator that line is the defect (`new Random(seed)` in a token helper), wherever the value is used.
 */
export function sourceLine(source: string, first: TraceStep): Loc | undefined {
  let start = 0;
  for (let line = 1; line < first.line; line++) {
    start = source.indexOf('\n', start) + 1;
    if (start === 0) return undefined;
  }
  const at = start + first.column;
  return at <= source.length ? lineAround(source, { line: first.line, column: first.column, endLine: first.line, endColumn: first.column, startIndex: at, endIndex: at }) : undefined;
}

/** The source line a location starts on, without its indentation. */
export function lineAround(source: string, loc: Loc): Loc {
  const lineStart = source.lastIndexOf('\n', loc.startIndex - 1) + 1;
  const newline = source.indexOf('\n', loc.startIndex);
  const lineEnd = newline < 0 ? source.length : newline;
  const text = source.slice(lineStart, lineEnd);
  const indent = text.length - text.trimStart().length;
  const trimmedEnd = lineStart + text.trimEnd().length;
  return { line: loc.line, column: indent, endLine: loc.line, endColumn: trimmedEnd - lineStart, startIndex: lineStart + indent, endIndex: trimmedEnd };
}

/**
 * An assignment's trace step, keeping the variable it wrote and, when it built text, where
 * (`built`, see buildLocation).
 */
export function assignStep(module: ModuleIR, loc: Loc, target: string, built: Loc | undefined): TraceStep {
  const s: AssignStep = { filePath: module.path, line: loc.line, column: loc.column, message: `assigned to ${target}`, assignedTo: target };
  if (built) s.built = built;
  return s;
}

/**
 * An argument's trace step into a function of the tree. When the argument composed text there
 * (functions.ts) it keeps where (`built`), whether onto an existing value (`appends`) and, as its
 * written target, the parameter it became.
 */
export function passedStep(module: ModuleIR, loc: Loc, message: string, built: BuiltArgument | undefined): TraceStep {
  const s: AssignStep = { filePath: module.path, line: loc.line, column: loc.column, message };
  if (built) {
    s.built = built.loc;
    s.assignedTo = message;
    if (built.appends) s.appends = true;
  }
  return s;
}

/**
 * The statement that built the text a taint reached a sink in: the last assignment of the trace
 * that composed text into a variable other than the one the previous assignment wrote. Appending
 * more to the same variable (`q += " LIMIT " + n` after `q += " AND c = '" + c + "'"`) is not where
 * the taint was built in, nor is appending more to text built on an earlier line in the argument
 * of the helper that runs it (`query_db(sql + " ORDER BY d", args)` after `sql += " AND m = '" + m + "'"`).
 * A variable of another file with the same name is another variable.
 */
export function buildSiteOf(steps: readonly TraceStep[]): CodeSite | undefined {
  let site: CodeSite | undefined;
  let previousTarget: string | undefined;
  let previousBuilt = false;
  for (const s of steps as readonly AssignStep[]) {
    // A variable is known by its file too: a handler's `q := r.URL.Query()` is not the `q` a
    // repository in another file then builds its query in.
    const target = s.assignedTo === undefined ? undefined : `${s.filePath}\0${s.assignedTo}`;
    if (target === undefined) continue;
    const appendsToBuilt = s.appends === true && previousBuilt;
    if (s.built && target !== previousTarget && !appendsToBuilt) site = { filePath: s.filePath, loc: s.built };
    previousTarget = target;
    previousBuilt = s.built !== undefined;
  }
  return site;
}

/** The trace as the Finding contract shows it: where each step is and what happens there. */
export function publicTrace(trace: readonly TraceStep[]): TraceStep[] {
  return trace.map((s) => ('assignedTo' in s ? { filePath: s.filePath, line: s.line, column: s.column, message: s.message } : s));
}

/**
 * A builder append that writes request data into the builder (`sql.append(" AND zone = '").append(zone)`,
 * Go `b.WriteString(…)`): the step of the taint it moves, as an assignment to the builder's variable
 * built on the line of the appended argument, so that line is where the text was built (the first
 * such append of a builder, as with `q += …`). Only when the chain appends text of its own (a non-empty
 * literal in it or in the argument): a builder collecting a request body's chunks builds nothing.
 */
export function builderAppendStep(through: TraceStep, call: Extract<Expr, { kind: 'call' }>, tainted: (index: number) => boolean, source: string): TraceStep | undefined {
  const at = call.args.findIndex((_, i) => tainted(i));
  if (at < 0) return undefined;
  let root: Expr = call;
  let literal = composes(call.args[at]);
  while (root.kind === 'call' && root.callee.kind === 'member') {
    literal ||= root.args.some((a) => a.kind === 'const' && typeof a.value === 'string' && a.value.trim() !== '');
    root = root.callee.object;
  }
  if (root.kind !== 'name' || !literal) return undefined;
  const s: AssignStep = { ...through, assignedTo: root.name, built: lineAround(source, call.args[at].loc), appends: true };
  return s;
}

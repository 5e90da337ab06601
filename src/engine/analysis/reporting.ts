/**
 * Reporting: taint that reaches a sink becomes a finding (real sources) or a summary entry
 * (parameter placeholders), and pattern rules that hold become findings. Also the trace steps and
 * code snippets the other modules attach to values.
 */
import type { TraceStep } from '../findings.js';
import type { Loc, ModuleIR } from '../ir/types.js';
import type { PatternRule, SinkRow, TaintRule } from '../rules/schema.js';
import { buildSiteOf, sourceLine, type CodeSite } from './build-sites.js';
import { entrySiteOf, recordOnSites } from './call-sites.js';
import type { AnalysisState, Frame } from './state.js';
import { isSymbolic, type Taint } from './values.js';

export function step(module: ModuleIR, loc: Loc, message: string): TraceStep {
  return { filePath: module.path, line: loc.line, column: loc.column, message };
}

/** The source text at a location, whitespace collapsed, cut to `max` characters. */
export function snippet(st: AnalysisState, module: ModuleIR, loc: Loc, max: number): string {
  const text = (st.program.sources.get(module.path) ?? '').slice(loc.startIndex, loc.endIndex).replace(/\s+/g, ' ');
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export function reportSink(st: AnalysisState, frame: Frame, row: SinkRow, taints: Taint[], loc: Loc, calleeText: string | (() => string)): void {
  if (taints.length === 0) return;
  const s = step(frame.module, loc, `sink: ${row.label ?? (typeof calleeText === 'string' ? calleeText : calleeText())}`);
  reportTaints(st, frame, row.kind, taints.map((t) => ({ ...t, steps: [...t.steps, s] })), frame.module.path, loc);
}

/**
 * Taint reaching a sink: a finding for real sources, a summary entry for parameter placeholders.
 * A real taint is reported at the sink. When it entered the running helper through a call's
 * argument, it is reported at the outermost such call as well (`call-sites.ts`): the sink line is
 * where the dangerous operation is, the call is where each caller hands it request data (one issue
 * per vulnerable caller). Both carry the path through the helper in their trace. Text built on
 * another line than the sink is reported at the building statement as well (build-sites.ts).
 */
export function reportTaints(st: AnalysisState, frame: Frame, sinkKind: string, taints: Taint[], filePath: string, loc: Loc): void {
  for (const t of taints) {
    recordOnSites(st, t, sinkKind, filePath, loc);
    if (isSymbolic(t)) {
      const summary = st.building.get(t.param.fn);
      if (!summary) continue;
      const { index: param, path } = t.param;
      const samePath = (other: readonly string[] | undefined) => (other ?? []).join('.') === (path ?? []).join('.');
      if (summary.sinks.length < 64 && !summary.sinks.some((s) => s.param === param && samePath(s.path) && s.sinkKind === sinkKind && s.loc.startIndex === loc.startIndex && s.filePath === filePath)) {
        summary.sinks.push({ param, ...(path ? { path } : {}), sinkKind, sanitized: t.sanitized, steps: t.steps, filePath, loc });
      }
      continue;
    }
    const site = entrySiteOf(st, t);
    // The building statement on a line of its own (neither the sink's nor the entry call's), found
    // once per taint and only when a rule about built text holds (null: there is none): most taints
    // reach sinks that no such rule watches (BENCHMARKS.md, branch tidy: 1,252 of 4,211).
    let built: CodeSite | null | undefined;
    let made: CodeSite | null | undefined;
    for (const rule of frame.models.rulesBySink.get(sinkKind) ?? []) {
      if (!rule.taint.sources.includes(t.kind)) continue;
      const accepted = rule.taint.sanitizers ?? rule.taint.sinks;
      if (t.sanitized.some((k) => accepted.includes(k))) continue;
      if (site) addFinding(st, rule, site.filePath, site.loc, t.steps);
      addFinding(st, rule, filePath, loc, t.steps);
      if (MADE_AT_SOURCE.has(rule.category) || rule.taint.reportAtSource) {
        made ??= sourceSiteApart(st, t.steps, filePath, loc, site) ?? null;
        // A rule's own `reportAtSource`: only a source in the sink's file (a helper elsewhere that
        // decodes for many callers is judged by what each caller does with it).
        if (made && (MADE_AT_SOURCE.has(rule.category) || made.filePath === filePath)) addFinding(st, rule, made.filePath, made.loc, t.steps);
      }
      if (!BUILT_TEXT_SINKS.has(rule.category)) continue;
      built ??= buildSiteApart(t.steps, filePath, loc, site) ?? null;
      if (built) addFinding(st, rule, built.filePath, built.loc, t.steps);
    }
  }
}

/** Categories whose defect is text built from request data (a query, command, page, expression). */
const BUILT_TEXT_SINKS = new Set(['sqli', 'xss', 'command-injection', 'code-injection', 'nosql-injection', 'ldap-injection', 'xpath-injection', 'template-injection', 'ssrf', 'path-traversal', 'open-redirect']);

/**
 * Categories whose defect is where the value was made as much as where it is used: a predictable
 * generator is fixed on the line that creates it (often a token helper shared by several callers).
 * A rule can say the same of its own sources (`reportAtSource`: claims decoded without a signature check).
 */
const MADE_AT_SOURCE = new Set(['insecure-randomness']);

/** The line the taint was made on, unless that is the line of the sink or of the entry call. */
function sourceSiteApart(st: AnalysisState, steps: readonly TraceStep[], filePath: string, loc: Loc, site: CodeSite | undefined): CodeSite | undefined {
  const first = steps[0];
  const source = first ? st.program.sources.get(first.filePath) : undefined;
  const line = source !== undefined ? sourceLine(source, first) : undefined;
  if (!line) return undefined;
  const made = { filePath: first.filePath, loc: line };
  return !onLineOf(made, filePath, loc) && !(site && onLineOf(made, site.filePath, site.loc)) ? made : undefined;
}

/** Where the taint's text was built, unless that is on the line of the sink or of the entry call. */
function buildSiteApart(steps: readonly TraceStep[], filePath: string, loc: Loc, site: CodeSite | undefined): CodeSite | undefined {
  const built = buildSiteOf(steps);
  return built && !onLineOf(built, filePath, loc) && !(site && onLineOf(built, site.filePath, site.loc)) ? built : undefined;
}

/** Whether a statement starts on the line of another reported location (one report per line is enough). */
function onLineOf(site: CodeSite, filePath: string, loc: Loc): boolean {
  return site.filePath === filePath && site.loc.line <= loc.line && loc.line <= site.loc.endLine;
}

/** One finding per rule and sink location: the shortest trace wins. */
export function addFinding(st: AnalysisState, rule: TaintRule | PatternRule, filePath: string, loc: Loc, trace: TraceStep[], message?: string): void {
  const sinkKey = `${rule.id}|${filePath}|${loc.startIndex}|${loc.endIndex}`;
  const existing = st.findings.get(sinkKey);
  if (existing && existing.trace.length <= trace.length) return;
  st.findings.set(sinkKey, { rule, filePath, loc, trace, message });
}

/**
 * The model rows a rule uses, for people reading the rule: a taint rule's sources (rows whose
 * kind is one of its source kinds), sinks (its sink kinds) and sanitizers (rows cleaning for a
 * kind it accepts, or for every kind); a pattern rule's own match. Each row is named with the
 * file it comes from (a family model file or a rule's own `models:`).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type { RulePack } from './loader.js';
import type { ModelFile, NamePattern, Rule, SanitizerRow, SinkRow, SourceRow } from './schema.js';

export interface ModelUse {
  role: 'source' | 'sink' | 'sanitizer' | 'match';
  /** The row's kind (`remote`, `sql`), the sanitizer's kinds joined by commas, or `call`/`assign` for a match. */
  kind: string;
  /** How the row applies: `call`, `member read`, `parameter`, `assignment`, `return value`, `member`. */
  how: string;
  names: string[];
  /** Restrictions worth reading (`args 0`, `when`), if any. */
  detail?: string;
  /** The file the row is written in, relative to the rules folder. */
  file: string;
}

function list(names: NamePattern | undefined): string[] {
  return names === undefined ? [] : Array.isArray(names) ? [...names] : [names];
}

function sourceUse(row: SourceRow, file: string): ModelUse {
  if (row.path !== undefined) return { role: 'source', kind: row.kind, how: 'member read', names: list(row.path), file };
  if (row.call !== undefined) {
    return { role: 'source', kind: row.kind, how: 'call', names: list(row.call), ...(row.args ? { detail: `args ${row.args.join(', ')}` } : {}), file };
  }
  const param = row.param ?? {};
  const annotated = list(param.annotation);
  const byClass = !annotated.length && !param.functionAnnotation && param.classExtends !== undefined;
  return {
    role: 'source',
    kind: row.kind,
    how: 'parameter',
    names: annotated.length ? annotated : byClass ? list(param.classExtends) : list(param.functionAnnotation),
    detail: annotated.length ? 'parameters annotated with' : byClass ? 'parameters of methods of classes extending' : 'parameters of functions annotated with',
    file,
  };
}

function sinkUse(row: SinkRow, file: string): ModelUse {
  const detail = [
    row.args ? `args ${row.args.join(', ')}` : '',
    row.kwargs ? `keywords ${row.kwargs.join(', ')}` : '',
    row.fields ? `fields ${row.fields.join(', ')}` : '',
    row.receiver ? 'receiver' : '',
    row.when ? 'when a condition holds' : '',
  ].filter(Boolean).join('; ');
  const base = { role: 'sink' as const, kind: row.kind, ...(detail ? { detail } : {}), file };
  if (row.assign !== undefined) return { ...base, how: 'assignment', names: list(row.assign) };
  if (row.return !== undefined) {
    return { ...base, how: 'return value', names: row.return.functionAnnotation ? list(row.return.functionAnnotation) : list(row.return.classExtends) };
  }
  return { ...base, how: 'call', names: list(row.call) };
}

function sanitizerUse(row: SanitizerRow, file: string): ModelUse {
  return {
    role: 'sanitizer',
    kind: row.kinds.join(', '),
    how: row.member !== undefined ? 'member' : 'call',
    names: row.member !== undefined ? [row.member] : list(row.call),
    ...(row.when ? { detail: 'when a condition holds' } : {}),
    file,
  };
}

function rowsOf(rule: Rule, models: ModelFile, file: string): ModelUse[] {
  const out: ModelUse[] = [];
  if (rule.kind === 'taint') {
    const accepted = new Set(rule.taint.sanitizers ?? rule.taint.sinks);
    for (const row of models.sources ?? []) if (rule.taint.sources.includes(row.kind)) out.push(sourceUse(row, file));
    for (const row of models.sinks ?? []) if (rule.taint.sinks.includes(row.kind)) out.push(sinkUse(row, file));
    for (const row of models.sanitizers ?? []) if (row.kinds.some((k) => k === '*' || accepted.has(k))) out.push(sanitizerUse(row, file));
  } else {
    // A pattern rule's own rows (if any) are shown whole: the rule brought them for itself.
    for (const row of models.sources ?? []) out.push(sourceUse(row, file));
    for (const row of models.sinks ?? []) out.push(sinkUse(row, file));
    for (const row of models.sanitizers ?? []) out.push(sanitizerUse(row, file));
  }
  return out;
}

/** Model files parsed once per process (rule files are not edited while Vigil runs). */
const parsedModels = new Map<string, ModelFile | null>();

function modelFile(file: string): ModelFile | null {
  let models = parsedModels.get(file);
  if (models === undefined) parsedModels.set(file, (models = YAML.parse(fs.readFileSync(file, 'utf8')) as ModelFile | null));
  return models;
}

/** The rows `rule` (loaded from `ruleFile`, of `pack`) uses, sources first, then sinks, then sanitizers. */
export function modelsUsed(rule: Rule, ruleFile: string, pack: RulePack, rulesDir: string): ModelUse[] {
  const rows: ModelUse[] = [];
  if (rule.kind === 'pattern') {
    const { match } = rule;
    const where = match.where ? 'when its conditions hold' : undefined;
    rows.push({
      role: 'match',
      kind: match.assign !== undefined ? 'assign' : 'call',
      how: match.assign !== undefined ? 'assignment' : match.new ? 'constructor call' : 'call',
      names: match.assign !== undefined ? list(match.assign) : list(match.call),
      ...(where ? { detail: where } : {}),
      file: path.relative(rulesDir, ruleFile),
    });
  } else {
    for (const file of pack.modelFiles) {
      const models = modelFile(file);
      if (models) rows.push(...rowsOf(rule, models, path.relative(rulesDir, file)));
    }
  }
  // Rule-local rows join the family's models, so a taint rule uses those of other rules too.
  for (const other of pack.rules) {
    const own = other.file === ruleFile;
    if (other.rule.models && (own || rule.kind === 'taint')) rows.push(...rowsOf(rule, other.rule.models, path.relative(rulesDir, other.file)));
  }
  const order = ['match', 'source', 'sink', 'sanitizer'];
  return rows.sort((a, b) => order.indexOf(a.role) - order.indexOf(b.role));
}

/**
 * Builds the interpreter's real state over small sources lowered by the real lowerers and the
 * real rule pack, so each module's functions can be called directly on it.
 */
import { Analyzer } from '../../../src/engine/analysis/interpreter.js';
import { Program } from '../../../src/engine/analysis/program.js';
import { frameFor, moduleEnv } from '../../../src/engine/analysis/resolve.js';
import type { AnalysisState, Frame } from '../../../src/engine/analysis/state.js';
import type { Env } from '../../../src/engine/analysis/env.js';
import type { AbsValue, Taint } from '../../../src/engine/analysis/values.js';
import type { Expr, ModuleIR, Stmt } from '../../../src/engine/ir/types.js';
import { lowerModule } from '../../../src/engine/lower/index.js';
import { languageOfPath } from '../../../src/engine/parse/languages.js';
import { parseSource } from '../../../src/engine/parse/parser.js';
import { ruleSetFor } from '../../../src/engine/rules/loader.js';

export interface Harness {
  st: AnalysisState;
  analyzer: Analyzer;
  module(path: string): ModuleIR;
  /** The module's top-level scope (running its top level on first use). */
  env(path: string): Env;
  /** A frame for the module's top level. */
  frame(path: string): Frame;
  /** The value a top-level name holds after the module ran. */
  value(path: string, name: string): AbsValue | undefined;
  /** Rule ids and lines of the findings so far, sorted. */
  findings(): string[];
}

export async function harness(files: Record<string, string>): Promise<Harness> {
  const modules: ModuleIR[] = [];
  const sources = new Map<string, string>();
  for (const [path, text] of Object.entries(files)) {
    const language = languageOfPath(path)!;
    const { tree } = await parseSource(language, text);
    modules.push(lowerModule(language, tree, text, path));
    sources.set(path, text);
  }
  const program = new Program(modules, sources, new Map(), ruleSetFor());
  const analyzer = new Analyzer(program);
  const st = analyzer.state;
  const module = (path: string): ModuleIR => program.modules.get(path)!;
  return {
    st,
    analyzer,
    module,
    env: (path) => moduleEnv(st, module(path)),
    frame: (path) => frameFor(st, module(path).topLevel, module(path)),
    value: (path, name) => moduleEnv(st, module(path)).vars.get(name),
    findings: () => [...st.findings.values()].map((f) => `${f.rule.id}:${f.loc.line}`).sort(),
  };
}

/** The expression of a top-level expression statement, by position among the module's statements. */
export function topExpr(module: ModuleIR, index: number): Expr {
  const s: Stmt = module.topLevel.body[index];
  if (s.kind === 'expr') return s.expr;
  if (s.kind === 'assign') return s.value;
  throw new Error(`statement ${index} is a ${s.kind}`);
}

export function remote(label = 'remote'): Taint {
  return { kind: label, steps: [], sanitized: [] };
}

/**
 * Shared cache entries made independent of the order roots run in (spike, see BENCHMARKS
 * "Incremental rescans, order-independent caches").
 *
 * Every cached computation that interprets code (a function's summary, a module's top level, a
 * class's instance template) runs in a scope of its own: fresh contexts-per-function counts, an
 * empty inline stack, no open call sites, its own work count and its own inline cache. So its value
 * depends on the code it reads and on other such entries, not on which root asked first or how
 * deep that root was.
 *
 * While incremental analysis records (`st.recording`), each entry also records the Program
 * questions asked and the findings reported while it was computed, and the entries it used. A
 * root that hits a finished entry takes over the entry's findings at once and its questions when
 * the scan ends, instead of sharing a key with the root that computed it. An entry whose value may
 * still depend on order stays a key (cache/cross-file.ts groups the roots that touch it): it saw a
 * 'pending' value (recursion, import cycles, a module scope read before it ran), it was written
 * after it was finished (a module variable assigned from a function, a method's writes to its
 * class's template), or it ran out of time or work.
 */
import type { AnalysisState, RawFinding } from './state.js';
import { WORK_BUDGET } from './state.js';

export interface EntryInfo {
  /** `map\0key`, the grouping key when the entry is impure. */
  id: string;
  deps: Map<string, string | null>;
  uses: Set<EntryInfo>;
  /** Order-dependent keys touched directly (closures first seen in a nested scope). */
  keys: Set<string>;
  /** Every report made while computing it, nested entries' and hit entries' included, in order. */
  findings: { key: string; raw: RawFinding }[];
  impure: boolean;
  /** Why it is impure (the first reason), for measurements. */
  why?: string;
  done: boolean;
}

export interface EntryRecording {
  /** The root's record at the bottom, the entry being computed on top. */
  stack: EntryInfo[];
  infos: Map<string, EntryInfo>;
}

export function newInfo(id: string): EntryInfo {
  return { id, deps: new Map(), uses: new Set(), keys: new Set(), findings: [], impure: false, done: false };
}

function infoFor(rec: EntryRecording, id: string): EntryInfo {
  let info = rec.infos.get(id);
  if (!info) rec.infos.set(id, (info = newInfo(id)));
  return info;
}

let nextScope = 0;

/** Computes an entry in its own scope (when `interpreting`) and, while recording, records it. */
export function computeEntry<T>(st: AnalysisState, map: string, key: string, interpreting: boolean, run: () => T): T {
  const rec = st.recording;
  const info = rec ? infoFor(rec, `${map}\0${key}`) : undefined;
  if (rec && info) {
    info.done = false;
    rec.stack.push(info);
  }
  const saved = interpreting
    ? { contexts: st.contextsPerFunction, inline: st.inlineStack, sites: st.callSites, work: st.work, check: st.nextDeadlineCheck, scope: st.inlineScope }
    : undefined;
  if (saved) {
    st.contextsPerFunction = new Map();
    st.inlineStack = [];
    st.callSites = [];
    st.work = 0;
    st.nextDeadlineCheck = 0;
    st.inlineScope = `${nextScope++}`;
  }
  let failed = true;
  try {
    const out = run();
    failed = false;
    return out;
  } finally {
    if (saved) {
      const exhausted = st.timedOut || st.work > WORK_BUDGET * 4;
      st.peakWork = Math.max(st.peakWork, st.work);
      st.contextsPerFunction = saved.contexts;
      st.inlineStack = saved.inline;
      st.callSites = saved.sites;
      st.work = st.timedOut ? WORK_BUDGET * 4 + 1 : saved.work;
      st.nextDeadlineCheck = saved.check;
      st.inlineScope = saved.scope;
      if (info && exhausted) impure(info, 'exhausted');
    }
    if (rec && info) {
      if (failed) impure(info, 'failed');
      rec.stack.pop();
      info.done = true;
      use(rec, info);
    }
  }
}

function impure(info: EntryInfo, why: string): void {
  if (!info.impure) info.why = why;
  info.impure = true;
}

function use(rec: EntryRecording, info: EntryInfo): void {
  const top = rec.stack[rec.stack.length - 1];
  if (!top || top === info) return;
  top.uses.add(info);
  for (const f of info.findings) top.findings.push(f);
}

/** A cache hit: a finished entry is taken over; one still being computed is a 'pending' read. */
export function hitEntry(st: AnalysisState, map: string, key: string): void {
  const rec = st.recording;
  if (!rec) return;
  const info = rec.infos.get(`${map}\0${key}`);
  if (!info) return;
  if (info.done) use(rec, info);
  else pendingRead(st, map, key);
}

/**
 * A value read while it is being computed (recursion, an import cycle) or before it was computed
 * at all (a module scope peeked at): what the readers get depends on order, so the entry and every
 * entry being computed above it stay grouping keys.
 */
export function pendingRead(st: AnalysisState, map: string, key: string): void {
  const rec = st.recording;
  if (!rec) return;
  const id = `${map}\0${key}`;
  const info = infoFor(rec, id);
  impure(info, info.done ? 'peeked' : 'pending');
  let from = rec.stack.indexOf(info);
  if (from < 1) from = 1;
  for (let i = from; i < rec.stack.length; i++) impure(rec.stack[i], `above pending ${map}`);
  const top = rec.stack[rec.stack.length - 1];
  if (top !== info) top.uses.add(info);
}

/** A finished entry written afterwards: its readers saw different values depending on order. */
export function entryWritten(st: AnalysisState, map: string, key: string): void {
  const rec = st.recording;
  if (!rec) return;
  const info = rec.infos.get(`${map}\0${key}`);
  if (!info?.done) return;
  impure(info, 'written');
  const top = rec.stack[rec.stack.length - 1];
  if (top && top !== info) top.uses.add(info);
}

/** A key of a cache that stays order-dependent (cache/cross-file.ts groups the roots touching it). */
export function touchKey(st: AnalysisState, map: string, key: string): void {
  const rec = st.recording;
  if (rec) rec.stack[rec.stack.length - 1]?.keys.add(`${map}\0${key}`);
}

/** A Program question asked: recorded by the entry being computed (or the root). */
export function recordQuestion(rec: EntryRecording, question: string, answer: string | null): void {
  rec.stack[rec.stack.length - 1]?.deps.set(question, answer);
}

/** A finding reported: every report is kept by the entry being computed (or the root). */
export function recordFinding(st: AnalysisState, key: string, raw: RawFinding): void {
  const rec = st.recording;
  if (rec) rec.stack[rec.stack.length - 1]?.findings.push({ key, raw });
}

/** What a root depends on, once the scan has run: its questions and the order-dependent keys, through every entry it used. */
export function gather(root: EntryInfo): { deps: Map<string, string | null>; keys: Set<string> } {
  const deps = new Map<string, string | null>();
  const keys = new Set<string>();
  const seen = new Set<EntryInfo>([root]);
  const todo = [root];
  while (todo.length) {
    const info = todo.pop()!;
    for (const [q, a] of info.deps) deps.set(q, a);
    for (const k of info.keys) keys.add(k);
    if (info.impure && info !== root) keys.add(info.id);
    for (const u of info.uses) {
      if (seen.has(u)) continue;
      seen.add(u);
      todo.push(u);
    }
  }
  return { deps, keys };
}

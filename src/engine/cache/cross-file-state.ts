/**
 * The stored form of the cross-file results of a scan (cross-file.ts): for each root, what it
 * reported and which questions it asked the Program, with their answers.
 *
 * Sized for a rescan that reads and rewrites it whole: about 30,000 distinct questions over 1,000
 * roots (real code, bench/engine/incremental.mjs) were most of 16 MB when every root carried its
 * own strings. Questions are stored once, with their answer (one Program answers every question of
 * a scan the same way), and each root lists the indexes of its questions.
 */
import v8 from 'node:v8';
import type { FileDiagnostic, Finding } from '../findings.js';

const FORMAT = 3;

/** What one root's analysis produced and read. */
export interface RootRecord {
  path: string;
  /** Indexes of its questions in the state's tables. */
  deps: Uint32Array;
  findings: Finding[];
  diagnostics: FileDiagnostic[];
}

export interface CrossFileState {
  /** Questions (`kind\0key`) and their answers (null: nothing found), by index. */
  questions: string[];
  answers: (string | null)[];
  roots: RootRecord[];
}

export function decodeState(bytes: Buffer | undefined): CrossFileState | undefined {
  if (!bytes) return undefined;
  try {
    const value = v8.deserialize(bytes) as CrossFileState & { format: number };
    if (!value || value.format !== FORMAT || !Array.isArray(value.roots)) return undefined;
    if (!Array.isArray(value.questions) || !Array.isArray(value.answers) || value.answers.length !== value.questions.length) return undefined;
    const n = value.questions.length;
    for (const r of value.roots) {
      if (typeof r.path !== 'string' || !(r.deps instanceof Uint32Array) || !Array.isArray(r.findings) || !Array.isArray(r.diagnostics)) return undefined;
      for (const d of r.deps) if (d >= n) return undefined;
    }
    return { questions: value.questions, answers: value.answers, roots: value.roots };
  } catch {
    return undefined;
  }
}

export function encodeState(state: CrossFileState): Buffer {
  return v8.serialize({ format: FORMAT, ...state });
}

/**
 * Builds the tables of a new state. With a previous state, its tables are kept as they are and
 * grow: a reused root keeps its question indexes (no copy), a rerun root's questions are looked up
 * in the previous table and appended when new (or when recorded with another answer than the one
 * kept, which a reused root cannot have asked: its answers were checked equal). Questions no root
 * asks any more stay until they are more than a third of the table; then `finish` rebuilds the
 * tables from the roots' questions alone. Rebuilding every scan cost a one-file rescan about
 * 0.1 CPU s for 30,000 questions.
 *
 * With `asked` (the previous questions of the roots that run again), a rerun root's questions are
 * looked up among those only: indexing every question of the previous table (hashing 30,000
 * strings) was a fifth of what a one-file rescan spends outside the interpreter, for roots that
 * mostly ask what they asked before. A question found nowhere there is appended, even if another
 * root asked it too: the table then holds it twice, each copy checked on its own by the next
 * rescan (the same answer both times), and the rebuild below merges the copies.
 */
export class StateBuilder {
  readonly questions: string[];
  readonly answers: (string | null)[];
  private index?: Map<string, number>;

  constructor(
    previous?: CrossFileState,
    private readonly asked?: readonly Uint32Array[],
  ) {
    this.questions = previous ? previous.questions.slice() : [];
    this.answers = previous ? previous.answers.slice() : [];
  }

  private indexOf(question: string): number | undefined {
    if (!this.index) {
      this.index = new Map();
      if (this.asked) {
        for (const deps of this.asked) for (const d of deps) this.index.set(this.questions[d], d);
      } else {
        for (let i = 0; i < this.questions.length; i++) this.index.set(this.questions[i], i);
      }
    }
    return this.index.get(question);
  }

  intern(question: string, answer: string | null): number {
    let i = this.indexOf(question);
    if (i === undefined || this.answers[i] !== answer) {
      i = this.questions.length;
      this.questions.push(question);
      this.answers.push(answer);
      this.index!.set(question, i);
    }
    return i;
  }

  /** The questions of a root recorded this run. */
  fromRecorded(deps: Map<string, string | null>): Uint32Array {
    const out = new Uint32Array(deps.size);
    let j = 0;
    for (const [q, a] of deps) out[j++] = this.intern(q, a);
    return out;
  }

  /** The state's tables and roots, the tables rebuilt from the roots' questions when mostly unused. */
  finish(roots: RootRecord[]): CrossFileState {
    const used = new Uint8Array(this.questions.length);
    let count = 0;
    for (const r of roots) {
      for (const d of r.deps) {
        if (!used[d]) {
          used[d] = 1;
          count++;
        }
      }
    }
    if (this.questions.length - count <= this.questions.length / 3) return { questions: this.questions, answers: this.answers, roots };
    const remap = new Int32Array(this.questions.length).fill(-1);
    const questions: string[] = [];
    const answers: (string | null)[] = [];
    // Copies of one question with one answer (see `asked`) become one entry.
    const kept = new Map<string, number>();
    for (let i = 0; i < used.length; i++) {
      if (!used[i]) continue;
      const entry = `${this.answers[i] === null ? '0' : `1${this.answers[i]}`}\0${this.questions[i]}`;
      const at = kept.get(entry);
      if (at !== undefined) {
        remap[i] = at;
        continue;
      }
      kept.set(entry, questions.length);
      remap[i] = questions.length;
      questions.push(this.questions[i]);
      answers.push(this.answers[i]);
    }
    return { questions, answers, roots: roots.map((r) => ({ ...r, deps: r.deps.map((d) => remap[d]) })) };
  }
}

/**
 * A module read from the engine cache whose IR is deserialised on first use.
 *
 * A rescan builds the Program from module heads (analysis/module-head.ts) and analyses only the
 * roots whose inputs changed; most modules' IR is never read. Deserialising every module's IR
 * up front was a third of a one-file rescan (the decoding and the garbage collection it caused).
 * The object stands for the module everywhere (one identity, as the IR object would): path,
 * language and module name are its own; every other field loads the IR, applies the Program's
 * rewrites (`onLoad`) and reads through.
 *
 * A long-lived process (the server) keeps IR it decoded for the next scans (`shared` modules, see
 * SharedIr): a one-file rescan reruns the roots of a group, and deserialising the IR they read
 * again was about as much CPU as interpreting them.
 */
import v8 from 'node:v8';
import type { ClassIR, FunctionIR, ImportBinding, ModuleIR } from '../ir/types.js';
import type { HeadedModule, ModuleHead } from '../analysis/module-head.js';

/**
 * Decoded IR by the Buffer of the cached entry it was decoded from and the Program's rewrite of it.
 * The Buffers are the ones a memoised pack hands out again (file-cache.ts), so equal bytes. The IR
 * is shared only between modules whose rewrite key is the same (the same relative types resolved
 * the same way), so it is the IR a fresh decode and rewrite would give; nothing else writes to IR
 * (caches derived from a function's IR are keyed by it and computed from it alone; the one that
 * also asks the Program is keyed by the module object, which is each scan's own). Bounded by the
 * bytes decoded, least recently used out.
 */
const SHARED_IR_BYTES = 64 * 1024 * 1024;
const sharedIr = new Map<Buffer, { rewrite: string; ir: ModuleIR }>();
let sharedBytes = 0;
let sharedHits = 0;

/** How many loads this process served from shared IR so far (tests and benchmarks). */
export function sharedIrHits(): number {
  return sharedHits;
}

function keepShared(bytes: Buffer, rewrite: string, ir: ModuleIR): void {
  const old = sharedIr.get(bytes);
  if (old) sharedBytes -= bytes.length;
  sharedIr.delete(bytes);
  if (bytes.length > SHARED_IR_BYTES) return;
  sharedIr.set(bytes, { rewrite, ir });
  sharedBytes += bytes.length;
  for (const [k] of sharedIr) {
    if (sharedBytes <= SHARED_IR_BYTES) break;
    sharedIr.delete(k);
    sharedBytes -= k.length;
  }
}

export class LazyModule implements HeadedModule {
  readonly path: string;
  readonly language: ModuleIR['language'];
  readonly moduleName?: string;
  /** What the Program's rewrite does, as text: equal keys rewrite equally (set with `onLoad`). */
  onLoadKey?: string;
  private ir?: ModuleIR;
  private hook?: (ir: ModuleIR) => void;
  /** Whether `ir` is the process's shared copy (never rewritten again). */
  private irShared = false;

  constructor(
    readonly head: ModuleHead,
    private bytes: Buffer | undefined,
    /** Whether the IR may be shared with other scans of this process (the bytes are a memoised pack's). */
    private readonly shared = false,
  ) {
    this.path = head.path;
    this.language = head.language;
    if (head.moduleName !== undefined) this.moduleName = head.moduleName;
  }

  /** The Program's rewrites, applied at load (or now, if something loaded the IR before). */
  set onLoad(hook: ((ir: ModuleIR) => void) | undefined) {
    this.hook = hook;
    if (this.ir && hook) {
      // A shared IR is never rewritten in place: this module takes a copy of its own.
      if (this.irShared) {
        this.ir = undefined;
        this.irShared = false;
        this.load();
      } else hook(this.ir);
    }
  }

  get onLoad(): ((ir: ModuleIR) => void) | undefined {
    return this.hook;
  }

  /** Whether the IR has been loaded (for tests and statistics). */
  get loaded(): boolean {
    return this.ir !== undefined;
  }

  private load(): ModuleIR {
    if (!this.ir) {
      const bytes = this.bytes!;
      // Shared only with a rewrite known by its key (or none at all).
      const rewrite = this.hook ? this.onLoadKey : '';
      const known = this.shared && rewrite !== undefined ? sharedIr.get(bytes) : undefined;
      if (known && known.rewrite === rewrite) {
        keepShared(bytes, rewrite!, known.ir);
        sharedHits++;
        this.ir = known.ir;
        this.irShared = true;
        return this.ir;
      }
      // Checked when the entry was read (its frame's length and CRC-32, and the head); a failure
      // here would be an entry damaged in memory, which the analysis reports as a failure of the
      // root reading it.
      const ir = v8.deserialize(bytes) as ModuleIR;
      if (!ir || ir.path !== this.path || !ir.topLevel) throw new Error(`cached IR of ${this.path} is unreadable`);
      this.hook?.(ir);
      this.ir = ir;
      if (this.shared && rewrite !== undefined) {
        keepShared(bytes, rewrite, ir);
        this.irShared = true;
      } else this.bytes = undefined; // decoded for this scan alone: the encoded copy is no longer needed
    }
    return this.ir;
  }

  get imports(): ImportBinding[] {
    return this.load().imports;
  }

  get exports(): Record<string, string> {
    return this.load().exports;
  }

  get topLevel(): FunctionIR {
    return this.load().topLevel;
  }

  get functions(): FunctionIR[] {
    return this.load().functions;
  }

  get classes(): ClassIR[] {
    return this.load().classes;
  }

  get comments(): { text: string; line: number }[] {
    return this.load().comments;
  }

  get diagnostics(): ModuleIR['diagnostics'] {
    return this.load().diagnostics;
  }
}

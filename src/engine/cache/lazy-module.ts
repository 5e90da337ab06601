/**
 * A module read from the engine cache whose IR is deserialised on first use.
 *
 * A rescan builds the Program from module heads (analysis/module-head.ts) and analyses only the
 * roots whose inputs changed; most modules' IR is never read. Deserialising every module's IR
 * up front was a third of a one-file rescan (the decoding and the garbage collection it caused).
 * The object stands for the module everywhere (one identity, as the IR object would): path,
 * language and module name are its own; every other field loads the IR, applies the Program's
 * rewrites (`onLoad`) and reads through.
 */
import v8 from 'node:v8';
import type { ClassIR, FunctionIR, ImportBinding, ModuleIR } from '../ir/types.js';
import type { HeadedModule, ModuleHead } from '../analysis/module-head.js';

export class LazyModule implements HeadedModule {
  readonly path: string;
  readonly language: ModuleIR['language'];
  readonly moduleName?: string;
  private ir?: ModuleIR;
  private hook?: (ir: ModuleIR) => void;

  constructor(
    readonly head: ModuleHead,
    private bytes: Buffer | undefined,
  ) {
    this.path = head.path;
    this.language = head.language;
    if (head.moduleName !== undefined) this.moduleName = head.moduleName;
  }

  /** The Program's rewrites, applied at load (or now, if something loaded the IR before). */
  set onLoad(hook: ((ir: ModuleIR) => void) | undefined) {
    this.hook = hook;
    if (this.ir && hook) hook(this.ir);
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
      // Checked when the entry was read (its frame's length and CRC-32, and the head); a failure
      // here would be an entry damaged in memory, which the analysis reports as a failure of the
      // root reading it.
      const ir = v8.deserialize(this.bytes!) as ModuleIR;
      if (!ir || ir.path !== this.path || !ir.topLevel) throw new Error(`cached IR of ${this.path} is unreadable`);
      this.hook?.(ir);
      this.ir = ir;
      this.bytes = undefined;
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

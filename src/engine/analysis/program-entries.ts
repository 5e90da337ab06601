/**
 * The Program's index entries for functions and classes. They point into a module by position, so
 * building the Program reads only module heads (module-head.ts): a module read from the cache is
 * loaded when an entry's IR is read.
 */
import type { ClassIR, FunctionIR, ModuleIR } from '../ir/types.js';
import type { ClassHead } from './module-head.js';

export interface FunctionEntry {
  fn: FunctionIR;
  module: ModuleIR;
}

export interface ClassEntry {
  cls: ClassIR;
  module: ModuleIR;
}

/** A function of the tree: the module's top level (index 0) or one of its functions. */
export class FunctionRef implements FunctionEntry {
  constructor(
    readonly module: ModuleIR,
    private readonly index: number,
  ) {}

  get fn(): FunctionIR {
    return this.index === 0 ? this.module.topLevel : this.module.functions[this.index - 1];
  }
}

/** A class of the tree; `head` (supertypes already normalised) answers what the indexes ask without the IR. */
export class ClassRef implements ClassEntry {
  constructor(
    readonly module: ModuleIR,
    private readonly index: number,
    readonly head: ClassHead,
  ) {}

  get cls(): ClassIR {
    return this.module.classes[this.index];
  }
}

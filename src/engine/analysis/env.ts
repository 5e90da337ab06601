/** Variable bindings of one function activation, with the enclosing closure as parent. */
import type { AbsValue } from './values.js';
import { join } from './values.js';

export class Env {
  vars: Map<string, AbsValue>;
  /** Set once the path reaching here has returned, thrown, broken or continued. */
  dead = false;
  /** Set once a checked expression's value is kept here (expression-guards.ts). */
  hasKept = false;

  constructor(
    readonly parent: Env | undefined,
    vars?: Map<string, AbsValue>,
  ) {
    this.vars = vars ?? new Map();
  }

  lookup(name: string): AbsValue | undefined {
    for (let env: Env | undefined = this; env; env = env.parent) {
      const found = env.vars.get(name);
      if (found !== undefined) return found;
    }
    return undefined;
  }

  /** Writes a name where it is bound (a closure variable), or in this frame. */
  assign(name: string, value: AbsValue): void {
    for (let env: Env | undefined = this; env; env = env.parent) {
      if (env.vars.has(name)) {
        env.vars.set(name, value);
        return;
      }
    }
    this.vars.set(name, value);
  }

  declare(name: string, value: AbsValue): void {
    this.vars.set(name, value);
  }

  fork(): Env {
    const forked = new Env(this.parent, new Map(this.vars));
    forked.hasKept = this.hasKept;
    return forked;
  }

  keepsExpressions(): boolean {
    for (let env: Env | undefined = this; env; env = env.parent) if (env.hasKept) return true;
    return false;
  }

  /** Merges the frames of paths that both may have run into this one. */
  joinFrom(branches: Env[]): void {
    const live = branches.filter((b) => !b.dead);
    if (live.length === 0) {
      this.dead = true;
      return;
    }
    if (live.length === 2) {
      this.joinTwo(live[0], live[1]);
      return;
    }
    const names = new Set<string>();
    for (const b of live) for (const k of b.vars.keys()) names.add(k);
    // A checked expression's kept value (expression-guards.ts) holds only where every path checked it.
    for (const name of names) if (name.startsWith('\u0000') && live.some((b) => !b.vars.has(name))) names.delete(name);
    this.hasKept = live.some((b) => b.hasKept);
    const merged = new Map<string, AbsValue>();
    for (const name of names) {
      let value: AbsValue | undefined;
      let first = true;
      for (const b of live) {
        // Not bound in this path's frame: an enclosing scope's value (a narrowing on another path only
        // shadows it there, narrowing.ts), or nothing when the name was unassigned on this path.
        const v = b.vars.get(name) ?? b.parent?.lookup(name);
        if (v === undefined) {
          value = first ? undefined : value;
          continue;
        }
        value = first ? v : join(value, v);
        first = false;
      }
      if (value !== undefined) merged.set(name, value);
    }
    this.vars = merged;
    this.dead = false;
  }

  /**
   * joinFrom of two live paths (an `if` with its `else`, the common case), without the set of
   * names: the same names in the same order (the first path's, then the second's own), the same values.
   */
  private joinTwo(a: Env, b: Env): void {
    this.hasKept = a.hasKept || b.hasKept;
    const merged = new Map<string, AbsValue>();
    for (const [name, own] of a.vars) {
      if (name.charCodeAt(0) === 0 && !b.vars.has(name)) continue;
      const va = own ?? a.parent?.lookup(name);
      const vb = b.vars.get(name) ?? b.parent?.lookup(name);
      const value = va !== undefined && vb !== undefined ? join(va, vb) : (va ?? vb);
      if (value !== undefined) merged.set(name, value);
    }
    for (const [name, own] of b.vars) {
      if (a.vars.has(name) || name.charCodeAt(0) === 0) continue;
      const va = a.parent?.lookup(name);
      const vb = own ?? b.parent?.lookup(name);
      const value = va !== undefined && vb !== undefined ? join(va, vb) : (va ?? vb);
      if (value !== undefined) merged.set(name, value);
    }
    this.vars = merged;
    this.dead = false;
  }
}

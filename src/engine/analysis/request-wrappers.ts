/**
 * Request wrappers of the tree: a class some construction hands the request superglobals
 * (`new self($_GET, $_POST, $_COOKIE, $_FILES, $_SERVER)` in a `fromGlobals()` factory, `new
 * Request($_GET, $_POST)` in a front controller). PHP shops that write their own framework pass
 * such an object to controllers the analysis cannot follow there (`new $class($request)` by a
 * router), so a controller's `protected Request $request` is only *declared* with the class. An
 * instance whose construction is not seen is one the program builds, so the class's instance
 * template (instances.ts) runs its constructor with the superglobals such a construction passes:
 * `$this->request->query('q')` then reads `$_GET` through the wrapper's own methods.
 *
 * Read from a module's IR when its head is computed (module-head.ts) and indexed by the
 * constructed class on the Program (a tracked map), so moving the construction reruns its readers.
 */
import type { Expr, ModuleIR } from '../ir/types.js';
import { forEachCall } from './ir-walk.js';

export interface GlobalsConstruction {
  /** The constructed class, qualified with dots as the IR writes it. */
  readonly cls: string;
  /** Per argument: the superglobal read it is (`$GLOBALS._GET`), or null for any other argument. */
  readonly args: (Expr | null)[];
}

const MAX_CONSTRUCTIONS = 20;
const MAX_ARGS = 12;

/** A read of a superglobal as a whole (`$_GET`, lowered as `$GLOBALS._GET`). */
function superglobal(e: Expr | undefined): Expr | null {
  return e?.kind === 'member' && e.object.kind === 'name' && e.object.name === '$GLOBALS' && typeof e.property === 'string' ? e : null;
}

/** The constructions of tree-named classes in `m` that pass at least one superglobal. */
export function globalsConstructions(m: ModuleIR): GlobalsConstruction[] {
  const out: GlobalsConstruction[] = [];
  forEachCall(m, (call) => {
    if (!call.isNew || call.callee.kind !== 'name' || !call.callee.qualified || out.length >= MAX_CONSTRUCTIONS) return;
    if (call.args.length > MAX_ARGS) return;
    const args = call.args.map(superglobal);
    if (args.some((a) => a !== null)) out.push({ cls: call.callee.qualified, args });
  });
  return out;
}

/**
 * Express's view folder setting, read from a JavaScript module's IR when the module head is
 * computed (module-head.ts): `app.set('views', 'templates')`, `app.set('views',
 * path.join(__dirname, 'src', 'views'))` and arrays of those. Only the constant text counts
 * (`src/views`): template-sinks.ts looks a view up as a path suffix, so the folder's position
 * in the tree does not matter. `..` and `.` segments are dropped for the same reason.
 */
import type { Expr, ModuleIR } from '../ir/types.js';
import { forEachCall } from './ir-walk.js';

const MAX_FOLDERS = 4;

function folderText(e: Expr): string | undefined {
  const pieces = e.kind === 'const' ? [e] : e.kind === 'call' ? e.args.filter((a) => a.kind === 'const') : [];
  const segments = pieces.flatMap((p) => (p.kind === 'const' && typeof p.value === 'string' ? p.value.split(/[\\/]+/) : [])).filter((s) => s && s !== '.' && s !== '..');
  return segments.length ? segments.join('/') : undefined;
}

/** The constant view folders a module sets, in order of appearance. */
export function viewFolderSettings(m: ModuleIR): string[] {
  const out: string[] = [];
  forEachCall(m, (call) => {
    const { callee, args } = call;
    if (callee.kind !== 'member' || callee.property !== 'set' || args.length !== 2) return;
    if (args[0].kind !== 'const' || args[0].value !== 'views') return;
    const values = args[1].kind === 'array' ? args[1].elements : [args[1]];
    for (const v of values) {
      const folder = folderText(v);
      if (folder && !out.includes(folder) && out.length < MAX_FOLDERS) out.push(folder);
    }
  });
  return out;
}

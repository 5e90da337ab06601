/**
 * Next.js pages router: a page module exporting `getServerSideProps` renders its default export with
 * the `props` that function returned, on every request. So the page component's first parameter is
 * that `props` value: request data getServerSideProps copied into it (`highlight: query.hl`) reaches
 * the component's JSX as it left getServerSideProps, and what it sanitised or converted stays clean.
 */
import type { FunctionIR, ModuleIR } from '../ir/types.js';
import type { AnalysisState } from './state.js';
import { glob } from './resolve.js';
import { isSymbolic, type AbsValue } from './values.js';

/** Page modules: under `pages/`, not its `api/` routes (those are request handlers, not components). */
const PAGE_GLOBS = ['pages/**', '**/pages/**'];
const API_GLOBS = ['pages/api/**', '**/pages/api/**'];
/** Props are plain data: nested objects deeper than this are taken as they are. */
const MAX_DEPTH = 6;

/**
 * The props getServerSideProps hands the module's default export, when `fn` is that default export
 * and the module has one; undefined otherwise. `summarise` gives getServerSideProps' summary.
 */
export function serverSideProps(st: AnalysisState, fn: FunctionIR, module: ModuleIR, summarise: (gssp: FunctionIR) => AbsValue | undefined): AbsValue | undefined {
  if (module.exports.default !== fn.id) return undefined;
  const gsspId = module.exports.getServerSideProps;
  if (!gsspId || gsspId === fn.id) return undefined;
  if (!PAGE_GLOBS.some((g) => glob(st, g)(module.path)) || API_GLOBS.some((g) => glob(st, g)(module.path))) return undefined;
  const gssp = module.functions.find((f) => f.id === gsspId);
  const returned = gssp ? summarise(gssp) : undefined;
  const props = returned?.fields?.get('props');
  return props ? withoutPlaceholders(props, 0) : undefined;
}

/** getServerSideProps' own symbolic parameters mean nothing in the page component: only real taint is kept. */
function withoutPlaceholders(v: AbsValue, depth: number): AbsValue {
  const taints = v.taints?.filter((t) => !isSymbolic(t));
  const out: AbsValue = { ...v, taints: taints?.length ? taints : undefined };
  if (v.fields && depth < MAX_DEPTH) out.fields = new Map([...v.fields].map(([k, x]) => [k, withoutPlaceholders(x, depth + 1)]));
  return out;
}

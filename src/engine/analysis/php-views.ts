/**
 * Plain-PHP view files a framework renders by name (CodeIgniter 4's `view('plots/show', $data)`:
 * `APPPATH/Views/plots/show.php` runs with the data array's keys as variables, and what it returns
 * is the page text). The view's top-level code runs here in a scope of its own holding only the
 * extracted data, so an `<?= $tab ?>` in it is reported at the view's line with the trace from the
 * controller's request read, and `<?= esc($tab) ?>` is not. The rendered text the call returns is
 * clean: what it printed was judged inside the view.
 *
 * Which file: for a constant name, `folder/name.php` for each of the row's folders, looked up from
 * the calling file's folder and each folder above it (an application scanned inside a larger tree).
 * Bounded: a view being rendered is not entered again, nesting stops at MAX_DEPTH, and a name with
 * more than MAX_NAMES constant values is not followed.
 */
import type { ModuleIR } from '../ir/types.js';
import type { SinkRow } from '../rules/schema.js';
import { Env } from './env.js';
import { bindExtracted, normalisePath } from './file-includes.js';
import type { AnalysisState, Frame } from './state.js';
import { keyOf } from './containers.js';
import { constant, isConst, type AbsValue } from './values.js';

const MAX_DEPTH = 4;
const MAX_NAMES = 4;
const MAX_ANCESTORS = 8;

type ViewSpec = NonNullable<SinkRow['phpView']>;

/** Views being rendered per analysis (module paths, outermost first). */
const rendering = new WeakMap<AnalysisState, string[]>();

function names(v: AbsValue | undefined): string[] {
  if (!v) return [];
  const values = isConst(v) ? [v.const.value] : (v.consts ?? []);
  if (!values.length || values.length > MAX_NAMES || !values.every((x) => typeof x === 'string')) return [];
  return values as string[];
}

/** The view module a name loads, looked up under each folder from the caller's folder upwards. */
function viewModule(st: AnalysisState, spec: ViewSpec, name: string, from: ModuleIR): ModuleIR | undefined {
  const file = /\.php$/i.test(name) ? name : `${name}.php`;
  const parts = from.path.split('/').slice(0, -1);
  for (let up = parts.length; up >= 0 && parts.length - up <= MAX_ANCESTORS; up--) {
    const base = parts.slice(0, up).join('/');
    for (const folder of spec.folders) {
      const path = normalisePath(`${base ? `${base}/` : ''}${folder}/${file}`);
      const m = path !== undefined ? st.program.modules.get(path) : undefined;
      if (m && m.language === from.language) return m;
    }
  }
  return undefined;
}

/**
 * The folder of a controller's own views (Yii's controller id): the class name without `Controller`,
 * camel case turned into dashes, under the namespace levels below `controllers`
 * (`app.controllers.admin.LoanItemController` is `admin/loan-item`).
 */
export function controllerViewFolder(className: string | undefined): string | undefined {
  if (!className) return undefined;
  const parts = className.split(/[.\\]/).filter(Boolean);
  const simple = parts.pop() ?? '';
  if (!/.Controller$/.test(simple)) return undefined;
  const id = simple.slice(0, -'Controller'.length).replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
  const at = parts.lastIndexOf('controllers');
  const sub = at >= 0 ? parts.slice(at + 1) : [];
  return [...sub, id].join('/');
}

/** The name a view is looked up by: relative names of a controller-folder row are under the controller's folder. */
function viewName(spec: ViewSpec, name: string, frame: Frame): string {
  if (!spec.controllerFolder || name.startsWith('/') || name.startsWith('@')) return name.replace(/^\/+/, '');
  const cls = frame.module.classes.find((c) => c.name === frame.fn.className || c.qualified === frame.fn.className);
  const folder = controllerViewFolder(cls?.qualified ?? frame.fn.className);
  return folder ? `${folder}/${name}` : name;
}

/**
 * CakePHP's template folder of a controller: its class name without `Controller`, under the namespace
 * levels below `Controller` (`App.Controller.Admin.ToolsController` is `Admin/Tools`).
 */
export function actionViewFolder(className: string | undefined): string | undefined {
  if (!className) return undefined;
  const parts = className.split(/[.\\]/).filter(Boolean);
  const simple = parts.pop() ?? '';
  if (!/.Controller$/.test(simple)) return undefined;
  const at = parts.lastIndexOf('Controller');
  return [...(at >= 0 ? parts.slice(at + 1) : []), simple.slice(0, -'Controller'.length)].join('/');
}

/** The view name a row's call renders: its constant argument, or (`action`) the calling action's own template. */
export function viewNameValue(spec: ViewSpec, args: AbsValue[], frame: Frame): AbsValue | undefined {
  if (!spec.action) return spec.arg === undefined ? undefined : args[spec.arg];
  const cls = frame.module.classes.find((c) => c.name === frame.fn.className || c.qualified === frame.fn.className);
  const folder = actionViewFolder(cls?.qualified ?? frame.fn.className);
  return folder && frame.fn.name ? constant(`/${folder}/${frame.fn.name}`) : undefined;
}

/** The variables a row's call gives the view: the data array, or (`key`) one variable named by a constant. */
export function viewData(spec: ViewSpec, args: AbsValue[], at: number | undefined): AbsValue | undefined {
  const value = at === undefined ? undefined : args[at];
  if (spec.key === undefined) return value;
  const name = keyOf(args[spec.key] ?? {});
  return name === undefined || !value ? undefined : { fields: new Map([[name, value]]) };
}

/** Runs the views the call renders with `data` extracted into their scope; true when one ran. */
export function renderPhpViews(st: AnalysisState, spec: ViewSpec, nameValue: AbsValue | undefined, data: AbsValue | undefined, frame: Frame): boolean {
  const stack = rendering.get(st) ?? [];
  rendering.set(st, stack);
  if (stack.length >= MAX_DEPTH) return false;
  let ran = false;
  for (const name of names(nameValue)) {
    const m = viewModule(st, spec, viewName(spec, name, frame), frame.module);
    if (!m || stack.includes(m.path) || m.path === frame.module.path) continue;
    const scope = new Env(undefined);
    if (data) bindExtracted(data, scope, frame.traits.fileInclusion?.sigil ?? '$');
    const inner: Frame = { ...frame, fn: m.topLevel, module: m, returns: [], loopExits: undefined, ...(spec.thisType ? { thisValue: { types: [spec.thisType] } } : {}) };
    stack.push(m.path);
    try {
      st.execBlock(m.topLevel.body, scope, inner);
    } finally {
      stack.pop();
    }
    ran = true;
  }
  return ran;
}

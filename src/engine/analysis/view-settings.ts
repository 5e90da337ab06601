/**
 * View settings read from a module's IR when the module head is computed (module-head.ts):
 *
 * - Express's view folder, `app.set('views', 'templates')`, `app.set('views',
 *   path.join(__dirname, 'src', 'views'))` and arrays of those;
 * - Flask's and a blueprint's template folder, `Blueprint("auth", __name__,
 *   template_folder="../templates/auth")`, `Flask(__name__, template_folder="pages")`: Flask
 *   searches the application's folder and then every blueprint's, whichever view renders;
 * - the constant view names a module renders (`res.render('home')`);
 * - Express's engine for a file ending, `app.engine('html', require('ejs').renderFile)`,
 *   `app.engine('hbs', exphbs.engine({…}))`: views with that ending are read in that language.
 *
 * Only the constant text of a folder counts (`src/views`): template-sinks.ts looks a view up as a
 * path suffix, so the folder's position in the tree does not matter. `..` and `.` segments are
 * dropped for the same reason.
 */
import type { Expr, ModuleIR } from '../ir/types.js';
import { forEachCall } from './ir-walk.js';
import type { TemplateEngine } from './template-output.js';

const MAX_FOLDERS = 4;

function folderText(e: Expr): string | undefined {
  const pieces = e.kind === 'const' ? [e] : e.kind === 'call' ? e.args.filter((a) => a.kind === 'const') : [];
  const segments = pieces.flatMap((p) => (p.kind === 'const' && typeof p.value === 'string' ? p.value.split(/[\\/]+/) : [])).filter((s) => s && s !== '.' && s !== '..');
  return segments.length ? segments.join('/') : undefined;
}

function addFolder(out: string[], e: Expr): void {
  const folder = folderText(e);
  if (folder && !out.includes(folder) && out.length < MAX_FOLDERS) out.push(folder);
}

/** Constructors whose `template_folder` keyword names a folder Flask's loader searches. */
const FLASK_TEMPLATE_OWNERS = new Set(['flask.Flask', 'flask.Blueprint', 'flask.blueprints.Blueprint', 'flask.app.Flask']);

/** The constant view folders a module sets, in order of appearance. */
export function viewFolderSettings(m: ModuleIR): string[] {
  const out: string[] = [];
  forEachCall(m, (call) => {
    const { callee, args } = call;
    if (callee.kind === 'name' && callee.qualified && FLASK_TEMPLATE_OWNERS.has(callee.qualified) && call.kwargs?.template_folder) {
      addFolder(out, call.kwargs.template_folder);
      return;
    }
    if (callee.kind !== 'member' || callee.property !== 'set' || args.length !== 2) return;
    if (args[0].kind !== 'const' || args[0].value !== 'views') return;
    for (const v of args[1].kind === 'array' ? args[1].elements : [args[1]]) addFolder(out, v);
  });
  return out;
}

/** Packages whose render function an Express `app.engine` registration names, by language. */
const ENGINE_PACKAGES: Record<string, TemplateEngine> = {
  ejs: 'ejs',
  pug: 'pug',
  jade: 'pug',
  hbs: 'handlebars',
  handlebars: 'handlebars',
  'express-handlebars': 'handlebars',
  'express-hbs': 'handlebars',
  nunjucks: 'nunjucks',
  swig: 'swig',
};

/** A package whose members are render functions named by their engine (`consolidate.swig`, `consolidate.ejs`). */
const ENGINE_BY_MEMBER = new Set(['consolidate']);

/** The template language a registered render function belongs to: the package its names resolve to. */
function engineOf(e: Expr, depth = 0): TemplateEngine | undefined {
  if (depth > 4) return undefined;
  switch (e.kind) {
    case 'name':
      return e.qualified ? ENGINE_PACKAGES[e.qualified.split('.')[0]] : undefined;
    case 'member':
      if (e.object.kind === 'name' && e.object.qualified && ENGINE_BY_MEMBER.has(e.object.qualified) && typeof e.property === 'string') return ENGINE_PACKAGES[e.property];
      return engineOf(e.object, depth + 1);
    case 'call': {
      // `require('ejs').renderFile`, `exphbs.engine({…})`, `engine({…})` imported from the package.
      const required = e.callee.kind === 'name' && e.callee.name === 'require' && e.args[0]?.kind === 'const' ? e.args[0].value : undefined;
      return typeof required === 'string' ? ENGINE_PACKAGES[required] : engineOf(e.callee, depth + 1);
    }
    default:
      return undefined;
  }
}

export interface EngineSetting {
  /** The file ending with its dot (`.html`). */
  readonly ending: string;
  readonly engine: TemplateEngine;
}

/** The file endings a module registers an engine for (`app.engine('html', …)`). */
export function viewEngineSettings(m: ModuleIR): EngineSetting[] {
  const out: EngineSetting[] = [];
  forEachCall(m, (call) => {
    const { callee, args } = call;
    if (callee.kind !== 'member' || callee.property !== 'engine' || args.length !== 2) return;
    if (args[0].kind !== 'const' || typeof args[0].value !== 'string' || !/^\.?[\w-]{1,20}$/.test(args[0].value)) return;
    const engine = engineOf(args[1]);
    const ending = `.${args[0].value.replace(/^\./, '')}`;
    if (engine && !out.some((s) => s.ending === ending) && out.length < MAX_FOLDERS) out.push({ ending, engine });
  });
  return out;
}

const MAX_RENDERED = 64;

/**
 * The constant view names a module renders (`res.render('home', …)`): the views a value the
 * module's middleware puts in `res.locals` can reach, since every render sees the locals.
 */
export function renderedViewNames(m: ModuleIR): string[] {
  const out = new Set<string>();
  forEachCall(m, (call) => {
    const name = call.args[0];
    if (call.callee.kind !== 'member' || call.callee.property !== 'render' || name?.kind !== 'const' || typeof name.value !== 'string') return;
    if (name.value.length <= 300 && out.size < MAX_RENDERED) out.add(name.value);
  });
  return [...out];
}

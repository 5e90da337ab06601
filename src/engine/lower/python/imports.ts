/**
 * Python module names and import bindings.
 *
 * `import a.b` binds `a` to `a` (Python binds the top package); `import a.b as c` binds `c` to
 * `a.b`; `from m import x as y` binds `y` to `m.x`. Relative imports are resolved against the
 * file's own dotted module name, so `from .db import run` in `app/views.py` gives `app.db.run`.
 */
import type { PyNode as Node } from './tree.js';

export interface ModuleNaming {
  /** Dotted module name (`app.views`; a package's `__init__.py` is the package itself). */
  moduleName: string;
  /** The package relative imports start from. */
  packageName: string;
}

/**
 * The dotted module name of a repository-relative path. A leading `src/` is dropped because
 * the "src layout" keeps importable packages under it (`src/pkg/mod.py` is imported as `pkg.mod`).
 */
export function moduleNaming(path: string): ModuleNaming {
  const withoutExt = path.replace(/\\/g, '/').replace(/\.pyi?$/i, '').replace(/^\.\//, '');
  const segments = withoutExt.split('/').filter((s) => s.length > 0);
  if (segments.length > 1 && segments[0] === 'src') segments.shift();
  const isPackage = segments[segments.length - 1] === '__init__';
  if (isPackage) segments.pop();
  const moduleName = segments.join('.');
  const packageName = isPackage ? moduleName : segments.slice(0, -1).join('.');
  return { moduleName, packageName };
}

export interface RawBinding {
  local: string;
  qualified: string;
  node: Node;
}

function dotted(node: Node | null): string {
  return node ? node.text.replace(/\s+/g, '') : '';
}

/** The absolute module a `from X import` statement names. */
function fromModule(moduleNode: Node | null, naming: ModuleNaming): string {
  if (!moduleNode) return '';
  if (moduleNode.type !== 'relative_import') return dotted(moduleNode);
  const prefix = moduleNode.namedChildren.find((c) => c?.type === 'import_prefix');
  const rest = moduleNode.namedChildren.find((c) => c?.type === 'dotted_name');
  const dots = prefix ? prefix.text.replace(/[^.]/g, '').length : 1;
  const base = naming.packageName.split('.').filter((s) => s.length > 0);
  base.splice(Math.max(0, base.length - (dots - 1)));
  const parts = [...base];
  if (rest) parts.push(dotted(rest));
  return parts.join('.');
}

/** Bindings made by one `import` or `from … import` statement; wildcard modules are returned apart. */
export function importBindings(
  node: Node,
  naming: ModuleNaming,
): { bindings: RawBinding[]; wildcard?: string } {
  const bindings: RawBinding[] = [];
  if (node.type === 'import_statement') {
    for (const name of node.childrenForFieldName('name')) {
      if (!name) continue;
      if (name.type === 'aliased_import') {
        const alias = name.childForFieldName('alias');
        const target = dotted(name.childForFieldName('name'));
        if (alias && target) bindings.push({ local: alias.text, qualified: target, node: name });
      } else {
        const target = dotted(name);
        const top = target.split('.')[0];
        if (top) bindings.push({ local: top, qualified: top, node: name });
      }
    }
    return { bindings };
  }
  // import_from_statement and future_import_statement
  const module =
    node.type === 'future_import_statement' ? '__future__' : fromModule(node.childForFieldName('module_name'), naming);
  const join = (name: string) => (module ? `${module}.${name}` : name);
  for (const name of node.childrenForFieldName('name')) {
    if (!name) continue;
    if (name.type === 'aliased_import') {
      const alias = name.childForFieldName('alias');
      const target = dotted(name.childForFieldName('name'));
      if (alias && target) bindings.push({ local: alias.text, qualified: join(target), node: name });
    } else {
      const target = dotted(name);
      if (target) bindings.push({ local: target, qualified: join(target), node: name });
    }
  }
  const wildcard = node.namedChildren.some((c) => c?.type === 'wildcard_import') ? module : undefined;
  return { bindings, wildcard };
}

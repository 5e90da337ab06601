/**
 * Go packages of the scanned tree: a package is the folder its files share (the Go lowerer names
 * it `$go/<folder>`), imported by a path that ends with that folder
 * (`example.com/shop/internal/db` → `$go/internal/db`, whatever the module path in `go.mod` is).
 * Also what Go leaves implicit: a type's methods may be declared in several files (one class
 * part per file), and a struct implements every interface whose methods it has.
 */
import type { ModuleIR } from '../ir/types.js';
import { headOf, type ClassHead } from './module-head.js';

/** First elements of the standard library's import paths: never a folder of the tree. */
const STANDARD = new Set([
  'archive', 'bufio', 'bytes', 'cmp', 'compress', 'container', 'context', 'crypto', 'database', 'debug', 'embed', 'encoding',
  'errors', 'expvar', 'flag', 'fmt', 'go', 'hash', 'html', 'image', 'index', 'io', 'iter', 'log', 'maps', 'math', 'mime', 'net',
  'os', 'path', 'plugin', 'reflect', 'regexp', 'runtime', 'slices', 'sort', 'strconv', 'strings', 'sync', 'syscall', 'testing',
  'text', 'time', 'unicode', 'unique', 'unsafe',
]);

/** A class of one file (the Program's ClassRef): read through its head, without loading the module. */
export interface ClassPart {
  module: ModuleIR;
  head: ClassHead;
}

/** A class implementing or extending a type: its qualified name and the path of its file. */
export interface ClassImpl {
  qualified: string;
  owner: string;
}

export class GoPackages {
  private readonly byKey = new Map<string, ModuleIR[]>();
  private readonly folders: string[] = [];
  private readonly resolved = new Map<string, string | null>();
  /** Package key → package-level name → the file declaring it (built on first use of the package). */
  private readonly declared = new Map<string, Map<string, ModuleIR>>();

  /** `modules`: the Go modules of the tree (the program picks them). */
  constructor(modules: ModuleIR[]) {
    for (const m of modules) {
      if (!m.moduleName) continue;
      const list = this.byKey.get(m.moduleName);
      if (list) list.push(m);
      else {
        this.byKey.set(m.moduleName, [m]);
        if (m.moduleName !== '$go') this.folders.push(m.moduleName.slice(4));
      }
    }
    this.folders.sort((a, b) => b.length - a.length);
  }

  get empty(): boolean {
    return this.byKey.size === 0;
  }

  /** The tree package an import path or package key names, if any. */
  packageKey(pkg: string): string | undefined {
    if (pkg === '$go' || pkg.startsWith('$go/')) return this.byKey.has(pkg) ? pkg : undefined;
    const cached = this.resolved.get(pkg);
    if (cached !== undefined) return cached ?? undefined;
    let found: string | undefined;
    if (!STANDARD.has(pkg.split('/')[0])) {
      const folder = this.folders.find((f) => pkg === f || pkg.endsWith(`/${f}`));
      if (folder) found = `$go/${folder}`;
    }
    this.resolved.set(pkg, found ?? null);
    return found;
  }

  /** `example.com/app/db.Store.Find` → the package part and the members after it. */
  static split(qname: string): { pkg: string; rest: string[] } {
    const slash = qname.lastIndexOf('/');
    const dot = qname.indexOf('.', slash + 1);
    if (dot < 0) return { pkg: qname, rest: [] };
    return { pkg: qname.slice(0, dot), rest: qname.slice(dot + 1).split('.') };
  }

  /** The file of a tree package declaring the first member of a qualified name. */
  locate(qname: string): { module: ModuleIR; rest: string[] } | undefined {
    const { pkg, rest } = GoPackages.split(qname);
    const key = this.packageKey(pkg);
    if (!key) return undefined;
    const files = this.byKey.get(key)!;
    if (rest.length === 0) return { module: files[0], rest };
    return { module: this.declarations(key, files).get(rest[0]) ?? files[0], rest };
  }

  private declarations(key: string, files: ModuleIR[]): Map<string, ModuleIR> {
    let names = this.declared.get(key);
    if (!names) {
      names = new Map();
      for (const m of files) {
        const add = (name: string): void => {
          if (!names!.has(name)) names!.set(name, m);
        };
        // From the head: the same names as the IR's, without loading a module read from the cache.
        const head = headOf(m);
        Object.keys(head.exports ?? {}).forEach(add);
        head.classes.forEach((c) => add(c.name));
        (head.topLevelNames ?? []).forEach(add);
      }
      this.declared.set(key, names);
    }
    return names;
  }

  /** A type written through its import path (`example.com/app/db.Store`) as the tree names it (`$go/db.Store`). */
  canonicalType(name: string): string | undefined {
    const { pkg, rest } = GoPackages.split(name);
    if (rest.length !== 1) return undefined;
    const key = this.packageKey(pkg);
    return key ? `${key}.${rest[0]}` : undefined;
  }

  /**
   * Structs that implement each interface of the tree: those whose methods (over all their
   * parts) include every method the interface names. `parts`: the Go classes of the tree.
   */
  implementations(parts: Map<string, ClassPart[]>): Map<string, ClassImpl[]> {
    const out = new Map<string, ClassImpl[]>();
    const methodSets = new Map<string, Set<string>>();
    const interfaces: ClassHead[] = [];
    for (const [qualified, list] of parts) {
      const methods = list.flatMap((p) => p.head.methods ?? []);
      if (methods.length > 0 && methods.every((m) => !m.body) && list.every((p) => p.head.fieldCount === 0)) interfaces.push(list[0].head);
      else methodSets.set(qualified, new Set(methods.filter((m) => m.body).map((m) => m.name)));
    }
    for (const iface of interfaces) {
      const impls = [...methodSets]
        .filter(([, names]) => (iface.methods ?? []).every((m) => names.has(m.name)))
        .map(([q]) => ({ qualified: parts.get(q)![0].head.qualified, owner: parts.get(q)![0].module.path }));
      if (impls.length) out.set(iface.qualified, impls);
    }
    return out;
  }
}

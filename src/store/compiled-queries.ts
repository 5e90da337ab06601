/**
 * Queries built and compiled once per database and shape, then run with new parameters.
 *
 * Building a Kysely query (immutable nodes) and compiling it to SQL costs about as much CPU as
 * running a primary-key read on SQLite, and the hot reads of the API (one issue, a page of
 * issues) have a handful of shapes. So a query is built once with placeholder values, each a
 * unique marker, compiled, and the position of each marker among the compiled parameters is
 * remembered: a later call only puts its values at those positions. The SQL text is identical
 * to what building the query again would give (the markers are parameters like the values).
 *
 * These reads also skip the CamelCasePlugin's mapping of rows (database.ts), which copies every
 * row to rename its keys (about 30-50 µs for a page of 50 issues, a few percent of a request):
 * their SQL names each selected column with its camelCase alias (`"file_path" as "filePath"`),
 * so the driver's rows already have the application's keys and run without the plugin.
 */
import {
  AliasNode,
  ColumnNode,
  IdentifierNode,
  OperationNodeTransformer,
  ReferenceNode,
  type Compilable,
  type CompiledQuery,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SelectionNode,
  type UnknownRow,
} from 'kysely';
import { readDirectly } from './direct-reads.js';
import type { DbOrTrx } from './schema.js';

/** As the CamelCasePlugin maps a snake_case key (`file_path` → `filePath`). */
const camelCase = (name: string): string => name.replace(/_(.)/g, (_, next: string) => next.toUpperCase());

/** Aliases each selected column (or alias) with its camelCase name; runs after the CamelCasePlugin. */
class CamelCaseAliases extends OperationNodeTransformer {
  protected override transformSelection(node: SelectionNode): SelectionNode {
    const selection = node.selection as OperationNode;
    if (AliasNode.is(selection) && IdentifierNode.is(selection.alias)) return { ...node, selection: AliasNode.create(selection.node, IdentifierNode.create(camelCase(selection.alias.name))) };
    const column = ReferenceNode.is(selection) ? selection.column : selection;
    if (ColumnNode.is(column)) return { ...node, selection: AliasNode.create(selection, IdentifierNode.create(camelCase(column.column.name))) };
    throw new Error(`a compiled query selects only named columns and aliases, not ${selection.kind}`);
  }
}

const aliasSelections: KyselyPlugin = {
  transformQuery: (args: PluginTransformQueryArgs): RootOperationNode => new CamelCaseAliases().transformNode(args.node),
  transformResult: async (args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => args.result,
};

const unmappedByDb = new WeakMap<DbOrTrx, DbOrTrx>();

/** `db` without the row mapping, for statements whose SQL already names the camelCase keys. */
export function unmapped(db: DbOrTrx): DbOrTrx {
  let plain = unmappedByDb.get(db);
  if (!plain) {
    plain = db.withoutPlugins();
    unmappedByDb.set(db, plain);
  }
  return plain;
}

/** Compiles `build(db)` with every selected column aliased by its camelCase name; run it on `unmapped(db)`. */
export function compileAliased<R>(db: DbOrTrx, build: (db: DbOrTrx) => Compilable<R>): CompiledQuery<R> {
  return build(db.withPlugin(aliasSelections)).compile();
}

type Value = string | number | null;

const MARKER = '\u0000vigil-parameter:';

/** The placeholder passed to `build` for the parameter `name` (typed as the value it stands for). */
export function parameter<T extends Value = string>(name: string): T {
  return `${MARKER}${name}` as T;
}

interface Compiled {
  query: CompiledQuery<unknown>;
  /** For each compiled parameter: the name of the value it takes, or the constant it keeps. */
  slots: ({ name: string } | { constant: unknown })[];
}

/**
 * A family of queries whose shape is chosen by a string (`shape`) and whose values are named.
 * `build(db, shape)` must use `parameter(name)` for every value that varies between calls.
 */
export class CompiledQueries<R> {
  readonly #byDb = new WeakMap<DbOrTrx, Map<string, Compiled>>();

  constructor(private readonly build: (db: DbOrTrx, shape: string) => Compilable<R>) {}

  async execute(db: DbOrTrx, shape: string, values: Record<string, Value>): Promise<R[]> {
    let shapes = this.#byDb.get(db);
    if (!shapes) {
      shapes = new Map();
      this.#byDb.set(db, shapes);
    }
    let compiled = shapes.get(shape);
    if (!compiled) {
      const query = compileAliased(db, (aliased) => this.build(aliased, shape));
      const slots = query.parameters.map((p) => (typeof p === 'string' && p.startsWith(MARKER) ? { name: p.slice(MARKER.length) } : { constant: p }));
      compiled = { query, slots };
      shapes.set(shape, compiled);
    }
    const parameters = compiled.slots.map((slot) => {
      if (!('name' in slot)) return slot.constant;
      const value = values[slot.name];
      if (value === undefined) throw new Error(`no value for query parameter ${slot.name}`);
      return value;
    });
    return runCompiled<R>(db, compiled.query, parameters);
  }
}

/** Runs a compiled read (without the row mapping) with these parameters: directly when it can (direct-reads.ts). */
export async function runCompiled<R>(db: DbOrTrx, query: CompiledQuery<unknown>, parameters: readonly unknown[]): Promise<R[]> {
  let direct = readDirectly(db, query.sql, parameters);
  // SQLite answers at once: no promise, and no microtask turn spent waiting for one.
  if (direct instanceof Promise) direct = await direct;
  if (direct !== undefined) return direct as R[];
  const { rows } = await unmapped(db).executeQuery<R>({ ...(query as CompiledQuery<R>), parameters });
  return rows;
}

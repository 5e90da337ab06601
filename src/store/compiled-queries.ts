/**
 * Queries built and compiled once per database and shape, then run with new parameters.
 *
 * Building a Kysely query (immutable nodes) and compiling it to SQL costs about as much CPU as
 * running a primary-key read on SQLite, and the hot reads of the API (one issue, a page of
 * issues) have a handful of shapes. So a query is built once with placeholder values, each a
 * unique marker, compiled, and the position of each marker among the compiled parameters is
 * remembered: a later call only puts its values at those positions. The SQL text is identical
 * to what building the query again would give (the markers are parameters like the values).
 */
import type { Compilable, CompiledQuery } from 'kysely';
import type { DbOrTrx } from './schema.js';

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
      const query = this.build(db, shape).compile();
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
    const { rows } = await db.executeQuery<R>({ ...(compiled.query as CompiledQuery<R>), parameters });
    return rows;
  }
}

/**
 * GraphQL resolver maps (`callbacks` rows with `resolverMap`): servers and schema builders take
 * `{ resolvers: { Query: { shipment(parent, args, context, info) {…} }, Customer: {…} } }` and call
 * every function two levels down with the arguments the client wrote in the query. A field may
 * also be an object whose `resolve` (or, for subscriptions, `subscribe`) is the function. A map
 * given as a list (`resolvers: [a, b]`, merged by the server) is read element by element.
 *
 * Only the value's known fields are read: a map the analysis could not follow (built by a library
 * the tree does not contain) runs nothing, as an unknown callback argument does.
 */
import type { AbsValue } from './values.js';

/** Keys of a field configuration object that hold the function the server calls. */
const FIELD_FUNCTIONS = ['resolve', 'subscribe'];

/** The functions of one type's entry: direct functions and the `resolve`/`subscribe` of objects. */
function fieldFunctions(typeEntry: AbsValue): AbsValue[] {
  const found: AbsValue[] = [];
  for (const field of typeEntry.fields?.values() ?? []) {
    if (field.fn) found.push(field);
    else for (const key of FIELD_FUNCTIONS) {
      const fn = field.fields?.get(key);
      if (fn?.fn) found.push(fn);
    }
  }
  return found;
}

/** Every resolver function of a resolver map (or of a list of maps). */
export function resolverFunctions(map: AbsValue | undefined, depth = 0): AbsValue[] {
  if (!map?.fields || depth > 2) return [];
  const entries = [...map.fields.entries()];
  // A list of maps has index keys "0", "1"…; a map has type names.
  if (entries.length && entries.every(([k]) => /^\d+$/.test(k))) return entries.flatMap(([, v]) => resolverFunctions(v, depth + 1));
  return entries.flatMap(([, typeEntry]) => fieldFunctions(typeEntry));
}

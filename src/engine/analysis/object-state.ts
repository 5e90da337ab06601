/**
 * Per-object configuration (`states` model rows): calls that configure an object before it is used,
 * such as `factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true)` on an XML parser
 * factory. A matching call whose `when` holds adds (`set`) or removes (`clear`) a named state on
 * its receiver; sinks and pattern rules then test the receiver with `{ receiver: true, state: … }`.
 *
 * The receiver object is updated in place, like a container write, so every variable and field
 * holding the same object sees the state, whichever branch configured it. A receiver the analysis
 * knows nothing about (the shared frozen unknown value) gets a fresh object, rebound by the caller.
 */
import type { StateRow, TypeRow } from '../rules/schema.js';
import { evalCheck, type CallFacts } from './checks.js';
import type { AbsValue } from './values.js';

/**
 * Applies the matching rows to the receiver. Returns the object now holding the states when it
 * had to be replaced (a frozen receiver), so the caller can rebind the variable; else undefined.
 */
export function applyStateRows(rows: readonly StateRow[], facts: CallFacts, receiver: AbsValue | undefined): AbsValue | undefined {
  if (!receiver || rows.length === 0) return undefined;
  let states: Set<string> | undefined;
  for (const row of rows) {
    if (row.when && !evalCheck(row.when, facts)) continue;
    states ??= new Set(receiver.states ?? []);
    if (row.set) states.add(row.set);
    if (row.clear) states.delete(row.clear);
  }
  if (!states) return undefined;
  if (Object.isFrozen(receiver)) return { ...receiver, states };
  receiver.states = states;
  return undefined;
}

/**
 * The states a call's `types` rows give the object it returns: `{ states }` to spread into the
 * result, or nothing. A factory made in view (`DocumentBuilderFactory.newInstance()`) starts as the
 * library configures it; one read from a field or a parameter starts with no state at all, so a
 * rule can tell "seen unconfigured" from "configured somewhere the analysis does not follow".
 */
export function initialStates(rows: readonly TypeRow[]): { states?: ReadonlySet<string> } {
  let states: Set<string> | undefined;
  for (const row of rows) for (const s of row.states ?? []) (states ??= new Set()).add(s);
  return states ? { states } : {};
}

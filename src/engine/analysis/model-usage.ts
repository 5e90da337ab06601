/**
 * An optional recorder of which model rows the analysis applied, for the rule-fixture runner's
 * model-coverage report (test/engine/fixture-report.ts). When no recorder is installed nothing here
 * runs: FamilyModels checks `activeModelRecorder` once, when it is built, and only then wraps its
 * indexes, so the normal analysis path is unchanged.
 *
 * What counts as "applied":
 * - rows found by name (sources by path or call, sinks, sanitizers, propagators, types, callbacks
 *   by call, containers, config, states, path builders): each lookup that returns the row;
 * - `supertypes` rows: a lookup of the subtype; `sanitizers` by member: a read of that member;
 * - rows the interpreter tests one by one (parameter sources, callback exports and subclasses,
 *   return sinks, sanitizers on validated fields): when the interpreter uses the row's effect (its
 *   `kind`, `params` or `kinds`), which it
 *   does only after the row's conditions held.
 */
import type { ModelFile } from '../rules/schema.js';
import type { FamilyModels } from './models.js';

/** Called with the model row object (as loaded into the rule pack) each time it is applied. */
export type ModelRowRecorder = (row: object) => void;

export let activeModelRecorder: ModelRowRecorder | undefined;

/**
 * Records every model row applied by analyses whose models are built until the returned function
 * is called (FamilyModels are built per scan, so start before `analyzeFiles`). Single-threaded
 * scans only (`parallel: false`): worker threads build their own models.
 */
export function recordModelRows(recorder: ModelRowRecorder): () => void {
  activeModelRecorder = recorder;
  return () => {
    if (activeModelRecorder === recorder) activeModelRecorder = undefined;
  };
}

interface FindIndex {
  find(names: readonly string[]): object[];
}

function recordFinds(index: FindIndex, record: ModelRowRecorder): void {
  const find = index.find.bind(index);
  index.find = (names) => {
    const rows = find(names);
    for (const row of rows) record(row);
    return rows;
  };
}

/** Replaces each row by a view that records the row when `effect` is read from it. */
function recordOnRead<T extends object>(rows: T[], effect: keyof T & string, record: ModelRowRecorder): void {
  rows.splice(0, rows.length, ...rows.map((row) => new Proxy(row, {
    get(target, property, receiver) {
      if (property === effect) record(target);
      return Reflect.get(target, property, receiver) as unknown;
    },
  })));
}

/** Makes `models` report each applied row of `rows` (the pack's rows it was built from) to `record`. */
export function instrumentModels(models: FamilyModels, rows: Required<ModelFile>, record: ModelRowRecorder): void {
  for (const index of [
    models.sourcePaths, models.roundTripPaths, models.sourceCalls, models.sinkCalls, models.sinkAssigns, models.sanitizerCalls, models.sanitizerPaths,
    models.propagators, models.types, models.memberTypes, models.callbackCalls, models.containers, models.configCalls,
    models.configPaths, models.states, models.pathBuilders,
  ]) recordFinds(index as unknown as FindIndex, record);
  recordOnRead(models.paramSources, 'kind', record);
  recordOnRead(models.returnSinks, 'kind', record);
  recordOnRead(models.sanitizerFields, 'kinds', record);
  recordOnRead(models.sanitizerOpaque, 'kinds', record);
  recordOnRead(models.callbackExports, 'params', record);
  recordOnRead(models.callbackClasses, 'params', record);
  recordOnRead(models.mixins, 'addedBy', record);
  recordOnRead(models.mixins, 'finder', record);

  const supertypes = models.supertypes;
  const getSupertypes = supertypes.get.bind(supertypes);
  supertypes.get = (type) => {
    for (const row of rows.supertypes) if (row.type === type) record(row);
    return getSupertypes(type);
  };
  const members = models.sanitizerMembers;
  const getMember = members.get.bind(members);
  members.get = (member) => {
    for (const row of rows.sanitizers) if (row.member === member) record(row);
    return getMember(member);
  };
}

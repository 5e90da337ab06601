/**
 * The model rows of a language family, indexed for lookup by resolved name. Rows whose names
 * have no wildcard are found by exact key; wildcard rows are tested one by one.
 */
import type { RulePack } from '../rules/loader.js';
import { nameMatches, patternList } from '../rules/names.js';
import type {
  CallbackRow,
  ConfigRow,
  ContainerRow,
  NamePattern,
  PathBuilderRow,
  PatternRule,
  PropagatorRow,
  SanitizerRow,
  SinkRow,
  SourceRow,
  StateRow,
  TaintRule,
  TypeRow,
  MemberTypeRow,
  MixinRow,
} from '../rules/schema.js';
import { activeModelRecorder, instrumentModels } from './model-usage.js';

const NONE: readonly never[] = Object.freeze([]);

class NameIndex<T> {
  private readonly exact = new Map<string, T[]>();
  private readonly wild: { pattern: string; row: T }[] = [];
  /** Rows per name (exact first, then wildcards in order), memoised: wildcard tests are the cost. */
  private readonly byName = new Map<string, readonly T[]>();

  add(pattern: NamePattern | undefined, row: T): void {
    this.byName.clear();
    for (const p of patternList(pattern)) {
      if (p.includes('*')) this.wild.push({ pattern: p, row });
      else {
        const list = this.exact.get(p);
        if (list) list.push(row);
        else this.exact.set(p, [row]);
      }
    }
  }

  find(names: readonly string[]): T[] {
    if (names.length === 0 || (this.exact.size === 0 && this.wild.length === 0)) return NONE as unknown as T[];
    let out: T[] | undefined;
    for (const name of names) {
      const rows = this.rowsOf(name);
      if (rows.length) (out ??= []).push(...rows);
    }
    if (!out) return NONE as unknown as T[];
    return out.length > 1 ? [...new Set(out)] : out;
  }

  private rowsOf(name: string): readonly T[] {
    let rows = this.byName.get(name);
    if (rows) return rows;
    const found: T[] = [...(this.exact.get(name) ?? [])];
    for (const w of this.wild) if (nameMatches(w.pattern, name)) found.push(w.row);
    rows = found.length ? found : NONE;
    if (this.byName.size < 50_000) this.byName.set(name, rows);
    return rows;
  }

  get size(): number {
    return this.exact.size + this.wild.length;
  }

  /** Whether any row names this call or path (memoised like `find`). */
  names(name: string): boolean {
    return this.rowsOf(name).length > 0;
  }
}

/** The indexes built of each rule pack, kept while the pack is (ruleSetFor keeps one per process). */
const builtOf = new WeakMap<RulePack, FamilyModels>();

export class FamilyModels {
  /**
   * The indexes of a pack, built once per pack: every scan of a process builds a Program over the
   * same packs, and a rescan that reruns one root spent a twentieth of its time indexing them
   * again. The memo of each index (`byName`) carries over too; it depends on names only.
   */
  static of(pack: RulePack): FamilyModels {
    // The fixture runner's coverage report instruments the indexes it records from: its own.
    if (activeModelRecorder) return new FamilyModels(pack);
    let built = builtOf.get(pack);
    if (!built) builtOf.set(pack, (built = new FamilyModels(pack)));
    return built;
  }

  readonly sourcePaths = new NameIndex<SourceRow>();
  /** `roundTrip` source paths: what the module wrote there from input reads back as input (round-trips.ts). */
  readonly roundTripPaths = new NameIndex<SourceRow>();
  readonly sourceCalls = new NameIndex<SourceRow>();
  readonly paramSources: SourceRow[] = [];
  readonly sinkCalls = new NameIndex<SinkRow>();
  readonly sinkAssigns = new NameIndex<SinkRow>();
  /** Sinks on the value a matching function returns (return-sinks.ts). */
  readonly returnSinks: SinkRow[] = [];
  readonly sanitizerCalls = new NameIndex<SanitizerRow>();
  readonly sanitizerMembers = new Map<string, SanitizerRow>();
  readonly sanitizerPaths = new NameIndex<SanitizerRow>();
  /** Sanitizers on fields declared with a validating decorator (dto-fields.ts). */
  readonly sanitizerFields: SanitizerRow[] = [];
  /** `opaqueMember` rows: a member of an unseen call's result is clean for their kinds (expressions.ts). */
  readonly sanitizerOpaque: SanitizerRow[] = [];
  readonly propagators = new NameIndex<PropagatorRow>();
  readonly types = new NameIndex<TypeRow>();
  /** Types of members a framework base class sets (`$this->response` of a CodeIgniter controller). */
  readonly memberTypes = new NameIndex<MemberTypeRow>();
  readonly supertypes = new Map<string, string[]>();
  readonly callbackCalls = new NameIndex<CallbackRow>();
  readonly callbackExports: CallbackRow[] = [];
  readonly callbackClasses: CallbackRow[] = [];
  readonly containers = new NameIndex<ContainerRow>();
  readonly configCalls = new NameIndex<ConfigRow>();
  readonly configPaths = new NameIndex<ConfigRow>();
  readonly states = new NameIndex<StateRow>();
  readonly pathBuilders = new NameIndex<PathBuilderRow>();
  /** Classes lending their methods to the tree's subclasses of a type (CakePHP behaviors), and custom finders (table-mixins.ts). */
  readonly mixins: MixinRow[] = [];
  readonly patternCalls = new NameIndex<PatternRule>();
  readonly patternAssigns = new NameIndex<PatternRule>();
  readonly taintRules: TaintRule[] = [];
  /** Sink kind → taint rules that use it. */
  readonly rulesBySink = new Map<string, TaintRule[]>();
  /** Name → whether a call-keyed index has a row for it (`callNames`). */
  private readonly modelledCall = new Map<string, boolean>();

  constructor(pack: RulePack) {
    const m = pack.models;
    for (const row of m.sources) {
      if (row.path) (row.roundTrip ? this.roundTripPaths : this.sourcePaths).add(row.path, row);
      if (row.call) this.sourceCalls.add(row.call, row);
      if (row.param) this.paramSources.push(row);
    }
    for (const row of m.sinks) {
      if (row.call) this.sinkCalls.add(row.call, row);
      if (row.assign) this.sinkAssigns.add(row.assign, row);
      if (row.return) this.returnSinks.push(row);
    }
    for (const row of m.sanitizers) {
      if (row.call) this.sanitizerCalls.add(row.call, row);
      if (row.member) this.sanitizerMembers.set(row.member, row);
      if (row.path) this.sanitizerPaths.add(row.path, row);
      if (row.fieldAnnotation) this.sanitizerFields.push(row);
      if (row.opaqueMember) this.sanitizerOpaque.push(row);
    }
    for (const row of m.propagators) this.propagators.add(row.call, row);
    for (const row of m.types) this.types.add(row.call, row);
    for (const row of m.memberTypes) this.memberTypes.add(row.path, row);
    for (const row of m.supertypes) this.supertypes.set(row.type, [...(this.supertypes.get(row.type) ?? []), ...row.extends]);
    for (const row of m.callbacks) {
      if (row.call) this.callbackCalls.add(row.call, row);
      if (row.export) this.callbackExports.push(row);
      if (row.classExtends) this.callbackClasses.push(row);
    }
    for (const row of m.containers) this.containers.add(row.call, row);
    for (const row of m.config) {
      if (row.call) this.configCalls.add(row.call, row);
      if (row.path) this.configPaths.add(row.path, row);
    }
    for (const row of m.states ?? []) this.states.add(row.call, row);
    for (const row of m.pathBuilders) this.pathBuilders.add(row.call, row);
    this.mixins.push(...(m.mixins ?? []));
    for (const { rule } of pack.rules) {
      if (rule.kind === 'pattern') {
        if (rule.match.call) this.patternCalls.add(rule.match.call, rule);
        if (rule.match.assign) this.patternAssigns.add(rule.match.assign, rule);
      } else {
        this.taintRules.push(rule);
        for (const kind of rule.taint.sinks) this.rulesBySink.set(kind, [...(this.rulesBySink.get(kind) ?? []), rule]);
      }
    }
    // Only the rule-fixture runner's coverage report records; otherwise the indexes stay as built.
    if (activeModelRecorder) instrumentModels(this, m, activeModelRecorder);
  }

  /**
   * A call's names as the call-keyed indexes see them: empty when no row of any names any of them,
   * so the dozen lookups a call makes (calls.ts) return at once. Most calls of the tree (helpers,
   * methods of its own classes) are modelled by no row.
   */
  callNames(names: readonly string[]): readonly string[] {
    for (const name of names) {
      let known = this.modelledCall.get(name);
      if (known === undefined) {
        known = this.callIndexes().some((index) => index.names(name));
        if (this.modelledCall.size < 50_000) this.modelledCall.set(name, known);
      }
      if (known) return names;
    }
    return NONE;
  }

  private callIndexes(): readonly NameIndex<unknown>[] {
    return [this.states, this.sinkCalls, this.sourceCalls, this.patternCalls, this.callbackCalls, this.configCalls, this.containers, this.types, this.sanitizerCalls, this.propagators];
  }
}

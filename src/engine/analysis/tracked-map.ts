/**
 * The one hook incremental analysis (src/engine/cache/cross-file.ts) needs inside the analysis:
 * `ProgramMap`, an index of the Program (modules, functions, classes, ...) that reports its
 * lookups. While a tracker is set, every `get`/`has` records the query and a digest of its answer
 * (which module versions it returned, or that it found nothing), so a root's result can later be
 * checked by asking the same questions of the new tree. A root is analysed over its own state
 * (root-analysis.ts), so these questions are everything its result depends on.
 *
 * With no tracker set (a scan without cache) it behaves as a plain Map.
 */

export interface ReadTracker {
  /** The version (content and context) of a module of the tree, by path. */
  versionOf(path: string): string;
  record(kind: string, key: string, answer: string | null): void;
  /**
   * Whether this question was recorded already (for the root being analysed). The Program does not
   * change during a scan, so the same question has the same answer: a map lookup asked again
   * skips describing its answer (a version string per module named), which a root asks
   * thousands of times.
   */
  knows?(kind: string, key: string): boolean;
}

export interface TrackerOwner {
  tracker?: ReadTracker;
}

export class ProgramMap<V> extends Map<string, V> {
  constructor(
    private readonly owner: TrackerOwner,
    readonly kind: string,
    private readonly describe: (value: V, versionOf: (path: string) => string) => string,
  ) {
    super();
  }

  override get(key: string): V | undefined {
    const value = super.get(key);
    const t = this.owner.tracker;
    if (t && !t.knows?.(this.kind, key)) t.record(this.kind, key, value === undefined ? null : this.describe(value, (p) => t.versionOf(p)));
    return value;
  }

  override has(key: string): boolean {
    const t = this.owner.tracker;
    if (!t) return super.has(key);
    return this.get(key) !== undefined;
  }

  /** The digest of the answer to `key`, untracked (used to check a recorded query). */
  answer(key: string, versionOf: (path: string) => string): string | null {
    const value = super.get(key);
    return value === undefined ? null : this.describe(value, versionOf);
  }
}

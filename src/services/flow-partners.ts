/**
 * One data flow can be reported at more than one line: a query built on one line and run on
 * another is reported at both, and a helper's sink at the helper and at the caller that hands it
 * request data (engine/analysis/reporting.ts). Such findings carry the same rule and the very same
 * trace. A person who ignores one of them has judged the flow, so a learning that covers one also
 * covers the new findings of its partners (suppression.ts), even where their code has another
 * shape (`sql = "… " + id` against `db.query(sql)`).
 */
import type { Finding } from '../engine/findings.js';

/** The flow a taint finding reports (rule and whole trace); none for findings without a trace. */
function flowKey(finding: Finding): string | undefined {
  // A trace has a source and a sink step at least; secrets and constant findings have none.
  if (finding.trace.length < 2) return undefined;
  const steps = finding.trace.map((step) => [step.filePath, step.line, step.column, step.message]);
  return JSON.stringify([finding.ruleId, steps]);
}

/** Groups a scan's findings by the flow they report, to find each finding's partners. */
export class FlowPartners {
  private readonly byFlow = new Map<string, Finding[]>();
  private readonly flowOf = new Map<string, string>();

  constructor(findings: Iterable<Finding>) {
    for (const finding of findings) {
      const key = flowKey(finding);
      if (key === undefined) continue;
      this.flowOf.set(finding.fingerprint, key);
      const group = this.byFlow.get(key);
      if (group) group.push(finding);
      else this.byFlow.set(key, [finding]);
    }
  }

  /** The other findings of the scan that report the same flow as this one. */
  of(finding: Finding): Finding[] {
    const key = this.flowOf.get(finding.fingerprint);
    if (key === undefined) return [];
    return this.byFlow.get(key)!.filter((other) => other.fingerprint !== finding.fingerprint);
  }
}

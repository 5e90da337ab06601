/**
 * Suppression during reconciliation: decides, for each finding of a scan, whether an inline
 * `vigil-ignore` comment or a learning applies, and does the bookkeeping that goes with it
 * (history events naming the learning or the comment, applied counts, which scans found which
 * issues). Reconciliation (reconcile.ts) calls these at three points; it keeps the transaction.
 *
 * Rules:
 * - An inline suppression wins over a learning: the developer said so in the code.
 * - A learning applies to findings that become NEW issues. An issue someone has already seen
 *   open stays as they left it (a dry run lists such issues; an operator can act on them).
 * - A closed issue found again whose own learning is in force (ignored, then closed) goes back
 *   to ignored under it: an issue is never open while a learning it made is in force.
 * - An inline suppression added to code whose issue is open (or closed and found again) moves
 *   it to ignored; when the comment is later removed, an issue that the comment had ignored is
 *   reopened. Nothing is dropped: every suppressed finding is an issue with a history.
 * - Learnings are read by project id (and codebase), so they never apply across projects.
 */
import type { Finding } from '../engine/findings.js';
import { insertIssueEvent, listIssueEvents } from '../store/repositories/issue-events.js';
import { linkScanToIssues } from '../store/repositories/issue-scans.js';
import { moveIssueWithLearning } from '../store/repositories/learning-issues.js';
import { findLearning, incrementLearningApplied, listActiveLearnings, type LearningRow } from '../store/repositories/learnings.js';
import { newId } from '../store/ids.js';
import type { DbOrTrx, IssuesTable, IssueStatus } from '../store/schema.js';
import { pathPatternMatcher } from './file-kinds.js';
import { learningMatcher } from './learnings.js';

export const INLINE_PREFIX = 'Suppressed inline by a vigil-ignore comment';
export const INLINE_REMOVED = 'The vigil-ignore comment was removed';

export interface SuppressionDecision {
  kind: 'inline' | 'learning';
  /** The learning that applies (kind learning). */
  learningId: string | null;
  /** The history event's reason. */
  reason: string;
}

export interface ScanRef {
  id: string;
  projectId: string;
  codebaseId: string;
  branch: string;
}

function inlineReason(finding: Finding): string {
  const said = finding.suppressed?.reason.trim();
  return `${INLINE_PREFIX} (line ${finding.suppressed?.line})${said ? `: ${said}` : ''}`;
}

/**
 * Loads the learnings in force for the scan's codebase and returns the decision function, plus
 * the counter that is written once at the end (learningUsesDone).
 */
export async function loadSuppressions(trx: DbOrTrx, scan: ScanRef): Promise<Suppressions> {
  return new Suppressions(scan, await listActiveLearnings(trx, scan.projectId, scan.codebaseId));
}

/** A finding of the same flow as a new one (flow-partners.ts) and the learning that covers it, if any. */
export interface FlowPartner {
  filePath: string;
  lineNumber: number;
  learningId: string | null;
}

export class Suppressions {
  private readonly uses = new Map<string, number>();
  private readonly match: ReturnType<typeof learningMatcher>;
  private readonly inForce: Map<string, { learning: LearningRow; path: (filePath: string) => boolean }>;

  constructor(
    private readonly scan: ScanRef,
    learnings: readonly LearningRow[],
  ) {
    this.match = learningMatcher(learnings);
    this.inForce = new Map(learnings.map((learning) => [learning.id, { learning, path: pathPatternMatcher(learning.pathPattern) }]));
  }

  /** Whether any learning is in force for the scan (else no finding can be covered through its flow). */
  get hasLearnings(): boolean {
    return this.inForce.size > 0;
  }

  /** What applies to a finding that is about to become a new issue. */
  forNewFinding(finding: Finding): SuppressionDecision | undefined {
    if (finding.suppressed) return { kind: 'inline', learningId: null, reason: inlineReason(finding) };
    const learning = this.match(finding);
    if (!learning) return undefined;
    return { kind: 'learning', learningId: learning.id, reason: `Suppressed by learning ${learning.id}: ${learning.reason}` };
  }

  /**
   * What applies to a new finding that nothing covers itself, from the learnings that cover the
   * findings of its flow (flow-partners.ts): the first learning in force whose path pattern
   * allows the finding's file. An inline comment covers its own line only, so it is not passed on.
   */
  forFlowPartner(finding: Finding, partners: readonly FlowPartner[]): SuppressionDecision | undefined {
    for (const partner of partners) {
      const entry = partner.learningId === null ? undefined : this.inForce.get(partner.learningId);
      if (!entry || !entry.path(finding.filePath)) continue;
      const { learning } = entry;
      const reason = `Suppressed by learning ${learning.id}: ${learning.reason} (the same data flow as ${partner.filePath}:${partner.lineNumber})`;
      return { kind: 'learning', learningId: learning.id, reason };
    }
    return undefined;
  }

  /** Counts one application (call when the new issue was really inserted with this decision). */
  applied(decision: SuppressionDecision | undefined): void {
    if (decision?.learningId) this.uses.set(decision.learningId, (this.uses.get(decision.learningId) ?? 0) + 1);
  }

  /**
   * For a finding whose issue already existed (after reconciliation moved it, e.g. reopened):
   * an inline comment now covering an open issue ignores it; an issue ignored by a comment that
   * is gone is reopened. Returns the status moved to, if any.
   */
  async forExistingIssue(trx: DbOrTrx, row: Pick<IssuesTable, 'id' | 'status' | 'learningId'>, finding: Finding, at: string): Promise<IssueStatus | undefined> {
    if (finding.suppressed) {
      // Reconciliation has just reopened a closed issue that was found again; others keep their status.
      const status = row.status === 'closed' ? 'open' : row.status;
      if (status !== 'open') return undefined;
      return (await this.move(trx, row.id, 'open', 'ignored', inlineReason(finding), at)) ? 'ignored' : undefined;
    }
    // A closed issue found again whose own learning is still in force was closed after someone
    // said it was a false positive: it goes back to ignored under that learning, never open with
    // a learning in force (only a person's reopen withdraws a learning).
    if (row.status === 'closed' && row.learningId !== null) {
      const learning = await findLearning(trx, this.scan.projectId, row.learningId);
      if (learning && learning.removedAt === null && learning.sourceIssueId === row.id) {
        const reason = `Suppressed by learning ${learning.id}: ${learning.reason}`;
        return (await this.move(trx, row.id, 'open', 'ignored', reason, at, learning.id)) ? 'ignored' : undefined;
      }
    }
    // Only an issue ignored without a learning can have been ignored by a comment (a PATCH makes a learning).
    if (row.status !== 'ignored' || row.learningId !== null) return undefined;
    const events = await listIssueEvents(trx, this.scan.projectId, row.id);
    const last = events[events.length - 1];
    if (last && last.toStatus === 'ignored' && last.scanId !== null && last.reason?.startsWith(INLINE_PREFIX)) {
      return (await this.move(trx, row.id, 'ignored', 'open', INLINE_REMOVED, at)) ? 'open' : undefined;
    }
    return undefined;
  }

  /** Writes applied counts and links the scan to the issues of its findings. Call once, last. */
  async finish(trx: DbOrTrx, fingerprints: readonly string[], at: string): Promise<void> {
    for (const [learningId, uses] of this.uses) await incrementLearningApplied(trx, this.scan.projectId, learningId, uses);
    await linkScanToIssues(trx, this.scan, fingerprints, at);
  }

  private async move(trx: DbOrTrx, issueId: string, from: IssueStatus, to: IssueStatus, reason: string, at: string, learningId: string | null = null): Promise<boolean> {
    if (!(await moveIssueWithLearning(trx, this.scan.projectId, issueId, { from, to, learningId, at }))) return false;
    await insertIssueEvent(trx, {
      id: newId('issueEvent'),
      issueId: issueId,
      projectId: this.scan.projectId,
      fromStatus: from,
      toStatus: to,
      reason,
      keyId: null,
      scanId: this.scan.id,
      learningId: learningId,
      createdAt: at,
    });
    return true;
  }
}

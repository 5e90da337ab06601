/**
 * Shapes of the read routes Vigil adds for its dashboard (docs/api.md, "Dashboard routes"; the
 * route schemas in src/api/schemas/dashboard.ts are the source). Fields the client does not name
 * are kept as they come: a newer server may add some.
 */
import type { IssueStatus, Scan, ScanStatus } from './types.js';

export interface SessionInfo {
  projectId: string;
  projectName: string;
  plan: string;
  role: string;
  permissions: string[];
}

/** A scan as the codebase's scan list shows it: the scan plus how many issues it linked. */
export interface CodebaseScan extends Omit<Scan, 'status' | 'projectId'> {
  /** As stored: `running` (an earlier name of `in_progress`) may still appear in old rows. */
  status: ScanStatus | 'running';
  projectId?: string;
  updatedAt?: string;
  issuesLinked?: number;
}

export interface CodebaseScanPage {
  scans: CodebaseScan[];
  total: number;
  limit: number;
  offset: number;
}

export interface BranchList {
  branches: Array<{ name: string; isDefault: boolean }>;
}

export interface IssueCounts {
  total: number;
  bySeverity: Record<string, number>;
  byStatus: Record<string, number>;
  byCategory: Record<string, number>;
}

/** One change of an issue's status: who (the key that made it, or a scan), from what, to what, why. */
export interface HistoryEvent {
  id: string;
  fromStatus: IssueStatus | null;
  toStatus: IssueStatus;
  reason: string | null;
  scanId: string | null;
  learningId: string | null;
  createdAt: string;
  actor: { keyId: string; name: string | null; role: string | null } | null;
}

export interface IssueHistory {
  events: HistoryEvent[];
  detections: Array<{ scanId: string; foundAt: string }>;
}

export interface Learning {
  id: string;
  scope: 'codebase' | 'project';
  codebaseId: string | null;
  ruleId: string;
  pathPattern: string | null;
  reason: string;
  sourceIssueId: string | null;
  appliedCount: number;
  suppressedCount: number;
  createdAt: string;
  removedAt: string | null;
}

/** A learning with the issues it keeps ignored: what would reopen if it were removed. */
export interface LearningDetail extends Learning {
  suppressed: Array<{ id: string; title: string; severity: string; filePath: string; lineNumber: number; branch: string }>;
}

export interface LearningRemoval {
  id: string;
  removedAt: string;
  reopenedIssueIds: string[];
}

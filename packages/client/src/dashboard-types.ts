/**
 * Shapes of the read routes Vigil adds for its dashboard (docs/api.md, "Dashboard routes"; the
 * route schemas in src/api/schemas/dashboard.ts are the source). Fields the client does not name
 * are kept as they come: a newer server may add some.
 */
export interface SessionInfo {
  projectId: string;
  projectName: string;
  plan: string;
  role: string;
  permissions: string[];
}

export interface CodebaseScan {
  id: string;
  status: string;
  codebaseId: string;
  branch: string;
  createdAt: string;
  issuesLinked: number;
  [field: string]: unknown;
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

export interface IssueHistory {
  events: Array<{ id: string; toStatus: string; createdAt: string; [field: string]: unknown }>;
  detections: Array<{ scanId?: string; foundAt?: string }>;
}

export interface Learning {
  id: string;
  [field: string]: unknown;
}

export interface LearningDetail extends Learning {
  suppressed: unknown[];
}

export interface LearningRemoval {
  id: string;
  removedAt: string;
  reopenedIssueIds: string[];
}

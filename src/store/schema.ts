/**
 * Table types of Vigil's database, as the application sees them. Migrations do not import this
 * file (they are frozen in time); repositories use it for typed queries.
 *
 * Columns are snake_case in SQL and camelCase here: Kysely's CamelCasePlugin (database.ts) maps
 * the names of every query built through Kysely and the keys of every row it returns, so a row
 * read is already the shape the services use. Table names stay as in SQL.
 *
 * Conventions kept identical on SQLite and PostgreSQL: timestamps are ISO 8601 UTC text,
 * booleans are integers 0/1, JSON values are text.
 */
import type { Kysely, Transaction } from 'kysely';

export type Plan = 'free' | 'team' | 'enterprise';
export const PLANS: readonly Plan[] = ['free', 'team', 'enterprise'];

export type Role = 'viewer' | 'developer' | 'security_engineer' | 'admin';
export const ROLES: readonly Role[] = ['viewer', 'developer', 'security_engineer', 'admin'];

/** `running` is never written; it is read as `in_progress` (an earlier statement of the API used it). */
export type ScanStatus = 'pending' | 'in_progress' | 'completed' | 'failed';
export const SCAN_STATUSES: readonly ScanStatus[] = ['pending', 'in_progress', 'completed', 'failed'];

export type IssueStatus = 'open' | 'ignored' | 'closed';
export const ISSUE_STATUSES: readonly IssueStatus[] = ['open', 'ignored', 'closed'];

export interface ProjectsTable {
  id: string;
  name: string;
  plan: Plan;
  createdAt: string;
}

export interface ApiKeysTable {
  id: string;
  projectId: string;
  name: string | null;
  role: Role;
  /** First characters of the key, kept in clear to find candidate rows and to show in listings. */
  prefix: string;
  /** Hex SHA-256 of the whole key. */
  keyHash: string;
  createdAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface CodebasesTable {
  id: string;
  projectId: string;
  name: string;
  /** The repository address, never with credentials (an https URL's user-info is stored apart). */
  url: string;
  /** The https credentials of `url`, sealed (src/crypto/credential-cipher.ts); null when none. */
  credentials: string | null;
  defaultBranch: string | null;
  /** Where the git layer keeps this codebase's mirror; null until the first fetch. */
  mirrorPath: string | null;
  mirrorFetchedAt: string | null;
  mirrorError: string | null;
  createdAt: string;
  updatedAt: string;
  /** Soft delete: the codebase leaves the API, its scans and issues stay. */
  deletedAt: string | null;
}

export interface ScansTable {
  id: string;
  projectId: string;
  codebaseId: string;
  branch: string;
  status: ScanStatus;
  commitSha: string | null;
  scanSpecificFiles: number;
  /** JSON array of file ids, or null when the whole branch is scanned. */
  fileIds: string | null;
  attempts: number;
  failureReason: string | null;
  filesTotal: number | null;
  filesScanned: number | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  updatedAt: string;
}

export interface IssuesTable {
  id: string;
  projectId: string;
  codebaseId: string;
  branch: string;
  fingerprint: string;
  ruleId: string;
  cwe: string | null;
  title: string;
  severity: string;
  /** critical 5 … informative 1: ordering by a number, not by the name. */
  severityRank: number;
  category: string;
  status: IssueStatus;
  filePath: string;
  lineNumber: number;
  columnNumber: number;
  endLineNumber: number;
  description: string;
  codeSnippet: string;
  remediation: string;
  /** JSON array of trace steps. */
  trace: string;
  /** The last scan that found the issue. */
  scanId: string;
  firstScanId: string;
  /** The learning that suppressed this issue, when one did. */
  learningId: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface IssueEventsTable {
  id: string;
  issueId: string;
  projectId: string;
  fromStatus: IssueStatus | null;
  toStatus: IssueStatus;
  reason: string | null;
  keyId: string | null;
  scanId: string | null;
  learningId: string | null;
  createdAt: string;
}

export interface LearningsTable {
  id: string;
  projectId: string;
  /** Null: the learning applies to every codebase of the project. */
  codebaseId: string | null;
  ruleId: string;
  /** Normalised code of the ignored finding (see services/learnings.ts). */
  codeShape: string;
  pathPattern: string | null;
  reason: string;
  sourceIssueId: string | null;
  appliedCount: number;
  createdAt: string;
  removedAt: string | null;
}

export interface FileScanStateTable {
  codebaseId: string;
  projectId: string;
  branch: string;
  filePath: string;
  /** The version (git blob id) of the file that was scanned. */
  blobVersion: string;
  scanId: string;
  scannedAt: string;
}

/** Maintained by triggers on `issues` (migration 0002): how many issues share these values. */
export interface IssueCountsTable {
  projectId: string;
  codebaseId: string;
  branch: string;
  status: IssueStatus;
  severityRank: number;
  category: string;
  n: number | string;
}

/** Bumped by triggers (migration 0004) in the same transaction as every write to a project's issues. */
export interface IssueVersionsTable {
  projectId: string;
  version: number | string;
}

/** One row (id 1): bumped by triggers on every write authentication reads (migration 0006). */
export interface AuthVersionsTable {
  id: number;
  version: number | string;
}

export type WebhookOutcome = 'delivered' | 'failed' | 'refused';

/** A project's webhook endpoint (migration 0007). */
export interface WebhookEndpointsTable {
  id: string;
  projectId: string;
  url: string;
  /** Comma-separated event types; empty means every event. */
  events: string;
  /** Never returned by a service: src/webhooks/endpoints.ts opens it only to sign. */
  sealedSecret: string;
  consecutiveFailures: number;
  disabledAt: string | null;
  createdAt: string;
}

/** One attempt of one delivery. */
export interface WebhookDeliveriesTable {
  id: string;
  endpointId: string;
  messageId: string;
  eventType: string;
  attempt: number;
  statusCode: number | null;
  outcome: WebhookOutcome;
  error: string | null;
  attemptedAt: string;
}

/** The engine's cache shared by workers (migration 0008): base64 values by hex key. */
export interface EngineCacheTable {
  key: string;
  value: string;
  size: number;
  usedAt: string;
}

export interface VigilDatabase {
  projects: ProjectsTable;
  api_keys: ApiKeysTable;
  codebases: CodebasesTable;
  scans: ScansTable;
  issues: IssuesTable;
  issue_events: IssueEventsTable;
  learnings: LearningsTable;
  file_scan_state: FileScanStateTable;
  issue_counts: IssueCountsTable;
  issue_versions: IssueVersionsTable;
  auth_versions: AuthVersionsTable;
  webhook_endpoints: WebhookEndpointsTable;
  webhook_deliveries: WebhookDeliveriesTable;
  engine_cache: EngineCacheTable;
}

export type Db = Kysely<VigilDatabase>;
/** An open transaction of the store (see transaction.ts). */
export type Trx = Transaction<VigilDatabase>;
/** A repository function accepts the database or an open transaction. */
export type DbOrTrx = Kysely<VigilDatabase> | Transaction<VigilDatabase>;

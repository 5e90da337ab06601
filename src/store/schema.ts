/**
 * Table types of Vigil's database, as the application sees them. Migrations do not import this
 * file (they are frozen in time); repositories use it for typed queries.
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
  created_at: string;
}

export interface ApiKeysTable {
  id: string;
  project_id: string;
  name: string | null;
  role: Role;
  /** First characters of the key, kept in clear to find candidate rows and to show in listings. */
  prefix: string;
  /** Hex SHA-256 of the whole key. */
  key_hash: string;
  created_at: string;
  expires_at: string | null;
  revoked_at: string | null;
  last_used_at: string | null;
}

export interface CodebasesTable {
  id: string;
  project_id: string;
  name: string;
  /** The repository address, never with credentials (an https URL's user-info is stored apart). */
  url: string;
  /** The https credentials of `url`, sealed (src/crypto/credential-cipher.ts); null when none. */
  credentials: string | null;
  default_branch: string | null;
  /** Where the git layer keeps this codebase's mirror; null until the first fetch. */
  mirror_path: string | null;
  mirror_fetched_at: string | null;
  mirror_error: string | null;
  created_at: string;
  updated_at: string;
  /** Soft delete: the codebase leaves the API, its scans and issues stay. */
  deleted_at: string | null;
}

export interface ScansTable {
  id: string;
  project_id: string;
  codebase_id: string;
  branch: string;
  status: ScanStatus;
  commit_sha: string | null;
  scan_specific_files: number;
  /** JSON array of file ids, or null when the whole branch is scanned. */
  file_ids: string | null;
  attempts: number;
  failure_reason: string | null;
  files_total: number | null;
  files_scanned: number | null;
  created_at: string;
  started_at: string | null;
  completed_at: string | null;
  updated_at: string;
}

export interface IssuesTable {
  id: string;
  project_id: string;
  codebase_id: string;
  branch: string;
  fingerprint: string;
  rule_id: string;
  cwe: string | null;
  title: string;
  severity: string;
  /** critical 5 … informative 1: ordering by a number, not by the name. */
  severity_rank: number;
  category: string;
  status: IssueStatus;
  file_path: string;
  line_number: number;
  column_number: number;
  end_line_number: number;
  description: string;
  code_snippet: string;
  remediation: string;
  /** JSON array of trace steps. */
  trace: string;
  /** The last scan that found the issue. */
  scan_id: string;
  first_scan_id: string;
  /** The learning that suppressed this issue, when one did. */
  learning_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface IssueEventsTable {
  id: string;
  issue_id: string;
  project_id: string;
  from_status: IssueStatus | null;
  to_status: IssueStatus;
  reason: string | null;
  key_id: string | null;
  scan_id: string | null;
  learning_id: string | null;
  created_at: string;
}

export interface LearningsTable {
  id: string;
  project_id: string;
  /** Null: the learning applies to every codebase of the project. */
  codebase_id: string | null;
  rule_id: string;
  /** Normalised code of the ignored finding (see services/learnings.ts). */
  code_shape: string;
  path_pattern: string | null;
  reason: string;
  source_issue_id: string | null;
  applied_count: number;
  created_at: string;
  removed_at: string | null;
}

export interface FileScanStateTable {
  codebase_id: string;
  project_id: string;
  branch: string;
  file_path: string;
  /** The version (git blob id) of the file that was scanned. */
  blob_version: string;
  scan_id: string;
  scanned_at: string;
}

/** Maintained by triggers on `issues` (migration 0002): how many issues share these values. */
export interface IssueCountsTable {
  project_id: string;
  codebase_id: string;
  branch: string;
  status: IssueStatus;
  severity_rank: number;
  category: string;
  n: number | string;
}

/** Bumped by triggers (migration 0004) in the same transaction as every write to a project's issues. */
export interface IssueVersionsTable {
  project_id: string;
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
  project_id: string;
  url: string;
  /** Comma-separated event types; empty means every event. */
  events: string;
  /** Never returned by a service: src/webhooks/endpoints.ts opens it only to sign. */
  sealed_secret: string;
  consecutive_failures: number;
  disabled_at: string | null;
  created_at: string;
}

/** One attempt of one delivery. */
export interface WebhookDeliveriesTable {
  id: string;
  endpoint_id: string;
  message_id: string;
  event_type: string;
  attempt: number;
  status_code: number | null;
  outcome: WebhookOutcome;
  error: string | null;
  attempted_at: string;
}

/** The engine's cache shared by workers (migration 0008): base64 values by hex key. */
export interface EngineCacheTable {
  key: string;
  value: string;
  size: number;
  used_at: string;
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

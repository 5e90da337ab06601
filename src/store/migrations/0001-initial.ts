/**
 * The first schema. Frozen: a later change is a new migration, never an edit of this one, and
 * this file imports nothing of the application (it takes Kysely<any>).
 *
 * Types are chosen to mean the same on SQLite and PostgreSQL: text for ids, timestamps (ISO
 * 8601 UTC, fixed width, so text order is time order) and JSON; integer for numbers and flags.
 */
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('plan', 'text', (c) => c.notNull().check(sql`plan in ('free', 'team', 'enterprise')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('name', 'text')
    .addColumn('role', 'text', (c) =>
      c.notNull().check(sql`role in ('viewer', 'developer', 'security_engineer', 'admin')`),
    )
    .addColumn('prefix', 'text', (c) => c.notNull())
    .addColumn('key_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('revoked_at', 'text')
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('api_keys_prefix').on('api_keys').column('prefix').execute();
  await db.schema.createIndex('api_keys_project').on('api_keys').columns(['project_id', 'created_at']).execute();

  await db.schema
    .createTable('codebases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('default_branch', 'text')
    .addColumn('mirror_path', 'text')
    .addColumn('mirror_fetched_at', 'text')
    .addColumn('mirror_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .execute();
  await db.schema.createIndex('codebases_project').on('codebases').columns(['project_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('scans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('codebase_id', 'text', (c) => c.notNull().references('codebases.id'))
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'in_progress', 'completed', 'failed')`),
    )
    .addColumn('commit_sha', 'text')
    .addColumn('scan_specific_files', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('file_ids', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('failure_reason', 'text')
    .addColumn('files_total', 'integer')
    .addColumn('files_scanned', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text')
    .addColumn('completed_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('scans_project_codebase').on('scans').columns(['project_id', 'codebase_id', 'created_at']).execute();
  await db.schema.createIndex('scans_status').on('scans').columns(['status', 'updated_at']).execute();

  await db.schema
    .createTable('learnings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('codebase_id', 'text', (c) => c.references('codebases.id'))
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('code_shape', 'text', (c) => c.notNull())
    .addColumn('path_pattern', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    // No foreign key to issues: learnings are created from issues and issues point at learnings.
    .addColumn('source_issue_id', 'text')
    .addColumn('applied_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('removed_at', 'text')
    .execute();
  await db.schema.createIndex('learnings_project_rule').on('learnings').columns(['project_id', 'rule_id']).execute();

  await db.schema
    .createTable('issues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('codebase_id', 'text', (c) => c.notNull().references('codebases.id'))
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('cwe', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('severity', 'text', (c) =>
      c.notNull().check(sql`severity in ('critical', 'high', 'medium', 'low', 'informative')`),
    )
    .addColumn('severity_rank', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'ignored', 'closed')`))
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('line_number', 'integer', (c) => c.notNull())
    .addColumn('column_number', 'integer', (c) => c.notNull())
    .addColumn('end_line_number', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('code_snippet', 'text', (c) => c.notNull())
    .addColumn('remediation', 'text', (c) => c.notNull())
    .addColumn('trace', 'text', (c) => c.notNull())
    .addColumn('scan_id', 'text', (c) => c.notNull().references('scans.id'))
    .addColumn('first_scan_id', 'text', (c) => c.notNull().references('scans.id'))
    .addColumn('learning_id', 'text', (c) => c.references('learnings.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('issues_identity', ['codebase_id', 'branch', 'fingerprint'])
    .execute();

  // GET /v1/issues always filters on project_id and orders by (severity_rank, created_at, id),
  // all descending (an index scanned backwards). Each index below serves one filter with that
  // order, so a page is an index walk that stops after offset + limit rows, and the count of
  // `total` reads the same index without touching the table. A severity filter is an equality
  // on severity_rank, served by the first index. Combinations use the most selective of these
  // and filter the rest.
  const order = ['severity_rank', 'created_at', 'id'];
  const issueIndexes: Record<string, string[]> = {
    issues_list: ['project_id', ...order],
    issues_list_codebase: ['project_id', 'codebase_id', ...order],
    issues_list_codebase_branch: ['project_id', 'codebase_id', 'branch', ...order],
    issues_list_codebase_status: ['project_id', 'codebase_id', 'status', ...order],
    issues_list_status: ['project_id', 'status', ...order],
    issues_list_category: ['project_id', 'category', ...order],
    issues_list_branch: ['project_id', 'branch', ...order],
  };
  for (const [name, columns] of Object.entries(issueIndexes)) {
    await db.schema.createIndex(name).on('issues').columns(columns).execute();
  }

  await db.schema
    .createTable('issue_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('issue_id', 'text', (c) => c.notNull().references('issues.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('key_id', 'text', (c) => c.references('api_keys.id'))
    .addColumn('scan_id', 'text', (c) => c.references('scans.id'))
    .addColumn('learning_id', 'text', (c) => c.references('learnings.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('issue_events_issue').on('issue_events').columns(['issue_id', 'created_at', 'id']).execute();

  await db.schema
    .createTable('file_scan_state')
    .addColumn('codebase_id', 'text', (c) => c.notNull().references('codebases.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('file_path', 'text', (c) => c.notNull())
    .addColumn('blob_version', 'text', (c) => c.notNull())
    .addColumn('scan_id', 'text', (c) => c.notNull().references('scans.id'))
    .addColumn('scanned_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('file_scan_state_pk', ['codebase_id', 'branch', 'file_path'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['file_scan_state', 'issue_events', 'issues', 'learnings', 'scans', 'codebases', 'api_keys', 'projects']) {
    await db.schema.dropTable(table).execute();
  }
}

/**
 * SQLite: the unfiltered list's index carries every column a page shows, so a page is read from
 * the index alone. A page starting from an anchor (issue-page-anchors.ts) otherwise reaches 50
 * table rows that lie far apart (rows are stored in the order issues were found, the list is in
 * severity order), each on its own page of a table whose rows carry descriptions, snippets and
 * traces: ~1–1.4 ms per walked page at a million issues against ~0.3 ms from this index, and the
 * first deep page (offset 500,000) 162 → 82 ms (measured; BENCHMARKS.md, "Issues API cache
 * misses, third round"). It replaces issues_list (its leading columns are the same, so every
 * query that used it uses this one); ~250 bytes per issue more than issues_list, measured.
 *
 * PostgreSQL keeps issues_list: a B-tree entry there is limited to a third of a page, and the
 * shown columns (a file path of any length) could exceed it and refuse the insert of an issue.
 */
import { SqliteAdapter, type Kysely } from 'kysely';

const KEY = ['project_id', 'severity_rank', 'created_at', 'id'];
/** The summary columns of a page (ISSUE_SUMMARY_COLUMNS) not already in KEY. */
const SHOWN = ['title', 'severity', 'category', 'status', 'file_path', 'line_number', 'codebase_id', 'branch', 'updated_at'];

export async function up(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  // SQLite migrations run outside a transaction: each step can be run again after a crash.
  await db.schema.createIndex('issues_list_summary').ifNotExists().on('issues').columns([...KEY, ...SHOWN]).execute();
  await db.schema.dropIndex('issues_list').ifExists().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) return;
  await db.schema.createIndex('issues_list').ifNotExists().on('issues').columns(KEY).execute();
  await db.schema.dropIndex('issues_list_summary').ifExists().execute();
}

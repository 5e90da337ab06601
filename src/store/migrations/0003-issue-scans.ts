/**
 * Which scans found each issue (an issue's history of detections), written by reconciliation.
 * Frozen like every migration: imports nothing of the application.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('issue_scans')
    .addColumn('issue_id', 'text', (c) => c.notNull().references('issues.id'))
    .addColumn('scan_id', 'text', (c) => c.notNull().references('scans.id'))
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id'))
    .addColumn('found_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('issue_scans_pk', ['issue_id', 'scan_id'])
    .execute();
  await db.schema.createIndex('issue_scans_scan').on('issue_scans').columns(['project_id', 'scan_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('issue_scans').execute();
}

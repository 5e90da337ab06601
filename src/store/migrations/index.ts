/**
 * Every migration of Vigil, in order. The provider is in code (no directory scanning), so the
 * compiled CLI and the tests run exactly the same list. To change the schema, add a file
 * `NNNN-what.ts` and a line here; never edit a migration that has shipped.
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as initial from './0001-initial.js';
import * as issueCounts from './0002-issue-counts.js';
import * as issueScans from './0003-issue-scans.js';
import * as issueVersions from './0004-issue-versions.js';

export const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-issue-counts': issueCounts,
  '0003-issue-scans': issueScans,
  '0004-issue-versions': issueVersions,
};

export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return migrations;
  },
};

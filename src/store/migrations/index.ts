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
import * as authVersions from './0006-auth-versions.js';
import * as webhooks from './0007-webhooks.js';
import * as engineCache from './0008-engine-cache.js';
import { moveCredentialsOutOfUrls } from './0005-codebase-credentials.js';
import { credentialCipherFromEnv, type CredentialCipher } from '../../crypto/credential-cipher.js';

/** What a migration may need beyond the database: the cipher of stored credentials (asked for lazily). */
export interface MigrationContext {
  credentialCipher: () => CredentialCipher;
}

/** The process's own environment: VIGIL_SECRET_KEY, or the key file of VIGIL_DATA_DIR. */
export const defaultMigrationContext: MigrationContext = { credentialCipher: () => credentialCipherFromEnv() };

export function migrationsFor(context: MigrationContext): Record<string, Migration> {
  return {
    '0001-initial': initial,
    '0002-issue-counts': issueCounts,
    '0003-issue-scans': issueScans,
    '0004-issue-versions': issueVersions,
    '0005-codebase-credentials': moveCredentialsOutOfUrls(context.credentialCipher),
    '0006-auth-versions': authVersions,
    '0007-webhooks': webhooks,
    '0008-engine-cache': engineCache,
  };
}

export const migrations: Record<string, Migration> = migrationsFor(defaultMigrationContext);

export function migrationProviderFor(context: MigrationContext): MigrationProvider {
  const list = migrationsFor(context);
  return {
    async getMigrations() {
      return list;
    },
  };
}

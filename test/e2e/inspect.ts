/** Reads what the API does not show (attempts of a scan) straight from the test's database. */
import path from 'node:path';
import { openDatabase } from '../../src/store/database.js';
import type { TestDatabase } from '../helpers/databases.js';

export async function scanAttempts(database: TestDatabase, dataDir: string, scanIds: string[]): Promise<number[]> {
  const config = database.config.dialect === 'sqlite' ? { dialect: 'sqlite' as const, file: path.join(dataDir, 'vigil.db') } : database.config;
  const store = openDatabase(config);
  try {
    const rows = await store.db.selectFrom('scans').select(['id', 'attempts']).where('id', 'in', scanIds).execute();
    return scanIds.map((id) => rows.find((row) => row.id === id)?.attempts ?? 0);
  } finally {
    await store.close();
  }
}

/**
 * The engine's cache in distributed mode (src/engine/cache/): opaque entries by hex key, shared
 * by every worker. Values are base64 text so one column type serves SQLite and PostgreSQL
 * (PostgreSQL compresses large text values itself). `used_at` orders pruning, least recent first.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('engine_cache')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('used_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('engine_cache_used_at').on('engine_cache').column('used_at').execute();
}

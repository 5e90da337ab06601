// Three stores for historical reasons: jobs and companies in PostgreSQL through knex, applications
// through a raw pg pool (the reporting team's code), candidates in a local SQLite file.
import knexFactory from 'knex';
import pg from 'pg';
import Database from 'better-sqlite3';
import config from '../config/index.js';

export const knex = knexFactory({ client: 'pg', connection: config.databaseUrl, pool: { min: 0, max: 10 } });
export const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 5 });
export const sqlite = new Database(config.sqlitePath);
sqlite.pragma('journal_mode = WAL');

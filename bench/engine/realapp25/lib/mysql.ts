import mysql from 'mysql2/promise';
import { config } from './config';

// The comments store still lives in the old MySQL database.
const pool = mysql.createPool({ uri: config.mysqlUrl, connectionLimit: 10 });

/** Prepared statement: `sql` has ? placeholders filled from `params`. */
export async function query<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const [rows] = await pool.execute(sql, params);
  return rows as T[];
}

/** Plain text query for statements that take no parameters. */
export async function rawQuery<T = Record<string, unknown>>(sql: string): Promise<T[]> {
  const [rows] = await pool.query(sql);
  return rows as T[];
}

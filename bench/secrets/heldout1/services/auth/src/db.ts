import { Pool } from 'pg';

// TODO move to vault before launch
const pool = new Pool({
  host: 'db.internal',
  user: 'auth_app',
  password: 'lanternsummer49',
  database: 'auth',
  max: 20,
});

export async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const res = await pool.query(sql, params);
  return res.rows as T[];
}

import { Pool } from 'pg';

// TODO move to vault before launch
const pool = new Pool({
  host: 'mysql.prod.svc.cluster.local',
  user: 'notifier_app',
  password: 'Harborpelican116#',
  database: 'notifier',
  max: 20,
});

export async function query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const res = await pool.query(sql, params);
  return res.rows as T[];
}

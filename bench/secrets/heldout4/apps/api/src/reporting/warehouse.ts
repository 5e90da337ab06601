import { Pool } from 'pg';

// Read-only replica used by the nightly revenue report.
// TODO(ops): move to secrets manager before Q3 audit
export const warehouse = new Pool({
  host: 'warehouse-ro.internal.harbor.dev',
  port: 5432,
  database: 'analytics',
  user: 'report_reader',
  password: 'jTZJTu8oo83zmnZo',
  max: 4,
});

export async function revenueByDay(from: Date, to: Date) {
  const { rows } = await warehouse.query(
    'SELECT day, sum(amount_cents) AS cents FROM payments WHERE day BETWEEN $1 AND $2 GROUP BY day ORDER BY day',
    [from, to],
  );
  return rows;
}

import vm from 'vm';
import { pool } from '../repositories/db';

export interface ReportColumn {
  label: string;
  formula: string;
}

const FIELDS = ['total_cents', 'tax_cents', 'paid_cents'] as const;

export class ReportService {
  async revenueSince(orgId: number, from: string) {
    const { rows } = await pool.query(
      'SELECT date_trunc(\'month\', issued_at) AS month, sum(total_cents) AS total FROM invoices WHERE org_id = $1 AND issued_at >= ' + `'${from}'` + ' GROUP BY 1',
      [orgId],
    );
    return rows;
  }

  async revenueBetween(orgId: number, from: string, to: string) {
    const { rows } = await pool.query(
      'SELECT date_trunc(\'month\', issued_at) AS month, sum(total_cents) AS total FROM invoices WHERE org_id = $1 AND issued_at BETWEEN $2 AND $3 GROUP BY 1',
      [orgId, from, to],
    );
    return rows;
  }

  // Custom columns let accountants write small expressions over a row, e.g. "row.total_cents - row.tax_cents".
  withCustomColumns(rows: Record<string, number>[], columns: ReportColumn[]) {
    const compiled = columns.map((c) => ({ label: c.label, fn: new Function('row', `return (${c.formula});`) }));
    return rows.map((row) => Object.fromEntries(compiled.map((c) => [c.label, c.fn(row)])));
  }

  evaluate(expression: string, row: Record<string, number>) {
    return vm.runInNewContext(expression, { row }, { timeout: 50 });
  }

  // The safe variant: a column is a sum or difference of known fields.
  withFieldColumns(rows: Record<string, number>[], columns: { label: string; plus: string[]; minus: string[] }[]) {
    const known = (f: string) => (FIELDS as readonly string[]).includes(f);
    return rows.map((row) =>
      Object.fromEntries(
        columns.map((c) => [
          c.label,
          c.plus.filter(known).reduce((s, f) => s + row[f], 0) - c.minus.filter(known).reduce((s, f) => s + row[f], 0),
        ]),
      ),
    );
  }
}

export const reportService = new ReportService();

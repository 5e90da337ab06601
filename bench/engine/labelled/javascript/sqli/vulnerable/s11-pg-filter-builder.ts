import { Request, Response } from 'express';
import { Pool } from 'pg';

const pool = new Pool();

class TicketFilter {
  private clauses: string[] = [];

  constructor(private readonly fields: Record<string, string | undefined>) {}

  build(): string {
    this.clauses = Object.entries(this.fields)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([column, value]) => `${column} = '${value}'`);
    return this.clauses.length ? 'WHERE ' + this.clauses.join(' AND ') : '';
  }
}

export async function listTickets(req: Request, res: Response) {
  const filter = new TicketFilter({
    status: req.query.status as string | undefined,
    assignee: req.query.assignee as string | undefined,
  });
  const sql = `SELECT id, title, status FROM tickets ${filter.build()} ORDER BY id DESC`;
  const { rows } = await pool.query(sql);
  res.json(rows);
}

import { Request, Response, Router } from 'express';
import knex from '../db/knex';

function buildFilter(field: string, value: string): string {
  return `${field} = '${value}'`;
}

export function invoiceRoutes(router: Router): void {
  router.get('/invoices/search', async (req: Request, res: Response) => {
    const customer = String(req.query.customer ?? '');
    const where = buildFilter('customer_name', customer);
    const result = await knex.raw(`SELECT * FROM invoices WHERE ${where}`);
    res.json(result.rows);
  });
}
